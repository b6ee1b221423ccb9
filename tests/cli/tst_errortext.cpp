// errorText: every error code has its own message, and the message of a real parse error
// names the problem and where it is (rank, file letter, character, field, token).
#include <QtTest>

#include "cpw/army.h"
#include "cpw/chess960.h"
#include "cpw/exact.h"
#include "cpw/family.h"
#include "cpw/tour.h"
#include "cpw/placement.h"
#include "cpw/problem.h"
#include "errortext.h"
#include "familytexts.h"

using namespace cpw;

namespace {

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

/// Checks that every '|'-separated part of `expected` occurs in `text`.
bool containsAll(const QString &text, const QString &expected, QString *missing)
{
    for (const QString &part : expected.split(QLatin1Char('|'), Qt::SkipEmptyParts))
        if (!text.contains(part)) {
            *missing = part;
            return false;
        }
    return true;
}

std::string doc(const std::string &rest)
{
    return R"({"format": "chess-puzzle-workbench-problem", "version": 1)" + rest + "}";
}

} // namespace

class TestErrorText : public QObject {
    Q_OBJECT
private slots:
    void everyCode()
    {
        // Every code up to the sentinel ErrorCode::CodeCount (error.h): a new code without its
        // own message in errortext.cpp gets "unknown error" and fails here.
        QSet<QString> seen;
        static_assert(int(ErrorCode::CodeCount) > int(ErrorCode::NoCheckpoints));
        for (int c = 0; c < int(ErrorCode::CodeCount); ++c) {
            Error e;
            e.code = ErrorCode(c);
            const QString text = errorText(e);
            QVERIFY2(!text.isEmpty(), qPrintable(QString::number(c)));
            QVERIFY2(!text.contains(QLatin1String("unknown error")), qPrintable(QString::number(c)));
            QVERIFY2(!text.contains(QLatin1Char('\n')), qPrintable(text));
            QVERIFY2(!seen.contains(text), qPrintable(text));
            seen.insert(text);
        }
    }

    void familyCodes()
    {
        // Every family's own codes (ErrorCode::FamilyError, app/common/families/): each has a
        // message of its own in English, German and Hungarian; the German and the Hungarian are
        // written (not the English again). The families that own codes today: tour (9),
        // chess960 (4), army (7: the last, NoCheckpoints, since the prepared problem says why
        // a dp or CBC run cannot pause), independent (1).
        std::map<std::string_view, int> codes;
        for (const FamilyTexts &texts : registeredFamilyTexts())
            codes[texts.family().name] = texts.codes;
        QCOMPARE(codes["tour"], 9);
        QCOMPARE(codes["chess960"], 4);
        QCOMPARE(codes["army"], 7);
        QCOMPARE(codes["independent"], 1);
        for (const FamilyTexts &texts : registeredFamilyTexts()) {
            QSet<QString> seen;
            for (int c = 1; c <= texts.codes; ++c) {
                Error e;
                e.code = ErrorCode::FamilyError;
                e.family = texts.family;
                e.familyCode = c;
                QStringList inEach;
                for (const char *language : {"en", "de", "hu"}) {
                    setTextLanguage(language);
                    inEach << errorText(e);
                }
                setTextLanguage("en");
                const QString where = QString::fromUtf8(texts.family().name) + QLatin1Char(' ') + QString::number(c);
                for (const QString &text : inEach) {
                    QVERIFY2(!text.isEmpty() && !text.contains(QLatin1Char('\n')), qPrintable(where));
                    QVERIFY2(!text.contains(QLatin1String("family")), qPrintable(where + ": " + text));
                }
                QVERIFY2(inEach[1] != inEach[0] && inEach[2] != inEach[0] && inEach[1] != inEach[2],
                         qPrintable(where + ": " + inEach.join(QLatin1String(" | "))));
                QVERIFY2(!seen.contains(inEach[0]), qPrintable(inEach[0]));
                seen.insert(inEach[0]);
            }
        }
    }

    void objectiveWords()
    {
        // An objective in a unit other than pieces is worded by its family, in three languages;
        // the units come from the families' own objectives (army: value; peaceable: m of each
        // colour), pieces are the GUI's shared words.
        QCOMPARE(objectiveOf(*parseProblem(doc(R"(, "kind": "army", "board": {"width": 4, "height": 4})"))).unit,
                 std::string_view("value"));
        QCOMPARE(objectiveOf(*parseProblem(doc(R"(, "kind": "peaceable", "board": {"width": 4, "height": 4})"))).unit,
                 std::string_view("pieces_each_colour"));
        QVERIFY(!cpw::objectiveWords("pieces"));
        for (std::string_view unit : {"value", "pieces_each_colour"}) {
            const ObjectiveWords *words = cpw::objectiveWords(unit);
            QVERIFY(words);
            for (const Words *w : {&words->optimum, &words->best, &words->reachable, &words->soFar}) {
                QVERIFY2(say(*w, "en").contains(QLatin1String("%1")), w->en);
                QVERIFY2(say(*w, "de") != say(*w, "en") && say(*w, "hu") != say(*w, "en"), w->en);
            }
        }
    }

