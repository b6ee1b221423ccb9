/*
 * The occupancy engine's lane kernels (occkernel.h). Every loop below runs over a fixed number of
 * lanes, so that the compiler vectorizes it; the arithmetic is that of occengine.h's scalar code
 * (OccShift and occFill), lane by lane.
 */
#include "occkernel.h"

namespace cpw::exactimpl {

namespace {

using u64 = std::uint64_t;

} // namespace

#if defined(__GNUC__) && defined(__x86_64__)

namespace {

// Eight lanes as two AVX2 registers; GCC's vector extensions give per-lane shifts (vpsllvq).
typedef u64 V4 __attribute__((vector_size(32)));
struct V8 {
    V4 a, b;
};

#define CPW_AVX2 __attribute__((target("avx2"), always_inline)) inline

CPW_AVX2 V8 load8(const u64 *p)
{
    V8 v;
    __builtin_memcpy(&v.a, p, 32);
    __builtin_memcpy(&v.b, p + 4, 32);
    return v;
}
CPW_AVX2 void store8(u64 *p, const V8 &v)
{
    __builtin_memcpy(p, &v.a, 32);
    __builtin_memcpy(p + 4, &v.b, 32);
}
CPW_AVX2 V8 splat(u64 x)
{
    const V4 s = {x, x, x, x};
    return {s, s};
}
CPW_AVX2 V8 operator&(const V8 &x, const V8 &y)
{
    return {x.a & y.a, x.b & y.b};
}
CPW_AVX2 V8 operator|(const V8 &x, const V8 &y)
{
    return {x.a | y.a, x.b | y.b};
}
CPW_AVX2 u64 horizontalOr(const V8 &x)
{
    const V4 v = x.a | x.b;
    return v[0] | v[1] | v[2] | v[3];
}

/// ((b & src) << left) >> right in every lane.
template <class S> CPW_AVX2 V8 shift(const V8 &b, const S &sh, int off)
{
    const V8 src = load8(sh.src + off), l = load8(sh.left + off), r = load8(sh.right + off);
    return {((b.a & src.a) << l.a) >> r.a, ((b.b & src.b) << l.b) >> r.b};
}

/// Occluded fill in every lane (occFill).
CPW_AVX2 V8 fill(V8 gen, V8 prop, const OccLanes::Shifts *pow, int levels)
{
    for (int i = 0;; ++i) {
        gen = gen | (prop & shift(gen, pow[i], 0));
        if (i + 1 == levels)
            return gen;
        prop = prop & shift(prop, pow[i], 0);
    }
}

} // namespace

__attribute__((target("avx2"))) void occLaneFeasible(const OccLanes &L, u64 atT, u64 emptyDec, u64 und,
                                                     u64 *badRide, u64 *feas)
{
    const V8 bad = shift(fill(splat(atT), splat(emptyDec), L.backPow, L.levels), L.back, 0);
    store8(badRide, bad);
    const V8 at = splat(atT);
    const V8 lb0 = shift(at, L.leapBack, 0), lb1 = shift(at, L.leapBack, 8);
    // Per type the union over its own steps: masked lanes, then the four words of one register.
    for (int t = 0; t < L.types; ++t) {
        const V8 m = (bad & load8(L.rides[t])) | (lb0 & load8(L.leaps[t])) | (lb1 & load8(L.leaps[t] + 8));
        feas[t] = und & L.host[t] & ~horizontalOr(m);
    }
}

__attribute__((target("avx2"))) void occLaneSlots(const OccLanes &L, const u64 *pend, const u64 *feas,
                                                  u64 pass, u64 *arrive, u64 *live, u64 *liveLeap)
{
    V8 far = load8(pend), nearS = splat(0), src0 = splat(0), src1 = splat(0);
    for (int t = 0; t < L.types; ++t) {
        const V8 f = splat(feas[t]);
        far = far | (f & load8(L.rides[t]));
        nearS = nearS | (f & load8(L.nearOnly[t]));
        src0 = src0 | (f & load8(L.leaps[t]));
        src1 = src1 | (f & load8(L.leaps[t] + 8));
    }
    // Distance 1: any of them; further: riders (and waiting rays) over cells in `pass`.
    const V8 a1 = shift(far, L.fwd, 0), p = splat(pass);
    const V8 a = a1 | shift(fill(a1 & p, p, L.fwdPow, L.levels), L.fwd, 0);
    store8(arrive, a);
    store8(live, a | shift(nearS, L.fwd, 0));
    store8(liveLeap, shift(src0, L.leapFwd, 0));
    store8(liveLeap + 8, shift(src1, L.leapFwd, 8));
}

__attribute__((target("avx2"))) void occLaneTight(const OccLanes &L, u64 slack0, const u64 *live,
                                                  const u64 *liveLeap, const u64 *arrive, const u64 *pend,
                                                  u64 pass, u64 und, u64 emptyDec, u64 &feasEmpty,
                                                  u64 &feasBlock, u64 *feas)
{
    const V8 tightCells = splat(slack0), u = splat(und), ed = splat(emptyDec);
    // Leap slots: the source cell must hold a piece with that leap.
    const V8 zl0 = shift(tightCells & load8(liveLeap), L.leapBack, 0) & u & load8(L.ownLeapLanes);
    const V8 zl1 = shift(tightCells & load8(liveLeap + 8), L.leapBack, 8) & u & load8(L.ownLeapLanes + 8);
    // Ride slots: the nearest undecided cell (z1 next to the cell, zFar beyond decided empty
    // cells) must hold a piece that attacks along the line from there, or stay empty if an
    // attack can still come from beyond it.
    const V8 g0 = shift(tightCells & load8(live), L.back, 0);
    const V8 z1 = g0 & u;
    const V8 zFar = shift(fill(g0 & ed, ed, L.backPow, L.levels), L.back, 0) & u;
    const V8 zr = z1 | zFar;
    const V8 beyond = (load8(arrive) & splat(pass)) | load8(pend);
    const V8 noBlock = zl0 | zl1 | zr;
    const V8 noEmpty = zl0 | zl1 | V8{zr.a & ~beyond.a, zr.b & ~beyond.b};
    feasBlock &= ~horizontalOr(noBlock);
    feasEmpty &= ~horizontalOr(noEmpty);
    for (int t = 0; t < L.types; ++t) {
        const V8 k = (zl0 & load8(L.notLeaps[t])) | (zl1 & load8(L.notLeaps[t] + 8)) |
                     (z1 & load8(L.notNear[t])) | (zFar & load8(L.notRides[t]));
        feas[t] &= ~horizontalOr(k);
    }
}

bool occLanesAvailable()
{
    return __builtin_cpu_supports("avx2");
}

#else

void occLaneFeasible(const OccLanes &, u64, u64, u64, u64 *, u64 *) {}
void occLaneSlots(const OccLanes &, const u64 *, const u64 *, u64, u64 *, u64 *, u64 *) {}
void occLaneTight(const OccLanes &, u64, const u64 *, const u64 *, const u64 *, const u64 *, u64, u64, u64,
                  u64 &, u64 &, u64 *)
{
}
bool occLanesAvailable()
{
    return false;
}

#endif

} // namespace cpw::exactimpl
