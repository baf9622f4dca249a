// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "NixpkgsSettingsPage.h"

#include "loop/SessionDefaults.h"
#include "nix/NixEnvironment.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace packwright::ui {

namespace {
QPushButton *button(const QString &text, const QString &objectName, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setObjectName(objectName);
    return b;
}
} // namespace

NixpkgsSettingsPage::NixpkgsSettingsPage(QWidget *parent)
    : SettingsPage(parent)
    , m_list(new QListWidget(this))
    , m_kind(new QComboBox(this))
    , m_location(new QLineEdit(this))
    , m_browse(button(tr("&Browse…"), QStringLiteral("browseNixpkgs"), this))
    , m_remove(button(tr("&Remove"), QStringLiteral("removeNixpkgs"), this))
    , m_up(button(tr("Move &up"), QStringLiteral("moveNixpkgsUp"), this))
    , m_down(button(tr("Move &down"), QStringLiteral("moveNixpkgsDown"), this))
    , m_sourceError(makeErrorLabel(QStringLiteral("nixpkgsError"), this))
    , m_options(new QPlainTextEdit(this))
    , m_optionsError(makeErrorLabel(QStringLiteral("nixOptionsError"), this))
    , m_nix(makeNote(QString(), this))
    , m_probeDebounce(new QTimer(this))
{
    m_nix->setObjectName(QStringLiteral("nixEnvironment"));
    m_nix->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_probeDebounce->setSingleShot(true);
    m_probeDebounce->setInterval(600);
    connect(m_probeDebounce, &QTimer::timeout, this, &NixpkgsSettingsPage::probeNix);
    m_list->setObjectName(QStringLiteral("nixpkgsSources"));
    m_kind->setObjectName(QStringLiteral("nixpkgsKind"));
    m_location->setObjectName(QStringLiteral("nixpkgsLocation"));
    m_options->setObjectName(QStringLiteral("nixOptions"));
    m_kind->addItems({tr("Local checkout"), tr("Flake reference")});
    m_options->setTabChangesFocus(true);
    m_options->setPlaceholderText(tr("substituters=\ncores=2"));
    m_list->setMinimumHeight(fontMetrics().height() * 6);
    m_options->setMinimumHeight(fontMetrics().height() * 4);

    auto *sources = new QGroupBox(tr("nixpkgs sources"), this);
    auto *sourcesLayout = new QVBoxLayout(sources);
    sourcesLayout->addWidget(makeNote(
        tr("The nixpkgs new sessions build against. The first one is the default."), sources));
    auto *listRow = new QHBoxLayout;
    listRow->addWidget(m_list, 1);
    auto *buttons = new QVBoxLayout;
    auto *add = button(tr("&Add"), QStringLiteral("addNixpkgs"), sources);
    for (QPushButton *b : {add, m_remove, m_up, m_down})
        buttons->addWidget(b);
    buttons->addStretch();
    listRow->addLayout(buttons);
    sourcesLayout->addLayout(listRow);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(tr("&Kind:"), m_kind);
    auto *locationRow = new QHBoxLayout;
    locationRow->addWidget(m_location, 1);
    locationRow->addWidget(m_browse);
    auto *locationLabel = new QLabel(tr("&Location:"), sources);
    locationLabel->setBuddy(m_location);
    form->addRow(locationLabel, locationRow);
    form->addRow(m_sourceError);
    sourcesLayout->addLayout(form);

    auto *options = new QGroupBox(tr("Nix options"), this);
    auto *optionsLayout = new QVBoxLayout(options);
    auto *optionsNote = makeNote(tr("Passed to every Nix command as --option NAME VALUE: one "
                                    "NAME=VALUE a line (an empty value is allowed)."),
        options);
    optionsLayout->addWidget(optionsNote);
    optionsLayout->addWidget(m_options);
    optionsLayout->addWidget(m_optionsError);
    optionsLayout->addWidget(m_nix);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(sources, 3);
    layout->addWidget(options, 2);

    connect(m_list, &QListWidget::currentRowChanged, this, &NixpkgsSettingsPage::selectRow);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &NixpkgsSettingsPage::editSelected);
    connect(m_location, &QLineEdit::textEdited, this, &NixpkgsSettingsPage::editSelected);
    connect(add, &QPushButton::clicked, this, &NixpkgsSettingsPage::add);
    connect(m_remove, &QPushButton::clicked, this, &NixpkgsSettingsPage::removeSelected);
    connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { move(1); });
    connect(m_browse, &QPushButton::clicked, this, &NixpkgsSettingsPage::browse);
    connect(m_options, &QPlainTextEdit::textChanged, this, [this] {
        validate();
        m_probeDebounce->start();
        Q_EMIT changed();
    });
    selectRow(-1);
}

