/*
 * The tour family's problem side: its parameters (declared once, params.h), a problem file's
 * parameters to a TourRequest and back (the opening "path", the given "numbers" and the leaper
 * included), and the
 * family's descriptor. The search itself is tour.cpp's solveTour.
 */
#include "cpw/family.h"
#include "cpw/params.h"
#include "cpw/tour.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "tour/tourimpl.h"

namespace cpw {

/// The family's name, written once (FamilyDescriptor::name; problem files' "kind").
static constexpr std::string_view kFamilyName = "tour";

namespace {

/// Reads "a,b" (each 0..kMaxTourSide, blanks around the numbers allowed) into a and b.
bool parseLeap(const std::string &text, int &a, int &b)
{
    std::size_t i = 0;
    auto blanks = [&] {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
    };
    auto number = [&](int &out) {
        blanks();
        const std::size_t start = i;
        long long v = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 4)
            v = v * 10 + (text[i++] - '0');
        blanks();
        out = static_cast<int>(v);
        return i > start && v <= kMaxTourSide;
    };
    if (!number(a) || i >= text.size() || text[i] != ',')
        return false;
    ++i;
    return number(b) && i == text.size();
}

/// Reads the opening "a1 b3 c5" (cells separated by blanks, commas or hyphens) into cells.
Error parsePath(const Board &board, const std::string &text, std::vector<int> &cells)
{
    return tourimpl::forEachWord(text, " \t,-", [&](const std::string &name) -> Error {
        const auto c = board.parseCell(name);
        if (!c)
            return familyError(TourError::BadPath, name, 4);
        cells.push_back(c.value());
        return {};
    });
}

} // namespace

// The family's parameters (params.h), declared once: the core validates and completes problem
// files with them, `cpw tour` generates its options from them, the GUI its form.
std::span<const ParamSpec> tourParams()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "piece",
         .type = ParamType::Piece,
         .defaultValue = std::string("N"),
         .flag = "--piece",
         .valueName = "L",
         .help = "the leaper: a catalogue letter or a --define'd one (default N)"},
        {.key = "leap",
         .type = ParamType::Text,
         .defaultValue = std::string(),
         .help = "the (A,B) leaper instead of the piece, e.g. \"1,3\""},
        {.key = "start",
         .type = ParamType::Cell,
         .defaultValue = std::string(),
         .flag = "--start",
         .valueName = "CELL",
         .help = "start cell, e.g. a1 (default a1; with --count every start)"},
        {.key = "path",
         .type = ParamType::Text,
         .defaultValue = std::string(),
         .flag = "--path",
         .valueName = "CELLS",
         .help = "the tour's given opening, e.g. \"a1 b3 c5\" (its first cell is the start): only tours "
                 "that begin with it"},
        {.key = "numbers",
         .type = ParamType::Text,
         .defaultValue = std::string(),
         .flag = "--numbers",
         .valueName = "PAIRS",
         .help = "given move numbers, e.g. \"a1=1 c2=3 h8=64\" (the numbered-tour puzzle): only tours that "
                 "visit each cell at its move"},
        {.key = "closed",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--closed",
         .help = "closed (re-entrant) tours: the last cell is one leap from the start"},
        {.key = "count",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--count",
         .help = "count every tour exactly (the search engine prints each unless --quiet)"},
        {.key = "engine",
         .type = ParamType::Choice,
         .defaultValue = std::string("auto"),
         .choices = enumChoices<TourEngine>({{TourEngine::Auto, "auto"},
                                             {TourEngine::Frontier, "dp"},
                                             {TourEngine::Search, "search"},
                                             {TourEngine::Split, "split"}}),
         .flag = "--engine",
         .help = "how --count counts (default auto: split on full boards from 6x6 and 5x8 on, dp below and "
                 "where the split refuses; split: two halves)"},
        {.key = "memory_limit",
         .type = ParamType::Real,
         .defaultValue = 0.0,
         .min = 0,
         .max = 1e6,
         .scope = ParamScope::Run,
         .flag = "--memory-limit",
         .valueName = "GiB",
         .help = "the most memory the frontier programme's maps may take, in GiB (default 0: three quarters "
                 "of the machine's)"},
        {.key = "use_theory",
         .type = ParamType::Bool,
         .defaultValue = true,
         .flag = "--no-theory",
         .help = "prove impossible tours by search instead of by theorem"},
    };
    return specs;
}

std::string_view tourEngineName(TourEngine engine)
{
    return choiceName(tourParams(), "engine", engine);
}

Result<TourRequest> tourRequestFromProblem(const Problem &problem)
{
    if (Error v = validateParams(problem))
        return v;
    return tourimpl::tourRequestOfCheckedProblem(problem);
}

