// cpw chess960: the 960 start positions of Fischer Random chess, listed and numbered.
#include <iostream>

#include "cli.h"
#include "cpw/chess960.h"

namespace cpw::cli {

namespace {

const char *const kChess960 = "chess960";

} // namespace

int cmdChess960(const std::vector<std::string> &args)
{
    CommonOptions common;
    long long number = -1;
    std::string position;
    ArgParser parser(
        kChess960, "[--number N | --position RANK]",
        "Chess960 (Fischer Random chess, Bobby Fischer 1996): white's pieces are shuffled on the first\n"
        "rank with the bishops on squares of opposite colours and the king between the rooks; black\n"
        "mirrors white. There are 960 such back ranks. Without options every one is listed with its\n"
        "number (Reinhard Scharnagl's numbering, 0..959, where 518 is the standard RNBQKBNR), as an\n"
        "8x1 placement. --number N gives the back rank of N; --position gives the number of a back\n"
        "rank (eight letters, upper or lower case, or a FEN). --distinct counts positions up to the\n"
        "left-right mirror.\n"
        "\n"
        "Examples:\n"
        "  cpw chess960 --quiet\n"
        "  cpw chess960 --number 518\n"
        "  cpw chess960 --position BBQNNRKR --json");
    parser.addInt("--number", "N", "the position with Scharnagl number N (0..959)", &number, 0,
                  kChess960Count - 1);
    parser.addString("--position", "RANK", "the number of a back rank such as RNBQKBNR (or a FEN)",
                     &position);
    parser.addCommon(&common);
    if (auto code = parser.parse(args))
        return *code;
    if (common.board && !(common.board->width() == 8 && common.board->height() == 1))
        return badInput(kChess960, "Chess960 positions are back ranks: the board is 8x1");
    if (number >= 0 && !position.empty())
        return badInput(kChess960, "give either --number or --position, not both");
    if (!position.empty()) {
        auto n = chess960Number(position);
        if (!n)
            return badInput(kChess960, n.error(), "--position");
        number = n.value();
    }
    Chess960Request req;
    req.number = static_cast<int>(number);
    req.distinct = common.distinct;
    if (auto code = refuseCheckpoint(kChess960, common, ProblemKind::Chess960))
        return *code;
    Reporter reporter(kChess960, common, Catalogue::standard());
    SearchOptions options = searchOptions(common, reporter, false);
    if (!common.quiet)
        options.onSolution = [&](const Solution &s) {
            const std::string rank = toNotation(s.placement, Catalogue::standard());
            const int n = chess960Number(rank).value();
            if (common.json) {
                std::string lower = rank;
                for (char &c : lower)
                    c = static_cast<char>(c - 'A' + 'a');
                std::string castling;
                for (int i = 7; i >= 0; --i)
                    if (rank[static_cast<std::size_t>(i)] == 'R')
                        castling += static_cast<char>('A' + i);
                std::string blackCastling = castling;
                for (char &c : blackCastling)
                    c = static_cast<char>(c - 'A' + 'a');
                nlohmann::json j = {{"type", "solution"},
                                    {"board", "8x1"},
                                    {"placement", rank},
                                    {"number", n},
                                    {"fen", lower + "/pppppppp/8/8/8/8/PPPPPPPP/" + rank + " w " + castling +
                                                blackCastling + " - 0 1"}};
                std::cout << j.dump() << '\n';
            } else {
                std::cout << n << ' ' << rank << '\n';
            }
        };
    auto result = solveChess960(req, interruptToken(), options);
    if (!result)
        return badInput(kChess960, result.error());
    nlohmann::json extra = nlohmann::json::object();
    extra["board"] = "8x1";
    if (number >= 0) {
        extra["number"] = number;
        extra["position"] = chess960Position(static_cast<int>(number)).value();
    }
    reporter.summary(result.value(), extra);
    return exitCodeFor(result.value());
}

} // namespace cpw::cli
