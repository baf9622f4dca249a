// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ProviderForm.h"

#include "SettingsPage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <limits>

namespace packwright::ui {

namespace {

template<typename T>
T *named(T *widget, const char *name)
{
    widget->setObjectName(QLatin1String(name));
    return widget;
}

QDoubleSpinBox *priceBox(const char *name, QWidget *parent)
{
    auto *box = named(new QDoubleSpinBox(parent), name);
    box->setRange(0, 10000);
    box->setDecimals(3);
    box->setSingleStep(0.1);
    return box;
}

/// A check box and the field it enables, side by side.
QWidget *optionalRow(QCheckBox *check, QWidget *field, QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(check);
    layout->addWidget(field, 1);
    return row;
}

} // namespace

ProviderForm::ProviderForm(QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
    , m_name(named(new QLineEdit(this), "profileName"))
    , m_protocol(named(new QComboBox(this), "protocol"))
    , m_baseUrl(named(new QLineEdit(this), "baseUrl"))
    , m_model(named(new QLineEdit(this), "model"))
    , m_temperatureSet(named(new QCheckBox(tr("Set:"), this), "temperatureSet"))
    , m_temperature(named(new QDoubleSpinBox(this), "temperature"))
    , m_topPSet(named(new QCheckBox(tr("Set:"), this), "topPSet"))
    , m_topP(named(new QDoubleSpinBox(this), "topP"))
    , m_maxOutputTokens(named(new QSpinBox(this), "maxOutputTokens"))
    , m_contextWindow(named(new QSpinBox(this), "contextWindow"))
    , m_pricesSet(named(
          new QCheckBox(tr("&Own prices (else the bundled price table's)"), this), "pricesSet"))
    , m_priceInput(priceBox("priceInput", this))
    , m_priceOutput(priceBox("priceOutput", this))
    , m_priceCached(priceBox("priceCached", this))
    , m_timeout(named(new QSpinBox(this), "profileTimeout"))
    , m_keyEnv(named(new QLineEdit(this), "keyEnv"))
    , m_keyRequired(named(new QCheckBox(tr("The server needs an API &key"), this), "keyRequired"))
    , m_structuredOutput(
          named(new QCheckBox(tr("The server understands &structured output (JSON schema)"), this),
              "structuredOutput"))
    , m_nameError(makeErrorLabel(QStringLiteral("profileNameError"), this))
    , m_baseUrlError(makeErrorLabel(QStringLiteral("baseUrlError"), this))
    , m_modelError(makeErrorLabel(QStringLiteral("modelError"), this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_protocol->addItems({tr("OpenAI-compatible (Chat Completions)"), tr("Anthropic Messages")});
    m_baseUrl->setPlaceholderText(tr("https://api.openai.com/v1 or http://127.0.0.1:11434/v1"));
    m_model->setPlaceholderText(tr("gpt-4o, claude-sonnet-4-0, qwen2.5-coder…"));
    m_temperature->setRange(0, 2);
    m_temperature->setSingleStep(0.1);
    m_topP->setRange(0, 1);
    m_topP->setSingleStep(0.05);
    m_maxOutputTokens->setRange(1, 1000000);
    m_maxOutputTokens->setGroupSeparatorShown(true);
    m_maxOutputTokens->setSuffix(tr(" tokens"));
    m_contextWindow->setRange(1024, std::numeric_limits<int>::max());
    m_contextWindow->setGroupSeparatorShown(true);
    m_contextWindow->setSuffix(tr(" tokens"));
    m_timeout->setRange(1, 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(tr("The longest the server may stay silent during a model call"));
    m_keyEnv->setToolTip(tr("An environment variable holding the key; it takes precedence over "
                            "the keychain"));

    m_form->addRow(tr("&Name:"), m_name);
    m_form->addRow(m_nameError);
    m_form->addRow(tr("&Protocol:"), m_protocol);
    m_form->addRow(tr("&Base URL:"), m_baseUrl);
    m_form->addRow(m_baseUrlError);
    m_form->addRow(tr("&Model:"), m_model);
    m_form->addRow(m_modelError);
    m_form->addRow(tr("Temperat&ure:"), optionalRow(m_temperatureSet, m_temperature, this));
    m_form->addRow(tr("T&op-p:"), optionalRow(m_topPSet, m_topP, this));
    m_form->addRow(tr("Ma&x output:"), m_maxOutputTokens);
    m_form->addRow(tr("Context &window:"), m_contextWindow);
    m_form->addRow(tr("Prices:"), m_pricesSet);
    m_form->addRow(tr("Input (US$ / M tokens):"), m_priceInput);
    m_form->addRow(tr("Output (US$ / M tokens):"), m_priceOutput);
    m_form->addRow(tr("Cached input (US$ / M tokens):"), m_priceCached);
    m_form->addRow(tr("Model &timeout:"), m_timeout);
    m_form->addRow(tr("Key &environment variable:"), m_keyEnv);
    m_form->addRow(QString(), m_keyRequired);
    m_form->addRow(QString(), m_structuredOutput);

    const auto edit = [this] {
        updateEnabled();
        if (!m_loading)
            Q_EMIT edited();
    };
    for (QLineEdit *line : {m_name, m_baseUrl, m_model, m_keyEnv})
        connect(line, &QLineEdit::textEdited, this, edit);
    connect(m_protocol, &QComboBox::currentIndexChanged, this, edit);
    for (QCheckBox *box :
        {m_temperatureSet, m_topPSet, m_pricesSet, m_keyRequired, m_structuredOutput})
        connect(box, &QCheckBox::toggled, this, edit);
    for (QDoubleSpinBox *box : {m_temperature, m_topP, m_priceInput, m_priceOutput, m_priceCached})
        connect(box, &QDoubleSpinBox::valueChanged, this, edit);
    for (QSpinBox *box : {m_maxOutputTokens, m_contextWindow, m_timeout})
        connect(box, &QSpinBox::valueChanged, this, edit);
    updateEnabled();
}

void ProviderForm::setProfile(const llm::ProviderProfile &p)
{
    m_loading = true;
    m_name->setText(p.name);
    m_protocol->setCurrentIndex(p.protocol == llm::Protocol::AnthropicMessages ? 1 : 0);
    m_baseUrl->setText(p.baseUrl.toString());
    m_model->setText(p.model);
    m_temperatureSet->setChecked(p.temperature.has_value());
    m_temperature->setValue(p.temperature.value_or(0.2));
    m_topPSet->setChecked(p.topP.has_value());
    m_topP->setValue(p.topP.value_or(1.0));
    m_maxOutputTokens->setValue(p.maxOutputTokens);
    m_contextWindow->setValue(
        int(std::min<qint64>(p.contextWindow, std::numeric_limits<int>::max())));
    m_pricesSet->setChecked(p.prices.has_value());
    const llm::Prices prices = p.prices.value_or(llm::Prices{});
    m_priceInput->setValue(prices.input);
    m_priceOutput->setValue(prices.output);
    m_priceCached->setValue(prices.cached);
    m_timeout->setValue(int(std::max<qint64>(1, p.timeout.count() / 1000)));
    m_keyEnv->setText(p.keyEnv);
    m_keyRequired->setChecked(p.keyRequired);
    m_structuredOutput->setChecked(p.structuredOutput);
    m_loading = false;
    updateEnabled();
}

llm::ProviderProfile ProviderForm::profile() const
{
    llm::ProviderProfile p;
    p.name = m_name->text().trimmed();
    p.protocol = m_protocol->currentIndex() == 1 ? llm::Protocol::AnthropicMessages
                                                 : llm::Protocol::OpenAiChat;
    p.baseUrl = QUrl(m_baseUrl->text().trimmed());
    p.model = m_model->text().trimmed();
    if (m_temperatureSet->isChecked())
        p.temperature = m_temperature->value();
    if (m_topPSet->isChecked())
        p.topP = m_topP->value();
    p.maxOutputTokens = m_maxOutputTokens->value();
    p.contextWindow = m_contextWindow->value();
    if (m_pricesSet->isChecked())
        p.prices
            = llm::Prices{m_priceInput->value(), m_priceOutput->value(), m_priceCached->value()};
    p.timeout = std::chrono::seconds(m_timeout->value());
    p.keyEnv = m_keyEnv->text().trimmed();
    p.keyRequired = m_keyRequired->isChecked();
    p.structuredOutput = m_structuredOutput->isChecked();
    return p;
}

void ProviderForm::showProblems(const QString &name, const QString &baseUrl, const QString &model)
{
    showError(m_nameError, name);
    showError(m_baseUrlError, baseUrl);
    showError(m_modelError, model);
}

QString ProviderForm::baseUrlProblem(const QUrl &url)
{
    if (url.isEmpty())
        return tr("Give the base URL of the provider's API, e.g. https://api.openai.com/v1.");
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https")
        || url.host().isEmpty())
        return tr("The base URL must be an http:// or https:// URL such as "
                  "http://127.0.0.1:11434/v1, not \"%1\".")
            .arg(url.toString());
    return {};
}

void ProviderForm::updateEnabled()
{
    m_temperature->setEnabled(m_temperatureSet->isChecked());
    m_topP->setEnabled(m_topPSet->isChecked());
    for (QDoubleSpinBox *box : {m_priceInput, m_priceOutput, m_priceCached})
        box->setEnabled(m_pricesSet->isChecked());
    m_structuredOutput->setEnabled(m_protocol->currentIndex() == 0);
    llm::ProviderProfile withoutOwn = profile();
    withoutOwn.keyEnv.clear();
    const QStringList defaults = withoutOwn.keyEnvironmentVariables();
    m_keyEnv->setPlaceholderText(
        defaults.isEmpty() ? tr("none") : tr("default: %1").arg(defaults.first()));
}

} // namespace packwright::ui
