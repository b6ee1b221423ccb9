#include "toureditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "boarddocument.h"
#include "cpw/chess960.h"
#include "cpw/params.h"
#include "cpw/tour.h"
#include "piecelist.h"
#include "piecerenderer.h"

namespace {
// Leapers offered besides the catalogue's leaping pieces: (a, b) and their names.
struct NamedLeap {
    const char *name;
    const char *leap;
};
const NamedLeap kLeaps[] = {
    {QT_TRANSLATE_NOOP("TourEditor", "Camel (1,3 leaper)"), "1,3"},
    {QT_TRANSLATE_NOOP("TourEditor", "Zebra (2,3 leaper)"), "2,3"},
    {QT_TRANSLATE_NOOP("TourEditor", "Giraffe (1,4 leaper)"), "1,4"},
};

const ParamText kTourTexts[] = {
    {"closed", QT_TRANSLATE_NOOP("TourEditor", "Closed tour (ends one leap from the start)"),
     QT_TRANSLATE_NOOP("TourEditor",
                       "On: the last move can leap back to the first cell (a re-entrant tour). Off: "
                       "any tour (an open path)")},
    {"count", QT_TRANSLATE_NOOP("TourEditor", "Count every tour"),
     QT_TRANSLATE_NOOP("TourEditor",
                       "Off: find one tour. On: count all of them exactly (open tours are counted in "
                       "both directions, closed tours once)")},
    {"engine", QT_TRANSLATE_NOOP("TourEditor", "Counting method:"),
     QT_TRANSLATE_NOOP("TourEditor",
                       "How every tour is counted: row by row counts without listing the tours "
                       "(rectangles, any leaper of short reach); two halves joined counts the "
                       "tours of full rectangles faster still (automatic takes it from 6x6 and 5x8 on); the "
                       "search lists them one by one"),
     nullptr, nullptr, ParamText::Plain, true},
    {"engine=auto", QT_TRANSLATE_NOOP("TourEditor", "Automatic")},
    {"engine=dp", QT_TRANSLATE_NOOP("TourEditor", "Row by row, without listing")},
    {"engine=split", QT_TRANSLATE_NOOP("TourEditor", "Two halves joined (full rectangles)")},
    {"engine=search", QT_TRANSLATE_NOOP("TourEditor", "Search")},
    {"numbers", QT_TRANSLATE_NOOP("TourEditor", "Given move numbers:"),
     QT_TRANSLATE_NOOP(
         "TourEditor",
         "Cells with their move numbers, e.g. \"a1=1 c2=3 h8=64\": only tours that visit each of "
         "them at its move (the numbered-tour puzzle; Puzzle > Solve it yourself makes it one)")},
    {"use_theory", QT_TRANSLATE_NOOP("TourEditor", "Use the theorems on impossible tours"),
     QT_TRANSLATE_NOOP("TourEditor",
                       "Off: a board without a tour is proven so by the search itself, which can "
                       "take long"),
     nullptr, nullptr, ParamText::Plain, true},
};

OverlayLayers tourLayers(const cpw::Problem &p)
{
    return cpw::ParamReader(p).boolean("closed") ? OverlayLayers(TourPathLayer | ClosedTourLayer)
                                                 : OverlayLayers(TourPathLayer);
}

} // namespace

// The progress figures of the tour's counting engines (frontier.cpp, split.cpp).
const FigureText kTourFigures[] = {
    {"sweep_step", QT_TRANSLATE_NOOP("TourEditor", "Sweep step")},               // the programme's sweep
    {"configurations", QT_TRANSLATE_NOOP("TourEditor", "Configurations alive")}, // after its last step
    {"table_memory", QT_TRANSLATE_NOOP("TourEditor", "Table memory")},           // their tables
    {"top_part", QT_TRANSLATE_NOOP("TourEditor", "Top half, parts swept")},      // the split's parts of T
    {"split_task", QT_TRANSLATE_NOOP("TourEditor", "Tasks done")},               // the split's tasks, of all
};

