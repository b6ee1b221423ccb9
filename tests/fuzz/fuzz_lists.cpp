// Fuzz target: the short list texts of the commands and problem params: piece letters
// (parsePieceList, --pieces / "pieces"), an army such as "K2Q2B2N1" (parseArmy, `cpw
// independent --army`), piece values such as "Q=9,R=5" (parseArmyValues, `cpw army --values`),
// and a problem kind name. Properties: a parsed army / value list prints (armyText,
// armyValuesText) to a text that parses to the same list.
#include "fuzz.h"

#include "cpw/army.h"
#include "cpw/family.h"
#include "cpw/independent.h"
#include "cpw/piece.h"
#include "cpw/problem.h"

using namespace cpw;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text = cpwfuzz::text(data, size);
    const Catalogue &cat = Catalogue::standard();

    auto ids = parsePieceList(text, cat);
    if (ids.ok()) {
        for (int id : ids.value())
            FUZZ_CHECK(id >= 0 && id < cat.size());
    } else {
        FUZZ_CHECK(cpwfuzz::errorSane(ids.error(), size));
    }

    auto army = parseArmy(text, cat);
    if (army.ok()) {
        auto again = parseArmy(armyText(army.value(), cat), cat);
        FUZZ_CHECK(again.ok() && again.value() == army.value());
    } else {
        FUZZ_CHECK(cpwfuzz::errorSane(army.error(), size));
    }

    auto values = parseArmyValues(text, cat);
    if (values.ok()) {
        auto again = parseArmyValues(armyValuesText(values.value(), cat), cat);
        FUZZ_CHECK(again.ok() && again.value() == values.value());
    } else {
        FUZZ_CHECK(cpwfuzz::errorSane(values.error(), size));
    }

    if (const FamilyDescriptor *family = findFamily(text))
        FUZZ_CHECK(family->name == text);
    return 0;
}
