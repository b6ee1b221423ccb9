#include "newpuzzledialog.h"

/*
 * Composing in the background. The controls describe a cpw::ComposeRequest (the kind's base
 * problem from the window's form, the seed, the difficulty, fewest givens); compose() runs
 * cpw::composePuzzle on a worker (QtConcurrent::run) with the dialog's stop source, and the
 * status line counts the uniqueness checks as they come (a progress callback that only
 * stores numbers; a timer shows them). A sheet composes its puzzles one after the other with
 * the seeds seed, seed + 1, ... (cpw::puzzleSeed), so a sheet of six is the six puzzles the
 * seeds would make one by one, and writes them with the puzzle sheet (puzzlesheet.h).
 */

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include "errortext.h"
#include "exporter.h"
#include "families/familyeditor.h"
#include "kindtitle.h"
#include "puzzle.h"
#include "puzzlesheet.h"

NewPuzzleDialog::NewPuzzleDialog(BaseProblem base, const std::string &currentKind, int threads, QWidget *parent)
    : QDialog(parent), m_base(std::move(base)), m_threads(threads)
{
    m_tx.bind(this, "windowTitle", QT_TR_NOOP("New puzzle"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = m_tx.bind(new QLabel(this), "text",
                            QT_TR_NOOP("A puzzle with exactly one solution: some pieces (a tour: some move "
                                       "numbers) are given, and you find the rest. The same seed makes the "
                                       "same puzzle."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("puzzleKind"));
    for (const std::string &kind : cpw::composableKinds()) {
        m_kind->addItem(kindTitle(kind), QString::fromStdString(kind));
    }
    setKind(currentKind);
    auto *kindLabel = m_tx.bind(new QLabel(this), "text", QT_TR_NOOP("&Kind:"));
    kindLabel->setBuddy(m_kind); // the mnemonic, not a literal "&"
    form->addRow(kindLabel, m_kind);
    auto *size = new QHBoxLayout;
    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox *s : {m_width, m_height}) {
        s->setRange(3, 16);
        s->setValue(8);
    }
    m_width->setObjectName(QStringLiteral("puzzleWidth"));
    m_height->setObjectName(QStringLiteral("puzzleHeight"));
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_height);
    size->addStretch(1);
    auto *sizeLabel = m_tx.bind(new QLabel(this), "text", QT_TR_NOOP("&Board:"));
    sizeLabel->setBuddy(m_width);
    form->addRow(sizeLabel, size);
    m_difficulty = new QComboBox(this);
    m_difficulty->setObjectName(QStringLiteral("puzzleDifficulty"));
    // "any", then the levels in the words the puzzle box uses (Puzzle::levelText).
    m_difficulty->addItem(QString());
    m_tx.bind(m_difficulty, QT_TR_NOOP("any"), [this](const QString &text) { m_difficulty->setItemText(0, text); });
    for (int level = 1; level <= cpw::kDifficultyLevels; ++level)
        m_difficulty->addItem(Puzzle::levelText(level));
    m_tx.bind(m_difficulty, "toolTip",
              QT_TR_NOOP("Easy: every piece follows from simple deductions (a cell attacked by a given is "
                         "empty; a row with one free cell takes the piece). Medium: now and then you must try "
                         "a cell and see it fail. Hard: deeper search. (docs/compose.md)"));
    auto *difficultyLabel = m_tx.bind(new QLabel(this), "text", QT_TR_NOOP("&Difficulty:"));
    difficultyLabel->setBuddy(m_difficulty);
    form->addRow(difficultyLabel, m_difficulty);
    m_fewest = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("As few givens as a longer search finds"));
    m_fewest->setObjectName(QStringLiteral("puzzleFewest"));
    form->addRow(QString(), m_fewest);
    auto *seedRow = new QHBoxLayout;
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("puzzleSeed"));
    m_seed->setRange(1, 999999);
    m_seed->setValue(int(QRandomGenerator::global()->bounded(1, 1000000)));
    auto *dice = m_tx.bind(new QPushButton(this), "text", QT_TR_NOOP("Another"));
    connect(dice, &QPushButton::clicked, this,
            [this] { m_seed->setValue(int(QRandomGenerator::global()->bounded(1, 1000000))); });
    seedRow->addWidget(m_seed);
    seedRow->addWidget(dice);
    seedRow->addStretch(1);
    auto *seedLabel = m_tx.bind(new QLabel(this), "text", QT_TR_NOOP("&Seed:"));
    seedLabel->setBuddy(m_seed);
    form->addRow(seedLabel, seedRow);
    auto *sheetRow = new QHBoxLayout;
    m_sheetCount = new QSpinBox(this);
    m_sheetCount->setObjectName(QStringLiteral("puzzleSheetCount"));
    m_sheetCount->setRange(1, 24);
    m_sheetCount->setValue(6);
    m_sheet = m_tx.bind(new QPushButton(this), "text", QT_TR_NOOP("Sheet as PDF…"));
    m_sheet->setObjectName(QStringLiteral("puzzleSheet"));
    m_tx.bind(m_sheet, "toolTip",
              QT_TR_NOOP("Compose this many puzzles (the seeds from the one above) and save them as a PDF: "
                         "the puzzles first, their solutions on the pages after"));
    connect(m_sheet, &QPushButton::clicked, this, [this] { composeSheet(); });
    sheetRow->addWidget(m_sheetCount);
    sheetRow->addWidget(m_sheet);
    sheetRow->addStretch(1);
    form->addRow(m_tx.bind(new QLabel(this), "text", QT_TR_NOOP("Puzzles on a sheet:")), sheetRow);
    layout->addLayout(form);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("puzzleComposeStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_tx.bind(m_buttons->button(QDialogButtonBox::Ok), "text", QT_TR_NOOP("Compose"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewPuzzleDialog::compose);
    connect(m_buttons, &QDialogButtonBox::rejected, this, [this] {
        if (busy()) {
            m_stop.request_stop(); // the puzzle being composed is dropped; the dialog stays
            return;
        }
        reject();
    });
    layout->addWidget(m_buttons);
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &NewPuzzleDialog::finished);
    auto *progress = new QTimer(this);
    progress->setInterval(200);
    connect(progress, &QTimer::timeout, this, [this] {
        if (busy() && m_count > 1)
            m_status->setText(tr("Composing puzzle %1 of %2…").arg(m_done->load() + 1).arg(m_count));
    });
    progress->start();
}

