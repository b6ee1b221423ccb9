/*
 * The independent family's common setup and its counts of sets by components: the row
 * engine's problem for the request's piece types (the cells each may take beside the preplaced
 * pieces, the conflicts, the most constraining type first), and the count of the sets of k
 * pieces of one type.
 *
 * Counting by components: when the conflict graph of the available cells falls apart (bishops:
 * the two colours), the sets of size k are counted per component for every size up to k and
 * the counts are convolved. Rook-like pieces (a piece excludes exactly its own file in the other
 * ranks) are counted rank by rank, memoised on the set of used files.
 */
#include <algorithm>
#include <limits>
#include <numeric>
#include <unordered_map>

#include "cpw/attacks.h"
#include "independent/solve.h"

namespace cpw::indepimpl {

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

} // namespace

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
                reach += static_cast<double>(attackedCellsEmpty(board, req.catalogue.piece(typeIds[t]), x).count());
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

} // namespace cpw::indepimpl
