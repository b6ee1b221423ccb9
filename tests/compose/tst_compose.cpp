// The composer (cpw/compose.h): for many seeds and every kind it composes (small and standard
// boards), the puzzle has exactly one completion by the complete solver and by the test's own
// brute force (brute.h: its own move vectors and attack counting), removing any one given
// leaves more than one (minimality, both ways), the one completion is the puzzle's solution,
// the same seed gives the same puzzle on 1 and 2 threads, --givens aims right, bad input is
// refused with the right error, and the difficulty of hand-solved puzzles is the level
// derived by hand in the comments.
#include <QtTest>

#include "brute.h"
#include "cpw/compose.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "cpw/tour.h"

using namespace cpw;
using composetest::Geometry;

namespace {

enum class Kind { Independent, Exact, Cover };

struct Spec {
    Kind kind = Kind::Independent;
    int w = 0, h = 0;
    std::string letters; ///< the piece(s)
    int number = 0;      ///< independent: pieces; exact: k; cover: unused
};

Problem baseProblem(const Spec &s)
{
    Problem p;
    p.catalogue = Catalogue::standard();
    p.board = Board(s.w, s.h);
    p.preplaced = Placement(p.board);
    switch (s.kind) {
    case Kind::Independent:
        p.kind = "independent";
        p.params["piece"] = s.letters;
        p.params["count"] = static_cast<long long>(s.number);
        break;
    case Kind::Exact:
        p.kind = "exact";
        for (char c : s.letters)
            p.allowed.push_back(p.catalogue.find(c));
        p.setUniformTarget(s.number);
        break;
    case Kind::Cover:
        p.kind = "cover";
        p.allowed = {p.catalogue.find(s.letters[0])};
        break;
    }
    return p;
}

composetest::Board boardLetters(const Placement &p, const Catalogue &catalogue)
{
    composetest::Board b(p.board().area(), '.');
    for (int c = 0; c < p.board().area(); ++c)
        if (p.at(c) != kEmpty)
            b[c] = catalogue.piece(p.at(c)).letter;
    return b;
}

/// The brute force's count of the completions of `given` (up to 2), and the first one.
int bruteCount(const Spec &s, const Puzzle &puzzle, const composetest::Board &given, composetest::Board *first)
{
    const Geometry g{s.w, s.h};
    switch (s.kind) {
    case Kind::Independent:
        return composetest::independentCompletions(g, s.letters[0], s.number, given, 2, first);
    case Kind::Exact:
        return composetest::exactCompletions(g, s.letters, s.number, given, 2, first);
    case Kind::Cover:
        return composetest::coverCompletions(g, s.letters[0], puzzle.solution.placement.pieceCount(), given, 2,
                                             first);
    }
    return -1;
}

/// Small enough for the brute force within a fraction of a second per count.
bool bruteFits(const Spec &s)
{
    if (s.kind == Kind::Exact)
        return s.w * s.h <= 12 || (s.w * s.h <= 16 && s.letters.size() == 1); // 5^9, 3^12, 2^16 at most
    return s.w * s.h <= 64;
}

Problem without(const Problem &puzzle, int cell)
{
    Problem p = puzzle;
    p.preplaced.set(cell, kEmpty);
    return p;
}

Puzzle composeOrFail(const Problem &base, std::uint64_t seed, int threads, bool *ok)
{
    ComposeRequest r;
    r.base = base;
    r.seed = seed;
    r.threads = threads;
    auto p = composePuzzle(r, {});
    *ok = static_cast<bool>(p);
    return p ? p.value() : Puzzle{};
}

} // namespace

class TestCompose : public QObject {
    Q_OBJECT
private slots:
    void uniqueAndMinimal_data();
    void uniqueAndMinimal();
    void givensTarget_data();
    void givensTarget();
    void fewest();
    void badInput_data();
    void badInput();
    void difficultyByHand();
    void difficultyOfNonUnique();
    void difficultyTarget();
    void givensRoundTrip();
    void numberedTour();
    void tourDifficultyByHand();
};