QString NixpkgsSettingsPage::sourceProblem(const nix::NixpkgsSource &source)
{
    const QString location = source.location.trimmed();
    if (source.kind == nix::NixpkgsSource::Kind::Flake) {
        if (location.isEmpty())
            return tr("Give a flake reference, e.g. github:NixOS/nixpkgs/nixos-24.05.");
        if (location.contains(QLatin1Char(' ')))
            return tr("A flake reference has no spaces: \"%1\".").arg(location);
        return {};
    }
    if (location.isEmpty())
        return tr("Give the path of a local nixpkgs checkout.");
    if (!QDir::isAbsolutePath(location))
        return tr("Give an absolute path: \"%1\" is relative.").arg(location);
    if (!QFileInfo(location).isDir())
        return tr("The directory %1 does not exist.").arg(location);
    return {};
}

QString NixpkgsSettingsPage::optionsProblem(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        const QString name = eq > 0 ? line.left(eq).trimmed() : QString();
        if (name.isEmpty() || name.contains(QLatin1Char(' ')))
            return tr("Line %1: write NAME=VALUE, e.g. substituters= or cores=2.").arg(i + 1);
    }
    return {};
}

void NixpkgsSettingsPage::load(const loop::SessionDefaults &defaults)
{
    m_sources = defaults.nixpkgsSources;
    m_loading = true;
    m_options->setPlainText(defaults.nixOptions.join(QLatin1Char('\n')));
    m_loading = false;
    refreshList();
    m_list->setCurrentRow(m_sources.isEmpty() ? -1 : 0);
    selectRow(m_list->currentRow());
    validate();
    probeNix();
}

void NixpkgsSettingsPage::probeNix()
{
    m_probeDebounce->stop();
    if (!optionsProblem(m_options->toPlainText()).isEmpty())
        return; // the options line says what is wrong; no Nix runs with them
    loop::SessionDefaults defaults;
    store(defaults);
    const nix::BuildOptions options = defaults.buildOptions();
    const int generation = ++m_probeGeneration;
    m_nix->setText(tr("Asking Nix…"));
    m_nix->setToolTip({});
    auto *watcher = new QFutureWatcher<nix::NixEnvironment>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_probeGeneration)
            return; // superseded by a later edit
        const nix::NixEnvironment env = watcher->result();
        m_nix->setText(tr("With these options: %1").arg(env.summary()));
        m_nix->setToolTip(env.warnings.join(QLatin1Char('\n')));
        Q_EMIT nixProbed();
    });
    watcher->setFuture(
        QtConcurrent::run([options] { return nix::NixEnvironment::probe(options); }));
}

