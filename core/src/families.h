#pragma once
// The descriptors of the solver families, each defined in its own folder (core/src/<family>/).
// Only core/src/family.cpp includes this: everything above the core goes through cpw/family.h.
#include "cpw/family.h"

namespace cpw {

FamilyDescriptor exactFamily(); // core/src/exact/exact.cpp
FamilyDescriptor tourFamily();     // core/src/tour/tour.cpp
FamilyDescriptor chess960Family(); // core/src/chess960/chess960.cpp
FamilyDescriptor independentFamily(); // core/src/independent/independent.cpp
FamilyDescriptor armyFamily();  // core/src/army/army.cpp
FamilyDescriptor coverFamily(); // core/src/cover/cover.cpp
FamilyDescriptor peaceableFamily(); // core/src/peaceable/peaceable.cpp

} // namespace cpw
