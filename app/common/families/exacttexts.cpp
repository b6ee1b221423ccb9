// The exact-attack family's texts (familytexts.h): the messages of its own errors
// (cpw::ExactError) in English, German and Hungarian.
#include "cpw/exact.h"
#include "errortext.h"
#include "familytexts.h"

namespace {

using cpw::Words;

constexpr Words kTooManyCells = {
    "the exact-attack solver handles boards of at most 64 cells; this board has %L1",
    "der Löser für exakte Angriffe verarbeitet Bretter mit höchstens 64 Feldern; dieses Brett hat %L1",
    "a pontos támadás megoldója legfeljebb 64 mezős táblákat kezel; ennek a táblának %L1 mezője van"};
constexpr Words kTooManyPatterns = {
    "the allowed pieces have more than %L1 attack patterns on this board, too many for the exact-attack solver: use a smaller board or fewer kinds of pieces",
    "die erlaubten Figuren haben auf diesem Brett mehr als %L1 Angriffsmuster, zu viele für den Löser für exakte Angriffe: verwenden Sie ein kleineres Brett oder weniger Figurenarten",
    "az engedélyezett bábuknak több mint %L1 támadási mintájuk van ezen a táblán, ez túl sok a pontos támadás megoldójának: használjon kisebb táblát vagy kevesebb bábufajtát"};
constexpr Words kOccupancyRefused = {
    "the occupancy engine needs every cell to count, a board of at most 64 squares and pieces that only leap or ride without a limit: use the automatic engine choice",
    "die Belegungs-Suche braucht: jedes Feld zählt, ein Brett mit höchstens 64 Feldern und Figuren, die nur springen oder unbegrenzt ziehen: nutzen Sie die automatische Wahl der Suche",
    "a foglaltsági keresőhöz minden mezőnek számítania kell, legfeljebb 64 mezős tábla és csak ugró vagy korlát nélkül csúszó bábuk: használja a keresés automatikus választását"};
constexpr Words kSatMode = {
    "the SAT engine finds the fewest or the most pieces only: ask for one of them, or use another engine to list all solutions",
    "die SAT-Suche findet nur die wenigsten oder die meisten Figuren: fragen Sie nach einem davon oder nehmen Sie eine andere Suche, um alle Lösungen aufzulisten",
    "a SAT-kereső csak a legkevesebb vagy a legtöbb bábut keresi meg: ezek egyikét kérje, vagy az összes megoldás felsorolásához válasszon másik keresőt"};
constexpr Words kSatTasks = {
    "the SAT engine runs as one piece: it cannot save checkpoints, resume, sample or run on several processes; use another engine for those",
    "die SAT-Suche läuft in einem Stück: sie kann keine Zwischenstände speichern, nicht fortsetzen, keine Stichproben nehmen und nicht auf mehreren Prozessen laufen; nehmen Sie dafür eine andere Suche",
    "a SAT-kereső egy darabban fut: nem tud állapotot menteni, folytatni, mintát venni és több folyamaton futni; ezekhez válasszon másik keresőt"};
constexpr Words kSatAutoTasks = {
    "the fewest or the most pieces of this problem are proven by the SAT engine, the faster choice here, which runs as one piece: to save checkpoints, resume, sample or run on several processes, choose the search engine",
    "die wenigsten oder die meisten Figuren dieses Problems beweist die SAT-Suche, hier die schnellere Wahl, und sie läuft in einem Stück: um Zwischenstände zu speichern, fortzusetzen, Stichproben zu nehmen oder auf mehreren Prozessen zu laufen, wählen Sie die Suche",
    "ennek a feladatnak a legkevesebb vagy legtöbb bábuját a SAT-kereső bizonyítja, itt ez a gyorsabb választás, és egy darabban fut: állapot mentéséhez, folytatáshoz, mintavételhez vagy több folyamaton való futáshoz válassza a keresést"};

QString message(const cpw::Error &e)
{
    using cpw::ExactError;
    using cpw::say;
    switch (cpw::familyCode<ExactError>(e)) {
    case ExactError::TooManyCells:
        return say(kTooManyCells).arg(e.value);
    case ExactError::TooManyPatterns:
        return say(kTooManyPatterns).arg(e.value);
    case ExactError::OccupancyRefused:
        return say(kOccupancyRefused);
    case ExactError::SatMode:
        return say(kSatMode);
    case ExactError::SatTasks:
        return say(kSatTasks);
    case ExactError::SatAutoTasks:
        return say(kSatAutoTasks);
    }
    return {};
}

} // namespace

FAMILY_TEXTS(exact, .codes = 6, .message = message)
