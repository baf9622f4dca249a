// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SettingsPage.h"

#include "nix/BuildRequest.h"

#include <QList>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace packwright::ui {

/// The known nixpkgs sources (a local checkout or a flake reference; the first is the default
/// of new sessions) and the Nix options every Nix command gets ("NAME=VALUE", one a line).
/// Widgets: list "nixpkgsSources"; buttons "addNixpkgs", "removeNixpkgs", "moveNixpkgsUp",
/// "moveNixpkgsDown", "browseNixpkgs"; the selected source's "nixpkgsKind" (0 local checkout,
/// 1 flake) and "nixpkgsLocation"; "nixOptions" (plain text). Errors: "nixpkgsError",
/// "nixOptionsError"; "nixEnvironment" names the Nix those options give (version, system,
/// store kind, sandbox), probed off the GUI thread when the page loads and after the options
/// change (issue 19).
class NixpkgsSettingsPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit NixpkgsSettingsPage(QWidget *parent = nullptr);
    void load(const loop::SessionDefaults &defaults) override;
    void store(loop::SessionDefaults &defaults) const override;
    QStringList problems() const override;

    /// Why `source` cannot be used, one sentence; empty when it can.
    static QString sourceProblem(const nix::NixpkgsSource &source);
    /// Why the Nix options text cannot be used (the first bad line); empty when it can.
    static QString optionsProblem(const QString &text);

Q_SIGNALS:
    /// The Nix line ("nixEnvironment") shows the answer of the latest probe.
    void nixProbed();

private:
    void refreshList();
    void selectRow(int row);
    void editSelected();
    void add();
    void removeSelected();
    void move(int delta);
    void browse();
    void validate();
    void probeNix();

    QList<nix::NixpkgsSource> m_sources;
    QListWidget *m_list;
    QComboBox *m_kind;
    QLineEdit *m_location;
    QPushButton *m_browse;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QLabel *m_sourceError;
    QPlainTextEdit *m_options;
    QLabel *m_optionsError;
    QLabel *m_nix;
    QTimer *m_probeDebounce;
    int m_probeGeneration = 0;
    bool m_loading = false;
};

} // namespace packwright::ui
