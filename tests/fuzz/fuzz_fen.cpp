// Fuzz target: FEN import. The GUI's Import FEN / Paste (MainWindow::readPlacementText) reads
// the first blank-separated field, upper-cases it (black pieces taken as white) and parses it
// against an 8x8 board (Import FEN) or with the size inferred (Paste); `cpw attacks --fen`
// takes the text up to the first space; the Chess960 editor and `cpw chess960 --start` read a
// back rank or a FEN's rank 1 (cpw::chess960Number). Properties: Import FEN gives an 8x8 board
// (with holes only where the text has '-'); a Chess960 number read from a text gives back a
// position whose number is the same.
#include "fuzz.h"

#include <cctype>
#include <string>

#include "cpw/chess960.h"
#include "cpw/placement.h"

using namespace cpw;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text = cpwfuzz::text(data, size);
    const Catalogue &cat = Catalogue::standard();

    // GUI: trimmed, first field, upper case.
    std::size_t a = 0;
    while (a < text.size() && std::isspace(static_cast<unsigned char>(text[a])))
        ++a;
    std::size_t b = a;
    while (b < text.size() && !std::isspace(static_cast<unsigned char>(text[b])))
        ++b;
    std::string field(text.substr(a, b - a));
    for (char &c : field)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    static const Board board8(8, 8);
    for (const Board *board : {&board8, static_cast<const Board *>(nullptr)}) {
        auto p = parsePlacement(field, cat, board);
        if (!p.ok())
            FUZZ_CHECK(cpwfuzz::errorSane(p.error(), field.size()));
        else if (board) // the size of the given board; '-' cuts holes (parsePlacement's contract)
            FUZZ_CHECK(p->board().width() == 8 && p->board().height() == 8 &&
                       (p->board().hasHoles() == (field.find('-') != std::string::npos)));
    }
    // cpw attacks --fen
    auto q = parsePlacement(text.substr(0, text.find(' ')), cat);
    if (!q.ok())
        FUZZ_CHECK(cpwfuzz::errorSane(q.error(), size));

    auto n = chess960Number(text);
    if (n.ok()) {
        FUZZ_CHECK(n.value() >= 0 && n.value() < 960);
        auto pos = chess960Position(n.value());
        FUZZ_CHECK(pos.ok());
        auto back = chess960Number(pos.value());
        FUZZ_CHECK(back.ok() && back.value() == n.value());
    } else {
        FUZZ_CHECK(cpwfuzz::errorSane(n.error(), size));
    }
    return 0;
}
