// Parameters as data (cpw/params.h): every family's spec table is sound, a problem file with
// every parameter set away from its default survives save -> load -> save unchanged, a file
// with an unknown key, a wrong type or a value out of range is refused with the key named, and
// the cover's two time limits (its own upper-search limit and the general one of a run) are
// separate keys with one default that survive saving and loading.
#include <QtTest>

#include <chrono>
#include <set>

#include "cpw/family.h"
#include "cpw/params.h"
#include "cpw/problem.h"
#include "hangguard.h"

using namespace cpw;

Q_DECLARE_METATYPE(cpw::Error)

namespace {

/// A value of `spec` that is not its default (and is valid where the spec can say so).
ParamValue awayFromDefault(const ParamSpec &spec)
{
    switch (spec.type) {
    case ParamType::Bool:
        return !std::get<bool>(spec.defaultValue);
    case ParamType::Int: {
        const long long d = std::get<long long>(spec.defaultValue);
        return d + 1 <= spec.max ? d + 1 : d - 1;
    }
    case ParamType::Real: {
        const double d = std::get<double>(spec.defaultValue);
        return d * 2 + 1.5 <= spec.max ? d * 2 + 1.5 : spec.min;
    }
    case ParamType::Choice:
        return std::string(spec.choices.back() != std::get<std::string>(spec.defaultValue)
                               ? spec.choices.back()
                               : spec.choices.front());
    case ParamType::Piece:
        return std::string(std::get<std::string>(spec.defaultValue) == "R" ? "B" : "R");
    case ParamType::PieceList:
        return std::string("QN");
    case ParamType::Cell:
        return std::string("b2");
    case ParamType::Text: {
        // Values each family's own check accepts, where the key is known here.
        static const std::map<std::string_view, std::string> texts = {
            {"army", "K2Q1"}, {"values", "Q=3,N=1"}, {"leap", "1,3"}, {"position", "8/8/8/8/8/8/8/Q7"}};
        const auto it = texts.find(spec.key);
        return it != texts.end() ? it->second : std::string("x");
    }
    }
    return false;
}

Problem problemOf(const FamilyDescriptor &f)
{
    Problem p;
    p.kind = std::string(f.name);
    p.board = f.name == "chess960" ? Board(8, 1) : Board(8, 8);
    p.preplaced = Placement(p.board);
    return p;
}

std::string json8x8(std::string_view kind, const std::string &params)
{
    return std::string(R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": ")") +
           std::string(kind) + R"(", "board": {"width": 8, "height": 8}, "params": )" + params + "}";
}

std::string jsonValue(const ParamValue &v)
{
    if (const std::string *s = std::get_if<std::string>(&v))
        return "\"" + *s + "\"";
    return paramText(v);
}

} // namespace

class TestParams : public QObject {
    Q_OBJECT

private slots:
    /// Every table is sound: unique keys and options, defaults of the declared type within the
    /// range or among the choices, conditions that name a declared choice.
    void specsAreSound()
    {
        QVERIFY(!families().empty());
        for (const FamilyDescriptor &f : families()) {
            std::set<std::string_view> keys, flags;
            for (const ParamSpec *s : paramsOf(f.name)) {
                const QByteArray where =
                    QByteArray(f.name.data(), f.name.size()) + "." + QByteArray(s->key.data(), s->key.size());
                QVERIFY2(keys.insert(s->key).second, where);
                if (!s->flag.empty())
                    QVERIFY2(flags.insert(s->flag).second, where);
                for (const ParamFlag &vf : s->valueFlags) {
                    QVERIFY2(flags.insert(vf.flag).second, where);
                    QVERIFY2(std::find(s->choices.begin(), s->choices.end(), vf.value) != s->choices.end(),
                             where);
                }
                Problem p = problemOf(f);
                p.params[std::string(s->key)] = s->defaultValue;
                QVERIFY2(validateParams(p).ok(), where);
                if (!s->enabledWhen.key.empty()) {
                    const ParamSpec *other = findParam(f.name, s->enabledWhen.key);
                    QVERIFY2(other, where);
                    for (std::string_view v : s->enabledWhen.values)
                        QVERIFY2(other->type != ParamType::Choice ||
                                     std::find(other->choices.begin(), other->choices.end(), v) !=
                                         other->choices.end(),
                                 where);
                }
            }
        }
    }

