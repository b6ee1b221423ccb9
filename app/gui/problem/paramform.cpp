#include "paramform.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

#include "boarddocument.h"
#include "piecelist.h"
#include "piecerenderer.h"

/*
 * One row per spec. The widget is chosen from the type, and from the texts where the table
 * asks for another style (a bool as a combo box of two worded values, an inverted check box, an
 * optional integer). Values go through the widgets both ways: fill() reads them into a problem,
 * load() and setValue() write them (with m_syncing set, so that loading emits no changed()).
 *
 * Whether a row means something is the core's answer (cpw::paramEnabled on the owner's current
 * problem, which includes the owner's custom widgets), and'ed with the owner's own reasons
 * (setAllowed). Greyed rows keep their values; fill() leaves them out of the problem that is
 * solved, and writes them into the problem that is saved, so a file loses nothing.
 */

namespace {

/// A spin box for reals that shows no trailing zeros ("10 s", "0.5 s").
class RealSpin : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override
    {
        QString text = locale().toString(value, 'f', decimals());
        const QChar point = locale().decimalPoint().front();
        if (text.contains(point)) {
            while (text.endsWith(QLatin1Char('0')))
                text.chop(1);
            if (text.endsWith(point))
                text.chop(1);
        }
        return text;
    }
};

double numberOf(const cpw::ParamValue &v, double fallback)
{
    if (const long long *i = std::get_if<long long>(&v))
        return double(*i);
    if (const double *d = std::get_if<double>(&v))
        return *d;
    return fallback;
}

std::string textOf(const cpw::ParamValue &v, const std::string &fallback)
{
    if (const std::string *s = std::get_if<std::string>(&v))
        return *s;
    return fallback;
}

bool boolOf(const cpw::ParamValue &v, bool fallback)
{
    if (const bool *b = std::get_if<bool>(&v))
        return *b;
    return fallback;
}

int clampInt(double v)
{
    return int(std::clamp(v, double(INT_MIN), double(INT_MAX)));
}

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string choiceId(std::string_view key, std::string_view value)
{
    return std::string(key) + '=' + std::string(value);
}

} // namespace

ParamForm::ParamForm(const char *context, std::span<const ParamText> texts,
                     std::vector<const cpw::ParamSpec *> specs, BoardDocument *document, QWidget *parent,
                     std::vector<std::string_view> skip)
    : QWidget(parent), m_context(context), m_texts(texts), m_doc(document), m_advancedTitle(QT_TR_NOOP("Advanced")),
      m_advancedTip(QT_TR_NOOP("Settings that tune how the search runs: the results are the same"))
{
    // The rows a newcomer needs, then the rarely needed ones (ParamText::advanced) in a section
    // of their own, folded under an "Advanced" switch.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *main = new QWidget(this);
    m_layout = new QFormLayout(main);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    outer->addWidget(main);
    m_advancedToggle = new QToolButton(this);
    m_advancedToggle->setObjectName(QStringLiteral("advancedToggle"));
    m_advancedToggle->setCheckable(true);
    m_advancedToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advancedToggle->setAutoRaise(true);
    m_advancedToggle->setArrowType(Qt::RightArrow);
    outer->addWidget(m_advancedToggle);
    m_advanced = new QWidget(this);
    m_advancedLayout = new QFormLayout(m_advanced);
    m_advancedLayout->setContentsMargins(0, 0, 0, 0);
    m_advancedLayout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    outer->addWidget(m_advanced);
    m_advanced->hide();
    connect(m_advancedToggle, &QToolButton::toggled, this, [this](bool on) {
        m_advancedToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        m_advanced->setVisible(on);
    });
    m_fields.reserve(specs.size());
    for (const cpw::ParamSpec *spec : specs)
        if (std::find(skip.begin(), skip.end(), spec->key) == skip.end())
            addRow(spec);
    updateAdvancedToggle();
    retranslateToggle();
    if (m_doc)
        connect(m_doc, &BoardDocument::catalogueChanged, this, [this] {
            for (Field &f : m_fields)
                if (f.spec->type == cpw::ParamType::Piece || f.spec->type == cpw::ParamType::PieceList)
                    rebuildPieces(f);
        });
}

