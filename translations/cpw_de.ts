<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnalysisController</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Analyse the position while you edit it: can it be completed, in how many ways, and where can the next piece go (F6)</source>
        <translation>Die Stellung beim Bearbeiten analysieren: Lässt sie sich vervollständigen, auf wie viele Arten, und wohin kann die nächste Figur (F6)</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Analysis on: it follows every change of the position.</source>
        <translation>Analyse an: Sie folgt jeder Änderung der Stellung.</translation>
    </message>
    <message>
        <source>Analysis: this position cannot be analysed: %1</source>
        <translation>Analyse: Diese Stellung lässt sich nicht analysieren: %1</translation>
    </message>
    <message>
        <source>Analysis: searching whether this position can be completed…</source>
        <translation>Analyse: Es wird gesucht, ob sich diese Stellung vervollständigen lässt …</translation>
    </message>
    <message>
        <source>Analysis: this position can be completed.</source>
        <translation>Analyse: Diese Stellung lässt sich vervollständigen.</translation>
    </message>
    <message>
        <source>Analysis: no completion exists (proven).</source>
        <translation>Analyse: Es gibt keine Vervollständigung (bewiesen).</translation>
    </message>
    <message>
        <source>Completions: %1 (exact, the search has ended)</source>
        <translation>Vervollständigungen: %1 (genau, die Suche ist beendet)</translation>
    </message>
    <message>
        <source>Completions found so far: %1</source>
        <translation>Bisher gefundene Vervollständigungen: %1</translation>
    </message>
    <message>
        <source>Fewest pieces to finish: %1 more (%2 in all, proven)</source>
        <translation>Wenigste Figuren bis zur Lösung: %1 weitere (%2 insgesamt, bewiesen)</translation>
    </message>
    <message>
        <source>Fewest pieces to finish so far: %1 more (%2 in all)</source>
        <translation>Wenigste Figuren bis zur Lösung bisher: %1 weitere (%2 insgesamt)</translation>
    </message>
    <message>
        <source>Most pieces reachable: %1 (proven)</source>
        <translation>Meiste erreichbare Figuren: %1 (bewiesen)</translation>
    </message>
    <message>
        <source>Most pieces found so far: %1</source>
        <translation>Meiste Figuren bisher: %1</translation>
    </message>
    <message>
        <source>The problem asks for one solution, so the analysis stops at the first completion (switch the problem's counting on to count them all).</source>
        <translation>Die Aufgabe verlangt eine Lösung, daher hält die Analyse bei der ersten Vervollständigung an (mit dem Zählen der Aufgabe werden alle gezählt).</translation>
    </message>
    <message>
        <source>The analysis stopped before the search ended.</source>
        <translation>Die Analyse hat vor dem Ende der Suche angehalten.</translation>
    </message>
    <message>
        <source>%1 and %2 attack each other</source>
        <translation>%1 und %2 greifen einander an</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>no piece attacks one of the other colour</source>
        <translation>keine Figur greift eine der anderen Farbe an</translation>
    </message>
    <message>
        <source>every cell is covered</source>
        <translation>jedes Feld ist überdeckt</translation>
    </message>
    <message>
        <source>no two pieces attack each other</source>
        <translation>keine zwei Figuren greifen einander an</translation>
    </message>
    <message>
        <source>every cell is attacked as often as its target says</source>
        <translation>jedes Feld wird so oft angegriffen, wie sein Ziel sagt</translation>
    </message>
    <message>
        <source>the problem's conditions hold</source>
        <translation>die Bedingungen der Aufgabe sind erfüllt</translation>
    </message>
    <message>
        <source>Analysis: no solution can contain this position: %1.</source>
        <translation>Analyse: keine Lösung kann diese Stellung enthalten: %1.</translation>
    </message>
    <message>
        <source>Solved: %1; %2.</source>
        <translation>Gelöst: %1; %2.</translation>
    </message>
    <message>
        <source>No solution does better (proven).</source>
        <translation>Keine Lösung ist besser (bewiesen).</translation>
    </message>
    <message>
        <source>The position is a solution, but not the best one.</source>
        <translation>Die Stellung ist eine Lösung, aber nicht die beste.</translation>
    </message>
    <message>
        <source>Hints for %1: %2 of %3 empty cells answered; on %4 of them a piece still allows a solution (green).</source>
        <translation>Hinweise für %1: %2 von %3 leeren Feldern beantwortet; auf %4 davon lässt eine Figur noch eine Lösung zu (grün).</translation>
    </message>
</context>
<context>
    <name>ArmyEditor</name>
    <message>
        <source>Branch on rooks and queens first</source>
        <translation>Zuerst nach Türmen und Damen verzweigen</translation>
    </message>
    <message>
        <source>Tuning: the search places the pieces that move along ranks and files first, bounded by the ranks and files left; the optimum is the same either way</source>
        <translation>Feinabstimmung: die Suche setzt zuerst die Figuren, die sich entlang Reihen und Linien bewegen, begrenzt durch die übrigen Reihen und Linien; das Optimum ist in beiden Fällen dasselbe</translation>
    </message>
    <message>
        <source>Tick the kinds the army may use and give each a value (whole numbers in your own units)</source>
        <translation>Kreuzen Sie die Figurenarten an, die die Armee verwenden darf, und geben Sie jeder einen Wert (ganze Zahlen in Ihren eigenen Einheiten)</translation>
    </message>
    <message>
        <source>Pieces and values:</source>
        <translation>Figuren und Werte:</translation>
    </message>
    <message>
        <source>At least one piece of every ticked kind</source>
        <translation>Mindestens eine Figur jeder angekreuzten Art</translation>
    </message>
    <message>
        <source>Most valuable army (no piece attacked)</source>
        <translation>Wertvollste Armee (keine Figur angegriffen)</translation>
    </message>
    <message>
        <source>White pieces of the ticked kinds, none attacked by another, with the largest total value ("The Most Expensive Peace Army"); the optimum is proven by a branch and bound on the conflicts (on large boards by the COIN-OR CBC solver)</source>
        <translation>Weiße Figuren der angekreuzten Arten, keine von einer anderen angegriffen, mit dem größten Gesamtwert („The Most Expensive Peace Army“); das Optimum beweist eine Verzweigungssuche über die Konflikte (auf großen Brettern der Löser COIN-OR CBC)</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>The board is empty: its army is worth 0.</source>
        <translation>Das Brett ist leer: seine Armee ist 0 wert.</translation>
    </message>
    <message>
        <source>The army on the board is worth %1.</source>
        <translation>Die Armee auf dem Brett ist %1 wert.</translation>
    </message>
    <message>
        <source>The army on the board is worth %1, but some of its pieces attack each other.</source>
        <translation>Die Armee auf dem Brett ist %1 wert, aber einige ihrer Figuren greifen einander an.</translation>
    </message>
    <message>
        <source>Tick at least one kind of piece.</source>
        <translation>Kreuzen Sie mindestens eine Figurenart an.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Branch and bound on the conflicts</source>
        <translation>Branch and Bound über die Konflikte</translation>
    </message>
    <message>
        <source>0-1 program (COIN-OR CBC)</source>
        <translation>0-1-Programm (COIN-OR CBC)</translation>
    </message>
    <message>
        <source>Rank by rank (rectangles, Q R B N K)</source>
        <translation>Rangweise (Rechtecke, D T L S K)</translation>
    </message>
    <message>
        <source>Break the board's symmetries</source>
        <translation>Symmetrien des Bretts ausschließen</translation>
    </message>
    <message>
        <source>Tuning: the optimum is the same either way</source>
        <translation>Feinabstimmung: das Optimum ist in beiden Fällen dasselbe</translation>
    </message>
    <message>
        <source>Start from a local search's army</source>
        <translation>Mit der Armee einer lokalen Suche beginnen</translation>
    </message>
    <message>
        <source>How the optimum is proven (it is the same with either). The branch and bound on the conflicts handles up to 1,024 pairs of kind and cell</source>
        <translation>Wie das Optimum bewiesen wird (es ist bei beiden dasselbe). Branch and Bound über die Konflikte bewältigt bis zu 1.024 Paare aus Figurenart und Feld</translation>
    </message>
    <message>
        <source>Off: the most valuable army may leave some of the ticked kinds out</source>
        <translation>Aus: die wertvollste Armee darf einige der angehakten Arten auslassen</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Verfahren:</translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Place %1 on %2</source>
        <translation>%1 auf %2 setzen</translation>
    </message>
    <message>
        <source>Remove the piece on %1</source>
        <translation>Figur auf %1 entfernen</translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation>%1 von %2 nach %3 ziehen</translation>
    </message>
    <message>
        <source>Remove cell %1 from the board</source>
        <translation>Feld %1 aus dem Brett entfernen</translation>
    </message>
    <message>
        <source>Add cell %1 to the board</source>
        <translation>Feld %1 zum Brett hinzufügen</translation>
    </message>
    <message>
        <source>Set the target of %1</source>
        <translation>Zielwert von %1 setzen</translation>
    </message>
    <message>
        <source>Set every target to %1</source>
        <translation>Alle Zielwerte auf %1 setzen</translation>
    </message>
    <message>
        <source>Resize the board to %1x%2</source>
        <translation>Brettgröße auf %1x%2 ändern</translation>
    </message>
    <message>
        <source>Clear the pieces</source>
        <translation>Alle Figuren entfernen</translation>
    </message>
    <message>
        <source>Add the piece %1 (%2)</source>
        <translation>Figur %1 (%2) hinzufügen</translation>
    </message>
    <message>
        <source>Write %1 on %2</source>
        <translation>%1 auf %2 schreiben</translation>
    </message>
    <message>
        <source>Clear the number on %1</source>
        <translation>Die Zahl auf %1 löschen</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>live search</source>
        <translation>Live-Suche</translation>
    </message>
</context>
<context>
    <name>Chess960Editor</name>
    <message>
        <source>Only the position numbered</source>
        <translation>Nur die Stellung Nummer</translation>
    </message>
    <message>
        <source>Chess960 start positions</source>
        <translation>Chess960-Startstellungen</translation>
    </message>
    <message>
        <source>Fischer Random chess: the back rank shuffled with the bishops on opposite colours and the king between the rooks; 960 positions, numbered by Reinhard Scharnagl's scheme</source>
        <translation>Fischer-Random-Schach: die Grundreihe gemischt, die Läufer auf verschiedenfarbigen Feldern und der König zwischen den Türmen; 960 Stellungen, nummeriert nach Reinhard Scharnagls Schema</translation>
    </message>
    <message>
        <source>All 960 back ranks, on an 8x1 board (518 is the standard RNBQKBNR).</source>
        <translation>Alle 960 Grundreihen auf einem 8x1-Brett (518 ist die übliche RNBQKBNR).</translation>
    </message>
    <message>
        <source>Chess960 positions are back ranks: make the board 8x1.</source>
        <translation>Chess960-Stellungen sind Grundreihen: das Brett muss 8x1 sein.</translation>
    </message>
    <message>
        <source>Off: all 960 start positions. On: the one with this number (0 to 959; the standard position is No. 518)</source>
        <translation>Aus: alle 960 Anfangsstellungen. An: die mit dieser Nummer (0 bis 959; die Normalstellung ist Nr. 518)</translation>
    </message>
    <message>
        <source>No. %1 · %2</source>
        <translation>Nr. %1 · %2</translation>
    </message>
</context>
<context>
    <name>CoverEditor</name>
    <message>
        <source>The one kind of piece the cover uses</source>
        <translation>Die eine Figurenart, aus der die Überdeckung besteht</translation>
    </message>
    <message>
        <source>Piece:</source>
        <translation>Figur:</translation>
    </message>
    <message>
        <source>Every cell occupied or attacked</source>
        <translation>Jedes Feld besetzt oder angegriffen</translation>
    </message>
    <message>
        <source>Every cell attacked, occupied ones too</source>
        <translation>Jedes Feld angegriffen, auch die besetzten</translation>
    </message>
    <message>
        <source>Occupied or attacked, no piece attacks another</source>
        <translation>Besetzt oder angegriffen, keine Figur greift eine andere an</translation>
    </message>
    <message>
        <source>Cover:</source>
        <translation>Überdeckung:</translation>
    </message>
    <message>
        <source>One minimum cover (proven)</source>
        <translation>Eine minimale Überdeckung (bewiesen)</translation>
    </message>
    <message>
        <source>Every minimum cover</source>
        <translation>Alle minimalen Überdeckungen</translation>
    </message>
    <message>
        <source>Every cover with exactly G pieces</source>
        <translation>Alle Überdeckungen mit genau G Figuren</translation>
    </message>
    <message>
        <source>A small cover of a large board (no proof)</source>
        <translation>Eine kleine Überdeckung eines großen Bretts (ohne Beweis)</translation>
    </message>
    <message>
        <source>Search for:</source>
        <translation>Suchen nach:</translation>
    </message>
    <message>
        <source>The number of pieces of every cover listed (fixed pieces included)</source>
        <translation>Die Figurenzahl jeder gelisteten Überdeckung (feste Figuren mitgezählt)</translation>
    </message>
    <message>
        <source>How long to look for smaller covers; every improvement is shown at once</source>
        <translation>Wie lange nach kleineren Überdeckungen gesucht wird; jede Verbesserung erscheint sofort</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Cover (fewest pieces attacking every cell)</source>
        <translation>Überdeckung (jedes Feld angegriffen, wenigste Figuren)</translation>
    </message>
    <message>
        <source>The fewest pieces of one kind such that every cell is occupied or attacked: David C. Fisher's knight cover problem, for any piece</source>
        <translation>Die wenigsten Figuren einer Art, sodass jedes Feld besetzt oder angegriffen ist: David C. Fishers Springer-Überdeckungsproblem, für jede Figur</translation>
    </message>
    <message>
        <source>Choose a piece.</source>
        <translation>Wählen Sie eine Figur.</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Verfahren:</translation>
    </message>
    <message>
        <source>How small covers are looked for: a local search beside the SAT solver, or one of them alone</source>
        <translation>Wie kleine Überdeckungen gesucht werden: eine lokale Suche neben dem SAT-Solver oder eines von beiden allein</translation>
    </message>
    <message>
        <source>Local search and SAT solver</source>
        <translation>Lokale Suche und SAT-Solver</translation>
    </message>
    <message>
        <source>Local search</source>
        <translation>Lokale Suche</translation>
    </message>
    <message>
        <source>SAT solver</source>
        <translation>SAT-Solver</translation>
    </message>
    <message>
        <source>With the SAT solver: only covers that look the same after a half turn (2) or a quarter turn (4) of the board; 1 = every cover</source>
        <translation>Mit dem SAT-Solver: nur Überdeckungen, die nach einer halben (2) oder einer Vierteldrehung (4) des Bretts gleich aussehen; 1 = alle Überdeckungen</translation>
    </message>
    <message>
        <source>Off: only greedy packing bounds (the covers found are the same; the search may take longer)</source>
        <translation>Aus: nur gierige Packungsschranken (die gefundenen Überdeckungen sind dieselben; die Suche kann länger dauern)</translation>
    </message>
    <message>
        <source>Search time:</source>
        <translation>Suchdauer:</translation>
    </message>
    <message>
        <source>Symmetry:</source>
        <translation>Symmetrie:</translation>
    </message>
    <message>
        <source>What counts as covered: a cell occupied or attacked (domination); every cell attacked, occupied ones too (total domination); or no piece attacking another (independent domination)</source>
        <translation>Was als überdeckt gilt: ein Feld besetzt oder angegriffen (Dominanz); jedes Feld angegriffen, auch die besetzten (totale Dominanz); oder keine Figur greift eine andere an (unabhängige Dominanz)</translation>
    </message>
    <message>
        <source>Pieces in each cover:</source>
        <translation>Figuren je Überdeckung:</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Prove lower bounds with linear programming</source>
        <translation>Untere Schranken mit linearer Optimierung beweisen</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Change the kind of problem</source>
        <translation>Art des Problems ändern</translation>
    </message>
    <message>
        <source>Change the problem's settings</source>
        <translation>Einstellungen des Problems ändern</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
</context>
<context>
    <name>ExactEditor</name>
    <message>
        <source>The number of attacks every cell must receive (use the target tool for per-cell targets)</source>
        <translation>Die Anzahl der Angriffe, die jedes Feld erhalten muss (Zielwerte je Feld mit dem Zielwerkzeug)</translation>
    </message>
    <message>
        <source>Attacks per cell (k):</source>
        <translation>Angriffe je Feld (k):</translation>
    </message>
    <message>
        <source>Pieces the search may use (tick to allow)</source>
        <translation>Figuren, die die Suche verwenden darf (ankreuzen zum Erlauben)</translation>
    </message>
    <message>
        <source>Allowed pieces:</source>
        <translation>Erlaubte Figuren:</translation>
    </message>
    <message>
        <source>Every cell, occupied ones too</source>
        <translation>Jedes Feld, auch besetzte</translation>
    </message>
    <message>
        <source>Empty cells only</source>
        <translation>Nur leere Felder</translation>
    </message>
    <message>
        <source>Cells counted:</source>
        <translation>Gezählte Felder:</translation>
    </message>
    <message>
        <source>Count each attack pattern once</source>
        <translation>Jedes Angriffsmuster nur einmal zählen</translation>
    </message>
    <message>
        <source>On: placements that form the same attack patterns count once (a queen that attacks only its neighbours is a king, and so on). Off: every placement is its own solution</source>
        <translation>Ein: Stellungen mit denselben Angriffsmustern zählen einmal (eine Dame, die nur ihre Nachbarfelder angreift, ist ein König usw.). Aus: jede Stellung ist eine eigene Lösung</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>Alle Lösungen</translation>
    </message>
    <message>
        <source>Fewest pieces</source>
        <translation>Wenigste Figuren</translation>
    </message>
    <message>
        <source>Most pieces</source>
        <translation>Meiste Figuren</translation>
    </message>
    <message>
        <source>Search for:</source>
        <translation>Suchen nach:</translation>
    </message>
    <message>
        <source>No pawns</source>
        <translation>Keine Bauern</translation>
    </message>
    <message>
        <source>Exact attack (every cell attacked k times)</source>
        <translation>Exakter Angriff (jedes Feld k-mal angegriffen)</translation>
    </message>
    <message>
        <source>White pieces such that every cell, occupied or empty, is attacked exactly its target number of times</source>
        <translation>Weiße Figuren so, dass jedes Feld, besetzt oder leer, genau so oft angegriffen wird wie sein Zielwert</translation>
    </message>
    <message>
        <source>Cells have their own targets (shown with the target tool); k sets them all again.</source>
        <translation>Felder haben eigene Zielwerte (mit dem Zielwerkzeug sichtbar); k setzt wieder alle.</translation>
    </message>
    <message>
        <source>Allow at least one piece.</source>
        <translation>Erlauben Sie mindestens eine Figur.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>SAT solver</source>
        <translation>SAT-Solver</translation>
    </message>
    <message>
        <source>For the fewest or the most pieces. The SAT solver (CaDiCaL) proves the optimum, often much faster than the search on dense boards, then lists every solution that reaches it; it runs on one thread and cannot be paused. Automatic takes it where the targets add up to 90 or more or only empty cells count, and the search elsewhere</source>
        <translation>Für die wenigsten oder die meisten Figuren. Der SAT-Solver (CaDiCaL) beweist das Optimum, auf dichten Brettern oft viel schneller als die Suche, und listet dann jede Lösung auf, die es erreicht; er läuft auf einem Thread und lässt sich nicht pausieren. „Automatisch“ nimmt ihn, wo die Zielwerte zusammen 90 oder mehr ergeben oder nur leere Felder zählen, und sonst die Suche</translation>
    </message>
    <message>
        <source>Search by attack patterns</source>
        <translation>Suche über Angriffsmuster</translation>
    </message>
    <message>
        <source>Search, cell by cell</source>
        <translation>Suche Feld für Feld</translation>
    </message>
    <message>
        <source>Every solution, or only those with the fewest or the most pieces</source>
        <translation>Jede Lösung oder nur die mit den wenigsten oder den meisten Figuren</translation>
    </message>
    <message>
        <source>Which cells must be attacked exactly their target number of times: every cell, or only the empty ones (a piece's own cell is then free)</source>
        <translation>Welche Felder genau so oft angegriffen werden müssen, wie ihr Ziel sagt: jedes Feld oder nur die leeren (das Feld einer Figur ist dann frei)</translation>
    </message>
    <message>
        <source>Leave out the solutions that use a pawn</source>
        <translation>Lösungen mit einem Bauern auslassen</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Verfahren:</translation>
    </message>
</context>
<context>
    <name>Example</name>
    <message>
        <source>en</source>
        <comment>the language code of this translation</comment>
        <translation>de</translation>
    </message>
</context>
<context>
    <name>ExampleBrowser</name>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Pick a puzzle to open it: its board, its settings and a paragraph on what it shows. Then press Run (F5) to solve it, or Search ▸ Analyse (F6) to explore it while you place pieces yourself.</source>
        <translation>Wählen Sie eine Aufgabe, um sie zu öffnen: ihr Brett, ihre Einstellungen und ein Absatz dazu, was sie zeigt. Dann löst Starten (F5) sie, oder Suche ▸ Analysieren (F6) hilft Ihnen, während Sie selbst Figuren aufstellen.</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>Include &amp;overlays in exports</source>
        <translation>&amp;Überlagerungen mit exportieren</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>SVG exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>There are no solutions to export yet.</source>
        <translation>Es gibt noch keine Lösungen zum Exportieren.</translation>
    </message>
    <message>
        <source>Export solutions sheet</source>
        <translation>Lösungsbogen exportieren</translation>
    </message>
    <message>
        <source>Diagram copied.</source>
        <translation>Diagramm kopiert.</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <source>Import FEN</source>
        <translation>FEN importieren</translation>
    </message>
    <message>
        <source>FEN of an 8x8 position (black pieces are taken as white):</source>
        <translation>FEN einer 8x8-Stellung (schwarze Figuren werden als weiße übernommen):</translation>
    </message>
    <message>
        <source>%1: there is no text to read. Expected a placement such as %2.</source>
        <translation>%1: es gibt keinen Text zum Lesen. Erwartet wird eine Stellung wie %2.</translation>
    </message>
    <message>
        <source>%1: black pawns (on %2) attack towards rank 1, which no piece of the workbench does. Remove them or write them as white pawns (P); the board was not changed.</source>
        <translation>%1: schwarze Bauern (auf %2) greifen in Richtung der Reihe 1 an, was keine Figur der Werkbank tut. Entfernen Sie sie oder schreiben Sie sie als weiße Bauern (P); das Brett wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Paste placement</source>
        <translation>Stellung einfügen</translation>
    </message>
    <message>
        <source>pasted placement</source>
        <translation>eingefügte Stellung</translation>
    </message>
    <message>
        <source>Pasted; black pieces taken as white: %1.</source>
        <translation>Eingefügt; als weiße übernommene schwarze Figuren: %1.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>FEN imported; black pieces taken as white: %1.</source>
        <translation>FEN importiert; als weiße übernommene schwarze Figuren: %1.</translation>
    </message>
    <message>
        <source>%1, board %2 x %3</source>
        <translation>%1, Brett %2 x %3</translation>
    </message>
    <message>
        <source>distinct solutions only</source>
        <translation>nur verschiedene Lösungen</translation>
    </message>
    <message>
        <source>A sheet of solutions can be written as .pdf or .svg, not as "%1".</source>
        <translation>Ein Lösungsblatt kann als .pdf oder .svg geschrieben werden, nicht als „%1“.</translation>
    </message>
    <message>
        <source>Unknown export format "%1": use .svg, .png, .pdf or .tex.</source>
        <translation>Unbekanntes Exportformat „%1“: .svg, .png, .pdf oder .tex verwenden.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Export solutions as PDF</source>
        <translation>Lösungen als PDF exportieren</translation>
    </message>
    <message>
        <source>Export LaTeX</source>
        <translation>LaTeX exportieren</translation>
    </message>
    <message>
        <source>LaTeX files (*.tex)</source>
        <translation>LaTeX-Dateien (*.tex)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>There are no solutions to print yet.</source>
        <translation>Es gibt noch keine Lösungen zum Drucken.</translation>
    </message>
    <message>
        <source>Print solutions</source>
        <translation>Lösungen drucken</translation>
    </message>
    <message>
        <source>Print diagram</source>
        <translation>Diagramm drucken</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Der Drucker konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>Exportiert: %1.</translation>
    </message>
    <message>
        <source>, given: %1</source>
        <translation>, vorgegeben: %1</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>%1: this workbench version has no solver for problems of the kind "%2".</source>
        <translation>%1: Diese Version der Werkbank hat keinen Löser für Aufgaben der Art „%2“.</translation>
    </message>
    <message>
        <source>Open saved search</source>
        <translation>Gespeicherte Suche öffnen</translation>
    </message>
    <message>
        <source>%1 holds a paused search (%2 of %3 parts done). Continue it now?</source>
        <translation>%1 enthält eine pausierte Suche (%2 von %3 Teilen erledigt). Jetzt fortsetzen?</translation>
    </message>
    <message>
        <source>%1 holds a saved search. Continue it now?</source>
        <translation>%1 enthält eine gespeicherte Suche. Jetzt fortsetzen?</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Open problem</source>
        <translation>Aufgabe öffnen</translation>
    </message>
    <message>
        <source>Cannot open %1.</source>
        <translation>%1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Save problem</source>
        <translation>Aufgabe speichern</translation>
    </message>
    <message>
        <source>Problem files (*.json);;All files (*)</source>
        <translation>Aufgabendateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Problems and saved searches (*.json *.cpwsearch);;Problem files (*.json);;Saved searches (*.cpwsearch);;All files (*)</source>
        <translation>Probleme und gespeicherte Suchen (*.json *.cpwsearch);;Problemdateien (*.json);;Gespeicherte Suchen (*.cpwsearch);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>Änderungen an %1 speichern?</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>The file %1 no longer exists (moved, renamed or deleted). It has been removed from the recent files.</source>
        <translation>Die Datei %1 gibt es nicht mehr (verschoben, umbenannt oder gelöscht). Sie wurde aus der Liste der zuletzt geöffneten Dateien entfernt.</translation>
    </message>
    <message>
        <source>the restored session</source>
        <translation>die wiederhergestellte Sitzung</translation>
    </message>
    <message>
        <source>%1: the workbench edits boards of sides up to %2; solve this %3 x %4 board with cpw solve.</source>
        <translation>%1: Die Werkbank bearbeitet Bretter mit Seiten bis %2; lösen Sie dieses Brett mit %3 x %4 mit cpw solve.</translation>
    </message>
</context>
<context>
    <name>GalleryView</name>
    <message>
        <source>Distinct only</source>
        <translation>Nur verschiedene</translation>
    </message>
    <message>
        <source>Show one solution of each symmetry class</source>
        <translation>Eine Lösung je Symmetrieklasse zeigen</translation>
    </message>
    <message>
        <source>Without pawns</source>
        <translation>Ohne Bauern</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>pieces: </source>
        <translation>Figuren: </translation>
    </message>
    <message>
        <source>In order found</source>
        <translation>In Fundreihenfolge</translation>
    </message>
    <message>
        <source>Fewest pieces first</source>
        <translation>Wenigste Figuren zuerst</translation>
    </message>
    <message>
        <source>Most pieces first</source>
        <translation>Meiste Figuren zuerst</translation>
    </message>
    <message>
        <source>Symmetric first</source>
        <translation>Symmetrische zuerst</translation>
    </message>
    <message>
        <source>No solutions yet.</source>
        <translation>Noch keine Lösungen.</translation>
    </message>
    <message>
        <source>No solutions listed; %1 counted so far.</source>
        <translation>Keine Lösungen aufgelistet; bisher %1 gezählt.</translation>
    </message>
    <message>
        <source>%1 solutions</source>
        <translation>%1 Lösungen</translation>
    </message>
    <message>
        <source> — the first %1 are kept in memory and browsable, the rest are counted only</source>
        <translation> — die ersten %1 bleiben im Speicher und sind durchsuchbar, der Rest wird nur gezählt</translation>
    </message>
    <message>
        <source>%1 pieces: %2</source>
        <translation>%1 Figuren: %2</translation>
    </message>
    <message>
        <source>%1 solutions counted without listing them: this way of counting lists none.</source>
        <translation>%1 Lösungen gezählt, ohne sie aufzulisten: diese Art zu zählen listet keine auf.</translation>
    </message>
    <message>
        <source>1 solution</source>
        <translation>1 Lösung</translation>
    </message>
    <message>
        <source>1 piece: %1</source>
        <translation>1 Figur: %1</translation>
    </message>
    <message>
        <source>The search counted %1 in all: %2 of them were found before it was paused, and a saved search keeps only the solutions the gallery showed then.</source>
        <translation>Die Suche hat insgesamt %1 gezählt: %2 davon wurden vor dem Anhalten gefunden, und eine gespeicherte Suche behält nur die Lösungen, die die Galerie damals zeigte.</translation>
    </message>
    <message>
        <source>The search counted %1 in all: %2 of them were counted without being listed.</source>
        <translation>Die Suche hat insgesamt %1 gezählt: %2 davon wurden gezählt, ohne aufgelistet zu werden.</translation>
    </message>
    <message>
        <source>Size of the pictures</source>
        <translation>Größe der Bilder</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>%1 listed: one per symmetry class (rotations and reflections) of the %2 solutions.</source>
        <translation>%1 aufgelistet: eine je Symmetrieklasse (Drehungen und Spiegelungen) der %2 Lösungen.</translation>
    </message>
    <message>
        <source>%1 shown: one per symmetry class (rotations and reflections) of the %2 listed.</source>
        <translation>%1 gezeigt: eine je Symmetrieklasse (Drehungen und Spiegelungen) der %2 aufgelisteten.</translation>
    </message>
    <message>
        <source>%1 shown: the filters above hide the other %2.</source>
        <translation>%1 gezeigt: die Filter oben blenden die übrigen %2 aus.</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>User guide</source>
        <translation>Anleitung</translation>
    </message>
</context>
<context>
    <name>IndependentEditor</name>
    <message>
        <source>Count the placements</source>
        <translation>Platzierungen zählen</translation>
    </message>
    <message>
        <source>Find one placement</source>
        <translation>Eine Platzierung finden</translation>
    </message>
    <message>
        <source>Most pieces that fit</source>
        <translation>Größte Zahl von Figuren</translation>
    </message>
    <message>
        <source>Mixed army</source>
        <translation>Gemischte Armee</translation>
    </message>
    <message>
        <source>Search for:</source>
        <translation>Suchen nach:</translation>
    </message>
    <message>
        <source>The piece to place (any piece of the catalogue)</source>
        <translation>Die zu setzende Figur (jede Figur des Katalogs)</translation>
    </message>
    <message>
        <source>Piece:</source>
        <translation>Figur:</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Gewöhnlich</translation>
    </message>
    <message>
        <source>Super (+ knight's leap)</source>
        <translation>Super (+ Springersprung)</translation>
    </message>
    <message>
        <source>Awesome (+ knight's line)</source>
        <translation>Fantastisch (+ Springerlinie)</translation>
    </message>
    <message>
        <source>For a queen, rook or bishop: super adds the knight's leap, awesome the knight's line to the edge of the board</source>
        <translation>Für Dame, Turm oder Läufer: Super fügt den Springersprung hinzu, Fantastisch die Springerlinie bis zum Brettrand</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>How many pieces, fixed ones included; n = as many as the board's shorter side</source>
        <translation>Wie viele Figuren, feste mitgezählt; n = so viele, wie die kürzere Brettseite Felder hat</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Figuren:</translation>
    </message>
    <message>
        <source>Piece letters each followed by how many, fixed pieces included; pieces of one type are interchangeable</source>
        <translation>Figurenbuchstaben, jeweils gefolgt von der Anzahl, feste Figuren mitgezählt; Figuren einer Art sind austauschbar</translation>
    </message>
    <message>
        <source>Army:</source>
        <translation>Armee:</translation>
    </message>
    <message>
        <source>Non-attacking pieces (n queens)</source>
        <translation>Figuren ohne gegenseitigen Angriff (n Damen)</translation>
    </message>
    <message>
        <source>Pieces that do not attack each other: the n-queens problem of Max Bezzel (1848) for any piece, the most pieces that fit, and mixed armies</source>
        <translation>Figuren, die einander nicht angreifen: das n-Damen-Problem von Max Bezzel (1848) für jede Figur, die größte Zahl von Figuren, die Platz finden, und gemischte Armeen</translation>
    </message>
    <message>
        <source>Give the army, for example K2Q2B2N1.</source>
        <translation>Geben Sie die Armee an, zum Beispiel K2Q2B2N1.</translation>
    </message>
    <message>
        <source>The army is not understood: piece letters each followed by a number, like K2Q2B2N1.</source>
        <translation>Die Armee ist unverständlich: Figurenbuchstaben, jeweils gefolgt von einer Zahl, wie K2Q2B2N1.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>How placements are counted; the counts are the same with either</source>
        <translation>Wie die Platzierungen gezählt werden; die Anzahlen sind bei beiden dieselben</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>General search</source>
        <translation>Allgemeine Suche</translation>
    </message>
    <message>
        <source>Queen counter</source>
        <translation>Zählverfahren für Damen</translation>
    </message>
    <message>
        <source>Count placements:</source>
        <translation>Aufstellungen zählen:</translation>
    </message>
    <message>
        <source>Once per set of cells (the usual count), or once per order in which the k pieces can be put down (k! times as many, as some puzzle books count)</source>
        <translation>Einmal je Menge von Feldern (die übliche Zählung) oder einmal je Reihenfolge, in der die k Figuren gesetzt werden können (k!-mal so viele, wie manche Rätselbücher zählen)</translation>
    </message>
    <message>
        <source>Once per set of cells</source>
        <translation>Einmal je Menge von Feldern</translation>
    </message>
    <message>
        <source>Once per order of placing (k! per set)</source>
        <translation>Einmal je Reihenfolge (k! je Menge)</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Verfahren:</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>hole: not part of the board</source>
        <translation>Loch: gehört nicht zum Brett</translation>
    </message>
    <message>
        <source>attacked exactly as often as its target</source>
        <translation>genau so oft angegriffen, wie sein Ziel sagt</translation>
    </message>
    <message>
        <source>attacked fewer times than its target</source>
        <translation>seltener angegriffen, als sein Ziel sagt</translation>
    </message>
    <message>
        <source>attacked more often than its target</source>
        <translation>öfter angegriffen, als sein Ziel sagt</translation>
    </message>
    <message>
        <source>how many pieces attack the cell</source>
        <translation>wie viele Figuren das Feld angreifen</translation>
    </message>
    <message>
        <source>the cell's target: attacked exactly so often (=* any number)</source>
        <translation>das Ziel des Feldes: genau so oft angegriffen (=* beliebig oft)</translation>
    </message>
    <message>
        <source>two pieces that attack each other</source>
        <translation>zwei Figuren, die einander angreifen</translation>
    </message>
    <message>
        <source>attacked: no further piece may stand here</source>
        <translation>angegriffen: hier darf keine weitere Figur stehen</translation>
    </message>
    <message>
        <source>covered: attacked by a piece</source>
        <translation>überdeckt: von einer Figur angegriffen</translation>
    </message>
    <message>
        <source>covered: attacked or occupied</source>
        <translation>überdeckt: angegriffen oder besetzt</translation>
    </message>
    <message>
        <source>not covered yet</source>
        <translation>noch nicht überdeckt</translation>
    </message>
    <message>
        <source>the tour's path</source>
        <translation>der Weg der Tour</translation>
    </message>
    <message>
        <source>move numbers</source>
        <translation>Zugnummern</translation>
    </message>
    <message>
        <source>the first move</source>
        <translation>der erste Zug</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>der letzte Zug</translation>
    </message>
    <message>
        <source>attacked by white: no black piece here</source>
        <translation>von Weiß angegriffen: hier keine schwarze Figur</translation>
    </message>
    <message>
        <source>attacked by black: no white piece here</source>
        <translation>von Schwarz angegriffen: hier keine weiße Figur</translation>
    </message>
    <message>
        <source>attacked by both: no piece here</source>
        <translation>von beiden angegriffen: hier keine Figur</translation>
    </message>
    <message>
        <source>a piece attacked by the other colour</source>
        <translation>eine Figur, die von der anderen Farbe angegriffen wird</translation>
    </message>
    <message>
        <source>attacked by the selected piece</source>
        <translation>von der gewählten Figur angegriffen</translation>
    </message>
    <message>
        <source>must stay empty for this pattern</source>
        <translation>muss für dieses Muster leer bleiben</translation>
    </message>
    <message>
        <source>must be occupied for this pattern</source>
        <translation>muss für dieses Muster besetzt sein</translation>
    </message>
    <message>
        <source>a piece here still allows a solution</source>
        <translation>eine Figur hier lässt noch eine Lösung zu</translation>
    </message>
    <message>
        <source>no solution with a piece here</source>
        <translation>keine Lösung mit einer Figur hier</translation>
    </message>
    <message>
        <source>no answer in the time allowed</source>
        <translation>keine Antwort in der erlaubten Zeit</translation>
    </message>
    <message>
        <source>solutions with a piece here</source>
        <translation>Lösungen mit einer Figur hier</translation>
    </message>
    <message>
        <source>given: part of the puzzle, fixed</source>
        <translation>vorgegeben: Teil des Rätsels, fest</translation>
    </message>
    <message>
        <source>a given move number</source>
        <translation>eine vorgegebene Zugnummer</translation>
    </message>
    <message>
        <source>a move number you wrote</source>
        <translation>eine Zugnummer, die Sie geschrieben haben</translation>
    </message>
    <message>
        <source>consecutive moves joined</source>
        <translation>aufeinanderfolgende Züge verbunden</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The workbench did not close properly last time: your session was restored.</source>
        <translation>Die Werkbank wurde letztes Mal nicht richtig beendet: Ihre Sitzung wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Attack patterns</source>
        <translation>Angriffsmuster</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Problem and search</source>
        <translation>Aufgabe und Suche</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New problem</source>
        <translation>&amp;Neue Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Export diagram as S&amp;VG…</source>
        <translation>Diagramm als S&amp;VG exportieren…</translation>
    </message>
    <message>
        <source>Export diagram as &amp;PNG…</source>
        <translation>Diagramm als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <source>Export solutions as an SVG &amp;sheet…</source>
        <translation>Lösungen als SVG-&amp;Bogen exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Copy placement</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste placement</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <source>Copy &amp;image</source>
        <translation>&amp;Bild kopieren</translation>
    </message>
    <message>
        <source>Import &amp;FEN…</source>
        <translation>&amp;FEN importieren…</translation>
    </message>
    <message>
        <source>C&amp;lear pieces</source>
        <translation>Figuren &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Attack &amp;lines on hover</source>
        <translation>Angriffs&amp;linien beim Überfahren</translation>
    </message>
    <message>
        <source>&amp;Pattern markers</source>
        <translation>&amp;Mustermarkierungen</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Zielwerte</translation>
    </message>
    <message>
        <source>&amp;Rank and file labels</source>
        <translation>&amp;Reihen- und Linienbeschriftung</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suche</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>About Chess Puzzle Workbench</source>
        <translation>Über Chess Puzzle Workbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Chess Puzzle Workbench&lt;/h3&gt;&lt;p&gt;Build chess placement puzzles, see what attacks what, and watch the search solve them.&lt;/p&gt;&lt;p&gt;Click a palette piece, then the board. Drag pieces to move them; right-click removes. F5 runs the search, Esc stops it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Chess Puzzle Workbench&lt;/h3&gt;&lt;p&gt;Schach-Stellungsaufgaben bauen, sehen, was was angreift, und der Suche beim Lösen zusehen.&lt;/p&gt;&lt;p&gt;Klicken Sie eine Figur der Palette an, dann das Brett. Ziehen Sie Figuren, um sie zu bewegen; Rechtsklick entfernt. F5 startet die Suche, Esc hält sie an.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source> Board: </source>
        <translation> Brett: </translation>
    </message>
    <message>
        <source>Board width (files)</source>
        <translation>Brettbreite (Linien)</translation>
    </message>
    <message>
        <source>Board height (ranks)</source>
        <translation>Bretthöhe (Reihen)</translation>
    </message>
    <message>
        <source>%1[*] — Chess Puzzle Workbench</source>
        <translation>%1[*] — Chess Puzzle Workbench</translation>
    </message>
    <message>
        <source>%1: not part of the board</source>
        <translation>%1: nicht Teil des Bretts</translation>
    </message>
    <message>
        <source>%1: %2 attacks, any number allowed</source>
        <translation>%1: %2 Angriffe, jede Anzahl erlaubt</translation>
    </message>
    <message>
        <source>%1: %2 attacks, target %3</source>
        <translation>%1: %2 Angriffe, Ziel %3</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <source>Export diagram as P&amp;DF…</source>
        <translation>Diagramm als P&amp;DF exportieren …</translation>
    </message>
    <message>
        <source>Export solutions as a PDF s&amp;heet…</source>
        <translation>Lösungen als PDF-&amp;Blatt exportieren …</translation>
    </message>
    <message>
        <source>Export diagram as &amp;LaTeX…</source>
        <translation>Diagramm als &amp;LaTeX exportieren …</translation>
    </message>
    <message>
        <source>&amp;Print diagram…</source>
        <translation>Diagramm &amp;drucken …</translation>
    </message>
    <message>
        <source>Print s&amp;olutions…</source>
        <translation>L&amp;ösungen drucken …</translation>
    </message>
    <message>
        <source>&lt;p&gt;Version %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Version %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Example &amp;browser…</source>
        <translation>&amp;Beispielübersicht…</translation>
    </message>
    <message>
        <source>&amp;Overlays (attack counts, conflicts, cover, path)</source>
        <translation>&amp;Überlagerungen (Angriffszahlen, Konflikte, Überdeckung, Weg)</translation>
    </message>
    <message>
        <source>&amp;Key to the overlays</source>
        <translation>&amp;Legende der Überlagerungen</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <source>%1: not attacked</source>
        <translation>%1: nicht angegriffen</translation>
    </message>
    <message>
        <source>%1: %2 attacks</source>
        <translation>%1: %2 Angriffe</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Rätsel</translation>
    </message>
</context>
<context>
    <name>NewPuzzleDialog</name>
    <message>
        <source>New puzzle</source>
        <translation>Neues Rätsel</translation>
    </message>
    <message>
        <source>A puzzle with exactly one solution: some pieces (a tour: some move numbers) are given, and you find the rest. The same seed makes the same puzzle.</source>
        <translation>Ein Rätsel mit genau einer Lösung: Einige Figuren (bei einer Tour: einige Zugnummern) sind vorgegeben, den Rest finden Sie. Derselbe Startwert ergibt dasselbe Rätsel.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Easy: every piece follows from simple deductions (a cell attacked by a given is empty; a row with one free cell takes the piece). Medium: now and then you must try a cell and see it fail. Hard: deeper search. (docs/compose.md)</source>
        <translation>Leicht: Jede Figur folgt aus einfachen Schlüssen (ein von einer Vorgabe angegriffenes Feld bleibt leer; eine Reihe mit einem freien Feld bekommt dort die Figur). Mittel: Ab und zu muss man ein Feld probieren und scheitern sehen. Schwer: tiefere Suche. (docs/compose.md)</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>As few givens as a longer search finds</source>
        <translation>So wenige Vorgaben, wie eine längere Suche findet</translation>
    </message>
    <message>
        <source>Another</source>
        <translation>Anderer</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>Sheet as PDF…</source>
        <translation>Blatt als PDF…</translation>
    </message>
    <message>
        <source>Compose this many puzzles (the seeds from the one above) and save them as a PDF: the puzzles first, their solutions on the pages after</source>
        <translation>So viele Rätsel erstellen (Startwerte ab dem obigen) und als PDF speichern: erst die Rätsel, ihre Lösungen auf den folgenden Seiten</translation>
    </message>
    <message>
        <source>Puzzles on a sheet:</source>
        <translation>Rätsel auf einem Blatt:</translation>
    </message>
    <message>
        <source>Compose</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Composing puzzle %1 of %2…</source>
        <translation>Rätsel %1 von %2 wird erstellt…</translation>
    </message>
    <message>
        <source>Puzzle sheet as PDF</source>
        <translation>Rätselblatt als PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Composing… (each puzzle is proven to have one solution)</source>
        <translation>Wird erstellt… (für jedes Rätsel wird bewiesen, dass es genau eine Lösung hat)</translation>
    </message>
    <message>
        <source>Stopped: no puzzle.</source>
        <translation>Angehalten: kein Rätsel.</translation>
    </message>
    <message>
        <source>No puzzle: %1</source>
        <translation>Kein Rätsel: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1 puzzles and their solutions saved to %2.</source>
        <translation>%1 Rätsel und ihre Lösungen in %2 gespeichert.</translation>
    </message>
</context>
<context>
    <name>ParamForm</name>
    <message>
        <source>Advanced</source>
        <translation>Erweitert</translation>
    </message>
    <message>
        <source>Settings that tune how the search runs: the results are the same</source>
        <translation>Einstellungen, die den Ablauf der Suche anpassen: die Ergebnisse bleiben gleich</translation>
    </message>
    <message>
        <source>Run options</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>Threads and pause points: how the search runs on this computer (the results are the same)</source>
        <translation>Threads und Pausenpunkte: wie die Suche auf diesem Rechner läuft (die Ergebnisse bleiben gleich)</translation>
    </message>
</context>
<context>
    <name>PatternBrowser</name>
    <message>
        <source>Browse patterns</source>
        <translation>Muster durchblättern</translation>
    </message>
    <message>
        <source>Show the attack patterns of a piece on the selected cell</source>
        <translation>Die Angriffsmuster einer Figur auf dem gewählten Feld zeigen</translation>
    </message>
    <message>
        <source>Canonical rules</source>
        <translation>Kanonische Regeln</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Select a cell on the board, tick "Browse patterns" and step through the patterns of a piece there.</source>
        <translation>Wählen Sie ein Feld, kreuzen Sie „Muster durchblättern“ an und blättern Sie durch die Muster einer Figur dort.</translation>
    </message>
    <message>
        <source>A %1 has about %2 patterns on this board: too many to browse. Try a smaller board.</source>
        <translation>Figur %1 hat auf diesem Brett etwa %2 Muster: zu viele zum Durchblättern. Versuchen Sie ein kleineres Brett.</translation>
    </message>
    <message>
        <source>Computing patterns…</source>
        <translation>Muster werden berechnet…</translation>
    </message>
    <message>
        <source>No patterns.</source>
        <translation>Keine Muster.</translation>
    </message>
    <message>
        <source>%1 on %2: no pattern (the piece cannot stand there or attacks nothing).</source>
        <translation>%1 auf %2: kein Muster (die Figur kann dort nicht stehen oder greift nichts an).</translation>
    </message>
    <message>
        <source>%1 on %2: pattern %3 of %4 (%5 on the whole board). Attacks %6, needs %7 free and %8 occupied.</source>
        <translation>%1 auf %2: Muster %3 von %4 (%5 auf dem ganzen Brett). Greift %6 an, braucht %7 freie und %8 besetzte Felder.</translation>
    </message>
    <message>
        <source>%1: %2 patterns on the whole board. Select a cell to step through its patterns.</source>
        <translation>%1: %2 Muster auf dem ganzen Brett. Wählen Sie ein Feld, um seine Muster durchzublättern.</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>angegriffen</translation>
    </message>
    <message>
        <source>must be free</source>
        <translation>muss frei sein</translation>
    </message>
    <message>
        <source>must be occupied</source>
        <translation>muss besetzt sein</translation>
    </message>
</context>
<context>
    <name>PeaceableEditor</name>
    <message>
        <source>Distinct under rotations, reflections and the exchange of colours: %1</source>
        <translation>Verschieden bis auf Drehungen, Spiegelungen und Farbtausch: %1</translation>
    </message>
    <message>
        <source>%1 listed: one per symmetry class (rotations, reflections and the exchange of colours) of the %2 solutions.</source>
        <translation>%1 aufgelistet: eine je Symmetrieklasse (Drehungen, Spiegelungen und Farbtausch) der %2 Lösungen.</translation>
    </message>
    <message>
        <source>Armies of exactly M pieces each</source>
        <translation>Armeen von genau M Figuren je Farbe</translation>
    </message>
    <message>
        <source>Off: the largest armies (proven). On: one placement of M white and M black pieces, or none</source>
        <translation>Aus: die größten Armeen (bewiesen). An: eine Aufstellung von M weißen und M schwarzen Figuren, oder keine</translation>
    </message>
    <message>
        <source>Count every placement</source>
        <translation>Jede Aufstellung zählen</translation>
    </message>
    <message>
        <source>Every placement of the largest armies (or of M each), not only one</source>
        <translation>Jede Aufstellung der größten Armeen (oder von je M Figuren), nicht nur eine</translation>
    </message>
    <message>
        <source>Large armies of a large board (no proof)</source>
        <translation>Große Armeen auf einem großen Brett (ohne Beweis)</translation>
    </message>
    <message>
        <source>The best armies found within the time limit (10 s when none is set), with the proven upper bound</source>
        <translation>Die besten innerhalb des Zeitlimits gefundenen Armeen (10 s, wenn keines gesetzt ist), mit der bewiesenen oberen Schranke</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Peaceable armies (white and black, no attacks across)</source>
        <translation>Friedliche Armeen (Weiß und Schwarz ohne Angriff)</translation>
    </message>
    <message>
        <source>As many white as black pieces of one kind, none attacking a piece of the other colour: Robert A. Bosch's peaceably coexisting armies of queens (Optima 62, 1999), for any piece</source>
        <translation>Gleich viele weiße wie schwarze Figuren einer Art, keine greift eine Figur der anderen Farbe an: Robert A. Boschs friedlich koexistierende Damenarmeen (Optima 62, 1999), für jede Figur</translation>
    </message>
    <message>
        <source>The one kind of piece both armies use</source>
        <translation>Die eine Figurenart, die beide Armeen verwenden</translation>
    </message>
    <message>
        <source>Piece:</source>
        <translation>Figur:</translation>
    </message>
    <message>
        <source>Choose a piece.</source>
        <translation>Wählen Sie eine Figur.</translation>
    </message>
    <message>
        <source>Split the search after:</source>
        <translation>Suche aufteilen nach:</translation>
    </message>
    <message>
        <source>Tuning: how many decisions deep the search is cut into parts that run in parallel (the results are the same)</source>
        <translation>Feineinstellung: nach wie vielen Entscheidungen die Suche in parallel laufende Teile zerlegt wird (die Ergebnisse bleiben gleich)</translation>
    </message>
    <message>
        <source>One side fixed at M white pieces</source>
        <translation>Eine Seite fest mit M weißen Figuren</translation>
    </message>
    <message>
        <source>Off: as many white as black pieces. On: exactly M white pieces and the most black ones beside them (proven; with M the largest army, the largest aggressor)</source>
        <translation>Aus: gleich viele weiße wie schwarze Figuren. An: genau M weiße Figuren und daneben die meisten schwarzen (bewiesen; ist M die größte Armee, ist das der größte Angreifer)</translation>
    </message>
    <message>
        <source>Symmetries broken:</source>
        <translation>Gebrochene Symmetrien:</translation>
    </message>
    <message>
        <source>Tuning: which symmetries the proof and the count leave out (the results are the same; the older way searches more, another search tree to check a result by)</source>
        <translation>Feinabstimmung: welche Symmetrien der Beweis und die Zählung auslassen (die Ergebnisse sind dieselben; die ältere Art sucht mehr, ein anderer Suchbaum, um ein Ergebnis zu prüfen)</translation>
    </message>
    <message>
        <source>All of them</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>The exchange of colours only</source>
        <translation>Nur den Farbtausch</translation>
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
        <translation>D</translation>
    </message>
    <message>
        <source>R</source>
        <comment>rook</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>B</source>
        <comment>bishop</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>N</source>
        <comment>knight</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>P</source>
        <comment>pawn</comment>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>PieceNames</name>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>Super queen (Amazon)</source>
        <translation>Super-Dame (Amazone)</translation>
    </message>
    <message>
        <source>Super rook (Chancellor)</source>
        <translation>Super-Turm (Kanzler)</translation>
    </message>
    <message>
        <source>Super bishop (Archbishop)</source>
        <translation>Super-Läufer (Erzbischof)</translation>
    </message>
    <message>
        <source>Awesome queen</source>
        <translation>Fantastische Dame</translation>
    </message>
    <message>
        <source>Awesome rook</source>
        <translation>Fantastischer Turm</translation>
    </message>
    <message>
        <source>Awesome bishop</source>
        <translation>Fantastischer Läufer</translation>
    </message>
    <message>
        <source>Nightrider</source>
        <translation>Nachtreiter</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>New piece (Betza)…</source>
        <translation>Neue Figur (Betza)…</translation>
    </message>
    <message>
        <source>Define a piece by its moves in Betza notation, e.g. WW, BN or fF</source>
        <translation>Eine Figur durch ihre Züge in Betza-Notation festlegen, z. B. WW, BN oder fF</translation>
    </message>
    <message>
        <source>Target tool</source>
        <translation>Zielwerkzeug</translation>
    </message>
    <message>
        <source>any count</source>
        <translation>beliebige Anzahl</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Click a cell to set its target; the wheel changes it; right-click means any.</source>
        <translation>Klick auf ein Feld setzt sein Ziel; das Mausrad ändert es; Rechtsklick bedeutet beliebig.</translation>
    </message>
    <message>
        <source>%1 (%2), Betza %3 — click, then click the board; or drag it there</source>
        <translation>%1 (%2), Betza %3 — anklicken, dann aufs Brett klicken; oder dorthin ziehen</translation>
    </message>
    <message>
        <source>Eraser: click a piece to remove it (right-click always removes)</source>
        <translation>Radierer: Klick auf eine Figur entfernt sie (Rechtsklick entfernt immer)</translation>
    </message>
    <message>
        <source>Board shape: click a cell to cut it out of the board or put it back</source>
        <translation>Brettform: Klick auf ein Feld schneidet es aus dem Brett oder fügt es wieder ein</translation>
    </message>
    <message>
        <source>Targets: click a cell to give it its own attack target</source>
        <translation>Zielwerte: Klick auf ein Feld gibt ihm ein eigenes Angriffsziel</translation>
    </message>
    <message>
        <source>New piece</source>
        <translation>Neue Figur</translation>
    </message>
    <message>
        <source>e.g. WW (wazir rider), BN, fF</source>
        <translation>z. B. WW (Wesir-Reiter), BN, fF</translation>
    </message>
    <message>
        <source>Letter:</source>
        <translation>Buchstabe:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Betza:</source>
        <translation>Betza:</translation>
    </message>
    <message>
        <source>Choose a letter A–Z that no other piece uses.</source>
        <translation>Wählen Sie einen Buchstaben A–Z, den keine andere Figur benutzt.</translation>
    </message>
    <message>
        <source>The letter %1 is already used.</source>
        <translation>Der Buchstabe %1 ist schon vergeben.</translation>
    </message>
    <message>
        <source>Betza</source>
        <translation>Betza</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Pieces placed are black (lower case in the notation)</source>
        <translation>Gesetzte Figuren sind schwarz (Kleinbuchstaben in der Notation)</translation>
    </message>
    <message>
        <source>Pieces placed are white (upper case in the notation)</source>
        <translation>Gesetzte Figuren sind weiß (Großbuchstaben in der Notation)</translation>
    </message>
</context>
<context>
    <name>ProblemPanel</name>
    <message>
        <source>Problem:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <source>all cores (%1)</source>
        <translation>alle Kerne (%1)</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Stop after solutions:</source>
        <translation>Anhalten nach Lösungen:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Zeitgrenze:</translation>
    </message>
    <message>
        <source>Ready: %1x%2 board, %3 cells.</source>
        <translation>Bereit: %1x%2-Brett, %3 Felder.</translation>
    </message>
    <message>
        <source>Also count the solutions that differ by more than a rotation or reflection of the board</source>
        <translation>Auch die Lösungen zählen, die sich nicht nur durch Drehen oder Spiegeln des Bretts unterscheiden</translation>
    </message>
    <message>
        <source>No kind of problem is chosen.</source>
        <translation>Es ist keine Aufgabenart gewählt.</translation>
    </message>
    <message>
        <source>This problem is solved on one thread: more threads would not make it faster</source>
        <translation>Dieses Problem wird auf einem Thread gelöst: mehr Threads würden es nicht schneller machen</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Stop every run after this long (the cover's search for small covers has its own limit)</source>
        <translation>Jeden Lauf nach dieser Zeit anhalten (die Suche nach kleinen Überdeckungen hat ihre eigene Zeitgrenze)</translation>
    </message>
    <message>
        <source>Count distinct solutions</source>
        <translation>Verschiedene Lösungen zählen</translation>
    </message>
    <message>
        <source>How many processor cores the search uses (the results are the same with any number)</source>
        <translation>Wie viele Prozessorkerne die Suche nutzt (die Ergebnisse sind bei jeder Zahl gleich)</translation>
    </message>
    <message>
        <source>Stop the search when it has found this many solutions</source>
        <translation>Die Suche anhalten, sobald sie so viele Lösungen gefunden hat</translation>
    </message>
    <message>
        <source>Parts for pausing:</source>
        <translation>Teile zum Pausieren:</translation>
    </message>
    <message>
        <source>Searches that can pause cut their work into at least this many parts (more parts: a paused search loses less work, at a little cost)</source>
        <translation>Suchen, die pausieren können, teilen ihre Arbeit in mindestens so viele Teile (mehr Teile: eine pausierte Suche verliert weniger Arbeit, bei etwas Mehraufwand)</translation>
    </message>
    <message>
        <source>Pieces on the board are given</source>
        <translation>Figuren auf dem Brett sind vorgegeben</translation>
    </message>
    <message>
        <source>On: the pieces on the board are part of the puzzle (preplaced); every solution contains them. Off: the board is only your scratch pad</source>
        <translation>An: die Figuren auf dem Brett gehören zur Aufgabe (vorgegeben); jede Lösung enthält sie. Aus: das Brett ist nur Ihr Notizblock</translation>
    </message>
</context>
<context>
    <name>Puzzle</name>
    <message>
        <source>not rated</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>easy: simple deductions solve it</source>
        <translation>leicht: einfache Schlüsse lösen es</translation>
    </message>
    <message>
        <source>medium: needs a trial or two</source>
        <translation>mittel: braucht ein, zwei Versuche</translation>
    </message>
    <message>
        <source>hard: needs deeper search</source>
        <translation>schwer: braucht tiefere Suche</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
</context>
<context>
    <name>PuzzleController</name>
    <message>
        <source>New &amp;puzzle…</source>
        <translation>Neues &amp;Rätsel…</translation>
    </message>
    <message>
        <source>Compose a puzzle with exactly one solution (kind, board, difficulty) and solve it, or make a sheet of them to print</source>
        <translation>Ein Rätsel mit genau einer Lösung erstellen (Art, Brett, Schwierigkeit) und lösen, oder ein Blatt davon zum Drucken</translation>
    </message>
    <message>
        <source>&amp;Solve it yourself</source>
        <translation>&amp;Selbst lösen</translation>
    </message>
    <message>
        <source>Make the problem on the board a puzzle: its pieces (a tour: its numbers) are the givens, and you place the rest. It must have exactly one solution.</source>
        <translation>Das Problem auf dem Brett wird zum Rätsel: Seine Figuren (bei einer Tour: seine Zahlen) sind vorgegeben, den Rest setzen Sie. Es muss genau eine Lösung haben.</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Is what you placed right so far? Says how it stands, not where (F7)</source>
        <translation>Stimmt, was Sie bisher gesetzt haben? Sagt, wie es steht, nicht wo (F7)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show one cell: a piece or number of yours that is wrong, else one of the solution's (F8)</source>
        <translation>Zeigt ein Feld: eine falsche Figur oder Zahl von Ihnen, sonst eine der Lösung (F8)</translation>
    </message>
    <message>
        <source>Show the &amp;solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>Show the puzzle's solution (any edit returns to your position)</source>
        <translation>Zeigt die Lösung des Rätsels (jede Änderung kehrt zu Ihrer Stellung zurück)</translation>
    </message>
    <message>
        <source>&amp;Leave the puzzle</source>
        <translation>Rätsel &amp;verlassen</translation>
    </message>
    <message>
        <source>Edit the board freely again: the pieces stay where they are, nothing is fixed</source>
        <translation>Das Brett wieder frei bearbeiten: Die Figuren bleiben, wo sie sind, nichts ist mehr fest</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Next number:</source>
        <translation>Nächste Zahl:</translation>
    </message>
    <message>
        <source>The number a click writes into a cell; it moves on by itself. Digits typed on a cell write that number; Delete or a right click clears it.</source>
        <translation>Die Zahl, die ein Klick in ein Feld schreibt; sie rückt von selbst weiter. Auf einem Feld getippte Ziffern schreiben diese Zahl; Entf oder ein Rechtsklick löscht sie.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>%1 is a given of the puzzle: it stays as it is.</source>
        <translation>%1 ist im Rätsel vorgegeben: Es bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>The board of a puzzle stays as it is (Leave the puzzle to edit it).</source>
        <translation>Das Brett eines Rätsels bleibt, wie es ist (Rätsel verlassen, um es zu bearbeiten).</translation>
    </message>
    <message>
        <source>Looking for the puzzle's solution…</source>
        <translation>Die Lösung des Rätsels wird gesucht…</translation>
    </message>
    <message>
        <source>This problem has no solution with these givens, so it is no puzzle.</source>
        <translation>Mit diesen Vorgaben hat das Problem keine Lösung, also ist es kein Rätsel.</translation>
    </message>
    <message>
        <source>This problem has more than one solution with these givens, so it is no puzzle yet: add givens until only one is left (Search &gt; Analyse shows where).</source>
        <translation>Mit diesen Vorgaben hat das Problem mehr als eine Lösung, also ist es noch kein Rätsel: Geben Sie weitere Figuren vor, bis nur eine bleibt (Suche &gt; Analysieren zeigt, wo).</translation>
    </message>
    <message>
        <source>The search for the puzzle's solution did not finish, so it is not known to have exactly one.</source>
        <translation>Die Suche nach der Lösung des Rätsels endete nicht; ob es genau eine gibt, ist nicht bekannt.</translation>
    </message>
    <message>
        <source>Puzzle: place the rest; Check (F7) says how it stands, Hint (F8) shows a cell.</source>
        <translation>Rätsel: Setzen Sie den Rest; Prüfen (F7) sagt, wie es steht, Tipp (F8) zeigt ein Feld.</translation>
    </message>
    <message>
        <source>%1 on %2x%3 · %4 given · %5</source>
        <translation>%1 auf %2x%3 · %4 vorgegeben · %5</translation>
    </message>
    <message>
        <source>The solution is shown. Any edit, or Esc, returns to your position.</source>
        <translation>Die Lösung wird gezeigt. Jede Änderung oder Esc kehrt zu Ihrer Stellung zurück.</translation>
    </message>
    <message>
        <source>Solved! Every number is where the one tour has it.</source>
        <translation>Gelöst! Jede Zahl steht, wo die eine Tour sie hat.</translation>
    </message>
    <message>
        <source>Solved! Every piece is where the one solution has it.</source>
        <translation>Gelöst! Jede Figur steht, wo die eine Lösung sie hat.</translation>
    </message>
    <message>
        <source>Solved, with one hint.</source>
        <translation>Gelöst, mit einem Tipp.</translation>
    </message>
    <message>
        <source>Solved, with %1 hints.</source>
        <translation>Gelöst, mit %1 Tipps.</translation>
    </message>
    <message>
        <source>%1 numbers still to write.</source>
        <translation>Noch %1 Zahlen zu schreiben.</translation>
    </message>
    <message>
        <source>%1 pieces still to place.</source>
        <translation>Noch %1 Figuren zu setzen.</translation>
    </message>
    <message>
        <source>Not right: one of your numbers is not where the tour has it.</source>
        <translation>Nicht richtig: Eine Ihrer Zahlen steht nicht, wo die Tour sie hat.</translation>
    </message>
    <message>
        <source>Not right: %1 of your numbers are not where the tour has them.</source>
        <translation>Nicht richtig: %1 Ihrer Zahlen stehen nicht, wo die Tour sie hat.</translation>
    </message>
    <message>
        <source>Not right: one of your pieces is not part of the solution.</source>
        <translation>Nicht richtig: Eine Ihrer Figuren gehört nicht zur Lösung.</translation>
    </message>
    <message>
        <source>Not right: %1 of your pieces are not part of the solution.</source>
        <translation>Nicht richtig: %1 Ihrer Figuren gehören nicht zur Lösung.</translation>
    </message>
    <message>
        <source>Right so far: %1 numbers still to write.</source>
        <translation>Bisher richtig: noch %1 Zahlen zu schreiben.</translation>
    </message>
    <message>
        <source>Right so far: %1 pieces still to place.</source>
        <translation>Bisher richtig: noch %1 Figuren zu setzen.</translation>
    </message>
    <message>
        <source>Hint: the number on %1 is not the tour's.</source>
        <translation>Tipp: Die Zahl auf %1 ist nicht die der Tour.</translation>
    </message>
    <message>
        <source>Hint: the piece on %1 is not part of the solution.</source>
        <translation>Tipp: Die Figur auf %1 gehört nicht zur Lösung.</translation>
    </message>
    <message>
        <source>Hint: %1 is move %2.</source>
        <translation>Tipp: %1 ist Zug %2.</translation>
    </message>
    <message>
        <source>Hint: a piece belongs on %1.</source>
        <translation>Tipp: Auf %1 gehört eine Figur.</translation>
    </message>
    <message>
        <source>The puzzle is left: the board is yours to edit.</source>
        <translation>Das Rätsel ist verlassen: Das Brett können Sie bearbeiten.</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Start the search (F5)</source>
        <translation>Suche starten (F5)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Stop the search (Esc)</source>
        <translation>Suche anhalten (Esc)</translation>
    </message>
    <message>
        <source>&amp;Pause and Save…</source>
        <translation>&amp;Pausieren und speichern…</translation>
    </message>
    <message>
        <source>Pause the search and save it to a file; open the file later to continue it</source>
        <translation>Die Suche anhalten und in einer Datei speichern; öffnen Sie die Datei später, um sie fortzusetzen</translation>
    </message>
    <message>
        <source>Show the search &amp;live on the board</source>
        <translation>Suche &amp;live auf dem Brett zeigen</translation>
    </message>
    <message>
        <source>The search could not run: %1</source>
        <translation>Die Suche konnte nicht laufen: %1</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft …</translation>
    </message>
    <message>
        <source>Pausing…</source>
        <translation>Wird pausiert…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Paused: saved to %1 (%2 of %3 parts done).</source>
        <translation>Angehalten: gespeichert in %1 (%2 von %3 Teilen erledigt).</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>Beendet.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>The search could not run.</source>
        <translation>Die Suche konnte nicht laufen.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Search started.</source>
        <translation>Suche gestartet.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>Search finished: %1.</source>
        <translation>Suche beendet: %1.</translation>
    </message>
    <message>
        <source>Pause and save</source>
        <translation>Pausieren und speichern</translation>
    </message>
    <message>
        <source>The search stopped before it could be saved.</source>
        <translation>Die Suche endete, bevor sie gespeichert werden konnte.</translation>
    </message>
    <message>
        <source>Pause and save the search</source>
        <translation>Suche pausieren und speichern</translation>
    </message>
    <message>
        <source>Saved searches (*.cpwsearch);;All files (*)</source>
        <translation>Gespeicherte Suchen (*.cpwsearch);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The search is paused and has not been saved. Continue it, or leave it stopped?</source>
        <translation>Die Suche ist angehalten und wurde nicht gespeichert. Fortsetzen oder angehalten lassen?</translation>
    </message>
    <message>
        <source>&amp;Continue the search</source>
        <translation>Suche &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Leave it stopped</source>
        <translation>&amp;Angehalten lassen</translation>
    </message>
    <message>
        <source>its side file could not be moved beside it</source>
        <translation>ihre Begleitdatei konnte nicht daneben verschoben werden</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved to %1: %2 of %3 parts done. Open the file to continue the search.</source>
        <translation>Gespeichert in %1: %2 von %3 Teilen erledigt. Öffnen Sie die Datei, um die Suche fortzusetzen.</translation>
    </message>
    <message>
        <source>Saved to %1: the search is complete; the file keeps its result.</source>
        <translation>Gespeichert in %1: Die Suche ist vollständig; die Datei bewahrt ihr Ergebnis.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: this workbench version has no solver for problems of the kind "%2".</source>
        <translation>%1: Diese Version der Werkbank hat keinen Löser für Aufgaben der Art „%2“.</translation>
    </message>
    <message>
        <source>This solution belongs to a board of another shape.</source>
        <translation>Diese Lösung gehört zu einem Brett anderer Form.</translation>
    </message>
    <message>
        <source>Solution #%1: symmetric (%2). Edit it to keep it, Esc to leave it.</source>
        <translation>Lösung Nr. %1: symmetrisch (%2). Bearbeiten Sie sie, um sie zu behalten; Esc verlässt sie.</translation>
    </message>
    <message>
        <source>Solution #%1: no symmetry. Edit it to keep it, Esc to leave it.</source>
        <translation>Lösung Nr. %1: keine Symmetrie. Bearbeiten Sie sie, um sie zu behalten; Esc verlässt sie.</translation>
    </message>
    <message>
        <source>Solutions: %1
Nodes: %2 (%3 nodes/s)
Elapsed: %4, remaining: %5</source>
        <translation>Lösungen: %1
Knoten: %2 (%3 Knoten/s)
Vergangen: %4, verbleibend: %5</translation>
    </message>
    <message>
        <source>Best so far: %1</source>
        <translation>Bisher am besten: %1</translation>
    </message>
    <message>
        <source>Search paused: %1 so far.</source>
        <translation>Suche angehalten: bisher %1.</translation>
    </message>
    <message>
        <source>The search ended before it could pause: it is complete, so there is nothing to save.</source>
        <translation>Die Suche endete, bevor sie angehalten werden konnte: Sie ist vollständig, es gibt nichts zu speichern.</translation>
    </message>
    <message>
        <source>Counted %1; listing them for the gallery…</source>
        <translation>%1 gezählt; sie werden für die Galerie aufgelistet…</translation>
    </message>
    <message>
        <source>Search running</source>
        <translation>Suche läuft</translation>
    </message>
    <message>
        <source>A search is running (%1 so far). If it stops now, what it has found is lost.</source>
        <translation>Eine Suche läuft (bisher %1). Wird sie jetzt angehalten, geht verloren, was sie gefunden hat.</translation>
    </message>
    <message>
        <source>&amp;Stop the search</source>
        <translation>Suche &amp;anhalten</translation>
    </message>
</context>
<context>
    <name>RunTexts</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>solution limit reached</source>
        <translation>Lösungsgrenze erreicht</translation>
    </message>
    <message>
        <source>time limit reached</source>
        <translation>Zeitgrenze erreicht</translation>
    </message>
    <message>
        <source>Finished (%1): %2, %3 nodes in %4.</source>
        <translation>Fertig (%1): %2, %3 Knoten in %4.</translation>
    </message>
    <message>
        <source>Paused: %1 so far, %2 nodes in %3.</source>
        <translation>Angehalten: bisher %1, %2 Knoten in %3.</translation>
    </message>
    <message>
        <source>Distinct under symmetry: %1</source>
        <translation>Verschieden bis auf Symmetrie: %1</translation>
    </message>
    <message>
        <source>Symmetric solutions: %1</source>
        <translation>Symmetrische Lösungen: %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3 distinct)</source>
        <translation>%1: %2 (%3 verschiedene)</translation>
    </message>
    <message>
        <source>By number of pieces: %1</source>
        <translation>Nach Figurenzahl: %1</translation>
    </message>
    <message>
        <source>Optimum: 1 piece (proven)</source>
        <translation>Optimum: 1 Figur (bewiesen)</translation>
    </message>
    <message>
        <source>Best found: 1 piece</source>
        <translation>Bestes Ergebnis: 1 Figur</translation>
    </message>
    <message>
        <source>Optimum: %1 pieces (proven)</source>
        <translation>Optimum: %1 Figuren (bewiesen)</translation>
    </message>
    <message>
        <source>Best found: %1 pieces</source>
        <translation>Bestes Ergebnis: %1 Figuren</translation>
    </message>
    <message>
        <source>1 solution</source>
        <translation>1 Lösung</translation>
    </message>
    <message>
        <source>%1 solutions</source>
        <translation>%1 Lösungen</translation>
    </message>
</context>
<context>
    <name>SheetPrinter</name>
    <message>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>The chessboard package draws boards up to 26 x 26; this one is %1 x %2.</source>
        <translation>Das Paket chessboard zeichnet Bretter bis 26 x 26; dieses ist %1 x %2.</translation>
    </message>
    <message>
        <source>The chessboard package cannot draw holes in the board (%1).</source>
        <translation>Das Paket chessboard kann keine Löcher im Brett zeichnen (%1).</translation>
    </message>
    <message>
        <source>The chessboard package has only the standard pieces (K, Q, R, B, N, P); it cannot draw: %1.</source>
        <translation>Das Paket chessboard kennt nur die üblichen Figuren (K, Q, R, B, N, P); es kann nicht zeichnen: %1.</translation>
    </message>
    <message>
        <source>Puzzles: %1</source>
        <translation>Rätsel: %1</translation>
    </message>
    <message>
        <source>%1x%2 · each has exactly one solution · seeds %3 to %4</source>
        <translation>%1x%2 · jedes hat genau eine Lösung · Startwerte %3 bis %4</translation>
    </message>
    <message>
        <source>Solutions: %1</source>
        <translation>Lösungen: %1</translation>
    </message>
    <message>
        <source>%1 · %2 given · %3</source>
        <translation>%1 · %2 vorgegeben · %3</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>SolutionModel</name>
    <message>
        <source>symmetric: %1</source>
        <translation>symmetrisch: %1</translation>
    </message>
    <message>
        <source>#%1 · %2 pieces</source>
        <translation>#%1 · %2 Figuren</translation>
    </message>
    <message>
        <source>#%1 · 1 piece</source>
        <translation>#%1 · 1 Figur</translation>
    </message>
    <message>
        <source>#%1 · %2 cells</source>
        <translation>#%1 · %2 Felder</translation>
    </message>
    <message>
        <source>#%1 · %2 + %3</source>
        <translation>#%1 · %2 + %3</translation>
    </message>
    <message>
        <source>%1 white and %2 black pieces</source>
        <translation>%1 weiße und %2 schwarze Figuren</translation>
    </message>
</context>
<context>
    <name>TourEditor</name>
    <message>
        <source>Sweep step</source>
        <translation>Schritt des Durchlaufs</translation>
    </message>
    <message>
        <source>Configurations alive</source>
        <translation>Lebende Konfigurationen</translation>
    </message>
    <message>
        <source>Table memory</source>
        <translation>Speicher der Tabellen</translation>
    </message>
    <message>
        <source>Top half, parts swept</source>
        <translation>Obere Hälfte, durchlaufene Teile</translation>
    </message>
    <message>
        <source>Tasks done</source>
        <translation>Erledigte Aufgaben</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Camel (1,3 leaper)</source>
        <translation>Kamel (1,3-Sprungfigur)</translation>
    </message>
    <message>
        <source>Zebra (2,3 leaper)</source>
        <translation>Zebra (2,3-Sprungfigur)</translation>
    </message>
    <message>
        <source>Giraffe (1,4 leaper)</source>
        <translation>Giraffe (1,4-Sprungfigur)</translation>
    </message>
    <message>
        <source>The piece that tours: any piece whose moves are all single leaps</source>
        <translation>Die Figur, die die Tour zieht: jede Figur, deren Züge alle einzelne Sprünge sind</translation>
    </message>
    <message>
        <source>Leaper:</source>
        <translation>Sprungfigur:</translation>
    </message>
    <message>
        <source>Closed tour (ends one leap from the start)</source>
        <translation>Geschlossene Tour (endet einen Sprung vom Start entfernt)</translation>
    </message>
    <message>
        <source>Count every tour</source>
        <translation>Alle Touren zählen</translation>
    </message>
    <message>
        <source>Off: find one tour. On: count all of them exactly (open tours are counted in both directions, closed tours once)</source>
        <translation>Aus: eine Tour finden. Ein: alle genau zählen (offene Touren in beiden Richtungen, geschlossene einmal)</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <source>Knight's tour (visit every cell once)</source>
        <translation>Springertour (jedes Feld einmal besuchen)</translation>
    </message>
    <message>
        <source>A knight, or another leaper, visits every cell of the board exactly once; a closed tour returns to its start. Found by Warnsdorff's rule (1823), or all tours counted</source>
        <translation>Ein Springer oder eine andere Sprungfigur besucht jedes Feld des Bretts genau einmal; eine geschlossene Tour kehrt zum Start zurück. Gefunden mit der Warnsdorff-Regel (1823), oder alle Touren gezählt</translation>
    </message>
    <message>
        <source>%1 (the piece on the board)</source>
        <translation>%1 (die Figur auf dem Brett)</translation>
    </message>
    <message>
        <source>a1 (place a piece on the board to choose another start)</source>
        <translation>a1 (eine Figur aufs Brett stellen, um einen anderen Start zu wählen)</translation>
    </message>
    <message>
        <source>No leaper to tour with.</source>
        <translation>Keine Sprungfigur für die Tour.</translation>
    </message>
    <message>
        <source>Use the theorems on impossible tours</source>
        <translation>Sätze über unmögliche Touren verwenden</translation>
    </message>
    <message>
        <source>Off: a board without a tour is proven so by the search itself, which can take long</source>
        <translation>Aus: Dass ein Brett keine Tour hat, beweist die Suche selbst, was lange dauern kann</translation>
    </message>
    <message>
        <source>(%1) leaper</source>
        <translation>(%1)-Sprungfigur</translation>
    </message>
    <message>
        <source>%1 (from the file; place a piece on the board to choose another start)</source>
        <translation>%1 (aus der Datei; eine Figur aufs Brett stellen, um einen anderen Start zu wählen)</translation>
    </message>
    <message>
        <source>%1, then %2 (the pieces on the board in the order they were placed: the tour's given opening)</source>
        <translation>%1, dann %2 (die Figuren auf dem Brett in der Reihenfolge, in der sie gesetzt wurden: der vorgegebene Anfang der Tour)</translation>
    </message>
    <message>
        <source>%1 (from the file; place pieces on the board to choose another opening)</source>
        <translation>%1 (aus der Datei; Figuren auf das Brett setzen, um einen anderen Anfang zu wählen)</translation>
    </message>
    <message>
        <source>Leaper: %1</source>
        <translation>Sprungfigur: %1</translation>
    </message>
    <message>
        <source>Given opening: %1</source>
        <translation>Vorgegebener Anfang: %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Start: %1</translation>
    </message>
    <message>
        <source>On: the last move can leap back to the first cell (a re-entrant tour). Off: any tour (an open path)</source>
        <translation>An: der letzte Zug kann auf das erste Feld zurückspringen (eine geschlossene Tour). Aus: jede Tour (ein offener Weg)</translation>
    </message>
    <message>
        <source>Counting method:</source>
        <translation>Zählverfahren:</translation>
    </message>
    <message>
        <source>Row by row, without listing</source>
        <translation>Reihe für Reihe, ohne Auflistung</translation>
    </message>
    <message>
        <source>every start: the count is over all cells (place a piece on the board to count the tours from one cell)</source>
        <translation>jeder Start: gezählt wird über alle Felder (stellen Sie eine Figur auf das Brett, um die Touren von einem Feld aus zu zählen)</translation>
    </message>
    <message>
        <source>Start: every start</source>
        <translation>Start: jeder Start</translation>
    </message>
    <message>
        <source>How every tour is counted: row by row counts without listing the tours (rectangles, any leaper of short reach); two halves joined counts the tours of full rectangles faster still (automatic takes it from 6x6 and 5x8 on); the search lists them one by one</source>
        <translation>Wie jede Tour gezählt wird: Reihe für Reihe zählt, ohne die Touren aufzulisten (Rechtecke, jede springende Figur kurzer Reichweite); zwei verbundene Hälften zählen die Touren voller Rechtecke noch schneller (automatisch ab 6x6 und 5x8); die Suche listet sie einzeln auf</translation>
    </message>
    <message>
        <source>Two halves joined (full rectangles)</source>
        <translation>Zwei verbundene Hälften (volle Rechtecke)</translation>
    </message>
    <message>
        <source>Given move numbers:</source>
        <translation>Vorgegebene Zugnummern:</translation>
    </message>
    <message>
        <source>Cells with their move numbers, e.g. "a1=1 c2=3 h8=64": only tours that visit each of them at its move (the numbered-tour puzzle; Puzzle &gt; Solve it yourself makes it one)</source>
        <translation>Felder mit ihren Zugnummern, z. B. "a1=1 c2=3 h8=64": nur Touren, die jedes davon in seinem Zug besuchen (das Zahlenrätsel der Springertour; Rätsel &gt; Selbst lösen macht eines daraus)</translation>
    </message>
</context>
<context>
    <name>cpw::Error</name>
    <message>
        <source>rank %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>Linie %1</translation>
    </message>
    <message>
        <source>character %1</source>
        <translation>Zeichen %1</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1 (bei %2)</translation>
    </message>
    <message>
        <source>no cells</source>
        <translation>keine Felder</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 Feld</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <source>no ranks</source>
        <translation>keine Reihen</translation>
    </message>
    <message>
        <source>1 rank</source>
        <translation>1 Reihe</translation>
    </message>
    <message>
        <source>%1 ranks</source>
        <translation>%1 Reihen</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <source>board size%1 is not understood: expected WxH such as 8x8 or 4x6, or one number N for NxN</source>
        <translation>Brettgröße%1 ist unverständlich: erwartet wird BxH wie 8x8 oder 4x6, oder eine Zahl N für NxN</translation>
    </message>
    <message>
        <source>cell%1 is not on the board</source>
        <translation>Feld%1 liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <source>cell%1 is a hole, not part of the board</source>
        <translation>Feld%1 ist ein Loch, kein Teil des Bretts</translation>
    </message>
    <message>
        <source>the placement is empty: expected ranks separated by '/', such as 8/8/8/8/8/8/8/8</source>
        <translation>die Stellung ist leer: erwartet werden durch '/' getrennte Reihen wie 8/8/8/8/8/8/8/8</translation>
    </message>
    <message>
        <source>unexpected character%1 in the placement: only piece letters, digits, '-' and '/' are allowed</source>
        <translation>unerwartetes Zeichen%1 in der Stellung: erlaubt sind nur Figurenbuchstaben, Ziffern, '-' und '/'</translation>
    </message>
    <message>
        <source>unknown piece letter%1 (see 'cpw pieces' for the letters)</source>
        <translation>unbekannter Figurenbuchstabe%1 (die Buchstaben zeigt 'cpw pieces')</translation>
    </message>
    <message>
        <source>lower-case (black) piece%1: only white pieces, written in upper case, exist in these puzzles</source>
        <translation>Kleinbuchstabe (schwarze Figur)%1: in diesen Aufgaben gibt es nur weiße Figuren in Großbuchstaben</translation>
    </message>
    <message>
        <source>rank %1 (from the bottom) is longer than the board, which is %2 wide:%3 at file %4 goes past the edge</source>
        <translation>Reihe %1 (von unten) ist länger als das Brett, das %2 breit ist:%3 auf Linie %4 geht über den Rand</translation>
    </message>
    <message>
        <source>rank %1 (from the bottom) is longer than the board, which is %2 wide</source>
        <translation>Reihe %1 (von unten) ist länger als das Brett, das %2 breit ist</translation>
    </message>
    <message>
        <source>a rank is longer than the board is wide</source>
        <translation>eine Reihe ist länger als das Brett breit ist</translation>
    </message>
    <message>
        <source>rank %1 (from the bottom) is too short: it has %2, the board is %3 wide</source>
        <translation>Reihe %1 (von unten) ist zu kurz: sie hat %2, das Brett ist %3 breit</translation>
    </message>
    <message>
        <source>a rank is shorter than the board is wide</source>
        <translation>eine Reihe ist kürzer als das Brett breit ist</translation>
    </message>
    <message>
        <source>more than %1 ranks: the board is only %1 high</source>
        <translation>mehr als %1 Reihen: das Brett ist nur %1 hoch</translation>
    </message>
    <message>
        <source>too many ranks for the board</source>
        <translation>zu viele Reihen für das Brett</translation>
    </message>
    <message>
        <source>the text has only %1 for a board %2 high: rank %3 and below are missing</source>
        <translation>der Text hat nur %1 für ein Brett der Höhe %2: Reihe %3 und darunter fehlen</translation>
    </message>
    <message>
        <source>too few ranks for the board</source>
        <translation>zu wenige Reihen für das Brett</translation>
    </message>
    <message>
        <source>bad run of empty cells%1: a run is a number from 1 up, without leading zeros</source>
        <translation>ungültige Folge leerer Felder%1: eine Folge ist eine Zahl ab 1, ohne führende Nullen</translation>
    </message>
    <message>
        <source>rank %1 (from the bottom) is not as long as the top rank, which has %2 cells; all ranks must be equally long</source>
        <translation>Reihe %1 (von unten) ist nicht so lang wie die oberste Reihe mit %2 Feldern; alle Reihen müssen gleich lang sein</translation>
    </message>
    <message>
        <source>the ranks have different lengths; all ranks must be equally long</source>
        <translation>die Reihen sind verschieden lang; alle Reihen müssen gleich lang sein</translation>
    </message>
    <message>
        <source>the placement has a hole ('-') where the board has a cell</source>
        <translation>die Stellung hat ein Loch ('-'), wo das Brett ein Feld hat</translation>
    </message>
    <message>
        <source>the placement has no hole where the board has one; write '-' there</source>
        <translation>die Stellung hat kein Loch, wo das Brett eines hat; schreiben Sie dort '-'</translation>
    </message>
    <message>
        <source>the Betza definition is empty: expected atoms such as W, F, N, or BN</source>
        <translation>die Betza-Definition ist leer: erwartet werden Atome wie W, F, N oder BN</translation>
    </message>
    <message>
        <source>unknown Betza letter%1: atoms are W F D N A H C Z G K Q R B, modifiers f b l r v s c m</source>
        <translation>unbekannter Betza-Buchstabe%1: Atome sind W F D N A H C Z G K Q R B, Modifikatoren f b l r v s c m</translation>
    </message>
    <message>
        <source>Betza modifier%1 means nothing here: a modifier stands before an atom and must pick some of its directions</source>
        <translation>Betza-Modifikator%1 bedeutet hier nichts: ein Modifikator steht vor einem Atom und muss einige seiner Richtungen auswählen</translation>
    </message>
    <message>
        <source>bad Betza range%1: a number after a single atom is a step count, or 0 for unlimited</source>
        <translation>ungültige Betza-Reichweite%1: eine Zahl nach einem einzelnen Atom ist eine Schrittzahl, oder 0 für unbegrenzt</translation>
    </message>
    <message>
        <source>the Betza definition%1 gives the piece no capturing move</source>
        <translation>die Betza-Definition%1 gibt der Figur keinen schlagenden Zug</translation>
    </message>
    <message>
        <source>piece letter%1 cannot be used: a user piece needs one upper-case letter A-Z</source>
        <translation>Figurenbuchstabe%1 ist nicht verwendbar: eine eigene Figur braucht einen Großbuchstaben A-Z</translation>
    </message>
    <message>
        <source>piece letter%1 is already taken by another piece</source>
        <translation>Figurenbuchstabe%1 ist schon von einer anderen Figur belegt</translation>
    </message>
    <message>
        <source>broken JSON%1</source>
        <translation>fehlerhaftes JSON%1</translation>
    </message>
    <message>
        <source> near %1</source>
        <translation> bei %1</translation>
    </message>
    <message>
        <source>this is not a Chess Puzzle Workbench problem file ("format" must be "chess-puzzle-workbench-problem")</source>
        <translation>dies ist keine Aufgabendatei der Chess Puzzle Workbench ("format" muss "chess-puzzle-workbench-problem" sein)</translation>
    </message>
    <message>
        <source>problem file version %1 cannot be read by this program (it reads version %2)</source>
        <translation>Aufgabendatei-Version %1 kann dieses Programm nicht lesen (es liest Version %2)</translation>
    </message>
    <message>
        <source>the required field %1 is missing</source>
        <translation>das Pflichtfeld %1 fehlt</translation>
    </message>
    <message>
        <source>the field %1 has the wrong type</source>
        <translation>das Feld %1 hat den falschen Typ</translation>
    </message>
    <message>
        <source>the field %1 has a value that is not allowed</source>
        <translation>das Feld %1 hat einen nicht erlaubten Wert</translation>
    </message>
    <message>
        <source>cannot read the file %1: %2</source>
        <translation>die Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read the file %1</source>
        <translation>die Datei %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot write the file %1: %2</source>
        <translation>die Datei %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write the file %1</source>
        <translation>die Datei %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>target %1 is not allowed: a target is a count from 0 to 64, or null for any</source>
        <translation>Zielwert %1 ist nicht erlaubt: ein Zielwert ist eine Anzahl von 0 bis 64, oder null für beliebig</translation>
    </message>
    <message>
        <source>the per-cell targets do not match the board size (a list of ranks from the top, each as long as the board is wide)</source>
        <translation>die Zielwerte je Feld passen nicht zur Brettgröße (eine Liste von Reihen von oben, jede so lang wie das Brett breit ist)</translation>
    </message>
    <message>
        <source>no pieces are allowed: give at least one piece</source>
        <translation>keine Figuren erlaubt: geben Sie mindestens eine Figur an</translation>
    </message>
    <message>
        <source>this solver does not support %1</source>
        <translation>dieser Löser unterstützt %1 nicht</translation>
    </message>
    <message>
        <source>this solver does not support this combination of inputs</source>
        <translation>dieser Löser unterstützt diese Kombination von Eingaben nicht</translation>
    </message>
    <message>
        <source>unknown error %1</source>
        <translation>unbekannter Fehler %1</translation>
    </message>
    <message>
        <source>in field %1: %2</source>
        <translation>im Feld %1: %2</translation>
    </message>
    <message>
        <source>the preplaced pieces %1 attack each other</source>
        <translation>die vorgegebenen Figuren %1 greifen einander an</translation>
    </message>
    <message>
        <source>the number of solutions is too large to count (more than 2^64)</source>
        <translation>die Zahl der Lösungen ist zu groß zum Zählen (mehr als 2^64)</translation>
    </message>
    <message>
        <source>the number %1 is too large to read</source>
        <translation>die Zahl %1 ist zu groß zum Einlesen</translation>
    </message>
    <message>
        <source>the checkpoint has format version %1, which this program cannot read</source>
        <translation>der Sicherungspunkt hat die Formatversion %1, die dieses Programm nicht lesen kann</translation>
    </message>
    <message>
        <source>not a checkpoint file of this program</source>
        <translation>keine Sicherungspunkt-Datei dieses Programms</translation>
    </message>
    <message>
        <source>the checkpoint is damaged (%1 does not agree with the rest); it was not used</source>
        <translation>der Sicherungspunkt ist beschädigt (%1 passt nicht zum Rest); er wurde nicht verwendet</translation>
    </message>
    <message>
        <source>the checkpoint belongs to another search (its %1 differs); it was not used</source>
        <translation>der Sicherungspunkt gehört zu einer anderen Suche (%1 weicht ab); er wurde nicht verwendet</translation>
    </message>
    <message>
        <source>the %1 search cannot be paused and resumed yet</source>
        <translation>die Suche %1 kann noch nicht pausiert und fortgesetzt werden</translation>
    </message>
    <message>
        <source>the number of tours is too large to count (more than 2^128)</source>
        <translation>die Zahl der Touren ist zu groß zum Zählen (mehr als 2^128)</translation>
    </message>
    <message>
        <source>the number of tours is too large for --engine split (a half of the board has more than 2^256 partial tours); --engine dp counts up to 2^512</source>
        <translation>die Zahl der Touren ist zu groß für --engine split (eine Bretthälfte hat mehr als 2^256 Teiltouren); --engine dp zählt bis 2^512</translation>
    </message>
    <message>
        <source>the number of tours is too large to count (more than 2^512)</source>
        <translation>die Zahl der Touren ist zu groß zum Zählen (mehr als 2^512)</translation>
    </message>
    <message>
        <source>the field %1 is no parameter of this kind of problem</source>
        <translation>das Feld %1 ist kein Parameter dieser Aufgabenart</translation>
    </message>
    <message>
        <source>this %1 search cannot be paused, resumed or distributed: it finds its answer at once or keeps no list of what is done</source>
        <translation>diese %1-Suche kann nicht angehalten, fortgesetzt oder verteilt werden: sie findet ihre Antwort sofort oder führt keine Liste des Erledigten</translation>
    </message>
    <message>
        <source>solutions distinct under the symmetries are counted only where solutions are counted; this search counts none</source>
        <translation>bis auf Symmetrie verschiedene Lösungen werden nur gezählt, wo Lösungen gezählt werden; diese Suche zählt keine</translation>
    </message>
    <message>
        <source>the preplaced piece%1 is not the piece this problem places</source>
        <translation>die vorgegebene Figur%1 ist nicht die Figur, die diese Aufgabe setzt</translation>
    </message>
    <message>
        <source>unknown problem kind %1: expected one of %2</source>
        <translation>unbekannte Aufgabenart %1: erwartet wird eine von %2</translation>
    </message>
    <message>
        <source>error %1 of the %2 family</source>
        <translation>Fehler %1 der Familie %2</translation>
    </message>
    <message>
        <source>puzzles of the kind %1 cannot be composed in this build</source>
        <translation>Rätsel der Art %1 können in diesem Build nicht erstellt werden</translation>
    </message>
    <message>
        <source>a puzzle is a completion problem: the parameter %1 cannot be set as given here</source>
        <translation>ein Rätsel ist ein Vervollständigungsproblem: Der Parameter %1 kann hier nicht so gesetzt werden</translation>
    </message>
    <message>
        <source>this %1 problem has no solution, so no puzzle can be made of it</source>
        <translation>dieses Problem (%1) hat keine Lösung, also lässt sich kein Rätsel daraus machen</translation>
    </message>
    <message>
        <source>the time limit ended the search before a puzzle was proven</source>
        <translation>das Zeitlimit beendete die Suche, bevor ein Rätsel bewiesen war</translation>
    </message>
    <message>
        <source>stopped before a puzzle was proven</source>
        <translation>angehalten, bevor ein Rätsel bewiesen war</translation>
    </message>
    <message>
        <source>the solver finds %L1 completions of solutions with every piece given (a piece that attacks nothing and blocks nothing, such as a pawn on the last rank, can be added), so no puzzle can be made: choose other pieces</source>
        <translation>der Löser findet %L1 Vervollständigungen von Lösungen, in denen jede Figur vorgegeben ist (eine Figur, die nichts angreift und nichts blockiert, etwa ein Bauer auf der letzten Reihe, lässt sich hinzufügen), also lässt sich kein Rätsel machen: Wählen Sie andere Figuren</translation>
    </message>
    <message>
        <source>board size %1 is not allowed: width and height must be 1 to %2</source>
        <translation>Brettgröße %1 ist nicht erlaubt: Breite und Höhe müssen 1 bis %2 sein</translation>
    </message>
    <message>
        <source>board size %1 is too large for this problem: its solvers take sides of 1 to %2</source>
        <translation>Brettgröße %1 ist für dieses Problem zu groß: Seine Löser nehmen Seiten von 1 bis %2</translation>
    </message>
    <message>
        <source>--mpi: rank %1 cut the search into %2 tasks (split %3), rank 0 into %4 (split %5); every rank must run the same command on the same input with the same cpw</source>
        <translation>--mpi: Rang %1 teilte die Suche in %2 Aufgaben (Teilung %3), Rang 0 in %4 (Teilung %5); jeder Rang muss denselben Befehl mit derselben Eingabe und demselben cpw ausführen</translation>
    </message>
    <message>
        <source>--mpi: rank %1 ended its command (exit code %2) without taking part in rank 0's %3 tasks (split %4); every rank must run the same command on the same input with the same cpw</source>
        <translation>--mpi: Rang %1 beendete seinen Befehl (Rückgabewert %2), ohne an den %3 Aufgaben von Rang 0 teilzunehmen (Teilung %4); jeder Rang muss denselben Befehl mit derselben Eingabe und demselben cpw ausführen</translation>
    </message>
    <message>
        <source>--mpi: rank %1 does not run the tasks of rank 0</source>
        <translation>--mpi: Rang %1 führt nicht die Aufgaben von Rang 0 aus</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chess Puzzle Workbench: build and solve chess placement puzzles.</source>
        <translation>Chess Puzzle Workbench: Schach-Stellungsaufgaben bauen und lösen.</translation>
    </message>
    <message>
        <source>Open a problem file.</source>
        <translation>Eine Aufgabendatei öffnen.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Das Fenster als PNG-Datei speichern und beenden.</translation>
    </message>
    <message>
        <source>Run the search for up to SECONDS first.</source>
        <translation>Zuerst bis zu SECONDS Sekunden suchen.</translation>
    </message>
    <message>
        <source>Window size WxH.</source>
        <translation>Fenstergröße BxH.</translation>
    </message>
    <message>
        <source>Language for this run (en, de, hu).</source>
        <translation>Sprache für diesen Lauf (en, de, hu).</translation>
    </message>
    <message>
        <source>A problem file to open.</source>
        <translation>Eine zu öffnende Aufgabendatei.</translation>
    </message>
    <message>
        <source>Select a cell (e.g. d4) to show its piece's pattern.</source>
        <translation>Ein Feld wählen (z. B. d4), um das Muster seiner Figur zu zeigen.</translation>
    </message>
    <message>
        <source>Switch the analysis mode on for SECONDS first.</source>
        <translation>Zuerst die Analyse für SECONDS Sekunden einschalten.</translation>
    </message>
    <message>
        <source>Write the diagram (.svg, .png, .pdf, .tex) or a sheet of solutions and exit, with no window.</source>
        <translation>Das Diagramm (.svg, .png, .pdf, .tex) oder ein Lösungsblatt schreiben und ohne Fenster beenden.</translation>
    </message>
    <message>
        <source>With --export: a sheet of the first N solutions (.pdf, .svg).</source>
        <translation>Mit --export: ein Blatt der ersten N Lösungen (.pdf, .svg).</translation>
    </message>
</context>
</TS>