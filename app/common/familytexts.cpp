#include "familytexts.h"

#include <vector>

namespace cpw {
namespace {

std::string &language()
{
    static std::string code = "en";
    return code;
}

std::vector<FamilyTexts> &registry()
{
    static std::vector<FamilyTexts> texts;
    return texts;
}

} // namespace

void setTextLanguage(std::string_view code)
{
    language() = std::string(code);
}

QString say(const Words &words, std::string_view code)
{
    const char *text = code == "de" ? words.de : code == "hu" ? words.hu : words.en;
    return QString::fromUtf8(text ? text : words.en);
}

QString say(const Words &words)
{
    return say(words, language());
}

bool registerFamilyTexts(const FamilyTexts &texts)
{
    registry().push_back(texts);
    return true;
}

const std::vector<FamilyTexts> &registeredFamilyTexts()
{
    return registry();
}

const FamilyTexts *findFamilyTexts(FamilyId family)
{
    for (const FamilyTexts &t : registry())
        if (t.family == family)
            return &t;
    return nullptr;
}

const ObjectiveWords *objectiveWords(std::string_view unit)
{
    for (const FamilyTexts &t : registry())
        if (t.objective && t.objective->unit == unit)
            return t.objective;
    return nullptr;
}

} // namespace cpw
