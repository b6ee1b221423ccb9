#pragma once
// Shared by the exact-attack cross-check tests: runs the solver on a request and compares every
// configuration of a board / piece set with one pass of the plain enumerator of brute.h.
#include <QTest>

#include <cmath>
#include <map>
#include <string>

#include "brute.h"
#include "cpw/exact.h"
#include "slowdown.h"

namespace crosscheck {

using namespace cpw;

/// The engine the cross-checks ask for (tst_exactengines sets it). Where the occupancy engine
/// does not apply (counting empty cells only) the request
/// keeps the automatic choice.
inline ExactEngine gEngine = ExactEngine::Auto;

inline bool occupancyApplies(const ExactRequest &req)
{
    return req.counting == ExactCounting::AllCells;
}

struct SolverRun {
    brute::Solutions solutions;
    SearchStats stats;
};

inline SolverRun runSolver(ExactRequest req, int threads, bool collect, int taskTarget = 0)
{
    SolverRun out;
    SearchOptions opt;
    opt.threads = threads;
    req.taskTarget = taskTarget;
    if (gEngine != ExactEngine::Occupancy || occupancyApplies(req))
        req.engine = gEngine;
    if (collect)
        opt.onSolution = [&](const Solution &s) {
            out.solutions.insert(s.placement.cells());
        };
    auto r = solveExact(req, {}, opt);
    if (!r.ok())
        qFatal("solveExact failed: %d", static_cast<int>(r.error().code));
    out.stats = r.value();
    return out;
}

inline std::map<int, std::uint64_t> byPieces(const brute::Solutions &s)
{
    std::map<int, std::uint64_t> m;
    for (const auto &p : s) {
        int n = 0;
        for (int v : p)
            n += v >= 0;
        ++m[n];
    }
    return m;
}

inline Board makeBoard(int w, int h, const QString &holes)
{
    Board b(w, h);
    for (const QString &name : holes.split(',', Qt::SkipEmptyParts)) {
        auto c = b.parseCell(name.toStdString());
        if (!c.ok())
            qFatal("bad cell");
        b.setHole(c.value());
    }
    return b;
}

/// The plain enumerator's work on a board / piece set: every free cell (no hole, not
/// preplaced) takes one of the allowed pieces or stays empty.
inline double bruteSpace(const Board &board, const QString &pieces, const Placement *pre = nullptr)
{
    const auto allowed = parsePieceList(pieces.toStdString(), Catalogue::standard());
    int freeCells = 0;
    for (int c = 0; c < board.area(); ++c)
        freeCells += !board.isHole(c) && (!pre || pre->at(c) < 0);
    return std::pow(double(allowed.ok() ? allowed.value().size() + 1 : 1), freeCells);
}

/// Sanitizer builds run the tests 5 to 20 times slower (slowdown.h): there the plain enumerator
/// runs up to 7^8 assignments (2x4 and 4x2 with all six pieces, 3x3 with one of them
/// preplaced); the 3x3 boards with all six pieces free (7^9 = 40M assignments, many minutes
/// under a sanitizer) are checked in Release only. The solver runs the same code on the
/// smaller boards.
inline constexpr double kSanitizerBruteSpace = 5764801.0; // 7^8

/// True where this build leaves out a brute-force cross-check of that size.
inline bool bruteTooBigForThisBuild(const Board &board, const QString &pieces, const Placement *pre = nullptr)
{
    return cpwtest::kSanitizerBuild && bruteSpace(board, pieces, pre) > kSanitizerBruteSpace;
}

/// The plain enumerator's answer, computed once per process for each board, piece set,
/// preplaced pieces and list of configurations (tst_exactengines asks the same for every
/// engine; the answer does not depend on the engine).
inline const std::vector<brute::Solutions> &bruteExpected(const Board &board, const std::vector<int> &allowed,
                                                          const Placement *pre,
                                                          const std::vector<brute::Config> &configs)
{
    static std::map<std::string, std::vector<brute::Solutions>> cache;
    std::string key = std::to_string(board.width()) + 'x' + std::to_string(board.height()) + " holes";
    for (int c = 0; c < board.area(); ++c)
        if (board.isHole(c))
            key += ' ' + std::to_string(c);
    key += " pieces";
    for (int id : allowed)
        key += ' ' + std::to_string(id);
    key += " pre";
    for (int c = 0; pre && c < board.area(); ++c)
        key += ' ' + std::to_string(pre->at(c));
    for (const brute::Config &cfg : configs) {
        key += " config " + std::to_string(int(cfg.counting)) + std::to_string(cfg.canonical) +
               std::to_string(cfg.noPawns);
        for (int t : cfg.targets)
            key += ' ' + std::to_string(t);
    }
    auto it = cache.find(key);
    if (it == cache.end()) {
        brute::Enumerator en(board, Catalogue::standard(), allowed, pre);
        it = cache.emplace(key, en.run(configs)).first;
    }
    return it->second;
}

/// The configurations one brute-force pass checks: every target set, every cell and (with
/// `emptyOnly`) empty cells only, canonical and raw, with and without pawns (where allowed).
inline std::vector<brute::Config> configsFor(const std::vector<std::vector<int>> &targetSets, bool emptyOnly,
                                             bool pawns)
{
    std::vector<brute::Config> configs;
    for (const auto &targets : targetSets)
        for (auto counting : {ExactCounting::AllCells, ExactCounting::EmptyOnly})
            for (bool canonical : {true, false}) {
                if (counting == ExactCounting::EmptyOnly && !emptyOnly)
                    continue;
                for (bool noPawns : {false, true}) {
                    if (noPawns && !pawns)
                        continue;
                    configs.push_back({targets, counting, canonical, noPawns});
                }
            }
    return configs;
}

/// A name of configuration i for failure messages.
inline QByteArray describe(const Board &board, const QString &pieces, std::size_t i, const brute::Config &cfg)
{
    return QStringLiteral("%1x%2 pieces %3 config %4 (%5, %6%7)")
        .arg(board.width())
        .arg(board.height())
        .arg(pieces)
        .arg(i)
        .arg(cfg.counting == ExactCounting::AllCells ? "all cells" : "empty only")
        .arg(cfg.canonical ? "canonical" : "raw")
        .arg(cfg.noPawns ? ", no pawns" : "")
        .toUtf8();
}

/// Checks every configuration of one board / piece set against one brute-force pass. With
/// `emptyOnly` false only the all-cells variant is checked.
/// The request of one brute-force configuration: its targets and counting rules on `board`
/// with the allowed pieces and the fixed ones (`pre`, may be null).
inline ExactRequest configRequest(const Board &board, const std::vector<int> &allowed, const brute::Config &cfg,
                                  const Placement *pre)
{
    ExactRequest req;
    req.board = board;
    req.allowed = allowed;
    req.targets = cfg.targets;
    req.counting = cfg.counting;
    req.canonical = cfg.canonical;
    req.noPawns = cfg.noPawns;
    if (pre)
        req.preplaced = *pre;
    return req;
}

inline void crossCheck(const Board &board, const QString &pieces,
                       const std::vector<std::vector<int>> &targetSets, const Placement *pre = nullptr,
                       bool emptyOnly = true)
{
    const Catalogue &cat = Catalogue::standard();
    auto allowed = parsePieceList(pieces.toStdString(), cat);
    QVERIFY(allowed.ok());
    const bool pawns = pieces.contains('P');
    // Counting empty cells only, every full board is a solution (6^9 on 3x3): that variant is
    // checked where the solution sets stay small (few cells or at most two kinds of pieces).
    // A sanitizer build (slowdown.h) stops at five cells: the 6^6 full boards of 2x3 with all
    // six pieces took minutes there.
    const int emptyOnlyCells = cpwtest::kSanitizerBuild ? 5 : 6;
    emptyOnly = emptyOnly && (board.cellCount() <= emptyOnlyCells || allowed.value().size() <= 2);
    const std::vector<brute::Config> configs = configsFor(targetSets, emptyOnly, pawns);
    const auto &expected = bruteExpected(board, allowed.value(), pre, configs);
    std::vector<int> fixed(board.area(), -1);
    if (pre)
        fixed = pre->cells();

    for (std::size_t i = 0; i < configs.size(); ++i) {
        const auto &cfg = configs[i];
        const QByteArray what = describe(board, pieces, i, cfg);
        ExactRequest req = configRequest(board, allowed.value(), cfg, pre);
        const auto &exp = expected[i];

        // Every solution exactly once (set equality and equal count), streamed from 2 threads.
        const SolverRun listed = runSolver(req, 2, true, 3);
        QVERIFY2(listed.solutions == exp, what.constData());
        QVERIFY2(listed.stats.solutions == exp.size(), what.constData());
        QVERIFY2(listed.stats.complete, what.constData());

        // Counting path (no sink), one thread, another split: same count and distribution.
        const SolverRun counted = runSolver(req, 1, false, 1);
        QVERIFY2(counted.stats.solutions == exp.size(), what.constData());
        const auto bp = byPieces(exp);
        QVERIFY2(counted.stats.byPieces == bp, what.constData());

        // Distinct solutions and symmetric ones.
        req.distinct = true;
        const SolverRun dist = runSolver(req, 2, false, 7);
        const brute::Orbits orb = brute::orbits(exp, board, cat, cfg.targets, fixed);
        QVERIFY2(dist.stats.distinct.value_or(~0ull) == orb.distinct, what.constData());
        QVERIFY2(dist.stats.symmetric.value_or(~0ull) == orb.symmetric, what.constData());
        req.distinct = false;

        // Fewest and most pieces: the optimum and every solution reaching it.
        if (!bp.empty()) {
            req.mode = ExactMode::Fewest;
            const SolverRun few = runSolver(req, 2, true, 5);
            QVERIFY2(few.stats.optimum.has_value() && *few.stats.optimum == bp.begin()->first,
                     what.constData());
            QVERIFY2(few.stats.solutions == bp.begin()->second, what.constData());
            QVERIFY2(few.solutions.size() == bp.begin()->second, what.constData());
            QVERIFY2(few.stats.provenOptimal.value_or(false), what.constData());
            req.mode = ExactMode::Most;
            const SolverRun most = runSolver(req, 1, false, 2);
            QVERIFY2(most.stats.optimum.has_value() && *most.stats.optimum == bp.rbegin()->first,
                     what.constData());
            QVERIFY2(most.stats.solutions == bp.rbegin()->second, what.constData());
        }
    }
}

inline std::vector<int> uniform(const Board &b, int k)
{
    return std::vector<int>(b.area(), k);
}

/// A request for the n x n board with every cell's target k (all six standard pieces).
inline ExactRequest squareRequest(int n, int k)
{
    ExactRequest req;
    req.board = Board(n, n);
    req.targets.assign(static_cast<std::size_t>(n * n), k);
    return req;
}

/// The rectangles' cross-check (tst_exactbrute, tst_exactbrutesubsets): every cell's target
/// 1, 2 or 3 with `pieces` on a w x h board.
/// The rectangle with every cell's target k, for k = 1, 2, 3 (or only `k` when given: the
/// targets are checked independently of each other, so a heavy rectangle can be one row per k).
inline void checkRectangle(int w, int h, const QString &pieces, int k = 0)
{
    const Board board(w, h);
    if (bruteTooBigForThisBuild(board, pieces))
        QSKIP("a sanitizer build: this brute force (over 7^8 assignments) runs in Release only");
    // Counting empty cells only, every full board is a solution (6^9 on 3x3): that variant
    // is checked where the solution sets stay small.
    if (k > 0)
        crossCheck(board, pieces, {uniform(board, k)});
    else
        crossCheck(board, pieces, {uniform(board, 1), uniform(board, 2), uniform(board, 3)});
}

} // namespace crosscheck