const ParamText *ParamForm::text(std::string_view id) const
{
    for (const ParamText &t : m_texts)
        if (id == t.id)
            return &t;
    return nullptr;
}

QString ParamForm::translated(const char *source) const
{
    return source ? QCoreApplication::translate(m_context, source) : QString();
}

QFormLayout *ParamForm::layoutFor(const Field &f) const
{
    return f.advanced ? m_advancedLayout : m_layout;
}

void ParamForm::setAdvancedShown(bool on)
{
    m_advancedToggle->setChecked(on);
}

bool ParamForm::advancedShown() const
{
    return m_advancedToggle->isChecked();
}

void ParamForm::updateAdvancedToggle()
{
    const bool any = std::any_of(m_fields.begin(), m_fields.end(), [](const Field &f) { return f.advanced && f.enabled; });
    m_advancedToggle->setVisible(any);
    if (!any)
        m_advanced->hide();
    else
        m_advanced->setVisible(m_advancedToggle->isChecked());
}

void ParamForm::setAdvancedTitle(const char *source, const char *toolTip)
{
    m_advancedTitle = source;
    m_advancedTip = toolTip;
    retranslateToggle();
}

void ParamForm::retranslateToggle()
{
    m_advancedToggle->setText(tr(m_advancedTitle));
    m_advancedToggle->setToolTip(tr(m_advancedTip));
}

void ParamForm::addRow(const cpw::ParamSpec *spec)
{
    Field f;
    f.spec = spec;
    if (const ParamText *t = text(spec->key)) {
        f.style = t->style;
        f.advanced = t->advanced;
    }
    makeWidget(f);
    m_fields.push_back(f);
    Field &added = m_fields.back();
    applyTexts(added);
    setValue(spec->key, spec->defaultValue);
}

void ParamForm::makeWidget(Field &f)
{
    const cpw::ParamSpec &s = *f.spec;
    const std::string key(s.key);
    switch (s.type) {
    case cpw::ParamType::Bool:
        if (text(choiceId(key, "false")) && text(choiceId(key, "true"))) {
            auto *box = newCombo(this);
            box->addItem(QString(), false);
            box->addItem(QString(), true);
            connect(box, &QComboBox::currentIndexChanged, this, &ParamForm::emitChanged);
            f.label = new QLabel(this);
            f.widget = box;
            layoutFor(f)->addRow(f.label, box);
        } else {
            auto *check = new QCheckBox(this);
            connect(check, &QCheckBox::toggled, this, &ParamForm::emitChanged);
            f.widget = f.check = check;
            layoutFor(f)->addRow(check);
        }
        return;
    case cpw::ParamType::Int: {
        auto *spin = new QSpinBox(this);
        const bool optional = f.style == ParamText::Optional;
        spin->setRange(clampInt(s.min + (optional ? 1 : 0)), clampInt(s.max));
        connect(spin, &QSpinBox::valueChanged, this, &ParamForm::emitChanged);
        f.widget = spin;
        if (optional) {
            auto *check = new QCheckBox(this);
            connect(check, &QCheckBox::toggled, this, [this, key = s.key] {
                if (Field *field = find(key))
                    applyEnabled(*field);
                emitChanged();
            });
            f.check = check;
            layoutFor(f)->addRow(check, spin);
        } else {
            f.label = new QLabel(this);
            layoutFor(f)->addRow(f.label, spin);
        }
        return;
    }
    case cpw::ParamType::Real: {
        auto *spin = new RealSpin(this);
        spin->setDecimals(3);
        spin->setRange(s.min, s.max);
        connect(spin, &QDoubleSpinBox::valueChanged, this, &ParamForm::emitChanged);
        f.label = new QLabel(this);
        f.widget = spin;
        layoutFor(f)->addRow(f.label, spin);
        return;
    }
    case cpw::ParamType::Choice: {
        auto *box = newCombo(this);
        for (std::string_view c : s.choices)
            box->addItem(QString(), fromView(c));
        connect(box, &QComboBox::currentIndexChanged, this, &ParamForm::emitChanged);
        f.label = new QLabel(this);
        f.widget = box;
        layoutFor(f)->addRow(f.label, box);
        return;
    }
    case cpw::ParamType::Piece: {
        auto *box = newCombo(this);
        connect(box, &QComboBox::currentIndexChanged, this, &ParamForm::emitChanged);
        f.label = new QLabel(this);
        f.widget = box;
        layoutFor(f)->addRow(f.label, box);
        rebuildPieces(f);
        return;
    }
    case cpw::ParamType::PieceList: {
        auto *list = new PieceList(this);
        connect(list, &QListWidget::itemChanged, this, &ParamForm::emitChanged);
        f.label = new QLabel(this);
        f.widget = list;
        layoutFor(f)->addRow(f.label, list);
        rebuildPieces(f);
        return;
    }
    case cpw::ParamType::Cell:
    case cpw::ParamType::Text: {
        auto *edit = new QLineEdit(this);
        connect(edit, &QLineEdit::textEdited, this, &ParamForm::emitChanged);
        f.label = new QLabel(this);
        f.widget = edit;
        layoutFor(f)->addRow(f.label, edit);
        return;
    }
    }
}

