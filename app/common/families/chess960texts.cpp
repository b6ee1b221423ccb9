// The Chess960 family's texts (familytexts.h): the messages of its own errors
// (cpw::Chess960Error) in English, German and Hungarian.
#include "cpw/chess960.h"
#include "errortext.h"
#include "familytexts.h"

namespace {

using cpw::Words;

constexpr Words kBadNumber = {
    "Chess960 number %1 is not allowed: the positions are numbered 0 to 959",
    "Chess960-Nummer %1 ist nicht erlaubt: die Stellungen sind von 0 bis 959 nummeriert",
    "a(z) %1 Chess960-sorszám nem megengedett: az állások sorszáma 0 és 959 közötti"};
constexpr Words kBadPosition = {
    "not a Chess960 back rank%1: expected eight letters, one king, one queen, two rooks, two bishops and two knights (or a FEN)",
    "keine Chess960-Grundreihe%1: erwartet werden acht Buchstaben, ein König, eine Dame, zwei Türme, zwei Läufer und zwei Springer (oder eine FEN)",
    "nem Chess960 alapsor%1: nyolc betű kell, egy király, egy vezér, két bástya, két futó és két huszár (vagy egy FEN)"};
constexpr Words kBishops = {
    "not a Chess960 position%1: the bishops stand on squares of the same colour",
    "keine Chess960-Stellung%1: die Läufer stehen auf Feldern gleicher Farbe",
    "nem Chess960 állás%1: a futók azonos színű mezőn állnak"};
constexpr Words kKingRooks = {
    "not a Chess960 position%1: the king must stand between the two rooks",
    "keine Chess960-Stellung%1: der König muss zwischen den beiden Türmen stehen",
    "nem Chess960 állás%1: a királynak a két bástya között kell állnia"};

QString message(const cpw::Error &e)
{
    using cpw::Chess960Error;
    using cpw::say;
    const QString tok = cpw::tokenPart(e);
    switch (cpw::familyCode<Chess960Error>(e)) {
    case Chess960Error::BadNumber:
        return say(kBadNumber).arg(e.value);
    case Chess960Error::BadPosition:
        return cpw::withWhere(say(kBadPosition).arg(tok), e, false, false);
    case Chess960Error::Bishops:
        return say(kBishops).arg(tok);
    case Chess960Error::KingRooks:
        return say(kKingRooks).arg(tok);
    }
    return {};
}

bool tokenIsText(const cpw::Error &e)
{
    return cpw::familyCode<cpw::Chess960Error>(e) != cpw::Chess960Error::BadNumber;
}

} // namespace

FAMILY_TEXTS(chess960, .codes = 4, .message = message, .tokenIsText = tokenIsText)
