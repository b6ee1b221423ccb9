// Betza notation: every atom, shorthand, rider, range and direction modifier against move
// lists written out by hand; the catalogue's built-in pieces (made from explicit vectors, not
// from Betza) as an independent cross-check; malformed definitions with their error codes.
#include <QtTest>

#include <algorithm>
#include <random>

#include "cpw/piece.h"

using namespace cpw;

namespace {

/// "dx,dy[,range] dx,dy ..." -> moves (range 1 when omitted, "*" = 0 = unlimited).
std::vector<Move> movesFrom(const QString &spec)
{
    std::vector<Move> out;
    const auto items = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &item : items) {
        const auto parts = item.split(QLatin1Char(','));
        Move m;
        m.dx = parts.at(0).toInt();
        m.dy = parts.at(1).toInt();
        m.range = parts.size() > 2 ? (parts.at(2) == QLatin1String("*") ? 0 : parts.at(2).toInt()) : 1;
        out.push_back(m);
    }
    std::sort(out.begin(), out.end());
    return out;
}

QString describe(const std::vector<Move> &moves)
{
    QStringList s;
    for (const Move &m : moves)
        s << QStringLiteral("%1,%2,%3")
                 .arg(m.dx)
                 .arg(m.dy)
                 .arg(m.range == 0 ? QStringLiteral("*") : QString::number(m.range));
    return s.join(QLatin1Char(' '));
}

// Hand-written orientations of each atom.
const char *const kW = "1,0 -1,0 0,1 0,-1";
const char *const kF = "1,1 1,-1 -1,1 -1,-1";
const char *const kN = "1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2";
const char *const kRook = "1,0,* -1,0,* 0,1,* 0,-1,*";
const char *const kBishop = "1,1,* 1,-1,* -1,1,* -1,-1,*";
const char *const kNightrider = "1,2,* 2,1,* 2,-1,* 1,-2,* -1,-2,* -2,-1,* -2,1,* -1,2,*";

QString join(std::initializer_list<const char *> parts)
{
    QStringList l;
    for (const char *p : parts)
        l << QString::fromLatin1(p);
    return l.join(QLatin1Char(' '));
}

} // namespace

