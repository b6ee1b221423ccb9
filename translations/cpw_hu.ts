<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>AnalysisController</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Elemzés</translation>
    </message>
    <message>
        <source>Analyse the position while you edit it: can it be completed, in how many ways, and where can the next piece go (F6)</source>
        <translation>Az állás elemzése szerkesztés közben: kiegészíthető-e, hányféleképpen, és hová kerülhet a következő bábu (F6)</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Elemzés</translation>
    </message>
    <message>
        <source>Analysis on: it follows every change of the position.</source>
        <translation>Elemzés bekapcsolva: követi az állás minden változását.</translation>
    </message>
    <message>
        <source>Analysis: this position cannot be analysed: %1</source>
        <translation>Elemzés: ez az állás nem elemezhető: %1</translation>
    </message>
    <message>
        <source>Analysis: searching whether this position can be completed…</source>
        <translation>Elemzés: keresés, kiegészíthető-e ez az állás…</translation>
    </message>
    <message>
        <source>Analysis: this position can be completed.</source>
        <translation>Elemzés: ez az állás kiegészíthető.</translation>
    </message>
    <message>
        <source>Analysis: no completion exists (proven).</source>
        <translation>Elemzés: nincs kiegészítés (bizonyítottan).</translation>
    </message>
    <message>
        <source>Completions: %1 (exact, the search has ended)</source>
        <translation>Kiegészítések: %1 (pontos, a keresés véget ért)</translation>
    </message>
    <message>
        <source>Completions found so far: %1</source>
        <translation>Eddig talált kiegészítések: %1</translation>
    </message>
    <message>
        <source>Fewest pieces to finish: %1 more (%2 in all, proven)</source>
        <translation>Legkevesebb bábu a befejezéshez: még %1 (összesen %2, bizonyítottan)</translation>
    </message>
    <message>
        <source>Fewest pieces to finish so far: %1 more (%2 in all)</source>
        <translation>Legkevesebb bábu a befejezéshez eddig: még %1 (összesen %2)</translation>
    </message>
    <message>
        <source>Most pieces reachable: %1 (proven)</source>
        <translation>Legtöbb elérhető bábu: %1 (bizonyítottan)</translation>
    </message>
    <message>
        <source>Most pieces found so far: %1</source>
        <translation>Eddig a legtöbb bábu: %1</translation>
    </message>
    <message>
        <source>The problem asks for one solution, so the analysis stops at the first completion (switch the problem's counting on to count them all).</source>
        <translation>A feladat egy megoldást kér, ezért az elemzés az első kiegészítésnél megáll (a feladat számlálását bekapcsolva mindet megszámolja).</translation>
    </message>
    <message>
        <source>The analysis stopped before the search ended.</source>
        <translation>Az elemzés a keresés vége előtt leállt.</translation>
    </message>
    <message>
        <source>%1 and %2 attack each other</source>
        <translation>%1 és %2 támadja egymást</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 támadja ezt: %2</translation>
    </message>
    <message>
        <source>no piece attacks one of the other colour</source>
        <translation>egyik bábu sem támad a másik színből</translation>
    </message>
    <message>
        <source>every cell is covered</source>
        <translation>minden mező le van fedve</translation>
    </message>
    <message>
        <source>no two pieces attack each other</source>
        <translation>semelyik két bábu nem támadja egymást</translation>
    </message>
    <message>
        <source>every cell is attacked as often as its target says</source>
        <translation>minden mezőt annyiszor támadnak, amennyi a célja</translation>
    </message>
    <message>
        <source>the problem's conditions hold</source>
        <translation>a feladat feltételei teljesülnek</translation>
    </message>
    <message>
        <source>Analysis: no solution can contain this position: %1.</source>
        <translation>Elemzés: egyetlen megoldás sem tartalmazhatja ezt az állást: %1.</translation>
    </message>
    <message>
        <source>Solved: %1; %2.</source>
        <translation>Megoldva: %1; %2.</translation>
    </message>
    <message>
        <source>No solution does better (proven).</source>
        <translation>Nincs jobb megoldás (bizonyítva).</translation>
    </message>
    <message>
        <source>The position is a solution, but not the best one.</source>
        <translation>Az állás megoldás, de nem a legjobb.</translation>
    </message>
    <message>
        <source>Hints for %1: %2 of %3 empty cells answered; on %4 of them a piece still allows a solution (green).</source>
        <translation>Tippek ehhez: %1: %3 üres mezőből %2 megválaszolva; ebből %4 mezőn egy bábu még megengedi a megoldást (zöld).</translation>
    </message>
</context>
<context>
    <name>ArmyEditor</name>
    <message>
        <source>Branch on rooks and queens first</source>
        <translation>Először a bástyák és vezérek szerint ágazzon el</translation>
    </message>
    <message>
        <source>Tuning: the search places the pieces that move along ranks and files first, bounded by the ranks and files left; the optimum is the same either way</source>
        <translation>Finomhangolás: a keresés először a sorok és oszlopok mentén lépő bábukat helyezi el, a maradék sorok és oszlopok korlátjával; az optimum mindkét esetben ugyanaz</translation>
    </message>
    <message>
        <source>Tick the kinds the army may use and give each a value (whole numbers in your own units)</source>
        <translation>Jelölje be, milyen fajta bábukat használhat a sereg, és adjon mindegyiknek értéket (egész számok, saját egységben)</translation>
    </message>
    <message>
        <source>Pieces and values:</source>
        <translation>Bábuk és értékek:</translation>
    </message>
    <message>
        <source>At least one piece of every ticked kind</source>
        <translation>Minden bejelölt fajtából legalább egy bábu</translation>
    </message>
    <message>
        <source>Most valuable army (no piece attacked)</source>
        <translation>Legértékesebb sereg (egyik bábut sem támadják)</translation>
    </message>
    <message>
        <source>White pieces of the ticked kinds, none attacked by another, with the largest total value ("The Most Expensive Peace Army"); the optimum is proven by a branch and bound on the conflicts (on large boards by the COIN-OR CBC solver)</source>
        <translation>A bejelölt fajtájú fehér bábuk, egyiket sem támadja másik, a lehető legnagyobb összértékkel („The Most Expensive Peace Army”); az optimumot egy korlátozás és szétválasztás bizonyítja az ütközések gráfján (nagy táblákon a COIN-OR CBC megoldó)</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Bábu</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Érték</translation>
    </message>
    <message>
        <source>The board is empty: its army is worth 0.</source>
        <translation>A tábla üres: a serege 0 értékű.</translation>
    </message>
    <message>
        <source>The army on the board is worth %1.</source>
        <translation>A táblán álló sereg értéke %1.</translation>
    </message>
    <message>
        <source>The army on the board is worth %1, but some of its pieces attack each other.</source>
        <translation>A táblán álló sereg értéke %1, de néhány bábuja támadja egymást.</translation>
    </message>
    <message>
        <source>Tick at least one kind of piece.</source>
        <translation>Jelöljön be legalább egy bábufajtát.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatikus</translation>
    </message>
    <message>
        <source>Branch and bound on the conflicts</source>
        <translation>Szétválasztás és korlátozás az ütközéseken</translation>
    </message>
    <message>
        <source>0-1 program (COIN-OR CBC)</source>
        <translation>0-1 egészértékű program (COIN-OR CBC)</translation>
    </message>
    <message>
        <source>Rank by rank (rectangles, Q R B N K)</source>
        <translation>Soronként (téglalapok, V B F H K)</translation>
    </message>
    <message>
        <source>Break the board's symmetries</source>
        <translation>A tábla szimmetriáinak kiszűrése</translation>
    </message>
    <message>
        <source>Tuning: the optimum is the same either way</source>
        <translation>Finomhangolás: az optimum mindkét esetben ugyanaz</translation>
    </message>
    <message>
        <source>Start from a local search's army</source>
        <translation>Indulás egy helyi keresés seregéből</translation>
    </message>
    <message>
        <source>How the optimum is proven (it is the same with either). The branch and bound on the conflicts handles up to 1,024 pairs of kind and cell</source>
        <translation>Hogyan bizonyítja az optimumot (mindkettővel ugyanaz). Az ütközéseken futó szétválasztás és korlátozás legfeljebb 1024 fajta–mező párt kezel</translation>
    </message>
    <message>
        <source>Off: the most valuable army may leave some of the ticked kinds out</source>
        <translation>Kikapcsolva: a legértékesebb sereg kihagyhat néhányat a bejelölt fajták közül</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Módszer:</translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Place %1 on %2</source>
        <translation>%1 elhelyezése: %2</translation>
    </message>
    <message>
        <source>Remove the piece on %1</source>
        <translation>Bábu eltávolítása: %1</translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation>%1 áthelyezése: %2 → %3</translation>
    </message>
    <message>
        <source>Remove cell %1 from the board</source>
        <translation>%1 mező eltávolítása a tábláról</translation>
    </message>
    <message>
        <source>Add cell %1 to the board</source>
        <translation>%1 mező visszaadása a táblához</translation>
    </message>
    <message>
        <source>Set the target of %1</source>
        <translation>%1 célértékének beállítása</translation>
    </message>
    <message>
        <source>Set every target to %1</source>
        <translation>Minden célérték legyen %1</translation>
    </message>
    <message>
        <source>Resize the board to %1x%2</source>
        <translation>Táblaméret: %1x%2</translation>
    </message>
    <message>
        <source>Clear the pieces</source>
        <translation>Minden bábu eltávolítása</translation>
    </message>
    <message>
        <source>Add the piece %1 (%2)</source>
        <translation>A(z) %1 (%2) bábu hozzáadása</translation>
    </message>
    <message>
        <source>Write %1 on %2</source>
        <translation>%1 beírása ide: %2</translation>
    </message>
    <message>
        <source>Clear the number on %1</source>
        <translation>A(z) %1 mező számának törlése</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>live search</source>
        <translation>élő keresés</translation>
    </message>
</context>
<context>
    <name>Chess960Editor</name>
    <message>
        <source>Only the position numbered</source>
        <translation>Csak ez a sorszámú állás:</translation>
    </message>
    <message>
        <source>Chess960 start positions</source>
        <translation>Chess960 kezdőállások</translation>
    </message>
    <message>
        <source>Fischer Random chess: the back rank shuffled with the bishops on opposite colours and the king between the rooks; 960 positions, numbered by Reinhard Scharnagl's scheme</source>
        <translation>Fischer-féle véletlen sakk: az alapsor összekeverve, a futók különböző színű mezőkön, a király a bástyák között; 960 állás, Reinhard Scharnagl számozása szerint</translation>
    </message>
    <message>
        <source>All 960 back ranks, on an 8x1 board (518 is the standard RNBQKBNR).</source>
        <translation>Mind a 960 alapsor egy 8x1-es táblán (az 518-as a szokásos RNBQKBNR).</translation>
    </message>
    <message>
        <source>Chess960 positions are back ranks: make the board 8x1.</source>
        <translation>A Chess960 állások alapsorok: a tábla legyen 8x1-es.</translation>
    </message>
    <message>
        <source>Off: all 960 start positions. On: the one with this number (0 to 959; the standard position is No. 518)</source>
        <translation>Kikapcsolva: mind a 960 kezdőállás. Bekapcsolva: az ilyen sorszámú (0-tól 959-ig; az alapállás a 518.)</translation>
    </message>
    <message>
        <source>No. %1 · %2</source>
        <translation>%1. sz. · %2</translation>
    </message>
</context>
<context>
    <name>CoverEditor</name>
    <message>
        <source>The one kind of piece the cover uses</source>
        <translation>A lefedéshez használt egyetlen bábufajta</translation>
    </message>
    <message>
        <source>Piece:</source>
        <translation>Bábu:</translation>
    </message>
    <message>
        <source>Every cell occupied or attacked</source>
        <translation>Minden mező foglalt vagy támadott</translation>
    </message>
    <message>
        <source>Every cell attacked, occupied ones too</source>
        <translation>Minden mező támadott, a foglaltak is</translation>
    </message>
    <message>
        <source>Occupied or attacked, no piece attacks another</source>
        <translation>Foglalt vagy támadott, egyik bábu sem támad másikat</translation>
    </message>
    <message>
        <source>Cover:</source>
        <translation>Lefedés:</translation>
    </message>
    <message>
        <source>One minimum cover (proven)</source>
        <translation>Egy minimális lefedés (bizonyítva)</translation>
    </message>
    <message>
        <source>Every minimum cover</source>
        <translation>Minden minimális lefedés</translation>
    </message>
    <message>
        <source>Every cover with exactly G pieces</source>
        <translation>Minden lefedés pontosan G bábuval</translation>
    </message>
    <message>
        <source>A small cover of a large board (no proof)</source>
        <translation>Egy kis lefedés nagy táblán (bizonyítás nélkül)</translation>
    </message>
    <message>
        <source>Search for:</source>
        <translation>Keresés:</translation>
    </message>
    <message>
        <source>The number of pieces of every cover listed (fixed pieces included)</source>
        <translation>A listázott lefedések bábuszáma (a rögzített bábukkal együtt)</translation>
    </message>
    <message>
        <source>How long to look for smaller covers; every improvement is shown at once</source>
        <translation>Meddig keressen kisebb lefedést; minden javulás azonnal megjelenik</translation>
    </message>
    <message>
        <source> s</source>
        <translation> mp</translation>
    </message>
    <message>
        <source>Cover (fewest pieces attacking every cell)</source>
        <translation>Lefedés (minden mező támadva, legkevesebb bábu)</translation>
    </message>
    <message>
        <source>The fewest pieces of one kind such that every cell is occupied or attacked: David C. Fisher's knight cover problem, for any piece</source>
        <translation>A legkevesebb egyfajta bábu, amellyel minden mező foglalt vagy támadott: David C. Fisher huszárlefedési feladata, bármely bábura</translation>
    </message>
    <message>
        <source>Choose a piece.</source>
        <translation>Válasszon bábut.</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Módszer:</translation>
    </message>
    <message>
        <source>How small covers are looked for: a local search beside the SAT solver, or one of them alone</source>
        <translation>Hogyan keresi a kis lefedéseket: helyi keresés a SAT-megoldó mellett, vagy csak az egyikük</translation>
    </message>
    <message>
        <source>Local search and SAT solver</source>
        <translation>Helyi keresés és SAT-megoldó</translation>
    </message>
    <message>
        <source>Local search</source>
        <translation>Helyi keresés</translation>
    </message>
    <message>
        <source>SAT solver</source>
        <translation>SAT-megoldó</translation>
    </message>
    <message>
        <source>With the SAT solver: only covers that look the same after a half turn (2) or a quarter turn (4) of the board; 1 = every cover</source>
        <translation>A SAT-megoldóval: csak olyan lefedések, amelyek a tábla fél (2) vagy negyed (4) fordulata után ugyanúgy néznek ki; 1 = minden lefedés</translation>
    </message>
    <message>
        <source>Off: only greedy packing bounds (the covers found are the same; the search may take longer)</source>
        <translation>Ki: csak mohó pakolási korlátok (a talált lefedések ugyanazok; a keresés tovább tarthat)</translation>
    </message>
    <message>
        <source>Search time:</source>
        <translation>Keresési idő:</translation>
    </message>
    <message>
        <source>Symmetry:</source>
        <translation>Szimmetria:</translation>
    </message>
    <message>
        <source>What counts as covered: a cell occupied or attacked (domination); every cell attacked, occupied ones too (total domination); or no piece attacking another (independent domination)</source>
        <translation>Mi számít lefedettnek: a mező foglalt vagy támadott (uralás); minden mező támadott, a foglaltak is (teljes uralás); vagy egyik bábu sem támad másikat (független uralás)</translation>
    </message>
    <message>
        <source>Pieces in each cover:</source>
        <translation>Bábuk lefedésenként:</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatikus</translation>
    </message>
    <message>
        <source>Prove lower bounds with linear programming</source>
        <translation>Alsó korlátok bizonyítása lineáris programozással</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Change the kind of problem</source>
        <translation>A feladat fajtájának módosítása</translation>
    </message>
    <message>
        <source>Change the problem's settings</source>
        <translation>A feladat beállításainak módosítása</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>névtelen</translation>
    </message>
</context>
<context>
    <name>ExactEditor</name>
    <message>
        <source>The number of attacks every cell must receive (use the target tool for per-cell targets)</source>
        <translation>A támadások száma, amelyet minden mezőnek kapnia kell (mezőnkénti célértékhez használja a célérték-eszközt)</translation>
    </message>
    <message>
        <source>Attacks per cell (k):</source>
        <translation>Támadás mezőnként (k):</translation>
    </message>
    <message>
        <source>Pieces the search may use (tick to allow)</source>
        <translation>A keresés által használható bábuk (pipa = engedélyezve)</translation>
    </message>
    <message>
        <source>Allowed pieces:</source>
        <translation>Engedélyezett bábuk:</translation>
    </message>
    <message>
        <source>Every cell, occupied ones too</source>
        <translation>Minden mező, a foglaltak is</translation>
    </message>
    <message>
        <source>Empty cells only</source>
        <translation>Csak az üres mezők</translation>
    </message>
    <message>
        <source>Cells counted:</source>
        <translation>Számított mezők:</translation>
    </message>
    <message>
        <source>Count each attack pattern once</source>
        <translation>Minden támadási minta egyszer számít</translation>
    </message>
    <message>
        <source>On: placements that form the same attack patterns count once (a queen that attacks only its neighbours is a king, and so on). Off: every placement is its own solution</source>
        <translation>Be: az azonos támadási mintákat adó állások egyszer számítanak (a csak a szomszédait támadó vezér király, és így tovább). Ki: minden állás külön megoldás</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>Minden megoldás</translation>
    </message>
    <message>
        <source>Fewest pieces</source>
        <translation>Legkevesebb bábu</translation>
    </message>
    <message>
        <source>Most pieces</source>
        <translation>Legtöbb bábu</translation>
    </message>
    <message>
        <source>Search for:</source>
        <translation>Keresés célja:</translation>
    </message>
    <message>
        <source>No pawns</source>
        <translation>Gyalogok nélkül</translation>
    </message>
    <message>
        <source>Exact attack (every cell attacked k times)</source>
        <translation>Pontos támadás (minden mező k-szor támadva)</translation>
    </message>
    <message>
        <source>White pieces such that every cell, occupied or empty, is attacked exactly its target number of times</source>
        <translation>Világos bábuk úgy, hogy minden mezőt – foglaltat vagy üreset – pontosan a célértékének megfelelő számban támadjanak</translation>
    </message>
    <message>
        <source>Cells have their own targets (shown with the target tool); k sets them all again.</source>
        <translation>A mezőknek saját célértékük van (a célérték-eszközzel látható); a k ismét mindet beállítja.</translation>
    </message>
    <message>
        <source>Allow at least one piece.</source>
        <translation>Engedélyezzen legalább egy bábut.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatikus</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Keresés</translation>
    </message>
    <message>
        <source>SAT solver</source>
        <translation>SAT-megoldó</translation>
    </message>
    <message>
        <source>For the fewest or the most pieces. The SAT solver (CaDiCaL) proves the optimum, often much faster than the search on dense boards, then lists every solution that reaches it; it runs on one thread and cannot be paused. Automatic takes it where the targets add up to 90 or more or only empty cells count, and the search elsewhere</source>
        <translation>A legkevesebb vagy a legtöbb bábuhoz. A SAT-megoldó (CaDiCaL) bizonyítja az optimumot, sűrű táblákon gyakran sokkal gyorsabban, mint a keresés, majd felsorol minden megoldást, amely eléri; egy szálon fut, és nem szüneteltethető. Az „Automatikus” ott ezt választja, ahol a célértékek összege legalább 90, vagy csak az üres mezők számítanak, máshol a keresést</translation>
    </message>
    <message>
        <source>Search by attack patterns</source>
        <translation>Keresés támadási minták szerint</translation>
    </message>
    <message>
        <source>Search, cell by cell</source>
        <translation>Keresés mezőről mezőre</translation>
    </message>
    <message>
        <source>Every solution, or only those with the fewest or the most pieces</source>
        <translation>Minden megoldás, vagy csak a legkevesebb vagy a legtöbb bábut használók</translation>
    </message>
    <message>
        <source>Which cells must be attacked exactly their target number of times: every cell, or only the empty ones (a piece's own cell is then free)</source>
        <translation>Mely mezőket kell pontosan a célszámuknak megfelelően támadni: minden mezőt, vagy csak az üreseket (egy bábu saját mezője ekkor szabad)</translation>
    </message>
    <message>
        <source>Leave out the solutions that use a pawn</source>
        <translation>A gyalogot használó megoldások kihagyása</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Módszer:</translation>
    </message>
</context>
<context>
    <name>Example</name>
    <message>
        <source>en</source>
        <comment>the language code of this translation</comment>
        <translation>hu</translation>
    </message>
</context>
<context>
    <name>ExampleBrowser</name>
    <message>
        <source>Examples</source>
        <translation>Példák</translation>
    </message>
    <message>
        <source>Pick a puzzle to open it: its board, its settings and a paragraph on what it shows. Then press Run (F5) to solve it, or Search ▸ Analyse (F6) to explore it while you place pieces yourself.</source>
        <translation>Válassz egy feladványt a megnyitásához: a táblája, a beállításai és egy bekezdés arról, mit mutat. Utána az Indítás (F5) megoldja, a Keresés ▸ Elemzés (F6) pedig segít, miközben magad teszed fel a bábukat.</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>Include &amp;overlays in exports</source>
        <translation>&amp;Rétegek az exportban is</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>SVG exportálása</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-képek (*.svg)</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>PNG exportálása</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-képek (*.png)</translation>
    </message>
    <message>
        <source>There are no solutions to export yet.</source>
        <translation>Még nincs exportálható megoldás.</translation>
    </message>
    <message>
        <source>Export solutions sheet</source>
        <translation>Megoldáslap exportálása</translation>
    </message>
    <message>
        <source>Diagram copied.</source>
        <translation>Ábra másolva.</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>Másolva: %1</translation>
    </message>
    <message>
        <source>Import FEN</source>
        <translation>FEN importálása</translation>
    </message>
    <message>
        <source>FEN of an 8x8 position (black pieces are taken as white):</source>
        <translation>Egy 8x8-as állás FEN-je (a sötét bábukat világosként vesszük át):</translation>
    </message>
    <message>
        <source>%1: there is no text to read. Expected a placement such as %2.</source>
        <translation>%1: nincs beolvasható szöveg. Egy állást vártunk, például: %2.</translation>
    </message>
    <message>
        <source>%1: black pawns (on %2) attack towards rank 1, which no piece of the workbench does. Remove them or write them as white pawns (P); the board was not changed.</source>
        <translation>%1: a sötét gyalogok (itt: %2) az 1. sor felé támadnak, ezt a munkapad egyetlen bábuja sem teszi. Távolítsa el őket, vagy írja őket világos gyalogként (P); a tábla nem változott.</translation>
    </message>
    <message>
        <source>Paste placement</source>
        <translation>Állás beillesztése</translation>
    </message>
    <message>
        <source>pasted placement</source>
        <translation>beillesztett állás</translation>
    </message>
    <message>
        <source>Pasted; black pieces taken as white: %1.</source>
        <translation>Beillesztve; világosként átvett sötét bábuk: %1.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>FEN imported; black pieces taken as white: %1.</source>
        <translation>FEN importálva; világosként átvett sötét bábuk: %1.</translation>
    </message>
    <message>
        <source>%1, board %2 x %3</source>
        <translation>%1, tábla %2 x %3</translation>
    </message>
    <message>
        <source>distinct solutions only</source>
        <translation>csak különböző megoldások</translation>
    </message>
    <message>
        <source>A sheet of solutions can be written as .pdf or .svg, not as "%1".</source>
        <translation>Megoldáslap .pdf vagy .svg formátumban írható, „%1” formátumban nem.</translation>
    </message>
    <message>
        <source>Unknown export format "%1": use .svg, .png, .pdf or .tex.</source>
        <translation>Ismeretlen exportformátum: „%1”; használj .svg, .png, .pdf vagy .tex formátumot.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportálása</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-dokumentumok (*.pdf)</translation>
    </message>
    <message>
        <source>Export solutions as PDF</source>
        <translation>Megoldások exportálása PDF-ként</translation>
    </message>
    <message>
        <source>Export LaTeX</source>
        <translation>LaTeX exportálása</translation>
    </message>
    <message>
        <source>LaTeX files (*.tex)</source>
        <translation>LaTeX-fájlok (*.tex)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Nyomtatás</translation>
    </message>
    <message>
        <source>There are no solutions to print yet.</source>
        <translation>Még nincsenek nyomtatható megoldások.</translation>
    </message>
    <message>
        <source>Print solutions</source>
        <translation>Megoldások nyomtatása</translation>
    </message>
    <message>
        <source>Print diagram</source>
        <translation>Diagram nyomtatása</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>A nyomtatót nem sikerült elindítani.</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>Exportálva: %1.</translation>
    </message>
    <message>
        <source>, given: %1</source>
        <translation>, megadva: %1</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>%1: this workbench version has no solver for problems of the kind "%2".</source>
        <translation>%1: a munkapad ezen verziójában nincs megoldó a(z) „%2” típusú feladatokhoz.</translation>
    </message>
    <message>
        <source>Open saved search</source>
        <translation>Mentett keresés megnyitása</translation>
    </message>
    <message>
        <source>%1 holds a paused search (%2 of %3 parts done). Continue it now?</source>
        <translation>%1 egy szüneteltetett keresést tartalmaz (%3 részből %2 kész). Folytatja most?</translation>
    </message>
    <message>
        <source>%1 holds a saved search. Continue it now?</source>
        <translation>%1 egy mentett keresést tartalmaz. Folytatja most?</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 nem nyitható meg: %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 megnyitva.</translation>
    </message>
    <message>
        <source>Open problem</source>
        <translation>Feladat megnyitása</translation>
    </message>
    <message>
        <source>Cannot open %1.</source>
        <translation>%1 nem nyitható meg.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 nem menthető: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 elmentve.</translation>
    </message>
    <message>
        <source>Save problem</source>
        <translation>Feladat mentése</translation>
    </message>
    <message>
        <source>Problem files (*.json);;All files (*)</source>
        <translation>Feladatfájlok (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Problems and saved searches (*.json *.cpwsearch);;Problem files (*.json);;Saved searches (*.cpwsearch);;All files (*)</source>
        <translation>Feladatok és mentett keresések (*.json *.cpwsearch);;Feladatfájlok (*.json);;Mentett keresések (*.cpwsearch);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Mentetlen változások</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>Menti a(z) %1 módosításait?</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Legutóbbiak</translation>
    </message>
    <message>
        <source>The file %1 no longer exists (moved, renamed or deleted). It has been removed from the recent files.</source>
        <translation>A(z) %1 fájl már nem létezik (áthelyezték, átnevezték vagy törölték). Eltávolítottuk a legutóbbi fájlok közül.</translation>
    </message>
    <message>
        <source>the restored session</source>
        <translation>a visszaállított munkamenet</translation>
    </message>
    <message>
        <source>%1: the workbench edits boards of sides up to %2; solve this %3 x %4 board with cpw solve.</source>
        <translation>%1: a munkapad legfeljebb %2 oldalú táblákat szerkeszt; ezt a %3 x %4-es táblát a cpw solve oldja meg.</translation>
    </message>
</context>
<context>
    <name>GalleryView</name>
    <message>
        <source>Distinct only</source>
        <translation>Csak különbözők</translation>
    </message>
    <message>
        <source>Show one solution of each symmetry class</source>
        <translation>Szimmetriaosztályonként egy megoldás</translation>
    </message>
    <message>
        <source>Without pawns</source>
        <translation>Gyalogok nélkül</translation>
    </message>
    <message>
        <source>any</source>
        <translation>bármennyi</translation>
    </message>
    <message>
        <source>pieces: </source>
        <translation>bábuk: </translation>
    </message>
    <message>
        <source>In order found</source>
        <translation>Megtalálás sorrendjében</translation>
    </message>
    <message>
        <source>Fewest pieces first</source>
        <translation>Legkevesebb bábu elöl</translation>
    </message>
    <message>
        <source>Most pieces first</source>
        <translation>Legtöbb bábu elöl</translation>
    </message>
    <message>
        <source>Symmetric first</source>
        <translation>Szimmetrikusak elöl</translation>
    </message>
    <message>
        <source>No solutions yet.</source>
        <translation>Még nincs megoldás.</translation>
    </message>
    <message>
        <source>No solutions listed; %1 counted so far.</source>
        <translation>Nincs listázott megoldás; eddig %1 megszámolva.</translation>
    </message>
    <message>
        <source>%1 solutions</source>
        <translation>%1 megoldás</translation>
    </message>
    <message>
        <source> — the first %1 are kept in memory and browsable, the rest are counted only</source>
        <translation> — az első %1 a memóriában marad és böngészhető, a többit csak megszámoljuk</translation>
    </message>
    <message>
        <source>%1 pieces: %2</source>
        <translation>%1 bábu: %2</translation>
    </message>
    <message>
        <source>%1 solutions counted without listing them: this way of counting lists none.</source>
        <translation>%1 megoldás megszámolva, felsorolás nélkül: ez a számlálási mód nem sorol fel egyet sem.</translation>
    </message>
    <message>
        <source>1 solution</source>
        <translation>1 megoldás</translation>
    </message>
    <message>
        <source>1 piece: %1</source>
        <translation>1 bábu: %1</translation>
    </message>
    <message>
        <source>The search counted %1 in all: %2 of them were found before it was paused, and a saved search keeps only the solutions the gallery showed then.</source>
        <translation>A keresés összesen %1 megoldást számolt: ebből %2 a szüneteltetés előtt került elő, és a mentett keresés csak azokat a megoldásokat őrzi meg, amelyeket a galéria akkor mutatott.</translation>
    </message>
    <message>
        <source>The search counted %1 in all: %2 of them were counted without being listed.</source>
        <translation>A keresés összesen %1 megoldást számolt: ebből %2 megszámolva, de nem listázva.</translation>
    </message>
    <message>
        <source>Size of the pictures</source>
        <translation>A képek mérete</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Kicsi</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Nagy</translation>
    </message>
    <message>
        <source>%1 listed: one per symmetry class (rotations and reflections) of the %2 solutions.</source>
        <translation>%1 felsorolva: szimmetriaosztályonként (forgatások és tükrözések) egy a(z) %2 megoldásból.</translation>
    </message>
    <message>
        <source>%1 shown: one per symmetry class (rotations and reflections) of the %2 listed.</source>
        <translation>%1 látható: szimmetriaosztályonként (forgatások és tükrözések) egy a(z) %2 felsoroltból.</translation>
    </message>
    <message>
        <source>%1 shown: the filters above hide the other %2.</source>
        <translation>%1 látható: a fenti szűrők elrejtik a többi %2-t.</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>User guide</source>
        <translation>Felhasználói útmutató</translation>
    </message>
</context>
<context>
    <name>IndependentEditor</name>
    <message>
        <source>Count the placements</source>
        <translation>Elhelyezések megszámlálása</translation>
    </message>
    <message>
        <source>Find one placement</source>
        <translation>Egy elhelyezés keresése</translation>
    </message>
    <message>
        <source>Most pieces that fit</source>
        <translation>A legtöbb elférő bábu</translation>
    </message>
    <message>
        <source>Mixed army</source>
        <translation>Vegyes sereg</translation>
    </message>
    <message>
        <source>Search for:</source>
        <translation>Keresés célja:</translation>
    </message>
    <message>
        <source>The piece to place (any piece of the catalogue)</source>
        <translation>Az elhelyezendő bábu (a katalógus bármely bábuja)</translation>
    </message>
    <message>
        <source>Piece:</source>
        <translation>Bábu:</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Super (+ knight's leap)</source>
        <translation>Szuper (+ huszárugrás)</translation>
    </message>
    <message>
        <source>Awesome (+ knight's line)</source>
        <translation>Fantasztikus (+ huszárvonal)</translation>
    </message>
    <message>
        <source>For a queen, rook or bishop: super adds the knight's leap, awesome the knight's line to the edge of the board</source>
        <translation>Vezér, bástya vagy futó esetén: a szuper a huszárugrást adja hozzá, a fantasztikus a huszárvonalat a tábla széléig</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Fajta:</translation>
    </message>
    <message>
        <source>How many pieces, fixed ones included; n = as many as the board's shorter side</source>
        <translation>Hány bábu, a rögzítettekkel együtt; n = annyi, ahány mezős a tábla rövidebb oldala</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Bábuk:</translation>
    </message>
    <message>
        <source>Piece letters each followed by how many, fixed pieces included; pieces of one type are interchangeable</source>
        <translation>Bábubetűk, mindegyik után a darabszám, a rögzített bábukkal együtt; az egyforma bábuk felcserélhetők</translation>
    </message>
    <message>
        <source>Army:</source>
        <translation>Sereg:</translation>
    </message>
    <message>
        <source>Non-attacking pieces (n queens)</source>
        <translation>Egymást nem támadó bábuk (n vezér)</translation>
    </message>
    <message>
        <source>Pieces that do not attack each other: the n-queens problem of Max Bezzel (1848) for any piece, the most pieces that fit, and mixed armies</source>
        <translation>Egymást nem támadó bábuk: Max Bezzel n-vezér problémája (1848) bármely bábuval, a legtöbb elférő bábu és vegyes seregek</translation>
    </message>
    <message>
        <source>Give the army, for example K2Q2B2N1.</source>
        <translation>Adja meg a sereget, például K2Q2B2N1.</translation>
    </message>
    <message>
        <source>The army is not understood: piece letters each followed by a number, like K2Q2B2N1.</source>
        <translation>A sereg nem értelmezhető: bábubetűk, mindegyik után egy szám, például K2Q2B2N1.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>How placements are counted; the counts are the same with either</source>
        <translation>Hogyan számolja az elhelyezéseket; a számok mindkettővel ugyanazok</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatikus</translation>
    </message>
    <message>
        <source>General search</source>
        <translation>Általános keresés</translation>
    </message>
    <message>
        <source>Queen counter</source>
        <translation>Vezérszámláló</translation>
    </message>
    <message>
        <source>Count placements:</source>
        <translation>Elhelyezések számolása:</translation>
    </message>
    <message>
        <source>Once per set of cells (the usual count), or once per order in which the k pieces can be put down (k! times as many, as some puzzle books count)</source>
        <translation>Mezőhalmazonként egyszer (a szokásos számolás), vagy a k bábu letevésének minden sorrendjére egyszer (k!-szor annyi, ahogy néhány feladványkönyv számol)</translation>
    </message>
    <message>
        <source>Once per set of cells</source>
        <translation>Mezőhalmazonként egyszer</translation>
    </message>
    <message>
        <source>Once per order of placing (k! per set)</source>
        <translation>Letevési sorrendenként egyszer (halmazonként k!)</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Módszer:</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>hole: not part of the board</source>
        <translation>lyuk: nem része a táblának</translation>
    </message>
    <message>
        <source>attacked exactly as often as its target</source>
        <translation>pontosan annyiszor támadott, amennyi a célja</translation>
    </message>
    <message>
        <source>attacked fewer times than its target</source>
        <translation>kevesebbszer támadott, mint a célja</translation>
    </message>
    <message>
        <source>attacked more often than its target</source>
        <translation>többször támadott, mint a célja</translation>
    </message>
    <message>
        <source>how many pieces attack the cell</source>
        <translation>hány bábu támadja a mezőt</translation>
    </message>
    <message>
        <source>the cell's target: attacked exactly so often (=* any number)</source>
        <translation>a mező célja: pontosan ennyiszer támadott (=* akárhányszor)</translation>
    </message>
    <message>
        <source>two pieces that attack each other</source>
        <translation>két bábu, amelyek támadják egymást</translation>
    </message>
    <message>
        <source>attacked: no further piece may stand here</source>
        <translation>támadott: ide nem állhat több bábu</translation>
    </message>
    <message>
        <source>covered: attacked by a piece</source>
        <translation>lefedve: egy bábu támadja</translation>
    </message>
    <message>
        <source>covered: attacked or occupied</source>
        <translation>lefedve: támadott vagy foglalt</translation>
    </message>
    <message>
        <source>not covered yet</source>
        <translation>még nincs lefedve</translation>
    </message>
    <message>
        <source>the tour's path</source>
        <translation>a bejárás útja</translation>
    </message>
    <message>
        <source>move numbers</source>
        <translation>lépésszámok</translation>
    </message>
    <message>
        <source>the first move</source>
        <translation>az első lépés</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>az utolsó lépés</translation>
    </message>
    <message>
        <source>attacked by white: no black piece here</source>
        <translation>világos támadja: ide nem állhat sötét bábu</translation>
    </message>
    <message>
        <source>attacked by black: no white piece here</source>
        <translation>sötét támadja: ide nem állhat világos bábu</translation>
    </message>
    <message>
        <source>attacked by both: no piece here</source>
        <translation>mindkettő támadja: ide nem állhat bábu</translation>
    </message>
    <message>
        <source>a piece attacked by the other colour</source>
        <translation>a másik szín által támadott bábu</translation>
    </message>
    <message>
        <source>attacked by the selected piece</source>
        <translation>a kijelölt bábu támadja</translation>
    </message>
    <message>
        <source>must stay empty for this pattern</source>
        <translation>ehhez a mintához üresen kell maradnia</translation>
    </message>
    <message>
        <source>must be occupied for this pattern</source>
        <translation>ehhez a mintához foglaltnak kell lennie</translation>
    </message>
    <message>
        <source>a piece here still allows a solution</source>
        <translation>egy bábu itt még megengedi a megoldást</translation>
    </message>
    <message>
        <source>no solution with a piece here</source>
        <translation>nincs megoldás, ha itt bábu áll</translation>
    </message>
    <message>
        <source>no answer in the time allowed</source>
        <translation>nincs válasz a megengedett időn belül</translation>
    </message>
    <message>
        <source>solutions with a piece here</source>
        <translation>megoldások, ha itt bábu áll</translation>
    </message>
    <message>
        <source>given: part of the puzzle, fixed</source>
        <translation>adott: a rejtvény része, rögzített</translation>
    </message>
    <message>
        <source>a given move number</source>
        <translation>adott lépésszám</translation>
    </message>
    <message>
        <source>a move number you wrote</source>
        <translation>általad beírt lépésszám</translation>
    </message>
    <message>
        <source>consecutive moves joined</source>
        <translation>egymást követő lépések összekötve</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The workbench did not close properly last time: your session was restored.</source>
        <translation>A munkapad legutóbb nem záródott be rendesen: a munkamenetét visszaállítottuk.</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Paletta</translation>
    </message>
    <message>
        <source>Attack patterns</source>
        <translation>Támadási minták</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Leállítás</translation>
    </message>
    <message>
        <source>Problem and search</source>
        <translation>Feladat és keresés</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Megoldások</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;New problem</source>
        <translation>Ú&amp;j feladat</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Legutóbbiak</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>M&amp;entés</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Mentés má&amp;sként…</translation>
    </message>
    <message>
        <source>Export diagram as S&amp;VG…</source>
        <translation>Ábra exportálása S&amp;VG-ként…</translation>
    </message>
    <message>
        <source>Export diagram as &amp;PNG…</source>
        <translation>Ábra exportálása &amp;PNG-ként…</translation>
    </message>
    <message>
        <source>Export solutions as an SVG &amp;sheet…</source>
        <translation>Megoldások exportálása SVG-&amp;lapként…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <source>&amp;Copy placement</source>
        <translation>Állás más&amp;olása</translation>
    </message>
    <message>
        <source>&amp;Paste placement</source>
        <translation>Állás &amp;beillesztése</translation>
    </message>
    <message>
        <source>Copy &amp;image</source>
        <translation>&amp;Kép másolása</translation>
    </message>
    <message>
        <source>Import &amp;FEN…</source>
        <translation>&amp;FEN importálása…</translation>
    </message>
    <message>
        <source>C&amp;lear pieces</source>
        <translation>Bábuk &amp;törlése</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>Attack &amp;lines on hover</source>
        <translation>Támadási &amp;vonalak rámutatáskor</translation>
    </message>
    <message>
        <source>&amp;Pattern markers</source>
        <translation>&amp;Mintajelölések</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Célértékek</translation>
    </message>
    <message>
        <source>&amp;Rank and file labels</source>
        <translation>&amp;Sor- és oszlopfeliratok</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Keresés</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Beállítások</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Rendszer nyelve</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Névjegy</translation>
    </message>
    <message>
        <source>About Chess Puzzle Workbench</source>
        <translation>A Chess Puzzle Workbench névjegye</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Chess Puzzle Workbench&lt;/h3&gt;&lt;p&gt;Build chess placement puzzles, see what attacks what, and watch the search solve them.&lt;/p&gt;&lt;p&gt;Click a palette piece, then the board. Drag pieces to move them; right-click removes. F5 runs the search, Esc stops it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Chess Puzzle Workbench&lt;/h3&gt;&lt;p&gt;Sakkbábu-elhelyezési feladványok építése, annak megmutatása, mi mit támad, és a keresés megfigyelése megoldás közben.&lt;/p&gt;&lt;p&gt;Kattintson egy bábura a palettán, majd a táblára. A bábukat húzással mozgathatja; a jobb kattintás eltávolít. Az F5 elindítja, az Esc leállítja a keresést.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tábla</translation>
    </message>
    <message>
        <source> Board: </source>
        <translation> Tábla: </translation>
    </message>
    <message>
        <source>Board width (files)</source>
        <translation>Táblaszélesség (oszlopok)</translation>
    </message>
    <message>
        <source>Board height (ranks)</source>
        <translation>Táblamagasság (sorok)</translation>
    </message>
    <message>
        <source>%1[*] — Chess Puzzle Workbench</source>
        <translation>%1[*] — Chess Puzzle Workbench</translation>
    </message>
    <message>
        <source>%1: not part of the board</source>
        <translation>%1: nem része a táblának</translation>
    </message>
    <message>
        <source>%1: %2 attacks, any number allowed</source>
        <translation>%1: %2 támadás, bármennyi megengedett</translation>
    </message>
    <message>
        <source>%1: %2 attacks, target %3</source>
        <translation>%1: %2 támadás, cél: %3</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>&amp;Példák</translation>
    </message>
    <message>
        <source>Export diagram as P&amp;DF…</source>
        <translation>Diagram exportálása P&amp;DF-ként…</translation>
    </message>
    <message>
        <source>Export solutions as a PDF s&amp;heet…</source>
        <translation>Megoldások exportálása PDF-&amp;lapként…</translation>
    </message>
    <message>
        <source>Export diagram as &amp;LaTeX…</source>
        <translation>Diagram exportálása &amp;LaTeX-ként…</translation>
    </message>
    <message>
        <source>&amp;Print diagram…</source>
        <translation>Diagram &amp;nyomtatása…</translation>
    </message>
    <message>
        <source>Print s&amp;olutions…</source>
        <translation>Megoldások ny&amp;omtatása…</translation>
    </message>
    <message>
        <source>&lt;p&gt;Version %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verzió: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <source>Example &amp;browser…</source>
        <translation>&amp;Példatár…</translation>
    </message>
    <message>
        <source>&amp;Overlays (attack counts, conflicts, cover, path)</source>
        <translation>&amp;Rétegek (támadásszámok, ütközések, lefedés, út)</translation>
    </message>
    <message>
        <source>&amp;Key to the overlays</source>
        <translation>&amp;Jelmagyarázat a rétegekhez</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Felhasználói útmutató</translation>
    </message>
    <message>
        <source>%1: not attacked</source>
        <translation>%1: nem támadott</translation>
    </message>
    <message>
        <source>%1: %2 attacks</source>
        <translation>%1: %2 támadás</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Rejtvény</translation>
    </message>
</context>
<context>
    <name>NewPuzzleDialog</name>
    <message>
        <source>New puzzle</source>
        <translation>Új rejtvény</translation>
    </message>
    <message>
        <source>A puzzle with exactly one solution: some pieces (a tour: some move numbers) are given, and you find the rest. The same seed makes the same puzzle.</source>
        <translation>Pontosan egy megoldású rejtvény: néhány bábu (túránál néhány lépésszám) adott, a többit neked kell megtalálnod. Ugyanaz a kezdőérték ugyanazt a rejtvényt adja.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Fajta:</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tábla:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>bármilyen</translation>
    </message>
    <message>
        <source>Easy: every piece follows from simple deductions (a cell attacked by a given is empty; a row with one free cell takes the piece). Medium: now and then you must try a cell and see it fail. Hard: deeper search. (docs/compose.md)</source>
        <translation>Könnyű: minden bábu egyszerű következtetésekből adódik (az adott bábu által támadott mező üres; az egyetlen szabad mezős sorba oda kerül a bábu). Közepes: néha ki kell próbálni egy mezőt, és látni, hogy nem jó. Nehéz: mélyebb keresés. (docs/compose.md)</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Nehézség:</translation>
    </message>
    <message>
        <source>As few givens as a longer search finds</source>
        <translation>Annyi kevés adott, amennyit egy hosszabb keresés talál</translation>
    </message>
    <message>
        <source>Another</source>
        <translation>Másik</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Kezdőérték:</translation>
    </message>
    <message>
        <source>Sheet as PDF…</source>
        <translation>Lap PDF-ként…</translation>
    </message>
    <message>
        <source>Compose this many puzzles (the seeds from the one above) and save them as a PDF: the puzzles first, their solutions on the pages after</source>
        <translation>Ennyi rejtvény készítése (a fenti kezdőértéktől) és mentése PDF-ként: előbb a rejtvények, a megoldásaik a következő oldalakon</translation>
    </message>
    <message>
        <source>Puzzles on a sheet:</source>
        <translation>Rejtvények egy lapon:</translation>
    </message>
    <message>
        <source>Compose</source>
        <translation>Elkészítés</translation>
    </message>
    <message>
        <source>Composing puzzle %1 of %2…</source>
        <translation>%1. rejtvény készül (%2 közül)…</translation>
    </message>
    <message>
        <source>Puzzle sheet as PDF</source>
        <translation>Rejtvénylap PDF-ként</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Composing… (each puzzle is proven to have one solution)</source>
        <translation>Készül… (minden rejtvényről bizonyítjuk, hogy egy megoldása van)</translation>
    </message>
    <message>
        <source>Stopped: no puzzle.</source>
        <translation>Leállítva: nincs rejtvény.</translation>
    </message>
    <message>
        <source>No puzzle: %1</source>
        <translation>Nincs rejtvény: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 nem menthető: %2</translation>
    </message>
    <message>
        <source>%1 puzzles and their solutions saved to %2.</source>
        <translation>%1 rejtvény és megoldásaik mentve ide: %2.</translation>
    </message>
</context>
<context>
    <name>ParamForm</name>
    <message>
        <source>Advanced</source>
        <translation>Haladó</translation>
    </message>
    <message>
        <source>Settings that tune how the search runs: the results are the same</source>
        <translation>A keresés menetét hangoló beállítások: az eredmények ugyanazok</translation>
    </message>
    <message>
        <source>Run options</source>
        <translation>Futtatás</translation>
    </message>
    <message>
        <source>Threads and pause points: how the search runs on this computer (the results are the same)</source>
        <translation>Szálak és szüneteltetési pontok: hogyan fut a keresés ezen a gépen (az eredmények ugyanazok)</translation>
    </message>
</context>
<context>
    <name>PatternBrowser</name>
    <message>
        <source>Browse patterns</source>
        <translation>Minták böngészése</translation>
    </message>
    <message>
        <source>Show the attack patterns of a piece on the selected cell</source>
        <translation>Egy bábu támadási mintáinak mutatása a kijelölt mezőn</translation>
    </message>
    <message>
        <source>Canonical rules</source>
        <translation>Kanonikus szabályok</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Előző</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Következő ▶</translation>
    </message>
    <message>
        <source>Select a cell on the board, tick "Browse patterns" and step through the patterns of a piece there.</source>
        <translation>Jelöljön ki egy mezőt, pipálja be a „Minták böngészése” négyzetet, és lépkedjen végig egy bábu ottani mintáin.</translation>
    </message>
    <message>
        <source>A %1 has about %2 patterns on this board: too many to browse. Try a smaller board.</source>
        <translation>A(z) %1 bábunak kb. %2 mintája van ezen a táblán: túl sok a böngészéshez. Próbáljon kisebb táblát.</translation>
    </message>
    <message>
        <source>Computing patterns…</source>
        <translation>Minták számítása…</translation>
    </message>
    <message>
        <source>No patterns.</source>
        <translation>Nincs minta.</translation>
    </message>
    <message>
        <source>%1 on %2: no pattern (the piece cannot stand there or attacks nothing).</source>
        <translation>%1 a(z) %2 mezőn: nincs minta (a bábu nem állhat ott, vagy semmit sem támad).</translation>
    </message>
    <message>
        <source>%1 on %2: pattern %3 of %4 (%5 on the whole board). Attacks %6, needs %7 free and %8 occupied.</source>
        <translation>%1 a(z) %2 mezőn: %3. minta a(z) %4 közül (az egész táblán %5). %6 mezőt támad, %7 üres és %8 foglalt mezőt igényel.</translation>
    </message>
    <message>
        <source>%1: %2 patterns on the whole board. Select a cell to step through its patterns.</source>
        <translation>%1: %2 minta az egész táblán. Jelöljön ki egy mezőt a mintái böngészéséhez.</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>támadott</translation>
    </message>
    <message>
        <source>must be free</source>
        <translation>üresnek kell lennie</translation>
    </message>
    <message>
        <source>must be occupied</source>
        <translation>foglaltnak kell lennie</translation>
    </message>
</context>
<context>
    <name>PeaceableEditor</name>
    <message>
        <source>Distinct under rotations, reflections and the exchange of colours: %1</source>
        <translation>Forgatások, tükrözések és színcsere erejéig különböző: %1</translation>
    </message>
    <message>
        <source>%1 listed: one per symmetry class (rotations, reflections and the exchange of colours) of the %2 solutions.</source>
        <translation>%1 felsorolva: szimmetriaosztályonként (forgatások, tükrözések és színcsere) egy a(z) %2 megoldásból.</translation>
    </message>
    <message>
        <source>Armies of exactly M pieces each</source>
        <translation>Pontosan M bábuból álló seregek színenként</translation>
    </message>
    <message>
        <source>Off: the largest armies (proven). On: one placement of M white and M black pieces, or none</source>
        <translation>Ki: a legnagyobb seregek (bizonyítva). Be: M fehér és M fekete bábu egy elrendezése, vagy egy sem</translation>
    </message>
    <message>
        <source>Count every placement</source>
        <translation>Minden elrendezés megszámlálása</translation>
    </message>
    <message>
        <source>Every placement of the largest armies (or of M each), not only one</source>
        <translation>A legnagyobb seregek (vagy a színenként M bábus seregek) minden elrendezése, nem csak egy</translation>
    </message>
    <message>
        <source>Large armies of a large board (no proof)</source>
        <translation>Nagy seregek nagy táblán (bizonyítás nélkül)</translation>
    </message>
    <message>
        <source>The best armies found within the time limit (10 s when none is set), with the proven upper bound</source>
        <translation>Az időkorláton belül talált legjobb seregek (10 mp, ha nincs megadva), a bizonyított felső korláttal</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatikus</translation>
    </message>
    <message>
        <source>Peaceable armies (white and black, no attacks across)</source>
        <translation>Békés seregek (fehér és fekete támadás nélkül)</translation>
    </message>
    <message>
        <source>As many white as black pieces of one kind, none attacking a piece of the other colour: Robert A. Bosch's peaceably coexisting armies of queens (Optima 62, 1999), for any piece</source>
        <translation>Ugyanannyi fehér, mint fekete bábu egy fajtából, egyik sem támad másik színű bábut: Robert A. Bosch békésen együtt élő vezérseregei (Optima 62, 1999), bármely bábura</translation>
    </message>
    <message>
        <source>The one kind of piece both armies use</source>
        <translation>Az egyetlen bábufajta, amelyet mindkét sereg használ</translation>
    </message>
    <message>
        <source>Piece:</source>
        <translation>Bábu:</translation>
    </message>
    <message>
        <source>Choose a piece.</source>
        <translation>Válasszon bábut.</translation>
    </message>
    <message>
        <source>Split the search after:</source>
        <translation>A keresés felosztása ennyi döntés után:</translation>
    </message>
    <message>
        <source>Tuning: how many decisions deep the search is cut into parts that run in parallel (the results are the same)</source>
        <translation>Hangolás: hány döntés mélységben vágja a keresést párhuzamosan futó részekre (az eredmények ugyanazok)</translation>
    </message>
    <message>
        <source>One side fixed at M white pieces</source>
        <translation>Az egyik oldal rögzítve M világos bábuval</translation>
    </message>
    <message>
        <source>Off: as many white as black pieces. On: exactly M white pieces and the most black ones beside them (proven; with M the largest army, the largest aggressor)</source>
        <translation>Kikapcsolva: ugyanannyi világos, mint sötét bábu. Bekapcsolva: pontosan M világos bábu, mellettük a lehető legtöbb sötét (bizonyítva; ha M a legnagyobb sereg, ez a legnagyobb támadó)</translation>
    </message>
    <message>
        <source>Symmetries broken:</source>
        <translation>Megtört szimmetriák:</translation>
    </message>
    <message>
        <source>Tuning: which symmetries the proof and the count leave out (the results are the same; the older way searches more, another search tree to check a result by)</source>
        <translation>Finomhangolás: mely szimmetriákat hagyja ki a bizonyítás és a számlálás (az eredmények ugyanazok; a régebbi mód többet keres, egy másik keresési fa egy eredmény ellenőrzéséhez)</translation>
    </message>
    <message>
        <source>All of them</source>
        <translation>Mindegyiket</translation>
    </message>
    <message>
        <source>The exchange of colours only</source>
        <translation>Csak a színcserét</translation>
    </message>
</context>
<context>
    <name>PieceLetters</name>
    <message>
        <source>K</source>
        <comment>king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>R</source>
        <comment>rook</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>B</source>
        <comment>bishop</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>N</source>
        <comment>knight</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>P</source>
        <comment>pawn</comment>
        <translation>Gy</translation>
    </message>
</context>
<context>
    <name>PieceNames</name>
    <message>
        <source>King</source>
        <translation>Király</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Vezér</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Bástya</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Futó</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Huszár</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Gyalog</translation>
    </message>
    <message>
        <source>Super queen (Amazon)</source>
        <translation>Szupervezér (amazon)</translation>
    </message>
    <message>
        <source>Super rook (Chancellor)</source>
        <translation>Szuperbástya (kancellár)</translation>
    </message>
    <message>
        <source>Super bishop (Archbishop)</source>
        <translation>Szuperfutó (érsek)</translation>
    </message>
    <message>
        <source>Awesome queen</source>
        <translation>Fantasztikus vezér</translation>
    </message>
    <message>
        <source>Awesome rook</source>
        <translation>Fantasztikus bástya</translation>
    </message>
    <message>
        <source>Awesome bishop</source>
        <translation>Fantasztikus futó</translation>
    </message>
    <message>
        <source>Nightrider</source>
        <translation>Éjlovas</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Pieces</source>
        <translation>Bábuk</translation>
    </message>
    <message>
        <source>New piece (Betza)…</source>
        <translation>Új bábu (Betza)…</translation>
    </message>
    <message>
        <source>Define a piece by its moves in Betza notation, e.g. WW, BN or fF</source>
        <translation>Bábu megadása lépéseivel Betza-jelöléssel, pl. WW, BN vagy fF</translation>
    </message>
    <message>
        <source>Target tool</source>
        <translation>Célérték-eszköz</translation>
    </message>
    <message>
        <source>any count</source>
        <translation>bármennyi</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Cél:</translation>
    </message>
    <message>
        <source>Click a cell to set its target; the wheel changes it; right-click means any.</source>
        <translation>Kattintás egy mezőre beállítja a célértékét; a görgő változtatja; a jobb kattintás jelentése: bármennyi.</translation>
    </message>
    <message>
        <source>%1 (%2), Betza %3 — click, then click the board; or drag it there</source>
        <translation>%1 (%2), Betza %3 — kattintson rá, majd a táblára; vagy húzza oda</translation>
    </message>
    <message>
        <source>Eraser: click a piece to remove it (right-click always removes)</source>
        <translation>Radír: kattintással eltávolítja a bábut (a jobb kattintás mindig eltávolít)</translation>
    </message>
    <message>
        <source>Board shape: click a cell to cut it out of the board or put it back</source>
        <translation>Táblaforma: kattintással kivágja a mezőt a táblából, vagy visszateszi</translation>
    </message>
    <message>
        <source>Targets: click a cell to give it its own attack target</source>
        <translation>Célértékek: kattintással a mező saját támadási célértéket kap</translation>
    </message>
    <message>
        <source>New piece</source>
        <translation>Új bábu</translation>
    </message>
    <message>
        <source>e.g. WW (wazir rider), BN, fF</source>
        <translation>pl. WW (vezír-lovas), BN, fF</translation>
    </message>
    <message>
        <source>Letter:</source>
        <translation>Betű:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Név:</translation>
    </message>
    <message>
        <source>Betza:</source>
        <translation>Betza:</translation>
    </message>
    <message>
        <source>Choose a letter A–Z that no other piece uses.</source>
        <translation>Válasszon egy A–Z betűt, amelyet más bábu nem használ.</translation>
    </message>
    <message>
        <source>The letter %1 is already used.</source>
        <translation>A(z) %1 betű már foglalt.</translation>
    </message>
    <message>
        <source>Betza</source>
        <translation>Betza</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Rendben</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Szín:</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Pieces placed are black (lower case in the notation)</source>
        <translation>A letett figurák sötétek (kisbetű a jelölésben)</translation>
    </message>
    <message>
        <source>Pieces placed are white (upper case in the notation)</source>
        <translation>A letett figurák világosak (nagybetű a jelölésben)</translation>
    </message>
</context>
<context>
    <name>ProblemPanel</name>
    <message>
        <source>Problem:</source>
        <translation>Feladat:</translation>
    </message>
    <message>
        <source>all cores (%1)</source>
        <translation>minden mag (%1)</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Szálak:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>Stop after solutions:</source>
        <translation>Leállás ennyi megoldás után:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> mp</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Időkorlát:</translation>
    </message>
    <message>
        <source>Ready: %1x%2 board, %3 cells.</source>
        <translation>Kész: %1x%2-es tábla, %3 mező.</translation>
    </message>
    <message>
        <source>Also count the solutions that differ by more than a rotation or reflection of the board</source>
        <translation>Azokat a megoldásokat is megszámolja, amelyek nem csak a tábla elforgatásában vagy tükrözésében különböznek</translation>
    </message>
    <message>
        <source>No kind of problem is chosen.</source>
        <translation>Nincs kiválasztva feladattípus.</translation>
    </message>
    <message>
        <source>This problem is solved on one thread: more threads would not make it faster</source>
        <translation>Ez a feladat egy szálon oldódik meg: több szál nem gyorsítaná</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatikus</translation>
    </message>
    <message>
        <source>Stop every run after this long (the cover's search for small covers has its own limit)</source>
        <translation>Minden futás leállítása ennyi idő után (a kis lefedések keresésének saját időkorlátja van)</translation>
    </message>
    <message>
        <source>Count distinct solutions</source>
        <translation>Különböző megoldások számlálása</translation>
    </message>
    <message>
        <source>How many processor cores the search uses (the results are the same with any number)</source>
        <translation>Hány processzormagot használ a keresés (az eredmények bármennyivel ugyanazok)</translation>
    </message>
    <message>
        <source>Stop the search when it has found this many solutions</source>
        <translation>A keresés leáll, ha ennyi megoldást talált</translation>
    </message>
    <message>
        <source>Parts for pausing:</source>
        <translation>Részek a szüneteltetéshez:</translation>
    </message>
    <message>
        <source>Searches that can pause cut their work into at least this many parts (more parts: a paused search loses less work, at a little cost)</source>
        <translation>A szüneteltethető keresések legalább ennyi részre osztják a munkájukat (több rész: egy szüneteltetett keresés kevesebb munkát veszít, kis többletköltséggel)</translation>
    </message>
    <message>
        <source>Pieces on the board are given</source>
        <translation>A táblán lévő bábuk adottak</translation>
    </message>
    <message>
        <source>On: the pieces on the board are part of the puzzle (preplaced); every solution contains them. Off: the board is only your scratch pad</source>
        <translation>Bekapcsolva: a táblán lévő bábuk a feladvány részei (előre elhelyezve); minden megoldás tartalmazza őket. Kikapcsolva: a tábla csak a jegyzetlapod</translation>
    </message>
</context>
<context>
    <name>Puzzle</name>
    <message>
        <source>not rated</source>
        <translation>nincs értékelve</translation>
    </message>
    <message>
        <source>easy: simple deductions solve it</source>
        <translation>könnyű: egyszerű következtetések megoldják</translation>
    </message>
    <message>
        <source>medium: needs a trial or two</source>
        <translation>közepes: egy-két próbálkozás kell</translation>
    </message>
    <message>
        <source>hard: needs deeper search</source>
        <translation>nehéz: mélyebb keresés kell</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>könnyű</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>közepes</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>nehéz</translation>
    </message>
</context>
<context>
    <name>PuzzleController</name>
    <message>
        <source>New &amp;puzzle…</source>
        <translation>Új &amp;rejtvény…</translation>
    </message>
    <message>
        <source>Compose a puzzle with exactly one solution (kind, board, difficulty) and solve it, or make a sheet of them to print</source>
        <translation>Pontosan egy megoldású rejtvény készítése (fajta, tábla, nehézség) és megoldása, vagy nyomtatható lap belőlük</translation>
    </message>
    <message>
        <source>&amp;Solve it yourself</source>
        <translation>&amp;Oldd meg magad</translation>
    </message>
    <message>
        <source>Make the problem on the board a puzzle: its pieces (a tour: its numbers) are the givens, and you place the rest. It must have exactly one solution.</source>
        <translation>A táblán lévő feladatból rejtvény lesz: bábui (túránál: számai) adottak, a többit te helyezed el. Pontosan egy megoldása kell legyen.</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Ellenőrzés</translation>
    </message>
    <message>
        <source>Is what you placed right so far? Says how it stands, not where (F7)</source>
        <translation>Jó-e, amit eddig elhelyeztél? Megmondja, hogy áll, de azt nem, hol (F7)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Súgás</translation>
    </message>
    <message>
        <source>Show one cell: a piece or number of yours that is wrong, else one of the solution's (F8)</source>
        <translation>Megmutat egy mezőt: egy hibás bábudat vagy számodat, különben a megoldás egy mezőjét (F8)</translation>
    </message>
    <message>
        <source>Show the &amp;solution</source>
        <translation>&amp;Megoldás mutatása</translation>
    </message>
    <message>
        <source>Show the puzzle's solution (any edit returns to your position)</source>
        <translation>Megmutatja a rejtvény megoldását (bármely szerkesztés visszavisz a saját állásodhoz)</translation>
    </message>
    <message>
        <source>&amp;Leave the puzzle</source>
        <translation>&amp;Kilépés a rejtvényből</translation>
    </message>
    <message>
        <source>Edit the board freely again: the pieces stay where they are, nothing is fixed</source>
        <translation>A tábla újra szabadon szerkeszthető: a bábuk a helyükön maradnak, semmi sem rögzített</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rejtvény</translation>
    </message>
    <message>
        <source>Next number:</source>
        <translation>Következő szám:</translation>
    </message>
    <message>
        <source>The number a click writes into a cell; it moves on by itself. Digits typed on a cell write that number; Delete or a right click clears it.</source>
        <translation>A szám, amelyet egy kattintás a mezőbe ír; magától továbblép. A mezőn begépelt számjegyek azt a számot írják be; a Delete vagy a jobb kattintás törli.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Ellenőrzés</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Súgás</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Megoldás</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>%1 is a given of the puzzle: it stays as it is.</source>
        <translation>%1 a rejtvény adott mezője: marad, ahogy van.</translation>
    </message>
    <message>
        <source>The board of a puzzle stays as it is (Leave the puzzle to edit it).</source>
        <translation>A rejtvény táblája marad, ahogy van (a szerkesztéshez lépj ki a rejtvényből).</translation>
    </message>
    <message>
        <source>Looking for the puzzle's solution…</source>
        <translation>A rejtvény megoldásának keresése…</translation>
    </message>
    <message>
        <source>This problem has no solution with these givens, so it is no puzzle.</source>
        <translation>Ezekkel az adottságokkal a feladatnak nincs megoldása, így nem rejtvény.</translation>
    </message>
    <message>
        <source>This problem has more than one solution with these givens, so it is no puzzle yet: add givens until only one is left (Search &gt; Analyse shows where).</source>
        <translation>Ezekkel az adottságokkal a feladatnak egynél több megoldása van, így még nem rejtvény: adj meg további bábukat, amíg csak egy marad (Keresés &gt; Elemzés megmutatja, hol).</translation>
    </message>
    <message>
        <source>The search for the puzzle's solution did not finish, so it is not known to have exactly one.</source>
        <translation>A rejtvény megoldásának keresése nem ért véget, így nem tudni, pontosan egy van-e.</translation>
    </message>
    <message>
        <source>Puzzle: place the rest; Check (F7) says how it stands, Hint (F8) shows a cell.</source>
        <translation>Rejtvény: helyezd el a többit; az Ellenőrzés (F7) megmondja, hogy áll, a Súgás (F8) megmutat egy mezőt.</translation>
    </message>
    <message>
        <source>%1 on %2x%3 · %4 given · %5</source>
        <translation>%1, %2x%3 · %4 adott · %5</translation>
    </message>
    <message>
        <source>The solution is shown. Any edit, or Esc, returns to your position.</source>
        <translation>A megoldás látható. Bármely szerkesztés vagy az Esc visszavisz a saját állásodhoz.</translation>
    </message>
    <message>
        <source>Solved! Every number is where the one tour has it.</source>
        <translation>Megoldva! Minden szám ott van, ahol az egyetlen túrában.</translation>
    </message>
    <message>
        <source>Solved! Every piece is where the one solution has it.</source>
        <translation>Megoldva! Minden bábu ott áll, ahol az egyetlen megoldásban.</translation>
    </message>
    <message>
        <source>Solved, with one hint.</source>
        <translation>Megoldva, egy súgással.</translation>
    </message>
    <message>
        <source>Solved, with %1 hints.</source>
        <translation>Megoldva, %1 súgással.</translation>
    </message>
    <message>
        <source>%1 numbers still to write.</source>
        <translation>Még %1 számot kell beírni.</translation>
    </message>
    <message>
        <source>%1 pieces still to place.</source>
        <translation>Még %1 bábut kell elhelyezni.</translation>
    </message>
    <message>
        <source>Not right: one of your numbers is not where the tour has it.</source>
        <translation>Nem jó: az egyik számod nem ott van, ahol a túrában.</translation>
    </message>
    <message>
        <source>Not right: %1 of your numbers are not where the tour has them.</source>
        <translation>Nem jó: %1 számod nem ott van, ahol a túrában.</translation>
    </message>
    <message>
        <source>Not right: one of your pieces is not part of the solution.</source>
        <translation>Nem jó: az egyik bábud nem része a megoldásnak.</translation>
    </message>
    <message>
        <source>Not right: %1 of your pieces are not part of the solution.</source>
        <translation>Nem jó: %1 bábud nem része a megoldásnak.</translation>
    </message>
    <message>
        <source>Right so far: %1 numbers still to write.</source>
        <translation>Eddig jó: még %1 számot kell beírni.</translation>
    </message>
    <message>
        <source>Right so far: %1 pieces still to place.</source>
        <translation>Eddig jó: még %1 bábut kell elhelyezni.</translation>
    </message>
    <message>
        <source>Hint: the number on %1 is not the tour's.</source>
        <translation>Súgás: a(z) %1 mezőn álló szám nem a túráé.</translation>
    </message>
    <message>
        <source>Hint: the piece on %1 is not part of the solution.</source>
        <translation>Súgás: a(z) %1 mezőn álló bábu nem része a megoldásnak.</translation>
    </message>
    <message>
        <source>Hint: %1 is move %2.</source>
        <translation>Súgás: %1 a(z) %2. lépés.</translation>
    </message>
    <message>
        <source>Hint: a piece belongs on %1.</source>
        <translation>Súgás: a(z) %1 mezőre bábu kerül.</translation>
    </message>
    <message>
        <source>The puzzle is left: the board is yours to edit.</source>
        <translation>Kiléptél a rejtvényből: a táblát szerkesztheted.</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Indítás</translation>
    </message>
    <message>
        <source>Start the search (F5)</source>
        <translation>Keresés indítása (F5)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Leállítás</translation>
    </message>
    <message>
        <source>Stop the search (Esc)</source>
        <translation>Keresés leállítása (Esc)</translation>
    </message>
    <message>
        <source>&amp;Pause and Save…</source>
        <translation>&amp;Szüneteltetés és mentés…</translation>
    </message>
    <message>
        <source>Pause the search and save it to a file; open the file later to continue it</source>
        <translation>A keresés szüneteltetése és mentése fájlba; a fájlt később megnyitva folytatható</translation>
    </message>
    <message>
        <source>Show the search &amp;live on the board</source>
        <translation>A keresés &amp;élőben a táblán</translation>
    </message>
    <message>
        <source>The search could not run: %1</source>
        <translation>A keresés nem indulhatott el: %1</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Fut…</translation>
    </message>
    <message>
        <source>Pausing…</source>
        <translation>Szüneteltetés…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Szüneteltetve.</translation>
    </message>
    <message>
        <source>Paused: saved to %1 (%2 of %3 parts done).</source>
        <translation>Szüneteltetve: mentve ide: %1 (%3 részből %2 kész).</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>Befejeződött.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Leállítva.</translation>
    </message>
    <message>
        <source>The search could not run.</source>
        <translation>A keresés nem tudott elindulni.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Keresés…</translation>
    </message>
    <message>
        <source>Search started.</source>
        <translation>A keresés elindult.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Leállítás…</translation>
    </message>
    <message>
        <source>Search finished: %1.</source>
        <translation>A keresés befejeződött: %1.</translation>
    </message>
    <message>
        <source>Pause and save</source>
        <translation>Szüneteltetés és mentés</translation>
    </message>
    <message>
        <source>The search stopped before it could be saved.</source>
        <translation>A keresés véget ért, mielőtt menteni lehetett volna.</translation>
    </message>
    <message>
        <source>Pause and save the search</source>
        <translation>A keresés szüneteltetése és mentése</translation>
    </message>
    <message>
        <source>Saved searches (*.cpwsearch);;All files (*)</source>
        <translation>Mentett keresések (*.cpwsearch);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>The search is paused and has not been saved. Continue it, or leave it stopped?</source>
        <translation>A keresés szüneteltetve van, és nincs mentve. Folytatja, vagy maradjon leállítva?</translation>
    </message>
    <message>
        <source>&amp;Continue the search</source>
        <translation>A keresés &amp;folytatása</translation>
    </message>
    <message>
        <source>&amp;Leave it stopped</source>
        <translation>&amp;Maradjon leállítva</translation>
    </message>
    <message>
        <source>its side file could not be moved beside it</source>
        <translation>a kísérőfájlja nem helyezhető át mellé</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 nem menthető: %2</translation>
    </message>
    <message>
        <source>Saved to %1: %2 of %3 parts done. Open the file to continue the search.</source>
        <translation>Mentve ide: %1: %3 részből %2 kész. A keresés folytatásához nyissa meg a fájlt.</translation>
    </message>
    <message>
        <source>Saved to %1: the search is complete; the file keeps its result.</source>
        <translation>Mentve ide: %1: a keresés teljes; a fájl megőrzi az eredményét.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 nem nyitható meg: %2</translation>
    </message>
    <message>
        <source>%1: this workbench version has no solver for problems of the kind "%2".</source>
        <translation>%1: a munkapad ezen verziójában nincs megoldó a(z) „%2” típusú feladatokhoz.</translation>
    </message>
    <message>
        <source>This solution belongs to a board of another shape.</source>
        <translation>Ez a megoldás más alakú táblához tartozik.</translation>
    </message>
    <message>
        <source>Solution #%1: symmetric (%2). Edit it to keep it, Esc to leave it.</source>
        <translation>%1. megoldás: szimmetrikus (%2). Szerkessze, ha meg akarja tartani; az Esc elhagyja.</translation>
    </message>
    <message>
        <source>Solution #%1: no symmetry. Edit it to keep it, Esc to leave it.</source>
        <translation>%1. megoldás: nem szimmetrikus. Szerkessze, ha meg akarja tartani; az Esc elhagyja.</translation>
    </message>
    <message>
        <source>Solutions: %1
Nodes: %2 (%3 nodes/s)
Elapsed: %4, remaining: %5</source>
        <translation>Megoldások: %1
Csomópontok: %2 (%3 csomópont/s)
Eltelt: %4, hátralévő: %5</translation>
    </message>
    <message>
        <source>Best so far: %1</source>
        <translation>Eddigi legjobb: %1</translation>
    </message>
    <message>
        <source>Search paused: %1 so far.</source>
        <translation>A keresés szüneteltetve: eddig %1.</translation>
    </message>
    <message>
        <source>The search ended before it could pause: it is complete, so there is nothing to save.</source>
        <translation>A keresés a szüneteltetés előtt befejeződött: teljes, így nincs mit menteni.</translation>
    </message>
    <message>
        <source>Counted %1; listing them for the gallery…</source>
        <translation>%1 megszámolva; felsorolásuk a galériához…</translation>
    </message>
    <message>
        <source>Search running</source>
        <translation>Keresés folyamatban</translation>
    </message>
    <message>
        <source>A search is running (%1 so far). If it stops now, what it has found is lost.</source>
        <translation>Egy keresés fut (eddig %1). Ha most leáll, elvész, amit eddig talált.</translation>
    </message>
    <message>
        <source>&amp;Stop the search</source>
        <translation>A keresés &amp;leállítása</translation>
    </message>
</context>
<context>
    <name>RunTexts</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>teljes</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>szüneteltetve</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>leállítva</translation>
    </message>
    <message>
        <source>solution limit reached</source>
        <translation>elérte a megoldáskorlátot</translation>
    </message>
    <message>
        <source>time limit reached</source>
        <translation>elérte az időkorlátot</translation>
    </message>
    <message>
        <source>Finished (%1): %2, %3 nodes in %4.</source>
        <translation>Kész (%1): %2, %3 csomópont, %4 alatt.</translation>
    </message>
    <message>
        <source>Paused: %1 so far, %2 nodes in %3.</source>
        <translation>Szüneteltetve: eddig %1, %2 csomópont, %3 alatt.</translation>
    </message>
    <message>
        <source>Distinct under symmetry: %1</source>
        <translation>Szimmetria erejéig különböző: %1</translation>
    </message>
    <message>
        <source>Symmetric solutions: %1</source>
        <translation>Szimmetrikus megoldások: %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3 distinct)</source>
        <translation>%1: %2 (%3 különböző)</translation>
    </message>
    <message>
        <source>By number of pieces: %1</source>
        <translation>Bábuszám szerint: %1</translation>
    </message>
    <message>
        <source>Optimum: 1 piece (proven)</source>
        <translation>Optimum: 1 bábu (bizonyítva)</translation>
    </message>
    <message>
        <source>Best found: 1 piece</source>
        <translation>Legjobb talált: 1 bábu</translation>
    </message>
    <message>
        <source>Optimum: %1 pieces (proven)</source>
        <translation>Optimum: %1 bábu (bizonyítva)</translation>
    </message>
    <message>
        <source>Best found: %1 pieces</source>
        <translation>Legjobb talált: %1 bábu</translation>
    </message>
    <message>
        <source>1 solution</source>
        <translation>1 megoldás</translation>
    </message>
    <message>
        <source>%1 solutions</source>
        <translation>%1 megoldás</translation>
    </message>
</context>
<context>
    <name>SheetPrinter</name>
    <message>
        <source>page %1</source>
        <translation>%1. oldal</translation>
    </message>
    <message>
        <source>The chessboard package draws boards up to 26 x 26; this one is %1 x %2.</source>
        <translation>A chessboard csomag legfeljebb 26 x 26-os táblát rajzol; ez %1 x %2.</translation>
    </message>
    <message>
        <source>The chessboard package cannot draw holes in the board (%1).</source>
        <translation>A chessboard csomag nem tud lyukat rajzolni a táblába (%1).</translation>
    </message>
    <message>
        <source>The chessboard package has only the standard pieces (K, Q, R, B, N, P); it cannot draw: %1.</source>
        <translation>A chessboard csomag csak a szokásos bábukat ismeri (K, Q, R, B, N, P); nem tudja rajzolni: %1.</translation>
    </message>
    <message>
        <source>Puzzles: %1</source>
        <translation>Rejtvények: %1</translation>
    </message>
    <message>
        <source>%1x%2 · each has exactly one solution · seeds %3 to %4</source>
        <translation>%1x%2 · mindegyiknek pontosan egy megoldása van · kezdőértékek: %3–%4</translation>
    </message>
    <message>
        <source>Solutions: %1</source>
        <translation>Megoldások: %1</translation>
    </message>
    <message>
        <source>%1 · %2 given · %3</source>
        <translation>%1 · %2 adott · %3</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Parancs</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Billentyűk</translation>
    </message>
</context>
<context>
    <name>SolutionModel</name>
    <message>
        <source>symmetric: %1</source>
        <translation>szimmetrikus: %1</translation>
    </message>
    <message>
        <source>#%1 · %2 pieces</source>
        <translation>#%1 · %2 bábu</translation>
    </message>
    <message>
        <source>#%1 · 1 piece</source>
        <translation>#%1 · 1 bábu</translation>
    </message>
    <message>
        <source>#%1 · %2 cells</source>
        <translation>#%1 · %2 mező</translation>
    </message>
    <message>
        <source>#%1 · %2 + %3</source>
        <translation>#%1 · %2 + %3</translation>
    </message>
    <message>
        <source>%1 white and %2 black pieces</source>
        <translation>%1 világos és %2 sötét bábu</translation>
    </message>
</context>
<context>
    <name>TourEditor</name>
    <message>
        <source>Sweep step</source>
        <translation>Pásztázási lépés</translation>
    </message>
    <message>
        <source>Configurations alive</source>
        <translation>Élő konfigurációk</translation>
    </message>
    <message>
        <source>Table memory</source>
        <translation>Táblák memóriája</translation>
    </message>
    <message>
        <source>Top half, parts swept</source>
        <translation>Felső fél, bejárt részek</translation>
    </message>
    <message>
        <source>Tasks done</source>
        <translation>Kész feladatok</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatikus</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Keresés</translation>
    </message>
    <message>
        <source>Camel (1,3 leaper)</source>
        <translation>Teve (1,3 ugró)</translation>
    </message>
    <message>
        <source>Zebra (2,3 leaper)</source>
        <translation>Zebra (2,3 ugró)</translation>
    </message>
    <message>
        <source>Giraffe (1,4 leaper)</source>
        <translation>Zsiráf (1,4 ugró)</translation>
    </message>
    <message>
        <source>The piece that tours: any piece whose moves are all single leaps</source>
        <translation>A bejáró bábu: bármely bábu, amelynek minden lépése egyetlen ugrás</translation>
    </message>
    <message>
        <source>Leaper:</source>
        <translation>Ugró bábu:</translation>
    </message>
    <message>
        <source>Closed tour (ends one leap from the start)</source>
        <translation>Zárt bejárás (a kezdőmezőtől egy ugrásnyira ér véget)</translation>
    </message>
    <message>
        <source>Count every tour</source>
        <translation>Minden bejárás megszámlálása</translation>
    </message>
    <message>
        <source>Off: find one tour. On: count all of them exactly (open tours are counted in both directions, closed tours once)</source>
        <translation>Ki: egy bejárás keresése. Be: mind pontos megszámlálása (a nyílt bejárások mindkét irányban, a zártak egyszer számítanak)</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Kezdőmező:</translation>
    </message>
    <message>
        <source>Knight's tour (visit every cell once)</source>
        <translation>Huszárbejárás (minden mező egyszer)</translation>
    </message>
    <message>
        <source>A knight, or another leaper, visits every cell of the board exactly once; a closed tour returns to its start. Found by Warnsdorff's rule (1823), or all tours counted</source>
        <translation>Egy huszár vagy más ugró bábu a tábla minden mezőjét pontosan egyszer látogatja meg; a zárt bejárás visszatér a kezdőmezőre. Warnsdorff szabályával (1823) keresve, vagy minden bejárás megszámlálva</translation>
    </message>
    <message>
        <source>%1 (the piece on the board)</source>
        <translation>%1 (a táblán álló bábu)</translation>
    </message>
    <message>
        <source>a1 (place a piece on the board to choose another start)</source>
        <translation>a1 (más kezdőmezőhöz tegyen egy bábut a táblára)</translation>
    </message>
    <message>
        <source>No leaper to tour with.</source>
        <translation>Nincs ugró bábu a bejáráshoz.</translation>
    </message>
    <message>
        <source>Use the theorems on impossible tours</source>
        <translation>A lehetetlen bejárásokról szóló tételek használata</translation>
    </message>
    <message>
        <source>Off: a board without a tour is proven so by the search itself, which can take long</source>
        <translation>Ki: azt, hogy egy táblán nincs bejárás, maga a keresés bizonyítja, ami sokáig tarthat</translation>
    </message>
    <message>
        <source>(%1) leaper</source>
        <translation>(%1) ugró</translation>
    </message>
    <message>
        <source>%1 (from the file; place a piece on the board to choose another start)</source>
        <translation>%1 (a fájlból; más kezdőmezőhöz tegyen egy bábut a táblára)</translation>
    </message>
    <message>
        <source>%1, then %2 (the pieces on the board in the order they were placed: the tour's given opening)</source>
        <translation>%1, majd %2 (a táblán lévő bábuk a lerakás sorrendjében: a bejárás megadott kezdete)</translation>
    </message>
    <message>
        <source>%1 (from the file; place pieces on the board to choose another opening)</source>
        <translation>%1 (a fájlból; más kezdethez tegyél bábukat a táblára)</translation>
    </message>
    <message>
        <source>Leaper: %1</source>
        <translation>Ugró bábu: %1</translation>
    </message>
    <message>
        <source>Given opening: %1</source>
        <translation>Megadott kezdet: %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Kezdőmező: %1</translation>
    </message>
    <message>
        <source>On: the last move can leap back to the first cell (a re-entrant tour). Off: any tour (an open path)</source>
        <translation>Bekapcsolva: az utolsó lépésről vissza lehet ugrani az első mezőre (zárt bejárás). Kikapcsolva: bármely bejárás (nyitott út)</translation>
    </message>
    <message>
        <source>Counting method:</source>
        <translation>Számolási módszer:</translation>
    </message>
    <message>
        <source>Row by row, without listing</source>
        <translation>Soronként, felsorolás nélkül</translation>
    </message>
    <message>
        <source>every start: the count is over all cells (place a piece on the board to count the tours from one cell)</source>
        <translation>minden kezdőmező: a számolás az összes mezőre vonatkozik (tegyél egy bábut a táblára, hogy egy mezőből induló bejárásokat számolj)</translation>
    </message>
    <message>
        <source>Start: every start</source>
        <translation>Kezdőmező: mindegyik</translation>
    </message>
    <message>
        <source>How every tour is counted: row by row counts without listing the tours (rectangles, any leaper of short reach); two halves joined counts the tours of full rectangles faster still (automatic takes it from 6x6 and 5x8 on); the search lists them one by one</source>
        <translation>Hogyan számolja meg az összes bejárást: a soronkénti módszer felsorolás nélkül számol (téglalapok, bármely rövid hatótávú ugró); a két összeillesztett fél a teljes téglalapok bejárásait még gyorsabban számolja (automatikusan 6x6-tól és 5x8-tól); a keresés egyenként felsorolja őket</translation>
    </message>
    <message>
        <source>Two halves joined (full rectangles)</source>
        <translation>Két összeillesztett fél (teljes téglalapok)</translation>
    </message>
    <message>
        <source>Given move numbers:</source>
        <translation>Adott lépésszámok:</translation>
    </message>
    <message>
        <source>Cells with their move numbers, e.g. "a1=1 c2=3 h8=64": only tours that visit each of them at its move (the numbered-tour puzzle; Puzzle &gt; Solve it yourself makes it one)</source>
        <translation>Mezők a lépésszámukkal, pl. "a1=1 c2=3 h8=64": csak olyan utak, amelyek mindegyiket a saját lépésében érintik (a számozott huszárút-rejtvény; a Rejtvény &gt; Oldd meg magad rejtvényt csinál belőle)</translation>
    </message>
</context>
<context>
    <name>cpw::Error</name>
    <message>
        <source>rank %1</source>
        <translation>%1. sor</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>%1 oszlop</translation>
    </message>
    <message>
        <source>character %1</source>
        <translation>%1. karakter</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1 (itt: %2)</translation>
    </message>
    <message>
        <source>no cells</source>
        <translation>nincs mező</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 mező</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 mező</translation>
    </message>
    <message>
        <source>no ranks</source>
        <translation>nincs sor</translation>
    </message>
    <message>
        <source>1 rank</source>
        <translation>1 sor</translation>
    </message>
    <message>
        <source>%1 ranks</source>
        <translation>%1 sor</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>nincs hiba</translation>
    </message>
    <message>
        <source>board size%1 is not understood: expected WxH such as 8x8 or 4x6, or one number N for NxN</source>
        <translation>a táblaméret%1 érthetetlen: SZxM alakot várunk, pl. 8x8 vagy 4x6, vagy egy N számot NxN-hez</translation>
    </message>
    <message>
        <source>cell%1 is not on the board</source>
        <translation>a mező%1 nincs a táblán</translation>
    </message>
    <message>
        <source>cell%1 is a hole, not part of the board</source>
        <translation>a mező%1 lyuk, nem része a táblának</translation>
    </message>
    <message>
        <source>the placement is empty: expected ranks separated by '/', such as 8/8/8/8/8/8/8/8</source>
        <translation>az állás üres: '/' jellel elválasztott sorokat várunk, pl. 8/8/8/8/8/8/8/8</translation>
    </message>
    <message>
        <source>unexpected character%1 in the placement: only piece letters, digits, '-' and '/' are allowed</source>
        <translation>váratlan karakter%1 az állásban: csak bábubetűk, számjegyek, '-' és '/' megengedettek</translation>
    </message>
    <message>
        <source>unknown piece letter%1 (see 'cpw pieces' for the letters)</source>
        <translation>ismeretlen bábubetű%1 (a betűket a 'cpw pieces' mutatja)</translation>
    </message>
    <message>
        <source>lower-case (black) piece%1: only white pieces, written in upper case, exist in these puzzles</source>
        <translation>kisbetűs (sötét) bábu%1: ezekben a feladványokban csak nagybetűvel írt világos bábuk vannak</translation>
    </message>
    <message>
        <source>rank %1 (from the bottom) is longer than the board, which is %2 wide:%3 at file %4 goes past the edge</source>
        <translation>a(z) %1. sor (alulról) hosszabb a táblánál, amely %2 széles:%3 a(z) %4 oszlopnál túlnyúlik a szélén</translation>
    </message>
    <message>
        <source>rank %1 (from the bottom) is longer than the board, which is %2 wide</source>
        <translation>a(z) %1. sor (alulról) hosszabb a táblánál, amely %2 széles</translation>
    </message>
    <message>
        <source>a rank is longer than the board is wide</source>
        <translation>egy sor hosszabb, mint a tábla szélessége</translation>
    </message>
    <message>
        <source>rank %1 (from the bottom) is too short: it has %2, the board is %3 wide</source>
        <translation>a(z) %1. sor (alulról) túl rövid: %2 van benne, a tábla %3 széles</translation>
    </message>
    <message>
        <source>a rank is shorter than the board is wide</source>
        <translation>egy sor rövidebb, mint a tábla szélessége</translation>
    </message>
    <message>
        <source>more than %1 ranks: the board is only %1 high</source>
        <translation>több mint %1 sor: a tábla csak %1 magas</translation>
    </message>
    <message>
        <source>too many ranks for the board</source>
        <translation>túl sok sor a táblához</translation>
    </message>
    <message>
        <source>the text has only %1 for a board %2 high: rank %3 and below are missing</source>
        <translation>a szövegben csak %1 van egy %2 magas táblához: a(z) %3. sor és az alatta lévők hiányoznak</translation>
    </message>
    <message>
        <source>too few ranks for the board</source>
        <translation>túl kevés sor a táblához</translation>
    </message>
    <message>
        <source>bad run of empty cells%1: a run is a number from 1 up, without leading zeros</source>
        <translation>hibás üresmező-sorozat%1: a sorozat 1-től kezdődő szám, vezető nullák nélkül</translation>
    </message>
    <message>
        <source>rank %1 (from the bottom) is not as long as the top rank, which has %2 cells; all ranks must be equally long</source>
        <translation>a(z) %1. sor (alulról) nem olyan hosszú, mint a legfelső, amelyben %2 mező van; minden sornak egyforma hosszúnak kell lennie</translation>
    </message>
    <message>
        <source>the ranks have different lengths; all ranks must be equally long</source>
        <translation>a sorok különböző hosszúak; minden sornak egyforma hosszúnak kell lennie</translation>
    </message>
    <message>
        <source>the placement has a hole ('-') where the board has a cell</source>
        <translation>az állásban lyuk ('-') van ott, ahol a táblán mező van</translation>
    </message>
    <message>
        <source>the placement has no hole where the board has one; write '-' there</source>
        <translation>az állásban nincs lyuk ott, ahol a táblán van; írjon oda '-' jelet</translation>
    </message>
    <message>
        <source>the Betza definition is empty: expected atoms such as W, F, N, or BN</source>
        <translation>a Betza-definíció üres: olyan atomokat várunk, mint W, F, N vagy BN</translation>
    </message>
    <message>
        <source>unknown Betza letter%1: atoms are W F D N A H C Z G K Q R B, modifiers f b l r v s c m</source>
        <translation>ismeretlen Betza-betű%1: az atomok W F D N A H C Z G K Q R B, a módosítók f b l r v s c m</translation>
    </message>
    <message>
        <source>Betza modifier%1 means nothing here: a modifier stands before an atom and must pick some of its directions</source>
        <translation>a Betza-módosító%1 itt nem jelent semmit: a módosító egy atom előtt áll, és annak néhány irányát kell kiválasztania</translation>
    </message>
    <message>
        <source>bad Betza range%1: a number after a single atom is a step count, or 0 for unlimited</source>
        <translation>hibás Betza-hatótáv%1: egy atom utáni szám a lépések száma, vagy 0 a korlátlanhoz</translation>
    </message>
    <message>
        <source>the Betza definition%1 gives the piece no capturing move</source>
        <translation>a Betza-definíció%1 nem ad ütő lépést a bábunak</translation>
    </message>
    <message>
        <source>piece letter%1 cannot be used: a user piece needs one upper-case letter A-Z</source>
        <translation>a bábubetű%1 nem használható: a saját bábuhoz egy A-Z nagybetű kell</translation>
    </message>
    <message>
        <source>piece letter%1 is already taken by another piece</source>
        <translation>a bábubetű%1 már egy másik bábué</translation>
    </message>
    <message>
        <source>broken JSON%1</source>
        <translation>hibás JSON%1</translation>
    </message>
    <message>
        <source> near %1</source>
        <translation> itt: %1</translation>
    </message>
    <message>
        <source>this is not a Chess Puzzle Workbench problem file ("format" must be "chess-puzzle-workbench-problem")</source>
        <translation>ez nem Chess Puzzle Workbench feladatfájl (a "format" értéke "chess-puzzle-workbench-problem" kell legyen)</translation>
    </message>
    <message>
        <source>problem file version %1 cannot be read by this program (it reads version %2)</source>
        <translation>a(z) %1. verziójú feladatfájlt ez a program nem tudja olvasni (a(z) %2. verziót olvassa)</translation>
    </message>
    <message>
        <source>the required field %1 is missing</source>
        <translation>hiányzik a kötelező %1 mező</translation>
    </message>
    <message>
        <source>the field %1 has the wrong type</source>
        <translation>a(z) %1 mező típusa hibás</translation>
    </message>
    <message>
        <source>the field %1 has a value that is not allowed</source>
        <translation>a(z) %1 mező értéke nem megengedett</translation>
    </message>
    <message>
        <source>cannot read the file %1: %2</source>
        <translation>a(z) %1 fájl nem olvasható: %2</translation>
    </message>
    <message>
        <source>cannot read the file %1</source>
        <translation>a(z) %1 fájl nem olvasható</translation>
    </message>
    <message>
        <source>cannot write the file %1: %2</source>
        <translation>a(z) %1 fájl nem írható: %2</translation>
    </message>
    <message>
        <source>cannot write the file %1</source>
        <translation>a(z) %1 fájl nem írható</translation>
    </message>
    <message>
        <source>target %1 is not allowed: a target is a count from 0 to 64, or null for any</source>
        <translation>a(z) %1 célérték nem megengedett: a célérték 0 és 64 közötti szám, vagy null a tetszőlegeshez</translation>
    </message>
    <message>
        <source>the per-cell targets do not match the board size (a list of ranks from the top, each as long as the board is wide)</source>
        <translation>a mezőnkénti célértékek nem illenek a táblamérethez (sorok listája felülről, mindegyik olyan hosszú, amilyen széles a tábla)</translation>
    </message>
    <message>
        <source>no pieces are allowed: give at least one piece</source>
        <translation>nincs engedélyezett bábu: adjon meg legalább egyet</translation>
    </message>
    <message>
        <source>this solver does not support %1</source>
        <translation>ez a megoldó nem támogatja ezt: %1</translation>
    </message>
    <message>
        <source>this solver does not support this combination of inputs</source>
        <translation>ez a megoldó nem támogatja a bemenetek ezen kombinációját</translation>
    </message>
    <message>
        <source>unknown error %1</source>
        <translation>ismeretlen hiba: %1</translation>
    </message>
    <message>
        <source>in field %1: %2</source>
        <translation>a(z) %1 mezőben: %2</translation>
    </message>
    <message>
        <source>the preplaced pieces %1 attack each other</source>
        <translation>az előre elhelyezett %1 bábuk támadják egymást</translation>
    </message>
    <message>
        <source>the number of solutions is too large to count (more than 2^64)</source>
        <translation>a megoldások száma túl nagy a számoláshoz (több mint 2^64)</translation>
    </message>
    <message>
        <source>the number %1 is too large to read</source>
        <translation>a(z) %1 szám túl nagy a beolvasáshoz</translation>
    </message>
    <message>
        <source>the checkpoint has format version %1, which this program cannot read</source>
        <translation>a mentési pont formátumverziója %1, amelyet ez a program nem tud olvasni</translation>
    </message>
    <message>
        <source>not a checkpoint file of this program</source>
        <translation>nem ennek a programnak a mentésipont-fájlja</translation>
    </message>
    <message>
        <source>the checkpoint is damaged (%1 does not agree with the rest); it was not used</source>
        <translation>a mentési pont sérült (%1 nem egyezik a többivel); nem lett felhasználva</translation>
    </message>
    <message>
        <source>the checkpoint belongs to another search (its %1 differs); it was not used</source>
        <translation>a mentési pont egy másik kereséshez tartozik (eltér: %1); nem lett felhasználva</translation>
    </message>
    <message>
        <source>the %1 search cannot be paused and resumed yet</source>
        <translation>a(z) %1 keresés még nem szüneteltethető és folytatható</translation>
    </message>
    <message>
        <source>the number of tours is too large to count (more than 2^128)</source>
        <translation>a bejárások száma túl nagy a számláláshoz (több mint 2^128)</translation>
    </message>
    <message>
        <source>the number of tours is too large for --engine split (a half of the board has more than 2^256 partial tours); --engine dp counts up to 2^512</source>
        <translation>a bejárások száma túl nagy a --engine split számára (a tábla egyik felén több mint 2^256 részbejárás van); a --engine dp 2^512-ig számol</translation>
    </message>
    <message>
        <source>the number of tours is too large to count (more than 2^512)</source>
        <translation>a bejárások száma túl nagy a számláláshoz (több mint 2^512)</translation>
    </message>
    <message>
        <source>the field %1 is no parameter of this kind of problem</source>
        <translation>a(z) %1 mező nem paramétere ennek a feladattípusnak</translation>
    </message>
    <message>
        <source>this %1 search cannot be paused, resumed or distributed: it finds its answer at once or keeps no list of what is done</source>
        <translation>ez a(z) %1 keresés nem szüneteltethető, nem folytatható és nem osztható szét: azonnal megtalálja a választ, vagy nem vezet listát az elvégzettekről</translation>
    </message>
    <message>
        <source>solutions distinct under the symmetries are counted only where solutions are counted; this search counts none</source>
        <translation>a szimmetria erejéig különböző megoldásokat csak ott számolja, ahol megoldásokat számol; ez a keresés nem számol megoldásokat</translation>
    </message>
    <message>
        <source>the preplaced piece%1 is not the piece this problem places</source>
        <translation>az előre elhelyezett%1 bábu nem az, amelyet ez a feladat elhelyez</translation>
    </message>
    <message>
        <source>unknown problem kind %1: expected one of %2</source>
        <translation>ismeretlen feladattípus: %1; lehetséges: %2</translation>
    </message>
    <message>
        <source>error %1 of the %2 family</source>
        <translation>a(z) %2 család %1. hibája</translation>
    </message>
    <message>
        <source>puzzles of the kind %1 cannot be composed in this build</source>
        <translation>%1 fajtájú rejtvények ebben a változatban nem készíthetők</translation>
    </message>
    <message>
        <source>a puzzle is a completion problem: the parameter %1 cannot be set as given here</source>
        <translation>a rejtvény kiegészítési feladat: a(z) %1 paraméter itt nem állítható így be</translation>
    </message>
    <message>
        <source>this %1 problem has no solution, so no puzzle can be made of it</source>
        <translation>ennek a feladatnak (%1) nincs megoldása, így nem készíthető belőle rejtvény</translation>
    </message>
    <message>
        <source>the time limit ended the search before a puzzle was proven</source>
        <translation>az időkorlát véget vetett a keresésnek, mielőtt egy rejtvény bizonyítást nyert volna</translation>
    </message>
    <message>
        <source>stopped before a puzzle was proven</source>
        <translation>leállítva, mielőtt egy rejtvény bizonyítást nyert volna</translation>
    </message>
    <message>
        <source>the solver finds %L1 completions of solutions with every piece given (a piece that attacks nothing and blocks nothing, such as a pawn on the last rank, can be added), so no puzzle can be made: choose other pieces</source>
        <translation>a megoldó %L1 kiegészítést talál olyan megoldásokhoz, amelyekben minden bábu adott (egy semmit sem támadó és semmit sem elzáró bábu, például egy gyalog az utolsó soron, hozzáadható), így nem készíthető rejtvény: válassz más bábukat</translation>
    </message>
    <message>
        <source>board size %1 is not allowed: width and height must be 1 to %2</source>
        <translation>a(z) %1 táblaméret nem megengedett: a szélesség és a magasság 1 és %2 között lehet</translation>
    </message>
    <message>
        <source>board size %1 is too large for this problem: its solvers take sides of 1 to %2</source>
        <translation>a(z) %1 táblaméret túl nagy ehhez a feladathoz: megoldói 1 és %2 közötti oldalakat kezelnek</translation>
    </message>
    <message>
        <source>--mpi: rank %1 cut the search into %2 tasks (split %3), rank 0 into %4 (split %5); every rank must run the same command on the same input with the same cpw</source>
        <translation>--mpi: a(z) %1. rang %2 feladatra bontotta a keresést (felosztás: %3), a 0. rang %4 feladatra (felosztás: %5); minden rangnak ugyanazt a parancsot kell futtatnia ugyanazzal a bemenettel és ugyanazzal a cpw-vel</translation>
    </message>
    <message>
        <source>--mpi: rank %1 ended its command (exit code %2) without taking part in rank 0's %3 tasks (split %4); every rank must run the same command on the same input with the same cpw</source>
        <translation>--mpi: a(z) %1. rang befejezte a parancsát (kilépési kód: %2) anélkül, hogy részt vett volna a 0. rang %3 feladatában (felosztás: %4); minden rangnak ugyanazt a parancsot kell futtatnia ugyanazzal a bemenettel és ugyanazzal a cpw-vel</translation>
    </message>
    <message>
        <source>--mpi: rank %1 does not run the tasks of rank 0</source>
        <translation>--mpi: a(z) %1. rang nem a 0. rang feladatait futtatja</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chess Puzzle Workbench: build and solve chess placement puzzles.</source>
        <translation>Chess Puzzle Workbench: sakkbábu-elhelyezési feladványok építése és megoldása.</translation>
    </message>
    <message>
        <source>Open a problem file.</source>
        <translation>Feladatfájl megnyitása.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Az ablak mentése PNG-fájlba, majd kilépés.</translation>
    </message>
    <message>
        <source>Run the search for up to SECONDS first.</source>
        <translation>Előbb legfeljebb SECONDS másodpercig keres.</translation>
    </message>
    <message>
        <source>Window size WxH.</source>
        <translation>Ablakméret SZxM.</translation>
    </message>
    <message>
        <source>Language for this run (en, de, hu).</source>
        <translation>Nyelv ehhez a futtatáshoz (en, de, hu).</translation>
    </message>
    <message>
        <source>A problem file to open.</source>
        <translation>Megnyitandó feladatfájl.</translation>
    </message>
    <message>
        <source>Select a cell (e.g. d4) to show its piece's pattern.</source>
        <translation>Mező kijelölése (pl. d4) a rajta álló bábu mintájának mutatásához.</translation>
    </message>
    <message>
        <source>Switch the analysis mode on for SECONDS first.</source>
        <translation>Először SECONDS másodpercre bekapcsolja az elemzést.</translation>
    </message>
    <message>
        <source>Write the diagram (.svg, .png, .pdf, .tex) or a sheet of solutions and exit, with no window.</source>
        <translation>Kiírja a diagramot (.svg, .png, .pdf, .tex) vagy egy megoldáslapot, és ablak nélkül kilép.</translation>
    </message>
    <message>
        <source>With --export: a sheet of the first N solutions (.pdf, .svg).</source>
        <translation>Az --export mellett: az első N megoldás lapja (.pdf, .svg).</translation>
    </message>
</context>
</TS>