/*
 * Checkpoint files (cpw/checkpoint.h). The document embeds the problem as the problem file
 * format writes it, and the ledger of the task split (search.h: runLedgerTasks). Reading is
 * strict: every field is type-checked, the done bitmap must have exactly one bit per task, and
 * an FNV-1a checksum over the compact dump of "problem" and "search" catches edits and damage
 * that still parse. A checkpoint of another program version is refused (the task split or the
 * meaning of a counter may have changed), never used silently.
 */
#include "cpw/checkpoint.h"
#include "cpw/placement.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "fileio.h"

#ifndef CPW_VERSION
#define CPW_VERSION "unknown"
#endif

namespace cpw {

namespace {

using nlohmann::json;

constexpr const char *kFormat = "chess-puzzle-workbench-checkpoint";

std::uint64_t fnv1a(const std::string &text)
{
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

std::string hex64(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

std::string checksumOf(const json &problem, const json &search)
{
    return hex64(fnv1a(problem.dump() + "\n" + search.dump()));
}

Error corrupt(const std::string &field)
{
    Error e;
    e.code = ErrorCode::CheckpointCorrupt;
    e.token = field;
    return e;
}

std::string doneToHex(const std::vector<std::uint8_t> &done)
{
    static const char *digits = "0123456789abcdef";
    std::string out;
    for (std::size_t i = 0; i < done.size(); i += 8) {
        unsigned byte = 0;
        for (std::size_t b = 0; b < 8 && i + b < done.size(); ++b)
            if (done[i + b])
                byte |= 1u << b;
        out += digits[byte >> 4];
        out += digits[byte & 15];
    }
    return out;
}

bool hexToDone(const std::string &hex, std::uint64_t tasks, std::vector<std::uint8_t> &done)
{
    if (hex.size() != 2 * ((tasks + 7) / 8))
        return false;
    done.assign(tasks, 0);
    for (std::size_t i = 0; i < hex.size(); i += 2) {
        unsigned byte = 0;
        for (int k = 0; k < 2; ++k) {
            const char c = hex[i + k];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            if (d < 0)
                return false;
            byte = byte * 16 + static_cast<unsigned>(d);
        }
        for (std::size_t b = 0; b < 8; ++b) {
            const std::size_t t = i / 2 * 8 + b;
            const bool set = (byte >> b) & 1u;
            if (t >= tasks) {
                if (set)
                    return false; // bits past the last task
                continue;
            }
            done[t] = set;
        }
    }
    return true;
}

bool isCount(const json &v)
{
    return v.is_number_unsigned() || (v.is_number_integer() && v.get<long long>() >= 0);
}

} // namespace

std::string_view programVersion()
{
    return CPW_VERSION;
}

std::string serializeCheckpoint(const Checkpoint &checkpoint, const KindLookup &kinds)
{
    const TaskLedger &l = checkpoint.ledger;
    json problem = json::parse(serializeProblem(checkpoint.problem, kinds(checkpoint.problem.kind)));
    json search = json::object();
    search["tasks"] = l.taskCount;
    search["split"] = l.split;
    search["done"] = doneToHex(l.done);
    json counters = json::object();
    for (const auto &[key, value] : l.counters)
        counters[key] = value;
    search["counters"] = counters;
    if (!l.records.empty()) {
        json records = json::object();
        for (const auto &[key, value] : l.records)
            records[key] = value;
        search["records"] = records;
    }
    if (l.best)
        search["best"] = *l.best;
    json kept = json::array();
    for (const KeptSolution &k : l.kept)
        kept.push_back({{"objective", k.objective},
                        {"cells", k.cells},
                        {"symmetric", k.symmetric},
                        {"orbit", k.orbitSize}});
    search["kept"] = kept;
    if (!checkpoint.shown.empty()) {
        json shown = json::array();
        for (const Solution &sol : checkpoint.shown) {
            json item = {{"p", toNotation(sol.placement, checkpoint.problem.catalogue)}};
            if (!sol.order.empty())
                item["o"] = sol.order;
            if (sol.objective)
                item["v"] = *sol.objective;
            shown.push_back(std::move(item));
        }
        search["shown"] = shown;
    }
    if (!l.sideFile.empty()) {
        auto bare = [](const std::string &file) {
            const auto slash = file.find_last_of('/');
            return slash == std::string::npos ? file : file.substr(slash + 1);
        };
        search["side"] = {{"file", bare(l.sideFile)}, {"checksum", l.sideChecksum}};
        if (!l.sideParts.empty()) { // one part per rank (--mpi)
            json parts = json::array();
            for (const auto &[file, sum] : l.sideParts)
                parts.push_back({{"file", bare(file)}, {"checksum", sum}});
            search["side"]["parts"] = parts;
        }
    }
    search["nodes"] = l.nodes;
    search["elapsed"] = l.elapsedSeconds;
    json doc = json::object();
    doc["format"] = kFormat;
    doc["version"] = kCheckpointFormatVersion;
    doc["program"] = checkpoint.program.empty() ? std::string(programVersion()) : checkpoint.program;
    doc["checksum"] = checksumOf(problem, search);
    doc["problem"] = problem;
    doc["search"] = search;
    return doc.dump() + "\n";
}

// size: a flat reader of the format's fields in file order, each with its own refusal
Result<Checkpoint> parseCheckpoint(std::string_view text, const KindLookup &kinds)
{
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::parse_error &ex) {
        Error e;
        e.code = ErrorCode::JsonSyntax;
        e.position = static_cast<int>(std::min<std::size_t>(ex.byte, 1u << 30));
        return e;
    } catch (const json::exception &) {
        Error e;
        e.code = ErrorCode::JsonSyntax;
        return e;
    }
    if (!doc.is_object() || !doc.contains("format") || doc["format"] != kFormat) {
        Error e;
        e.code = ErrorCode::NotACheckpoint;
        return e;
    }
    if (!doc.contains("version") || !doc["version"].is_number_integer() ||
        doc["version"].get<long long>() != kCheckpointFormatVersion) {
        Error e;
        e.code = ErrorCode::NotACheckpoint;
        e.value =
            doc.contains("version") && doc["version"].is_number_integer()
                ? static_cast<int>(std::clamp<long long>(doc["version"].get<long long>(), -1000000, 1000000))
                : -1;
        return e;
    }
    for (const char *field : {"program", "checksum"})
        if (!doc.contains(field) || !doc[field].is_string())
            return corrupt(field);
    for (const char *field : {"problem", "search"})
        if (!doc.contains(field) || !doc[field].is_object())
            return corrupt(field);
    const json &problem = doc["problem"];
    const json &search = doc["search"];
    if (doc["checksum"].get<std::string>() != checksumOf(problem, search))
        return corrupt("checksum");

    Checkpoint cp;
    cp.program = doc["program"].get<std::string>();
    if (cp.program != programVersion()) {
        Error e;
        e.code = ErrorCode::CheckpointMismatch;
        e.token = "program";
        return e;
    }
    auto parsed = parseProblem(problem.dump(), kinds);
    if (!parsed)
        return parsed.error();
    cp.problem = std::move(parsed.value());

    TaskLedger &l = cp.ledger;
    if (!search.contains("tasks") || !isCount(search["tasks"]))
        return corrupt("search.tasks");
    l.taskCount = search["tasks"].get<std::uint64_t>();
    if (l.taskCount > (1ull << 32))
        return corrupt("search.tasks");
    if (!search.contains("split") || !search["split"].is_string())
        return corrupt("search.split");
    l.split = search["split"].get<std::string>();
    if (!search.contains("done") || !search["done"].is_string() ||
        !hexToDone(search["done"].get<std::string>(), l.taskCount, l.done))
        return corrupt("search.done");
    if (!search.contains("counters") || !search["counters"].is_object())
        return corrupt("search.counters");
    for (const auto &[key, value] : search["counters"].items()) {
        if (!isCount(value))
            return corrupt("search.counters." + key);
        l.counters[key] = value.get<std::uint64_t>();
    }
    if (search.contains("records")) { // a search in phases (search.h, SearchContext::record)
        if (!search["records"].is_object())
            return corrupt("search.records");
        for (const auto &[key, value] : search["records"].items()) {
            if (!isCount(value))
                return corrupt("search.records." + key);
            l.records[key] = value.get<std::uint64_t>();
        }
    }
    if (search.contains("best")) {
        if (!search["best"].is_number() || !std::isfinite(search["best"].get<double>()))
            return corrupt("search.best");
        l.best = search["best"].get<double>();
    }
    if (!search.contains("kept") || !search["kept"].is_array())
        return corrupt("search.kept");
    const int area = cp.problem.board.area();
    for (const json &k : search["kept"]) {
        KeptSolution s;
        if (!k.is_object() || !k.contains("objective") || !k["objective"].is_number() ||
            !k.contains("cells") || !k["cells"].is_array() ||
            k["cells"].size() != static_cast<std::size_t>(area) || !k.contains("symmetric") ||
            !k["symmetric"].is_boolean() || !k.contains("orbit") || !k["orbit"].is_number_integer())
            return corrupt("search.kept");
        s.objective = k["objective"].get<double>();
        for (const json &c : k["cells"]) {
            if (!c.is_number_integer())
                return corrupt("search.kept");
            const long long id = c.get<long long>();
            if (id < kEmpty || id >= cp.problem.catalogue.size())
                return corrupt("search.kept");
            s.cells.push_back(static_cast<int>(id));
        }
        s.symmetric = k["symmetric"].get<bool>();
        s.orbitSize = static_cast<int>(std::clamp<long long>(k["orbit"].get<long long>(), 0, 1 << 20));
        l.kept.push_back(std::move(s));
    }
    if (search.contains("shown")) {
        if (!search["shown"].is_array())
            return corrupt("search.shown");
        for (const json &item : search["shown"]) {
            if (!item.is_object() || !item.contains("p") || !item["p"].is_string())
                return corrupt("search.shown");
            // Black pieces (lower case) where the problem's kind has two colours.
            auto placement = parsePlacement(item["p"].get<std::string>(), cp.problem.catalogue,
                                            &cp.problem.board, kinds(cp.problem.kind).blackPieces);
            if (!placement)
                return corrupt("search.shown");
            Solution sol;
            sol.placement = std::move(placement.value());
            if (item.contains("o")) {
                if (!item["o"].is_array() || item["o"].size() != static_cast<std::size_t>(area))
                    return corrupt("search.shown");
                for (const json &o : item["o"]) {
                    if (!o.is_number_integer() || o.get<long long>() < 0 || o.get<long long>() > area)
                        return corrupt("search.shown");
                    sol.order.push_back(static_cast<int>(o.get<long long>()));
                }
            }
            if (item.contains("v")) {
                if (!item["v"].is_number() || !std::isfinite(item["v"].get<double>()))
                    return corrupt("search.shown");
                sol.objective = item["v"].get<double>();
            }
            cp.shown.push_back(std::move(sol));
        }
    }
    if (search.contains("side")) { // a side file in the checkpoint's folder: a bare name
        const json &side = search["side"];
        if (!side.is_object() || !side.contains("file") || !side["file"].is_string() ||
            !side.contains("checksum") || !side["checksum"].is_string())
            return corrupt("search.side");
        l.sideFile = side["file"].get<std::string>();
        l.sideChecksum = side["checksum"].get<std::string>();
        auto bad = [](const std::string &file, const std::string &sum) {
            return file.empty() || file.find('/') != std::string::npos || file == "." || file == ".." ||
                   sum.size() != 16 || sum.find_first_not_of("0123456789abcdef") != std::string::npos;
        };
        if (bad(l.sideFile, l.sideChecksum))
            return corrupt("search.side");
        if (side.contains("parts")) {
            if (!side["parts"].is_array() || side["parts"].empty())
                return corrupt("search.side");
            for (const json &part : side["parts"]) {
                if (!part.is_object() || !part.contains("file") || !part["file"].is_string() ||
                    !part.contains("checksum") || !part["checksum"].is_string() ||
                    bad(part["file"].get<std::string>(), part["checksum"].get<std::string>()))
                    return corrupt("search.side");
                l.sideParts.emplace_back(part["file"].get<std::string>(),
                                         part["checksum"].get<std::string>());
            }
            if (l.sideParts.front() != std::pair(l.sideFile, l.sideChecksum))
                return corrupt("search.side");
        }
    }
    if (!search.contains("nodes") || !isCount(search["nodes"]))
        return corrupt("search.nodes");
    l.nodes = search["nodes"].get<std::uint64_t>();
    if (!search.contains("elapsed") || !search["elapsed"].is_number() ||
        !(search["elapsed"].get<double>() >= 0) || !std::isfinite(search["elapsed"].get<double>()))
        return corrupt("search.elapsed");
    l.elapsedSeconds = search["elapsed"].get<double>();
    return cp;
}

void locateSideFile(Checkpoint &checkpoint, const std::string &checkpointPath)
{
    const auto slash = checkpointPath.find_last_of('/');
    auto locate = [&](std::string &side) {
        if (!side.empty() && side.find('/') == std::string::npos && slash != std::string::npos)
            side = checkpointPath.substr(0, slash + 1) + side;
    };
    locate(checkpoint.ledger.sideFile);
    for (auto &part : checkpoint.ledger.sideParts)
        locate(part.first);
}

} // namespace cpw
