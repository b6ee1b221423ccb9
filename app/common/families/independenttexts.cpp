// The independent family's texts (familytexts.h): the messages of its own errors
// (cpw::IndependentError) in English, German and Hungarian.
#include "cpw/independent.h"
#include "errortext.h"
#include "familytexts.h"

namespace {

constexpr cpw::Words kBadArmySpec = {
    "army %1 not understood: expected piece letters each followed by a count, like K2Q2B2N1",
    "Armee %1 unverständlich: erwartet werden Figurenbuchstaben, jeweils gefolgt von einer Anzahl, wie K2Q2B2N1",
    "a(z) %1 sereg nem értelmezhető: bábubetűk kellenek, mindegyik után egy darabszám, például K2Q2B2N1"};

QString message(const cpw::Error &e)
{
    switch (cpw::familyCode<cpw::IndependentError>(e)) {
    case cpw::IndependentError::BadArmySpec:
        return cpw::say(kBadArmySpec).arg(cpw::quoted(e.token));
    }
    return {};
}

} // namespace

FAMILY_TEXTS(independent, .codes = 1, .message = message)
