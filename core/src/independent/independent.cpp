/*
 * Independent placements (the N-queens family): requests, validation, the choice of engine,
 * and the Burnside count of distinct solutions. The engines live next door:
 *  - rowengine.cpp: the general engine (any piece, any board, preplaced pieces, mixed armies);
 *  - queens.cpp: the specialised n-queens counter, the plain baseline, the explicit construction;
 *  - maxsets.cpp: maximum independent sets with their number, and symmetric-set counts.
 *
 * Counting by components: when the conflict graph of the available cells falls apart (bishops:
 * the two colours), the sets of size k are counted per component for every size up to k and
 * the counts are convolved.
 *
 * Distinct solutions (Burnside): the symmetries that preserve the problem are those of the
 * board's shape under which every piece involved and the preplaced pieces map onto
 * themselves. A set fixed by a symmetry g is a union of orbits of g; such sets are counted by
 * countItemSets() over the orbits (an orbit whose cells conflict among themselves cannot be
 * used). The number of classes is the sum of the fixed counts over the group divided by its size.
 */
#include "cpw/independent.h"
#include "cpw/family.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <unordered_map>

#include "cpw/attacks.h"
#include "independent/engine.h"

namespace cpw {

/// The family's name, written once (FamilyDescriptor::name; problem files' "kind").
static constexpr std::string_view kFamilyName = "independent";

using namespace indepimpl;

namespace {

bool samePreplacedBoard(const IndependentRequest &r)
{
    return r.preplaced.board().width() == r.board.width() && r.preplaced.board().height() == r.board.height();
}

int preplacedOf(const IndependentRequest &r, int piece)
{
    if (!samePreplacedBoard(r))
        return 0;
    int n = 0;
    for (int i = 0; i < r.board.area(); ++i)
        n += r.preplaced.at(i) == piece;
    return n;
}

int effectiveCount(const IndependentRequest &r)
{
    return r.count >= 0 ? r.count : std::min(r.board.width(), r.board.height());
}

} // namespace

Result<int> independentPiece(const Catalogue &catalogue, char letter, std::string_view kind)
{
    const int id = catalogue.find(letter);
    if (id < 0)
        return fieldError(ErrorCode::UnknownPiece, std::string(1, letter));
    if (kind.empty() || kind == "regular")
        return id;
    const bool super = kind == "super";
    if (!super && kind != "awesome")
        return fieldError(ErrorCode::BadFieldValue, "kind");
    PieceKind k;
    switch (catalogue.piece(id).kind) {
    case PieceKind::Queen:
        k = super ? PieceKind::SuperQueen : PieceKind::AwesomeQueen;
        break;
    case PieceKind::Rook:
        k = super ? PieceKind::SuperRook : PieceKind::AwesomeRook;
        break;
    case PieceKind::Bishop:
        k = super ? PieceKind::SuperBishop : PieceKind::AwesomeBishop;
        break;
    default:
        return fieldError(ErrorCode::BadFieldValue, "kind");
    }
    const int out = catalogue.find(k);
    if (out < 0)
        return fieldError(ErrorCode::UnknownPiece, std::string(kind));
    return out;
}

Result<std::vector<ArmyEntry>> parseArmy(std::string_view text, const Catalogue &catalogue)
{
    std::vector<ArmyEntry> out;
    std::size_t i = 0;
    auto bad = [&](std::size_t pos) {
        Error e = fieldError(ErrorCode::BadArmySpec, std::string(text));
        e.position = static_cast<int>(pos);
        return e;
    };
    if (text.empty())
        return bad(0);
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ' || c == ',') {
            ++i;
            continue;
        }
        if (!(c >= 'A' && c <= 'Z')) {
            if (c >= 'a' && c <= 'z') {
                Error e = fieldError(ErrorCode::BlackPiece, std::string(1, c));
                e.position = static_cast<int>(i);
                return e;
            }
            return bad(i);
        }
        const int id = catalogue.find(c);
        if (id < 0) {
            Error e = fieldError(ErrorCode::UnknownPiece, std::string(1, c));
            e.position = static_cast<int>(i);
            return e;
        }
        const std::size_t letterAt = i;
        ++i;
        long long n = 1;
        if (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            n = 0;
            const std::size_t start = i;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                n = n * 10 + (text[i] - '0');
                if (n > kMaxCells)
                    return bad(start);
                ++i;
            }
        }
        auto it = std::find_if(out.begin(), out.end(), [id](const ArmyEntry &a) { return a.piece == id; });
        // A letter given twice adds up ("N666N666" is N1332): the sum has the same limit as one
        // count, so that every army read prints back (armyText) as a text that reads (fuzz_lists).
        if (it != out.end() && it->count + n > kMaxCells)
            return bad(letterAt);
        if (it == out.end())
            out.push_back({id, static_cast<int>(n)});
        else
            it->count += static_cast<int>(n);
    }
    if (out.empty())
        return bad(0);
    std::sort(out.begin(), out.end(),
              [](const ArmyEntry &a, const ArmyEntry &b) { return a.piece < b.piece; });
    return out;
}

