#pragma once
// Shared by the tour count tests (tests/tour): a count that must finish, and its exact value
// (the summary's solutions_exact label when the count passes 64 bits).
#include <QtGlobal>

#include <string>
#include <utility>
#include <vector>

#include "cpw/tour.h"

namespace tourtest {

/// A count of the tours of a w x h rectangle on `engine`; the theorems on impossible tours off,
/// so every engine proves its zeros itself.
inline cpw::TourRequest countRequest(int w, int h, bool closed, cpw::TourEngine engine, int start = -1,
                                     std::vector<cpw::Leap> leaps = {})
{
    cpw::TourRequest r;
    r.width = w;
    r.height = h;
    r.closed = closed;
    r.start = start;
    r.leaps = std::move(leaps);
    r.mode = cpw::TourMode::Count;
    r.engine = engine;
    r.useTheory = false;
    return r;
}

/// Runs `r` on `threads` workers; a refusal or an unfinished count ends the test executable.
inline cpw::SearchStats runCount(const cpw::TourRequest &r, int threads = 1)
{
    cpw::SearchOptions opt;
    opt.threads = threads;
    auto res = cpw::solveTour(r, {}, opt);
    if (!res)
        qFatal("solveTour failed");
    if (!res->complete)
        qFatal("solveTour did not finish");
    return res.value();
}

/// The count of a summary as decimal text, exact past 64 bits.
inline std::string exactText(const cpw::SearchStats &s)
{
    const auto it = s.labels.find("solutions_exact");
    return it == s.labels.end() ? std::to_string(s.solutions) : it->second;
}

/// The count of a summary in 128 bits.
inline unsigned __int128 exactCount(const cpw::SearchStats &s)
{
    unsigned __int128 v = 0;
    for (char c : exactText(s))
        v = v * 10 + static_cast<unsigned>(c - '0');
    return v;
}

} // namespace tourtest
