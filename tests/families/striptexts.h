#pragma once
// The strip family's texts (familytexts.h), in the test's own files: the messages of its own
// errors and the words of its objective (cells of the strip) in English, German and Hungarian.
#include "errortext.h"
#include "familytexts.h"
#include "stripfamily.h"

namespace {

using cpw::Words;

constexpr Words kStripTooLong = {
    "a square strip of length %1 is too long: a square strip takes lengths 1 to %2",
    "ein quadratischer Streifen der Länge %1 ist zu lang: ein quadratischer Streifen hat die Länge 1 bis %2",
    "a(z) %1 hosszú négyzetes sáv túl hosszú: a négyzetes sáv hossza 1 és %2 közötti"};
constexpr Words kStripNoRoom = {
    "a strip of length %1 does not fit on this board",
    "ein Streifen der Länge %1 passt nicht auf dieses Brett",
    "a(z) %1 hosszú sáv nem fér el ezen a táblán"};

const cpw::ObjectiveWords kStripObjective = {
    .unit = "strip_cells",
    .optimum = {"Optimum: %1 cells in a strip (proven optimal)",
                "Optimum: %1 Felder in einem Streifen (bewiesen optimal)",
                "Optimum: %1 mező egy sávban (bizonyítottan optimális)"},
    .best = {"Best found: %1 cells in a strip",
             "Bestes gefunden: %1 Felder in einem Streifen",
             "Legjobb talált: %1 mező egy sávban"},
    .reachable = {"Most cells in a strip still reachable: %1 (proven)",
                  "Meiste noch erreichbare Felder in einem Streifen: %1 (bewiesen)",
                  "Egy sávban még elérhető legtöbb mező: %1 (bizonyítottan)"},
    .soFar = {"Most cells in a strip reachable so far: %1",
              "Bisher meiste erreichbare Felder in einem Streifen: %1",
              "Egy sávban eddig elérhető legtöbb mező: %1"},
};

QString stripMessage(const cpw::Error &e)
{
    switch (cpw::familyCode<cpw::StripError>(e)) {
    case cpw::StripError::TooLong:
        return cpw::say(kStripTooLong).arg(e.value).arg(cpw::kMaxSquareStrip);
    case cpw::StripError::NoRoom:
        return cpw::say(kStripNoRoom).arg(e.value);
    }
    return {};
}

} // namespace

FAMILY_TEXTS(strip, .codes = 2, .message = stripMessage, .objective = &kStripObjective)
