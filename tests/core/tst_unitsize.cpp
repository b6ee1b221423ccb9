// Unit sizes of the product's source (issue 24, "one responsibility per unit"): no file in core/
// or app/ over 800 lines, no function over 150 lines. A function may be longer when a comment
// `// size: <reason>` stands just above it (between the end of the previous declaration and its
// opening brace), e.g. the error-message table or a measured hot kernel.
//
// How a function is found (a heuristic, not a C++ parser): the scanner walks the text skipping
// comments, string, character and raw-string literals and preprocessor lines, and keeps a stack of
// braces. A `{` met outside any function whose head (the text since the previous `;`, `}` or `{`
// of the same scope) holds a `)` is a function body, unless the head is a namespace, class,
// struct, union, enum or extern block or an initializer (`= {`; a namespace-scope `= [](...) {`
// lambda counts as a function). A body's length is the line of its closing brace minus the line
// of its opening brace, plus one. Member initializers in braces (`: m_a{a}, m_b{b} {`) are not
// taken for bodies: a "body" that is followed by `,` or `{` joins the head of the next one.
// The self-test rows below feed the scanner small texts, so that a change of the heuristic that
// stops it seeing a long function fails here, not silently.
// Also "no environment in the core" (issue 24): no file under core/ names getenv (or
// secure_getenv, environ); an experiment worth keeping is an option the summary records.
#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

constexpr int kMaxFileLines = 800;
constexpr int kMaxFunctionLines = 150;

struct Function {
    std::string name;  // the head on one line (for messages)
    int firstLine = 0; // line of the opening brace (1-based)
    int lines = 0;     // closing line - opening line + 1
    bool marked = false;
};

