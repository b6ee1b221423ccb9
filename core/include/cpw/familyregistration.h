#pragma once
/// \file familyregistration.h
/// A solver family defined outside the core's table (core/src/family.cpp): a static
/// FamilyRegistration in the family's own file adds its descriptor to the table when the
/// program starts, after the core's families. From then on it is a family like any other:
/// cpw::solve and the problem files know its kind, `cpw <name>` is its command (options from its
/// specs), the GUI gives it a form, and its texts (FAMILY_TEXTS) and GUI (FAMILY_GUI) register
/// with the same descriptor function. tests/families/ defines one entirely in a test's files.

#include "cpw/family.h"

namespace cpw {

/// Registers `family()` (its descriptor function, which the texts and GUI registrations name
/// too). Two families of one name, or more than 64 families, are a programming error
/// (std::logic_error at start-up).
struct FamilyRegistration {
    explicit FamilyRegistration(FamilyDescriptor (*family)());
};

} // namespace cpw
