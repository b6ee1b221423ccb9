// The peaceable family's texts (familytexts.h): the words of its objective (m white and m black
// pieces: the number of each colour), in English, German and Hungarian. Its errors are shared ones.
#include "cpw/peaceable.h"
#include "familytexts.h"

namespace {

const cpw::ObjectiveWords kObjective = {
    .unit = "pieces_each_colour",
    .optimum = {
    "Optimum: %1 white and %1 black pieces (proven)",
    "Optimum: %1 weiße und %1 schwarze Figuren (bewiesen)",
    "Optimum: %1 világos és %1 sötét bábu (bizonyítva)"},
    .best = {
    "Best found: %1 white and %1 black pieces",
    "Bestes Ergebnis: %1 weiße und %1 schwarze Figuren",
    "Legjobb talált: %1 világos és %1 sötét bábu"},
    .reachable = {
    "Most pieces of each colour reachable: %1 (proven)",
    "Meiste erreichbare Figuren je Farbe: %1 (bewiesen)",
    "Színenként a legtöbb elérhető bábu: %1 (bizonyítottan)"},
    .soFar = {
    "Most pieces of each colour found so far: %1",
    "Meiste Figuren je Farbe bisher: %1",
    "Eddig színenként a legtöbb bábu: %1"},
};

} // namespace

FAMILY_TEXTS(peaceable, .objective = &kObjective)