std::string armyText(const std::vector<ArmyEntry> &army, const Catalogue &catalogue)
{
    std::vector<ArmyEntry> sorted = army;
    std::sort(sorted.begin(), sorted.end(),
              [](const ArmyEntry &a, const ArmyEntry &b) { return a.piece < b.piece; });
    std::string out;
    for (const ArmyEntry &a : sorted)
        if (a.piece >= 0 && a.piece < catalogue.size())
            out += catalogue.piece(a.piece).letter + std::to_string(a.count);
    return out;
}

Error validateIndependent(const IndependentRequest &r)
{
    const Board &board = r.board;
    if (board.width() < 1 || board.height() < 1 || board.width() > kMaxSide || board.height() > kMaxSide)
        return fieldError(ErrorCode::BadBoardSize, {}, std::max(board.width(), board.height()));
    if (board.cellCount() < 1)
        return fieldError(ErrorCode::BadFieldValue, "board");
    auto badPiece = [&](int id) {
        return id < 0 || id >= r.catalogue.size();
    };
    if (r.mode == IndependentMode::Army) {
        if (r.army.empty())
            return fieldError(ErrorCode::BadArmySpec, "");
        if (static_cast<int>(r.army.size()) > kMaxArmyTypes)
            return fieldError(ErrorCode::Unsupported, "army", static_cast<long long>(r.army.size()));
        int total = 0;
        for (const ArmyEntry &a : r.army) {
            if (badPiece(a.piece))
                return fieldError(ErrorCode::UnknownPiece, {}, a.piece);
            if (a.count < 0)
                return fieldError(ErrorCode::BadFieldValue, "army", a.count);
            if (a.count < preplacedOf(r, a.piece))
                return fieldError(ErrorCode::BadFieldValue, "army", a.count);
            total += a.count;
        }
        if (total > board.cellCount())
            return fieldError(ErrorCode::BadFieldValue, "army", total);
    } else {
        if (badPiece(r.piece))
            return fieldError(ErrorCode::UnknownPiece, {}, r.piece);
        const int k = effectiveCount(r);
        if (r.mode != IndependentMode::Max && (k < 0 || k > board.cellCount() || k < preplacedOf(r, r.piece)))
            return fieldError(ErrorCode::BadFieldValue, "count", k);
    }
    if (r.hits == IndependentHits::All && r.mode != IndependentMode::Count)
        return fieldError(ErrorCode::Unsupported, "hits");
    if (!samePreplacedBoard(r)) {
        if (!r.preplaced.empty())
            return fieldError(ErrorCode::HoleMismatch, "preplaced");
        return {};
    }
    std::vector<int> cells;
    for (int i = 0; i < board.area(); ++i) {
        const int p = r.preplaced.at(i);
        if (p == kEmpty)
            continue;
        if (board.isHole(i)) {
            Error e = fieldError(ErrorCode::CellIsHole, board.cellName(i));
            e.file = board.fileOf(i);
            e.rank = board.rankOf(i) + 1;
            return e;
        }
        if (badPiece(p))
            return fieldError(ErrorCode::UnknownPiece, board.cellName(i), p);
        cells.push_back(i);
    }
    for (int a : cells) {
        const CellSet att = attackedCellsEmpty(board, r.catalogue.piece(r.preplaced.at(a)), a);
        for (int b : cells)
            if (b != a && att.test(b)) {
                const int lo = std::min(a, b), hi = std::max(a, b);
                Error e =
                    fieldError(ErrorCode::PreplacedAttack, board.cellName(lo) + "-" + board.cellName(hi));
                e.file = board.fileOf(lo);
                e.rank = board.rankOf(lo) + 1;
                return e;
            }
    }
    return {};
}

