#include "guidedialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "examples.h"

GuideDialog::GuideDialog(QWidget *parent) : QDialog(parent), m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("User guide"));
    auto *layout = new QVBoxLayout(this);
    QFile file(resourceFor(Example::currentLanguage()));
    if (file.open(QIODevice::ReadOnly))
        m_browser->setHtml(QString::fromUtf8(file.readAll()));
    m_browser->setOpenExternalLinks(true);
    layout->addWidget(m_browser, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 680);
}

QString GuideDialog::resourceFor(const QString &language)
{
    const QString path = QStringLiteral(":/guide/guide-%1.html").arg(language);
    return QFile::exists(path) ? path : QStringLiteral(":/guide/guide-en.html");
}
