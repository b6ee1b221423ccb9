#pragma once
// Shared by the split engine's tests (tst_toursplit, tst_toursplitopen): a count that must be the
// split's, and the leapers of their boards (written out with the brute force's own leaper()).
#include <QByteArray>
#include <QTest>
#include <QtGlobal>

#include <algorithm>
#include <vector>

#include "brute.h"
#include "cpw/tour.h"
#include "tourcount.h"

namespace splittest {

/// The exact count of `r` (engine split) on `threads` workers; anything but the split's count
/// ends the test executable.
inline std::string splitText(const cpw::TourRequest &r, int threads)
{
    const cpw::SearchStats s = tourtest::runCount(r, threads);
    if (s.labels.at("engine") != "split")
        qFatal("not counted by the split");
    return tourtest::exactText(s);
}

/// The leaps of "knight" (empty: the request's default), "wazir", "king" or "long" (the wazir and
/// the (6, 0)-leaper: its window of 6 rows and a cell makes 3 x n boards take the split's widest
/// records, 128-bit pairings and seeds of two words).
inline std::vector<cpw::Leap> leapsOf(const QByteArray &piece)
{
    if (piece == "wazir")
        return brute::leaper(1, 0);
    if (piece == "long") {
        std::vector<cpw::Leap> leaps = brute::leaper(1, 0);
        for (const cpw::Leap &l : brute::leaper(6, 0))
            leaps.push_back(l);
        return leaps;
    }
    if (piece == "king") {
        std::vector<cpw::Leap> king = brute::leaper(1, 0);
        for (const cpw::Leap &l : brute::leaper(1, 1))
            king.push_back(l);
        return king;
    }
    return {}; // the knight
}

/// The reach of the piece in rows: the cuts run from 1 to rows - reach - 1.
inline int reachOf(const QByteArray &piece)
{
    return piece == "knight" ? 2 : piece == "long" ? 6 : 1;
}

/// A board of a data-driven test: the piece ("knight", "wazir", "king") and its size.
struct CutBoard {
    const char *piece;
    int w, h;
};

/// The columns piece, w, h, cut, and a row for every cut of each board (its rows: the longer
/// side, since the split turns the board).
inline void addEveryCut(const std::vector<CutBoard> &boards)
{
    QTest::addColumn<QByteArray>("piece");
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<int>("cut");
    for (const CutBoard &b : boards) {
        const int rows = std::max(b.w, b.h);
        for (int cut = 1; cut <= rows - reachOf(b.piece) - 1; ++cut) {
            const QByteArray name = QByteArray(b.piece) + " " + QByteArray::number(b.w) + "x" +
                                    QByteArray::number(b.h) + " cut " + QByteArray::number(cut);
            QTest::newRow(name.constData()) << QByteArray(b.piece) << b.w << b.h << cut;
        }
    }
}

} // namespace splittest
