#pragma once
/// \file runtexts.h
/// The run panel's words: a search's outcome, its progress figures, durations and rates, in
/// the user's language.

#include <QCoreApplication>
#include <QString>

#include "cpw/family.h"
#include "cpw/search.h"

struct FamilyGui;

class RunTexts {
    Q_DECLARE_TR_FUNCTIONS(RunTexts)
public:
    /// "Finished (complete): 92 solutions, …", with the distinct count, the count by number of
    /// pieces and the optimum as the problem's objective names it.
    static QString finished(const cpw::SearchStats &stats, const cpw::Objective &objective, bool paused);
    /// "1 solution" / "N solutions", the number in the user's locale.
    static QString solutions(quint64 solutions);
    /// One of a family's own progress figures ("Sweep step: 33 of 49"), labelled as the
    /// family's GUI declares it (FamilyGui::figures; nullptr or no label: the key).
    static QString figure(const cpw::ProgressFigure &figure, const FamilyGui *gui);
    /// "12.5 s", "3:07 min", "1:02 h".
    static QString duration(double seconds);
    /// Whether the search's classes ("distinct") include the exchange of colours besides the
    /// board's symmetries (the peaceable armies' group of 16: its label "classes_under").
    static bool classesExchangeColours(const cpw::SearchStats &stats);
    /// "1.25 M" (per second); "–" for a negative rate (not known yet).
    static QString rate(double perSecond);
};
