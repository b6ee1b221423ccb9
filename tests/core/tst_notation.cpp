// Placement notation (shared/cli-contract.md): round trips on 8x8 (FEN piece placement),
// rectangles, shaped boards and wide boards with multi-digit runs; malformed inputs, each
// with its error code and the rank, file and character position worked out by hand.
#include <QtTest>

#include <random>

#include "cpw/placement.h"

using namespace cpw;

namespace {

/// "WxH" or "WxH:a1,h8" (holes) -> board; QFAIL-free helper for the data rows.
Board boardFrom(const QString &spec)
{
    const auto parts = spec.split(QLatin1Char(':'));
    auto size = Board::parseSize(parts.at(0).toStdString());
    Board board = size.value();
    if (parts.size() > 1)
        for (const QString &cell : parts.at(1).split(QLatin1Char(','), Qt::SkipEmptyParts))
            board.setHole(board.parseCell(cell.toStdString()).value());
    return board;
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("cells"); // "a1=R h8=- e4=." (piece letter, hole, empty)

        QTest::newRow("empty 8x8") << "8/8/8/8/8/8/8/8" << 8 << 8 << "a1=. h8=. e4=.";
        // FEN of the initial position without the black pieces.
        QTest::newRow("white start position") << "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR" << 8 << 8
                                              << "a1=R b1=N c1=B d1=Q e1=K h1=R a2=P h2=P e4=. a8=.";
        // The first solution of the eight queens problem in lexicographic order (Q on a8 ... d1).
        QTest::newRow("eight queens")
            << "Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4" << 8 << 8 << "a8=Q e7=Q h6=Q f5=Q c4=Q g3=Q b2=Q d1=Q a1=.";
        QTest::newRow("eight rooks") << "R7/1R6/2R5/3R4/4R3/5R2/6R1/7R" << 8 << 8 << "a8=R h1=R d5=R";
        QTest::newRow("pawns first and last rank")
            << "P6P/8/8/8/8/8/8/P6P" << 8 << 8 << "a1=P h1=P a8=P h8=P";
        QTest::newRow("fairy letters") << "5A4/1C2H3Y1/10" << 10 << 3 << "f3=A b2=C e2=H i2=Y a1=.";
        QTest::newRow("all kinds") << "KQRBNPACHXYZI" << 13 << 1 << "a1=K f1=P g1=A m1=I";
        // Rectangles.
        QTest::newRow("4x6") << "4/4/4/4/4/4" << 4 << 6 << "a1=. d6=.";
        QTest::newRow("4x6 pieces") << "Q3/4/4/4/4/3K" << 4 << 6 << "a6=Q d1=K";
        QTest::newRow("1x1 empty") << "1" << 1 << 1 << "a1=.";
        QTest::newRow("1x1 king") << "K" << 1 << 1 << "a1=K";
        QTest::newRow("5x2") << "5/2N2" << 5 << 2 << "c1=N";
        QTest::newRow("1x10") << "1/1/1/1/1/1/1/1/1/Q" << 1 << 10 << "a1=Q a10=.";
        // Shaped boards.
        QTest::newRow("corners cut") << "-6-/8/8/8/8/8/8/-6-" << 8 << 8 << "a1=- h1=- a8=- h8=- b1=. g8=.";
        QTest::newRow("cross") << "--4--/--4--/8/8/8/8/--4--/--4--" << 8 << 8 << "a1=- b1=- c1=. g8=- d4=.";
        QTest::newRow("holes and pieces") << "3-/Q-K-/4" << 4 << 3 << "d3=- a2=Q b2=- c2=K d2=- a1=.";
        QTest::newRow("only holes") << "--/--" << 2 << 2 << "a1=- b2=-";
        // Wide boards, multi-digit runs.
        QTest::newRow("10x10") << "10/10/10/10/10/10/10/10/10/10" << 10 << 10 << "j10=.";
        QTest::newRow("12x3") << "12/5Q6/12" << 12 << 3 << "f2=Q l3=.";
        QTest::newRow("12x2 corners") << "Q11/11K" << 12 << 2 << "a2=Q l1=K";
        QTest::newRow("26 wide") << "25Q" << 26 << 1 << "z1=Q";
        QTest::newRow("27 wide") << "26Q" << 27 << 1 << "aa1=Q z1=.";
        QTest::newRow("32x1") << "Q30K" << 32 << 1 << "a1=Q af1=K";
        QTest::newRow("16x4") << "16/15Q/Q15/7QQ7" << 16 << 4 << "p3=Q a2=Q h1=Q i1=Q";
        QTest::newRow("21x2 hole") << "10-10/21" << 21 << 2 << "k2=- j2=. l2=.";
        QTest::newRow("20x2 runs around piece") << "10N9/19B" << 20 << 2 << "k2=N t1=B";
        QString big;
        for (int r = 0; r < 32; ++r)
            big += (r ? QStringLiteral("/") : QString()) +
                   (r == 5 ? QStringLiteral("13Q18") : QStringLiteral("32"));
        QTest::newRow("32x32") << big << 32 << 32 << "n27=Q af32=.";
    }
    void roundTrip()
    {
        QFETCH(QString, text);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QString, cells);
        const Catalogue &cat = Catalogue::standard();
        const QByteArray bytes = text.toLatin1();
        auto parsed = parsePlacement(view(bytes), cat);
        QVERIFY2(
            parsed.ok(),
            qPrintable(
                QStringLiteral("code %1 at %2").arg(int(parsed.error().code)).arg(parsed.error().position)));
        const Placement &p = *parsed;
        QCOMPARE(p.board().width(), width);
        QCOMPARE(p.board().height(), height);
        for (const QString &item : cells.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const auto kv = item.split(QLatin1Char('='));
            auto cell = p.board().parseCell(kv.at(0).toStdString());
            QVERIFY2(cell.ok(), qPrintable(item));
            const char want = kv.at(1).toLatin1().at(0);
            if (want == '-') {
                QVERIFY2(p.board().isHole(*cell), qPrintable(item));
            } else if (want == '.') {
                QVERIFY2(!p.board().isHole(*cell) && p.at(*cell) == kEmpty, qPrintable(item));
            } else {
                QVERIFY2(p.at(*cell) >= 0, qPrintable(item));
                QCOMPARE(cat.piece(p.at(*cell)).letter, want);
            }
        }
        QCOMPARE(QString::fromStdString(toNotation(p, cat)), text);
        // With the board given (holes and all), the same text gives the same placement.
        auto again = parsePlacement(view(bytes), cat, &p.board());
        QVERIFY(again.ok());
        QVERIFY(*again == p);
        // A board of the right size without holes takes the holes from the text.
        const Board plain(width, height);
        auto plainParsed = parsePlacement(view(bytes), cat, &plain);
        QVERIFY(plainParsed.ok());
        QVERIFY(*plainParsed == p);
    }

    // Random placements on random shapes survive printing and parsing unchanged.
    void randomRoundTrip()
    {
        const Catalogue &cat = Catalogue::standard();
        std::mt19937 rng(20240601);
        for (int n = 0; n < 300; ++n) {
            const int w = 1 + int(rng() % 32), h = 1 + int(rng() % 32);
            Placement p{Board(w, h)};
            const int density = int(rng() % 4);
            for (int i = 0; i < p.board().area(); ++i) {
                const unsigned roll = rng() % 16;
                if (roll < unsigned(density))
                    p.board().setHole(i);
                else if (roll < unsigned(2 * density))
                    p.set(i, int(rng() % unsigned(cat.size())));
            }
            const std::string text = toNotation(p, cat);
            auto parsed = parsePlacement(text, cat);
            QVERIFY2(parsed.ok(), text.c_str());
            QVERIFY2(*parsed == p, text.c_str());
        }
    }

    // Random text never crashes: it is either a placement that round-trips, or an error with a
    // code and a position inside the text.
    void randomText()
    {
        const Catalogue &cat = Catalogue::standard();
        const std::string alphabet = "0123456789//--KQRBNPqk? 1";
        std::mt19937 rng(7);
        const Board b8(8, 8);
        int accepted = 0;
        for (int n = 0; n < 5000; ++n) {
            std::string text;
            const int length = int(rng() % 40);
            for (int i = 0; i < length; ++i)
                text += alphabet[rng() % alphabet.size()];
            for (const Board *board : {static_cast<const Board *>(nullptr), &b8}) {
                auto r = parsePlacement(text, cat, board);
                if (r.ok()) {
                    ++accepted;
                    auto again = parsePlacement(toNotation(*r, cat), cat);
                    QVERIFY2(again.ok() && *again == *r, text.c_str());
                } else {
                    QVERIFY2(r.error().code != ErrorCode::None, text.c_str());
                    QVERIFY2(r.error().position >= 0 && r.error().position <= int(text.size()), text.c_str());
                }
            }
        }
        QVERIFY(accepted > 0); // the generator does produce valid placements too
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("board"); // "" = size inferred from the text
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("rank");
        QTest::addColumn<int>("file");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("token"); // checked when not empty

        const int none = -1;
        auto row = [](const char *name) -> QTestData & {
            return QTest::newRow(name);
        };
        // Bad characters.
        row("question mark") << "8/8/8/8/8/8/8/7?"
                             << "8x8" << int(ErrorCode::BadCharacter) << 1 << 7 << 15 << "?";
        row("space inside") << "8/8/8/3 4/8/8/8/8"
                            << "8x8" << int(ErrorCode::BadCharacter) << 5 << 3 << 7 << " ";
        row("plus sign") << "8/8/8/8/8/8/8/4+3"
                         << "8x8" << int(ErrorCode::BadCharacter) << 1 << 4 << 15 << "+";
        row("non-ASCII") << QString::fromUtf8("8/8/8/8/8/8/8/7\u00e9") << "8x8"
                         << int(ErrorCode::BadCharacter) << 1 << 7 << 15 << QString::fromUtf8("\u00e9");
        row("backslash") << "8\\8/8/8/8/8/8/8/8"
                         << "" << int(ErrorCode::BadCharacter) << 8 << 8 << 1 << "\\";
        // Black pieces: real FENs from chess literature.
        row("FEN initial position") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
                                    << "8x8" << int(ErrorCode::BlackPiece) << 8 << 0 << 0 << "r";
        row("FEN Reti study 1921") << "7K/8/k1P5/7p/8/8/8/8"
                                   << "" << int(ErrorCode::BlackPiece) << 6 << 0 << 5 << "k";
        row("FEN Saavedra position") << "8/8/1KP5/3r4/8/8/8/k7"
                                     << "8x8" << int(ErrorCode::BlackPiece) << 5 << 3 << 10 << "r";
        // Unknown letters.
        row("unknown J") << "8/8/8/8/8/8/8/7J"
                         << "8x8" << int(ErrorCode::UnknownPiece) << 1 << 7 << 15 << "J";
        row("unknown lower j") << "8/8/8/8/8/8/8/7j"
                               << "8x8" << int(ErrorCode::UnknownPiece) << 1 << 7 << 15 << "j";
        row("unknown W") << "W/1"
                         << "" << int(ErrorCode::UnknownPiece) << 2 << 0 << 0 << "W";
        // Ranks too long, including digit runs past the edge.
        row("run of 9") << "9/8/8/8/8/8/8/8"
                        << "8x8" << int(ErrorCode::RankTooLong) << 8 << 0 << 0 << "9";
        row("run past edge after piece") << "8/8/8/8/8/8/8/Q8"
                                         << "8x8" << int(ErrorCode::RankTooLong) << 1 << 1 << 15 << "8";
        row("piece past edge") << "8/8/8/8/8/8/8/8Q"
                               << "8x8" << int(ErrorCode::RankTooLong) << 1 << 8 << 15 << "Q";
        row("run past edge mid-board") << "8/8/8/4Q4/8/8/8/8"
                                       << "8x8" << int(ErrorCode::RankTooLong) << 5 << 5 << 8 << "4";
        row("ones are one run") << "8/8/8/8/8/8/8/11111111"
                                << "8x8" << int(ErrorCode::RankTooLong) << 1 << 0 << 14 << "11111111";
        row("huge run") << "8/8/8/8/8/8/8/99999999999999999999"
                        << "8x8" << int(ErrorCode::RankTooLong) << 1 << 0 << 14 << "99999999999999999999";
        row("12 wide piece past") << "1Q11/12"
                                  << "12x2" << int(ErrorCode::RankTooLong) << 2 << 2 << 2 << "11";
        row("13 on 12 wide") << "12/13"
                             << "12x2" << int(ErrorCode::RankTooLong) << 1 << 0 << 3 << "13";
        // Ranks too short.
        row("rank of 7") << "8/8/8/8/8/8/8/7"
                         << "8x8" << int(ErrorCode::RankTooShort) << 1 << 7 << 15 << "";
        row("empty last rank") << "8/8/8/8/8/8/8/"
                               << "8x8" << int(ErrorCode::RankTooShort) << 1 << 0 << 14 << "";
        row("empty rank inside") << "8//8/8/8/8/8/8/8"
                                 << "8x8" << int(ErrorCode::RankTooShort) << 7 << 0 << 2 << "";
        row("empty first rank") << "/8/8/8/8/8/8/8"
                                << "8x8" << int(ErrorCode::RankTooShort) << 8 << 0 << 0 << "";
        row("11 on 12 wide") << "12/11"
                             << "12x2" << int(ErrorCode::RankTooShort) << 1 << 11 << 5 << "";
        // Rank counts.
        row("nine ranks") << "8/8/8/8/8/8/8/8/8"
                          << "8x8" << int(ErrorCode::TooManyRanks) << none << none << 15 << "";
        row("trailing slash") << "8/8/8/8/8/8/8/8/"
                              << "8x8" << int(ErrorCode::TooManyRanks) << none << none << 15 << "";
        row("seven ranks") << "8/8/8/8/8/8/8"
                           << "8x8" << int(ErrorCode::TooFewRanks) << 1 << none << 13 << "";
        row("three ranks") << "8/8/8"
                           << "8x8" << int(ErrorCode::TooFewRanks) << 5 << none << 5 << "";
        // Digit runs.
        row("zero run") << "8/8/8/8/8/8/8/0"
                        << "8x8" << int(ErrorCode::BadDigitRun) << 1 << 0 << 14 << "0";
        row("leading zero") << "8/8/8/8/8/8/8/08"
                            << "8x8" << int(ErrorCode::BadDigitRun) << 1 << 0 << 14 << "08";
        row("leading zero after piece") << "8/8/8/8/8/8/8/4Q03"
                                        << "8x8" << int(ErrorCode::BadDigitRun) << 1 << 5 << 16 << "03";
        row("zero alone inferred") << "0"
                                   << "" << int(ErrorCode::BadDigitRun) << 1 << 0 << 0 << "0";
        // Size inferred: ragged ranks and sizes 0 and 33.
        row("ragged short") << "8/8/8/8/8/8/8/7"
                            << "" << int(ErrorCode::RaggedRanks) << 1 << 7 << 15 << "";
        row("ragged long run") << "8/8/9"
                               << "" << int(ErrorCode::RaggedRanks) << 1 << 0 << 4 << "9";
        row("ragged 4x4") << "4/4/4/3"
                          << "" << int(ErrorCode::RaggedRanks) << 1 << 3 << 7 << "";
        row("ragged middle") << "4/5/4"
                             << "" << int(ErrorCode::RaggedRanks) << 2 << 0 << 2 << "5";
        row("ragged trailing slash") << "Q7/8/8/8/8/8/8/8/"
                                     << "" << int(ErrorCode::RaggedRanks) << 1 << 0 << 17 << "";
        row("width 33") << "33"
                        << "" << int(ErrorCode::BadBoardSize) << 1 << 0 << 0 << "33";
        row("width 33 by a piece") << "32Q"
                                   << "" << int(ErrorCode::BadBoardSize) << 1 << 32 << 2 << "Q";
        row("width 0") << "/"
                       << "" << int(ErrorCode::BadBoardSize) << 2 << 0 << 0 << "";
        QString tall = QStringLiteral("1");
        for (int i = 0; i < 32; ++i)
            tall += QStringLiteral("/1");
        row("height 33") << tall << "" << int(ErrorCode::BadBoardSize) << none << none << 63 << "";
        row("empty text") << ""
                          << "" << int(ErrorCode::EmptyPlacement) << none << none << 0 << "";
        row("white space only") << "  \n"
                                << "8x8" << int(ErrorCode::EmptyPlacement) << none << none << 3 << "";
        // Holes that do not match the board's (8x8 without a1 and h8).
        row("no hole on h8") << "8/8/8/8/8/8/8/8"
                             << "8x8:a1,h8" << int(ErrorCode::HoleMismatch) << 8 << 7 << 0 << "8";
        row("hole on a8") << "-7/8/8/8/8/8/8/-7"
                          << "8x8:a1,h8" << int(ErrorCode::HoleMismatch) << 8 << 0 << 0 << "-";
        row("piece on hole h8") << "7Q/8/8/8/8/8/8/-7"
                                << "8x8:a1,h8" << int(ErrorCode::HoleMismatch) << 8 << 7 << 1 << "Q";
        row("piece on hole a1") << "7-/8/8/8/8/8/8/Q7"
                                << "8x8:a1,h8" << int(ErrorCode::HoleMismatch) << 1 << 0 << 15 << "Q";
        row("run over hole a1") << "7-/8/8/8/8/8/8/1-6"
                                << "8x8:a1,h8" << int(ErrorCode::HoleMismatch) << 1 << 0 << 15 << "1";
    }
    void malformed()
    {
        QFETCH(QString, text);
        QFETCH(QString, board);
        QFETCH(int, code);
        QFETCH(int, rank);
        QFETCH(int, file);
        QFETCH(int, position);
        QFETCH(QString, token);
        const QByteArray bytes = text.toUtf8();
        Board b;
        if (!board.isEmpty())
            b = boardFrom(board);
        auto result = parsePlacement(view(bytes), Catalogue::standard(), board.isEmpty() ? nullptr : &b);
        QVERIFY(!result.ok());
        const Error &e = result.error();
        QCOMPARE(int(e.code), code);
        QCOMPARE(e.rank, rank);
        QCOMPARE(e.file, file);
        QCOMPARE(e.position, position);
        if (!token.isEmpty())
            QCOMPARE(QString::fromStdString(e.token), token);
    }

    // The numbers the error messages quote: the board's width/height or the offending size.
    void errorValues()
    {
        const Catalogue &cat = Catalogue::standard();
        const Board b8(8, 8);
        QCOMPARE(parsePlacement("9/8/8/8/8/8/8/8", cat, &b8).error().value, 8LL);
        QCOMPARE(parsePlacement("8/8/8/8/8/8/8/7", cat, &b8).error().value, 8LL);
        QCOMPARE(parsePlacement("8/8/8/8/8/8/8/8/8", cat, &b8).error().value, 8LL);
        QCOMPARE(parsePlacement("8/8/8", cat, &b8).error().value, 8LL);
        QCOMPARE(parsePlacement("33", cat).error().value, 33LL);
        QCOMPARE(parsePlacement("30Q2", cat).error().value, 33LL);
        QCOMPARE(parsePlacement("/", cat).error().value, 0LL);
        QCOMPARE(parsePlacement("4/4/4/3", cat).error().value, 4LL);
        Board holes(8, 8);
        holes.setHole(0);
        QCOMPARE(parsePlacement("8/8/8/8/8/8/8/8", cat, &holes).error().value, 0LL); // board hole, text cell
        QCOMPARE(parsePlacement("-7/8/8/8/8/8/8/-7", cat, &holes).error().value,
                 1LL); // text hole, board cell
    }

    void whiteSpaceAround()
    {
        auto p = parsePlacement("  Q7/8/8/8/8/8/8/8\n", Catalogue::standard());
        QVERIFY(p.ok());
        QCOMPARE(p->at(p->board().index(0, 7)), Catalogue::standard().find('Q'));
        // Positions still count the leading blanks.
        auto bad = parsePlacement("  Q7/8/8/8/8/8/8/7?", Catalogue::standard());
        QCOMPARE(bad.error().position, 18);
    }

    void customPieces()
    {
        Catalogue cat;
        QVERIFY(cat.addCustom('U', "Wazir rider", "WW").ok());
        auto p = parsePlacement("U1/2", cat);
        QVERIFY(p.ok());
        QCOMPARE(p->at(p->board().index(0, 1)), cat.find('U'));
        QCOMPARE(toNotation(*p, cat), std::string("U1/2"));
        // Without the definition the letter is unknown.
        QCOMPARE(int(parsePlacement("U1/2", Catalogue::standard()).error().code),
                 int(ErrorCode::UnknownPiece));
    }

    void transformed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("symmetry");
        QTest::addColumn<QString>("expected");
        // Queen on a8 = (0, 7); images worked out from the formulas in board.h.
        const char *a8 = "Q7/8/8/8/8/8/8/8";
        QTest::newRow("id") << a8 << int(Symmetry::Identity) << a8;
        QTest::newRow("r90 a8->a1") << a8 << int(Symmetry::Rot90) << "8/8/8/8/8/8/8/Q7";
        QTest::newRow("r180 a8->h1") << a8 << int(Symmetry::Rot180) << "8/8/8/8/8/8/8/7Q";
        QTest::newRow("r270 a8->h8") << a8 << int(Symmetry::Rot270) << "7Q/8/8/8/8/8/8/8";
        QTest::newRow("mirror-lr a8->h8") << a8 << int(Symmetry::MirrorLR) << "7Q/8/8/8/8/8/8/8";
        QTest::newRow("mirror-tb a8->a1") << a8 << int(Symmetry::MirrorTB) << "8/8/8/8/8/8/8/Q7";
        QTest::newRow("diag a8->h1") << a8 << int(Symmetry::Transpose) << "8/8/8/8/8/8/8/7Q";
        QTest::newRow("antidiag a8 fixed") << a8 << int(Symmetry::AntiTranspose) << a8;
        QTest::newRow("rect mirror-lr") << "Q3/1K2" << int(Symmetry::MirrorLR) << "3Q/2K1";
        QTest::newRow("rect mirror-tb") << "Q3/1K2" << int(Symmetry::MirrorTB) << "1K2/Q3";
        QTest::newRow("rect r180 with hole") << "-Q2/4" << int(Symmetry::Rot180) << "4/2Q-";
    }
    void transformed()
    {
        QFETCH(QString, text);
        QFETCH(int, symmetry);
        QFETCH(QString, expected);
        const Catalogue &cat = Catalogue::standard();
        auto p = parsePlacement(text.toStdString(), cat);
        QVERIFY(p.ok());
        const Placement t = p->transformed(Symmetry(symmetry));
        QCOMPARE(QString::fromStdString(toNotation(t, cat)), expected);
    }

    void signature_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("signature");
        QTest::addColumn<int>("count");
        QTest::newRow("empty") << "8/8/8/8/8/8/8/8"
                               << "" << 0;
        QTest::newRow("white start") << "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR"
                                     << "K1Q1R2B2N2P8" << 16;
        QTest::newRow("eight queens") << "Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4"
                                      << "Q8" << 8;
        QTest::newRow("fairy, catalogue order") << "5A4/1C2H3Y1/10"
                                                << "A1C1H1Y1" << 4;
        QTest::newRow("holes do not count") << "-Q/R-"
                                            << "Q1R1" << 2;
    }
    void signature()
    {
        QFETCH(QString, text);
        QFETCH(QString, signature);
        QFETCH(int, count);
        const Catalogue &cat = Catalogue::standard();
        auto p = parsePlacement(text.toStdString(), cat);
        QVERIFY(p.ok());
        QCOMPARE(QString::fromStdString(pieceSignature(*p, cat)), signature);
        QCOMPARE(p->pieceCount(), count);
        QCOMPARE(int(p->occupied().count()), count);
        QCOMPARE(p->empty(), count == 0);
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