Result<TourRequest> tourimpl::tourRequestOfCheckedProblem(const Problem &problem)
{
    Error e;
    if (problem.kind != kFamilyName) {
        e.code = ErrorCode::BadFieldValue;
        e.token = "kind";
        return e;
    }
    TourRequest r = tourRequestFor(problem.board);
    const ParamReader read(problem);
    const std::string leap = read.text("leap");
    if (!leap.empty()) {
        // "a,b" with 0 <= a, b <= kMaxTourSide, not both 0 (blanks around the numbers allowed). Read
        // digit by digit: sscanf's %d is undefined on overflow and accepted "1,2junk".
        int a = 0, b = 0;
        if (!parseLeap(leap, a, b) || (a == 0 && b == 0)) {
            e.code = ErrorCode::BadFieldValue;
            e.token = "params.leap";
            return e;
        }
        r.leaps = leaperLeaps(a, b);
        r.letter = 'L';
    } else {
        const int id = read.piece("piece");
        auto leaps = pieceLeaps(problem.catalogue.piece(id));
        if (!leaps)
            return leaps.error();
        r.leaps = leaps.value();
        r.pieceId = id;
        r.letter = problem.catalogue.piece(id).letter;
    }
    r.closed = read.boolean("closed");
    r.mode = read.boolean("count") ? TourMode::Count : TourMode::Find;
    r.engine = read.choice<TourEngine>("engine");
    r.taskTarget = static_cast<int>(read.integer("task_target"));
    r.start = read.cell("start");
    r.useTheory = read.boolean("use_theory");
    r.memoryLimitBytes = read.real("memory_limit") * 1024.0 * 1024.0 * 1024.0;
    if (Error v = parsePath(problem.board, read.text("path"), r.path))
        return v;
    if (r.start < 0 && !r.path.empty())
        r.start = r.path.front();
    if (Error v = parseTourNumbers(read.text("numbers"), r.width, r.height, r.numbers))
        return v;
    if (Error v = validateTour(r)) {
        if (familyCode<TourError>(v) == TourError::BadPath) // name the cell as the file does
            v.token = problem.board.cellName(std::stoi(v.token));
        return v;
    }
    return r;
}

Result<SearchStats> solveTour(const TourRequest &request, std::stop_token token, const SearchOptions &options)
{
    if (Error e = validateTour(request))
        return e;
    return tourimpl::solveValidTour(request, std::move(token), options);
}

bool isValidTour(const Problem &problem, const std::vector<int> &order)
{
    const auto r = tourRequestFromProblem(problem);
    return r && isValidTour(r.value(), order);
}

Result<Problem> tourProblemFromRequest(const TourRequest &r, const Catalogue &catalogue)
{
    auto board = tourBoard(r);
    if (!board)
        return board.error();
    Problem p;
    p.kind = kFamilyName;
    p.board = board.value();
    p.catalogue = catalogue;
    p.preplaced = Placement(p.board);
    if (r.pieceId >= 0 && r.pieceId < catalogue.size()) {
        p.params["piece"] = std::string(1, catalogue.piece(r.pieceId).letter);
    } else if (!r.leaps.empty()) {
        const int a = std::abs(r.leaps.front().first), b = std::abs(r.leaps.front().second);
        if (leaperLeaps(a, b) != r.leaps) {
            Error e;
            e.code = ErrorCode::Unsupported;
            e.token = "leaps";
            return e;
        }
        p.params["leap"] = std::to_string(a) + "," + std::to_string(b);
    }
    if (r.closed)
        p.params["closed"] = true;
    if (r.mode == TourMode::Count)
        p.params["count"] = true;
    if (r.start >= 0)
        p.params["start"] = p.board.cellName(r.start);
    if (!r.path.empty()) {
        std::string path;
        for (int c : r.path)
            path += (path.empty() ? "" : " ") + p.board.cellName(c);
        p.params["path"] = path;
    }
    if (!r.numbers.empty())
        p.params["numbers"] = tourNumbersText(r.numbers, r.width);
    if (r.engine != TourEngine::Auto)
        p.params["engine"] = std::string(tourEngineName(r.engine));
    if (!r.useTheory)
        p.params["use_theory"] = false;
    if (r.taskTarget > 0)
        p.params["task_target"] = static_cast<long long>(r.taskTarget);
    if (r.memoryLimitBytes > 0)
        p.params["memory_limit"] = r.memoryLimitBytes / (1024.0 * 1024.0 * 1024.0);
    return p;
}

// The family descriptor (family.h): problems of kind Tour go through tourRequestFromProblem
// to solveTour.
FamilyDescriptor tourFamily()
{
    FamilyDescriptor f{kFamilyName, false, nullptr, nullptr, nullptr};
    f.params = tourParams();
    // The request is built and checked once (tourimpl::tourRequestOfCheckedProblem, with
    // validateTour) and run as it is.
    f.prepare = [](const Problem &problem) -> Result<PreparedRun> {
        auto r = tourimpl::tourRequestOfCheckedProblem(problem);
        if (!r)
            return r.error();
        const std::string start = r->start >= 0 ? problem.board.cellName(r->start) : std::string();
        PreparedRun run([request = std::move(r).value(), start](std::stop_token token,
                                                                const SearchOptions &options) {
            auto stats = tourimpl::solveValidTour(request, std::move(token), options);
            if (stats && !start.empty()) // the summary names the start cell
                stats.value().labels["start"] = start;
            return stats;
        });
        run.checkpoints = ParamReader(problem).boolean("count"); // the counts pause, a find does not
        return run;
    };
    f.objective = [](const Problem &) {
        return Objective{};
    };
    f.checkpoints = true; // the counts
    return f;
}

} // namespace cpw
