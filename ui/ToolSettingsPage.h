// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SettingsPage.h"

#include <QMap>

class QLineEdit;
class QTimer;

namespace packwright::ui {

/// Paths of the optional tools (tools::optionalToolNames(): nixfmt, nix-locate, nurl,
/// nix-update): empty means "from PATH". Each tool's version is detected by running
/// `TOOL --version` on a worker thread (3 s limit), again after each edit; a configured path
/// that is not an executable blocks OK. Widgets per tool NAME: "toolPath_NAME",
/// "toolBrowse_NAME", "toolStatus_NAME" (the version and program, "not found" or the error).
class ToolSettingsPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit ToolSettingsPage(QWidget *parent = nullptr);
    void load(const loop::SessionDefaults &defaults) override;
    void store(loop::SessionDefaults &defaults) const override;
    QStringList problems() const override;

    /// Runs the detection of every tool again.
    void detectAll();
    /// Detections still running (for tests and a busy cursor).
    int pendingDetections() const { return m_pending; }

Q_SIGNALS:
    /// A detection finished; its text is in "toolStatus_NAME".
    void detected(const QString &name);

private:
    struct Row
    {
        QLineEdit *path = nullptr;
        QLabel *status = nullptr;
        QTimer *debounce = nullptr;
        int generation = 0;
    };
    void detect(const QString &name);
    void browse(const QString &name);

    QMap<QString, Row> m_rows;
    int m_pending = 0;
};

} // namespace packwright::ui