    /// A file with every parameter away from its default: save -> load -> save gives the same
    /// text, and every value reads back as set.
    void roundTrip_data()
    {
        QTest::addColumn<int>("family");
        for (std::size_t i = 0; i < families().size(); ++i)
            QTest::newRow(std::string(families()[i].name).c_str()) << int(i);
    }
    void roundTrip()
    {
        QFETCH(int, family);
        const FamilyDescriptor &f = families()[family];
        Problem p = problemOf(f);
        for (const ParamSpec *s : paramsOf(f.name)) {
            p.params[std::string(s->key)] = awayFromDefault(*s);
            QVERIFY(paramText(p.params[std::string(s->key)]) != paramText(s->defaultValue));
        }
        QVERIFY2(validateParams(p).ok(), validateParams(p).token.c_str());
        const std::string first = serializeProblem(p);
        auto loaded = parseProblem(first);
        QVERIFY(loaded.ok());
        completeParams(loaded.value());
        QCOMPARE(serializeProblem(loaded.value()), first);
        const ParamReader read(loaded.value());
        for (const ParamSpec *s : paramsOf(f.name))
            QCOMPARE(paramText(read.value(s->key)), paramText(awayFromDefault(*s)));

        // A file with no parameters: completion writes every default, and that text is stable.
        Problem bare = problemOf(f);
        completeParams(bare);
        for (const ParamSpec *s : paramsOf(f.name))
            QCOMPARE(bare.params.count(std::string(s->key)),
                     std::size_t(s->scope == ParamScope::Problem ? 1 : 0));
        const std::string completed = serializeProblem(bare);
        auto again = parseProblem(completed);
        QVERIFY(again.ok());
        completeParams(again.value());
        QCOMPARE(serializeProblem(again.value()), completed);
    }