// The family's parameters (params.h), declared once: the core validates and completes problem
// files with them, `cpw independent` generates its options from them, the GUI its form.
std::span<const ParamSpec> independentParams()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "piece",
         .type = ParamType::Piece,
         .defaultValue = std::string("Q"),
         .flag = "--piece",
         .valueName = "L",
         .help = "the piece (a catalogue letter or a --define'd one; default Q)"},
        {.key = "kind",
         .type = ParamType::Choice,
         .defaultValue = std::string("regular"),
         .choices = {"regular", "super", "awesome"},
         .flag = "--kind",
         .valueName = "regular|super|awesome",
         .help = "with Q, R, B: super = + knight leap (A, C, H), awesome = + knight line (X, Y, Z)"},
        {.key = "count",
         .type = ParamType::Int,
         .defaultValue = -1LL,
         .min = -1,
         .max = kMaxCells,
         .flag = "--count",
         .valueName = "K",
         .help = "pieces in the end, preplaced ones included (default -1: min(W, H))"},
        {.key = "hits",
         .type = ParamType::Choice,
         .defaultValue = std::string("sets"),
         .choices = {"sets", "all"},
         .flag = "--hits",
         .valueName = "sets|all",
         .help = "count sets of cells (default) or ordered sequences (x K!)"},
        {.key = "first",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--first",
         .help = "find one placement"},
        {.key = "max",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--max",
         .help = "the most pieces that fit (proven) and the number of such placements"},
        {.key = "army",
         .type = ParamType::Text,
         .defaultValue = std::string(),
         .flag = "--army",
         .valueName = "ARMY",
         .help = "a mixed army such as K2Q2B2N1 (letter + count) instead of one piece"},
        {.key = "engine",
         .type = ParamType::Choice,
         .defaultValue = std::string("auto"),
         .choices = {"auto", "general", "queens"},
         .flag = "--engine",
         .valueName = "auto|general|queens",
         .help =
             "counting engine (default auto: the queen counter where it applies); counts never depend on it"},
    };
    return specs;
}

Result<IndependentRequest> independentRequestFromProblem(const Problem &problem)
{
    if (problem.kind != kFamilyName)
        return fieldError(ErrorCode::BadFieldValue, "kind");
    IndependentRequest r;
    r.board = problem.board;
    r.catalogue = problem.catalogue;
    r.preplaced = problem.preplaced;
    if (Error e = validateParams(problem))
        return e;
    const ParamReader read(problem);
    r.distinct = read.boolean("distinct");
    const std::string army = read.text("army");
    const bool first = read.boolean("first");
    const bool max = read.boolean("max");
    if (int(first) + int(max) + int(!army.empty()) > 1)
        return fieldError(ErrorCode::BadFieldValue, "params");
    if (!army.empty()) {
        auto a = parseArmy(army, r.catalogue);
        if (!a) {
            Error e = a.error();
            if (e.code != ErrorCode::BadArmySpec)
                e.token = "params.army";
            return e;
        }
        r.army = a.value();
        r.mode = IndependentMode::Army;
    } else {
        auto id = independentPiece(r.catalogue, read.text("piece")[0], read.text("kind"));
        if (!id) {
            Error e = id.error();
            e.token = e.code == ErrorCode::UnknownPiece ? "params.piece" : "params.kind";
            return e;
        }
        r.piece = id.value();
        r.mode = first ? IndependentMode::First : max ? IndependentMode::Max : IndependentMode::Count;
    }
    r.count = static_cast<int>(read.integer("count"));
    r.taskTarget = static_cast<int>(read.integer("task_target"));
    r.hits = read.text("hits") == "all" ? IndependentHits::All : IndependentHits::Sets;
    const std::string engine = read.text("engine");
    r.engine = engine == "general"  ? IndependentEngine::General
               : engine == "queens" ? IndependentEngine::Queens
                                    : IndependentEngine::Auto;
    if (Error e = validateIndependent(r))
        return e;
    return r;
}

bool independentQueenCount(const IndependentRequest &r)
{
    return r.mode == IndependentMode::Count && !r.distinct && r.piece >= 0 &&
           r.catalogue.piece(r.piece).kind == PieceKind::Queen && r.board.width() == r.board.height() &&
           !r.board.hasHoles() && r.preplaced.empty() && r.engine != IndependentEngine::General &&
           effectiveCount(r) == r.board.width();
}

std::optional<Problem> independentResumableProblem(const IndependentRequest &r)
{
    if (r.mode == IndependentMode::First)
        return std::nullopt;
    Problem p;
    p.kind = kFamilyName;
    p.board = r.board;
    p.catalogue = r.catalogue;
    p.preplaced = r.preplaced.board().area() == r.board.area() ? r.preplaced : Placement(r.board);
    if (r.mode == IndependentMode::Army) {
        p.params["army"] = armyText(r.army, r.catalogue);
    } else {
        p.params["piece"] = std::string(1, r.catalogue.piece(r.piece).letter);
        if (r.mode == IndependentMode::Max)
            p.params["max"] = true;
        else if (r.count >= 0)
            p.params["count"] = static_cast<long long>(r.count);
    }
    if (r.distinct)
        p.params["distinct"] = true;
    if (r.hits == IndependentHits::All)
        p.params["hits"] = std::string("all");
    if (r.taskTarget > 0)
        p.params["task_target"] = static_cast<long long>(r.taskTarget);
    if (r.engine != IndependentEngine::Auto)
        p.params["engine"] = std::string(r.engine == IndependentEngine::General ? "general" : "queens");
    return p;
}