void TestCompose::uniqueAndMinimal_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<QString>("letters");
    QTest::addColumn<int>("number");
    QTest::addColumn<int>("seeds");
    // Non-attacking pieces (the completion puzzle): n queens small and standard, other pieces.
    QTest::newRow("queens 5x5") << int(Kind::Independent) << 5 << 5 << "Q" << 5 << 8;
    QTest::newRow("queens 6x6") << int(Kind::Independent) << 6 << 6 << "Q" << 6 << 6;
    QTest::newRow("queens 8x8") << int(Kind::Independent) << 8 << 8 << "Q" << 8 << 10;
    QTest::newRow("rooks 5x5") << int(Kind::Independent) << 5 << 5 << "R" << 5 << 5;
    QTest::newRow("kings 4x4 x4") << int(Kind::Independent) << 4 << 4 << "K" << 4 << 6;
    QTest::newRow("knights 4x4 x8") << int(Kind::Independent) << 4 << 4 << "N" << 8 << 3;
    QTest::newRow("bishops 4x5 x6") << int(Kind::Independent) << 4 << 5 << "B" << 6 << 5;
    // Exact attack (raw counts): small boards brute-forced, 6x6 by the solver.
    QTest::newRow("exact 3x4 RB k1") << int(Kind::Exact) << 3 << 4 << "RB" << 1 << 4;
    QTest::newRow("exact 4x4 N k2") << int(Kind::Exact) << 4 << 4 << "N" << 2 << 4;
    QTest::newRow("exact 3x3 QRBN k2") << int(Kind::Exact) << 3 << 3 << "QRBN" << 2 << 4;
    QTest::newRow("exact 3x3 KQN k2 (raw 22, canonical 10)") << int(Kind::Exact) << 3 << 3 << "KQN" << 2 << 6;
    QTest::newRow("exact 4x4 QN k2") << int(Kind::Exact) << 4 << 4 << "QN" << 2 << 3;
    QTest::newRow("exact 5x5 KQRBN k2") << int(Kind::Exact) << 5 << 5 << "KQRBN" << 2 << 3;
    QTest::newRow("exact 6x6 KQRBN k1 (unique, no givens)") << int(Kind::Exact) << 6 << 6 << "KQRBN" << 1 << 1;
    // Covers of the minimum size.
    QTest::newRow("cover 5x5 N") << int(Kind::Cover) << 5 << 5 << "N" << 0 << 6;
    QTest::newRow("cover 6x6 Q") << int(Kind::Cover) << 6 << 6 << "Q" << 0 << 6;
    QTest::newRow("cover 6x6 K") << int(Kind::Cover) << 6 << 6 << "K" << 0 << 4;
    QTest::newRow("cover 8x8 Q") << int(Kind::Cover) << 8 << 8 << "Q" << 0 << 2;
}

