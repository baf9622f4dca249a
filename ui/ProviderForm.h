// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/ProviderProfile.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace packwright::ui {

/// The fields of one llm::ProviderProfile (no key: see ProviderSettingsPage). Widgets:
/// "profileName", "protocol" (0 OpenAI-compatible, 1 Anthropic), "baseUrl", "model",
/// "temperatureSet" + "temperature", "topPSet" + "topP", "maxOutputTokens", "contextWindow",
/// "pricesSet" + "priceInput", "priceOutput", "priceCached" (US$ per million tokens),
/// "profileTimeout" (seconds), "keyEnv", "keyRequired", "structuredOutput"; errors
/// "profileNameError", "baseUrlError", "modelError".
class ProviderForm : public QWidget
{
    Q_OBJECT

public:
    explicit ProviderForm(QWidget *parent = nullptr);

    void setProfile(const llm::ProviderProfile &profile);
    llm::ProviderProfile profile() const;
    /// Shows the problems of the profile next to its fields (empty strings hide them).
    void showProblems(const QString &name, const QString &baseUrl, const QString &model);
    /// The form's layout, for the page to add the key rows under the profile's fields.
    QFormLayout *formLayout() const { return m_form; }

    /// Why `url` cannot be a base URL, one sentence; empty when it can.
    static QString baseUrlProblem(const QUrl &url);

Q_SIGNALS:
    /// The user edited a field.
    void edited();

private:
    void updateEnabled();

    QFormLayout *m_form;
    QLineEdit *m_name;
    QComboBox *m_protocol;
    QLineEdit *m_baseUrl;
    QLineEdit *m_model;
    QCheckBox *m_temperatureSet;
    QDoubleSpinBox *m_temperature;
    QCheckBox *m_topPSet;
    QDoubleSpinBox *m_topP;
    QSpinBox *m_maxOutputTokens;
    QSpinBox *m_contextWindow;
    QCheckBox *m_pricesSet;
    QDoubleSpinBox *m_priceInput;
    QDoubleSpinBox *m_priceOutput;
    QDoubleSpinBox *m_priceCached;
    QSpinBox *m_timeout;
    QLineEdit *m_keyEnv;
    QCheckBox *m_keyRequired;
    QCheckBox *m_structuredOutput;
    QLabel *m_nameError;
    QLabel *m_baseUrlError;
    QLabel *m_modelError;
    bool m_loading = false;
};

} // namespace packwright::ui
