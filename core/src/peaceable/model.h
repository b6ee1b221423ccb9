#pragma once
// Internal model of the peaceable armies solver (core/src/peaceable/): the conflict graph
// of one piece kind and its cover by cliques ("lines"), the search of the largest army
// (labels.cpp) and the count of placements (count.cpp).
#include <cstdint>
#include <map>
#include <string>
#include <optional>
#include <stop_token>
#include <vector>

#include "cpw/peaceable.h"
#include "cpw/search.h"

namespace cpw::peaceable {

/// The conflict graph of a piece on a board, covered by cliques. Every pair of conflicting
/// cells (one attacks the other on the empty board) lies on at least one line; the cells of a
/// line conflict pairwise. Lines of one family (the segments of one ride direction) are
/// disjoint, which the family-sum bound needs; other lines have family -1.
struct Model {
    Board board;
    int area = 0;
    std::vector<int> cells;                    ///< the board's cells (no holes), ascending
    std::vector<CellSet> conflicts;            ///< per cell index: conflicting cells
    std::vector<std::vector<int>> lines;       ///< cells of each line (>= 2 cells)
    std::vector<int> lineFamily;               ///< per line: its family, or -1
    int families = 0;                          ///< number of families of disjoint lines
    std::vector<std::vector<int>> cellLines;   ///< per cell index: its lines
    std::vector<std::vector<int>> offFamilies; ///< per cell index: families none of whose lines holds it
    PeaceableRequest request;
    int piece = -1;
    CellSet preWhite, preBlack; ///< preplaced pieces
    int preWhiteCount = 0, preBlackCount = 0;
};

/// Builds the model (request validated).
Model buildModel(const PeaceableRequest &request);

/// kw white and kb black pieces from a colouring of the lines: the preplaced pieces, then white
/// on the cells no black line holds (`nB[c] == 0`), black where no white line does, cells that
/// neither holds taken by the colour still short. kw and kb at most what the colouring allows.
template <class Counts>
Placement armyPlacement(const Model &m, int kw, int kb, const Counts &nW, const Counts &nB)
{
    Placement p(m.board);
    std::vector<int> white, black, both;
    int w = 0, b = 0;
    for (int c : m.cells) {
        if (m.preWhite.test(c)) {
            p.set(c, m.piece, false);
            ++w;
        } else if (m.preBlack.test(c)) {
            p.set(c, m.piece, true);
            ++b;
        } else if (nB[c] == 0 && nW[c] == 0) {
            both.push_back(c);
        } else if (nB[c] == 0) {
            white.push_back(c);
        } else if (nW[c] == 0) {
            black.push_back(c);
        }
    }
    std::size_t used = 0;
    for (int c : white)
        if (w < kw) {
            p.set(c, m.piece, false);
            ++w;
        }
    for (; w < kw && used < both.size(); ++used, ++w)
        p.set(both[used], m.piece, false);
    for (int c : black)
        if (b < kb) {
            p.set(c, m.piece, true);
            ++b;
        }
    for (; b < kb && used < both.size(); ++used, ++b)
        p.set(both[used], m.piece, true);
    return p;
}

/// The result of searching for an army.
struct ArmyResult {
    bool complete = false; ///< the search ran to its end (not stopped)
    int best = 0;          ///< the largest m found (0 when none; see `found`)
    bool found = false;    ///< some placement with m >= the first target was found
    int upperBound = 0;    ///< proven: no placement has more than this
    Placement placement;   ///< a placement of `best` + `best` (when found)
    std::uint64_t nodes = 0;
    std::optional<Error> error; ///< a checkpoint that does not fit (runLedgerTasks)
};

/// Largest army (mode = optimum) or an army of exactly `fixedM` (fixedM > 0). Stops when the
/// context says so; then `complete` is false and `upperBound` is what is proven. Resumable:
/// every rung of the ladder runs on runLedgerTasks as a phase of its own, the best army so far
/// and the proof are records (SearchContext::record), so SearchOptions::resume continues it.
ArmyResult searchArmy(const Model &model, SearchContext &context, int fixedM);

/// The best army simulated annealing over line colours finds until the context stops it
/// (upper.cpp; no proof: `complete` stays false, `upperBound` 0).
ArmyResult annealArmy(const Model &model, SearchContext &context);

/// A proven upper bound on the largest m: t - 1 when the branch and bound refutes t within
/// its first `depth` decisions, else the largest bound of what is left there (labels.cpp).
int boundBelow(const Model &model, int t, int depth);

/// Counts the placements of exactly m white and m black pieces (with the preplaced ones);
/// streams them while the context wants solutions. With `distinct`, `distinctOut` gets the
/// number of classes under `group` (board symmetries, optionally combined with the exchange of
/// colours: the flag). Returns false when stopped. Error CountOverflow via `overflow`.
struct CountResult {
    bool complete = false;
    std::vector<Placement> representatives; ///< request.representatives: the classes' least placements, in order
    bool overflow = false;
    std::uint64_t solutions = 0;
    std::uint64_t distinct = 0;
    /// The classes include the exchange of colours (both sides the same count), not only the
    /// board's symmetries.
    bool coloursExchanged = false;
    std::optional<Error> error; ///< a checkpoint that does not fit (runLedgerTasks)
};
struct GroupElement {
    Symmetry symmetry;
    bool swapColours;
};
CountResult countArmies(const Model &model, SearchContext &context, int m, bool distinct,
                        const std::vector<GroupElement> &group);

/// a < b in the order of the canonical placements (cpw::peaceableLess): white cells, then black,
/// compared as sets; the set holding the lowest cell where they differ is the smaller.
bool lessPlacement(const CellSet &aW, const CellSet &aB, const CellSet &bW, const CellSet &bB);

/// Writes a placement under `prefix` into ledger counters as the 64-bit words of its white
/// (prefix".w<k>") and black (prefix".b<k>") cells; words that are zero are left out.
void putPlacement(std::map<std::string, std::uint64_t> &out, const std::string &prefix, const Placement &p);

/// The symmetries of the problem: board symmetries that keep the piece and the preplaced
/// pieces (with their colours), each alone and, where they map the preplaced pieces of one
/// colour onto those of the other, with the colours exchanged.
std::vector<GroupElement> problemGroup(const Model &model);

} // namespace cpw::peaceable
