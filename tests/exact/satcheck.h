#pragma once
// Shared by tst_exactsat and tst_exactsatfairy: the SAT engine's optima against the plain
// enumerator of brute.h (crosscheck.h).
#include <QTest>

#include <cmath>
#include <map>

#include "crosscheck.h"

namespace satcheck {

using namespace cpw;
using namespace crosscheck;


struct Run {
    brute::Solutions solutions;
    SearchStats stats;
};

inline Run runSat(ExactRequest req, ExactMode mode, bool distinct, ExactEngine engine = ExactEngine::Sat)
{
    Run out;
    req.mode = mode;
    req.distinct = distinct;
    req.engine = engine;
    SearchOptions opt;
    opt.threads = 2;
    opt.onSolution = [&](const Solution &s) {
        out.solutions.insert(s.placement.cells());
    };
    auto r = solveExact(req, {}, opt);
    if (!r.ok())
        qFatal("solveExact failed: %d %s", static_cast<int>(r.error().code), r.error().token.c_str());
    out.stats = r.value();
    return out;
}

inline brute::Solutions withPieces(const brute::Solutions &all, int pieces)
{
    brute::Solutions out;
    for (const auto &p : all) {
        int n = 0;
        for (int v : p)
            n += v >= 0;
        if (n == pieces)
            out.insert(p);
    }
    return out;
}

/// Every configuration of one board / piece set: fewest and most against the brute force.
inline void checkOptima(const Board &board, const QString &pieces, const std::vector<std::vector<int>> &targetSets,
                 const Placement *pre = nullptr)
{
    const Catalogue &cat = Catalogue::standard();
    auto allowed = parsePieceList(pieces.toStdString(), cat);
    QVERIFY(allowed.ok());
    const bool pawns = pieces.contains('P');
    const bool emptyOnly = board.cellCount() <= 6 || allowed.value().size() <= 2;
    const std::vector<brute::Config> configs = configsFor(targetSets, emptyOnly, pawns);
    const auto &expected = bruteExpected(board, allowed.value(), pre, configs);
    std::vector<int> fixed(board.area(), -1);
    if (pre)
        fixed = pre->cells();
    int withSolutions = 0;
    for (std::size_t i = 0; i < configs.size(); ++i) {
        const auto &cfg = configs[i];
        const QByteArray what = describe(board, pieces, i, cfg);
        ExactRequest req = configRequest(board, allowed.value(), cfg, pre);
        const auto bp = byPieces(expected[i]);
        for (ExactMode mode : {ExactMode::Fewest, ExactMode::Most}) {
            // Counting empty cells only, every full board is a solution with the most pieces:
            // the engine lists them one by one, so only where they are few.
            if (mode == ExactMode::Most && cfg.counting == ExactCounting::EmptyOnly &&
                std::pow(double(allowed.value().size()), board.cellCount()) > 5000)
                continue;
            const Run r = runSat(req, mode, false);
            QVERIFY2(r.stats.complete, what.constData());
            if (bp.empty()) {
                QVERIFY2(!r.stats.optimum.has_value(), what.constData());
                QVERIFY2(r.stats.solutions == 0, what.constData());
                continue;
            }
            const int opt = mode == ExactMode::Fewest ? bp.begin()->first : bp.rbegin()->first;
            const brute::Solutions exp = withPieces(expected[i], opt);
            QVERIFY2(r.stats.optimum.has_value() && *r.stats.optimum == opt, what.constData());
            QVERIFY2(r.stats.provenOptimal.value_or(false), what.constData());
            QVERIFY2(r.solutions == exp, what.constData());
            QVERIFY2(r.stats.solutions == exp.size(), what.constData());
            const Run d = runSat(req, mode, true);
            const brute::Orbits orb = brute::orbits(exp, board, cat, cfg.targets, fixed);
            QVERIFY2(d.stats.distinct.value_or(~0ull) == orb.distinct, what.constData());
            QVERIFY2(d.stats.symmetric.value_or(~0ull) == orb.symmetric, what.constData());
            QVERIFY2(d.solutions.size() == orb.distinct, what.constData()); // one per class
            ++withSolutions;
        }
    }
    QVERIFY(withSolutions > 0);
}


/// Every cell's target 1..maxK (fewer under the sanitizers) with `pieces` on a w x h board.
inline void checkUniform(int w, int h, const QString &pieces, int maxK)
{
    const Board board(w, h);
    if (bruteTooBigForThisBuild(board, pieces))
        QSKIP("a sanitizer build: this brute force (over 7^8 assignments) runs in Release only");
    // A sanitizer build (slowdown.h) checks k = 1 only on the boards of more than nine cells
    // (their k = 2 rows took minutes under ASan); k = 2 and 3 are checked on the smaller ones.
    const int lastK = cpwtest::kSanitizerBuild && board.cellCount() > 9 ? 1 : maxK;
    std::vector<std::vector<int>> targets;
    for (int k = 1; k <= lastK; ++k)
        targets.push_back(uniform(board, k));
    checkOptima(board, pieces, targets);
}

} // namespace satcheck