FAMILY_GUI(
    tour, .context = "TourEditor", .order = 210,
    .title = QT_TRANSLATE_NOOP("TourEditor", "Knight's tour (visit every cell once)"),
    .description = QT_TRANSLATE_NOOP("TourEditor",
                                     "A knight, or another leaper, visits every cell of the board exactly "
                                     "once; a closed tour returns to its start. Found by Warnsdorff's rule "
                                     "(1823), or all tours counted"),
    .texts = kTourTexts, .layers = tourLayers, .usesFixedPieces = false,
    .create = [](const cpw::FamilyDescriptor &f, BoardDocument *d, QWidget *p) -> FamilyEditor * {
        return new TourEditor(f, d, p);
    },
    // The hints extend the path with the tour's own leaper (the palette's piece for an (a,b)
    // leaper given by its leap).
    .hintPiece = [](const cpw::Problem &p) -> int {
        const cpw::ParamReader read(p);
        return read.text("leap").empty() ? read.piece("piece") : -1;
    },
    // The counting engines list no tour: a count that fits the gallery is listed afterwards by
    // the backtracking search, which counts the same tours (tests/tour: dp against search).
    .listing = [](const cpw::Problem &p) -> cpw::Problem {
        cpw::Problem q = p;
        q.params["engine"] = std::string("search");
        return q;
    },
    .figures = kTourFigures)

TourEditor::TourEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent)
    // (memory_limit, the frontier programme's budget, is the command line's and the bench's:
    // the workbench counts with the default, three quarters of the machine's memory.)
    : FamilyEditor(family, document, parent, {"piece", "leap", "start", "path", "memory_limit"})
{
    QFormLayout *form = this->form()->formLayout();
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };

    m_leaper = newCombo(this);
    m_tx.bind(m_leaper, "toolTip",
              QT_TR_NOOP("The piece that tours: any piece whose moves are all single leaps"));
    form->insertRow(0, label(QT_TR_NOOP("Leaper:")), m_leaper);
    m_start = new QLabel(this);
    m_start->setWordWrap(true);
    form->insertRow(this->form()->rowOf("count") + 1, label(QT_TR_NOOP("Start:")), m_start);

    connect(m_leaper, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_syncing && !loading())
            refresh();
    });
    connect(m_doc, &BoardDocument::changed, this, &TourEditor::syncFromDocument);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &TourEditor::rebuildLeapers);
    rebuildLeapers();
    syncFromDocument();
}

QCheckBox *TourEditor::closedCheck() const
{
    return field<QCheckBox>("closed");
}

QCheckBox *TourEditor::countCheck() const
{
    return field<QCheckBox>("count");
}

void TourEditor::retranslateCustom()
{
    m_tx.retranslate();
    rebuildLeapers();
    syncFromDocument();
}

void TourEditor::rebuildLeapers()
{
    m_syncing = true;
    const QVariant current = m_leaper->currentData();
    m_leaper->clear();
    const cpw::Catalogue &cat = m_doc->catalogue();
    for (int id = 0; id < cat.size(); ++id) {
        const cpw::PieceType &p = cat.piece(id);
        if (!cpw::pieceLeaps(p).ok())
            continue;
        m_leaper->addItem(QStringLiteral("%1 (%2)").arg(pieceDisplayName(p)).arg(pieceDisplayLetter(p)),
                          QStringLiteral("piece:%1").arg(QChar(p.letter)));
    }
    for (const NamedLeap &l : kLeaps)
        m_leaper->addItem(QCoreApplication::translate("TourEditor", l.name),
                          QStringLiteral("leap:%1").arg(QLatin1String(l.leap)));
    if (!m_extraLeap.isEmpty())
        m_leaper->addItem(tr("(%1) leaper").arg(m_extraLeap), QStringLiteral("leap:%1").arg(m_extraLeap));
    const int keep = m_leaper->findData(current);
    m_leaper->setCurrentIndex(keep >= 0 ? keep : std::max(0, m_leaper->findData(QStringLiteral("piece:N"))));
    m_syncing = false;
    refresh();
}

