#pragma once
// The closed wazir's tours of 4 x n (OEIS A006864) by their proved recurrence, in decimal: the
// independent numbers past 128 bits for the frontier programme's tests (tst_tourdp) and the
// split's (tst_toursplit).
#include <algorithm>
#include <string>
#include <vector>

namespace wazircycles {

/// Non-negative integers as decimal digits, least significant first: enough for the recurrence
/// below (sums and one difference that stays non-negative).
using Digits = std::vector<int>;

inline Digits plus(const Digits &a, const Digits &b)
{
    Digits out;
    int carry = 0;
    for (std::size_t k = 0; k < std::max(a.size(), b.size()) || carry; ++k) {
        const int d = (k < a.size() ? a[k] : 0) + (k < b.size() ? b[k] : 0) + carry;
        out.push_back(d % 10);
        carry = d / 10;
    }
    return out;
}

inline Digits minus(const Digits &a, const Digits &b) // a >= b
{
    Digits out;
    int borrow = 0;
    for (std::size_t k = 0; k < a.size(); ++k) {
        int d = a[k] - (k < b.size() ? b[k] : 0) - borrow;
        borrow = d < 0 ? 1 : 0;
        out.push_back(d + 10 * borrow);
    }
    while (out.size() > 1 && out.back() == 0)
        out.pop_back();
    return out;
}

/*
 * Closed wazir's tours of 4 x n, i.e. the Hamiltonian cycles of the grid graph P_4 x P_n: OEIS
 * A006864, whose linear recurrence a(n) = 2 a(n-1) + 2 a(n-2) - 2 a(n-3) + a(n-4) with a(1 .. 4)
 * = 0, 1, 2, 6 was proved by R. Tosic, O. Bodroza, Y. H. H. Kwong and H. J. Straight, "On the
 * number of Hamiltonian cycles of P4 x Pn", Indian J. Pure Appl. Math. 21 (1990) 403-409. In
 * decimal, exactly, for any n.
 */
inline std::string wazirCycles4(int n)
{
    std::vector<Digits> a{{0}, {0}, {1}, {2}, {6}}; // a[0] unused
    for (int k = 5; k <= n; ++k) {
        const Digits &a1 = a[k - 1], &a2 = a[k - 2], &a3 = a[k - 3], &a4 = a[k - 4];
        a.push_back(minus(plus(plus(plus(a1, a1), plus(a2, a2)), a4), plus(a3, a3)));
    }
    std::string out;
    for (auto d = a[static_cast<std::size_t>(n)].rbegin(); d != a[static_cast<std::size_t>(n)].rend(); ++d)
        out += static_cast<char>('0' + *d);
    return out;
}


} // namespace wazircycles
