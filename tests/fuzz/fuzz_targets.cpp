// Fuzz target: per-cell targets text (`cpw exact --targets`, app/cli/targets.cpp), e.g.
// "1,2,1/1,*,1/1,1,-". Properties: an error is a message (never a crash); a successful parse
// gives a 1..32 x 1..32 grid whose values are kAnyTarget or 0..kMaxTarget.
#include "fuzz.h"

#include <string>

#include "cpw/board.h"
#include "cpw/problem.h"
#include "targets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(cpwfuzz::text(data, size));
    cpw::cli::TargetGrid grid;
    const std::string error = cpw::cli::parseTargets(text, grid);
    if (!error.empty())
        return 0;
    FUZZ_CHECK(grid.width >= 1 && grid.width <= cpw::kMaxSide && grid.height >= 1 && grid.height <= cpw::kMaxSide);
    const std::size_t area = static_cast<std::size_t>(grid.width) * grid.height;
    FUZZ_CHECK(grid.values.size() == area && grid.holes.size() == area);
    for (int v : grid.values)
        FUZZ_CHECK(v == cpw::kAnyTarget || (v >= 0 && v <= cpw::kMaxTarget));
    return 0;
}
