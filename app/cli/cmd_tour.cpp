// cpw tour: knight's and other leapers' tours, found fast or counted exactly.
// cpw chess960: the 960 start positions of Fischer Random chess, listed and numbered.
#include <algorithm>
#include <atomic>
#include <iostream>
#include <sstream>

#include "cli.h"
#include "cpw/chess960.h"
#include "cpw/tour.h"
#include "distributed.h"

namespace cpw::cli {

namespace {

const char *const kTour = "tour";
const char *const kChess960 = "chess960";

/// File letters a..z, aa, ab, ... (board.h's naming, for any width).
std::string fileName(int x)
{
    std::string s;
    int n = x + 1;
    while (n > 0) {
        --n;
        s.insert(s.begin(), static_cast<char>('a' + n % 26));
        n /= 26;
    }
    return s;
}

std::string cellName(const TourRequest &r, int cell)
{
    return fileName(cell % r.width) + std::to_string(cell / r.width + 1);
}

/// Parses a cell name such as "a1" or "ab12" on a board of any size; "" or an error text.
std::string parseCellName(const TourRequest &r, const std::string &text, int &cell)
{
    std::size_t i = 0;
    long long file = 0;
    while (i < text.size() && text[i] >= 'a' && text[i] <= 'z') {
        file = file * 26 + (text[i] - 'a' + 1);
        if (file > 100000)
            break;
        ++i;
    }
    const std::string digits = text.substr(i);
    if (i == 0 || digits.empty() || digits.size() > 7 ||
        digits.find_first_not_of("0123456789") != std::string::npos || digits[0] == '0')
        return "expected a cell such as a1 or ab12, got '" + text + "'";
    const long long rank = std::stoll(digits);
    if (file > r.width || rank > r.height)
        return "cell '" + text + "' is outside the " + std::to_string(r.width) + "x" +
               std::to_string(r.height) + " board";
    cell = static_cast<int>((rank - 1) * r.width + (file - 1));
    return {};
}

/// Parses "WxH" (or "N") with sides up to kMaxTourSide; "" or an error text.
std::string parseSize(const std::string &text, int &w, int &h)
{
    const auto x = text.find('x');
    auto number = [](const std::string &s, int &out) {
        if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos)
            return false;
        out = std::stoi(s);
        return true;
    };
    const bool ok = x == std::string::npos ? number(text, w) && number(text, h)
                                           : number(text.substr(0, x), w) && number(text.substr(x + 1), h);
    if (!ok)
        return "expected WxH such as 8x8 or 100x100, got '" + text + "'";
    if (w < 1 || h < 1 || w > kMaxTourSide || h > kMaxTourSide)
        return "board " + text + " is not allowed: width and height must be 1 to " +
               std::to_string(kMaxTourSide);
    return {};
}

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
                            {"start", start >= 0 ? cellName(r, start) : std::string()},
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

/// Takes --board/--n out of the arguments (tours allow sides up to 1000, beyond the common
/// option's 32); "" or an error text.
std::string takeBoard(std::vector<std::string> &args, int &w, int &h, bool &given)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name = args[i], value;
        bool inline_ = false;
        if (const auto eq = name.find('='); eq != std::string::npos && name.rfind("--", 0) == 0) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
            inline_ = true;
        }
        if (name != "--board" && name != "--n")
            continue;
        if (!inline_) {
            if (i + 1 >= args.size())
                return name + " needs a value";
            value = args[i + 1];
        }
        if (std::string err = parseSize(value, w, h); !err.empty())
            return name + ": " + err;
        if (name == "--n" && value.find('x') != std::string::npos)
            return "--n: expected a whole number, got '" + value + "'";
        given = true;
        args.erase(args.begin() + static_cast<long>(i),
                   args.begin() + static_cast<long>(i + (inline_ ? 1 : 2)));
        --i;
    }
    return {};
}

} // namespace

