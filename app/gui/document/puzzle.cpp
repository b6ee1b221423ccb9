#include "puzzle.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

#include "cpw/params.h"

QString Puzzle::levelText(int level)
{
    static const char *const words[] = {
        QT_TRANSLATE_NOOP("Puzzle", "not rated"),
        QT_TRANSLATE_NOOP("Puzzle", "easy: simple deductions solve it"),
        QT_TRANSLATE_NOOP("Puzzle", "medium: needs a trial or two"),
        QT_TRANSLATE_NOOP("Puzzle", "hard: needs deeper search"),
    };
    return QCoreApplication::translate("Puzzle", words[std::clamp(level, 0, int(std::size(words)) - 1)]);
}

QString Puzzle::levelName(int level)
{
    static const char *const words[] = {
        QT_TRANSLATE_NOOP("Puzzle", "not rated"),
        QT_TRANSLATE_NOOP("Puzzle", "easy"),
        QT_TRANSLATE_NOOP("Puzzle", "medium"),
        QT_TRANSLATE_NOOP("Puzzle", "hard"),
    };
    return QCoreApplication::translate("Puzzle", words[std::clamp(level, 0, int(std::size(words)) - 1)]);
}

int Puzzle::givenCount() const
{
    return int(std::count(given.begin(), given.end(), char(1)));
}

/*
 * Checking a position against the one solution. A placement: every cell that is not a given
 * is compared with the solution's cell (piece and colour); a piece where the solution has none
 * or another one is wrong, a solution's piece not yet placed is missing. A numbered tour: a
 * written number that is not the solution's move number there is wrong, a cell without a
 * number is missing. Solved = nothing wrong, nothing missing.
 */
Puzzle::Verdict Puzzle::check(const BoardDocument::State &state) const
{
    Verdict v;
    const cpw::Placement &p = state.placement;
    const int area = solution.board().area();
    if (p.board().area() != area)
        return Verdict{0, 1, -1};
    for (int i = 0; i < area; ++i) {
        if (solution.board().isHole(i) || (i < int(given.size()) && given[i]))
            continue;
        bool wrong = false, missing = false;
        if (isTour()) {
            const int n = i < int(state.numbers.size()) ? state.numbers[i] : 0;
            wrong = n > 0 && n != order[i];
            missing = n == 0 && order[i] > 0;
        } else {
            const int have = p.at(i), want = solution.at(i);
            wrong = have != cpw::kEmpty && (have != want || p.isBlack(i) != solution.isBlack(i));
            missing = have == cpw::kEmpty && want != cpw::kEmpty;
        }
        if (wrong) {
            ++v.wrong;
            if (v.firstWrong < 0)
                v.firstWrong = i;
        }
        v.missing += missing;
    }
    return v;
}

Puzzle::Hint Puzzle::hint(const BoardDocument::State &state) const
{
    const Verdict v = check(state);
    if (v.firstWrong >= 0)
        return Hint{v.firstWrong, true};
    const cpw::Board &b = solution.board();
    for (int y = b.height() - 1; y >= 0; --y)
        for (int x = 0; x < b.width(); ++x) {
            const int i = b.index(x, y);
            if (b.isHole(i) || given[i])
                continue;
            if (isTour() ? (order[i] > 0 && (i >= int(state.numbers.size()) || state.numbers[i] == 0))
                         : (solution.at(i) != cpw::kEmpty && state.placement.at(i) == cpw::kEmpty))
                return Hint{i, false};
        }
    return Hint{};
}

BoardDocument::State Puzzle::startState(const BoardDocument::State &shape) const
{
    BoardDocument::State s = shape;
    s.placement = cpw::Placement(problem.board);
    for (int i = 0; i < problem.board.area(); ++i)
        if (given[i] && !isTour())
            s.placement.set(i, solution.at(i), solution.isBlack(i));
    s.numbers.clear();
    if (isTour())
        s.numbers = givenNumbers;
    if (s.targets.size() != std::size_t(problem.board.area()))
        s.targets.assign(std::size_t(problem.board.area()), 1);
    return s;
}

cpw::Problem Puzzle::fileProblem(const BoardDocument::State &state) const
{
    cpw::Problem p = problem;
    p.params["puzzle"] = true;
    p.params.erase("position");
    if (isTour()) {
        const std::string entries = numbersText(p.board, state.numbers);
        if (!entries.empty() && state.numbers != givenNumbers)
            p.params["position"] = entries;
    } else if (state.placement.board().area() == p.board.area() && state.placement != p.preplaced) {
        p.params["position"] = cpw::toNotation(state.placement, p.catalogue);
    }
    return p;
}

bool Puzzle::isPuzzleFile(const cpw::Problem &problem)
{
    const auto it = problem.params.find("puzzle");
    return it != problem.params.end() && std::holds_alternative<bool>(it->second) && std::get<bool>(it->second);
}

std::vector<int> Puzzle::savedNumbers(const cpw::Problem &problem)
{
    cpw::Problem entries = problem;
    entries.params["numbers"] = problem.params.contains("position") ? problem.params.at("position") : cpw::ParamValue();
    return numbersOf(entries);
}

std::vector<int> Puzzle::numbersOf(const cpw::Problem &problem)
{
    const auto it = problem.params.find("numbers");
    if (it == problem.params.end() || !std::holds_alternative<std::string>(it->second))
        return {};
    const QString text = QString::fromStdString(std::get<std::string>(it->second));
    std::vector<int> numbers(std::size_t(problem.board.area()), 0);
    bool any = false;
    for (const QString &pair : text.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts)) {
        const QStringList parts = pair.split(QLatin1Char('='));
        bool ok = false;
        const int n = parts.size() == 2 ? parts[1].toInt(&ok) : 0;
        if (!ok || n <= 0)
            return {};
        const cpw::Result<std::int64_t> cell = problem.board.parseCell(parts[0].toStdString());
        if (!cell.ok())
            return {};
        numbers[std::size_t(cell.value())] = n;
        any = true;
    }
    return any ? numbers : std::vector<int>{};
}

std::string Puzzle::numbersText(const cpw::Board &board, const std::vector<int> &numbers)
{
    // In move order, so that the text reads as the tour does.
    std::vector<std::pair<int, int>> byMove;
    for (int i = 0; i < int(numbers.size()) && i < board.area(); ++i)
        if (numbers[i] > 0)
            byMove.emplace_back(numbers[i], i);
    std::sort(byMove.begin(), byMove.end());
    std::string text;
    for (const auto &[n, cell] : byMove) {
        if (!text.empty())
            text += ' ';
        text += board.cellName(cell) + '=' + std::to_string(n);
    }
    return text;
}

Puzzle Puzzle::make(const cpw::Problem &problem, const cpw::Solution &solution, int difficulty)
{
    Puzzle z;
    z.problem = problem;
    z.solution = solution.placement;
    z.difficulty = difficulty;
    const int area = problem.board.area();
    z.given.assign(std::size_t(area), 0);
    if (!solution.order.empty()) {
        z.order = solution.order;
        z.givenNumbers = numbersOf(problem);
        z.givenNumbers.resize(std::size_t(area), 0);
        for (int i = 0; i < area; ++i)
            z.given[i] = z.givenNumbers[i] > 0;
    } else if (problem.preplaced.board().area() == area) {
        for (int i = 0; i < area; ++i)
            z.given[i] = problem.preplaced.at(i) != cpw::kEmpty;
    }
    return z;
}