std::string trimmed(const std::string &s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

bool startsWithWord(const std::string &s, const char *word)
{
    const std::string w(word);
    if (s.compare(0, w.size(), w) != 0)
        return false;
    return s.size() == w.size() ||
           !(std::isalnum(static_cast<unsigned char>(s[w.size()])) || s[w.size()] == '_');
}

enum class Scope { Namespace, Function, Other };

// The head of a brace with comments, literals and preprocessor lines already blanked out.
Scope classify(std::string head)
{
    head = trimmed(head);
    // strip leading `template <...>` (possibly nested angle brackets) and attributes
    for (;;) {
        if (startsWithWord(head, "template")) {
            auto p = head.find('<');
            int depth = 0;
            std::size_t i = p;
            for (; i < head.size(); ++i) {
                if (head[i] == '<')
                    ++depth;
                else if (head[i] == '>' && --depth == 0)
                    break;
            }
            head = trimmed(i < head.size() ? head.substr(i + 1) : std::string());
            continue;
        }
        break;
    }
    for (const char *kw : {"namespace", "class", "struct", "union", "enum", "extern"}) {
        if (startsWithWord(head, kw))
            return Scope::Namespace;
    }
    if (head.empty() || head.find(')') == std::string::npos)
        return Scope::Other;
    // An `=` outside parentheses and brackets (not ==, !=, <=, >=, operator=) makes it an
    // initializer, except `= [...](...) {`, a lambda at namespace scope.
    int paren = 0;
    for (std::size_t i = 0; i < head.size(); ++i) {
        const char c = head[i];
        if (c == '(' || c == '[')
            ++paren;
        else if (c == ')' || c == ']')
            --paren;
        else if (c == '=' && paren == 0) {
            const char prev = i > 0 ? head[i - 1] : ' ';
            const char next = i + 1 < head.size() ? head[i + 1] : ' ';
            if (next == '=' || prev == '=' || prev == '!' || prev == '<' || prev == '>')
                continue;
            const auto before = trimmed(head.substr(0, i));
            if (before.size() >= 8 && before.compare(before.size() - 8, 8, "operator") == 0)
                continue;
            const auto after = trimmed(head.substr(i + 1));
            return !after.empty() && after[0] == '[' ? Scope::Function : Scope::Other;
        }
    }
    return Scope::Function;
}

// Replaces comments, literals and preprocessor lines by spaces (newlines kept), and records for
// each `// size:` comment the offset where it starts.
std::string blank(const std::string &src, std::vector<std::size_t> &markers)
{
    std::string out = src;
    const std::size_t n = src.size();
    std::size_t i = 0;
    bool lineStart = true;
    auto wipe = [&](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k < to && k < n; ++k)
            if (out[k] != '\n')
                out[k] = ' ';
    };
    while (i < n) {
        const char c = src[i];
        if (c == '\n') {
            lineStart = true;
            ++i;
            continue;
        }
        if (lineStart && c == '#') { // preprocessor line, with continuations
            std::size_t e = i;
            while (e < n && !(src[e] == '\n' && src[e - 1] != '\\'))
                ++e;
            wipe(i, e);
            i = e;
            continue;
        }
        if (c != ' ' && c != '\t' && c != '\r')
            lineStart = false;
        if (c == '/' && i + 1 < n && src[i + 1] == '/') {
            std::size_t e = src.find('\n', i);
            if (e == std::string::npos)
                e = n;
            if (trimmed(src.substr(i + 2, e - i - 2)).rfind("size:", 0) == 0)
                markers.push_back(i);
            wipe(i, e);
            i = e;
            continue;
        }
        if (c == '/' && i + 1 < n && src[i + 1] == '*') {
            std::size_t e = src.find("*/", i + 2);
            e = e == std::string::npos ? n : e + 2;
            wipe(i, e);
            i = e;
            continue;
        }
        if (c == 'R' && i + 1 < n && src[i + 1] == '"' &&
            (i == 0 || !(std::isalnum(static_cast<unsigned char>(src[i - 1])) || src[i - 1] == '_') ||
             src[i - 1] == '8' || src[i - 1] == 'u' || src[i - 1] == 'U' || src[i - 1] == 'L')) {
            const std::size_t open = src.find('(', i + 2);
            if (open != std::string::npos) {
                std::string delim(1, ')');
                delim.append(src, i + 2, open - i - 2);
                delim.push_back('"');
                std::size_t e = src.find(delim, open);
                e = e == std::string::npos ? n : e + delim.size();
                wipe(i, e);
                i = e;
                continue;
            }
        }
        if (c == '"' || c == '\'') {
            if (c == '\'' && i > 0 && std::isxdigit(static_cast<unsigned char>(src[i - 1]))) {
                // a digit separator (1'000) when the token before it starts with a digit
                std::size_t s = i;
                while (s > 0 && (std::isalnum(static_cast<unsigned char>(src[s - 1])) || src[s - 1] == '\''))
                    --s;
                if (std::isdigit(static_cast<unsigned char>(src[s]))) {
                    ++i;
                    continue;
                }
            }
            std::size_t e = i + 1;
            while (e < n && src[e] != c && src[e] != '\n') {
                if (src[e] == '\\')
                    ++e;
                ++e;
            }
            wipe(i, e + 1);
            i = e + 1;
            continue;
        }
        ++i;
    }
    return out;
}

