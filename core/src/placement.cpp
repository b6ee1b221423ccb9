#include "cpw/placement.h"

#include <algorithm>

/*
 * Placement notation (shared/cli-contract.md): FEN's piece-placement field generalised to
 * W x H. Ranks are written from the top rank (rank H) down to rank 1 and separated by '/';
 * inside a rank, cells go from file a rightwards: an upper-case letter is a (white) piece, a
 * lower-case one a black piece (only when the caller allows colours), '-' a
 * hole, a decimal number (no leading zero, may have several digits) a run of empty cells.
 *
 * Parsing goes through the text once, rank by rank, so the first error in reading order is
 * reported. Each error carries the rank number (1-based from the bottom), the file (0-based)
 * of the cell the offending item would start on, and its character offset in the text.
 *
 * Width limits while reading a rank:
 *  - with a board given: its width; a longer rank is RankTooLong, a shorter RankTooShort;
 *  - without a board, the top rank fixes the width (at most kMaxSide, else BadBoardSize with
 *    `limit` kMaxSide: a placement read without a board is one to inspect or paste, whose
 *    attack sets are CellSets);
 *    every other rank must have that many cells (RaggedRanks, reported at the item that
 *    goes past the width or at the end of a short rank).
 * Rank counts: with a board, more ranks than its height is TooManyRanks (at the '/' that
 * starts the first extra rank), fewer TooFewRanks (at the end of the text, rank = the
 * first missing rank); without a board, more than kMaxSide ranks is BadBoardSize.
 * Leading and trailing white space is ignored (positions still count it).
 *
 * Error field conventions (errortext.cpp relies on them): RankTooLong/RankTooShort and
 * TooManyRanks/TooFewRanks have `value` = board width/height; RaggedRanks `value` = the width
 * of the top rank; RankTooShort/RaggedRanks (short) have `file` = the number of cells the
 * rank has; HoleMismatch `value` = 1 when the text has a hole where the board has a cell, 0
 * for the opposite; BadBoardSize `value` = the offending size.
 */

