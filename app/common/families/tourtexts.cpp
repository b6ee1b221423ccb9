// The tour family's texts (familytexts.h): the messages of its own errors (cpw::TourError) in
// English, German and Hungarian.
#include "cpw/tour.h"
#include "errortext.h"
#include "familytexts.h"

namespace {

using cpw::Words;

constexpr Words kBoardTooLarge = {
    "board side %1 is too large for a tour: width and height must be 1 to 1000",
    "Brettseite %1 ist zu groß für eine Tour: Breite und Höhe müssen 1 bis 1000 sein",
    "a(z) %1 táblaoldal túl nagy egy bejáráshoz: a szélesség és a magasság 1 és 1000 között lehet"};
constexpr Words kNeedsLeaper = {
    "piece%1 rides; a tour needs a leaper (a piece whose every move is one jump, such as the knight)",
    "Figur%1 zieht linienweise; eine Tour braucht eine Sprungfigur (eine Figur, deren jeder Zug ein Sprung ist, wie der Springer)",
    "a(z)%1 bábu vonalban lép; a bejáráshoz ugró bábu kell (amelynek minden lépése egy ugrás, mint a huszáré)"};
constexpr Words kAsymmetric = {
    "piece%1 cannot leap back the way it came; a tour needs a leaper whose every leap can be reversed",
    "Figur%1 kann nicht auf demselben Weg zurückspringen; eine Tour braucht eine Sprungfigur, deren Sprünge alle umkehrbar sind",
    "a(z)%1 bábu nem tud ugyanúgy visszaugrani; a bejáráshoz olyan ugró bábu kell, amelynek minden ugrása megfordítható"};
// The counting engines' refusals, by Error::token.
constexpr Words kSplit = {
    "the split engine counts the tours of full rectangles only (no holes, no given opening, open tours from every start, not from one), cut between two rows inside the board, and continues only its own checkpoints; use dp or search",
    "das Teilungsverfahren (split) zählt nur Touren auf vollen Rechtecken (ohne Löcher, ohne vorgegebenen Anfang, offene Touren von jedem Startfeld aus, nicht von einem), zwischen zwei Reihen im Brett geteilt, und setzt nur eigene Zwischenstände fort; dp oder search verwenden",
    "a felező motor (split) csak teljes téglalapok bejárásait számolja (lyukak és megadott kezdet nélkül, a nyílt bejárásokat minden kezdőmezőből, nem egyből), a táblán belül két sor között vágva, és csak a saját mentési pontjait folytatja; használja a dp vagy a search motort"};
constexpr Words kFind = {
    "the counting engine (dp) only counts tours; to find one tour, leave the engine to auto or search",
    "das Zählverfahren (dp) zählt nur Touren; um eine Tour zu finden, das Verfahren auf auto oder search lassen",
    "a számláló motor (dp) csak megszámolja a bejárásokat; egy bejárás kereséséhez hagyja a motort auto vagy search értéken"};
constexpr Words kWindow = {
    "the counting engine (dp) holds a frontier of at most 27 cells, but this board and leaper need %1 (the knight: the shorter side at most 13); use the search engine",
    "das Zählverfahren (dp) fasst eine Front von höchstens 27 Feldern, dieses Brett und dieser Springer brauchen aber %1 (der Springer: die kürzere Seite höchstens 13); bitte das Suchverfahren (search) verwenden",
    "a számláló motor (dp) legfeljebb 27 mezős frontot tud tárolni, de ehhez a táblához és ugróhoz %1 kell (huszár: a rövidebb oldal legfeljebb 13); használja a keresőmotort (search)"};
constexpr Words kPath = {
    "the counting engine (dp) cannot start from a given opening; use the search engine",
    "das Zählverfahren (dp) kann nicht von einem vorgegebenen Anfang ausgehen; bitte die Suche verwenden",
    "a számláló eljárás (dp) nem indulhat megadott kezdetből; használd a keresést"};
constexpr Words kMemory = {
    "the counting engine (dp) stopped: its configurations need more than %1 MiB of memory (the limit: three quarters of this machine's); the board is too large for it",
    "das Zählverfahren (dp) wurde angehalten: seine Konfigurationen brauchen mehr als %1 MiB Speicher (die Grenze: drei Viertel des Speichers dieses Rechners); das Brett ist zu groß dafür",
    "a számláló eljárás (dp) leállt: a konfigurációi több mint %1 MiB memóriát igényelnek (a korlát: a gép memóriájának háromnegyede); a tábla túl nagy hozzá"};
constexpr Words kMemoryGiven = {
    "the counting engine (dp) stopped: its configurations need more than the %1 MiB its memory limit allows (memory_limit, --memory-limit); raise the limit if the machine has the memory",
    "das Zählverfahren (dp) wurde angehalten: seine Konfigurationen brauchen mehr als die %1 MiB, die seine Speichergrenze erlaubt (memory_limit, --memory-limit); die Grenze erhöhen, wenn der Rechner den Speicher hat",
    "a számláló eljárás (dp) leállt: a konfigurációi több memóriát igényelnek, mint a memóriakorlátja által engedett %1 MiB (memory_limit, --memory-limit); emelje a korlátot, ha a gépnek van elég memóriája"};
constexpr Words kSplitMemory = {
    "the split engine stopped: its tables and configurations need more than %1 MiB of memory (the limit: three quarters of this machine's); with a checkpoint, the parts it finished are kept",
    "das Teilungsverfahren (split) wurde angehalten: seine Tabellen und Konfigurationen brauchen mehr als %1 MiB Speicher (die Grenze: drei Viertel des Speichers dieses Rechners); mit einem Sicherungspunkt bleiben die fertigen Teile erhalten",
    "a felező motor (split) leállt: a táblái és konfigurációi több mint %1 MiB memóriát igényelnek (a korlát: a gép memóriájának háromnegyede); mentési ponttal a kész részek megmaradnak"};
constexpr Words kSplitMemoryGiven = {
    "the split engine stopped: its tables and configurations need more than the %1 MiB its memory limit allows (memory_limit, --memory-limit); with a checkpoint, the parts it finished are kept",
    "das Teilungsverfahren (split) wurde angehalten: seine Tabellen und Konfigurationen brauchen mehr als die %1 MiB, die seine Speichergrenze erlaubt (memory_limit, --memory-limit); mit einem Sicherungspunkt bleiben die fertigen Teile erhalten",
    "a felező motor (split) leállt: a táblái és konfigurációi több memóriát igényelnek, mint a memóriakorlátja által engedett %1 MiB (memory_limit, --memory-limit); mentési ponttal a kész részek megmaradnak"};
constexpr Words kMemoryRefused = {
    "the counting engine (dp) stopped: the system refused it more memory at %1 MiB in use, below its limit (a limit on the process, such as ulimit -v, or memory other programs hold); set a lower --memory-limit to stop before that",
    "das Zählverfahren (dp) wurde angehalten: das System verweigerte ihm bei %1 MiB belegtem Speicher weiteren Speicher, unterhalb seiner Grenze (eine Grenze für den Prozess wie ulimit -v, oder Speicher, den andere Programme belegen); mit einer kleineren --memory-limit hält es vorher an",
    "a számláló eljárás (dp) leállt: a rendszer %1 MiB használt memóriánál megtagadta a további memóriát, a korlátja alatt (a folyamat korlátja, például ulimit -v, vagy más programok által foglalt memória); kisebb --memory-limit értékkel előbb megáll"};
constexpr Words kSplitMemoryRefused = {
    "the split engine stopped: the system refused it more memory at %1 MiB in use, below its limit (a limit on the process, such as ulimit -v, or memory other programs hold); with a checkpoint, the parts it finished are kept",
    "das Teilungsverfahren (split) wurde angehalten: das System verweigerte ihm bei %1 MiB belegtem Speicher weiteren Speicher, unterhalb seiner Grenze (eine Grenze für den Prozess wie ulimit -v, oder Speicher, den andere Programme belegen); mit einem Sicherungspunkt bleiben die fertigen Teile erhalten",
    "a felező motor (split) leállt: a rendszer %1 MiB használt memóriánál megtagadta a további memóriát, a korlátja alatt (a folyamat korlátja, például ulimit -v, vagy más programok által foglalt memória); mentési ponttal a kész részek megmaradnak"};
constexpr Words kSample = {
    "the counting engine (dp) sweeps the whole board: samples of tasks need the search engine",
    "das Zählverfahren (dp) überstreicht das ganze Brett: Stichproben von Teilaufgaben brauchen das Suchverfahren (search)",
    "a számláló motor (dp) az egész táblát végigpásztázza: a részfeladatok mintavételéhez a keresőmotor (search) kell"};
constexpr Words kLimit = {
    "the counting engine (dp) counts without listing tours: a limit on the number of tours needs the search engine",
    "das Zählverfahren (dp) zählt, ohne Touren aufzulisten: eine Grenze für die Zahl der Touren braucht das Suchverfahren (search)",
    "a számláló motor (dp) a bejárások felsorolása nélkül számol: a bejárások számának korlátjához a keresőmotor (search) kell"};
constexpr Words kMpi = {
    "the counting engine (dp) runs over several processes only when the caller shares its configurations (cpw tour --mpi does); use the search engine",
    "das Zählverfahren (dp) läuft nur dann auf mehreren Prozessen, wenn der Aufrufer seine Konfigurationen austauscht (cpw tour --mpi tut das); bitte das Suchverfahren (search) verwenden",
    "a számláló motor (dp) csak akkor fut több folyamaton, ha a hívó megosztja a konfigurációit (a cpw tour --mpi ezt teszi); használja a keresőmotort (search)"};
constexpr Words kCheckpoint = {
    "the counting engine (dp) cannot continue a checkpoint of the search engine; resume it with the search engine",
    "das Zählverfahren (dp) kann keinen Sicherungspunkt des Suchverfahrens fortsetzen; bitte mit dem Suchverfahren (search) fortsetzen",
    "a számláló motor (dp) nem tudja folytatni a keresőmotor mentési pontját; a keresőmotorral (search) folytassa"};
constexpr Words kNumbersEngine = {
    "only the search engine honours given move numbers; leave the engine to auto or search",
    "nur das Suchverfahren (search) beachtet vorgegebene Zugnummern; das Verfahren auf auto oder search lassen",
    "csak a keresőmotor (search) veszi figyelembe a megadott lépésszámokat; hagyja a motort auto vagy search értéken"};
// Given move numbers (params.numbers), by Error::value.
constexpr Words kNumberSyntax = {
    "the move number %1 is no cell=number pair (e.g. \"a1=1 c2=3\")",
    "die Zugnummer %1 ist kein Paar Feld=Nummer (z. B. \"a1=1 c2=3\")",
    "a(z) %1 lépésszám nem mező=szám pár (pl. \"a1=1 c2=3\")"};
constexpr Words kNumberNoCell = {
    "the move number %1 names no cell of the board",
    "die Zugnummer %1 nennt kein Feld des Bretts",
    "a(z) %1 lépésszám nem a tábla egy mezőjét nevezi meg"};
constexpr Words kNumberHole = {
    "the move number %1 is on a hole",
    "die Zugnummer %1 steht auf einem Loch",
    "a(z) %1 lépésszám egy lyukon van"};
constexpr Words kNumberCellTwice = {
    "the move number %1 numbers a cell that already has a number",
    "die Zugnummer %1 nummeriert ein Feld, das schon eine Nummer hat",
    "a(z) %1 lépésszám olyan mezőt számoz, amelynek már van száma"};
constexpr Words kNumberTwice = {
    "the move number %1 gives a number that another cell already has",
    "die Zugnummer %1 vergibt eine Nummer, die schon ein anderes Feld hat",
    "a(z) %1 lépésszám olyan számot ad, amely már egy másik mezőé"};
constexpr Words kNumberStart = {
    "the move number %1 contradicts the start cell (the start is move 1)",
    "die Zugnummer %1 widerspricht dem Startfeld (der Start ist Zug 1)",
    "a(z) %1 lépésszám ellentmond a kezdőmezőnek (a kezdés az 1. lépés)"};
constexpr Words kNumberPath = {
    "the move number %1 contradicts the given path (its cells are moves 1, 2, 3, ...)",
    "die Zugnummer %1 widerspricht dem vorgegebenen Weg (seine Felder sind die Züge 1, 2, 3, ...)",
    "a(z) %1 lépésszám ellentmond a megadott útnak (annak mezői az 1., 2., 3., ... lépések)"};
constexpr Words kNumberRange = {
    "the move number %1 is out of range: the moves of this board are numbered 1 to %2",
    "die Zugnummer %1 liegt außerhalb: die Züge dieses Bretts sind von 1 bis %2 nummeriert",
    "a(z) %1 lépésszám kívül esik: ennek a táblának a lépései 1-től %2-ig számozottak"};
constexpr Words kNumbersFar = {
    "the move numbers %1 cannot both hold: the leaper needs at least %2 leaps between these cells",
    "die Zugnummern %1 können nicht beide gelten: die Sprungfigur braucht mindestens %2 Sprünge zwischen diesen Feldern",
    "a(z) %1 lépésszámok nem teljesülhetnek együtt: az ugrónak legalább %2 ugrás kell e mezők között"};
constexpr Words kNumbersUnreachable = {
    "the move numbers %1 cannot both hold: no path of the leaper joins these cells",
    "die Zugnummern %1 können nicht beide gelten: kein Weg der Sprungfigur verbindet diese Felder",
    "a(z) %1 lépésszámok nem teljesülhetnek együtt: az ugró egyetlen útja sem köti össze e mezőket"};
constexpr Words kNumbersParity = {
    "the move numbers %1 cannot both hold: the leaper changes colour with every leap, so the moves between these cells must be odd where they are even, or even where they are odd",
    "die Zugnummern %1 können nicht beide gelten: die Sprungfigur wechselt mit jedem Sprung die Farbe, daher müsste die Zahl der Züge zwischen diesen Feldern ungerade sein, wo sie gerade ist, oder umgekehrt",
    "a(z) %1 lépésszámok nem teljesülhetnek együtt: az ugró minden ugrással színt vált, ezért a mezők közötti lépések száma páratlan kellene legyen, ahol páros, vagy fordítva"};
// A given opening (params.path), by Error::value.
constexpr Words kPathBroken = {
    "the given path is broken at %1: it is not one leap from the cell before it",
    "der vorgegebene Weg bricht bei %1 ab: das Feld ist keinen Sprung vom vorigen entfernt",
    "a megadott út megszakad itt: %1 nem egy ugrásnyira van az előző mezőtől"};
constexpr Words kPathTwice = {
    "the given path visits %1 twice",
    "der vorgegebene Weg besucht %1 zweimal",
    "a megadott út kétszer érinti ezt: %1"};
constexpr Words kPathStart = {
    "the given path begins on %1, not on the start cell",
    "der vorgegebene Weg beginnt auf %1, nicht auf dem Startfeld",
    "a megadott út itt kezdődik: %1, nem a kezdőmezőn"};
constexpr Words kPathNoCell = {
    "the given path names %1, which is no cell of the board",
    "der vorgegebene Weg nennt %1, das kein Feld des Bretts ist",
    "a megadott út ezt nevezi meg: %1, de ez nem mezője a táblának"};
// The frontier's side file of a checkpoint, by Error::value (SideFileProblem).
constexpr Words kSideUnreadable = {
    "the checkpoint's map of configurations %1 is missing or cannot be read; keep it beside the checkpoint",
    "die Konfigurationstabelle %1 des Sicherungspunkts fehlt oder ist nicht lesbar; sie muss neben dem Sicherungspunkt liegen",
    "a mentési pont konfigurációs táblája (%1) hiányzik vagy nem olvasható; a mentési pont mellett kell lennie"};
constexpr Words kSideTruncated = {
    "the checkpoint's map of configurations %1 is truncated (shorter or longer than its header says); it was not used",
    "die Konfigurationstabelle %1 des Sicherungspunkts ist abgeschnitten (kürzer oder länger, als ihr Kopf angibt); sie wurde nicht verwendet",
    "a mentési pont konfigurációs táblája (%1) csonka (rövidebb vagy hosszabb, mint a fejléce mondja); nem lett felhasználva"};
constexpr Words kSideDamaged = {
    "the checkpoint's map of configurations %1 is damaged (its checksum does not match its contents); it was not used",
    "die Konfigurationstabelle %1 des Sicherungspunkts ist beschädigt (ihre Prüfsumme passt nicht zum Inhalt); sie wurde nicht verwendet",
    "a mentési pont konfigurációs táblája (%1) sérült (az ellenőrzőösszege nem egyezik a tartalmával); nem lett felhasználva"};
constexpr Words kSideBoard = {
    "the checkpoint's map of configurations %1 belongs to another board; it was not used",
    "die Konfigurationstabelle %1 des Sicherungspunkts gehört zu einem anderen Brett; sie wurde nicht verwendet",
    "a mentési pont konfigurációs táblája (%1) egy másik táblához tartozik; nem lett felhasználva"};
constexpr Words kSidePiece = {
    "the checkpoint's map of configurations %1 belongs to another piece; it was not used",
    "die Konfigurationstabelle %1 des Sicherungspunkts gehört zu einer anderen Figur; sie wurde nicht verwendet",
    "a mentési pont konfigurációs táblája (%1) egy másik bábuhoz tartozik; nem lett felhasználva"};
constexpr Words kSideClosed = {
    "the checkpoint's map of configurations %1 counts closed tours where this search counts open ones, or the reverse; it was not used",
    "die Konfigurationstabelle %1 des Sicherungspunkts zählt geschlossene Touren, wo diese Suche offene zählt, oder umgekehrt; sie wurde nicht verwendet",
    "a mentési pont konfigurációs táblája (%1) zárt utakat számol, ahol ez a keresés nyitottakat, vagy fordítva; nem lett felhasználva"};
constexpr Words kSideStart = {
    "the checkpoint's map of configurations %1 belongs to another start cell; it was not used",
    "die Konfigurationstabelle %1 des Sicherungspunkts gehört zu einem anderen Startfeld; sie wurde nicht verwendet",
    "a mentési pont konfigurációs táblája (%1) egy másik kezdőmezőhöz tartozik; nem lett felhasználva"};
constexpr Words kSideCheckpoint = {
    "the checkpoint's map of configurations %1 is not the one the checkpoint names (another sweep step or checksum); it was not used",
    "die Konfigurationstabelle %1 ist nicht die, die der Sicherungspunkt nennt (anderer Schritt oder andere Prüfsumme); sie wurde nicht verwendet",
    "a konfigurációs tábla (%1) nem az, amelyet a mentési pont megnevez (más lépés vagy ellenőrzőösszeg); nem lett felhasználva"};
constexpr Words kSideOther = {
    "%1 is no map of configurations of this program's tour counting; it was not used",
    "%1 ist keine Konfigurationstabelle der Tourenzählung dieses Programms; sie wurde nicht verwendet",
    "%1 nem ennek a programnak az útszámlálásához tartozó konfigurációs tábla; nem lett felhasználva"};

QString engineRefused(const cpw::Error &e)
{
    using cpw::say;
    const std::string &why = e.token;
    if (why == "split")
        return say(kSplit);
    if (why == "find")
        return say(kFind);
    if (why == "window")
        return say(kWindow).arg(e.value);
    if (why == "path")
        return say(kPath);
    if (why == "memory")
        return say(kMemory).arg(e.value);
    if (why == "memory_limit")
        return say(kMemoryGiven).arg(e.value);
    if (why == "split.memory")
        return say(kSplitMemory).arg(e.value);
    if (why == "split.memory_limit")
        return say(kSplitMemoryGiven).arg(e.value);
    if (why == "memory.refused")
        return say(kMemoryRefused).arg(e.value);
    if (why == "split.memory.refused")
        return say(kSplitMemoryRefused).arg(e.value);
    if (why == "sample")
        return say(kSample);
    if (why == "params.limit")
        return say(kLimit);
    if (why == "mpi")
        return say(kMpi);
    if (why == "numbers")
        return say(kNumbersEngine);
    return say(kCheckpoint);
}

QString message(const cpw::Error &e)
{
    using cpw::say;
    using cpw::TourError;
    const QString tok = cpw::tokenPart(e);
    switch (cpw::familyCode<TourError>(e)) {
    case TourError::BoardTooLarge:
        return say(kBoardTooLarge).arg(e.value);
    case TourError::NeedsLeaper:
        return say(kNeedsLeaper).arg(tok);
    case TourError::AsymmetricLeaper:
        return say(kAsymmetric).arg(tok);
    case TourError::EngineRefused:
        return engineRefused(e);
    case TourError::BadPath: {
        const QString cell = QString::fromStdString(e.token);
        switch (e.value) {
        case 1:
            return say(kPathBroken).arg(cell);
        case 2:
            return say(kPathTwice).arg(cell);
        case 3:
            return say(kPathStart).arg(cell);
        default:
            return say(kPathNoCell).arg(cpw::quoted(e.token));
        }
    }
    case TourError::BadNumber: {
        const Words *const byWhy[] = {&kNumberSyntax, &kNumberSyntax,    &kNumberNoCell, &kNumberHole,
                                      &kNumberCellTwice, &kNumberTwice, &kNumberStart,  &kNumberPath};
        const bool known = e.value >= 1 && e.value <= 7;
        return say(known ? *byWhy[e.value] : kNumberSyntax).arg(cpw::quoted(e.token));
    }
    case TourError::NumberRange:
        return say(kNumberRange).arg(cpw::quoted(e.token)).arg(e.value);
    case TourError::NumbersApart:
        if (e.value == -1)
            return say(kNumbersUnreachable).arg(cpw::quoted(e.token));
        if (e.value == -2)
            return say(kNumbersParity).arg(cpw::quoted(e.token));
        return say(kNumbersFar).arg(cpw::quoted(e.token)).arg(e.value);
    case TourError::SideFile: {
        const Words *const byProblem[] = {nullptr,       &kSideUnreadable, &kSideOther, &kSideTruncated,
                                          &kSideDamaged, &kSideBoard,      &kSidePiece, &kSideClosed,
                                          &kSideStart,   &kSideCheckpoint};
        const bool known = e.value >= 1 && e.value <= 9;
        return say(known ? *byProblem[e.value] : kSideOther).arg(cpw::quoted(e.token));
    }
    }
    return {};
}

bool tokenIsText(const cpw::Error &e)
{
    const cpw::TourError code = cpw::familyCode<cpw::TourError>(e);
    // BoardTooLarge: the token is the key, "board" (named as a field).
    return code == cpw::TourError::NeedsLeaper || code == cpw::TourError::AsymmetricLeaper ||
           code == cpw::TourError::BoardTooLarge;
}

} // namespace

FAMILY_TEXTS(tour, .codes = 9, .message = message, .tokenIsText = tokenIsText)