namespace {

/// Cells a piece of type u may not take because of a piece of type p on x.
CellSet conflictCells(const Board &board, const PieceType &p, int x, const std::vector<CellSet> &graphU)
{
    CellSet s = attackedCellsEmpty(board, p, x);
    s.set(x);
    for (int y = 0; y < board.area(); ++y)
        if (!board.isHole(y) && graphU[y].test(x))
            s.set(y);
    return s;
}

struct Setup {
    RowProblem rp;
    std::vector<CellSet> avail; ///< per type
};

Setup buildSetup(const IndependentRequest &req, const std::vector<int> &typeIds,
                 const std::vector<int> &counts)
{
    Setup s;
    RowProblem &p = s.rp;
    const Board &board = req.board;
    p.width = board.width();
    p.height = board.height();
    p.pieceIds = typeIds;
    const int T = static_cast<int>(typeIds.size());
    p.conf.resize(static_cast<std::size_t>(T) * T);
    for (int t = 0; t < T; ++t)
        for (int u = 0; u < T; ++u)
            p.conf[static_cast<std::size_t>(t) * T + u] =
                buildConflicts(board, req.catalogue.piece(typeIds[t]), req.catalogue.piece(typeIds[u]));
    p.base = samePreplacedBoard(req) ? req.preplaced : Placement(board);
    s.avail.assign(T, board.cells());
    for (int t = 0; t < T; ++t) {
        const std::vector<CellSet> graph = attackGraph(board, req.catalogue.piece(typeIds[t]));
        for (int x = 0; x < board.area(); ++x) {
            const int q = p.base.at(x);
            if (q == kEmpty)
                continue;
            s.avail[t] &= ~conflictCells(board, req.catalogue.piece(q), x, graph);
        }
    }
    p.init.resize(T);
    p.cap.resize(T);
    for (int t = 0; t < T; ++t) {
        std::fill(std::begin(p.init[t].r), std::end(p.init[t].r), 0u);
        for (int x = 0; x < board.area(); ++x)
            if (s.avail[t].test(x))
                p.init[t].r[board.rankOf(x)] |= 1u << board.fileOf(x);
        p.cap[t] = board.hasHoles() ? rankCapacity(board, p.conflict(t, t))
                                    : rankCapacity(req.catalogue.piece(typeIds[t]), board.width());
    }
    // Most constraining types first: the larger the mean reach, the earlier.
    std::vector<std::pair<double, int>> order;
    for (int t = 0; t < T; ++t) {
        double reach = 0;
        for (int x = 0; x < board.area(); ++x)
            if (!board.isHole(x))
                reach += req.catalogue.piece(typeIds[t]).reach(board, x);
        order.push_back({-reach, t});
    }
    std::stable_sort(order.begin(), order.end());
    for (const auto &[r, t] : order)
        if (counts[t] > 0 || T == 1)
            p.groups.push_back({t, counts[t]});
    if (p.groups.empty())
        p.groups.push_back({0, 0});
    return s;
}

/// The conflict graph of one type as CellSets (self excluded), on its available cells.
std::vector<CellSet> conflictSets(const Board &board, const ConflictTable &cf)
{
    std::vector<CellSet> out(board.area());
    for (int x = 0; x < board.area(); ++x) {
        if (board.isHole(x))
            continue;
        const std::uint32_t *rows = cf.at(x);
        for (int y = 0; y < board.area(); ++y)
            if (rows[board.rankOf(y)] >> board.fileOf(y) & 1u)
                out[x].set(y);
        out[x].reset(x);
    }
    return out;
}

std::vector<std::vector<int>> components(const Board &board, const CellSet &avail,
                                         const std::vector<CellSet> &conf)
{
    std::vector<int> comp(board.area(), -1);
    std::vector<std::vector<int>> out;
    for (int s = 0; s < board.area(); ++s) {
        if (!avail.test(s) || comp[s] >= 0)
            continue;
        std::vector<int> members, stack{s};
        comp[s] = static_cast<int>(out.size());
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            members.push_back(v);
            for (int c = 0; c < board.area(); ++c)
                if (conf[v].test(c) && avail.test(c) && comp[c] < 0) {
                    comp[c] = comp[s];
                    stack.push_back(c);
                }
        }
        std::sort(members.begin(), members.end());
        out.push_back(std::move(members));
    }
    return out;
}

/// True when a piece of the type excludes, in the other ranks, exactly its own file (a rook
/// and its Betza equivalents): then the state of a rank-by-rank count is the set of used files.
bool fileOnly(const Board &board, const ConflictTable &cf)
{
    for (int c = 0; c < board.area(); ++c) {
        if (board.isHole(c))
            continue;
        const std::uint32_t *rows = cf.at(c);
        const std::uint32_t fullRank = board.width() >= 32 ? 0xffffffffu : ((1u << board.width()) - 1);
        for (int j = 0; j < board.height(); ++j)
            if (j != board.rankOf(c) ? rows[j] != (1u << board.fileOf(c)) : rows[j] != fullRank)
                return false;
    }
    return true;
}

