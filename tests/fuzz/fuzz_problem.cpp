// Fuzz target: problem files (cpw::parseProblem, what loadProblemFile, `cpw solve FILE` and the
// GUI's Open read), then the family's check (cpw::validateProblem, which builds the family's
// request: params such as the army text, values, tour start). Nothing is solved.
// Properties of a successful parse: serializeProblem() reads back, and serialising that gives
// the same text (a saved file opens as what was saved).
#include "fuzz.h"

#include "cpw/family.h"
#include "cpw/problem.h"

using namespace cpw;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    auto problem = parseProblem(cpwfuzz::text(data, size));
    if (!problem.ok()) {
        FUZZ_CHECK(cpwfuzz::errorSane(problem.error(), size) || problem.error().code == ErrorCode::JsonSyntax);
        return 0;
    }
    (void)validateProblem(problem.value());
    (void)objectiveOf(problem.value());
    const std::string saved = serializeProblem(problem.value());
    auto again = parseProblem(saved);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(serializeProblem(again.value()) == saved);
    return 0;
}
