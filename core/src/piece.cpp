#include "cpw/piece.h"

#include <algorithm>
#include <set>


namespace cpw {

namespace {

// The built-in pieces are written out as explicit vectors (not parsed from Betza), so the
// Betza parser can be tested against them independently.
std::vector<Move> symmetricMoves(int a, int b, int range)
{
    // All orientations of the vector (a, b): sign changes and, if a != b, the swap.
    std::set<Move> out;
    for (int sx : {-1, 1})
        for (int sy : {-1, 1}) {
            out.insert(Move{sx * a, sy * b, range});
            out.insert(Move{sx * b, sy * a, range});
        }
    return {out.begin(), out.end()};
}

void append(std::vector<Move> &to, const std::vector<Move> &from)
{
    to.insert(to.end(), from.begin(), from.end());
}

PieceType builtin(char letter, PieceKind kind, const char *name, const char *betza, std::vector<Move> moves)
{
    PieceType p;
    p.letter = letter;
    p.kind = kind;
    p.name = name;
    p.betza = betza;
    std::sort(moves.begin(), moves.end());
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    p.moves = std::move(moves);
    return p;
}

} // namespace

bool PieceType::hasRides() const
{
    return std::any_of(moves.begin(), moves.end(), [](const Move &m) { return m.isRide(); });
}

bool PieceType::isInvariantUnder(Symmetry s) const
{
    std::set<Move> own(moves.begin(), moves.end());
    for (const Move &m : moves) {
        auto [dx, dy] = transformVector(s, m.dx, m.dy);
        if (!own.count(Move{dx, dy, m.range}))
            return false;
    }
    return true;
}

bool PieceType::isFullySymmetric() const
{
    return std::all_of(kAllSymmetries.begin(), kAllSymmetries.end(),
                       [this](Symmetry s) { return isInvariantUnder(s); });
}

Catalogue::Catalogue()
{
    const auto W = symmetricMoves(1, 0, 1), F = symmetricMoves(1, 1, 1), N = symmetricMoves(2, 1, 1);
    const auto R = symmetricMoves(1, 0, 0), B = symmetricMoves(1, 1, 0), NN = symmetricMoves(2, 1, 0);
    std::vector<Move> K = W, Q = R;
    append(K, F);
    append(Q, B);
    auto plus = [](std::vector<Move> a, const std::vector<Move> &b) {
        append(a, b);
        return a;
    };
    m_pieces.push_back(builtin('K', PieceKind::King, "King", "K", K));
    m_pieces.push_back(builtin('Q', PieceKind::Queen, "Queen", "Q", Q));
    m_pieces.push_back(builtin('R', PieceKind::Rook, "Rook", "R", R));
    m_pieces.push_back(builtin('B', PieceKind::Bishop, "Bishop", "B", B));
    m_pieces.push_back(builtin('N', PieceKind::Knight, "Knight", "N", N));
    m_pieces.push_back(builtin('P', PieceKind::Pawn, "Pawn", "fcF", {Move{-1, 1, 1}, Move{1, 1, 1}}));
    m_pieces.push_back(builtin('A', PieceKind::SuperQueen, "Super queen (Amazon)", "QN", plus(Q, N)));
    m_pieces.push_back(builtin('C', PieceKind::SuperRook, "Super rook (Chancellor)", "RN", plus(R, N)));
    m_pieces.push_back(builtin('H', PieceKind::SuperBishop, "Super bishop (Archbishop)", "BN", plus(B, N)));
    m_pieces.push_back(builtin('X', PieceKind::AwesomeQueen, "Awesome queen", "QNN", plus(Q, NN)));
    m_pieces.push_back(builtin('Y', PieceKind::AwesomeRook, "Awesome rook", "RNN", plus(R, NN)));
    m_pieces.push_back(builtin('Z', PieceKind::AwesomeBishop, "Awesome bishop", "BNN", plus(B, NN)));
    m_pieces.push_back(builtin('I', PieceKind::Nightrider, "Nightrider", "NN", NN));
}

const Catalogue &Catalogue::standard()
{
    static const Catalogue catalogue;
    return catalogue;
}

int Catalogue::find(char letter) const
{
    for (int i = 0; i < size(); ++i)
        if (m_pieces[i].letter == letter)
            return i;
    return -1;
}

int Catalogue::find(PieceKind kind) const
{
    if (kind == PieceKind::Custom)
        return -1;
    for (int i = 0; i < size(); ++i)
        if (m_pieces[i].kind == kind)
            return i;
    return -1;
}

Result<int> Catalogue::addCustom(char letter, std::string name, std::string_view betza)
{
    if (letter < 'A' || letter > 'Z') {
        Error e{ErrorCode::BadPieceLetter};
        e.token = std::string(1, letter);
        return e;
    }
    if (find(letter) >= 0) {
        Error e{ErrorCode::DuplicatePieceLetter};
        e.token = std::string(1, letter);
        return e;
    }
    auto moves = parseBetza(betza);
    if (!moves)
        return moves.error();
    PieceType p;
    p.letter = letter;
    p.kind = PieceKind::Custom;
    p.name = name.empty() ? std::string(betza) : std::move(name);
    p.betza = std::string(betza);
    p.moves = std::move(moves).value();
    m_pieces.push_back(std::move(p));
    return size() - 1;
}

std::vector<int> Catalogue::customIds() const
{
    std::vector<int> ids;
    for (int i = 0; i < size(); ++i)
        if (m_pieces[i].kind == PieceKind::Custom)
            ids.push_back(i);
    return ids;
}

std::vector<Symmetry> problemSymmetries(const Board &board, const Catalogue &catalogue,
                                        const std::vector<int> &pieceIds, const std::vector<int> &targets)
{
    std::vector<Symmetry> result;
    for (Symmetry s : board.symmetries()) {
        bool ok = std::all_of(pieceIds.begin(), pieceIds.end(),
                              [&](int id) { return catalogue.piece(id).isInvariantUnder(s); });
        if (ok && targets.size() == static_cast<std::size_t>(board.area()))
            for (int i = 0; i < board.area() && ok; ++i)
                ok = board.isHole(i) || targets[i] == targets[board.transform(s, i)];
        if (ok)
            result.push_back(s);
    }
    return result;
}

Result<std::vector<int>> parsePieceList(std::string_view text, const Catalogue &catalogue)
{
    std::vector<int> ids;
    auto add = [&ids](int id) {
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    };
    if (text == "all") {
        for (int i = 0; i < catalogue.size(); ++i)
            add(i);
        return ids;
    }
    if (text == "standard")
        text = "KQRBNP";
    if (text.empty()) {
        Error e{ErrorCode::NoPieces};
        return e;
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ',' || c == ' ')
            continue;
        int id = catalogue.find(c);
        if (id < 0) {
            Error e{c >= 'a' && c <= 'z' && catalogue.find(static_cast<char>(c - 32)) >= 0
                        ? ErrorCode::BlackPiece
                        : ErrorCode::UnknownPiece};
            e.position = static_cast<int>(i);
            e.token = std::string(1, c);
            return e;
        }
        add(id);
    }
    if (ids.empty())
        return Error{ErrorCode::NoPieces};
    return ids;
}

} // namespace cpw