int cmdTour(const std::vector<std::string> &argsIn)
{
    CommonOptions common;
    Catalogue catalogue = Catalogue::standard();
    std::vector<std::string> args = argsIn;
    int width = 8, height = 8;
    bool boardGiven = false;
    if (std::string err = takeBoard(args, width, height, boardGiven); !err.empty())
        return badInput(kTour, err);
    std::string startText, pieceText, leapText, holesText, shapeText, engineText;
    bool closed = false, count = false, noTheory = false;
    ArgParser parser(
        kTour, "[--board WxH] [--start CELL] [--closed] [--count] [--piece L | --leap A,B] [options]",
        "A knight's tour visits every cell of the board exactly once, one knight's leap at a time (a\n"
        "puzzle known since the 9th century; H. C. von Warnsdorff's rule of 1823 finds one fast).\n"
        "Any leaper may tour: a catalogue piece or a --define'd Betza piece whose moves are all single\n"
        "leaps, or the (A,B) leaper of --leap (camel 1,3, zebra 2,3, giraffe 1,4). A closed\n"
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
        "Each tour is printed as the board with move numbers (1 = the start); with --json as a line\n"
        "with \"order\" (ranks from the top down, null for holes) and the start as \"placement\".\n"
        "\n"
        "Counting engines (--engine): dp counts without listing, by a frontier dynamic programme that\n"
        "sweeps the board cell by cell and keeps, for each configuration of the cells whose leaps are\n"
        "not all decided (their degrees and which path ends belong together), the number of partial\n"
        "tours (docs/tour.md). It takes any board with holes and any leaper whose frontier window\n"
        "(the longest leap back in the sweep order: 2S+1 cells for the knight on rows of S cells) is at\n"
        "most 27 cells, so the knight's board needs a side of at most 13, the zebra's 8, the giraffe's\n"
        "6; wider boards are refused. It lists no tours and runs as one piece: no --limit,\n"
        "--checkpoint, --mpi or --sample. Exact counts beyond 64 bits (up to 2^128) are printed in full.\n"
        "search is the backtracking enumeration (lists every tour, checkpoints, --mpi). auto (the\n"
        "default) counts with dp when it applies and the tours are not listed (--quiet) and none of\n"
        "those options is given, else with search. The summary names the engine; dp adds\n"
        "frontier_window, sweep_steps, peak_configurations, peak_memory_mib and peak_rss_mib.\n"
        "\n"
        "Examples:\n"
        "  cpw tour --board 8x8 --start a1\n"
        "  cpw tour --board 1000x1000 --closed --quiet\n"
        "  cpw tour --board 5x5 --count --quiet          (1728 directed open tours)\n"
        "  cpw tour --board 6x6 --closed --count --quiet (9862 closed tours)\n"
        "  cpw tour --board 7x7 --count --quiet          (every directed open tour, by dp)\n"
        "  cpw tour --board 10x10 --leap 2,3             (a zebra's tour)");
    parser.addString("--start", "CELL", "start cell, e.g. a1 (default a1; with --count every start)",
                     &startText);
    parser.addFlag("--closed", "closed (re-entrant) tours: the last cell is one leap from the start",
                   &closed);
    parser.addFlag("--count", "count every tour exactly (and print each unless --quiet)", &count);
    parser.addString("--piece", "L", "the leaper: a catalogue letter or a --define'd one (default N)",
                     &pieceText);
    parser.addString("--leap", "A,B|NAME",
                     "the (A,B) leaper instead: e.g. 1,3, or camel, zebra, giraffe, knight", &leapText);
    parser.addString("--holes", "CELLS", "cells that are not part of the board, e.g. a1,h8", &holesText);
    parser.addString("--shape", "S", "board shape in placement notation, '-' = hole (sides up to 32)",
                     &shapeText);
    parser.addString("--engine", "auto|dp|search", "how --count counts (default auto: dp where it applies)",
                     &engineText);
    parser.addFlag("--no-theory", "prove impossible tours by search instead of by theorem", &noTheory);
    addPieceDefinitions(parser, &catalogue);
    parser.addCommon(&common);
    if (auto code = parser.parse(args))
        return *code;

    TourRequest req;
    req.width = width;
    req.height = height;
    if (!shapeText.empty()) {
        std::optional<Board> board;
        if (boardGiven) {
            if (width > kMaxSide || height > kMaxSide)
                return badInput(kTour, "--shape describes boards of sides up to 32");
            board = Board(width, height);
        }
        auto shape = parsePlacement(shapeText, catalogue, board ? &*board : nullptr);
        if (!shape)
            return badInput(kTour, shape.error(), "--shape");
        const TourRequest shaped = tourRequestFor(shape->board());
        req.width = shaped.width;
        req.height = shaped.height;
        req.holes = shaped.holes;
    }
    if (!holesText.empty()) {
        req.holes.resize(static_cast<std::size_t>(req.area()), 0);
        std::stringstream ss(holesText);
        std::string name;
        while (std::getline(ss, name, ',')) {
            if (name.empty())
                continue;
            int cell = -1;
            if (std::string err = parseCellName(req, name, cell); !err.empty())
                return badInput(kTour, "--holes: " + err);
            req.holes[static_cast<std::size_t>(cell)] = 1;
        }
    }
    if (req.cellCount() == 0)
        return badInput(kTour, "the board has no cells");
    if (!leapText.empty() && !pieceText.empty())
        return badInput(kTour, "give either --piece or --leap, not both");
    if (!leapText.empty()) {
        int a = -1, b = -1;
        if (leapText == "knight")
            a = 1, b = 2;
        else if (leapText == "camel")
            a = 1, b = 3;
        else if (leapText == "zebra")
            a = 2, b = 3;
        else if (leapText == "giraffe")
            a = 1, b = 4;
        else {
            const auto comma = leapText.find(',');
            const std::string l = leapText.substr(0, comma);
            const std::string r = comma == std::string::npos ? "" : leapText.substr(comma + 1);
            auto digits = [](const std::string &s) {
                return !s.empty() && s.size() <= 4 && s.find_first_not_of("0123456789") == std::string::npos;
            };
            if (!digits(l) || !digits(r))
                return badInput(kTour,
                                "--leap: expected A,B (e.g. 1,3) or knight, camel, zebra, giraffe; got '" +
                                    leapText + "'");
            a = std::stoi(l);
            b = std::stoi(r);
            if (a == 0 && b == 0)
                return badInput(kTour, "--leap: 0,0 is no leap");
        }
        req.leaps = leaperLeaps(a, b);
        req.letter = 'L';
    } else {
        const std::string letter = pieceText.empty() ? "N" : pieceText;
        const int id = letter.size() == 1 ? catalogue.find(letter[0]) : -1;
        if (id < 0)
            return badInput(kTour, "--piece: unknown piece '" + letter +
                                       "' (cpw pieces lists them; --define adds one)");
        auto leaps = pieceLeaps(catalogue.piece(id));
        if (!leaps)
            return badInput(kTour, leaps.error(), "--piece");
        req.leaps = leaps.value();
        req.pieceId = id;
        req.letter = letter[0];
    }
    if (!startText.empty()) {
        int cell = -1;
        if (std::string err = parseCellName(req, startText, cell); !err.empty())
            return badInput(kTour, "--start: " + err);
        if (req.isHole(cell))
            return badInput(kTour, "--start: cell '" + startText + "' is a hole");
        req.start = cell;
    }
    req.closed = closed;
    req.mode = count ? TourMode::Count : TourMode::Find;
    req.taskTarget = common.tasks;
    req.useTheory = !noTheory;
    if (engineText == "dp")
        req.engine = TourEngine::Frontier;
    else if (engineText == "search")
        req.engine = TourEngine::Search;
    else if (!engineText.empty() && engineText != "auto")
        return badInput(kTour, "--engine: expected auto, dp or search; got '" + engineText + "'");
    if (Error e = validateTour(req))
        return badInput(kTour, e);

    if ((!common.checkpoint.empty() || common.mpi || common.sample) && req.mode != TourMode::Count)
        return badInput(kTour,
                        std::string(common.checkpoint.empty() ? "--mpi" : "--checkpoint") +
                            ": only counting (--count) can be paused, resumed or distributed; finding one "
                            "tour keeps no list of what is done");
    Reporter reporter(kTour, common, catalogue);
    SearchOptions options = searchOptions(common, reporter, false);
    if (!common.quiet)
        options.onSolution = [&](const Solution &s) {
            if (mpiWorker())
                mpiKeepSolution(s); // to rank 0, which prints it
            else
                printTour(req, s, common.json);
        };
    // The counting programme's progress: sweep position, configurations, memory, projection.
    std::atomic<bool> sweeping{false};
    if (options.onProgress) {
        options.onProgress = [&reporter, &sweeping](const Progress &p) {
            if (!sweeping)
                reporter.progress(p);
        };
        req.onSweep = [&sweeping](const TourSweepProgress &p) {
            sweeping = true;
            std::ostringstream line;
            line.precision(1);
            line << std::fixed << "\r\033[K" << p.elapsedSeconds << " s  cell " << p.step << "/" << p.steps
                 << "  " << p.configurations << " configurations  " << p.tableBytes / 1048576.0
                 << " MiB  projected " << p.projectedSeconds << " s";
            std::cerr << line.str() << std::flush;
        };
    }
    CheckpointWriter checkpoint;
    if (!common.checkpoint.empty() || common.mpi || common.sample) {
        auto problem = tourProblemFromRequest(req, catalogue);
        if (!problem)
            return badInput(kTour, problem.error(), "--checkpoint");
        if (auto code = checkpoint.attach(kTour, common, problem.value(), options))
            return *code;
    }
    auto result = solveTour(req, interruptToken(), options);
    if (!result)
        return badInput(kTour, result.error());
    if (auto code = checkpoint.finish(result.value()))
        return *code;
    SearchStats stats = result.value();
    nlohmann::json extra = nlohmann::json::object();
    extra["board"] = std::to_string(req.width) + "x" + std::to_string(req.height);
    extra["piece"] = std::string(1, req.letter);
    extra["closed"] = req.closed;
    extra["mode"] = count ? "count" : "find";
    if (req.start >= 0)
        extra["start"] = cellName(req, req.start);
    for (const char *key : {"tasks", "frontier_window", "sweep_steps", "peak_configurations"})
        if (auto it = stats.extra.find(key); it != stats.extra.end()) {
            extra[key] = static_cast<std::uint64_t>(it->second);
            stats.extra.erase(it);
        }
    if (sweeping)
        std::cerr << "\r\033[K" << std::flush;
    const auto exact = stats.labels.find("solutions_exact");
    if (exact == stats.labels.end()) {
        reporter.summary(stats, extra);
        return exitCodeFor(stats);
    }
    // A count beyond 64 bits: the summary is printed with 2^64 - 1 in its place, which is then
    // replaced by the exact digits (a JSON integer of any size, as the contract asks).
    const std::string digits = exact->second;
    stats.labels.erase(exact);
    stats.solutions = ~std::uint64_t{0};
    std::ostringstream captured;
    std::streambuf *const old = std::cout.rdbuf(captured.rdbuf());
    reporter.summary(stats, extra);
    std::cout.rdbuf(old);
    std::string text = captured.str();
    const std::string placeholder = std::to_string(~std::uint64_t{0});
    if (const auto at = text.find(placeholder); at != std::string::npos)
        text.replace(at, placeholder.size(), digits);
    std::cout << text << std::flush;
    return exitCodeFor(stats);
}

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
