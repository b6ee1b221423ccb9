// The table of solver families (family.h). Adding a family: its header and folder under
// core/, a `FamilyDescriptor <family>Family()` defined there (core/src/<family>/<family>.cpp),
// and one line in CPW_FAMILIES below, in the order the GUI offers them; or, for a family that
// lives outside the core (a test's own), a static FamilyRegistration in its own file
// (cpw/familyregistration.h). Nothing else in the core, the CLI or the GUI lists the families:
// they walk this table.
#include "cpw/family.h"
#include "cpw/familyregistration.h"

#include <stdexcept>
#include <string>
#include <vector>

// clang-format off
#define CPW_FAMILIES(X) \
    X(exact)            \
    X(tour)             \
    X(chess960)         \
    X(independent)      \
    X(army)             \
    X(cover)            \
    X(peaceable)
// clang-format on

namespace cpw {

#define CPW_DECLARE_FAMILY(f) FamilyDescriptor f##Family();
CPW_FAMILIES(CPW_DECLARE_FAMILY)
#undef CPW_DECLARE_FAMILY

namespace {

/// The table: the core's families, then those registered from outside (at static
/// initialisation). Room for kMaxFamilies is reserved at once, so that a registration never
/// moves a descriptor that findFamily() has handed out.
constexpr std::size_t kMaxFamilies = 64;

std::vector<FamilyDescriptor> &table()
{
    static std::vector<FamilyDescriptor> all = [] {
        std::vector<FamilyDescriptor> v;
        v.reserve(kMaxFamilies);
#define CPW_FAMILY_ENTRY(f) v.push_back(f##Family());
        CPW_FAMILIES(CPW_FAMILY_ENTRY)
#undef CPW_FAMILY_ENTRY
        return v;
    }();
    return all;
}

Error noFamily(const Problem &problem)
{
    Error e;
    e.code = ErrorCode::Unsupported;
    e.token = problem.kind;
    return e;
}

} // namespace

FamilyRegistration::FamilyRegistration(FamilyDescriptor (*family)())
{
    std::vector<FamilyDescriptor> &all = table();
    const FamilyDescriptor d = family();
    for (const FamilyDescriptor &f : all)
        if (f.name == d.name)
            throw std::logic_error("cpw: two families named " + std::string(d.name));
    if (all.size() == kMaxFamilies)
        throw std::logic_error("cpw: more than 64 families");
    all.push_back(d);
}

std::span<const FamilyDescriptor> families()
{
    return table();
}

const FamilyDescriptor *findFamily(std::string_view name)
{
    for (const FamilyDescriptor &f : table())
        if (f.name == name)
            return &f;
    return nullptr;
}

Error validateProblem(const Problem &problem)
{
    const FamilyDescriptor *f = findFamily(problem.kind);
    if (!f)
        return noFamily(problem);
    if (Error e = validateParams(problem))
        return e;
    if (f->prepare) {
        const auto run = f->prepare(problem);
        return run ? Error{} : run.error();
    }
    return f->validate(problem);
}

Result<PreparedProblem> prepareProblem(Problem problem)
{
    const FamilyDescriptor *f = findFamily(problem.kind);
    if (!f)
        return noFamily(problem);
    if (Error e = validateParams(problem))
        return e;
    PreparedProblem prepared;
    if (f->prepare) {
        auto run = f->prepare(problem);
        if (!run)
            return run.error();
        prepared.m_run = std::move(run).value();
    } else if (Error e = f->validate(problem)) {
        return e;
    }
    prepared.m_problem = std::move(problem);
    prepared.m_family = f;
    return prepared;
}

Error PreparedProblem::checkpointRefusal() const
{
    if (!m_family)
        return noFamily(m_problem);
    if (m_run.checkpoints)
        return {};
    if (m_run.noCheckpoints)
        return m_run.noCheckpoints;
    Error e;
    e.code = ErrorCode::NoCheckpoints;
    e.token = std::string(m_family->name);
    e.value = m_family->checkpoints ? 1 : 0; // 1: other problems of the family can
    return e;
}

Result<SearchStats> solve(const PreparedProblem &prepared, std::stop_token token, const SearchOptions &options)
{
    if (!prepared.m_family)
        return noFamily(prepared.m_problem);
    if (options.resume || options.onCheckpoint)
        if (Error e = prepared.checkpointRefusal())
            return e;
    if (!prepared.m_run.run) // a family without `prepare` solves from the problem
        return prepared.m_family->solve(prepared.m_problem, std::move(token), options);
    return prepared.m_run.run(std::move(token), options);
}

Result<SearchStats> solve(const Problem &problem, std::stop_token token, const SearchOptions &options)
{
    const auto prepared = prepareProblem(problem);
    if (!prepared)
        return prepared.error();
    return solve(prepared.value(), std::move(token), options);
}

bool canCheckpoint(const Problem &problem)
{
    const auto prepared = prepareProblem(problem);
    return prepared && prepared->canCheckpoint();
}

Error checkpointRefusal(const Problem &problem)
{
    const auto prepared = prepareProblem(problem);
    return prepared ? prepared->checkpointRefusal() : Error{};
}

bool runsOnOneThread(const Problem &problem)
{
    const auto prepared = prepareProblem(problem);
    return prepared && prepared->runsOnOneThread();
}

Objective objectiveOf(const Problem &problem)
{
    const FamilyDescriptor *f = findFamily(problem.kind);
    return f ? f->objective(problem) : Objective{};
}

} // namespace cpw
