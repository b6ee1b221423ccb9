#include "cpw/board.h"

#include <algorithm>
#include <charconv>

namespace cpw {

std::string_view symmetryName(Symmetry s)
{
    switch (s) {
    case Symmetry::Identity:
        return "id";
    case Symmetry::Rot90:
        return "r90";
    case Symmetry::Rot180:
        return "r180";
    case Symmetry::Rot270:
        return "r270";
    case Symmetry::MirrorLR:
        return "mirror-lr";
    case Symmetry::MirrorTB:
        return "mirror-tb";
    case Symmetry::Transpose:
        return "diag";
    case Symmetry::AntiTranspose:
        return "antidiag";
    }
    return "?";
}

bool symmetrySwapsAxes(Symmetry s)
{
    return s == Symmetry::Rot90 || s == Symmetry::Rot270 || s == Symmetry::Transpose ||
           s == Symmetry::AntiTranspose;
}

std::pair<int, int> transformVector(Symmetry s, int dx, int dy)
{
    switch (s) {
    case Symmetry::Identity:
        return {dx, dy};
    case Symmetry::Rot90:
        return {-dy, dx};
    case Symmetry::Rot180:
        return {-dx, -dy};
    case Symmetry::Rot270:
        return {dy, -dx};
    case Symmetry::MirrorLR:
        return {-dx, dy};
    case Symmetry::MirrorTB:
        return {dx, -dy};
    case Symmetry::Transpose:
        return {dy, dx};
    case Symmetry::AntiTranspose:
        return {-dy, -dx};
    }
    return {dx, dy};
}

Error boardTooLarge(const Board &board, int limit)
{
    Error e = fieldError(ErrorCode::BoardTooLarge, "board", std::max(board.width(), board.height()));
    e.limit = limit;
    return e;
}

Error sparseRefusal(const Board &board, std::string field)
{
    Error e = boardTooLarge(board, kMaxDenseSide);
    e.token = std::move(field);
    return e;
}

Board::Board() = default;

Board::Board(int width, int height) : m_width(width), m_height(height) {}

Result<Board> Board::create(int width, int height)
{
    for (int side : {width, height}) {
        if (side < 1 || side > kMaxBoardSide) {
            Error e{ErrorCode::BadBoardSize};
            e.value = side;
            return e;
        }
    }
    return Board(width, height);
}

Result<Board> Board::parseSize(std::string_view text)
{
    auto number = [](std::string_view t, long long &out) {
        if (t.empty() || t.size() > 9)
            return false;
        auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
        return ec == std::errc() && ptr == t.data() + t.size();
    };
    Error bad{ErrorCode::BadBoardSpec};
    bad.token = std::string(text);
    auto x = text.find_first_of("xX");
    long long w = 0, h = 0;
    if (x == std::string_view::npos) {
        if (!number(text, w))
            return bad;
        h = w;
    } else if (!number(text.substr(0, x), w) || !number(text.substr(x + 1), h)) {
        return bad;
    }
    for (long long side : {w, h}) {
        if (side < 1 || side > kMaxBoardSide) {
            Error e{ErrorCode::BadBoardSize};
            e.value = side;
            e.token = std::string(text);
            return e;
        }
    }
    return Board(static_cast<int>(w), static_cast<int>(h));
}

void Board::setHole(std::int64_t index, bool hole)
{
    if (isHole(index) == hole)
        return;
    if (m_holes.empty())
        m_holes.assign((static_cast<std::size_t>(area()) + 63) / 64, 0);
    m_holes[static_cast<std::size_t>(index) >> 6] ^= std::uint64_t(1) << (index & 63);
    m_holeCount += hole ? 1 : -1;
    if (m_holeCount == 0)
        m_holes.clear(); // no holes: nothing stored, as a board made without any
}

bool Board::operator==(const Board &other) const
{
    return m_width == other.m_width && m_height == other.m_height && m_holeCount == other.m_holeCount &&
           m_holes == other.m_holes;
}

CellSet Board::holes() const
{
    CellSet set;
    if (m_holeCount != 0)
        for (int i = 0; i < area(); ++i)
            if (isHole(i))
                set.set(static_cast<std::size_t>(i));
    return set;
}

CellSet Board::cells() const
{
    CellSet all;
    for (int i = 0; i < area(); ++i)
        if (!isHole(i))
            all.set(static_cast<std::size_t>(i));
    return all;
}

std::string cellName(int width, std::int64_t index)
{
    const int x = static_cast<int>(index % width);
    const std::int64_t y = index / width;
    std::string file;
    // Spreadsheet-style file letters: a..z, aa..az, ba.. (only needed past 26 files).
    int n = x + 1;
    while (n > 0) {
        int r = (n - 1) % 26;
        file.insert(file.begin(), static_cast<char>('a' + r));
        n = (n - 1) / 26;
    }
    return file + std::to_string(y + 1);
}

Result<std::int64_t> parseCellName(std::string_view name, int width, int height)
{
    Error bad{ErrorCode::CellOutOfBoard};
    bad.token = std::string(name);
    std::size_t i = 0;
    int file = 0;
    while (i < name.size() && name[i] >= 'a' && name[i] <= 'z') {
        file = file * 26 + (name[i] - 'a' + 1);
        if (file > kMaxBoardSide)
            return bad;
        ++i;
    }
    if (i == 0 || i == name.size())
        return bad;
    long long rank = 0;
    auto [ptr, ec] = std::from_chars(name.data() + i, name.data() + name.size(), rank);
    if (ec != std::errc() || ptr != name.data() + name.size() || name[i] == '0')
        return bad;
    int x = file - 1;
    long long y = rank - 1;
    if (x < 0 || x >= width || y < 0 || y >= height)
        return bad;
    return y * width + x;
}

std::string Board::cellName(std::int64_t index) const
{
    return cpw::cellName(m_width, index);
}

Result<std::int64_t> Board::parseCell(std::string_view name) const
{
    return parseCellName(name, m_width, m_height);
}

std::int64_t Board::transform(Symmetry s, std::int64_t idx) const
{
    const int x = fileOf(idx), y = rankOf(idx);
    const int W = m_width, H = m_height;
    int nx = x, ny = y;
    switch (s) {
    case Symmetry::Identity:
        break;
    case Symmetry::Rot90:
        nx = H - 1 - y;
        ny = x;
        break;
    case Symmetry::Rot180:
        nx = W - 1 - x;
        ny = H - 1 - y;
        break;
    case Symmetry::Rot270:
        nx = y;
        ny = W - 1 - x;
        break;
    case Symmetry::MirrorLR:
        nx = W - 1 - x;
        break;
    case Symmetry::MirrorTB:
        ny = H - 1 - y;
        break;
    case Symmetry::Transpose:
        nx = y;
        ny = x;
        break;
    case Symmetry::AntiTranspose:
        nx = H - 1 - y;
        ny = W - 1 - x;
        break;
    }
    // For axis-swapping symmetries the image board is H x W; they are only used on squares.
    const int outWidth = symmetrySwapsAxes(s) ? H : W;
    return static_cast<std::int64_t>(ny) * outWidth + nx;
}

std::vector<Symmetry> Board::symmetries() const
{
    std::vector<Symmetry> result;
    for (Symmetry s : kAllSymmetries) {
        if (symmetrySwapsAxes(s) && m_width != m_height)
            continue;
        bool ok = true; // without holes every symmetry of the shape is one of the board
        for (std::int64_t i = 0; m_holeCount != 0 && i < area() && ok; ++i)
            if (isHole(i) != isHole(transform(s, i)))
                ok = false;
        if (ok)
            result.push_back(s);
    }
    return result;
}

} // namespace cpw