void ParamForm::applyTexts(Field &f)
{
    const cpw::ParamSpec &s = *f.spec;
    const std::string key(s.key);
    const ParamText *t = text(key);
    QString label;
    if (t) {
        label = translated(t->text);
    } else {
        // No text yet (a new family): the key in words, and the core's English help.
        label = fromView(s.key).replace(QLatin1Char('_'), QLatin1Char(' '));
        if (!label.isEmpty())
            label[0] = label[0].toUpper();
        if (s.type != cpw::ParamType::Bool && f.style != ParamText::Optional)
            label += QLatin1Char(':');
    }
    const QString help = t && t->help ? translated(t->help) : t ? QString() : fromView(s.help);
    if (f.label) {
        f.label->setText(label);
        f.label->setToolTip(help);
    }
    if (f.check)
        static_cast<QCheckBox *>(f.check)->setText(label);
    f.widget->setToolTip(help);
    if (f.check)
        f.check->setToolTip(help);
    if (auto *box = qobject_cast<QComboBox *>(f.widget)) {
        if (s.type == cpw::ParamType::Choice || s.type == cpw::ParamType::Bool)
            for (int i = 0; i < box->count(); ++i) {
                const QVariant data = box->itemData(i);
                const std::string value = s.type == cpw::ParamType::Bool ? (data.toBool() ? "true" : "false")
                                                                         : data.toString().toStdString();
                const ParamText *c = text(choiceId(key, value));
                box->setItemText(i, c ? translated(c->text) : QString::fromStdString(value));
            }
        else
            rebuildPieces(f); // piece names
    }
    if (auto *spin = qobject_cast<QSpinBox *>(f.widget)) {
        spin->setSpecialValueText(t && t->special ? translated(t->special) : QString());
        spin->setSuffix(t && t->suffix ? translated(t->suffix) : QString());
    }
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(f.widget)) {
        spin->setSpecialValueText(t && t->special ? translated(t->special) : QString());
        spin->setSuffix(t && t->suffix ? translated(t->suffix) : QString());
    }
    if (auto *edit = qobject_cast<QLineEdit *>(f.widget))
        edit->setPlaceholderText(t && t->special ? translated(t->special) : QString());
}

QString ParamForm::help(std::string_view key) const
{
    const ParamText *t = text(key);
    return t && t->help ? translated(t->help) : QString();
}

void ParamForm::retranslate()
{
    for (Field &f : m_fields)
        applyTexts(f);
    retranslateToggle();
}