std::vector<Function> functionsIn(const std::string &src)
{
    std::vector<std::size_t> markers;
    const std::string text = blank(src, markers);
    std::vector<Function> found;
    struct Open {
        Scope scope;
        std::size_t pos;
        int line;
        std::size_t headStart;
    };
    std::vector<Open> stack;
    std::size_t headStart = 0;
    int line = 1;
    int functionDepth = 0; // braces open inside the current function
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            continue;
        }
        if (functionDepth > 0) {
            if (c == '{')
                ++functionDepth;
            else if (c == '}' && --functionDepth == 0) {
                const Open o = stack.back();
                stack.pop_back();
                // `: m_a{a}, m_b{b} {`: a member initializer, not a body
                std::size_t k = i + 1;
                while (k < text.size() && std::isspace(static_cast<unsigned char>(text[k])))
                    ++k;
                if (k < text.size() && (text[k] == ',' || text[k] == '{')) {
                    headStart = o.headStart;
                    continue;
                }
                Function f;
                const std::string head = text.substr(o.headStart, o.pos - o.headStart);
                std::string name;
                for (const char ch : trimmed(head)) // the signature on one line
                    if (!std::isspace(static_cast<unsigned char>(ch)) ||
                        (!name.empty() && name.back() != ' '))
                        name.push_back(std::isspace(static_cast<unsigned char>(ch)) ? ' ' : ch);
                f.name = name.size() > 90 ? name.substr(0, 87) + "..." : name;
                f.firstLine = o.line;
                f.lines = line - o.line + 1;
                f.marked = std::any_of(markers.begin(), markers.end(),
                                       [&](std::size_t m) { return m >= o.headStart && m < o.pos; });
                found.push_back(f);
                headStart = i + 1;
            }
            continue;
        }
        if (c == '{') {
            const bool inData = !stack.empty() && stack.back().scope == Scope::Other;
            const Scope s = inData ? Scope::Other : classify(text.substr(headStart, i - headStart));
            stack.push_back({s, i, line, headStart});
            if (s == Scope::Function)
                functionDepth = 1;
            headStart = i + 1;
        } else if (c == '}') {
            if (!stack.empty())
                stack.pop_back();
            headStart = i + 1;
        } else if (c == ';') {
            headStart = i + 1;
        }
    }
    return found;
}

int lineCount(const std::string &src)
{
    int lines = static_cast<int>(std::count(src.begin(), src.end(), '\n'));
    if (!src.empty() && src.back() != '\n')
        ++lines;
    return lines;
}

std::string readFile(const std::filesystem::path &p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string bodyOf(int lines)
{
    std::string s;
    for (int i = 0; i < lines; ++i)
        s += "    x += " + std::to_string(i) + ";\n";
    return s;
}

} // namespace

