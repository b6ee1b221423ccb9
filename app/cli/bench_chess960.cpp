// Benchmark case of the Chess960 family: the listing of all 960 back ranks, numbered.
#include "bench.h"
#include "cpw/chess960.h"

namespace cpw::cli {

std::vector<BenchCase> chess960BenchCases()
{
    std::vector<BenchCase> cases;
    BenchCase list;
    list.name = "chess960/list";
    list.description = "list and number all 960 Chess960 back ranks";
    list.run = [](int threads, double timeLimit) {
        SearchOptions opt = benchOptions(threads, timeLimit);
        std::uint64_t sum = 0;
        opt.onSolution = [&](const Solution &s) {
            sum += static_cast<std::uint64_t>(
                chess960Number(toNotation(s.placement, Catalogue::standard())).value());
        };
        BenchOutcome out;
        const SearchStats st = solve(benchProblem(chess960Family(), Board(8, 8)), {}, opt).value();
        out.solutions = st.solutions;
        out.complete = st.complete;
        out.nodes = st.nodes;
        out.expected = "960 numbered 0..959";
        out.expectationMet = st.solutions == 960 && sum == 959 * 960 / 2;
        return out;
    };
    cases.push_back(list);
    return cases;
}

namespace {
const BenchRegistration registration({chess960Family, chess960BenchCases});
} // namespace

} // namespace cpw::cli
