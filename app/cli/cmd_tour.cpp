// cpw tour: knight's and other leapers' tours, found fast or counted exactly. The options come
// from the tour's parameter specs (core/src/tour/tourfamily.cpp); this file adds the help text, the
// (A,B) leaper of --leap, the default 8x8 board and the solution lines (move numbers). Boards up
// to 1000 x 1000 are ordinary problems.
#include <algorithm>
#include <iostream>

#include "command.h"
#include "cpw/tour.h"
#include "distributed.h"

namespace cpw::cli {

namespace {

const char *const kTour = "tour";

const char *const kTourDescription =
    "A knight's tour visits every cell of the board exactly once, one knight's leap at a time (a\n"
    "puzzle known since the 9th century; H. C. von Warnsdorff's rule of 1823 finds one fast).\n"
    "Any leaper may tour: a catalogue piece or a --define'd Betza piece whose moves are all single\n"
    "leaps, or the (A,B) leaper of --leap (by numbers or by name, see below). A closed\n"
    "(re-entrant) tour ends one leap from its start. Boards up to 1000x1000, with holes.\n"
    "\n"
    "Without --count one tour is found from the start cell (default a1): Warnsdorff's rule with\n"
    "several tie-breaks and Posa rotations, large closed tours by joining the tours of small\n"
    "blocks, then a complete backtracking search that proves when there is none (summary\n"
    "complete with 0 solutions). Where a theorem rules the tour out (Schwenk's for closed knight\n"
    "tours, Conrad et al.'s for open ones, the colour count of colour-switching leapers, dead\n"
    "ends, a disconnected board) the summary says so at once as \"impossible\".\n"
    "\n"
    "With --count every tour is counted exactly: open tours are directed (a path and its reverse\n"
    "are two) and counted from every start, or from --start; closed tours are undirected cycles.\n"
    "The search engine prints each tour as the board with move numbers (1 = the start); with --json\n"
    "as a line with \"order\" (ranks from the top down, null for holes) and the start as\n"
    "\"placement\".\n"
    "\n"
    "Two engines count (--engine). The frontier programme (dp) sweeps the board cell by cell and\n"
    "keeps, for every state of the cells on its frontier (each cell's degree so far, which path\n"
    "ends are joined to which, the free ends an open tour has used), the number of partial path\n"
    "systems: it counts without listing a tour, exactly beyond 64 bits, and its progress line shows\n"
    "the sweep step, the configurations alive and their memory. It takes any board, holes and\n"
    "leaper whose frontier is at most 27 cells wide (a knight: the shorter side at most 13); it\n"
    "refuses finding one tour, --limit, --tasks and --sample, which are the backtracking search's\n"
    "(search): that one lists every tour and splits into tasks. Both pause and resume\n"
    "(--checkpoint FILE, cpw resume FILE): the frontier programme between sweep steps, its map\n"
    "of configurations in a side file beside FILE (FILE.stepN.frontier; keep the two together).\n"
    "Both run over the processes of an MPI job (mpirun -np N cpw tour ... --mpi): the search\n"
    "hands out its tasks; the frontier programme gives each process the configurations of its\n"
    "hash part and exchanges successors after every sweep step (the summary's peaks are sums over\n"
    "the processes, exchanged_mib the bytes sent); its checkpoints are then one part per process\n"
    "(FILE.stepN.rankR.frontier), and cpw resume FILE continues with any number of processes.\n"
    "auto, the default, counts with the frontier programme where it applies and nothing asks for\n"
    "the search (--limit, --sample), else searches. The summary names the engine, the\n"
    "frontier's width and the peak number of configurations (docs/tour.md).\n"
    "\n"
    "--engine split counts the closed tours, or the open tours from every start, of a full\n"
    "rectangle from two halves: the frontier programme sweeps the bottom half up to the middle,\n"
    "and the top half with the leaps that cross the middle, and the two tables are joined (the\n"
    "halves' paths must make one cycle, or one path whose free ends lie in either half;\n"
    "B. McKay's 8x8 method). It needs far less memory than dp on large boards (8x8 closed) and\n"
    "less time (7x8 open: a quarter); auto takes it on full boards of 36 cells or more with at\n"
    "least 5 rows (closed tours, open tours from every start; dp below, and where it refuses). Its\n"
    "parts of the top half are tasks: it pauses and resumes (--checkpoint, cpw resume), projects\n"
    "its time (--sample K) and runs under --mpi; it refuses a given start, holes and what dp\n"
    "refuses.\n"
    "\n"
    "--numbers \"a1=1 c2=3 h8=64\" gives move numbers (the numbered-tour puzzle): only tours that\n"
    "visit each listed cell at exactly that move (1 = the start) are found or counted; a tour is\n"
    "then its numbering, so a closed tour counts once per start and direction that fits the numbers.\n"
    "Only the search engine honours numbers (auto takes it; dp and split refuse). --limit 2 tells\n"
    "whether the puzzle has exactly one solution.\n"
    "\n"
    "Examples:\n"
    "  cpw tour --board 8x8 --start a1\n"
    "  cpw tour --board 1000x1000 --closed --quiet\n"
    "  cpw tour --board 5x5 --count --quiet          (1728 directed open tours)\n"
    "  cpw tour --board 6x6 --closed --count --quiet (9862 closed tours)\n"
    "  cpw tour --board 6x6 --count --quiet          (6637920 directed open tours, by dp)\n"
    "  cpw tour --board 7x7 --count --quiet --checkpoint run.cpwsearch   (then: cpw resume run.cpwsearch)\n"
    "  mpirun -np 2 cpw tour --board 6x7 --count --quiet --engine dp --mpi   (779938932, two processes)\n"
    "  cpw tour --board 10x10 --leap 2,3             (a zebra's tour)\n"
    "  cpw tour --board 5x5 --numbers \"a1=1 c3=13 e5=25\" --count --quiet   (numbered tours)";

/// The move numbers as ranks from the top down (null for holes).
nlohmann::json orderJson(const TourRequest &r, const std::vector<int> &order)
{
    nlohmann::json ranks = nlohmann::json::array();
    for (int y = r.height - 1; y >= 0; --y) {
        nlohmann::json rank = nlohmann::json::array();
        for (int x = 0; x < r.width; ++x) {
            const int c = y * r.width + x;
            if (r.isHole(c))
                rank.push_back(nullptr);
            else
                rank.push_back(order[static_cast<std::size_t>(c)]);
        }
        ranks.push_back(std::move(rank));
    }
    return ranks;
}

void printTour(const TourRequest &r, const Solution &s, bool json)
{
    int start = -1;
    for (std::size_t c = 0; c < s.order.size(); ++c)
        if (s.order[c] == 1)
            start = static_cast<int>(c);
    if (json) {
        nlohmann::json j = {{"type", "solution"},
                            {"board", std::to_string(r.width) + "x" + std::to_string(r.height)},
                            {"placement", tourStartNotation(r, start)},
                            {"start", start >= 0 ? cellName(r.width, start) : std::string()},
                            {"closed", r.closed},
                            {"order", orderJson(r, s.order)}};
        std::cout << j.dump() << '\n';
        return;
    }
    const int width = static_cast<int>(std::to_string(r.cellCount()).size());
    std::string out;
    for (int y = r.height - 1; y >= 0; --y) {
        for (int x = 0; x < r.width; ++x) {
            const int c = y * r.width + x;
            const std::string v = r.isHole(c) ? "-" : std::to_string(s.order[static_cast<std::size_t>(c)]);
            if (x > 0)
                out += ' ';
            out.append(static_cast<std::size_t>(width) - std::min<std::size_t>(v.size(), width), ' ');
            out += v;
        }
        out += '\n';
    }
    std::cout << out << '\n';
}

/// The named leapers as "camel 1,3, zebra 2,3, ..." (namedLeapers(), listed once in the core).
std::string leaperNames()
{
    std::string out;
    for (const NamedLeaper &l : namedLeapers())
        out += (out.empty() ? "" : ", ") + std::string(l.name) + " " + std::to_string(l.a) + "," +
               std::to_string(l.b);
    return out;
}

/// --leap's text as the parameter "leap" ("a,b"), or an error text.
std::string leapParam(const std::string &text, std::string &out)
{
    for (const NamedLeaper &l : namedLeapers())
        if (text == l.name) {
            out = std::to_string(l.a) + "," + std::to_string(l.b);
            return {};
        }
    const auto comma = text.find(',');
    const std::string l = text.substr(0, comma);
    const std::string r = comma == std::string::npos ? "" : text.substr(comma + 1);
    auto digits = [](const std::string &s) {
        return !s.empty() && s.size() <= 4 && s.find_first_not_of("0123456789") == std::string::npos;
    };
    if (!digits(l) || !digits(r))
        return "--leap: expected A,B (e.g. 1,3) or a named leaper (" + leaperNames() + "); got '" + text + "'";
    if (std::stoi(l) == 0 && std::stoi(r) == 0)
        return "--leap: 0,0 is no leap";
    out = std::to_string(std::stoi(l)) + "," + std::to_string(std::stoi(r));
    return {};
}

class TourCli : public FamilyCli {
public:
    std::string summary() const override { return "knight's (and other leapers') tours"; }
    std::string synopsis() const override
    {
        return "[--board WxH] [--start CELL] [--closed] [--count] [--piece L | --leap A,B] [options]";
    }
    std::string description() const override { return kTourDescription; }
    void addOptions(FamilyRun &run) const override
    {
        run.parser.addString("--leap", "A,B|NAME", "the (A,B) leaper instead: e.g. 1,3, or " + leaperNames(),
                             &run.text("--leap"));
        addShapeOptions(run.parser, &run.shape);
    }
    std::optional<int> build(FamilyRun &run) const override
    {
        if (!run.common.board && run.shape.shape.empty())
            run.common.board = Board(8, 8); // the default board
        if (auto code = buildBoardAndPieces(run))
            return code;
        const std::string &leap = run.text("--leap");
        if (!leap.empty()) {
            if (run.has("piece"))
                return badInput(kTour, "give either --piece or --leap, not both");
            std::string value;
            if (std::string err = leapParam(leap, value); !err.empty())
                return badInput(kTour, err);
            run.set("leap", value, "--leap");
        }
        const CommonOptions &c = run.common;
        if (c.mpi && run.has("count"))
            mpiArmAbort(); // the frontier programme's ranks meet in every step: rank 0 must not leave alone
        return std::nullopt;
    }
    void solution(const Problem &problem, const Solution &s, Reporter &reporter) const override
    {
        if (mpiWorker()) {
            mpiKeepSolution(s); // to rank 0, which prints it
            return;
        }
        const TourRequest r = tourRequestFor(problem.board);
        TourRequest shown = r;
        shown.closed = ParamReader(problem).boolean("closed");
        printTour(shown, s, reporter.json());
    }
};

const FamilyCliRegistration registration(tourFamily, std::make_unique<TourCli>());

} // namespace

} // namespace cpw::cli
