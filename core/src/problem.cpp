#include "cpw/problem.h"
#include "fileio.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

/*
 * Problem files: a versioned JSON document (format in problem.h).
 *
 * Reading checks the document top-down and stops at the first problem: JSON syntax, the
 * "format" marker, the version, then each field in the order of the format description.
 * Errors about a field carry its JSON path in `token` ("board.width", "targets[2][3]",
 * "custom_pieces[0].betza"); errors that come from parsing a field's text (placement,
 * Betza, piece list) keep their position inside that text and get the field's path as
 * token. Unknown top-level keys are ignored so that later versions can add optional data.
 *
 * Per-cell targets are written as ranks from the top down, like the placement notation,
 * while Problem::targets is indexed y * width + x with y = 0 the bottom rank. Holes get
 * null in the file and kAnyTarget in memory. A target list that is one value on every cell
 * (and "any" on holes) is written as that single number.
 *
 * Saving is atomic: the text goes into a temporary file in the same directory (mkstemp),
 * which is flushed to disk (fsync) and then renamed over the destination. Any failure
 * removes the temporary file and leaves an existing destination untouched.
 */

namespace cpw {

using nlohmann::json;

void Problem::setUniformTarget(int k)
{
    if (board.sparse()) { // no per-cell targets there (board.h): left empty, the family refuses the board
        targets.clear();
        return;
    }
    targets.assign(board.area(), k);
    for (int i = 0; i < board.area(); ++i)
        if (board.isHole(i))
            targets[i] = kAnyTarget;
}

bool Problem::paramBool(const std::string &key, bool fallback) const
{
    auto it = params.find(key);
    if (it == params.end())
        return fallback;
    if (const bool *v = std::get_if<bool>(&it->second))
        return *v;
    return fallback;
}

long long Problem::paramInt(const std::string &key, long long fallback) const
{
    auto it = params.find(key);
    if (it == params.end())
        return fallback;
    if (const long long *v = std::get_if<long long>(&it->second))
        return *v;
    return fallback;
}

double Problem::paramDouble(const std::string &key, double fallback) const
{
    auto it = params.find(key);
    if (it == params.end())
        return fallback;
    if (const double *v = std::get_if<double>(&it->second))
        return *v;
    if (const long long *v = std::get_if<long long>(&it->second)) // 2 in a file means 2.0
        return static_cast<double>(*v);
    return fallback;
}

std::string Problem::paramString(const std::string &key, const std::string &fallback) const
{
    auto it = params.find(key);
    if (it == params.end())
        return fallback;
    if (const std::string *v = std::get_if<std::string>(&it->second))
        return *v;
    return fallback;
}

namespace {

constexpr const char *kFormatName = "chess-puzzle-workbench-problem";

/// An error from parsing a field's text: keep where it was, name the field.
Error inField(Error e, std::string path)
{
    e.token = std::move(path);
    return e;
}

/// Where a JSON text stops parsing, read with nlohmann's SAX interface: parse_error() gets the
/// position and the token for every error, also the number overflow (out_of_range 406) that
/// json::parse throws without a position.
struct ErrorLocator : nlohmann::json_sax<json> {
    std::size_t position = 0; ///< chars read when the error was seen (just past the token)
    std::string token;
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t &) override { return true; }
    bool string(string_t &) override { return true; }
    bool binary(binary_t &) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t &) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t at, const std::string &last, const nlohmann::detail::exception &) override
    {
        position = at;
        token = last;
        return false;
    }
};

/// The offending input quoted in nlohmann's parse error message ("last read: '...'" or
/// "unexpected '...'"), if any: data for the caller's message, not text.
std::string offendingInput(const std::string &what)
{
    for (const std::string marker : {"last read: '", "unexpected '"}) {
        const auto start = what.find(marker);
        if (start == std::string::npos)
            continue;
        const auto from = start + marker.size();
        auto to = what.find("'; ", from);
        if (to == std::string::npos)
            to = what.size() - 1;
        if (to < from || what[to] != '\'')
            continue;
        // The lexer's buffer may be long: keep the end of it, next to where reading stopped.
        const std::size_t length = to - from;
        return length > 40 ? what.substr(to - 40, 40) : what.substr(from, length);
    }
    return {};
}

