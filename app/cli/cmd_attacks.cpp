// cpw attacks: the attack count of every cell of a position.
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>

#include "cli.h"
#include "command.h"
#include "cpw/attacks.h"
#include "cpw/placement.h"

namespace cpw::cli {

int cmdAttacks(const std::vector<std::string> &args)
{
    CommonOptions common;
    std::string placementText;
    Catalogue catalogue = Catalogue::standard();
    ArgParser parser(
        "attacks", "--placement P [--board WxH] [--json]",
        "Prints the number of attacks on every cell of the position P (placement notation:\n"
        "ranks from the top down separated by '/', digits for runs of empty cells, '-' for holes).\n"
        "Attacks are blocked by any piece; a piece never attacks its own cell; an occupied cell\n"
        "is attacked like an empty one. Without --board the size is read off the placement.");
    parser.addString("--placement", "P", "the position (an 8x8 placement is FEN's first field)",
                     &placementText);
    parser.addCustom("--fen", "FEN", "an 8x8 FEN (only the piece-placement field is used)",
                     [&placementText](const std::string &v) {
                         placementText = v.substr(0, v.find(' '));
                         return std::string();
                     });
    addPieceDefinitions(parser, &catalogue);
    parser.addCommon(&common);
    if (auto code = parser.parse(args))
        return *code;
    if (placementText.empty())
        return badInput("attacks", "--placement is required (e.g. --placement 8/8/8/3Q4/8/8/8/8)");
    const auto start = std::chrono::steady_clock::now();
    const Board *board = common.board ? &*common.board : nullptr;
    auto placement = parsePlacement(placementText, catalogue, board);
    if (!placement)
        return badInput("attacks", placement.error(), "--placement");
    const Placement &p = placement.value();
    const Board &b = p.board();
    if (b.width() > kMaxSide || b.height() > kMaxSide) // attack sets are CellSets
        return badInput("attacks", boardTooLarge(b),
                        "--placement");
    const std::vector<int> counts = attackCounts(p, catalogue);
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    if (common.json) {
        nlohmann::json ranks = nlohmann::json::array();
        for (int y = b.height() - 1; y >= 0; --y) {
            nlohmann::json rank = nlohmann::json::array();
            for (int x = 0; x < b.width(); ++x) {
                const int i = b.index(x, y);
                if (b.isHole(i))
                    rank.push_back(nullptr);
                else
                    rank.push_back(counts[i]);
            }
            ranks.push_back(rank);
        }
        nlohmann::json j = {{"type", "summary"},
                            {"command", "attacks"},
                            {"complete", true},
                            {"solutions", 0},
                            {"elapsed_s", elapsed},
                            {"board", Reporter::boardText(b)},
                            {"placement", toNotation(p, catalogue)},
                            {"pieces", p.pieceCount()},
                            {"counts", ranks}};
        std::cout << j.dump() << std::endl;
        return ExitOk;
    }
    // Text: a grid with rank numbers on the left and file letters below; pieces shown
    // next to their count, holes as '-'.
    int widest = 1;
    for (int c : counts)
        widest = std::max<int>(widest, static_cast<int>(std::to_string(c).size()));
    const int cellWidth = widest + 2;
    for (int y = b.height() - 1; y >= 0; --y) {
        std::cout << std::setw(3) << (y + 1) << " ";
        for (int x = 0; x < b.width(); ++x) {
            const int i = b.index(x, y);
            std::string cell;
            if (b.isHole(i))
                cell = "-";
            else
                cell =
                    std::to_string(counts[i]) +
                    (p.at(i) == kEmpty ? std::string(" ") : std::string(1, catalogue.piece(p.at(i)).letter));
            std::cout << std::setw(cellWidth) << cell;
        }
        std::cout << '\n';
    }
    std::cout << "    ";
    for (int x = 0; x < b.width(); ++x) {
        std::string name = b.cellName(b.index(x, 0));
        name.pop_back();
        std::cout << std::setw(cellWidth - 1) << name << ' ';
    }
    std::cout << "\n(count, then the piece on the cell)" << std::endl;
    return ExitOk;
}

namespace {
const CommandRegistration command({"attacks", cmdAttacks, "attack count of every cell for a given position",
                                   10});
} // namespace

} // namespace cpw::cli
