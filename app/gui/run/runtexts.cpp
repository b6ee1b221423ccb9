#include "runtexts.h"

#include <QLocale>
#include <QStringList>

#include "families/familyeditor.h"
#include "familytexts.h"

QString RunTexts::duration(double seconds)
{
    if (seconds < 0)
        return QStringLiteral("–");
    if (seconds < 60)
        return QStringLiteral("%1 s").arg(seconds, 0, 'f', 1);
    const qint64 s = qint64(seconds);
    if (s < 3600)
        return QStringLiteral("%1:%2 min").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2 h").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
}

const ClassesText *RunTexts::classes(const cpw::SearchStats &stats, const FamilyGui *gui)
{
    const auto it = stats.labels.find("classes_under");
    if (!gui || it == stats.labels.end())
        return nullptr;
    for (const ClassesText &c : gui->classes)
        if (it->second == c.key)
            return &c;
    return nullptr;
}

QString RunTexts::rate(double perSecond)
{
    if (perSecond < 0)
        return QStringLiteral("–");
    if (perSecond >= 1e9)
        return QStringLiteral("%1 G").arg(perSecond / 1e9, 0, 'f', 2);
    if (perSecond >= 1e6)
        return QStringLiteral("%1 M").arg(perSecond / 1e6, 0, 'f', 2);
    if (perSecond >= 1e3)
        return QStringLiteral("%1 k").arg(perSecond / 1e3, 0, 'f', 1);
    return QString::number(qRound64(perSecond));
}

QString RunTexts::figure(const cpw::ProgressFigure &figure, const FamilyGui *gui)
{
    // The figures a family reports beside the common counters, labelled by its GUI.
    QString label = QString::fromStdString(figure.key);
    if (gui)
        for (const FigureText &t : gui->figures)
            if (figure.key == t.key)
                label = QCoreApplication::translate(gui->context, t.label);
    const QLocale locale;
    QString value;
    if (figure.total > 0)
        value = tr("%1 of %2")
                    .arg(locale.toString(qint64(figure.value)))
                    .arg(locale.toString(qint64(figure.total)));
    else if (figure.unit == cpw::ProgressFigure::Unit::Bytes)
        value = locale.formattedDataSize(qint64(figure.value));
    else
        value = locale.toString(qint64(figure.value));
    return tr("%1: %2").arg(label, value);
}

QString RunTexts::finished(const cpw::SearchStats &stats, const cpw::Objective &objective, bool paused,
                           const FamilyGui *gui)
{
    const QLocale locale;
    QString how;
    switch (stats.reason) {
    case cpw::StopReason::Completed:
        how = tr("complete");
        break;
    case cpw::StopReason::StopRequested:
        how = paused ? tr("paused") : tr("stopped");
        break;
    case cpw::StopReason::SolutionLimit:
        how = tr("solution limit reached");
        break;
    case cpw::StopReason::TimeLimit:
        how = tr("time limit reached");
        break;
    }
    QString text = paused && stats.reason == cpw::StopReason::StopRequested
                       ? tr("Paused: %1 so far, %2 nodes in %3.")
                             .arg(solutions(stats.solutions), locale.toString(quint64(stats.nodes)),
                                  duration(stats.elapsedSeconds))
                       : tr("Finished (%1): %2, %3 nodes in %4.")
                             .arg(how, solutions(stats.solutions), locale.toString(quint64(stats.nodes)),
                                  duration(stats.elapsedSeconds));
    if (stats.distinct) {
        const ClassesText *group = classes(stats, gui);
        text += QLatin1Char('\n') + (group ? QCoreApplication::translate(gui->context, group->distinct)
                                           : tr("Distinct under symmetry: %1"))
                                        .arg(locale.toString(quint64(*stats.distinct)));
    }
    if (stats.symmetric)
        text +=
            QLatin1Char('\n') + tr("Symmetric solutions: %1").arg(locale.toString(quint64(*stats.symmetric)));
    if (stats.byPieces.size() > 1 || !stats.distinctByPieces.empty()) {
        // The published tables' view: solutions (and distinct classes) by number of pieces.
        QStringList rows;
        for (const auto &[pieces, count] : stats.byPieces) {
            const auto d = stats.distinctByPieces.find(pieces);
            rows << (d == stats.distinctByPieces.end()
                         ? tr("%1: %2").arg(pieces).arg(locale.toString(quint64(count)))
                         : tr("%1: %2 (%3 distinct)")
                               .arg(pieces)
                               .arg(locale.toString(quint64(count)), locale.toString(quint64(d->second))));
        }
        text += QLatin1Char('\n') + tr("By number of pieces: %1").arg(rows.join(QStringLiteral("; ")));
    }
    if (stats.optimum) {
        const bool proven = stats.provenOptimal.value_or(false);
        QString line;
        if (const cpw::ObjectiveWords *words = cpw::objectiveWords(objective.unit)) // the family's unit
            line = cpw::say(proven ? words->optimum : words->best);
        else
            line = *stats.optimum == 1
                       ? (proven ? tr("Optimum: 1 piece (proven)") : tr("Best found: 1 piece"))
                   : proven ? tr("Optimum: %1 pieces (proven)")
                            : tr("Best found: %1 pieces");
        text += QLatin1Char('\n') + line.arg(*stats.optimum);
    }
    return text;
}

QString RunTexts::solutions(quint64 solutions)
{
    return solutions == 1 ? tr("1 solution") : tr("%1 solutions").arg(QLocale().toString(solutions));
}
