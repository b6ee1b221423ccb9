// cpw chess960: the 960 start positions of Fischer Random chess, listed and numbered. The
// option --number comes from the family's parameter spec (core/src/chess960/chess960.cpp); this
// file adds --position, the 8x1 board and the solution lines (number and FEN).
#include <iostream>

#include "command.h"
#include "cpw/chess960.h"

namespace cpw::cli {

namespace {

const char *const kChess960 = "chess960";

class Chess960Cli : public FamilyCli {
public:
    std::string summary() const override { return "Chess960 start positions"; }
    std::string synopsis() const override { return "[--number N | --position RANK]"; }
    std::string description() const override
    {
        return "Chess960 (Fischer Random chess, Bobby Fischer 1996): white's pieces are shuffled on the "
               "first\n"
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
               "  cpw chess960 --position BBQNNRKR --json";
    }
    void addOptions(FamilyRun &run) const override
    {
        run.parser.addString("--position", "RANK", "the number of a back rank such as RNBQKBNR (or a FEN)",
                             &run.text("--position"));
    }
    std::optional<int> build(FamilyRun &run) const override
    {
        if (run.common.board && !(run.common.board->width() == 8 && run.common.board->height() == 1))
            return badInput(kChess960, "Chess960 positions are back ranks: the board is 8x1");
        run.problem.board = Board(8, 1);
        run.problem.preplaced = Placement(run.problem.board);
        const std::string &position = run.text("--position");
        if (!position.empty()) {
            if (run.has("number"))
                return badInput(kChess960, "give either --number or --position, not both");
            auto n = chess960Number(position);
            if (!n)
                return badInput(kChess960, n.error(), "--position");
            run.set("number", static_cast<long long>(n.value()), "--position");
        }
        return std::nullopt;
    }
    void solution(const Problem &, const Solution &s, Reporter &reporter) const override
    {
        if (reporter.quiet())
            return;
        const std::string rank = toNotation(s.placement, Catalogue::standard());
        const int n = chess960Number(rank).value();
        if (!reporter.json()) {
            std::cout << n << ' ' << rank << '\n';
            return;
        }
        std::string lower = rank, castling;
        for (char &c : lower)
            c = static_cast<char>(c - 'A' + 'a');
        for (int i = 7; i >= 0; --i)
            if (rank[static_cast<std::size_t>(i)] == 'R')
                castling += static_cast<char>('A' + i);
        std::string blackCastling = castling;
        for (char &c : blackCastling)
            c = static_cast<char>(c - 'A' + 'a');
        const nlohmann::json j = {{"type", "solution"},
                                  {"board", "8x1"},
                                  {"placement", rank},
                                  {"number", n},
                                  {"fen", lower + "/pppppppp/8/8/8/8/PPPPPPPP/" + rank + " w " + castling +
                                              blackCastling + " - 0 1"}};
        std::cout << j.dump() << '\n';
    }
};

const FamilyCliRegistration registration(chess960Family, std::make_unique<Chess960Cli>());

} // namespace

} // namespace cpw::cli
