#pragma once
/// \file model.h
/// Internal: the pattern model of the exact-attack search (see model.cpp).

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <climits>
#include <cstring>
#include <memory>
#include <unordered_map>
#include <vector>

#include "cpw/attacks.h"
#include "cpw/exact.h"
#include "exact/occengine.h"
#include "exact/rays.h"

namespace cpw::exactimpl {

using u64 = std::uint64_t;
constexpr int kPlanes = 6;
constexpr std::size_t kMaxPatterns = 12'000'000;
constexpr int kMaxPieces = 64;
/// The bitset form of the dynamic engine is used up to this many patterns (a test lowers it to
/// check the list form on small boards too).
extern std::atomic<std::size_t> gBitsetMaxPatterns;

inline u64 bit(int i)
{
    return u64{1} << i;
}
inline u64 lowMask(int t)
{
    return t >= 64 ? ~u64{0} : bit(t) - 1;
}

struct Pat {
    u64 pieceBit;
    u64 att;
    u64 free;
    u64 occ;
    int piece;
    int cell;        ///< internal index
    u64 need = 0;    ///< cells where a blocker is needed (a line stops there and could go on)
    int alt = -1;    ///< rule 2: shown as this piece (a bishop) ...
    u64 altWhen = 0; ///< ... when all these cells are occupied
};

struct State {
    u64 occ = 0;     ///< cells holding a piece
    u64 needOcc = 0; ///< cells that must be occupied (may include cells in occ)
    u64 patOcc = 0;  ///< cells where some chosen line stops although it could continue
    u64 free = 0;    ///< cells that must stay empty
    u64 full = 0;    ///< constrained cells at their target (no more attacks allowed)
    u64 blk = 0;     ///< dynamic engine: must-be-occupied cells decided to take a blocker
    u64 planes[kPlanes] = {};
};

struct Model {
    Board board;
    const Catalogue *catalogue = nullptr;
    int n = 0;
    std::vector<int> boardIdx; ///< internal -> board index
    std::vector<int> intIdx;   ///< board index -> internal or -1
    std::vector<int> target;   ///< internal; kAnyTarget = any
    u64 all = 0;
    u64 constrained = 0; ///< cells with a numeric target
    u64 tplanes[kPlanes] = {};
    bool emptyOnly = false;
    bool canonical = true;
    ExactMode mode = ExactMode::All;
    std::vector<Pat> pats;
    std::vector<int> start;       ///< n + 2 entries: patterns of step t are [start[t], start[t+1])
    std::vector<u64> attackersAt; ///< (n + 1) * n
    std::vector<u64> aliveAt;     ///< n + 1
    /// Per cell c: who can still attack it. An entry (p, piece) says: every pattern of that
    /// piece on p that attacks c attacks all of `att` and needs all of `free` empty.
    struct Entry {
        u64 att;
        u64 free;
        u64 pieceBit;
    };
    std::vector<std::vector<Entry>> attackers;
    std::vector<int> maxAttFrom;            ///< n + 1
    std::vector<std::vector<int>> blockers; ///< per internal cell: pieces that may stand there as blockers
    u64 blockerMask = 0;
    State init;
    std::vector<int> fixedPiece; ///< internal cell -> preplaced piece that attacks nothing, or -1
    // Symmetry
    std::vector<std::vector<int>> perm; ///< per problem symmetry (index 0 = identity): internal permutation
    std::vector<std::vector<int>> invPerm; ///< inverse permutations
    std::vector<char> nothingAt;           ///< [piece * n + cell]: the piece attacks nothing there
    bool directionalRules = false;         ///< rule 2 is active (images may fail the rules)
    std::uint32_t pawnIds = 0;
    std::vector<int> allowed;
    std::vector<int> boardTargets; ///< per board index
    CellSet fixedCells;
    std::vector<std::uint32_t> invMask; ///< per symmetry: piece ids whose moves are invariant
    // Dynamic engine (see the file comment): a compact copy of the patterns.
    struct CPat {
        u64 att;
        u64 free;
        u64 occ;
        u64 pieceBit;
    };
    std::vector<CPat> cp;
    std::vector<unsigned char> patSize; ///< cells attacked per pattern
    std::vector<unsigned char> pcell;   ///< host cell (internal) per pattern
    bool dynamic = false;               ///< the most-constrained-cell engine applies
    bool bitset = false;                ///< ... in its bitset form
    int words = 0;                      ///< 64-bit words of a pattern bitset
    /// Per cell x (x * words): patterns hosted on x, needing x free, needing x occupied,
    /// attacking x.
    std::vector<u64> hostAtB, freeHasB, occHasB, attHasB;
    std::vector<u64> attOf; ///< attacked cells per pattern (dense, for the counting pass)
    // Occupancy-first engine (occengine.h): geometry, and the pattern of a piece in a position.
    bool occ = false;
    OccGeometry og;
    std::vector<int> geoToInt; ///< geometric bit (y * width + x) -> internal cell, -1 = hole
    struct PatKey {
        u64 att, free, occ;
        int piece, cell;
        bool operator==(const PatKey &) const = default;
    };
    struct PatKeyHash {
        std::size_t operator()(const PatKey &k) const
        {
            u64 h = k.att * 0x9E3779B97F4A7C15ull ^ (k.free + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
            h ^= (k.occ + static_cast<u64>(k.piece) * 131 + static_cast<u64>(k.cell)) * 0x165667B19E3779F9ull;
            return static_cast<std::size_t>(h ^ (h >> 29));
        }
    };
    std::unordered_map<PatKey, int, PatKeyHash> patIndex;
    OccState occRoot;     ///< targets, preplaced pieces decided
    bool occDead = false; ///< the preplaced pieces already overshoot a target
};

inline u64 eqMask(const State &s, const Model &m)
{
    u64 diff = 0;
    for (int i = 0; i < kPlanes; ++i)
        diff |= s.planes[i] ^ m.tplanes[i];
    return ~diff;
}

inline u64 gtMask(const State &s, const Model &m)
{
    u64 gt = 0, eq = ~u64{0};
    for (int i = kPlanes - 1; i >= 0; --i) {
        gt |= eq & s.planes[i] & ~m.tplanes[i];
        eq &= ~(s.planes[i] ^ m.tplanes[i]);
    }
    return gt;
}

inline int countAt(const State &s, int c)
{
    int v = 0;
    for (int i = 0; i < kPlanes; ++i)
        v |= static_cast<int>((s.planes[i] >> c) & 1) << i;
    return v;
}

inline void addAttacks(State &s, u64 att)
{
    u64 carry = att;
    for (int i = 0; i < kPlanes && carry; ++i) {
        const u64 nc = s.planes[i] & carry;
        s.planes[i] ^= carry;
        carry = nc;
    }
}

inline void updateFull(State &s, const Model &m)
{
    const u64 cons = m.emptyOnly ? (m.constrained & s.free) : m.constrained;
    s.full = cons & eqMask(s, m);
}

/// Builds the model of a validated request: cells in processing order, the canonical pattern
/// set, the engine choice and its tables (Unsupported / TooLarge errors as the request needs).
Result<std::shared_ptr<Model>> buildModel(const ExactRequest &req);

/// solveExact() for a request validateExact() has accepted (the family's prepared run): it is
/// not checked again.
Result<SearchStats> solveValidExact(const ExactRequest &request, std::stop_token token, const SearchOptions &options);

} // namespace cpw::exactimpl
