#pragma once
/// \file satstop.h
/// Internal: a CaDiCaL terminator that asks a callback whether to stop (the stop token, a time
/// limit, a better answer found elsewhere). Used by the SAT models of the cover family and the
/// exact-attack puzzle.

#include <cadical.hpp>
#include <functional>
#include <utility>

namespace cpw {

class SatStop : public CaDiCaL::Terminator {
public:
    explicit SatStop(std::function<bool()> f) : m_f(std::move(f)) {}
    bool terminate() override { return m_f(); }

private:
    std::function<bool()> m_f;
};

} // namespace cpw