/// Rook-like counting: rank by rank, memoised on (rank, used files, pieces left).
struct FileOnlyCounter {
    const Board &board;
    const Rows &init;
    std::unordered_map<std::uint64_t, Wide> memo;
    std::uint64_t nodes = 0;

    Wide count(int r, std::uint32_t used, int need)
    {
        if (need == 0)
            return 1;
        if (board.height() - r < need)
            return 0;
        const std::uint64_t key = (static_cast<std::uint64_t>(used) << 16) |
                                  (static_cast<std::uint64_t>(r) << 8) | static_cast<std::uint64_t>(need);
        if (auto it = memo.find(key); it != memo.end())
            return it->second;
        ++nodes;
        Wide total = count(r + 1, used, need);
        std::uint32_t m = init.r[r] & ~used;
        while (m) {
            const std::uint32_t b = m & (0u - m);
            m ^= b;
            total += count(r + 1, used | b, need - 1);
        }
        memo.emplace(key, total);
        return total;
    }
};

/// Sets of `k` pieces of one type: by components when the conflict graph falls apart. With
/// `resumable`, one row-engine run is on the ledger, and every count of a component is a phase
/// of its own ("c<component>/<size>"; search.h, SearchContext::record).
RowResult countSets(const IndependentRequest &req, Setup &s, int k, SearchContext &ctx, bool resumable)
{
    RowProblem &p = s.rp;
    if (k <= 255 && fileOnly(req.board, p.conflict(0, 0))) {
        FileOnlyCounter counter{req.board, p.init[0], {}, 0};
        RowResult r;
        r.count = counter.count(0, 0, k);
        ctx.addNodes(counter.nodes);
        return r;
    }
    const std::vector<CellSet> conf = conflictSets(req.board, p.conflict(0, 0));
    const auto comps = components(req.board, s.avail[0], conf);
    if (comps.size() < 2 || k < 2) {
        p.groups = {{0, k}};
        return runRowEngine(p, ctx, req.taskTarget, false, resumable);
    }
    RowResult total;
    std::vector<Wide> poly(k + 1, 0);
    poly[0] = 1;
    const Rows saved = p.init[0];
    for (std::size_t ci = 0; ci < comps.size(); ++ci) {
        const std::vector<int> &members = comps[ci];
        Rows init{};
        for (int c : members)
            init.r[req.board.rankOf(c)] |= 1u << req.board.fileOf(c);
        p.init[0] = init;
        const int most = std::min<int>(k, static_cast<int>(members.size()));
        std::vector<Wide> part(most + 1, 0);
        for (int j = 0; j <= most; ++j) {
            const std::string phase = "c" + std::to_string(ci) + "/" + std::to_string(j);
            if (const auto known = recordedWide(ctx, phase)) {
                part[j] = *known;
            } else {
                if (ctx.stopRequested()) { // a stopped search starts no phase
                    total.covered = false;
                    break;
                }
                p.groups = {{0, j}};
                ctx.setPhase(phase);
                const RowResult r = runRowEngine(p, ctx, req.taskTarget, false, resumable);
                ctx.setPhase({});
                if (r.error) {
                    p.init[0] = saved;
                    return r;
                }
                part[j] = r.count;
                total.covered = total.covered && r.covered;
                if (!r.covered)
                    break;
                ctx.record(wideRecord(phase, r.count));
            }
            if (part[j] == 0 && j > 0)
                break; // no larger set fits either
        }
        std::vector<Wide> next(k + 1, 0);
        for (int a = 0; a <= k; ++a)
            if (poly[a])
                for (int b = 0; b <= most && a + b <= k; ++b)
                    next[a + b] += poly[a] * part[b];
        poly.swap(next);
        if (!total.covered)
            break;
    }
    p.init[0] = saved;
    total.count = poly[k];
    return total;
}

bool fitsU64(Wide v)
{
    return v <= static_cast<Wide>(std::numeric_limits<std::uint64_t>::max());
}

/// The symmetries that preserve the problem.
std::vector<Symmetry> problemGroup(const IndependentRequest &req, const std::vector<int> &typeIds)
{
    std::vector<int> ids = typeIds;
    const Placement base = samePreplacedBoard(req) ? req.preplaced : Placement(req.board);
    for (int x = 0; x < req.board.area(); ++x)
        if (base.at(x) != kEmpty)
            ids.push_back(base.at(x));
    std::vector<Symmetry> out;
    for (Symmetry g : problemSymmetries(req.board, req.catalogue, ids))
        if (base.transformed(g) == base)
            out.push_back(g);
    return out;
}