class TestBetza : public QObject {
    Q_OBJECT
private slots:
    void moves_data()
    {
        QTest::addColumn<QString>("betza");
        QTest::addColumn<QString>("expected");

        // Atoms.
        QTest::newRow("W wazir") << "W" << kW;
        QTest::newRow("F ferz") << "F" << kF;
        QTest::newRow("D dabbaba") << "D"
                                   << "2,0 -2,0 0,2 0,-2";
        QTest::newRow("N knight") << "N" << kN;
        QTest::newRow("A alfil") << "A"
                                 << "2,2 2,-2 -2,2 -2,-2";
        QTest::newRow("H threeleaper") << "H"
                                       << "3,0 -3,0 0,3 0,-3";
        QTest::newRow("C camel") << "C"
                                 << "3,1 3,-1 -3,1 -3,-1 1,3 1,-3 -1,3 -1,-3";
        QTest::newRow("Z zebra") << "Z"
                                 << "3,2 3,-2 -3,2 -3,-2 2,3 2,-3 -2,3 -2,-3";
        QTest::newRow("G tripper") << "G"
                                   << "3,3 3,-3 -3,3 -3,-3";
        // Shorthands and riders.
        QTest::newRow("K") << "K" << join({kW, kF});
        QTest::newRow("WF = K") << "WF" << join({kW, kF});
        QTest::newRow("R") << "R" << kRook;
        QTest::newRow("WW = R") << "WW" << kRook;
        QTest::newRow("B") << "B" << kBishop;
        QTest::newRow("FF = B") << "FF" << kBishop;
        QTest::newRow("Q") << "Q" << join({kRook, kBishop});
        QTest::newRow("WWFF = Q") << "WWFF" << join({kRook, kBishop});
        QTest::newRow("RB = Q") << "RB" << join({kRook, kBishop});
        QTest::newRow("NN nightrider") << "NN" << kNightrider;
        QTest::newRow("DD") << "DD"
                            << "2,0,* -2,0,* 0,2,* 0,-2,*";
        QTest::newRow("BN archbishop") << "BN" << join({kBishop, kN});
        QTest::newRow("QN amazon") << "QN" << join({kRook, kBishop, kN});
        QTest::newRow("RNN") << "RNN" << join({kRook, kNightrider});
        // Ranges.
        QTest::newRow("W3") << "W3"
                            << "1,0,3 -1,0,3 0,1,3 0,-1,3";
        QTest::newRow("F2") << "F2"
                            << "1,1,2 1,-1,2 -1,1,2 -1,-1,2";
        QTest::newRow("W0 = WW") << "W0" << kRook;
        QTest::newRow("N0 = NN") << "N0" << kNightrider;
        QTest::newRow("N1 = N") << "N1" << kN;
        QTest::newRow("R4") << "R4"
                            << "1,0,4 -1,0,4 0,1,4 0,-1,4";
        QTest::newRow("K2") << "K2"
                            << "1,0,2 -1,0,2 0,1,2 0,-1,2 1,1,2 1,-1,2 -1,1,2 -1,-1,2";
        QTest::newRow("B12") << "B12"
                             << "1,1,12 1,-1,12 -1,1,12 -1,-1,12";
        // 31 steps of 1 reach across any board of at most 32 cells: the same as unlimited.
        QTest::newRow("W31 unlimited") << "W31" << kRook;
        QTest::newRow("W30 limited") << "W30"
                                     << "1,0,30 -1,0,30 0,1,30 0,-1,30";
        QTest::newRow("N15 unlimited") << "N15" << kNightrider;
        QTest::newRow("W999999 unlimited") << "W999999999999" << kRook;
        // Normalisation: the longest range per vector, no duplicates.
        QTest::newRow("W then WW") << "WWW" << kRook;
        QTest::newRow("W2W3") << "W2W3"
                              << "1,0,3 -1,0,3 0,1,3 0,-1,3";
        QTest::newRow("W3 R") << "W3R" << kRook;
        QTest::newRow("W R") << "WR" << kRook;
        QTest::newRow("F B") << "FB" << kBishop;
        QTest::newRow("K Q") << "KQ" << join({kRook, kBishop});
        QTest::newRow("NN N") << "NNN" << kNightrider;
        QTest::newRow("NW2") << "NW2" << join({kN, "1,0,2 -1,0,2 0,1,2 0,-1,2"});
        // Direction modifiers: single letters.
        QTest::newRow("pawn fcF") << "fcF"
                                  << "-1,1 1,1";
        QTest::newRow("fF") << "fF"
                            << "-1,1 1,1";
        QTest::newRow("bF") << "bF"
                            << "-1,-1 1,-1";
        QTest::newRow("lF") << "lF"
                            << "-1,1 -1,-1";
        QTest::newRow("rF") << "rF"
                            << "1,1 1,-1";
        QTest::newRow("fW") << "fW"
                            << "0,1";
        QTest::newRow("bW") << "bW"
                            << "0,-1";
        QTest::newRow("lW") << "lW"
                            << "-1,0";
        QTest::newRow("rW") << "rW"
                            << "1,0";
        QTest::newRow("vW") << "vW"
                            << "0,1 0,-1";
        QTest::newRow("sW") << "sW"
                            << "1,0 -1,0";
        QTest::newRow("fN") << "fN"
                            << "-2,1 -1,2 1,2 2,1";
        QTest::newRow("bN") << "bN"
                            << "-2,-1 -1,-2 1,-2 2,-1";
        QTest::newRow("lN") << "lN"
                            << "-2,1 -2,-1 -1,2 -1,-2";
        QTest::newRow("rN") << "rN"
                            << "2,1 2,-1 1,2 1,-2";
        QTest::newRow("vN") << "vN"
                            << "1,2 -1,2 1,-2 -1,-2";
        QTest::newRow("sN") << "sN"
                            << "2,1 2,-1 -2,1 -2,-1";
        // Pairs: intersections.
        QTest::newRow("ffN") << "ffN"
                             << "-1,2 1,2";
        QTest::newRow("fsN") << "fsN"
                             << "-2,1 2,1";
        QTest::newRow("bbN") << "bbN"
                             << "-1,-2 1,-2";
        QTest::newRow("bsN") << "bsN"
                             << "-2,-1 2,-1";
        QTest::newRow("llN") << "llN"
                             << "-2,1 -2,-1";
        QTest::newRow("rrN") << "rrN"
                             << "2,1 2,-1";
        QTest::newRow("lvN") << "lvN"
                             << "-1,2 -1,-2";
        QTest::newRow("rvN") << "rvN"
                             << "1,2 1,-2";
        QTest::newRow("flN") << "flN"
                             << "-2,1 -1,2";
        QTest::newRow("frN") << "frN"
                             << "2,1 1,2";
        QTest::newRow("blN") << "blN"
                             << "-2,-1 -1,-2";
        QTest::newRow("brN") << "brN"
                             << "2,-1 1,-2";
        QTest::newRow("flF") << "flF"
                             << "-1,1";
        QTest::newRow("brF") << "brF"
                             << "1,-1";
        QTest::newRow("ffC") << "ffC"
                             << "-1,3 1,3";
        // Several modifier tokens: the union.
        QTest::newRow("fbW") << "fbW"
                             << "0,1 0,-1";
        QTest::newRow("lrW") << "lrW"
                             << "1,0 -1,0";
        QTest::newRow("ffbbN") << "ffbbN"
                               << "-1,2 1,2 -1,-2 1,-2";
        QTest::newRow("flbrF") << "flbrF"
                               << "-1,1 1,-1";
        // A pair whose intersection has no vector of the atom means the union of its letters.
        QTest::newRow("fsW") << "fsW"
                             << "0,1 1,0 -1,0";
        QTest::newRow("frW") << "frW"
                             << "0,1 1,0";
        // Modifiers on shorthands and riders.
        QTest::newRow("fR") << "fR"
                            << "0,1,*";
        QTest::newRow("fK") << "fK"
                            << "0,1 -1,1 1,1";
        QTest::newRow("vK") << "vK"
                            << "0,1 0,-1";
        QTest::newRow("fNN") << "fNN"
                             << "-2,1,* -1,2,* 1,2,* 2,1,*";
        QTest::newRow("fW2") << "fW2"
                             << "0,1,2";
        QTest::newRow("fRbW") << "fRbW"
                              << "0,1,* 0,-1";
        QTest::newRow("WfF") << "WfF" << join({kW, "-1,1 1,1"});
        // Capture / move only.
        QTest::newRow("cW") << "cW" << kW;
        QTest::newRow("mW F") << "mWF" << kF;
        QTest::newRow("mcW") << "mcW" << kW;
        QTest::newRow("mfW fcF (pawn)") << "mfWfcF"
                                        << "-1,1 1,1";
    }
    void moves()
    {
        QFETCH(QString, betza);
        QFETCH(QString, expected);
        auto result = parseBetza(betza.toStdString());
        QVERIFY2(result.ok(), qPrintable(QStringLiteral("error code %1 at %2")
                                             .arg(int(result.error().code))
                                             .arg(result.error().position)));
        QCOMPARE(describe(*result), describe(movesFrom(expected)));
        // Normalised: strictly increasing (sorted, no duplicates), one move per vector.
        for (std::size_t i = 1; i < result->size(); ++i) {
            QVERIFY((*result)[i - 1] < (*result)[i]);
            QVERIFY((*result)[i - 1].dx != (*result)[i].dx || (*result)[i - 1].dy != (*result)[i].dy);
        }
    }