void TestCompose::uniqueAndMinimal()
{
    QFETCH(int, kind);
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(QString, letters);
    QFETCH(int, number);
    QFETCH(int, seeds);
    const Spec spec{Kind(kind), w, h, letters.toStdString(), number};
    const Problem base = baseProblem(spec);
    QVERIFY(!validateProblem(base));
    for (int seed = 1; seed <= seeds; ++seed) {
        const QByteArray where = QByteArray("seed ") + QByteArray::number(seed);
        bool ok = false;
        const Puzzle puzzle = composeOrFail(base, static_cast<std::uint64_t>(seed), 2, &ok);
        QVERIFY2(ok, where);
        QVERIFY2(puzzle.minimal, where);
        QCOMPARE(puzzle.givens, puzzle.problem.preplaced.pieceCount());
        QCOMPARE(static_cast<int>(puzzle.givenList.size()), puzzle.givens);
        // The product's complete solver: one completion, and more without any one given.
        auto n = completions(puzzle.problem, 2, {}, 2);
        QVERIFY2(n && *n == 1, where);
        for (const Given &g : puzzle.givenList) {
            QCOMPARE(puzzle.problem.preplaced.at(g.cell), g.value);
            auto m = completions(without(puzzle.problem, g.cell), 2, {}, 2);
            QVERIFY2(m && *m == 2, where + " without " + QByteArray::fromStdString(puzzle.problem.board.cellName(g.cell)));
        }
        // The test's own brute force: the same, and its one completion is the solution.
        if (bruteFits(spec)) {
            const composetest::Board given = boardLetters(puzzle.problem.preplaced, puzzle.problem.catalogue);
            composetest::Board completion;
            QCOMPARE(bruteCount(spec, puzzle, given, &completion), 1);
            QCOMPARE(QString::fromStdString(completion),
                     QString::fromStdString(boardLetters(puzzle.solution.placement, puzzle.problem.catalogue)));
            for (const Given &g : puzzle.givenList) {
                composetest::Board less = given;
                less[g.cell] = '.';
                QVERIFY2(bruteCount(spec, puzzle, less, nullptr) == 2, where);
            }
        }
        // The same seed, the same puzzle, on one thread too.
        const Puzzle again = composeOrFail(base, static_cast<std::uint64_t>(seed), 1, &ok);
        QVERIFY(ok);
        QVERIFY2(again.givenList == puzzle.givenList, where);
        QVERIFY(again.solution.placement == puzzle.solution.placement);
        QCOMPARE(serializeProblem(again.problem), serializeProblem(puzzle.problem));
    }
}

void TestCompose::givensTarget_data()
{
    QTest::addColumn<int>("target");
    QTest::newRow("zero: below any minimal puzzle") << 0;
    QTest::newRow("one") << 1;
    QTest::newRow("seven of eight") << 7;
    QTest::newRow("all eight") << 8;
}

void TestCompose::givensTarget()
{
    // Eight queens: a minimal puzzle has at least one given (92 solutions, OEIS A000170) and
    // at most eight (a whole solution).
    QFETCH(int, target);
    ComposeRequest r;
    r.base = baseProblem({Kind::Independent, 8, 8, "Q", 8});
    r.seed = 5;
    r.threads = 2;
    const auto minimal = composePuzzle(r, {});
    QVERIFY(minimal);
    r.givens = target;
    const auto aimed = composePuzzle(r, {});
    QVERIFY(aimed);
    if (target < minimal->givens) {
        QCOMPARE(aimed->givens, minimal->givens);
        QCOMPARE(aimed->noteKey, std::string("givens_above_target"));
        QVERIFY(aimed->minimal);
    } else {
        QCOMPARE(aimed->givens, target);
        QCOMPARE(aimed->minimal, target == minimal->givens);
        QVERIFY(aimed->noteKey.empty());
    }
    auto n = completions(aimed->problem, 2, {}, 2);
    QVERIFY(n && *n == 1);
    const composetest::Board given = boardLetters(aimed->problem.preplaced, aimed->problem.catalogue);
    QCOMPARE(composetest::independentCompletions({8, 8}, 'Q', 8, given, 2), 1);
}

void TestCompose::fewest()
{
    // --fewest tries attempt seeds of which the first is the plain seed's: never more givens.
    for (std::uint64_t seed : {1, 2, 3}) {
        ComposeRequest r;
        r.base = baseProblem({Kind::Independent, 8, 8, "Q", 8});
        r.seed = seed;
        const auto plain = composePuzzle(r, {});
        r.fewest = true;
        r.attempts = 12;
        const auto best = composePuzzle(r, {});
        QVERIFY(plain && best);
        QVERIFY(best->givens <= plain->givens);
        QCOMPARE(best->attempts, 12);
        const composetest::Board given = boardLetters(best->problem.preplaced, best->problem.catalogue);
        QCOMPARE(composetest::independentCompletions({8, 8}, 'Q', 8, given, 2), 1);
    }
}

