#include "puzzlesheet.h"

#include <QCoreApplication>

#include "families/familyeditor.h"
#include "kindtitle.h"
#include "puzzle.h"

namespace PuzzleSheet {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("PuzzleSheet", text);
}
} // namespace

SheetPrinter::Content content(const std::vector<cpw::Puzzle> &puzzles)
{
    SheetPrinter::Content c;
    if (puzzles.empty())
        return c;
    const cpw::Problem &first = puzzles.front().problem;
    c.catalogue = &first.catalogue;
    c.title = tr("Puzzles: %1").arg(kindTitle(first.kind));
    c.parameters = tr("%1x%2 · each has exactly one solution · seeds %3 to %4")
                       .arg(first.board.width())
                       .arg(first.board.height())
                       .arg(puzzles.front().seed)
                       .arg(puzzles.back().seed);
    c.newPageTitle = tr("Solutions: %1").arg(kindTitle(first.kind));
    // The puzzles, then the solutions: the same boards, the same numbering.
    for (int pass = 0; pass < 2; ++pass) {
        if (pass == 1)
            c.newPageAt = int(c.placements.size());
        int number = 0;
        for (const cpw::Puzzle &p : puzzles) {
            ++number;
            const Puzzle z = Puzzle::make(p.problem, p.solution, p.difficulty.level);
            if (z.isTour()) {
                c.placements.push_back(cpw::Placement(p.problem.board));
                c.numbers.push_back(pass == 0 ? z.givenNumbers : z.order);
            } else {
                c.placements.push_back(pass == 0 ? z.startState(BoardDocument::State{}).placement : z.solution);
                c.numbers.emplace_back();
            }
            c.givens.push_back(z.given);
            c.orders.emplace_back();
            c.captions << (pass == 0 ? tr("%1 · %2 given · %3")
                                           .arg(number)
                                           .arg(p.givens)
                                           .arg(Puzzle::levelName(p.difficulty.level))
                                     : QString::number(number));
        }
    }
    return c;
}

QByteArray pdf(const std::vector<cpw::Puzzle> &puzzles, const QPageSize &size)
{
    return SheetPrinter::pdf(content(puzzles), size.isValid() ? size : SheetPrinter::defaultPageSize());
}

int paint(QPagedPaintDevice *device, const std::vector<cpw::Puzzle> &puzzles)
{
    return SheetPrinter::paint(device, content(puzzles));
}

} // namespace PuzzleSheet
