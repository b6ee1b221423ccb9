// The army family's texts (familytexts.h): the messages of its own errors (cpw::ArmyError) and
// the words of its objective (a total value), in English, German and Hungarian.
#include "cpw/army.h"
#include "errortext.h"
#include "familytexts.h"

namespace {

using cpw::Words;

constexpr Words kBadValue = {
    "piece value%1 is not understood: expected LETTER=VALUE with a whole number from 0 to 1000000, such as Q=28,R=28,B=16,N=7,K=14",
    "Figurenwert%1 ist nicht verständlich: erwartet wird BUCHSTABE=WERT mit einer ganzen Zahl von 0 bis 1000000, etwa Q=28,R=28,B=16,N=7,K=14",
    "a(z)%1 bábuérték nem értelmezhető: BETŰ=ÉRTÉK alakot várunk, 0 és 1000000 közötti egész számmal, például Q=28,R=28,B=16,N=7,K=14"};
constexpr Words kDuplicateValue = {
    "piece%1 is given two values",
    "Figur%1 hat zwei Werte",
    "a(z)%1 bábu két értéket kapott"};
constexpr Words kMissingValue = {
    "piece%1 is allowed but has no value: give it one in the values",
    "Figur%1 ist erlaubt, hat aber keinen Wert: geben Sie ihr einen bei den Werten",
    "a(z)%1 bábu engedélyezett, de nincs értéke: adjon meg neki egyet az értékeknél"};
constexpr Words kCheckFailed = {
    "internal error: the army%1 found by the solver failed the attack check",
    "interner Fehler: die vom Löser gefundene Armee%1 besteht die Angriffsprüfung nicht",
    "belső hiba: a megoldó által talált%1 sereg nem felelt meg a támadásellenőrzésnek"};

constexpr Words kCliquesTooLarge = {
    "the clique engine takes at most %L2 pairs of kind and cell; this problem has %L1: choose the engine mip (CBC's 0-1 program) or the automatic choice",
    "die Cliquen-Suche nimmt höchstens %L2 Paare aus Figurenart und Feld; dieses Problem hat %L1: wählen Sie die Suche mip (das 0-1-Programm von CBC) oder die automatische Wahl",
    "a klikk-kereső legfeljebb %L2 bábufajta–mező párt kezel; ennek a feladatnak %L1 van: válassza a mip keresőt (a CBC 0-1 programját) vagy az automatikus választást"};
constexpr Words kDpRefused = {
    "the rank-by-rank programme (engine dp) takes only rectangles without holes or fixed pieces, with kinds among the standard Q, R, B, N, K and the shorter side at most 12: choose the engine cliques or the automatic choice",
    "das Programm Reihe für Reihe (Suche dp) nimmt nur Rechtecke ohne Löcher und ohne feste Figuren, mit Figurenarten unter den üblichen Q, R, B, N, K und einer kürzeren Seite von höchstens 12: wählen Sie die Suche cliques oder die automatische Wahl",
    "a soronkénti program (dp kereső) csak lyuk és rögzített bábu nélküli téglalapot kezel, a szokásos Q, R, B, N, K bábufajtákkal és legfeljebb 12 hosszú rövidebb oldallal: válassza a cliques keresőt vagy az automatikus választást"};
constexpr Words kNoCheckpoints = {
    "only the clique engine can pause, resume or spread over processes; the rank-by-rank programme (engine dp) and CBC's 0-1 program (engine mip, or the automatic choice for more than %L1 kind-and-cell pairs) cannot: choose the engine cliques",
    "nur die Cliquen-Suche kann pausieren, fortsetzen und sich auf Prozesse verteilen; das Programm Reihe für Reihe (Suche dp) und das 0-1-Programm von CBC (Suche mip, oder die automatische Wahl bei mehr als %L1 Paaren aus Figurenart und Feld) können es nicht: wählen Sie die Suche cliques",
    "csak a klikk-kereső tud szünetelni, folytatódni és folyamatokra szétosztódni; a soronkénti program (dp kereső) és a CBC 0-1 programja (mip kereső, vagy az automatikus választás %L1 bábufajta–mező párnál többnél) nem: válassza a cliques keresőt"};

const cpw::ObjectiveWords kObjective = {
    .unit = "value",
    .optimum = {
    "Optimum: value %1 (proven optimal)",
    "Optimum: Wert %1 (bewiesen optimal)",
    "Optimum: %1 érték (bizonyítottan optimális)"},
    .best = {
    "Best found: value %1",
    "Bestes gefunden: Wert %1",
    "Legjobb talált: %1 érték"},
    .reachable = {
    "Best value still reachable: %1 (proven)",
    "Bester noch erreichbarer Wert: %1 (bewiesen)",
    "Legjobb még elérhető érték: %1 (bizonyítottan)"},
    .soFar = {
    "Best value reachable so far: %1",
    "Bester bisher erreichbarer Wert: %1",
    "Eddig elérhető legjobb érték: %1"},
};

QString message(const cpw::Error &e)
{
    using cpw::ArmyError;
    using cpw::say;
    const QString tok = cpw::tokenPart(e);
    switch (cpw::familyCode<ArmyError>(e)) {
    case ArmyError::BadValue:
        return cpw::withWhere(say(kBadValue).arg(tok), e);
    case ArmyError::DuplicateValue:
        return cpw::withWhere(say(kDuplicateValue).arg(tok), e);
    case ArmyError::MissingValue:
        return say(kMissingValue).arg(tok);
    case ArmyError::CheckFailed:
        return say(kCheckFailed).arg(tok);
    case ArmyError::CliquesTooLarge:
        return say(kCliquesTooLarge).arg(e.value).arg(cpw::kMaxArmyCliquePairs);
    case ArmyError::DpRefused:
        return say(kDpRefused);
    case ArmyError::NoCheckpoints:
        return say(kNoCheckpoints).arg(cpw::kMaxArmyCliquePairs);
    }
    return {};
}

} // namespace

FAMILY_TEXTS(army, .codes = 7, .message = message, .objective = &kObjective)