void TestCompose::badInput_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("token");
    QTest::newRow("unknown kind") << "unknown" << int(ErrorCode::Unsupported) << "compose:nonsense";
    QTest::newRow("kind without compose") << "chess960" << int(ErrorCode::Unsupported) << "compose:chess960";
    QTest::newRow("3 queens on 3x3") << "noqueens" << int(ErrorCode::Unsupported) << "compose.no_solution:independent";
    QTest::newRow("exact 2x2 k=4") << "noexact" << int(ErrorCode::Unsupported) << "compose.no_solution:exact";
    QTest::newRow("independent --max") << "max" << int(ErrorCode::Unsupported) << "compose.params.max";
    QTest::newRow("exact --fewest") << "exactfewest" << int(ErrorCode::Unsupported) << "compose.params.mode";
    QTest::newRow("cover --upper") << "upper" << int(ErrorCode::Unsupported) << "compose.params.mode";
    QTest::newRow("givens -2") << "givens" << int(ErrorCode::BadFieldValue) << "givens";
    QTest::newRow("difficulty 4") << "difficulty" << int(ErrorCode::BadFieldValue) << "difficulty";
    QTest::newRow("base with givens") << "preplaced" << int(ErrorCode::BadFieldValue) << "preplaced";
}

void TestCompose::badInput()
{
    QFETCH(QString, what);
    QFETCH(int, code);
    QFETCH(QString, token);
    ComposeRequest r;
    r.base = baseProblem({Kind::Independent, 6, 6, "Q", 6});
    if (what == "unknown")
        r.base.kind = "nonsense";
    if (what == "chess960") {
        r.base = Problem();
        r.base.kind = "chess960";
    }
    if (what == "noqueens")
        r.base = baseProblem({Kind::Independent, 3, 3, "Q", 3});
    if (what == "noexact")
        r.base = baseProblem({Kind::Exact, 2, 2, "QRBN", 4}); // a cell has 3 neighbours
    if (what == "max") {
        r.base.params.erase("count");
        r.base.params["max"] = true;
    }
    if (what == "exactfewest") {
        r.base = baseProblem({Kind::Exact, 4, 4, "N", 1});
        r.base.params["mode"] = std::string("fewest");
    }
    if (what == "upper") {
        r.base = baseProblem({Kind::Cover, 5, 5, "N", 0});
        r.base.params["mode"] = std::string("upper");
    }
    if (what == "givens")
        r.givens = -2;
    if (what == "difficulty")
        r.difficulty = kDifficultyLevels + 1;
    if (what == "preplaced")
        r.base.preplaced.set(0, r.base.catalogue.find('Q'));
    const auto p = composePuzzle(r, {});
    QVERIFY(!p);
    QCOMPARE(int(p.error().code), code);
    QCOMPARE(QString::fromStdString(p.error().token), token);
}

void TestCompose::difficultyByHand()
{
    // 4 queens with a queen on b1 (x 1, y 0). By hand: b1 attacks rank 1, file b, a2, c2, d3;
    // rank 2 keeps d2 alone, so d2 holds a queen (a rank with one free place); d2 attacks c3,
    // b4, file d; rank 3 keeps a3 alone; then rank 4 keeps c4 alone. Simple deductions only:
    // level 1, no trials.
    Problem p = baseProblem({Kind::Independent, 4, 4, "Q", 4});
    p.preplaced.set(1, p.catalogue.find('Q'));
    auto n = completions(p, 2, {});
    QVERIFY(n && *n == 1);
    auto d = rateDifficulty(p);
    QVERIFY(d);
    QCOMPARE(d->level, 1);
    QCOMPARE(d->trials, 0);
    QCOMPARE(d->solvedCells, 16);
    // A whole solution given: nothing to deduce, level 1.
    Problem full = baseProblem({Kind::Independent, 5, 5, "Q", 5});
    for (int y = 0, x = 0; y < 5; ++y, x = (x + 2) % 5) // a1 c2 e3 b4 d5
        full.preplaced.set(y * 5 + x, full.catalogue.find('Q'));
    auto df = rateDifficulty(full);
    QVERIFY(df);
    QCOMPARE(df->level, 1);
    QCOMPARE(df->deductions, 20); // each of the 20 free cells loses "queen"
    // Exact attack, knights, 4x4, k = 2, by hand is too long; a whole solution from the brute
    // force must be level 1 with every cell already decided by the givens.
    composetest::Board sol;
    QVERIFY(composetest::exactCompletions({4, 4}, "N", 2, std::string(16, '.'), 1, &sol) == 1);
    Problem e = baseProblem({Kind::Exact, 4, 4, "N", 2});
    e.params["raw"] = true;
    for (int c = 0; c < 16; ++c)
        if (sol[c] != '.')
            e.preplaced.set(c, e.catalogue.find(sol[c]));
    auto de = rateDifficulty(e);
    QVERIFY(de);
    QCOMPARE(de->level, 1);
}