    void familyErrorsSayWhere()
    {
        // A family's own error still says what and where: the offending text, the character,
        // the field it came from.
        const QString position = errorText(chess960Number("RNBQKBNX").error());
        QVERIFY2(position.contains(QStringLiteral("\u201cRNBQKBNX\u201d")) && position.contains(QLatin1String("character 8")),
                 qPrintable(position));
        Error leaper = familyError(TourError::NeedsLeaper, "params.piece");
        QCOMPARE(errorText(leaper), QStringLiteral("in field \u201cparams.piece\u201d: piece rides; a tour needs a "
                                                   "leaper (a piece whose every move is one jump, such as the knight)"));
        setTextLanguage("de");
        const QString german = errorText(familyError(TourError::BadPath, "c3", 2));
        setTextLanguage("en");
        QCOMPARE(german, QStringLiteral("der vorgegebene Weg besucht c3 zweimal"));
    }

    void what()
    {
        Error e;
        e.code = ErrorCode::EmptyPlacement;
        QVERIFY(errorText(e, QStringLiteral("--placement")).startsWith(QLatin1String("--placement: ")));
        QVERIFY(!errorText(e).startsWith(QLatin1Char(':')));
    }

    void placement_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width"); // 0 = size inferred
        QTest::addColumn<QString>("expected");
        QTest::newRow("space") << "8/8/8/3 4/8/8/8/8" << 8
                               << "unexpected character|rank 5|file d|character 8";
        QTest::newRow("FEN with black") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR" << 8
                                        << "black|\u201cr\u201d|rank 8|file a|character 1";
        QTest::newRow("unknown letter")
            << "8/8/8/8/8/8/8/7J" << 8 << "unknown piece|\u201cJ\u201d|rank 1|file h";
        QTest::newRow("run past edge")
            << "8/8/8/4Q4/8/8/8/8" << 8 << "rank 5|8 wide|\u201c4\u201d|file f|past the edge|character 9";
        QTest::newRow("short rank") << "8/8/8/8/8/8/8/7" << 8 << "rank 1|has 7 cells|8 wide|character 16";
        QTest::newRow("nine ranks") << "8/8/8/8/8/8/8/8/8" << 8 << "more than 8 ranks|8 high|character 16";
        QTest::newRow("three ranks") << "8/8/8" << 8 << "only 3 ranks|8 high|rank 5";
        QTest::newRow("leading zero") << "8/8/8/8/8/8/8/08" << 8 << "\u201c08\u201d|rank 1|leading zeros";
        QTest::newRow("width 33") << "33" << 0 << "33|1 to 32|rank 1";
        QTest::newRow("width 0") << "/" << 0 << "size 0|1 to 32";
        QTest::newRow("ragged") << "4/5/4" << 0 << "rank 2|top rank|4 cells|file a|character 3";
        QTest::newRow("empty") << "" << 0 << "empty";
    }
    void placement()
    {
        QFETCH(QString, text);
        QFETCH(int, width);
        QFETCH(QString, expected);
        const QByteArray bytes = text.toUtf8();
        const Board board(width ? width : 8, width ? 8 : 8);
        auto r = parsePlacement(view(bytes), Catalogue::standard(), width ? &board : nullptr);
        QVERIFY(!r.ok());
        const QString message = errorText(r.error(), QStringLiteral("--placement"));
        QString missing;
        QVERIFY2(containsAll(message, expected, &missing),
                 qPrintable(message + QLatin1String(" lacks ") + missing));
        QVERIFY(message.startsWith(QLatin1String("--placement: ")));
    }

    void betza_data()
    {
        QTest::addColumn<QString>("betza");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown letter") << "WX"
                                        << "Betza|\u201cX\u201d|character 2";
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("modifier") << "vF"
                                  << "\u201cv\u201d|character 1";
        QTest::newRow("range") << "W03"
                               << "\u201c03\u201d|range";
        QTest::newRow("move only") << "mW"
                                   << "no capturing";
    }
    void betza()
    {
        QFETCH(QString, betza);
        QFETCH(QString, expected);
        const QByteArray bytes = betza.toUtf8();
        auto r = parseBetza(view(bytes));
        QVERIFY(!r.ok());
        const QString message = errorText(r.error());
        QString missing;
        QVERIFY2(containsAll(message, expected, &missing),
                 qPrintable(message + QLatin1String(" lacks ") + missing));
    }

    void problem_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        const std::string kind = R"(, "kind": "exact")";
        const std::string board = R"(, "board": {"width": 8, "height": 8})";
        auto row = [](const char *name, const std::string &json) -> QTestData & {
            return QTest::newRow(name) << QString::fromStdString(json);
        };
        row("broken", "{\"format\": 1,}") << "JSON|character 14";
        // found by tests/fuzz/fuzz_problem: json::parse threw out_of_range, which nobody caught
        row("number too large", R"({"format": [1, -1e400]})") << "\u201c-1e400\u201d|too large|character 16";
        row("version", R"({"format": "chess-puzzle-workbench-problem", "version": 2})") << "version 2";
        row("not a problem", "[1]") << "not a Chess Puzzle Workbench problem";
        row("missing width", doc(kind + R"(, "board": {"height": 8})")) << "\u201cboard.width\u201d|missing";
        row("width 100001", doc(kind + R"(, "board": {"width": 100001, "height": 8})"))
            << "100001|1 to 100000|\u201cboard.width\u201d";
        // A board of more than 1000 x 1000 cells keeps nothing per cell: no holes there.
        row("holes on a sparse board",
            doc(kind + R"(, "board": {"width": 2000, "height": 2000, "holes": ["a1"]})"))
            << "2000|1 to 1000|\u201cboard.holes\u201d";
        row("kind", doc(R"(, "kind": "sudoku")" + board)) << "\u201csudoku\u201d|problem kind";
        row("wrong type", doc(kind + board + R"(, "targets": "1")")) << "\u201ctargets\u201d|wrong type";
        row("bad target", doc(kind + board + R"(, "targets": 99)")) << "99|\u201ctargets\u201d";
        row("preplaced", doc(kind + board + R"(, "preplaced": "8/8/8/8/8/8/8/3k4")"))
            << "\u201cpreplaced\u201d|black|rank 1|file d|character 16";
        row("betza", doc(kind + board + R"(, "custom_pieces": [{"letter": "U", "betza": "WJ"}])"))
            << "\u201ccustom_pieces[0].betza\u201d|Betza|character 2";
        row("hole name", doc(kind + R"(, "board": {"width": 8, "height": 8, "holes": ["z9"]})"))
            << "\u201cboard.holes[0]\u201d|not on the board";
    }
    void problem()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const QByteArray bytes = json.toUtf8();
        auto r = parseProblem(view(bytes));
        QVERIFY(!r.ok());
        const QString message = errorText(r.error(), QStringLiteral("p.json"));
        QString missing;
        QVERIFY2(containsAll(message, expected, &missing),
                 qPrintable(message + QLatin1String(" lacks ") + missing));
        QVERIFY(message.startsWith(QLatin1String("p.json: ")));
    }

    // The exact solver's limits: a board of more than 64 cells, more than 12M patterns.
    void unsupported_data()
    {
        QTest::addColumn<QString>("token");
        QTest::addColumn<qlonglong>("value");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("absent");
        // The exact family's own refusals are its own codes now (ExactError, exactErrors below):
        // the shared code no longer words them.
        QTest::newRow("board") << "board" << 100LL << "does not support \u201cboard\u201d"
                               << "64 cells";
        QTest::newRow("other token") << "holes" << 0LL << "does not support \u201choles\u201d"
                                     << "64";
        QTest::newRow("no token") << "" << 0LL << "combination of inputs"
                                  << "\u201c";
    }
    void unsupported()
    {
        QFETCH(QString, token);
        QFETCH(qlonglong, value);
        QFETCH(QString, expected);
        QFETCH(QString, absent);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        Error e;
        e.code = ErrorCode::Unsupported;
        e.token = token.toStdString();
        e.value = value;
        const QString text = errorText(e);
        QString missing;
        QVERIFY2(containsAll(text, expected, &missing),
                 qPrintable(text + QLatin1String(" lacks ") + missing));
        QVERIFY2(!text.contains(absent), qPrintable(text + QLatin1String(" contains ") + absent));
    }
    // The exact family's own errors (app/common/families/exacttexts.cpp), in English.
    void exactErrors_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<qlonglong>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("board 100") << int(ExactError::TooManyCells) << 100LL
                                   << "exact-attack solver|at most 64 cells|this board has 100";
        QTest::newRow("board 1024") << int(ExactError::TooManyCells) << 1024LL
                                    << "at most 64 cells|this board has 1,024";
        QTest::newRow("patterns 12M") << int(ExactError::TooManyPatterns) << 12000000LL
                                      << "more than 12,000,000 attack patterns|smaller board|fewer kinds";
        QTest::newRow("occupancy") << int(ExactError::OccupancyRefused) << 0LL
                                   << "occupancy engine|automatic engine choice";
        QTest::newRow("sat mode") << int(ExactError::SatMode) << 0LL << "SAT engine finds the fewest or the most";
        QTest::newRow("sat tasks") << int(ExactError::SatTasks) << 0LL << "runs as one piece|use another engine";
        QTest::newRow("sat auto") << int(ExactError::SatAutoTasks) << 0LL << "faster choice here|search engine";
    }
    void exactErrors()
    {
        QFETCH(int, code);
        QFETCH(qlonglong, value);
        QFETCH(QString, expected);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const QString text = errorText(familyError(static_cast<ExactError>(code), {}, value));
        QString missing;
        QVERIFY2(containsAll(text, expected, &missing), qPrintable(text + QLatin1String(" lacks ") + missing));
    }
    // The army family's refusals of an engine asked for by name (app/common/families/armytexts.cpp),
    // in English, German and Hungarian: the count and the limit (1,024 pairs: army.h) in each.
    void armyErrors_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<qlonglong>("value");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        const int cliques = int(ArmyError::CliquesTooLarge), dp = int(ArmyError::DpRefused),
                  pause = int(ArmyError::NoCheckpoints);
        QTest::newRow("cliques en") << cliques << 1156LL << "en" << "clique engine|at most 1,024 pairs|has 1,156|mip";
        QTest::newRow("cliques de") << cliques << 1156LL << "de" << "Cliquen-Suche|höchstens 1.024|hat 1.156|mip";
        QTest::newRow("cliques hu") << cliques << 1156LL << "hu" << "klikk-kereső|legfeljebb|mip"; // (Hungarian groups digits by a space)
        QTest::newRow("dp en") << dp << 0LL << "en" << "rank-by-rank|without holes or fixed pieces|at most 12|cliques";
        QTest::newRow("dp de") << dp << 0LL << "de" << "Reihe für Reihe|ohne Löcher|höchstens 12|cliques";
        QTest::newRow("dp hu") << dp << 0LL << "hu" << "soronkénti|lyuk|legfeljebb 12|cliques";
        QTest::newRow("pause en") << pause << 0LL << "en" << "only the clique engine can pause|dp|mip|more than 1,024|cliques";
        QTest::newRow("pause de") << pause << 0LL << "de" << "nur die Cliquen-Suche|dp|mip|mehr als 1.024|cliques";
        QTest::newRow("pause hu") << pause << 0LL << "hu" << "csak a klikk-kereső|dp|mip|cliques";
    }
    void armyErrors()
    {
        QFETCH(int, code);
        QFETCH(qlonglong, value);
        QFETCH(QString, language);
        QFETCH(QString, expected);
        const QLocale locale = language == "de"   ? QLocale(QLocale::German, QLocale::Germany)
                               : language == "hu" ? QLocale(QLocale::Hungarian, QLocale::Hungary)
                                                  : QLocale(QLocale::English, QLocale::UnitedStates);
        QLocale::setDefault(locale);
        setTextLanguage(language.toStdString());
        const QString text = errorText(familyError(static_cast<ArmyError>(code), {}, value));
        setTextLanguage("en");
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QString missing;
        QVERIFY2(containsAll(text, expected, &missing), qPrintable(text + QLatin1String(" lacks ") + missing));
    }
    // The real error of the solver's validation for a 10x10 board.
    void unsupportedFromSolver()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ExactRequest r;
        r.board = Board(10, 10);
        r.targets.assign(100, 1);
        const Error e = validateExact(r);
        QCOMPARE(familyCode<ExactError>(e), ExactError::TooManyCells);
        const QString text = errorText(e);
        QVERIFY2(text.contains(QLatin1String("at most 64 cells; this board has 100")), qPrintable(text));
        // 8x9 with eight holes has 64 cells and is accepted.
        r.board = Board(8, 9);
        for (int i = 0; i < 8; ++i)
            r.board.setHole(i);
        r.targets.assign(72, 1);
        QCOMPARE(validateExact(r).code, ErrorCode::None);
    }

    void files()
    {
        auto r = loadProblemFile("/nonexistent-dir-cpw/p.json");
        QVERIFY(!r.ok());
        const QString message = errorText(r.error());
        QVERIFY2(message.contains(QLatin1String("/nonexistent-dir-cpw/p.json")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("No such file")), qPrintable(message));
    }
};

QTEST_APPLESS_MAIN(TestErrorText)
#include "tst_errortext.moc"