int TourEditor::startCell() const
{
    return m_path.empty() ? -1 : m_path.front();
}

namespace {
/// "a1 b3 c5": the cells' names as the parameter "path" holds them.
std::string pathText(const cpw::Board &board, const std::vector<int> &cells)
{
    std::string text;
    for (int c : cells)
        text += (text.empty() ? "" : " ") + board.cellName(c);
    return text;
}
} // namespace

cpw::Problem TourEditor::withPiece(cpw::Problem problem, int cell, int /*piece*/) const
{
    // The hint for a cell is the path extended by it (on an empty board: the tours from it).
    const cpw::ParamReader read(problem);
    const std::string start = read.text("start");
    const bool dp = read.text("engine") == "dp";
    std::string path = read.text("path");
    if (path.empty())
        path = start;
    path += (path.empty() ? "" : " ") + problem.board.cellName(cell);
    problem.params["path"] = path;
    if (start.empty() || path.find(' ') == std::string::npos)
        problem.params["start"] = problem.board.cellName(cell);
    else if (dp)
        problem.params["engine"] = std::string("auto"); // the programme takes no opening (fillCustom's dp)
    return problem;
}

void TourEditor::syncFromDocument()
{
    // The path keeps its order: pieces still on the board stay, in the order they came; new
    // ones join at its end (several at once in index order).
    const cpw::Placement &p = m_doc->placement();
    std::vector<int> path;
    std::vector<char> inPath(std::size_t(p.board().area()), 0);
    for (int c : m_path)
        if (c < p.board().area() && p.at(c) != cpw::kEmpty && !p.board().isHole(c)) {
            path.push_back(c);
            inPath[std::size_t(c)] = 1;
        }
    for (int c = 0; c < p.board().area(); ++c)
        if (p.at(c) != cpw::kEmpty && !p.board().isHole(c) && !inPath[std::size_t(c)])
            path.push_back(c);
    m_path = path;
    refresh();
}

void TourEditor::updateCustom(const cpw::Problem &)
{
    // The start in words (the count switch changes it: a count without a start is over every start).
    if (!m_start)
        return;
    const int start = startCell();
    if (m_path.size() > 1)
        m_start->setText(tr("%1, then %2 (the pieces on the board in the order they were placed: the tour's "
                            "given opening)")
                             .arg(QString::fromStdString(m_doc->board().cellName(start)))
                             .arg(QString::fromStdString(pathText(
                                 m_doc->board(), std::vector<int>(m_path.begin() + 1, m_path.end())))));
    else if (start >= 0)
        m_start->setText(
            tr("%1 (the piece on the board)").arg(QString::fromStdString(m_doc->board().cellName(start))));
    else if (!m_filePath.empty())
        m_start->setText(tr("%1 (from the file; place pieces on the board to choose another opening)")
                             .arg(QString::fromStdString(m_filePath)));
    else if (!m_fileStart.empty())
        m_start->setText(tr("%1 (from the file; place a piece on the board to choose another start)")
                             .arg(QString::fromStdString(m_fileStart)));
    else if (countsEveryStart())
        m_start->setText(tr("every start: the count is over all cells (place a piece on the board to count "
                            "the tours from one cell)"));
    else
        m_start->setText(tr("a1 (place a piece on the board to choose another start)"));
}

std::vector<int> TourEditor::positionOrder() const
{
    std::vector<int> order(std::size_t(m_doc->board().area()), 0);
    for (std::size_t i = 0; i < m_path.size(); ++i)
        if (m_path[i] >= 0 && m_path[i] < int(order.size()))
            order[std::size_t(m_path[i])] = int(i) + 1;
    return order;
}