void ParamForm::rebuildPieces(Field &f)
{
    if (!m_doc)
        return;
    const cpw::Catalogue &cat = m_doc->catalogue();
    const bool wasSyncing = m_syncing;
    m_syncing = true;
    if (auto *list = qobject_cast<PieceList *>(f.widget)) {
        list->rebuild(cat);
    } else if (auto *box = qobject_cast<QComboBox *>(f.widget)) {
        const QString keep = box->count() ? box->currentData().toString()
                                          : QString::fromStdString(textOf(f.spec->defaultValue, ""));
        box->clear();
        for (const cpw::PieceType &p : cat.pieces()) {
            const QString letter(QChar::fromLatin1(p.letter));
            box->addItem(PieceRenderer::instance().icon(p, 18),
                         letter + QStringLiteral("  ") + pieceDisplayName(p), letter);
        }
        box->setCurrentIndex(std::max(0, box->findData(keep)));
    }
    m_syncing = wasSyncing;
}

void ParamForm::emitChanged()
{
    if (!m_syncing)
        emit changed();
}

const ParamForm::Field *ParamForm::find(std::string_view key) const
{
    for (const Field &f : m_fields)
        if (f.spec->key == key)
            return &f;
    return nullptr;
}

ParamForm::Field *ParamForm::find(std::string_view key)
{
    for (Field &f : m_fields)
        if (f.spec->key == key)
            return &f;
    return nullptr;
}

QWidget *ParamForm::field(std::string_view key) const
{
    const Field *f = find(key);
    return f ? f->widget : nullptr;
}

QWidget *ParamForm::optionalCheck(std::string_view key) const
{
    const Field *f = find(key);
    return f && f->style == ParamText::Optional ? f->check : nullptr;
}

int ParamForm::rowOf(std::string_view key) const
{
    const Field *f = find(key);
    if (!f || f->advanced)
        return -1;
    int row = -1;
    QFormLayout::ItemRole role;
    m_layout->getWidgetPosition(f->widget, &row, &role);
    return row;
}

QString ParamForm::label(std::string_view key) const
{
    const ParamText *t = text(key);
    return t ? translated(t->text) : fromView(key);
}

QStringList ParamForm::summary() const
{
    QStringList out;
    for (const Field &f : m_fields) {
        if (!f.enabled || !f.widget)
            continue;
        auto named = [&](const QString &name, const QString &value) {
            QString l = name.trimmed();
            if (l.endsWith(QLatin1Char(':')))
                l.chop(1);
            out << QStringLiteral("%1: %2").arg(l, value.simplified());
        };
        if (f.check && f.check == f.widget) { // a bool's check box
            if (qobject_cast<QCheckBox *>(f.check)->isChecked())
                out << qobject_cast<QCheckBox *>(f.check)->text();
        } else if (auto *spin = qobject_cast<QAbstractSpinBox *>(f.widget)) {
            auto *check = qobject_cast<QCheckBox *>(f.check);
            if (check && !check->isChecked())
                continue;
            named(check ? check->text() : f.label ? f.label->text() : label(f.spec->key), spin->text());
        } else if (auto *box = qobject_cast<QComboBox *>(f.widget)) {
            // A choice left at its default (an engine, a method) is no part of the problem's
            // description.
            if (value(f.spec->key) == f.spec->defaultValue)
                continue;
            named(f.label ? f.label->text() : label(f.spec->key), box->currentText());
        } else if (auto *edit = qobject_cast<QLineEdit *>(f.widget)) {
            if (!edit->text().isEmpty())
                named(f.label ? f.label->text() : label(f.spec->key), edit->text());
        } else {
            named(f.label ? f.label->text() : label(f.spec->key),
                  QString::fromStdString(cpw::paramText(value(f.spec->key))));
        }
    }
    return out;
}

std::vector<const cpw::ParamSpec *> ParamForm::specs() const
{
    std::vector<const cpw::ParamSpec *> out;
    for (const Field &f : m_fields)
        out.push_back(f.spec);
    return out;
}