    // The catalogue's built-ins are written as explicit vectors; their Betza must agree.
    void catalogue_data()
    {
        QTest::addColumn<QString>("letter");
        QTest::addColumn<QString>("betza");
        QTest::newRow("K") << "K"
                           << "K";
        QTest::newRow("Q") << "Q"
                           << "Q";
        QTest::newRow("R") << "R"
                           << "R";
        QTest::newRow("B") << "B"
                           << "B";
        QTest::newRow("N") << "N"
                           << "N";
        QTest::newRow("P") << "P"
                           << "fcF";
        QTest::newRow("Q as WWFF") << "Q"
                                   << "WWFF";
        QTest::newRow("K as WF") << "K"
                                 << "WF";
        QTest::newRow("R as WW") << "R"
                                 << "WW";
        QTest::newRow("B as FF") << "B"
                                 << "FF";
        QTest::newRow("super queen") << "A"
                                     << "QN";
        QTest::newRow("super rook") << "C"
                                    << "RN";
        QTest::newRow("super bishop") << "H"
                                      << "BN";
        QTest::newRow("awesome queen") << "X"
                                       << "QNN";
        QTest::newRow("awesome rook") << "Y"
                                      << "RNN";
        QTest::newRow("awesome bishop") << "Z"
                                        << "BNN";
        QTest::newRow("nightrider") << "I"
                                    << "NN";
    }
    void catalogue()
    {
        QFETCH(QString, letter);
        QFETCH(QString, betza);
        const Catalogue &cat = Catalogue::standard();
        const int id = cat.find(letter.toLatin1().at(0));
        QVERIFY(id >= 0);
        auto moves = parseBetza(betza.toStdString());
        QVERIFY(moves.ok());
        QCOMPARE(describe(*moves), describe(cat.piece(id).moves));
        // And the Betza text the catalogue records for the piece means the same moves.
        auto own = parseBetza(cat.piece(id).betza);
        QVERIFY(own.ok());
        QCOMPARE(describe(*own), describe(cat.piece(id).moves));
    }