class TestUnitSize : public QObject {
    Q_OBJECT
private slots:
    // The scanner itself, on small texts: how many functions over the limit it reports.
    void scanner_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("tooLong");
        const auto body = QString::fromStdString(bodyOf(kMaxFunctionLines + 50));
        const auto shortBody = QString::fromStdString(bodyOf(20));
        QTest::newRow("long function") << "int f(int x)\n{\n" + body + "    return x;\n}\n" << 1;
        QTest::newRow("short function") << "int f(int x)\n{\n" + shortBody + "    return x;\n}\n" << 0;
        QTest::newRow("at the limit")
            << "int f(int x)\n{\n" + QString::fromStdString(bodyOf(kMaxFunctionLines - 2)) + "}\n"
            << 0;
        QTest::newRow("one over") << "int f(int x)\n{\n" +
                                         QString::fromStdString(bodyOf(kMaxFunctionLines - 1)) + "}\n"
                                  << 1;
        QTest::newRow("marked") << "// size: a measured hot kernel\nint f(int x)\n{\n" + body + "}\n" << 0;
        QTest::newRow("marker above the doc comment")
            << "int g();\n// size: the error table\n/// Doc.\nint f(int x)\n{\n" + body + "}\n"
            << 0;
        QTest::newRow("marker belongs to the previous function")
            << "// size: table\nint g()\n{\n" + body + "}\nint f(int x)\n{\n" + body + "}\n"
            << 1;
        QTest::newRow("in a namespace and a class") << "namespace cpw {\nnamespace {\nclass A : public B "
                                                       "{\npublic:\n    int f(int x) const\n    {\n" +
                                                           body + "    }\n};\n} // namespace\n}\n"
                                                    << 1;
        QTest::newRow("nested blocks and lambdas")
            << "void f()\n{\n    auto l = [&](int a) {\n" + body + "    };\n    if (x) {\n    }\n}\n"
            << 1;
        QTest::newRow("braces in literals and comments")
            << "void f()\n{\n    s = \"}}}\"; c = '}'; // }\n    /* } */ r = R\"x(})x\";\n" + body + "}\n"
            << 1;
        QTest::newRow("digit separators") << "void f()\n{\n    int a = 1'000'000;\n" + body + "}\n" << 1;
        QTest::newRow("member initializers") << "A::A(int a) : m_a{a}, m_b{a} {\n" + body + "}\n" << 1;
        QTest::newRow("data tables are not functions")
            << "const int kTable[] = {\n" +
                   QString::fromStdString(bodyOf(200)).replace("x += ", "").replace(';', ',') + "};\n"
            << 0;
        QTest::newRow("calls inside a data table")
            << "const std::vector<A> kTable = {\n    {\"x\", f(1)},\n    {\"y\", g(2)},\n};\nvoid h()\n{\n" +
                   body + "}\n"
            << 1;
        QTest::newRow("lambda at namespace scope") << "const auto f = [](int x) {\n" + body + "};\n" << 1;
        QTest::newRow("operator=") << "A &A::operator=(const A &o)\n{\n" + body + "}\n" << 1;
        QTest::newRow("preprocessor braces") << "#define X {\nvoid f()\n{\n" + body + "}\n" << 1;
    }
    void scanner()
    {
        QFETCH(QString, source);
        QFETCH(int, tooLong);
        const auto functions = functionsIn(source.toStdString());
        const auto n = std::count_if(functions.begin(), functions.end(), [](const Function &f) {
            return !f.marked && f.lines > kMaxFunctionLines;
        });
        QCOMPARE(int(n), tooLong);
    }

    // Every C++ file of core/ and app/.
    void sources_data()
    {
        QTest::addColumn<QString>("path");
        const std::filesystem::path root(CPW_SOURCE_DIR);
        std::vector<std::string> files;
        for (const char *dir : {"core", "app"}) {
            for (const auto &e : std::filesystem::recursive_directory_iterator(root / dir)) {
                const auto ext = e.path().extension().string();
                if (e.is_regular_file() && (ext == ".cpp" || ext == ".h" || ext == ".hpp"))
                    files.push_back(std::filesystem::relative(e.path(), root).generic_string());
            }
        }
        std::sort(files.begin(), files.end());
        QVERIFY(files.size() > 50); // the tree is there
        for (const auto &f : files)
            QTest::newRow(f.c_str()) << QString::fromStdString(f);
    }
    void sources()
    {
        QFETCH(QString, path);
        const auto src = readFile(std::filesystem::path(CPW_SOURCE_DIR) / path.toStdString());
        const int lines = lineCount(src);
        QStringList problems;
        if (lines > kMaxFileLines)
            problems << QStringLiteral("%1 has %2 lines (at most %3): split it by responsibility")
                            .arg(path)
                            .arg(lines)
                            .arg(kMaxFileLines);
        if (path.startsWith(QLatin1String("core/"))) {
            static const QRegularExpression env(QStringLiteral("\\b(secure_getenv|getenv|environ)\\b"));
            const QRegularExpressionMatch m = env.match(QString::fromStdString(src));
            if (m.hasMatch())
                problems << QStringLiteral("%1 names %2: the core reads no environment (make it an "
                                           "option of the request or problem)")
                                .arg(path, m.captured(1));
        }
        for (const auto &f : functionsIn(src)) {
            if (!f.marked && f.lines > kMaxFunctionLines)
                problems << QStringLiteral("%1:%2 `%3` has %4 lines (at most %5: split it, or say why in a "
                                           "`// size: <reason>` comment just above it)")
                                .arg(path)
                                .arg(f.firstLine)
                                .arg(QString::fromStdString(f.name))
                                .arg(f.lines)
                                .arg(kMaxFunctionLines);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }
};

QTEST_APPLESS_MAIN(TestUnitSize)
#include "tst_unitsize.moc"
