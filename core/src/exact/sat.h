#pragma once
/// \file sat.h
/// Internal: the exact-attack puzzle's SAT engine (sat.cpp), for the fewest and the most pieces.

#include "cpw/exact.h"
#include "cpw/search.h"

namespace cpw::exactimpl {

/// Solves a validated request with mode Fewest or Most as satisfiability (CaDiCaL): proves the
/// optimum and enumerates every canonical solution that reaches it. One thread; a stop or the
/// time limit ends it with the best placement found (unproven).
SearchStats solveExactSat(const ExactRequest &request, SearchContext &ctx);

} // namespace cpw::exactimpl
