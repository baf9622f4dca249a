// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SessionDirectoryPage.h"

#include "FieldMessage.h"
#include "SessionSummary.h"
#include "loop/PackageFile.h"
#include "loop/PackagingLoop.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>

namespace packwright::ui {

SessionDirectoryPage::SessionDirectoryPage(
    std::function<QString()> name, std::function<loop::PackagingRequest()> draft, QWidget *parent)
    : QWizardPage(parent)
    , m_name(std::move(name))
    , m_draft(std::move(draft))
    , m_edit(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Choose…"), this))
    , m_message(new FieldMessage(this))
    , m_summary(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("directoryPage"));
    setTitle(tr("Session directory"));
    setSubTitle(tr("Where the session keeps its workspace, record and logs."));
    m_edit->setObjectName(QStringLiteral("directoryEdit"));
    m_browse->setObjectName(QStringLiteral("directoryBrowse"));
    m_browse->setAccessibleName(tr("Choose the session directory"));
    m_message->setObjectName(QStringLiteral("directoryMessage"));
    m_summary->setObjectName(QStringLiteral("summaryView"));
    m_summary->setReadOnly(true);
    m_summary->setTabChangesFocus(true);
    m_summary->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);

    auto *label = new QLabel(tr("Session &directory:"), this);
    label->setBuddy(m_edit);
    auto *summaryLabel = new QLabel(tr("S&ummary:"), this);
    summaryLabel->setBuddy(m_summary);
    auto *grid = new QGridLayout(this);
    grid->addWidget(label, 0, 0, 1, 2);
    grid->addWidget(m_edit, 1, 0);
    grid->addWidget(m_browse, 1, 1);
    grid->addWidget(m_message, 2, 0, 1, 2);
    grid->addWidget(summaryLabel, 3, 0, 1, 2);
    grid->addWidget(m_summary, 4, 0, 1, 2);
    grid->setRowStretch(4, 1);

    connect(m_edit, &QLineEdit::textEdited, this, [this] { m_edited = true; });
    connect(m_edit, &QLineEdit::textChanged, this, &SessionDirectoryPage::updateState);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Choose the session directory"), QFileInfo(directory()).absolutePath());
        if (!dir.isEmpty()) {
            m_edited = true;
            m_edit->setText(dir);
        }
    });
}

void SessionDirectoryPage::initializePage()
{
    if (!m_edited || m_edit->text().trimmed().isEmpty()) {
        const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/sessions/") + m_name() + QLatin1Char('-')
            + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        QString path = base;
        for (int n = 2; QFileInfo::exists(path); ++n)
            path = base + QLatin1Char('-') + QString::number(n);
        m_edit->setText(path);
        m_edited = false;
    }
    updateState();
}

QString SessionDirectoryPage::directory() const
{
    const QString text = m_edit->text().trimmed();
    return text.isEmpty() ? QString() : QDir::cleanPath(text);
}

QString SessionDirectoryPage::problem() const
{
    const QString dir = directory();
    if (dir.isEmpty())
        return {};
    if (QDir::isRelativePath(dir))
        return tr("Give an absolute path.");
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir())
        return tr("%1 is a file, not a directory.").arg(dir);
    if (const auto error = loop::checkNewSessionDirectory(dir))
        return error->message;
    if (info.isDir() && !QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
        return tr("%1 is not empty; choose a new or an empty directory.").arg(dir);
    // The directory, or the nearest parent that exists, must let us write.
    QString existing = dir;
    while (!QFileInfo(existing).exists() && QFileInfo(existing).absolutePath() != existing)
        existing = QFileInfo(existing).absolutePath();
    if (!QFileInfo(existing).isDir() || !QFileInfo(existing).isWritable())
        return tr("Cannot create %1: %2 is not writable.").arg(dir, existing);
    return {};
}

void SessionDirectoryPage::updateState()
{
    m_edit->setToolTip(directory()); // the field shows its end
    m_message->setProblem(problem());
    if (m_draft) {
        loop::PackagingRequest request = m_draft();
        request.sessionDirectory = directory();
        m_summary->setPlainText(describeRequest(request));
    }
    Q_EMIT completeChanged();
}

bool SessionDirectoryPage::isComplete() const
{
    return !directory().isEmpty() && problem().isEmpty();
}

bool SessionDirectoryPage::validatePage()
{
    // Checked again: the directory may have changed since the user typed it.
    updateState();
    return isComplete();
}

} // namespace packwright::ui
