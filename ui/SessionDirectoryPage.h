// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWizardPage>

#include <functional>

class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace packwright::loop {
struct PackagingRequest;
}

namespace packwright::ui {

class FieldMessage;

/// The New session wizard's last page: where the session goes, and the whole request in
/// plain words. The directory defaults to AppDataLocation/sessions/<name>-<yyyyMMdd-HHmmss>
/// (a new default each time the page is entered, until the user edits it); it must be
/// absolute, new or empty, not hold a session (loop::checkNewSessionDirectory), and be
/// creatable.
class SessionDirectoryPage : public QWizardPage
{
    Q_OBJECT

public:
    /// `name`: the short name of the session (SessionSourcePage::suggestedName); `draft`: the
    /// request of the earlier pages, for the summary.
    SessionDirectoryPage(std::function<QString()> name,
        std::function<loop::PackagingRequest()> draft, QWidget *parent = nullptr);

    /// The chosen directory, absolute and cleaned.
    QString directory() const;

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

private:
    QString problem() const;
    void updateState();

    std::function<QString()> m_name;
    std::function<loop::PackagingRequest()> m_draft;
    QLineEdit *m_edit;
    QPushButton *m_browse;
    FieldMessage *m_message;
    QPlainTextEdit *m_summary;
    bool m_edited = false; ///< the user changed the directory: keep it
};

} // namespace packwright::ui
