#pragma once
/// \file runtexts.h
/// The run panel's words: a search's outcome, its progress figures, durations and rates, in
/// the user's language.

#include <QCoreApplication>
#include <QString>

#include "cpw/family.h"
#include "cpw/search.h"

class RunTexts {
    Q_DECLARE_TR_FUNCTIONS(RunTexts)
public:
    /// "Finished (complete): 92 solutions, …", with the distinct count, the count by number of
    /// pieces and the optimum as the problem's objective names it.
    static QString finished(const cpw::SearchStats &stats, const cpw::Objective &objective, bool paused);
    /// "1 solution" / "N solutions", the number in the user's locale.
    static QString solutions(quint64 solutions);
    /// One of a family's own progress figures ("Sweep step: 33 of 49").
    static QString figure(const cpw::ProgressFigure &figure);
    /// "12.5 s", "3:07 min", "1:02 h".
    static QString duration(double seconds);
    /// "1.25 M" (per second).
    static QString rate(double perSecond);
};