/// Reads an integer field; BadFieldType unless it is an integer number.
Result<long long> integerField(const json &value, const std::string &path)
{
    if (value.is_number_integer()) {
        if (value.is_number_unsigned() && value.get<unsigned long long>() > 1000000000ULL)
            return fieldError(ErrorCode::BadFieldValue, path);
        return value.get<long long>();
    }
    // 8.0 is accepted as 8; 8.5 is not an integer. The range is checked before the conversion:
    // converting 5.5e71 to long long is undefined (found by tests/fuzz/fuzz_problem).
    if (value.is_number_float()) {
        const double d = value.get<double>();
        if (d == std::trunc(d)) {
            if (d <= -1e9 || d >= 1e9)
                return fieldError(ErrorCode::BadFieldValue, path);
            return static_cast<long long>(d);
        }
    }
    return fieldError(ErrorCode::BadFieldType, path);
}

Result<Board> parseBoard(const json &doc)
{
    auto it = doc.find("board");
    if (it == doc.end())
        return fieldError(ErrorCode::MissingField, "board");
    if (!it->is_object())
        return fieldError(ErrorCode::BadFieldType, "board");
    int side[2] = {0, 0};
    const char *names[2] = {"width", "height"};
    for (int k = 0; k < 2; ++k) {
        const std::string path = std::string("board.") + names[k];
        auto f = it->find(names[k]);
        if (f == it->end())
            return fieldError(ErrorCode::MissingField, path);
        auto v = integerField(*f, path);
        if (!v)
            return v.error();
        if (*v < 1 || *v > kMaxBoardSide)
            return fieldError(ErrorCode::BadBoardSize, path, *v);
        side[k] = static_cast<int>(*v);
    }
    Board board(side[0], side[1]);
    if (auto h = it->find("holes"); h != it->end() && !h->is_null()) {
        if (!h->is_array())
            return fieldError(ErrorCode::BadFieldType, "board.holes");
        if (board.sparse() && !h->empty()) // a sparse board has no holes (board.h)
            return sparseRefusal(board, "board.holes");
        for (std::size_t i = 0; i < h->size(); ++i) {
            const std::string path = "board.holes[" + std::to_string(i) + "]";
            const json &cell = (*h)[i];
            if (!cell.is_string())
                return fieldError(ErrorCode::BadFieldType, path);
            auto index = board.parseCell(cell.get<std::string>());
            if (!index)
                return inField(index.error(), path);
            board.setHole(*index);
        }
    }
    return board;
}

Error parseCustomPieces(const json &doc, Catalogue &catalogue)
{
    auto it = doc.find("custom_pieces");
    if (it == doc.end() || it->is_null())
        return {};
    if (!it->is_array())
        return fieldError(ErrorCode::BadFieldType, "custom_pieces");
    for (std::size_t i = 0; i < it->size(); ++i) {
        const std::string base = "custom_pieces[" + std::to_string(i) + "]";
        const json &p = (*it)[i];
        if (!p.is_object())
            return fieldError(ErrorCode::BadFieldType, base);
        auto letter = p.find("letter");
        if (letter == p.end())
            return fieldError(ErrorCode::MissingField, base + ".letter");
        if (!letter->is_string())
            return fieldError(ErrorCode::BadFieldType, base + ".letter");
        const std::string letterText = letter->get<std::string>();
        if (letterText.size() != 1)
            return fieldError(ErrorCode::BadPieceLetter, base + ".letter");
        std::string name;
        if (auto n = p.find("name"); n != p.end() && !n->is_null()) {
            if (!n->is_string())
                return fieldError(ErrorCode::BadFieldType, base + ".name");
            name = n->get<std::string>();
        }
        auto betza = p.find("betza");
        if (betza == p.end())
            return fieldError(ErrorCode::MissingField, base + ".betza");
        if (!betza->is_string())
            return fieldError(ErrorCode::BadFieldType, base + ".betza");
        auto added = catalogue.addCustom(letterText[0], std::move(name), betza->get<std::string>());
        if (!added) {
            const ErrorCode code = added.error().code;
            const bool aboutLetter =
                code == ErrorCode::BadPieceLetter || code == ErrorCode::DuplicatePieceLetter;
            return inField(added.error(), base + (aboutLetter ? ".letter" : ".betza"));
        }
    }
    return {};
}