void TestCompose::difficultyOfNonUnique()
{
    // Sound deductions never decide a puzzle with two completions: 4 queens with nothing given
    // (2 solutions, OEIS A000170) and 5 queens with a1 given must be level 3.
    Problem p = baseProblem({Kind::Independent, 4, 4, "Q", 4});
    QCOMPARE(composetest::independentCompletions({4, 4}, 'Q', 4, std::string(16, '.'), 3), 2);
    auto d = rateDifficulty(p);
    QVERIFY(d);
    QCOMPARE(d->level, 3);
    // 5 queens with a1 given: a1 c2 e3 b4 d5 and a1 d2 b3 e4 c5.
    Problem q = baseProblem({Kind::Independent, 5, 5, "Q", 5});
    q.preplaced.set(0, q.catalogue.find('Q'));
    composetest::Board given(25, '.');
    given[0] = 'Q';
    QCOMPARE(composetest::independentCompletions({5, 5}, 'Q', 5, given, 3), 2);
    auto dq = rateDifficulty(q);
    QVERIFY(dq);
    QCOMPARE(dq->level, 3);
}

void TestCompose::difficultyTarget()
{
    // A level asked for: the puzzle returned is rated that level, or the note says it is not.
    for (int level = 1; level <= kDifficultyLevels; ++level) {
        ComposeRequest r;
        r.base = baseProblem({Kind::Independent, 8, 8, "Q", 8});
        r.difficulty = level;
        r.attempts = 8;
        r.seed = 11;
        const auto p = composePuzzle(r, {});
        QVERIFY(p);
        auto d = rateDifficulty(p->problem);
        QVERIFY(d);
        QCOMPARE(d->level, p->difficulty.level);
        if (p->difficulty.level != level)
            QCOMPARE(p->noteKey, std::string("difficulty_not_met"));
        else
            QVERIFY(p->noteKey.empty());
    }
}

void TestCompose::givensRoundTrip()
{
    ComposeRequest r;
    r.base = baseProblem({Kind::Cover, 5, 5, "N", 0});
    const auto p = composePuzzle(r, {});
    QVERIFY(p);
    auto read = puzzleGivens(p->problem);
    QVERIFY(read);
    QVERIFY(*read == p->givenList);
    // Saved and read back, the file is the same puzzle.
    auto parsed = parseProblem(serializeProblem(p->problem));
    QVERIFY(parsed);
    auto n = completions(*parsed, 2, {});
    QVERIFY(n && *n == 1);
    QVERIFY(canCompose("independent") && canCompose("exact") && canCompose("cover"));
    QVERIFY(!canCompose("chess960"));
}

