// Replays a fuzz target's seed corpus without libFuzzer: the ordinary build links this main()
// with one fuzz_<topic>.cpp (its LLVMFuzzerTestOneInput) and CTest runs it on
// tests/fuzz/corpus/<topic>/ (tests/CMakeLists.txt, label `fuzz`). Every file is handed to the
// target once, in name order; a property the target checks aborts (a failed test, with the
// message), and so does a crash. An empty or missing corpus fails too: a replay of nothing
// would pass whatever the parsers did.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s CORPUS_DIRECTORY\n", argv[0]);
        return 2;
    }
    namespace fs = std::filesystem;
    std::error_code ec;
    std::vector<fs::path> files;
    for (const fs::directory_entry &e : fs::directory_iterator(argv[1], ec))
        if (e.is_regular_file())
            files.push_back(e.path());
    if (ec || files.empty()) {
        std::fprintf(stderr, "%s: no inputs to replay%s%s\n", argv[1], ec ? ": " : "", ec ? ec.message().c_str() : "");
        return 1;
    }
    std::sort(files.begin(), files.end());
    for (const fs::path &path : files) {
        std::ifstream in(path, std::ios::binary);
        const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        if (!in.good() && !in.eof()) {
            std::fprintf(stderr, "%s: cannot be read\n", path.c_str());
            return 1;
        }
        std::fprintf(stderr, "replaying %s (%zu bytes)\n", path.filename().c_str(), bytes.size());
        // The target may keep a pointer only for the call; a copy of exactly `size` bytes, as
        // libFuzzer passes, lets a sanitizer build see reads past the end.
        std::vector<std::uint8_t> data(bytes.begin(), bytes.end());
        LLVMFuzzerTestOneInput(data.empty() ? nullptr : data.data(), data.size());
    }
    std::printf("%zu inputs of %s replayed, every property held\n", files.size(), argv[1]);
    return 0;
}