/// Sets of `k` cells of `avail` fixed by g and independent under `conf`.
Wide fixedSets(const Board &board, Symmetry g, const CellSet &avail, const std::vector<CellSet> &conf, int k,
               SearchContext &ctx, bool &covered)
{
    std::vector<std::vector<int>> orbits;
    std::vector<int> orbitOf(board.area(), -1);
    for (int x = 0; x < board.area(); ++x) {
        if (!avail.test(x) || orbitOf[x] >= 0)
            continue;
        std::vector<int> orbit;
        int y = x;
        bool ok = true;
        do {
            if (!avail.test(y))
                ok = false;
            orbit.push_back(y);
            orbitOf[y] = -2;
            y = board.transform(g, y);
        } while (y != x);
        for (int a : orbit)
            for (int b : orbit)
                if (a != b && conf[a].test(b))
                    ok = false;
        if (!ok)
            continue;
        for (int a : orbit)
            orbitOf[a] = static_cast<int>(orbits.size());
        orbits.push_back(std::move(orbit));
    }
    ItemProblem ip;
    ip.items = static_cast<int>(orbits.size());
    const int words = std::max(1, (ip.items + 63) / 64);
    ip.conflict.assign(ip.items, std::vector<std::uint64_t>(words, 0));
    for (int i = 0; i < ip.items; ++i) {
        ip.weight.push_back(static_cast<int>(orbits[i].size()));
        for (int a : orbits[i])
            for (int c = 0; c < board.area(); ++c)
                if (conf[a].test(c) && orbitOf[c] >= 0 && orbitOf[c] != i)
                    ip.conflict[i][orbitOf[c] >> 6] |= 1ull << (orbitOf[c] & 63);
    }
    return countItemSets(ip, k, ctx, covered);
}

/// Army placements fixed by g: items are (type, orbit of g within the type's cells).
Wide fixedArmySets(const Board &board, Symmetry g, const Setup &setup, const std::vector<int> &need,
                   SearchContext &ctx, bool &covered)
{
    const RowProblem &p = setup.rp;
    auto conflicts = [&](int t, int a, int u, int b) {
        return (p.conflict(t, u).at(a)[board.rankOf(b)] >> board.fileOf(b)) & 1u;
    };
    std::vector<std::vector<int>> orbits;
    std::vector<int> itemType;
    for (int t = 0; t < p.types(); ++t) {
        if (need[t] == 0)
            continue;
        std::vector<char> seen(board.area(), 0);
        for (int x = 0; x < board.area(); ++x) {
            if (!setup.avail[t].test(x) || seen[x])
                continue;
            std::vector<int> orbit;
            int y = x;
            bool ok = true;
            do {
                ok = ok && setup.avail[t].test(y);
                orbit.push_back(y);
                seen[y] = 1;
                y = board.transform(g, y);
            } while (y != x);
            for (int a : orbit)
                for (int b : orbit)
                    if (a != b && conflicts(t, a, t, b))
                        ok = false;
            if (ok) {
                orbits.push_back(std::move(orbit));
                itemType.push_back(t);
            }
        }
    }
    ItemProblem ip;
    ip.items = static_cast<int>(orbits.size());
    const int words = std::max(1, (ip.items + 63) / 64);
    ip.conflict.assign(ip.items, std::vector<std::uint64_t>(words, 0));
    for (int i = 0; i < ip.items; ++i) {
        ip.weight.push_back(static_cast<int>(orbits[i].size()));
        for (int j = 0; j < ip.items; ++j) {
            if (i == j)
                continue;
            bool hit = false;
            for (int a : orbits[i])
                for (int b : orbits[j])
                    hit = hit || conflicts(itemType[i], a, itemType[j], b);
            if (hit)
                ip.conflict[i][j >> 6] |= 1ull << (j & 63);
        }
    }
    return countTypedItemSets(ip, itemType, need, ctx, covered);
}

Placement queensPlacement(const IndependentRequest &req, const std::vector<int> &files)
{
    Placement p(req.board);
    for (std::size_t y = 0; y < files.size(); ++y)
        p.set(req.board.index(files[y], static_cast<int>(y)), req.piece);
    return p;
}

bool isIndependent(const Placement &p, const Catalogue &catalogue)
{
    const Board &board = p.board();
    for (int a = 0; a < board.area(); ++a) {
        if (p.at(a) == kEmpty)
            continue;
        const CellSet att = attackedCellsEmpty(board, catalogue.piece(p.at(a)), a);
        for (int b = 0; b < board.area(); ++b)
            if (b != a && p.at(b) != kEmpty && att.test(b))
                return false;
    }
    return true;
}

} // namespace

