#pragma once
/// \file problemsettings.h
/// What a problem is beside its position: the kind and every parameter, as the problem panel
/// edits them and a problem file holds them. One value of the document's undo history
/// (document.h); compared whole, so that an edit that changes nothing makes no undo step.

#include <map>
#include <string>
#include <vector>

#include "cpw/problem.h"

struct ProblemSettings {
    std::string kind;                               ///< the family's name; empty = the first kind, defaults
    std::vector<int> allowed;                       ///< allowed piece ids (Problem::allowed)
    std::map<std::string, cpw::ParamValue> params;  ///< every parameter, defaults included
    bool fixed = false;                             ///< the pieces on the board are fixed (preplaced)

    bool operator==(const ProblemSettings &) const = default;

    /// The settings a problem file describes ("position" is the board's, not a setting).
    static ProblemSettings of(const cpw::Problem &problem)
    {
        ProblemSettings s;
        s.kind = problem.kind;
        s.allowed = problem.allowed;
        s.params = problem.params;
        s.params.erase("position");
        s.params.erase("puzzle");
        s.fixed = !problem.preplaced.empty();
        return s;
    }

    /// The one key whose value differs between `a` and `b` ("kind", "pieces", "fixed" or a
    /// parameter's key), or empty when none or several do. Consecutive edits of one key make
    /// one undo step (typing a number in a field).
    static std::string onlyChange(const ProblemSettings &a, const ProblemSettings &b)
    {
        std::vector<std::string> keys;
        if (a.kind != b.kind)
            keys.push_back("kind");
        if (a.allowed != b.allowed)
            keys.push_back("pieces");
        if (a.fixed != b.fixed)
            keys.push_back("fixed");
        for (const auto &[key, value] : a.params) {
            const auto other = b.params.find(key);
            if (other == b.params.end() || other->second != value)
                keys.push_back(key);
        }
        for (const auto &[key, value] : b.params)
            if (!a.params.contains(key))
                keys.push_back(key);
        return keys.size() == 1 ? keys.front() : std::string();
    }
};