namespace cpw {

CellSet Placement::occupied() const
{
    CellSet set;
    for (std::size_t i = 0; i < m_cells.size(); ++i)
        if (m_cells[i] != kEmpty)
            set.set(i);
    return set;
}

int Placement::pieceCount() const
{
    if (m_cells.empty())
        return static_cast<int>(m_sparse.size());
    return static_cast<int>(std::count_if(m_cells.begin(), m_cells.end(), [](int c) { return c != kEmpty; }));
}

std::vector<Placement::Piece> Placement::pieces() const
{
    if (m_cells.empty())
        return m_sparse;
    std::vector<Piece> out;
    for (std::size_t i = 0; i < m_cells.size(); ++i)
        if (m_cells[i] != kEmpty)
            out.emplace_back(static_cast<std::int64_t>(i), m_cells[i]);
    return out;
}

int Placement::sparseAt(std::int64_t index) const
{
    const auto it = std::lower_bound(m_sparse.begin(), m_sparse.end(), Piece{index, kEmpty},
                                     [](const Piece &a, const Piece &b) { return a.first < b.first; });
    return it != m_sparse.end() && it->first == index ? it->second : kEmpty;
}

void Placement::sparseSet(std::int64_t index, int pieceId)
{
    // Pieces set in ascending order (a construction rank by rank) are appended.
    if (pieceId != kEmpty && (m_sparse.empty() || m_sparse.back().first < index)) {
        m_sparse.emplace_back(index, pieceId);
        return;
    }
    const auto it = std::lower_bound(m_sparse.begin(), m_sparse.end(), Piece{index, kEmpty},
                                     [](const Piece &a, const Piece &b) { return a.first < b.first; });
    const bool there = it != m_sparse.end() && it->first == index;
    if (pieceId == kEmpty) {
        if (there)
            m_sparse.erase(it);
    } else if (there) {
        it->second = pieceId;
    } else {
        m_sparse.insert(it, Piece{index, pieceId});
    }
}

Placement Placement::transformed(Symmetry s) const
{
    const int w = symmetrySwapsAxes(s) ? m_board.height() : m_board.width();
    const int h = symmetrySwapsAxes(s) ? m_board.width() : m_board.height();
    Board board(w, h);
    for (std::int64_t i = 0; m_board.hasHoles() && i < m_board.area(); ++i)
        if (m_board.isHole(i))
            board.setHole(m_board.transform(s, i));
    Placement out(board);
    for (const auto &[i, id] : pieces()) {
        const std::int64_t image = m_board.transform(s, i);
        out.set(image, id, isBlack(i));
    }
    return out;
}

std::string toNotation(const Placement &placement, const Catalogue &catalogue)
{
    // Rank by rank from the top: runs of empty cells between the holes and the pieces of the
    // rank, so that a sparse board's rank costs its pieces, not its width.
    const Board &board = placement.board();
    const std::vector<Placement::Piece> pieces = placement.pieces();
    auto next = pieces.end(); // the pieces of the rank being written end here
    std::string out;
    for (int y = board.height() - 1; y >= 0; --y) {
        const std::int64_t rankStart = board.index(0, y);
        auto first = next;
        while (first != pieces.begin() && std::prev(first)->first >= rankStart)
            --first;
        int run = 0;
        auto flush = [&] {
            if (run > 0)
                out += std::to_string(run);
            run = 0;
        };
        auto piece = [&](std::int64_t i, int id) {
            flush();
            const char letter = id >= 0 && id < catalogue.size() ? catalogue.piece(id).letter : '?';
            out += placement.isBlack(i) && letter >= 'A' && letter <= 'Z' ? static_cast<char>(letter - 'A' + 'a')
                                                                           : letter;
        };
        if (board.hasHoles()) {
            for (int x = 0; x < board.width(); ++x) {
                const std::int64_t i = board.index(x, y);
                if (board.isHole(i)) {
                    flush();
                    out += '-';
                } else if (const int id = placement.at(i); id == kEmpty) {
                    ++run;
                } else {
                    piece(i, id);
                }
            }
        } else {
            int x = 0;
            for (auto it = first; it != next; ++it) {
                const int fx = board.fileOf(it->first);
                run += fx - x;
                piece(it->first, it->second);
                x = fx + 1;
            }
            run += board.width() - x;
        }
        next = first;
        flush();
        if (y > 0)
            out += '/';
    }
    return out;
}

namespace {

enum class CellKind { Empty, Hole, Piece };
/// A hole or a piece read from the text (empty cells are only counted: a rank of a sparse
/// board costs its items, not its width).
struct Cell {
    CellKind kind = CellKind::Empty;
    int piece = kEmpty;
    bool black = false;
    int x = 0; ///< its file
};

Error placementError(ErrorCode code, int rank, int file, std::size_t position, std::string token = {},
                     long long value = 0)
{
    Error e;
    e.code = code;
    e.rank = rank;
    e.file = file;
    e.position = static_cast<int>(position);
    e.token = std::move(token);
    e.value = value;
    if (code == ErrorCode::BadBoardSize) // only without a board: the inferred size's limit
        e.limit = kMaxSide;
    return e;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// Length of the UTF-8 sequence that starts with byte c (1 for ASCII and stray bytes).
std::size_t utf8Length(unsigned char c)
{
    if (c >= 0xF0 && c < 0xF8)
        return 4;
    if (c >= 0xE0)
        return c < 0xF0 ? 3 : 1;
    if (c >= 0xC0)
        return 2;
    return 1;
}

} // namespace

Result<Placement> parsePlacement(std::string_view text, const Catalogue &catalogue, const Board *board,
                                 bool allowBlack)
{
    std::size_t begin = 0, end = text.size();
    while (begin < end && isSpace(text[begin]))
        ++begin;
    while (end > begin && isSpace(text[end - 1]))
        --end;
    if (begin == end)
        return placementError(ErrorCode::EmptyPlacement, -1, -1, begin);

    const int rankCount = 1 + static_cast<int>(std::count(text.begin() + begin, text.begin() + end, '/'));
    const int height = board ? board->height() : rankCount;
    const bool boardHoles = board && board->hasHoles();

    std::vector<std::vector<Cell>> ranks; // the holes and pieces of each rank, top rank first
    int width = board ? board->width() : -1;
    std::size_t pos = begin;
    for (int r = 0;; ++r) {
        // Start of rank r (from the top); pos is its first character, pos - 1 the '/'.
        if (board && r >= height)
            return placementError(ErrorCode::TooManyRanks, -1, -1, pos - 1, "/", height);
        if (!board && r >= kMaxSide)
            return placementError(ErrorCode::BadBoardSize, -1, -1, pos - 1, {}, rankCount);
        const int rankNo = height - r;
        const bool inferring = !board && r == 0;
        const int limit = inferring ? kMaxSide : width;
        // Error for an item at file x of length len that goes past the width limit.
        auto pastEdge = [&](int x, long long len, std::size_t at, std::string token) {
            if (board)
                return placementError(ErrorCode::RankTooLong, rankNo, x, at, std::move(token), width);
            if (inferring)
                return placementError(ErrorCode::BadBoardSize, rankNo, x, at, std::move(token), x + len);
            return placementError(ErrorCode::RaggedRanks, rankNo, x, at, std::move(token), width);
        };
        // Is cell (x, this rank) a hole of the given board?
        auto holeAt = [&](int x) {
            return boardHoles && board->isHole(board->index(x, rankNo - 1));
        };

        std::vector<Cell> cells;
        int got = 0; // cells read in this rank
        while (pos < end && text[pos] != '/') {
            const char c = text[pos];
            const int x = got;
            if (c >= '0' && c <= '9') {
                const std::size_t start = pos;
                long long n = 0;
                while (pos < end && text[pos] >= '0' && text[pos] <= '9') {
                    n = std::min<long long>(n * 10 + (text[pos] - '0'), 1000000000LL);
                    ++pos;
                }
                std::string digits(text.substr(start, pos - start));
                if (digits[0] == '0')
                    return placementError(ErrorCode::BadDigitRun, rankNo, x, start, std::move(digits), n);
                if (x + n > limit)
                    return pastEdge(x, n, start, std::move(digits));
                for (int k = 0; boardHoles && k < n; ++k)
                    if (holeAt(x + k))
                        return placementError(ErrorCode::HoleMismatch, rankNo, x + k, start,
                                              std::move(digits), 0);
                got += static_cast<int>(n);
                continue;
            }
            // Letters and '-' only; anything else is a bad character, lower case is black.
            if (c >= 'a' && c <= 'z') {
                const int blackId = catalogue.find(static_cast<char>(c - 'a' + 'A'));
                if (!allowBlack || blackId < 0)
                    return placementError(blackId >= 0 ? ErrorCode::BlackPiece : ErrorCode::UnknownPiece,
                                          rankNo, x, pos, std::string(1, c));
                if (x + 1 > limit)
                    return pastEdge(x, 1, pos, std::string(1, c));
                if (holeAt(x))
                    return placementError(ErrorCode::HoleMismatch, rankNo, x, pos, std::string(1, c), 0);
                cells.push_back(Cell{CellKind::Piece, blackId, true, x});
                ++got;
                ++pos;
                continue;
            }
            if (c != '-' && !(c >= 'A' && c <= 'Z')) {
                const std::size_t len = std::min(utf8Length(static_cast<unsigned char>(c)), end - pos);
                return placementError(ErrorCode::BadCharacter, rankNo, x, pos,
                                      std::string(text.substr(pos, len)));
            }
            const int id = c == '-' ? kEmpty : catalogue.find(c);
            if (c != '-' && id < 0)
                return placementError(ErrorCode::UnknownPiece, rankNo, x, pos, std::string(1, c));
            if (x + 1 > limit)
                return pastEdge(x, 1, pos, std::string(1, c));
            if (c == '-') {
                // A sparse board has no holes (board.h): a hole where it has a cell.
                if ((boardHoles || (board && board->sparse())) && !holeAt(x))
                    return placementError(ErrorCode::HoleMismatch, rankNo, x, pos, "-", 1);
                cells.push_back(Cell{CellKind::Hole, kEmpty, false, x});
            } else {
                if (holeAt(x))
                    return placementError(ErrorCode::HoleMismatch, rankNo, x, pos, std::string(1, c), 0);
                cells.push_back(Cell{CellKind::Piece, id, false, x});
            }
            ++got;
            ++pos;
        }

        // End of the rank: pos is at '/' or at the end.
        if (inferring) {
            if (got == 0)
                return placementError(ErrorCode::BadBoardSize, rankNo, 0, pos, {}, 0);
            width = got;
        } else if (got < width) {
            if (board)
                return placementError(ErrorCode::RankTooShort, rankNo, got, pos, {}, width);
            return placementError(ErrorCode::RaggedRanks, rankNo, got, pos, {}, width);
        }
        ranks.push_back(std::move(cells));
        if (pos >= end)
            break;
        ++pos; // the '/'
    }

    if (board && static_cast<int>(ranks.size()) < height)
        return placementError(ErrorCode::TooFewRanks, height - static_cast<int>(ranks.size()), -1, end, {},
                              height);

    Board result = board ? *board : Board(width, height);
    Placement placement(result);
    for (int y = 0; y < height; ++y) { // bottom up: a sparse board's pieces are appended in order
        for (const Cell &cell : ranks[static_cast<std::size_t>(height - 1 - y)]) {
            const std::int64_t i = result.index(cell.x, y);
            if (cell.kind == CellKind::Hole)
                placement.board().setHole(i);
            else
                placement.set(i, cell.piece, cell.black);
        }
    }
    return placement;
}

std::string pieceSignature(const Placement &placement, const Catalogue &catalogue)
{
    std::vector<int> counts(catalogue.size(), 0);
    for (const auto &[cell, id] : placement.pieces())
        if (id >= 0 && id < catalogue.size())
            ++counts[id];
    std::string out;
    for (int id = 0; id < catalogue.size(); ++id)
        if (counts[id] > 0) {
            out += catalogue.piece(id).letter;
            out += std::to_string(counts[id]);
        }
    return out;
}

Result<std::vector<int>> preplacedCells(const Board &board, const Placement &preplaced,
                                        const Catalogue &catalogue,
                                        const std::function<bool(int piece)> &allowed)
{
    std::vector<int> cells;
    if (preplaced.board().width() != board.width() || preplaced.board().height() != board.height()) {
        if (!preplaced.empty())
            return fieldError(ErrorCode::HoleMismatch, "preplaced");
        return cells;
    }
    for (const auto &[i, p] : preplaced.pieces()) {
        const bool known = p >= 0 && p < catalogue.size();
        if (board.isHole(i) || !known || !allowed(p)) {
            Error e = board.isHole(i) ? fieldError(ErrorCode::CellIsHole, board.cellName(i))
                      : !known        ? fieldError(ErrorCode::UnknownPiece, board.cellName(i), p)
                                      : fieldError(ErrorCode::PreplacedPiece, std::string(1, catalogue.piece(p).letter));
            e.file = board.fileOf(i);
            e.rank = board.rankOf(i) + 1;
            return e;
        }
        cells.push_back(static_cast<int>(i));
    }
    return cells;
}

} // namespace cpw