Error parseTargets(const json &doc, Problem &problem)
{
    auto it = doc.find("targets");
    if (it == doc.end() || it->is_null())
        return {};
    const Board &board = problem.board;
    // A target value: an integer 0..kMaxTarget, or null (any) in per-cell lists.
    auto target = [](const json &v, const std::string &path, bool allowNull) -> Result<int> {
        if (allowNull && v.is_null())
            return kAnyTarget;
        auto n = integerField(v, path);
        if (!n)
            return n.error();
        if (*n < 0 || *n > kMaxTarget)
            return fieldError(ErrorCode::BadTarget, path, *n);
        return static_cast<int>(*n);
    };
    if (board.sparse()) // per-cell data only up to kMaxDenseCells cells (board.h)
        return sparseRefusal(board, "targets");
    if (!it->is_array()) {
        auto k = target(*it, "targets", false);
        if (!k)
            return k.error();
        problem.setUniformTarget(*k);
        return {};
    }
    if (static_cast<int>(it->size()) != board.height())
        return fieldError(ErrorCode::TargetsSizeMismatch, "targets", static_cast<long long>(it->size()));
    std::vector<int> targets(board.area(), kAnyTarget);
    for (int r = 0; r < board.height(); ++r) {
        const std::string rankPath = "targets[" + std::to_string(r) + "]";
        const json &rank = (*it)[r];
        if (!rank.is_array())
            return fieldError(ErrorCode::BadFieldType, rankPath);
        if (static_cast<int>(rank.size()) != board.width())
            return fieldError(ErrorCode::TargetsSizeMismatch, rankPath, static_cast<long long>(rank.size()));
        const int y = board.height() - 1 - r; // ranks are listed from the top down
        for (int x = 0; x < board.width(); ++x) {
            const std::string path = rankPath + "[" + std::to_string(x) + "]";
            auto t = target(rank[x], path, true);
            if (!t)
                return t.error();
            const int i = board.index(x, y);
            if (board.isHole(i) && *t != kAnyTarget) {
                Error e = fieldError(ErrorCode::CellIsHole, path);
                e.rank = y + 1;
                e.file = x;
                return e;
            }
            targets[i] = *t;
        }
    }
    problem.targets = std::move(targets);
    return {};
}

Error parseParams(const json &doc, Problem &problem)
{
    auto it = doc.find("params");
    if (it == doc.end() || it->is_null())
        return {};
    if (!it->is_object())
        return fieldError(ErrorCode::BadFieldType, "params");
    for (const auto &[key, v] : it->items()) {
        const std::string path = "params." + key;
        if (v.is_boolean())
            problem.params[key] = v.get<bool>();
        else if (v.is_number_unsigned() && v.get<unsigned long long>() > 9223372036854775807ULL)
            return fieldError(ErrorCode::BadFieldValue, path);
        else if (v.is_number_integer())
            problem.params[key] = v.get<long long>();
        else if (v.is_number_float())
            problem.params[key] = v.get<double>();
        else if (v.is_string())
            problem.params[key] = v.get<std::string>();
        else
            return fieldError(ErrorCode::BadFieldType, path);
    }
    return {};
}

/// The preplaced pieces on exactly the problem's board (so that the notation's holes agree).
/// Black pieces keep their colour only in the two-colour family (`colours`); elsewhere they
/// are written as white pieces, so that the file reads back.
Placement onBoard(const Placement &preplaced, const Board &board, bool colours)
{
    Placement p(board);
    if (preplaced.board().width() == board.width() && preplaced.board().height() == board.height())
        for (const auto &[i, id] : preplaced.pieces())
            if (!board.isHole(i))
                p.set(i, id, colours && preplaced.isBlack(i));
    return p;
}

} // namespace

