/*
 * The parameter functions that take a kind (or a problem, by its kind): they find the kind's
 * ParamTable in the family table and hand it to the table functions of params.cpp. They live
 * here, one floor above params.cpp, so that the parameters know no family (issue 48).
 */
#include "cpw/family.h"
#include "cpw/params.h"

namespace cpw {

ParamTable paramTableOf(std::string_view kind)
{
    const FamilyDescriptor *f = findFamily(kind);
    return f ? ParamTable{f->params, f->supportsDistinct} : ParamTable{};
}

const ParamSpec *findParam(std::string_view kind, std::string_view key)
{
    return findParam(paramTableOf(kind), key);
}

std::vector<const ParamSpec *> paramsOf(std::string_view kind)
{
    return paramsOf(paramTableOf(kind));
}

Error validateParams(const Problem &problem)
{
    return validateParams(problem, paramTableOf(problem.kind));
}

void completeParams(Problem &problem)
{
    completeParams(problem, paramTableOf(problem.kind));
}

std::map<std::string, ParamValue> problemParams(const Problem &problem)
{
    return problemParams(problem, paramTableOf(problem.kind));
}

bool paramEnabled(const Problem &problem, const ParamSpec &spec)
{
    return paramEnabled(problem, paramTableOf(problem.kind), spec);
}

ParamReader::ParamReader(const Problem &problem) : ParamReader(problem, paramTableOf(problem.kind)) {}

} // namespace cpw