Result<SearchStats> solveIndependent(const IndependentRequest &req, std::stop_token token,
                                     const SearchOptions &optionsIn)
{
    if (Error e = validateIndependent(req))
        return e;
    SearchOptions options = optionsIn;
    if (req.mode == IndependentMode::First)
        options.solutionLimit = 1;
    if (req.hits == IndependentHits::All)
        options.onSolution = nullptr; // ordered sequences are counted, not listed
    // With --distinct and output: list one solution of each class (the least image).
    std::vector<Symmetry> group;
    std::vector<int> typeIds;
    std::vector<int> counts;
    if (req.mode == IndependentMode::Army) {
        for (const ArmyEntry &a : req.army) {
            typeIds.push_back(a.piece);
            counts.push_back(a.count - preplacedOf(req, a.piece));
        }
    } else {
        typeIds.push_back(req.piece);
        counts.push_back(effectiveCount(req) - preplacedOf(req, req.piece));
    }
    if (req.distinct) {
        group = problemGroup(req, typeIds);
        if (options.onSolution) {
            auto sink = options.onSolution;
            options.onSolution = [sink, group](const Solution &s) {
                for (Symmetry g : group)
                    if (g != Symmetry::Identity && s.placement.transformed(g).cells() < s.placement.cells())
                        return;
                sink(s);
            };
        }
    }
    SearchContext ctx(std::move(token), options);
    SearchStats stats;
    bool covered = true;
    Wide total = 0;
    Setup setup = buildSetup(req, typeIds, counts);
    const bool emit = ctx.wantsSolutions();
    const bool plainSquare = req.board.width() == req.board.height() && !req.board.hasHoles() &&
                             (!samePreplacedBoard(req) || req.preplaced.empty());
    const bool queens = req.mode != IndependentMode::Army && req.piece >= 0 &&
                        req.catalogue.piece(req.piece).kind == PieceKind::Queen && plainSquare &&
                        effectiveCount(req) == req.board.width();
    int setSize = counts[0]; // pieces added per solution (single type)
    const bool resumable =
        options.resume || options.onCheckpoint || options.distributor || options.sampleTasks > 0;
    bool counted = !emit; // the count is reported as a number, not as the solutions streamed

    switch (req.mode) {
    case IndependentMode::First: {
        bool done = false;
        if (queens && req.engine != IndependentEngine::General) {
            const Placement p = queensPlacement(req, constructQueens(req.board.width()));
            if (p.pieceCount() == req.board.width() && isIndependent(p, req.catalogue)) {
                Solution s;
                s.placement = p;
                ctx.submit(s);
                done = true;
            }
        }
        if (!done) {
            setup.rp.groups = {{0, counts[0]}};
            const int mrv = firstOnePerRank(setup.rp, ctx);
            if (mrv >= 0) {
                ctx.finish(stats, mrv == 0);
                return stats;
            }
            // Streams through the context (limit 1): the solution is counted by submit().
            covered = runRowEngine(setup.rp, ctx, req.taskTarget, true).covered;
        }
        // Complete only when the search proved that there is no solution.
        ctx.finish(stats, covered);
        return stats;
    }
    case IndependentMode::Count:
    case IndependentMode::Army: {
        /*
         * The main count (or listing) is the first phase; Burnside's fixed sets below are the
         * others. Its result is recorded as "total" (search.h, SearchContext::record), so that
         * a search resumed in a later phase does not run it again.
         */
        if (const auto known = recordedWide(ctx, "total")) {
            total = *known;
            if (emit)
                ctx.seedCounters(static_cast<std::uint64_t>(total), ctx.nodes());
            break;
        }
        // A resumed search keeps the engine of its checkpoint: n queens counted by the queen
        // counter go on there even when solutions are wanted now (they are then counted, not
        // listed), and a listing goes on in the row engine even when only counted now.
        const std::string &resumed = options.resume ? options.resume->split : std::string();
        const bool queenCounter = resumed.rfind("independent/queens", 0) == 0;
        const bool rowEngine = resumed.rfind("independent/rows/", 0) == 0;
        RowResult r;
        if (req.mode == IndependentMode::Army) {
            r = runRowEngine(setup.rp, ctx, req.taskTarget, emit, resumable);
        } else if ((emit && !queenCounter) || (queens && rowEngine)) {
            setup.rp.groups = {{0, counts[0]}};
            r = runRowEngine(setup.rp, ctx, req.taskTarget, emit, resumable);
        } else if (queens && req.engine != IndependentEngine::General) {
            r = fastQueenCount(req.board.width(), ctx, resumable, req.queenJoinWide);
        } else {
            r = countSets(req, setup, counts[0], ctx, resumable);
        }
        if (r.error)
            return *r.error;
        const bool listed = emit && !queenCounter;
        counted = !listed;
        covered = r.covered && !(listed && ctx.stopRequested());
        total = listed ? static_cast<Wide>(ctx.solutions()) : r.count;
        if (covered)
            ctx.record(wideRecord("total", total));
        break;
    }
    case IndependentMode::Max: {
        // Phases: the maximum per component ("max/c<k>"), then the listing ("total").
        const ConflictTable &cf = setup.rp.conflict(0, 0);
        const std::vector<CellSet> conf = conflictSets(req.board, cf);
        std::vector<int> cells;
        for (int x = 0; x < req.board.area(); ++x)
            if (setup.avail[0].test(x))
                cells.push_back(x);
        const PieceType &piece = req.catalogue.piece(req.piece);
        const MaxResult m =
            maxIndependent(req.board, cells, conf, !piece.hasRides(), ctx, req.taskTarget, resumable);
        if (m.error)
            return *m.error;
        covered = m.covered;
        setSize = m.best;
        total = m.count;
        stats.optimum = static_cast<double>(m.best + preplacedOf(req, req.piece));
        stats.provenOptimal = covered;
        ctx.setBestObjective(*stats.optimum);
        if (emit && covered) {
            if (const auto known = recordedWide(ctx, "total")) {
                ctx.seedCounters(static_cast<std::uint64_t>(*known), ctx.nodes());
            } else {
                setup.rp.groups = {{0, m.best}};
                ctx.setPhase("list");
                const RowResult r = runRowEngine(setup.rp, ctx, req.taskTarget, true, resumable);
                ctx.setPhase({});
                if (r.error)
                    return *r.error;
                covered = r.covered && !ctx.stopRequested();
                if (covered)
                    ctx.record(wideRecord("total", ctx.solutions()));
            }
        }
        break;
    }
    }

    // Distinct classes (sets) by Burnside's lemma: one phase per symmetry ("g<index>").
    std::optional<Wide> distinct;
    if (req.distinct && covered) {
        const std::vector<CellSet> conf = req.mode == IndependentMode::Army
                                              ? std::vector<CellSet>{}
                                              : conflictSets(req.board, setup.rp.conflict(0, 0));
        Wide sum = total;
        for (Symmetry g : group) {
            if (g == Symmetry::Identity)
                continue;
            const std::string phase = "g" + std::to_string(static_cast<int>(g));
            if (const auto known = recordedWide(ctx, phase)) {
                sum += *known;
                continue;
            }
            if (ctx.stopRequested()) { // a stopped search starts no phase
                covered = false;
                break;
            }
            const Wide fixed = req.mode == IndependentMode::Army
                                   ? fixedArmySets(req.board, g, setup, counts, ctx, covered)
                                   : fixedSets(req.board, g, setup.avail[0], conf, setSize, ctx, covered);
            if (!covered)
                break;
            ctx.record(wideRecord(phase, fixed));
            sum += fixed;
        }
        if (covered)
            distinct = sum / group.size();
    }

    if (req.hits == IndependentHits::All) {
        for (int i = 2; i <= counts[0]; ++i) {
            total *= static_cast<Wide>(i);
            if (!fitsU64(total))
                return fieldError(ErrorCode::CountOverflow);
        }
    }
    if (!fitsU64(total))
        return fieldError(ErrorCode::CountOverflow);
    if (counted) {
        // A resumed engine run starts the context's counter at its ledger's "solutions"; the
        // total already holds those.
        ctx.seedCounters(0, ctx.nodes());
        ctx.countSolutions(static_cast<std::uint64_t>(total));
    }
    ctx.finish(stats, covered);
    if (distinct && fitsU64(*distinct))
        stats.distinct = static_cast<std::uint64_t>(*distinct);
    if (req.mode == IndependentMode::Max)
        stats.provenOptimal = stats.complete;
    return stats;
}