cpw::ParamValue ParamForm::value(std::string_view key) const
{
    const Field *f = find(key);
    if (!f)
        return {};
    const cpw::ParamSpec &s = *f->spec;
    switch (s.type) {
    case cpw::ParamType::Bool:
        if (auto *box = qobject_cast<QComboBox *>(f->widget))
            return box->currentData().toBool();
        return static_cast<QCheckBox *>(f->widget)->isChecked() != (f->style == ParamText::Inverted);
    case cpw::ParamType::Int:
        if (f->style == ParamText::Optional && !static_cast<QCheckBox *>(f->check)->isChecked())
            return s.defaultValue;
        return static_cast<long long>(static_cast<QSpinBox *>(f->widget)->value());
    case cpw::ParamType::Real:
        return static_cast<QDoubleSpinBox *>(f->widget)->value();
    case cpw::ParamType::Choice:
    case cpw::ParamType::Piece: {
        auto *box = static_cast<QComboBox *>(f->widget);
        return box->currentIndex() >= 0 ? box->currentData().toString().toStdString()
                                        : textOf(s.defaultValue, "");
    }
    case cpw::ParamType::PieceList: {
        std::string letters;
        if (m_doc)
            for (int id : static_cast<PieceList *>(f->widget)->checkedIds())
                letters += m_doc->catalogue().piece(id).letter;
        return letters;
    }
    case cpw::ParamType::Cell:
    case cpw::ParamType::Text:
        return static_cast<QLineEdit *>(f->widget)->text().trimmed().toStdString();
    }
    return s.defaultValue;
}

void ParamForm::setValue(std::string_view key, const cpw::ParamValue &v)
{
    Field *f = find(key);
    if (!f)
        return;
    const cpw::ParamSpec &s = *f->spec;
    const bool wasSyncing = m_syncing;
    m_syncing = true;
    switch (s.type) {
    case cpw::ParamType::Bool: {
        const bool on = boolOf(v, boolOf(s.defaultValue, false));
        if (auto *box = qobject_cast<QComboBox *>(f->widget))
            box->setCurrentIndex(on ? 1 : 0);
        else
            static_cast<QCheckBox *>(f->widget)->setChecked(on != (f->style == ParamText::Inverted));
        break;
    }
    case cpw::ParamType::Int: {
        const double n = numberOf(v, numberOf(s.defaultValue, 0));
        if (f->style == ParamText::Optional) {
            const bool set = n > s.min;
            static_cast<QCheckBox *>(f->check)->setChecked(set);
            if (set)
                static_cast<QSpinBox *>(f->widget)->setValue(clampInt(n));
        } else {
            static_cast<QSpinBox *>(f->widget)->setValue(clampInt(n));
        }
        break;
    }
    case cpw::ParamType::Real:
        static_cast<QDoubleSpinBox *>(f->widget)->setValue(numberOf(v, numberOf(s.defaultValue, 0)));
        break;
    case cpw::ParamType::Choice:
    case cpw::ParamType::Piece: {
        auto *box = static_cast<QComboBox *>(f->widget);
        int index = box->findData(QString::fromStdString(textOf(v, textOf(s.defaultValue, ""))));
        if (index < 0)
            index = box->findData(QString::fromStdString(textOf(s.defaultValue, "")));
        box->setCurrentIndex(std::max(0, index));
        break;
    }
    case cpw::ParamType::PieceList: {
        std::vector<int> ids;
        if (m_doc)
            for (char letter : textOf(v, textOf(s.defaultValue, "")))
                if (const int id = m_doc->catalogue().find(letter); id >= 0)
                    ids.push_back(id);
        static_cast<PieceList *>(f->widget)->setCheckedIds(ids);
        break;
    }
    case cpw::ParamType::Cell:
    case cpw::ParamType::Text:
        static_cast<QLineEdit *>(f->widget)->setText(
            QString::fromStdString(textOf(v, textOf(s.defaultValue, ""))));
        break;
    }
    m_syncing = wasSyncing;
    applyEnabled(*f);
}

void ParamForm::fill(cpw::Problem &problem, bool everything) const
{
    for (const Field &f : m_fields) {
        if (!everything && !f.enabled)
            continue;
        const cpw::ParamValue v = value(f.spec->key);
        if (f.spec->scope == cpw::ParamScope::Run && v == f.spec->defaultValue)
            continue;
        problem.params[std::string(f.spec->key)] = v;
    }
}