Result<Problem> parseProblem(std::string_view text, const KindLookup &kinds)
{
    json doc;
    try {
        doc = json::parse(text.begin(), text.end());
    } catch (const json::parse_error &ex) {
        Error e;
        e.code = ErrorCode::JsonSyntax;
        // nlohmann counts bytes from 1 (the byte it stopped at); Error::position is 0-based.
        e.position = static_cast<int>(std::min<std::size_t>(ex.byte > 0 ? ex.byte - 1 : 0, text.size()));
        e.token = offendingInput(ex.what());
        return e;
    } catch (const json::exception &) {
        // A number beyond double ("1e999", out_of_range 406; found by tests/fuzz/fuzz_problem):
        // json::parse throws it without a position, so read the text again for where it is.
        ErrorLocator where;
        json::sax_parse(text.begin(), text.end(), &where);
        Error e;
        e.code = ErrorCode::JsonNumberTooLarge;
        e.token = where.token;
        const std::size_t end = std::min(where.position, text.size());
        e.position = static_cast<int>(end >= where.token.size() ? end - where.token.size() : 0);
        return e;
    }
    if (!doc.is_object())
        return fieldError(ErrorCode::NotAProblemFile, {});
    if (auto f = doc.find("format");
        f == doc.end() || !f->is_string() || f->get<std::string>() != kFormatName)
        return fieldError(ErrorCode::NotAProblemFile,
                          f != doc.end() && f->is_string() ? f->get<std::string>() : "");

    auto version = doc.find("version");
    if (version == doc.end())
        return fieldError(ErrorCode::MissingField, "version");
    if (!version->is_number_integer())
        return fieldError(ErrorCode::BadFieldType, "version");
    if (version->is_number_unsigned() ? version->get<unsigned long long>() != kProblemFormatVersion
                                      : version->get<long long>() != kProblemFormatVersion) {
        Error e = fieldError(ErrorCode::UnsupportedVersion, "version");
        e.value = version->is_number_unsigned()
                      ? static_cast<long long>(std::min<unsigned long long>(
                            version->get<unsigned long long>(), 9223372036854775807ULL))
                      : version->get<long long>();
        return e;
    }

    Problem problem;
    auto kind = doc.find("kind");
    if (kind == doc.end())
        return fieldError(ErrorCode::MissingField, "kind");
    if (!kind->is_string())
        return fieldError(ErrorCode::BadFieldType, "kind");
    problem.kind = kind->get<std::string>();
    const KindRules rules = kinds(problem.kind);
    if (!rules.known)
        return fieldError(ErrorCode::UnknownProblemKind, problem.kind);

    auto board = parseBoard(doc);
    if (!board)
        return board.error();
    problem.board = *board;
    problem.preplaced = Placement(problem.board);

    if (Error e = parseCustomPieces(doc, problem.catalogue))
        return e;

    if (auto pieces = doc.find("pieces"); pieces != doc.end() && !pieces->is_null()) {
        if (!pieces->is_string())
            return fieldError(ErrorCode::BadFieldType, "pieces");
        const std::string text = pieces->get<std::string>();
        if (!text.empty()) {
            auto ids = parsePieceList(text, problem.catalogue);
            if (!ids)
                return inField(ids.error(), "pieces");
            problem.allowed = std::move(ids).value();
        }
    }

    if (auto pre = doc.find("preplaced"); pre != doc.end() && !pre->is_null()) {
        if (!pre->is_string())
            return fieldError(ErrorCode::BadFieldType, "preplaced");
        // Lower case (black pieces) means something only in a two-colour family.
        auto placement =
            parsePlacement(pre->get<std::string>(), problem.catalogue, &problem.board, rules.blackPieces);
        if (!placement)
            return inField(placement.error(), "preplaced");
        // The board had no holes but the text has some: holes belong in "board.holes".
        if (placement->board() != problem.board) {
            Error e = fieldError(ErrorCode::HoleMismatch, "preplaced", 1);
            for (int i = 0; i < problem.board.area(); ++i)
                if (placement->board().isHole(i) != problem.board.isHole(i)) {
                    e.rank = problem.board.rankOf(i) + 1;
                    e.file = problem.board.fileOf(i);
                    break;
                }
            return e;
        }
        problem.preplaced = std::move(placement).value();
    }

    if (Error e = parseTargets(doc, problem))
        return e;
    if (Error e = parseParams(doc, problem))
        return e;
    return problem;
}

