// The table of solver families (family.h). Adding a family: its header and folder under
// core/, a `<family>Family()` descriptor defined there, and one line in kFamilies below.
#include "cpw/family.h"

#include <array>

#include "families.h"

namespace cpw {

namespace {

const std::array kFamilies = {
    exactFamily(), tourFamily(),  chess960Family(),  independentFamily(),
    armyFamily(),  coverFamily(), peaceableFamily(),
};

Error noFamily(const Problem &problem)
{
    Error e;
    e.code = ErrorCode::Unsupported;
    e.token = std::string(problemKindName(problem.kind));
    return e;
}

} // namespace

std::span<const FamilyDescriptor> families()
{
    return kFamilies;
}

const FamilyDescriptor *findFamily(ProblemKind kind)
{
    for (const FamilyDescriptor &f : kFamilies)
        if (f.kind == kind)
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
    return f->validate(problem);
}

Result<SearchStats> solve(const Problem &problem, std::stop_token token, const SearchOptions &options)
{
    const FamilyDescriptor *f = findFamily(problem.kind);
    if (!f)
        return noFamily(problem);
    if (Error e = validateProblem(problem))
        return e;
    if (options.resume || options.onCheckpoint)
        if (Error e = checkpointRefusal(problem))
            return e;
    return f->solve(problem, std::move(token), options);
}

bool canCheckpoint(const Problem &problem)
{
    const FamilyDescriptor *f = findFamily(problem.kind);
    return f && f->checkpoints && f->checkpoints(problem);
}

Error checkpointRefusal(const Problem &problem)
{
    const FamilyDescriptor *f = findFamily(problem.kind);
    if (!f)
        return noFamily(problem);
    if (f->checkpoints && f->checkpoints(problem))
        return {};
    if (f->noCheckpoints)
        if (Error e = f->noCheckpoints(problem))
            return e;
    Error e;
    e.code = ErrorCode::NoCheckpoints;
    e.token = std::string(f->name);
    e.value = f->checkpoints ? 1 : 0; // 1: other problems of the family can
    return e;
}

bool runsOnOneThread(const Problem &problem)
{
    const FamilyDescriptor *f = findFamily(problem.kind);
    return f && f->oneThread && f->oneThread(problem);
}

ObjectiveKind objectiveOf(const Problem &problem)
{
    const FamilyDescriptor *f = findFamily(problem.kind);
    return f ? f->objective(problem) : ObjectiveKind::None;
}

} // namespace cpw
