// cpw pieces: the piece catalogue.
#include <iostream>

#include "cli.h"
#include "command.h"

namespace cpw::cli {

namespace {
std::string moveText(const Move &m)
{
    std::string s = "(" + std::to_string(m.dx) + "," + std::to_string(m.dy) + ")";
    if (m.range == 0)
        s += "*";
    else if (m.range > 1)
        s += "*" + std::to_string(m.range);
    return s;
}
} // namespace

int cmdPieces(const std::vector<std::string> &args)
{
    Catalogue catalogue = Catalogue::standard();
    bool json = false, moves = false;
    ArgParser parser(
        "pieces", "[--define L=BETZA] [--moves] [--json]",
        "Lists the piece catalogue: the letter used in placements, the name and the Betza notation.\n"
        "Standard: K Q R B N P (white pawn, attacks diagonally towards the top rank). Fairy: A C H\n"
        "(super queen/rook/bishop: + knight leap), X Y Z (awesome queen/rook/bishop: + knight-rider\n"
        "line), I (Nightrider). --define adds user pieces (Betza atoms W F D N A H C Z G, doubled\n"
        "or with a number for riders, K R B Q, modifiers f b l r v s).");
    parser.addFlag("--json", "one JSON object per piece, then a summary", &json);
    parser.addFlag("--moves", "also list every move vector ((dx,dy), * = ride)", &moves);
    addPieceDefinitions(parser, &catalogue);
    if (auto code = parser.parse(args))
        return *code;
    for (const PieceType &p : catalogue.pieces()) {
        if (json) {
            nlohmann::json mv = nlohmann::json::array();
            for (const Move &m : p.moves)
                mv.push_back({{"dx", m.dx}, {"dy", m.dy}, {"range", m.range}});
            nlohmann::json j = {{"type", "piece"},
                                {"letter", std::string(1, p.letter)},
                                {"name", p.name},
                                {"betza", p.betza},
                                {"custom", p.kind == PieceKind::Custom},
                                {"symmetric", p.isFullySymmetric()},
                                {"moves", mv}};
            std::cout << j.dump() << '\n';
        } else {
            std::string name = p.name;
            std::cout << p.letter << "  " << name << std::string(name.size() < 28 ? 28 - name.size() : 1, ' ')
                      << p.betza;
            if (moves) {
                std::cout << "\n   ";
                for (const Move &m : p.moves)
                    std::cout << ' ' << moveText(m);
            }
            std::cout << '\n';
        }
    }
    if (json)
        std::cout << nlohmann::json{{"type", "summary"}, {"command", "pieces"}, {"complete", true},
                                    {"solutions", 0},    {"elapsed_s", 0},      {"pieces", catalogue.size()}}
                         .dump()
                  << std::endl;
    return ExitOk;
}

namespace {
const CommandRegistration command({"pieces", cmdPieces,
                                   "list the piece catalogue with letters and Betza notation", 20});
} // namespace

} // namespace cpw::cli