void ParamForm::load(const cpw::Problem &problem)
{
    for (Field &f : m_fields) {
        const cpw::ParamSpec &s = *f.spec;
        auto it = problem.params.find(std::string(s.key));
        if (it == problem.params.end() && !s.legacyKey.empty())
            it = problem.params.find(std::string(s.legacyKey));
        setValue(s.key, it != problem.params.end() ? it->second : s.defaultValue);
    }
}

void ParamForm::setAllowed(std::string_view key, bool allowed)
{
    if (Field *f = find(key)) {
        f->allowed = allowed;
        applyEnabled(*f);
    }
}

void ParamForm::updateEnabled(const cpw::Problem &problem)
{
    for (Field &f : m_fields) {
        // cpw::paramEnabled's rule, for a key the problem sets or a row of this form (the
        // form may show specs of no family: the panel's common ones, a test's).
        const cpw::ParamCondition &when = f.spec->enabledWhen;
        if (when.key.empty()) {
            f.conditionHolds = true;
        } else {
            const auto it = problem.params.find(std::string(when.key));
            const Field *other = find(when.key);
            const cpw::ParamValue now = it != problem.params.end() ? it->second
                                        : other                    ? value(when.key)
                                                                   : cpw::ParamValue();
            const std::string text = cpw::paramText(now);
            f.conditionHolds = std::find(when.values.begin(), when.values.end(), text) != when.values.end();
        }
        applyEnabled(f);
    }
}

void ParamForm::applyEnabled(Field &f)
{
    f.enabled = f.allowed && f.conditionHolds;
    // A row that does not apply is hidden, not greyed: it means nothing for the problem shown.
    layoutFor(f)->setRowVisible(f.widget, f.enabled);
    updateAdvancedToggle();
    if (f.label)
        f.label->setEnabled(f.enabled);
    if (f.check)
        f.check->setEnabled(f.enabled);
    const bool optionalOff =
        f.style == ParamText::Optional && f.check && !static_cast<QCheckBox *>(f.check)->isChecked();
    f.widget->setEnabled(f.enabled && !optionalOff);
}

QStringList ParamForm::missingTexts(std::span<const ParamText> texts,
                                    const std::vector<const cpw::ParamSpec *> &specs)
{
    auto has = [&texts](const std::string &id) {
        return std::any_of(texts.begin(), texts.end(), [&id](const ParamText &t) { return id == t.id; });
    };
    QStringList missing;
    for (const cpw::ParamSpec *s : specs) {
        const std::string key(s->key);
        if (!has(key))
            missing << QString::fromStdString(key);
        if (s->type == cpw::ParamType::Choice)
            for (std::string_view c : s->choices)
                if (!has(choiceId(key, c)))
                    missing << QString::fromStdString(choiceId(key, c));
        if (s->type == cpw::ParamType::Bool && has(choiceId(key, "false")) != has(choiceId(key, "true")))
            missing << QString::fromStdString(choiceId(key, has(choiceId(key, "true")) ? "false" : "true"));
    }
    return missing;
}

QStringList ParamForm::strayTexts(std::span<const ParamText> texts,
                                  const std::vector<const cpw::ParamSpec *> &specs)
{
    QStringList stray;
    for (const ParamText &t : texts) {
        const std::string id = t.id;
        const auto eq = id.find('=');
        const std::string key = id.substr(0, eq);
        const auto spec = std::find_if(specs.begin(), specs.end(),
                                       [&key](const cpw::ParamSpec *s) { return s->key == key; });
        bool known = spec != specs.end();
        if (known && eq != std::string::npos) {
            const std::string value = id.substr(eq + 1);
            const cpw::ParamSpec &s = **spec;
            known = s.type == cpw::ParamType::Bool
                        ? (value == "true" || value == "false")
                        : std::find(s.choices.begin(), s.choices.end(), value) != s.choices.end();
        }
        if (!known)
            stray << QString::fromStdString(id);
    }
    return stray;
}
