// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BuildLogView.h"

#include "LogDocument.h"
#include "LogTextArea.h"
#include "SignalListModel.h"

#include <QAction>
#include <QActionGroup>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace packwright::ui {

namespace {

QToolButton *makeButton(QWidget *parent, const QString &text, const QString &toolTip)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(toolTip);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(true);
    return button;
}

/// An action of the view, its shortcut active while the focus is anywhere in the view.
QAction *makeAction(QWidget *owner, const QString &text, const QKeySequence &keys = {})
{
    auto *action = new QAction(text, owner);
    action->setShortcut(keys);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    if (!keys.isEmpty())
        action->setToolTip(
            QStringLiteral("%1 (%2)").arg(text, keys.toString(QKeySequence::NativeText)));
    owner->addAction(action);
    return action;
}

/// Dims the signals the model judged noise: they stay in the list, out of the Feedback slot.
class SignalDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(models::SignalListModel::VerifiedRoleRole).toString() == u"noise")
            option->palette.setColor(
                QPalette::Text, option->palette.color(QPalette::Disabled, QPalette::Text));
    }
};

} // namespace

BuildLogView::BuildLogView(QWidget *parent)
    : QWidget(parent)
    , m_condensed(new models::LogDocument(this))
    , m_raw(new models::LogDocument(this))
    , m_area(new LogTextArea(this))
    , m_signalModel(new models::SignalListModel(this))
    , m_signals(new QTreeView(this))
    , m_condensedAction(makeAction(this, tr("Condensed")))
    , m_rawAction(makeAction(this, tr("Raw log")))
    , m_followAction(makeAction(this, tr("Follow end")))
    , m_status(new QLabel(this))
    , m_searchBar(new QWidget(this))
    , m_searchField(new QLineEdit(m_searchBar))
    , m_searchStatus(new QLabel(m_searchBar))
{
    setObjectName(QStringLiteral("buildLog"));
    m_condensed->setObjectName(QStringLiteral("condensedLog"));
    m_raw->setObjectName(QStringLiteral("rawLog"));
    m_signals->setObjectName(QStringLiteral("buildLogSignals"));
    m_searchField->setObjectName(QStringLiteral("buildLogSearch"));

    // End, in the text area, starts following too (and moves to the last line).
    m_followAction->setCheckable(true);
    m_followAction->setChecked(true);
    m_followAction->setToolTip(
        tr("Keep the end of a growing log in view; scrolling up stops it, End starts it"));
    m_condensedAction->setCheckable(true);
    m_rawAction->setCheckable(true);
    auto *viewGroup = new QActionGroup(this);
    viewGroup->addAction(m_condensedAction);
    viewGroup->addAction(m_rawAction);
    m_condensedAction->setToolTip(tr("The recorded excerpt of the log (Ctrl+Shift+L switches)"));
    m_rawAction->setToolTip(tr("The whole log file (Ctrl+Shift+L switches)"));
    QAction *switchView
        = makeAction(this, tr("Switch view"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    QAction *find = makeAction(this, tr("Find…"), QKeySequence(Qt::CTRL | Qt::Key_F));
    QAction *findNextAction = makeAction(this, tr("Next match"), QKeySequence(Qt::Key_F3));
    QAction *findPreviousAction
        = makeAction(this, tr("Previous match"), QKeySequence(Qt::SHIFT | Qt::Key_F3));
    QAction *fold = makeAction(this, tr("Fold phases"));
    fold->setToolTip(tr("Fold every phase to its header (Ctrl+Left)"));
    QAction *unfold = makeAction(this, tr("Unfold phases"));
    unfold->setToolTip(tr("Show every phase's lines (Ctrl+Right)"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setContentsMargins(4, 0, 4, 0);

    auto *toolBar = new QToolBar(this);
    toolBar->setObjectName(QStringLiteral("buildLogToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolBar->addActions({m_condensedAction, m_rawAction});
    toolBar->addSeparator();
    toolBar->addActions({m_followAction, find, fold, unfold});
    auto *spacer = new QWidget(toolBar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolBar->addWidget(spacer);
    toolBar->addWidget(m_status);

    auto *searchLayout = new QHBoxLayout(m_searchBar);
    searchLayout->setContentsMargins(2, 0, 2, 0);
    auto *searchLabel = new QLabel(tr("&Find:"), m_searchBar);
    searchLabel->setBuddy(m_searchField);
    m_searchField->setPlaceholderText(tr("Text in the log"));
    m_searchField->setClearButtonEnabled(true);
    m_searchField->installEventFilter(this);
    auto *previous = makeButton(m_searchBar, tr("Previous"), findPreviousAction->toolTip());
    auto *next = makeButton(m_searchBar, tr("Next"), findNextAction->toolTip());
    auto *close = makeButton(m_searchBar, tr("Close"), tr("Close the search bar (Esc)"));
    searchLayout->addWidget(searchLabel);
    searchLayout->addWidget(m_searchField, 1);
    searchLayout->addWidget(previous);
    searchLayout->addWidget(next);
    searchLayout->addWidget(m_searchStatus);
    searchLayout->addWidget(close);
    m_searchBar->hide();

    // One column, two lines an item: it reads in a narrow dock, at any scale.
    m_signals->setModel(m_signalModel);
    m_signals->setItemDelegate(new SignalDelegate(m_signals));
    m_signals->setRootIsDecorated(false);
    m_signals->setAllColumnsShowFocus(true);
    m_signals->setAlternatingRowColors(true);
    m_signals->setTextElideMode(Qt::ElideMiddle);
    m_signals->setMinimumWidth(m_signals->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 18);
    m_signals->hide();

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_area);
    splitter->addWidget(m_signals);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar);
    layout->addWidget(m_searchBar);
    layout->addWidget(splitter, 1);
    setFocusProxy(m_area);

    connect(m_raw, &models::LogDocument::linesAdded, this, [this] {
        if (m_pendingLine > 0)
            showLine(m_pendingLine);
    });
    connect(m_condensedAction, &QAction::triggered, this, [this] { setRawShown(false); });
    connect(m_rawAction, &QAction::triggered, this, [this] { setRawShown(true); });
    connect(switchView, &QAction::triggered, this, [this] { setRawShown(!isRawShown()); });
    connect(m_followAction, &QAction::triggered, m_area, &LogTextArea::setFollowing);
    connect(m_area, &LogTextArea::followingChanged, m_followAction, &QAction::setChecked);
    connect(m_area, &LogTextArea::statusMessage, this, [this](const QString &text) {
        m_message = text;
        updateStatus();
    });
    connect(find, &QAction::triggered, this, &BuildLogView::openSearchBar);
    connect(findNextAction, &QAction::triggered, this, &BuildLogView::findNext);
    connect(findPreviousAction, &QAction::triggered, this, &BuildLogView::findPrevious);
    connect(fold, &QAction::triggered, this, [this] { m_area->setAllFolded(true); });
    connect(unfold, &QAction::triggered, this, [this] { m_area->setAllFolded(false); });
    connect(previous, &QToolButton::clicked, this, &BuildLogView::findPrevious);
    connect(next, &QToolButton::clicked, this, &BuildLogView::findNext);
    connect(close, &QToolButton::clicked, this, &BuildLogView::closeSearchBar);
    connect(m_searchField, &QLineEdit::textEdited, this, &BuildLogView::setSearchText);
    connect(m_searchField, &QLineEdit::returnPressed, this, &BuildLogView::findNext);
    connect(m_signals, &QTreeView::activated, this, &BuildLogView::activateSignal);
    connect(m_signals, &QTreeView::clicked, this, &BuildLogView::activateSignal);
    for (models::LogDocument *document : {m_condensed, m_raw}) {
        for (auto signal : {&models::LogDocument::reset, &models::LogDocument::indexingFinished})
            connect(document, signal, this, &BuildLogView::updateStatus);
        connect(document, &models::LogDocument::linesAdded, this, &BuildLogView::updateStatus);
        connect(document, &models::LogDocument::searchFinished, this,
            [this, document](int id, qint64 line) {
                if (document == m_area->document())
                    searchDone(id, line);
            });
    }
    showDocument(m_condensed);
}

BuildLogView::~BuildLogView() = default;

bool BuildLogView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_searchField && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            closeSearchBar();
            return true;
        }
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && key->modifiers() & Qt::ShiftModifier) {
            findPrevious();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void BuildLogView::showAttempt(const workspace::Attempt &attempt)
{
    m_pendingLine = 0;
    m_signalRecords = attempt.signalRecords;
    QByteArray excerpt = attempt.log.join(QLatin1Char('\n')).toUtf8();
    if (!excerpt.isEmpty())
        excerpt += '\n';
    m_condensed->setBytes(excerpt);
    const bool hasFile = !attempt.logFile.isEmpty() && QFileInfo(attempt.logFile).isFile();
    if (hasFile && m_raw->isFile() && m_raw->filePath() == attempt.logFile) {
        // The same live attempt again (its signals arrived): keep the log, place and view.
        fillSignals();
        showDocument(m_area->document());
        return;
    }
    if (hasFile)
        m_raw->openFile(attempt.logFile);
    else
        m_raw->clear();
    fillSignals();
    showDocument(m_raw->isFile() ? m_raw : m_condensed);
}

void BuildLogView::setLines(const QStringList &lines)
{
    workspace::Attempt attempt;
    attempt.log = lines;
    showAttempt(attempt);
}

void BuildLogView::clear()
{
    showAttempt(workspace::Attempt{});
}

QString BuildLogView::toPlainText() const
{
    const models::LogDocument *document = m_area->document();
    QStringList lines;
    for (qint64 line = 0; document && line < document->lineCount(); ++line)
        lines << document->lineText(line);
    return lines.join(QLatin1Char('\n'));
}

bool BuildLogView::isRawShown() const
{
    return m_area->document() == m_raw;
}

void BuildLogView::setRawShown(bool raw)
{
    showDocument(raw && m_raw->isFile() ? m_raw : m_condensed);
}

void BuildLogView::showDocument(models::LogDocument *document)
{
    if (m_area->document() != document)
        m_area->setDocument(document);
    // Signal line numbers count lines of the log file when there is one.
    models::LogDocument *signalDocument = m_raw->isFile() ? m_raw : m_condensed;
    std::vector<LogTextArea::Mark> marks;
    if (document == signalDocument) {
        for (const workspace::SignalRecord &s : m_signalRecords) {
            if (s.firstLine > 0)
                marks.push_back({s.firstLine - 1, qMax(s.firstLine, s.lastLine) - 1, s.rank});
        }
    }
    m_area->setMarks(std::move(marks));
    m_rawAction->setEnabled(m_raw->isFile());
    m_rawAction->setChecked(document == m_raw);
    m_condensedAction->setChecked(document == m_condensed);
    m_message.clear();
    updateStatus();
}

void BuildLogView::fillSignals()
{
    m_signalModel->setSignals(m_signalRecords);
    m_signals->setVisible(!m_signalRecords.isEmpty());
}

bool BuildLogView::showSignal(int rank)
{
    for (const workspace::SignalRecord &s : m_signalRecords) {
        if (s.rank != rank || s.firstLine <= 0)
            continue;
        if (m_raw->isFile())
            setRawShown(true);
        m_area->selectLines(s.firstLine - 1, qMax(s.firstLine, s.lastLine) - 1);
        return true;
    }
    return false;
}

void BuildLogView::showLine(qint64 line)
{
    if (line < 1)
        return;
    if (m_raw->isFile())
        setRawShown(true);
    const models::LogDocument *document = m_area->document();
    if (!document || document->lineCount() < line) {
        m_pendingLine = line; // the worker is still indexing the file up to it
        return;
    }
    m_pendingLine = 0;
    m_area->selectLines(line - 1, line - 1);
}

void BuildLogView::activateSignal(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const int rank = index.data(models::SignalListModel::RankRole).toInt();
    showSignal(rank);
    for (const workspace::SignalRecord &s : m_signalRecords)
        if (s.rank == rank && !s.target.isEmpty())
            Q_EMIT signalTargetActivated(s.target);
}

void BuildLogView::openSearchBar()
{
    m_searchBar->show();
    m_searchField->setFocus(Qt::ShortcutFocusReason);
    m_searchField->selectAll();
}

void BuildLogView::closeSearchBar()
{
    m_searchBar->hide();
    m_area->setSearchText({});
    m_searchStatus->clear();
    m_area->setFocus(Qt::ShortcutFocusReason);
}

void BuildLogView::setSearchText(const QString &text)
{
    if (m_searchField->text() != text)
        m_searchField->setText(text);
    m_area->setSearchText(text);
    startSearch(true, true);
}

void BuildLogView::findNext()
{
    startSearch(true, false);
}

void BuildLogView::findPrevious()
{
    startSearch(false, false);
}

void BuildLogView::startSearch(bool forward, bool includeCurrent)
{
    models::LogDocument *document = m_area->document();
    const QString text = m_searchField->text();
    if (!m_searchBar->isVisible())
        m_searchBar->show();
    if (!document || text.isEmpty()) {
        m_searchStatus->clear();
        return;
    }
    m_area->setSearchText(text);
    qint64 current = m_area->currentLine();
    if (current < 0)
        current = qMax<qint64>(0, m_area->firstVisibleLine());
    m_searchForward = forward;
    m_searchFrom = forward && !includeCurrent ? current + 1 : current;
    m_searchStatus->setText(tr("Searching…"));
    m_searchId = document->startSearch(text, m_searchFrom, forward);
}

void BuildLogView::searchDone(int id, qint64 line)
{
    if (id != m_searchId)
        return;
    if (line < 0) {
        m_searchStatus->setText(tr("Not found"));
    } else {
        const bool wrapped = m_searchForward ? line < m_searchFrom : line >= m_searchFrom;
        m_searchStatus->setText(
            wrapped ? tr("Line %L1, wrapped around").arg(line + 1) : tr("Line %L1").arg(line + 1));
        m_area->selectLines(line, line);
    }
    Q_EMIT searchFinished(line);
}

void BuildLogView::updateStatus()
{
    const models::LogDocument *document = m_area->document();
    QString text;
    if (document && !document->errorString().isEmpty())
        text = document->errorString();
    else if (document)
        text = document->lineCount() == 1 ? tr("1 line")
                                          : tr("%L1 lines").arg(document->lineCount());
    if (document && document->isIndexing())
        text += QStringLiteral(" · ") + tr("reading…");
    if (!m_raw->errorString().isEmpty() && document != m_raw)
        text += QStringLiteral(" · ") + m_raw->errorString();
    if (!m_message.isEmpty())
        text += QStringLiteral(" · ") + m_message;
    m_status->setText(text);
}

} // namespace packwright::ui