std::string serializeProblem(const Problem &problem, const KindRules &rules)
{
    using ordered = nlohmann::ordered_json;
    const Board &board = problem.board;
    ordered doc;
    doc["format"] = kFormatName;
    doc["version"] = kProblemFormatVersion;
    doc["kind"] = problem.kind;

    ordered b;
    b["width"] = board.width();
    b["height"] = board.height();
    if (board.hasHoles()) {
        ordered holes = ordered::array();
        for (int i = 0; i < board.area(); ++i)
            if (board.isHole(i))
                holes.push_back(board.cellName(i));
        b["holes"] = std::move(holes);
    }
    doc["board"] = std::move(b);

    if (const auto custom = problem.catalogue.customIds(); !custom.empty()) {
        ordered list = ordered::array();
        for (int id : custom) {
            const PieceType &p = problem.catalogue.piece(id);
            ordered entry;
            entry["letter"] = std::string(1, p.letter);
            entry["name"] = p.name;
            entry["betza"] = p.betza;
            list.push_back(std::move(entry));
        }
        doc["custom_pieces"] = std::move(list);
    }

    if (!problem.allowed.empty()) {
        std::string letters;
        for (int id : problem.allowed)
            if (id >= 0 && id < problem.catalogue.size())
                letters += problem.catalogue.piece(id).letter;
        doc["pieces"] = letters;
    }

    const Placement preplaced = onBoard(problem.preplaced, board, rules.blackPieces);
    if (!preplaced.empty())
        doc["preplaced"] = toNotation(preplaced, problem.catalogue);

    if (static_cast<int>(problem.targets.size()) == board.area()) {
        // One number when every cell has the same definite target and every hole "any".
        int uniform = kAnyTarget;
        bool isUniform = true;
        for (int i = 0; i < board.area() && isUniform; ++i) {
            const int t = problem.targets[i];
            if (board.isHole(i))
                isUniform = t == kAnyTarget;
            else if (t == kAnyTarget || (uniform != kAnyTarget && t != uniform))
                isUniform = false;
            else
                uniform = t;
        }
        if (isUniform && uniform != kAnyTarget) {
            doc["targets"] = uniform;
        } else {
            ordered ranks = ordered::array();
            for (int y = board.height() - 1; y >= 0; --y) {
                ordered rank = ordered::array();
                for (int x = 0; x < board.width(); ++x) {
                    const int i = board.index(x, y);
                    const int t = problem.targets[i];
                    if (board.isHole(i) || t == kAnyTarget)
                        rank.push_back(nullptr);
                    else
                        rank.push_back(t);
                }
                ranks.push_back(std::move(rank));
            }
            doc["targets"] = std::move(ranks);
        }
    }

    if (!problem.params.empty()) {
        ordered params = ordered::object();
        for (const auto &entry : problem.params) { // (clang 14 cannot capture a structured binding)
            const std::string &key = entry.first;
            std::visit([&params, &key](const auto &v) { params[key] = v; }, entry.second);
        }
        doc["params"] = std::move(params);
    }
    // Invalid UTF-8 in user text (names, params) is replaced rather than failing.
    return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

namespace {

/// The mode a new file gets: the umask applied to 0666 (read from /proc, never changed).
mode_t newFileMode()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("Umask:", 0) == 0)
            return static_cast<mode_t>(0666 & ~std::stoul(line.substr(6), nullptr, 8));
    return 0644;
}

} // namespace

Result<std::string> readTextFile(const std::string &path)
{
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
        return fieldError(ErrorCode::FileOpen, path, EISDIR);
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const int err = errno;
        return fieldError(ErrorCode::FileOpen, path, err);
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) {
        const int err = errno;
        return fieldError(ErrorCode::FileOpen, path, err);
    }
    return buffer.str();
}

Error writeTextFileAtomically(const std::string &path, const std::string &text)
{
    auto failure = [&path](int err) {
        return fieldError(ErrorCode::FileWrite, path, err);
    };

    std::string tmp = path + ".tmp-XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0)
        return failure(errno);
    auto abandon = [&](int err) {
        ::close(fd);
        ::unlink(tmp.c_str());
        return failure(err);
    };

    struct stat existing {};
    const mode_t mode = ::stat(path.c_str(), &existing) == 0 ? (existing.st_mode & 07777) : newFileMode();
    if (::fchmod(fd, mode) != 0)
        return abandon(errno);

    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return abandon(errno);
        }
        written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0)
        return abandon(errno);
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        return failure(err);
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        return failure(err);
    }
    // Make the rename itself durable.
    const auto slash = path.find_last_of('/');
    const std::string dir = slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
    if (const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY); dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
    return {};
}

} // namespace cpw