    // Random text never crashes: either normalised moves or an error with a position in the text.
    void randomText()
    {
        const std::string alphabet = "WFDNAHCZGKQRBfblrvscm0123JX";
        std::mt19937 rng(11);
        int accepted = 0;
        for (int n = 0; n < 5000; ++n) {
            std::string text;
            const int length = int(rng() % 12);
            for (int i = 0; i < length; ++i)
                text += alphabet[rng() % alphabet.size()];
            auto r = parseBetza(text);
            if (r.ok()) {
                ++accepted;
                QVERIFY2(!r->empty(), text.c_str());
                for (std::size_t i = 1; i < r->size(); ++i)
                    QVERIFY2((*r)[i - 1].dx != (*r)[i].dx || (*r)[i - 1].dy != (*r)[i].dy, text.c_str());
                QVERIFY2(std::is_sorted(r->begin(), r->end()), text.c_str());
            } else {
                QVERIFY2(r.error().code != ErrorCode::None, text.c_str());
                QVERIFY2(r.error().position >= 0 && r.error().position <= int(text.size()), text.c_str());
            }
        }
        QVERIFY(accepted > 0);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("betza");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("token");
        QTest::newRow("empty") << "" << int(ErrorCode::EmptyBetza) << -2 << "";
        QTest::newRow("unknown X") << "X" << int(ErrorCode::UnknownBetzaAtom) << 0 << "X";
        QTest::newRow("unknown J after W") << "WJ" << int(ErrorCode::UnknownBetzaAtom) << 1 << "J";
        QTest::newRow("unknown E in BNE") << "BNE" << int(ErrorCode::UnknownBetzaAtom) << 2 << "E";
        QTest::newRow("lower-case atom") << "n" << int(ErrorCode::UnknownBetzaAtom) << 0 << "n";
        QTest::newRow("unknown modifier x") << "xW" << int(ErrorCode::UnknownBetzaAtom) << 0 << "x";
        QTest::newRow("space") << "W F" << int(ErrorCode::UnknownBetzaAtom) << 1 << " ";
        QTest::newRow("digit first") << "3W" << int(ErrorCode::UnknownBetzaAtom) << 0 << "3";
        QTest::newRow("non-ASCII") << QString::fromUtf8("W\u00e9") << int(ErrorCode::UnknownBetzaAtom) << 1
                                   << "";
        QTest::newRow("modifier alone") << "f" << int(ErrorCode::BadBetzaModifier) << 0 << "f";
        QTest::newRow("trailing modifier") << "Wf" << int(ErrorCode::BadBetzaModifier) << 1 << "f";
        QTest::newRow("trailing pair") << "Nff" << int(ErrorCode::BadBetzaModifier) << 1 << "ff";
        QTest::newRow("vF selects nothing") << "vF" << int(ErrorCode::BadBetzaModifier) << 0 << "v";
        QTest::newRow("sF selects nothing") << "WsF" << int(ErrorCode::BadBetzaModifier) << 1 << "s";
        QTest::newRow("vB selects nothing") << "fvB" << int(ErrorCode::BadBetzaModifier) << 1 << "v";
        QTest::newRow("leading zero range") << "W03" << int(ErrorCode::BadBetzaRange) << 1 << "03";
        QTest::newRow("double zero range") << "N00" << int(ErrorCode::BadBetzaRange) << 1 << "00";
        QTest::newRow("range on rider") << "WW2" << int(ErrorCode::BadBetzaRange) << 2 << "2";
        QTest::newRow("move only") << "mW" << int(ErrorCode::BetzaNoAttack) << 0 << "mW";
        QTest::newRow("move only pawn") << "mfW" << int(ErrorCode::BetzaNoAttack) << 0 << "mfW";
    }
    void errors()
    {
        QFETCH(QString, betza);
        QFETCH(int, code);
        QFETCH(int, position);
        QFETCH(QString, token);
        const QByteArray utf8 = betza.toUtf8();
        auto result = parseBetza(std::string_view(utf8.constData(), std::size_t(utf8.size())));
        QVERIFY(!result.ok());
        QCOMPARE(int(result.error().code), code);
        if (position != -2)
            QCOMPARE(result.error().position, position);
        if (!token.isEmpty())
            QCOMPARE(QString::fromStdString(result.error().token), token);
    }
};

QTEST_APPLESS_MAIN(TestBetza)
#include "tst_betza.moc"