void NixpkgsSettingsPage::store(loop::SessionDefaults &defaults) const
{
    defaults.nixpkgsSources.clear();
    for (nix::NixpkgsSource source : m_sources) {
        source.location = source.location.trimmed();
        defaults.nixpkgsSources << source;
    }
    defaults.nixOptions.clear();
    for (const QString &line : m_options->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            defaults.nixOptions << line.trimmed();
}

QStringList NixpkgsSettingsPage::problems() const
{
    QStringList out;
    for (qsizetype i = 0; i < m_sources.size(); ++i) {
        const QString problem = sourceProblem(m_sources.at(i));
        if (!problem.isEmpty())
            out << tr("nixpkgs source %1: %2").arg(i + 1).arg(problem);
    }
    const QString options = optionsProblem(m_options->toPlainText());
    if (!options.isEmpty())
        out << tr("Nix options: %1").arg(options);
    return out;
}

void NixpkgsSettingsPage::refreshList()
{
    const int current = m_list->currentRow();
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (qsizetype i = 0; i < m_sources.size(); ++i) {
        const nix::NixpkgsSource &s = m_sources.at(i);
        QString text = s.kind == nix::NixpkgsSource::Kind::Flake
            ? tr("Flake: %1").arg(s.location)
            : tr("Local checkout: %1").arg(s.location);
        if (i == 0)
            text = tr("%1 (default)").arg(text);
        auto *item = new QListWidgetItem(text, m_list);
        item->setToolTip(text);
    }
    m_list->setCurrentRow(std::min(current, int(m_sources.size()) - 1));
}

void NixpkgsSettingsPage::selectRow(int row)
{
    const bool valid = row >= 0 && row < m_sources.size();
    m_loading = true;
    m_kind->setEnabled(valid);
    m_location->setEnabled(valid);
    m_remove->setEnabled(valid);
    m_up->setEnabled(valid && row > 0);
    m_down->setEnabled(valid && row + 1 < m_sources.size());
    if (valid) {
        m_kind->setCurrentIndex(m_sources.at(row).kind == nix::NixpkgsSource::Kind::Flake ? 1 : 0);
        m_location->setText(m_sources.at(row).location);
    } else {
        m_location->clear();
    }
    m_browse->setEnabled(valid && m_kind->currentIndex() == 0);
    m_location->setPlaceholderText(m_kind->currentIndex() == 0
            ? tr("/home/you/src/nixpkgs")
            : tr("github:NixOS/nixpkgs/nixos-24.05"));
    m_loading = false;
    validate();
}

void NixpkgsSettingsPage::editSelected()
{
    const int row = m_list->currentRow();
    if (m_loading || row < 0 || row >= m_sources.size())
        return;
    nix::NixpkgsSource &source = m_sources[row];
    source.kind = m_kind->currentIndex() == 1 ? nix::NixpkgsSource::Kind::Flake
                                              : nix::NixpkgsSource::Kind::LocalPath;
    source.location = m_location->text();
    m_browse->setEnabled(m_kind->currentIndex() == 0);
    m_location->setPlaceholderText(m_kind->currentIndex() == 0
            ? tr("/home/you/src/nixpkgs")
            : tr("github:NixOS/nixpkgs/nixos-24.05"));
    refreshList();
    validate();
    Q_EMIT changed();
}

void NixpkgsSettingsPage::add()
{
    m_sources << nix::NixpkgsSource::localPath({});
    refreshList();
    m_list->setCurrentRow(int(m_sources.size()) - 1);
    m_location->setFocus();
    validate();
    Q_EMIT changed();
}

void NixpkgsSettingsPage::removeSelected()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_sources.size())
        return;
    m_sources.removeAt(row);
    refreshList();
    m_list->setCurrentRow(std::min(row, int(m_sources.size()) - 1));
    selectRow(m_list->currentRow());
    Q_EMIT changed();
}

void NixpkgsSettingsPage::move(int delta)
{
    const int row = m_list->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_sources.size())
        return;
    m_sources.swapItemsAt(row, to);
    refreshList();
    m_list->setCurrentRow(to);
    selectRow(to);
    Q_EMIT changed();
}

void NixpkgsSettingsPage::browse()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Choose a nixpkgs checkout"), m_location->text());
    if (dir.isEmpty())
        return;
    m_location->setText(dir);
    editSelected();
}

void NixpkgsSettingsPage::validate()
{
    const int row = m_list->currentRow();
    showError(m_sourceError,
        row >= 0 && row < m_sources.size() ? sourceProblem(m_sources.at(row)) : QString());
    showError(m_optionsError, optionsProblem(m_options->toPlainText()));
}

} // namespace packwright::ui