// The family's place in the seam (family.h): a problem of kind Independent goes through
// independentRequestFromProblem to solveIndependent.
FamilyDescriptor independentFamily()
{
    FamilyDescriptor f{kFamilyName, true, nullptr, nullptr, nullptr};
    f.params = independentParams();
    f.validate = [](const Problem &problem) -> Error {
        const auto r = independentRequestFromProblem(problem);
        return r ? Error{} : r.error();
    };
    f.solve = [](const Problem &problem, std::stop_token token,
                 const SearchOptions &options) -> Result<SearchStats> {
        const auto r = independentRequestFromProblem(problem);
        if (!r)
            return r.error();
        auto stats = solveIndependent(r.value(), std::move(token), options);
        if (stats && r->mode == IndependentMode::Army) // the summary names the army
            stats.value().labels["army"] = armyText(r->army, r->catalogue);
        return stats;
    };
    f.objective = [](const Problem &problem) {
        return ParamReader(problem).boolean("max") ? ObjectiveKind::MostPieces : ObjectiveKind::None;
    };
    // Every search but --first (the construction or one quick find) can pause: the counts and
    // listings on the ledger, the searches in phases through their records (search.h).
    f.checkpoints = [](const Problem &problem) {
        return !ParamReader(problem).boolean("first");
    };
    return f;
}

} // namespace cpw
