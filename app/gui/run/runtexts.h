#pragma once
/// \file runtexts.h
/// The run panel's words: a search's outcome, its progress figures, durations and rates, in
/// the user's language.

#include <QCoreApplication>
#include <QString>

#include "cpw/family.h"
#include "cpw/search.h"

struct ClassesText;
struct FamilyGui;

class RunTexts {
    Q_DECLARE_TR_FUNCTIONS(RunTexts)
public:
    /// "Finished (complete): 92 solutions, …", with the distinct count (its group in the words of
    /// the family's GUI, `gui`: FamilyGui::classes), the count by number of pieces and the
    /// optimum as the problem's objective names it.
    static QString finished(const cpw::SearchStats &stats, const cpw::Objective &objective, bool paused,
                            const FamilyGui *gui = nullptr);
    /// "1 solution" / "N solutions", the number in the user's locale.
    static QString solutions(quint64 solutions);
    /// One of a family's own progress figures ("Sweep step: 33 of 49"), labelled as the
    /// family's GUI declares it (FamilyGui::figures; nullptr or no label: the key).
    static QString figure(const cpw::ProgressFigure &figure, const FamilyGui *gui);
    /// "12.5 s", "3:07 min", "1:02 h".
    static QString duration(double seconds);
    /// The family's words for the group the search's classes ("distinct") are taken under: the
    /// entry of FamilyGui::classes for the summary's label "classes_under"; nullptr when the
    /// summary has none or the family declares no words for it.
    static const ClassesText *classes(const cpw::SearchStats &stats, const FamilyGui *gui);
    /// "1.25 M" (per second); "–" for a negative rate (not known yet).
    static QString rate(double perSecond);
};
