#pragma once
/// \file familytexts.h
/// What a family says to the user, written once in the family's own file: its error messages and
/// the words of its objective, in the workbench's three languages (English, German, Hungarian).
///
/// The core returns a family's own errors as ErrorCode::FamilyError with the family and its code
/// (cpw/error.h, familyError()); it holds no text. A family's file under app/common/families/ (or
/// a test's own file, for a family defined there) registers a FamilyTexts with one
/// FAMILY_TEXTS(...) line, keyed by the family's descriptor function (a misspelt family does not
/// build). errorText() (errortext.h) asks the registration of the error's family; no shared
/// switch names a family's codes. The texts are not in the .ts files: each is written with its
/// German and Hungarian wording beside the English (Words), and the GUI sets the language they
/// are shown in with setTextLanguage() when it installs its translators.

#include <QString>

#include <string>
#include <string_view>
#include <vector>

#include "cpw/error.h"

namespace cpw {

/// One text in English, German and Hungarian (UTF-8), with Qt's placeholders %1, %2, ...
struct Words {
    const char *en;
    const char *de;
    const char *hu;
};

/// The language family texts are shown in: "en" (the default, the CLI's), "de" or "hu"; any
/// other code means English.
void setTextLanguage(std::string_view code);
/// `words` in the current text language.
QString say(const Words &words);
/// `words` in the language `code` ("en", "de", "hu"; tests).
QString say(const Words &words, std::string_view code);

/// The words of a family's objective where it is not a number of pieces (which every family
/// shares and the GUI words itself): its optimum and its best so far, %1 = the number.
struct ObjectiveWords {
    std::string_view unit; ///< the unit they word (cpw::Objective::unit: "value")
    Words optimum;   ///< a run's proven optimum ("Optimum: value %1 (proven optimal)")
    Words best;      ///< a run's best when not proven ("Best found: value %1")
    Words reachable; ///< the analysis, proven ("Best value still reachable: %1 (proven)")
    Words soFar;     ///< the analysis, so far ("Best value reachable so far: %1")
};

/// What a family says: registered by its file with FAMILY_TEXTS.
struct FamilyTexts {
    FamilyId family = nullptr; ///< the family (its descriptor function)
    /// The number of the family's own error codes (its enum's enumerators, 1..codes).
    int codes = 0;
    /// The message of one of its errors (Error::code FamilyError of this family), in the text
    /// language: what is wrong and where (the parts of errortext.h help: tokenPart, withWhere).
    QString (*message)(const Error &error) = nullptr;
    /// True when the error's token is the offending text (a letter, a rank), so that a token that
    /// is a field path instead ("params.piece") is named as the place. nullptr = never.
    bool (*tokenIsText)(const Error &error) = nullptr;
    /// The words of its objective where it counts something other than pieces; nullptr = pieces.
    const ObjectiveWords *objective = nullptr;
};

/// Registers a family's texts (at static initialisation, through FAMILY_TEXTS). Returns true.
bool registerFamilyTexts(const FamilyTexts &texts);
/// Every family's registered texts (tests walk them).
const std::vector<FamilyTexts> &registeredFamilyTexts();
/// The texts of a family, or nullptr when it registered none.
const FamilyTexts *findFamilyTexts(FamilyId family);
/// The words a family registered for an objective's unit (cpw::Objective::unit), or nullptr
/// (pieces, which the GUI words itself).
const ObjectiveWords *objectiveWords(std::string_view unit);

} // namespace cpw

/// Registers a family's texts when the program starts: one line in the family's text file, keyed
/// by its descriptor function cpw::<id>Family.
#define FAMILY_TEXTS(id, ...)                                                                                \
    namespace cpw {                                                                                          \
    FamilyDescriptor id##Family();                                                                           \
    }                                                                                                        \
    namespace {                                                                                              \
    const bool id##TextsRegistered =                                                                         \
        cpw::registerFamilyTexts(cpw::FamilyTexts{.family = cpw::id##Family, __VA_ARGS__});                  \
    }