std::vector<int> TourEditor::givenNumbers() const
{
    const cpw::ParamValue value = form()->value("numbers");
    const std::string *text = std::get_if<std::string>(&value);
    const cpw::Board &board = m_doc->board();
    std::vector<cpw::TourNumber> numbers;
    if (!text || text->empty() || cpw::parseTourNumbers(*text, board.width(), board.height(), numbers))
        return {}; // none, or a text that does not read (the form says why)
    std::vector<int> out(std::size_t(board.area()), 0);
    for (const cpw::TourNumber &n : numbers)
        if (n.cell >= 0 && n.cell < board.area())
            out[std::size_t(n.cell)] = n.number;
    return out;
}

bool TourEditor::countsEveryStart() const
{
    // A count without a start (no piece on the board, none in the file) is over every start.
    const cpw::ParamValue count = form()->value("count");
    const bool *on = std::get_if<bool>(&count);
    return on && *on && m_path.empty() && startCell() < 0 && m_fileStart.empty() && m_filePath.empty();
}

QStringList TourEditor::customSummary() const
{
    QStringList out{tr("Leaper: %1").arg(m_leaper->currentText())};
    if (m_path.size() > 1)
        out << tr("Given opening: %1").arg(QString::fromStdString(pathText(m_doc->board(), m_path)));
    else if (startCell() >= 0)
        out << tr("Start: %1").arg(QString::fromStdString(m_doc->board().cellName(startCell())));
    else if (m_fileStart.empty() && countsEveryStart())
        out << tr("Start: every start");
    else
        out << tr("Start: %1")
                   .arg(m_fileStart.empty() ? QStringLiteral("a1") : QString::fromStdString(m_fileStart));
    return out;
}

QString TourEditor::precheck() const
{
    return m_leaper->count() == 0 ? tr("No leaper to tour with.") : QString();
}

void TourEditor::fillCustom(cpw::Problem &p, bool everything) const
{
    const QString data = m_leaper->currentData().toString();
    if (data.startsWith(QLatin1String("leap:"))) {
        p.params["leap"] = data.mid(5).toStdString();
        if (everything)
            p.params["piece"] = m_filePiece;
    } else if (data.startsWith(QLatin1String("piece:"))) {
        p.params["piece"] = data.mid(6).toStdString();
        if (everything)
            p.params["leap"] = std::string();
    }
    const int start = startCell();
    if (start >= 0 && !m_doc->board().isHole(start)) {
        p.params["start"] = p.board.cellName(start);
        if (m_path.size() > 1 || everything)
            p.params["path"] = m_path.size() > 1 ? pathText(p.board, m_path) : std::string();
    } else {
        if (!m_fileStart.empty() || everything)
            p.params["start"] = m_fileStart;
        if (!m_filePath.empty() || everything)
            p.params["path"] = m_filePath;
    }
}

void TourEditor::loadCustom(const cpw::Problem &p)
{
    const std::string leap = cpw::ParamReader(p).text("leap");
    m_filePiece = cpw::ParamReader(p).text("piece");
    m_fileStart = cpw::ParamReader(p).text("start");
    m_filePath = cpw::ParamReader(p).text("path");
    // The pieces of a saved opening come back in its order (the board holds them as
    // "position"); cells that are not pieces on the board are left to syncFromDocument.
    m_path.clear();
    if (const auto request = cpw::tourRequestFromProblem(p); request.ok())
        m_path = request.value().path;
    const QString data = leap.empty() ? QStringLiteral("piece:%1").arg(QString::fromStdString(m_filePiece))
                                      : QStringLiteral("leap:%1").arg(QString::fromStdString(leap));
    if (!leap.empty() && m_leaper->findData(data) < 0) {
        m_extraLeap = QString::fromStdString(leap);
        rebuildLeapers();
    }
    const int index = m_leaper->findData(data);
    if (index >= 0)
        m_leaper->setCurrentIndex(index);
    syncFromDocument();
}
