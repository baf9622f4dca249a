// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ToolSettingsPage.h"

#include "loop/SessionDefaults.h"
#include "tools/OptionalTools.h"

#include <QFileDialog>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace packwright::ui {

namespace {

QString purpose(const QString &name)
{
    if (name == u"nixfmt")
        return ToolSettingsPage::tr("formats the package.nix written at the end of a session");
    if (name == u"nix-locate")
        return ToolSettingsPage::tr("finds the packages that provide a missing file (needs the "
                                    "nix-index database)");
    if (name == u"nurl")
        return ToolSettingsPage::tr("writes fetcher calls with their hashes");
    return ToolSettingsPage::tr("updates a package's version and hashes (maintenance)");
}

/// "ni&xfmt:" …: a distinct mnemonic per tool (all start with n).
QString mnemonicLabel(const QString &name)
{
    static const QMap<QString, int> positions{{QStringLiteral("nixfmt"), 2},
        {QStringLiteral("nix-locate"), 4}, {QStringLiteral("nurl"), 1},
        {QStringLiteral("nix-update"), 5}};
    QString text = name;
    text.insert(positions.value(name, 0), QLatin1Char('&'));
    return text + QLatin1Char(':');
}

} // namespace

ToolSettingsPage::ToolSettingsPage(QWidget *parent)
    : SettingsPage(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(makeNote(tr("Optional helpers Packwright uses when they are installed. "
                                  "Leave a path empty to use the program found in PATH."),
        this));
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    int line = 0;
    for (const QString &name : tools::optionalToolNames()) {
        Row row;
        auto *label = new QLabel(mnemonicLabel(name), this);
        row.path = new QLineEdit(this);
        row.path->setObjectName(QStringLiteral("toolPath_") + name);
        row.path->setPlaceholderText(tr("PATH"));
        row.path->setClearButtonEnabled(true);
        row.path->setToolTip(tr("%1: %2").arg(name, purpose(name)));
        label->setBuddy(row.path);
        auto *browseButton = new QPushButton(tr("Browse…"), this);
        browseButton->setObjectName(QStringLiteral("toolBrowse_") + name);
        browseButton->setToolTip(tr("Choose the %1 executable").arg(name));
        row.status = makeNote({}, this);
        row.status->setObjectName(QStringLiteral("toolStatus_") + name);
        row.status->setTextFormat(Qt::PlainText);
        row.debounce = new QTimer(this);
        row.debounce->setSingleShot(true);
        row.debounce->setInterval(400);

        grid->addWidget(label, line, 0);
        grid->addWidget(row.path, line, 1);
        grid->addWidget(browseButton, line, 2);
        grid->addWidget(row.status, line + 1, 1, 1, 2);
        grid->setRowMinimumHeight(line + 2, fontMetrics().height() / 2);
        line += 3;

        connect(row.path, &QLineEdit::textChanged, this, [this, name] {
            m_rows[name].debounce->start();
            Q_EMIT changed();
        });
        connect(row.debounce, &QTimer::timeout, this, [this, name] { detect(name); });
        connect(browseButton, &QPushButton::clicked, this, [this, name] { browse(name); });
        m_rows.insert(name, row);
    }
    layout->addLayout(grid);
    layout->addStretch();
}

void ToolSettingsPage::load(const loop::SessionDefaults &defaults)
{
    for (auto it = m_rows.begin(); it != m_rows.end(); ++it) {
        const QSignalBlocker blocker(it->path);
        it->path->setText(defaults.toolPaths.value(it.key()));
    }
    detectAll();
}

void ToolSettingsPage::store(loop::SessionDefaults &defaults) const
{
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        const QString path = it->path->text().trimmed();
        if (path.isEmpty())
            defaults.toolPaths.remove(it.key());
        else
            defaults.toolPaths.insert(it.key(), path);
    }
}

QStringList ToolSettingsPage::problems() const
{
    QStringList out;
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        const QString path = it->path->text().trimmed();
        if (path.isEmpty())
            continue; // not installed is fine: the tool is optional
        const Result<QString> resolved = tools::resolveTool(it.key(), path);
        if (!resolved)
            out << resolved.error().message;
    }
    return out;
}

void ToolSettingsPage::detectAll()
{
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it)
        detect(it.key());
}

void ToolSettingsPage::detect(const QString &name)
{
    Row &row = m_rows[name];
    row.debounce->stop();
    const int generation = ++row.generation;
    const QString configured = row.path->text().trimmed();
    row.status->setText(tr("Looking for %1…").arg(name));
    ++m_pending;
    auto *watcher = new QFutureWatcher<Result<tools::DetectedTool>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, name, generation] {
        watcher->deleteLater();
        --m_pending;
        Row &r = m_rows[name];
        if (generation != r.generation)
            return; // superseded by a later edit
        const Result<tools::DetectedTool> found = watcher->result();
        if (found) {
            r.status->setText(tr("%1 — %2").arg(found.value().version, found.value().program));
            r.status->setToolTip({});
        } else {
            r.status->setText(found.error().message);
            r.status->setToolTip(found.error().detail);
        }
        Q_EMIT detected(name);
    });
    watcher->setFuture(QtConcurrent::run([name, configured] {
        return tools::detectTool(name, configured, std::chrono::seconds(3));
    }));
}

void ToolSettingsPage::browse(const QString &name)
{
    QLineEdit *path = m_rows[name].path;
    const QString file
        = QFileDialog::getOpenFileName(this, tr("Choose the %1 executable").arg(name),
            path->text().isEmpty() ? QStringLiteral("/") : path->text());
    if (!file.isEmpty())
        path->setText(file);
}

} // namespace packwright::ui