NewPuzzleDialog::~NewPuzzleDialog()
{
    m_stop.request_stop();
    m_watcher.waitForFinished();
}

void NewPuzzleDialog::setKind(const std::string &kind)
{
    const int i = m_kind->findData(QString::fromStdString(kind));
    if (i >= 0)
        m_kind->setCurrentIndex(i);
}

void NewPuzzleDialog::setBoardSize(int width, int height)
{
    m_width->setValue(width);
    m_height->setValue(height);
}

void NewPuzzleDialog::setDifficulty(int level)
{
    m_difficulty->setCurrentIndex(std::clamp(level, 0, m_difficulty->count() - 1));
}

void NewPuzzleDialog::setSeed(int seed)
{
    m_seed->setValue(seed);
}

void NewPuzzleDialog::setSheetCount(int count)
{
    m_sheetCount->setValue(count);
}

QString NewPuzzleDialog::statusText() const
{
    return m_status->text();
}

cpw::ComposeRequest NewPuzzleDialog::request() const
{
    cpw::ComposeRequest r;
    const std::string kind = m_kind->currentData().toString().toStdString();
    r.base = m_base(kind, m_width->value(), m_height->value());
    r.seed = std::uint64_t(m_seed->value());
    r.difficulty = m_difficulty->currentIndex();
    r.fewest = m_fewest->isChecked();
    if (r.fewest)
        r.timeLimitSeconds = 20;
    r.threads = m_threads;
    return r;
}

void NewPuzzleDialog::setBusy(bool on)
{
    for (QWidget *w : {static_cast<QWidget *>(m_kind), static_cast<QWidget *>(m_width),
                       static_cast<QWidget *>(m_height), static_cast<QWidget *>(m_difficulty),
                       static_cast<QWidget *>(m_fewest), static_cast<QWidget *>(m_seed),
                       static_cast<QWidget *>(m_sheetCount), static_cast<QWidget *>(m_sheet)})
        w->setEnabled(!on);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!on);
}

void NewPuzzleDialog::compose()
{
    m_sheetPath.clear();
    start(1);
}

void NewPuzzleDialog::composeSheet(const QString &path)
{
    QString target = path;
    if (target.isEmpty())
        target = QFileDialog::getSaveFileName(this, tr("Puzzle sheet as PDF"), QString(), tr("PDF (*.pdf)"));
    if (target.isEmpty())
        return;
    if (!target.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        target += QStringLiteral(".pdf");
    m_sheetPath = target;
    start(m_sheetCount->value());
}

void NewPuzzleDialog::start(int count)
{
    if (busy())
        return;
    const cpw::ComposeRequest request = this->request();
    m_count = count;
    m_done->store(0);
    m_stop = std::stop_source();
    setBusy(true);
    m_status->setText(tr("Composing… (each puzzle is proven to have one solution)"));
    m_watcher.setFuture(QtConcurrent::run([request, count, token = m_stop.get_token(), done = m_done] {
        Outcome out;
        for (int i = 0; i < count; ++i) {
            cpw::ComposeRequest r = request;
            r.seed = cpw::puzzleSeed(request.seed, i);
            cpw::Result<cpw::Puzzle> p = cpw::composePuzzle(r, token);
            if (token.stop_requested()) {
                out.stopped = true;
                return out;
            }
            if (!p.ok()) {
                out.error = p.error();
                return out;
            }
            out.puzzles.push_back(std::move(p.value()));
            done->fetch_add(1);
        }
        return out;
    }));
}

void NewPuzzleDialog::finished()
{
    setBusy(false);
    const Outcome out = m_watcher.result();
    if (out.stopped) {
        m_status->setText(tr("Stopped: no puzzle."));
        return;
    }
    if (out.error) {
        m_status->setText(tr("No puzzle: %1").arg(cpw::errorText(*out.error)));
        if (!m_sheetPath.isEmpty())
            emit sheetWritten(QString());
        return;
    }
    if (m_sheetPath.isEmpty()) {
        m_puzzle = out.puzzles.front();
        accept();
        return;
    }
    const QString failure = Exporter::writeFile(m_sheetPath, PuzzleSheet::pdf(out.puzzles));
    if (!failure.isEmpty()) {
        m_status->setText(tr("Cannot save %1: %2").arg(m_sheetPath, failure));
        emit sheetWritten(QString());
        return;
    }
    m_status->setText(tr("%1 puzzles and their solutions saved to %2.").arg(out.puzzles.size()).arg(m_sheetPath));
    emit sheetWritten(m_sheetPath);
}
