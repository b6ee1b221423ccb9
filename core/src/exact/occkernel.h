#pragma once
/// \file occkernel.h
/// Internal: the occupancy engine's per-node bitboard work on all ride steps at once (lanes).
/*
 * A node of the occupancy engine (occengine.h) spends most of its time in shifts: for every ride
 * step an occluded fill backwards from the cells at target (which pieces may still stand where),
 * one shift per leap offset, and for every ride step an occluded fill forwards over the cells
 * that may stay empty (which attacks can still arrive). With the six standard pieces that is
 * about 140 shifts per node, each by its own amount, one step vector after another.
 *
 * Here the same work is laid out as lanes: lane r of every table belongs to ride step r (up to
 * kRides), lane l of the leap tables to leap offset l (up to kLeaps), and each step of a fill is
 * a few vector operations: AVX2 shifts by a per-lane amount (vpsllvq, vpsrlvq), two registers
 * for the eight ride steps. The kernels are built for AVX2 only; a processor without it (or
 * another compiler) runs the engine's scalar code. Unused lanes have an empty source mask. The
 * results are exactly those of the engine's scalar code (which stays for larger piece sets),
 * so every count and every node count is the same.
 */

#include <cstdint>

namespace cpw::exactimpl {

struct OccLanes {
    using u64 = std::uint64_t;
    static constexpr int kRides = 8;  ///< ride steps (the queen's eight)
    static constexpr int kLeaps = 16; ///< leap offsets (the king's eight and the knight's eight)
    static constexpr int kTypes = 8;  ///< attacking piece types
    static constexpr int kPow = 6;    ///< fill levels: steps by 1, 2, 4, ... 32

    /// A shift per lane: ((b & src) << left) >> right (OccShift, as lanes).
    struct Shifts {
        alignas(64) u64 src[kRides] = {};
        alignas(64) u64 left[kRides] = {};
        alignas(64) u64 right[kRides] = {};
    };
    struct LeapShifts {
        alignas(64) u64 src[kLeaps] = {};
        alignas(64) u64 left[kLeaps] = {};
        alignas(64) u64 right[kLeaps] = {};
    };

    bool usable = false; ///< the problem fits the lanes (else the engine's scalar code runs)
    int types = 0;
    int levels = 1; ///< OccGeometry::fillLevels
    Shifts fwd, back;
    Shifts fwdPow[kPow], backPow[kPow];
    LeapShifts leapFwd, leapBack;
    alignas(64) u64 host[kTypes] = {};             ///< OccGeometry::Type::host
    alignas(64) u64 rides[kTypes][kRides] = {};    ///< all ones where the type rides this step
    alignas(64) u64 nearOnly[kTypes][kRides] = {}; ///< all ones where it only leaps by this step
    alignas(64) u64 leaps[kTypes][kLeaps] = {};    ///< all ones where the type has this leap
    u64 ownLeaps = 0; ///< leap offsets that are slots of their own (OccGeometry::Leap::ownSlot)
    alignas(64) u64 ownLeapLanes[kLeaps] = {};     ///< the same as lanes (all ones)
    alignas(64) u64 notRides[kTypes][kRides] = {}; ///< all ones on used lanes the type does not ride
    alignas(64) u64 notNear[kTypes][kRides] = {};  ///< ... along which it attacks no neighbour
    alignas(64) u64 notLeaps[kTypes][kLeaps] = {}; ///< ... own-slot leaps it does not have
};

/// Which pieces may still stand on each undecided cell: feas[t] = und & host[t] minus the cells
/// from which type t would attack a cell at target for certain; badRide[r] = the cells from
/// which a ride along step r does (over decided empty cells). emptyDec = decided empty cells.
void occLaneFeasible(const OccLanes &L, std::uint64_t atT, std::uint64_t emptyDec, std::uint64_t und,
                     std::uint64_t *badRide, std::uint64_t *feas);

/// The live slots of every cell: per ride step the cells an attack can still arrive at (from a
/// waiting ray or a possible rider, over the cells in `pass`; arrive) and, adding pieces that
/// leap by the step, live[r]; per leap offset the cells a possible piece still leaps onto.
void occLaneSlots(const OccLanes &L, const std::uint64_t *pend, const std::uint64_t *feas, std::uint64_t pass,
                  std::uint64_t *arrive, std::uint64_t *live, std::uint64_t *liveLeap);

/// The deductions of the cells without slack (`slack0`: they need every live slot): on a leap
/// slot the source cell must hold a piece with that leap; on a ride slot the nearest undecided
/// cell must hold a piece that attacks along the line from there, or stay empty where an attack
/// can still come from beyond it (arrive & pass, or a waiting ray). Narrows feasEmpty, feasBlock
/// and feas[t].
void occLaneTight(const OccLanes &L, std::uint64_t slack0, const std::uint64_t *live,
                  const std::uint64_t *liveLeap, const std::uint64_t *arrive, const std::uint64_t *pend,
                  std::uint64_t pass, std::uint64_t und, std::uint64_t emptyDec, std::uint64_t &feasEmpty,
                  std::uint64_t &feasBlock, std::uint64_t *feas);

/// Whether the processor runs the lane kernels (x86-64 with AVX2); the engine's scalar code
/// runs otherwise.
bool occLanesAvailable();

} // namespace cpw::exactimpl
