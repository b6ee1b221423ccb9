// Fuzz target: placement notation (cpw::parsePlacement), as typed for --preplaced, pasted in the
// GUI or read from a problem file. The text is parsed with the size inferred, and against a
// plain 8x8 board and a 5x5 board with its corners cut out. Properties of a successful parse:
// toNotation() reads back to the same placement (with and without the board given), every
// symmetry image of the board prints and reads back, and attack counts can be computed.
#include "fuzz.h"

#include "cpw/attacks.h"
#include "cpw/placement.h"

using namespace cpw;

namespace {

void checkParsed(const Placement &p, const Catalogue &cat)
{
    const std::string printed = toNotation(p, cat);
    auto again = parsePlacement(printed, cat);
    FUZZ_CHECK(again.ok() && again.value() == p);
    auto onBoard = parsePlacement(printed, cat, &p.board());
    FUZZ_CHECK(onBoard.ok() && onBoard.value() == p);
    for (Symmetry s : kAllSymmetries) {
        if (symmetrySwapsAxes(s) && p.board().width() != p.board().height())
            continue;
        const Placement t = p.transformed(s);
        auto back = parsePlacement(toNotation(t, cat), cat);
        FUZZ_CHECK(back.ok() && back.value() == t);
    }
    const std::vector<int> counts = attackCounts(p, cat);
    FUZZ_CHECK(counts.size() == static_cast<std::size_t>(p.board().area()));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text = cpwfuzz::text(data, size);
    const Catalogue &cat = Catalogue::standard();

    static const Board plain(8, 8);
    static const Board cut = [] {
        Board b(5, 5);
        for (int i : {0, 4, 20, 24})
            b.setHole(i);
        return b;
    }();
    for (const Board *board : {static_cast<const Board *>(nullptr), &plain, &cut}) {
        auto p = parsePlacement(text, cat, board);
        if (!p.ok()) {
            FUZZ_CHECK(cpwfuzz::errorSane(p.error(), size));
            continue;
        }
        if (board) {
            FUZZ_CHECK(p->board().width() == board->width() && p->board().height() == board->height());
            if (board->hasHoles())
                FUZZ_CHECK(p->board().holes() == board->holes());
        }
        checkParsed(p.value(), cat);
    }
    return 0;
}