    /// An unknown key, a wrong type or a value out of range: the family refuses the file and
    /// the error names the key.
    void refused_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<Error>("code");
        QTest::addColumn<QString>("token");
        for (const FamilyDescriptor &f : families()) {
            const std::string name(f.name);
            QTest::newRow((name + " unknown key").c_str())
                << QString::fromStdString(json8x8(f.name, R"({"bogus": 1})")) << fieldError(ErrorCode::UnknownParam)
                << "params.bogus";
            for (const ParamSpec *s : paramsOf(f.name)) {
                const std::string key(s->key), token = "params." + key;
                const std::string wrong = s->type == ParamType::Bool ? "\"yes\"" : "true";
                QTest::newRow((name + " " + key + " wrong type").c_str())
                    << QString::fromStdString(json8x8(f.name, "{\"" + key + "\": " + wrong + "}"))
                    << fieldError(ErrorCode::BadFieldType) << QString::fromStdString(token);
                if (s->type == ParamType::Int || s->type == ParamType::Real) {
                    if (s->max < 1e15)
                        QTest::newRow((name + " " + key + " above").c_str())
                            << QString::fromStdString(
                                   json8x8(f.name, "{\"" + key + "\": " +
                                                       jsonValue(s->type == ParamType::Int
                                                                     ? ParamValue((long long)s->max + 1)
                                                                     : ParamValue(s->max * 2 + 1)) +
                                                       "}"))
                            << s->outOfRange << QString::fromStdString(token);
                    QTest::newRow((name + " " + key + " below").c_str())
                        << QString::fromStdString(
                               json8x8(f.name, "{\"" + key + "\": " +
                                                   jsonValue(s->type == ParamType::Int
                                                                 ? ParamValue((long long)s->min - 1)
                                                                 : ParamValue(s->min - 1)) +
                                                   "}"))
                        << s->outOfRange << QString::fromStdString(token);
                }
                if (s->type == ParamType::Choice)
                    QTest::newRow((name + " " + key + " no choice").c_str())
                        << QString::fromStdString(json8x8(f.name, "{\"" + key + "\": \"sideways\"}"))
                        << fieldError(ErrorCode::BadFieldValue) << QString::fromStdString(token);
            }
        }
    }
    void refused()
    {
        QFETCH(QString, json);
        QFETCH(Error, code);
        QFETCH(QString, token);
        auto problem = parseProblem(json.toStdString());
        QVERIFY(problem.ok());
        const Error e = validateProblem(problem.value());
        QVERIFY2(sameCode(e, code), qPrintable(QString::number(int(e.code))));
        QCOMPARE(QString::fromStdString(e.token), token);
        QVERIFY(sameCode(cpw::solve(problem.value(), {}, {}).error(), code));
    }

    /// The cover's upper-search limit has one default, declared once, and is not the general
    /// time limit of a run: both survive save and load.
    void coverLimitsSeparate()
    {
        const ParamSpec *own = findParam("cover", "upper_time_limit");
        QVERIFY(own);
        QCOMPARE(std::get<double>(own->defaultValue), 10.0);
        QCOMPARE(own->scope, ParamScope::Problem);
        const ParamSpec *general = findParam("cover", "time_limit");
        QVERIFY(general && general != own);
        QCOMPARE(general->scope, ParamScope::Run);

        Problem p;
        p.kind = "cover";
        p.board = Board(12, 12);
        p.preplaced = Placement(p.board);
        p.params["mode"] = std::string("upper");
        p.params["upper_time_limit"] = 20.0;
        p.params["time_limit"] = 5.0;
        auto loaded = parseProblem(serializeProblem(p));
        QVERIFY(loaded.ok());
        completeParams(loaded.value());
        const ParamReader read(loaded.value());
        QCOMPARE(read.real("upper_time_limit"), 20.0);
        QCOMPARE(read.real("time_limit"), 5.0);
    }

    /// A cover file of the old format, whose "time_limit" was the upper search's limit, is read
    /// with that limit; completing it writes the new key and keeps the old one as the general limit.
    void coverOldFile()
    {
        auto p = parseProblem(json8x8("cover", R"({"mode": "upper", "time_limit": 30})"));
        QVERIFY(p.ok());
        QVERIFY(validateProblem(p.value()).ok());
        QCOMPARE(ParamReader(p.value()).real("upper_time_limit"), 30.0);
        completeParams(p.value());
        QCOMPARE(std::get<double>(p->params.at("upper_time_limit")), 30.0);
        QCOMPARE(ParamReader(p.value()).real("time_limit"), 30.0);
    }

    /// The search for small covers stops at its own limit when the run has none, and at the
    /// run's general limit when that one is shorter.
    void coverUpperStops_data()
    {
        QTest::addColumn<double>("own");
        QTest::addColumn<double>("general");
        QTest::newRow("own limit") << 0.4 << 0.0;
        QTest::newRow("general limit shorter") << 3600.0 << 0.4;
        QTest::newRow("own limit shorter") << 0.4 << 3600.0;
    }
    void coverUpperStops()
    {
        QFETCH(double, own);
        QFETCH(double, general);
        Problem p;
        p.kind = "cover";
        p.board = Board(20, 20);
        p.preplaced = Placement(p.board);
        p.params["mode"] = std::string("upper");
        p.params["method"] = std::string("local"); // never proves: runs until a limit
        p.params["upper_time_limit"] = own;
        SearchOptions o;
        o.threads = 1;
        o.timeLimitSeconds = general;
        // The shorter limit must end it: the longer one (an hour) would outlast the hang
        // guard, whose stop reports StopRequested instead of TimeLimit. No elapsed time asserted.
        const cpwtest::HangGuard guard(120);
        auto r = cpw::solve(p, guard.token(), o);
        QVERIFY(r.ok());
        QVERIFY(!r->complete);
        QVERIFY2(!guard.fired(), "the shorter limit did not end the search");
        QCOMPARE(int(r->reason), int(StopReason::TimeLimit));
    }

    /// Every choice of every family reads as its index and writes back as itself: the one list
    /// of words that ParamReader::choice<E> and choiceName() both read (issue 48).
    void choicesRoundTrip()
    {
        int checked = 0;
        for (const FamilyDescriptor &f : families())
            for (const ParamSpec &s : f.params) {
                if (s.type != ParamType::Choice)
                    continue;
                for (std::size_t i = 0; i < s.choices.size(); ++i) {
                    Problem p = problemOf(f);
                    p.params[std::string(s.key)] = std::string(s.choices[i]);
                    const QByteArray where = QByteArray(f.name.data(), f.name.size()) + "." +
                                             QByteArray(s.key.data(), s.key.size()) + "=" +
                                             QByteArray(s.choices[i].data(), s.choices[i].size());
                    QVERIFY2(ParamReader(p).choiceIndex(s.key) == static_cast<int>(i), where);
                    QVERIFY2(choiceName(f.params, s.key, static_cast<int>(i)) == s.choices[i], where);
                    ++checked;
                }
            }
        QVERIFY(checked >= 20); // the engines, modes and variants of five families
    }

    /// enumChoices refuses enumerators out of order, so a reordered enum cannot silently read
    /// the wrong word.
    void enumChoicesChecked()
    {
        enum class Colour { Red, Green, Blue };
        const auto ok = enumChoices<Colour>({{Colour::Red, "red"}, {Colour::Green, "green"}, {Colour::Blue, "blue"}});
        QCOMPARE(ok.size(), std::size_t(3));
        QCOMPARE(ok[2], std::string_view("blue"));
        QVERIFY_THROWS_EXCEPTION(std::logic_error,
                                 enumChoices<Colour>({{Colour::Green, "green"}, {Colour::Red, "red"}}));
    }
};

QTEST_APPLESS_MAIN(TestParams)
#include "tst_params.moc"
