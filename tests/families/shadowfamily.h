#pragma once
// A family whose parameter's flag repeats an option every command has (--board): registered
// like any family, but `cpw shadow` refuses it, naming the flag and the family (issue 48).
// Included before stripfamily.h, so that the strip family stays the last one registered.
#include <vector>

#include "cpw/family.h"
#include "cpw/familyregistration.h"
#include "cpw/params.h"

namespace cpw {

inline FamilyDescriptor shadowFamily()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "size",
         .type = ParamType::Int,
         .defaultValue = 1LL,
         .min = 1,
         .max = 8,
         .flag = "--board",
         .valueName = "N",
         .help = "a size whose flag shadows the common --board"},
    };
    FamilyDescriptor f{"shadow", false, [](const Problem &) { return Error{}; },
                       [](const Problem &, std::stop_token, const SearchOptions &) -> Result<SearchStats> {
                           return SearchStats{};
                       },
                       nullptr};
    f.params = specs;
    f.objective = [](const Problem &) { return Objective{}; };
    return f;
}

} // namespace cpw

namespace {
const cpw::FamilyRegistration shadowRegistration(cpw::shadowFamily);
} // namespace