void TestCompose::numberedTour()
{
    // The numbered-tour puzzle: a 5x5 open knight's tour with some move numbers given. Needs the
    // tour family's "numbers" (issue 50, the tour part); a build without it refuses tours.
    Problem base;
    base.kind = "tour";
    base.board = Board(5, 5);
    base.preplaced = Placement(base.board);
    if (!canCompose("tour")) {
        ComposeRequest r;
        r.base = base;
        const auto p = composePuzzle(r, {});
        QVERIFY(!p);
        QCOMPARE(p.error().token, std::string("compose:tour"));
        QSKIP("this build's tour family takes no move numbers");
    }
    const Geometry g{5, 5};
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        ComposeRequest r;
        r.base = base;
        r.seed = seed;
        r.threads = 2;
        const auto p = composePuzzle(r, {});
        QVERIFY(p);
        QCOMPARE(static_cast<int>(p->solution.order.size()), 25);
        auto n = completions(p->problem, 2, {}, 2);
        QVERIFY(n && *n == 1);
        std::vector<int> numbers(25, 0);
        for (const Given &given : p->givenList)
            numbers[given.cell] = given.value;
        QCOMPARE(composetest::knightTourCompletions(g, numbers, 2), 1);
        const auto rated = rateDifficulty(p->problem);
        QVERIFY(rated);
        QCOMPARE(rated->level, p->difficulty.level);
        QVERIFY(rated->level >= 1 && rated->level <= kDifficultyLevels); // 25 cells: rated
        for (const Given &given : p->givenList) {
            std::vector<int> less = numbers;
            less[given.cell] = 0;
            QCOMPARE(composetest::knightTourCompletions(g, less, 2), 2);
            std::vector<Given> rest;
            for (const Given &other : p->givenList)
                if (other.cell != given.cell)
                    rest.push_back(other);
            Problem fewer = p->problem;
            std::string text;
            for (const Given &other : rest)
                text += (text.empty() ? "" : " ") + fewer.board.cellName(other.cell) + "=" + std::to_string(other.value);
            fewer.params["numbers"] = text;
            auto m = completions(fewer, 2, {}, 2);
            QVERIFY(m && *m == 2);
            // Sound deductions never decide a puzzle with two completions.
            const auto open = rateDifficulty(fewer);
            QVERIFY(open);
            QCOMPARE(open->level, 3);
            QVERIFY(open->solvedCells < 25);
        }
    }
}

void TestCompose::tourDifficultyByHand()
{
    // A whole 5x5 knight's tour (the test's brute force: the first one from a1), given but for
    // one move k: that move has one cell left, the empty one, and every other move is placed
    // already, so the empty cell loses the 24 placed moves by the rule "a placed move is
    // nowhere else": level 1, 24 deductions, no trials. Given but for nothing: level 1, 0.
    if (!canCompose("tour"))
        QSKIP("this build's tour family takes no move numbers");
    const Geometry g{5, 5};
    std::vector<int> tour;
    QCOMPARE(composetest::knightTourCompletions(g, std::vector<int>(25, 0), 1, &tour), 1);
    QCOMPARE(static_cast<int>(tour.size()), 25);
    Problem p;
    p.kind = "tour";
    p.board = Board(5, 5);
    p.preplaced = Placement(p.board);
    auto numbersText = [&](int skip) {
        std::string text;
        for (int c = 0; c < 25; ++c)
            if (tour[c] != skip)
                text += (text.empty() ? "" : " ") + p.board.cellName(c) + "=" + std::to_string(tour[c]);
        return text;
    };
    p.params["numbers"] = numbersText(0);
    auto whole = rateDifficulty(p);
    QVERIFY(whole);
    QCOMPARE(whole->level, 1);
    QCOMPARE(whole->deductions, 0);
    QCOMPARE(whole->cells, 25);
    for (int k : {1, 13, 25}) {
        p.params["numbers"] = numbersText(k);
        auto d = rateDifficulty(p);
        QVERIFY(d);
        QCOMPARE(d->level, 1);
        QCOMPARE(d->trials, 0);
        QCOMPARE(d->deductions, 24);
        QCOMPARE(d->solvedCells, 25);
    }
    // Moves 1 and 2 on a1 and a2, not a leap apart: no tour (the brute force); the tour's own
    // validation refuses the numbers before any rating (NumbersApart).
    std::vector<int> apart(25, 0);
    apart[0] = 1;
    apart[5] = 2;
    QCOMPARE(composetest::knightTourCompletions(g, apart, 1), 0);
    p.params["numbers"] = std::string("a1=1 a2=2");
    auto bad = rateDifficulty(p);
    QVERIFY(!bad);
    QCOMPARE(familyCode<TourError>(bad.error()), TourError::NumbersApart);
}

QTEST_GUILESS_MAIN(TestCompose)
#include "tst_compose.moc"
