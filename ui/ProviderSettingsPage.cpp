// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ProviderSettingsPage.h"

#include "ProviderForm.h"
#include "ProviderKeychain.h"
#include "SettingsPage.h"

#include "llm/ConnectionTest.h"
#include "llm/ProfileStore.h"

#include <QCoroTask>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace packwright::ui {

using keychain::KeyChange;

namespace {

QPushButton *button(const QString &text, const char *name, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setObjectName(QLatin1String(name));
    return b;
}

} // namespace

ProviderSettingsPage::ProviderSettingsPage(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_form(new ProviderForm(this))
    , m_apiKey(new QLineEdit(this))
    , m_removeKey(button(tr("Remo&ve stored key"), "removeStoredKey", this))
    , m_keySource(makeNote({}, this))
    , m_duplicate(button(tr("Dupl&icate"), "duplicateProfile", this))
    , m_remove(button(tr("&Remove"), "removeProfile", this))
    , m_setDefault(button(tr("Set as de&fault"), "setDefaultProfile", this))
    , m_test(button(tr("Test &connection"), "testConnection", this))
    , m_cancelTest(button(tr("Cancel test"), "cancelTest", this))
    , m_testResult(makeNote({}, this))
    , m_editor(new QWidget(this))
{
    m_list->setObjectName(QStringLiteral("profileList"));
    m_apiKey->setObjectName(QStringLiteral("apiKey"));
    m_keySource->setObjectName(QStringLiteral("keySource"));
    m_testResult->setObjectName(QStringLiteral("testResult"));
    m_testResult->setTextFormat(Qt::PlainText);
    m_apiKey->setEchoMode(QLineEdit::Password);
    m_apiKey->setPlaceholderText(tr("Type a new key to store it; empty keeps the stored one"));
    m_cancelTest->setEnabled(false);

    auto *addButton = button(tr("&Add"), "addProfile", this);
    auto *presets = new QMenu(addButton);
    const struct
    {
        QString text;
        llm::ProviderProfile profile;
    } presetList[] = {
        {tr("OpenAI"), llm::ProviderProfile::openAi()},
        {tr("Anthropic"), llm::ProviderProfile::anthropic()},
        {tr("OpenRouter"), llm::ProviderProfile::openRouter(QStringLiteral("openai/gpt-4o"))},
        {tr("Local server (Ollama, llama.cpp, vLLM)"),
            llm::ProviderProfile::local(QUrl(QStringLiteral("http://127.0.0.1:11434/v1")),
                QStringLiteral("qwen2.5-coder"))},
    };
    for (const auto &preset : presetList) {
        const llm::ProviderProfile profile = preset.profile;
        presets->addAction(preset.text, this, [this, profile] { add(profile); });
    }
    addButton->setMenu(presets);

    // The list above the fields, its buttons beside it: the page stays narrow.
    auto *top = new QHBoxLayout;
    top->addWidget(m_list, 1);
    auto *buttons = new QVBoxLayout;
    for (QPushButton *b : {addButton, m_duplicate, m_remove, m_setDefault})
        buttons->addWidget(b);
    buttons->addStretch();
    top->addLayout(buttons);
    m_list->setMaximumHeight(fontMetrics().height() * 8);

    auto *keyBox = new QGroupBox(tr("API key"), m_editor);
    auto *keyForm = new QFormLayout(keyBox);
    keyForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_apiKey, 1);
    keyRow->addWidget(m_removeKey);
    auto *keyLabel = new QLabel(tr("New ke&y:"), keyBox);
    keyLabel->setBuddy(m_apiKey);
    keyForm->addRow(keyLabel, keyRow);
    keyForm->addRow(m_keySource);
    keyForm->addRow(makeNote(tr("Keys are kept in the system keychain or the environment, never "
                                "in the settings file."),
        keyBox));

    auto *testBox = new QGroupBox(tr("Connection"), m_editor);
    auto *testLayout = new QVBoxLayout(testBox);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_cancelTest);
    testRow->addStretch();
    testLayout->addLayout(testRow);
    testLayout->addWidget(m_testResult);

    auto *right = new QVBoxLayout(m_editor);
    right->setContentsMargins(0, 0, 0, 0);
    right->addWidget(m_form);
    right->addWidget(keyBox);
    right->addWidget(testBox);
    right->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_editor, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &ProviderSettingsPage::showEntry);
    connect(m_form, &ProviderForm::edited, this, &ProviderSettingsPage::formEdited);
    connect(m_duplicate, &QPushButton::clicked, this, &ProviderSettingsPage::duplicate);
    connect(m_remove, &QPushButton::clicked, this, &ProviderSettingsPage::removeCurrent);
    connect(m_setDefault, &QPushButton::clicked, this, &ProviderSettingsPage::makeDefault);
    connect(m_apiKey, &QLineEdit::textEdited, this, &ProviderSettingsPage::keyTyped);
    connect(m_removeKey, &QPushButton::clicked, this, &ProviderSettingsPage::removeStoredKey);
    connect(m_test, &QPushButton::clicked, this, &ProviderSettingsPage::startTest);
    connect(m_cancelTest, &QPushButton::clicked, this, &ProviderSettingsPage::cancelTest);
    showEntry(-1);
}

ProviderSettingsPage::~ProviderSettingsPage() = default;

void ProviderSettingsPage::load(const llm::ProfileStore &store)
{
    m_entries.clear();
    m_removed.clear();
    m_keychain.clear();
    const std::optional<llm::ProviderProfile> byDefault = store.defaultProfile();
    for (const llm::ProviderProfile &p : store.profiles())
        m_entries << Entry{p, p.name, {}, false, byDefault && byDefault->name == p.name};
    refreshList();
    m_list->setCurrentRow(m_entries.isEmpty() ? -1 : 0);
    showEntry(m_list->currentRow());
}

ProviderSettingsPage::Entry *ProviderSettingsPage::current()
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_entries.size() ? &m_entries[row] : nullptr;
}

void ProviderSettingsPage::refreshList()
{
    const int row = m_list->currentRow();
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const Entry &e : m_entries) {
        const QString name = e.profile.name.isEmpty() ? tr("(unnamed)") : e.profile.name;
        auto *item = new QListWidgetItem(e.isDefault ? tr("%1 (default)").arg(name) : name, m_list);
        item->setToolTip(QStringLiteral("%1 — %2").arg(name, e.profile.model));
    }
    m_list->setCurrentRow(std::min(row, int(m_entries.size()) - 1));
}

void ProviderSettingsPage::showEntry(int row)
{
    const bool valid = row >= 0 && row < m_entries.size();
    m_editor->setEnabled(valid);
    m_duplicate->setEnabled(valid);
    m_remove->setEnabled(valid);
    m_setDefault->setEnabled(valid && !m_entries.at(row).isDefault);
    if (valid) {
        const Entry &e = m_entries.at(row);
        m_form->setProfile(e.profile);
        m_apiKey->setText(e.newKey);
        if (!e.storedName.isEmpty() && !m_keychain.contains(e.storedName))
            checkKeychain(e.storedName);
    } else {
        m_form->setProfile(llm::ProviderProfile{});
        m_apiKey->clear();
    }
    if (!m_testing)
        m_testResult->clear();
    updateKeySource();
    validate();
}

void ProviderSettingsPage::formEdited()
{
    Entry *e = current();
    if (!e)
        return;
    e->profile = m_form->profile();
    refreshList();
    updateKeySource();
    validate();
    Q_EMIT changed();
}

QString ProviderSettingsPage::uniqueName(const QString &base) const
{
    const auto taken = [this](const QString &name) {
        return std::any_of(m_entries.cbegin(), m_entries.cend(),
            [&](const Entry &e) { return e.profile.name == name; });
    };
    QString name = base;
    for (int i = 2; taken(name); ++i)
        name = QStringLiteral("%1 %2").arg(base).arg(i);
    return name;
}

void ProviderSettingsPage::add(const llm::ProviderProfile &preset)
{
    Entry e{preset, {}, {}, false, m_entries.isEmpty()};
    e.profile.name = uniqueName(preset.name);
    m_entries << e;
    refreshList();
    m_list->setCurrentRow(int(m_entries.size()) - 1);
    m_form->findChild<QLineEdit *>(QStringLiteral("profileName"))->setFocus();
    validate();
    Q_EMIT changed();
}

void ProviderSettingsPage::duplicate()
{
    const Entry *e = current();
    if (!e)
        return;
    llm::ProviderProfile copy = e->profile;
    copy.name = uniqueName(tr("%1 copy").arg(e->profile.name));
    add(copy);
}

void ProviderSettingsPage::removeCurrent()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_entries.size())
        return;
    if (!m_entries.at(row).storedName.isEmpty())
        m_removed << m_entries.at(row).storedName;
    m_entries.removeAt(row);
    refreshList();
    m_list->setCurrentRow(std::min(row, int(m_entries.size()) - 1));
    showEntry(m_list->currentRow());
    Q_EMIT changed();
}

void ProviderSettingsPage::makeDefault()
{
    const int row = m_list->currentRow();
    for (int i = 0; i < m_entries.size(); ++i)
        m_entries[i].isDefault = i == row;
    refreshList();
    showEntry(row);
    Q_EMIT changed();
}

void ProviderSettingsPage::keyTyped(const QString &key)
{
    if (Entry *e = current()) {
        e->newKey = key;
        if (!key.isEmpty())
            e->removeKey = false;
        updateKeySource();
        Q_EMIT changed();
    }
}

void ProviderSettingsPage::removeStoredKey()
{
    if (Entry *e = current()) {
        e->newKey.clear();
        e->removeKey = true;
        m_apiKey->clear();
        updateKeySource();
        Q_EMIT changed();
    }
}

void ProviderSettingsPage::checkKeychain(const QString &storedName)
{
    m_keychain.insert(storedName, KeychainState::Checking);
    const QPointer<ProviderSettingsPage> self(this);
    keychain::readKeychain(m_keys, storedName, [self, storedName](const Result<QString> &stored) {
        if (!self)
            return;
        if (stored) {
            self->m_keychain.insert(
                storedName, stored.value().isEmpty() ? KeychainState::None : KeychainState::Stored);
        } else {
            self->m_keychain.insert(storedName, KeychainState::Failed);
            self->m_keychainError = stored.error().message;
        }
        self->updateKeySource();
    });
}

void ProviderSettingsPage::updateKeySource()
{
    const Entry *e = current();
    m_removeKey->setEnabled(e && !e->storedName.isEmpty() && !e->removeKey
        && m_keychain.value(e->storedName) != KeychainState::None);
    if (!e) {
        m_keySource->clear();
        return;
    }
    const QString variable = keychain::keyVariableSet(e->profile);
    QString text;
    if (!variable.isEmpty()) {
        text = tr("Key in use: from the environment variable %1 (it takes precedence over the "
                  "keychain).")
                   .arg(variable);
    } else if (!e->newKey.isEmpty()) {
        text = tr("Key in use: the one typed above; it is saved to the system keychain on OK or "
                  "Apply.");
    } else if (e->removeKey) {
        text = tr("Key in use: none; the stored key is removed on OK or Apply.");
    } else {
        switch (e->storedName.isEmpty() ? KeychainState::None : m_keychain.value(e->storedName)) {
        case KeychainState::Stored: text = tr("Key in use: stored in the system keychain."); break;
        case KeychainState::Unknown:
        case KeychainState::Checking: text = tr("Key in use: checking the system keychain…"); break;
        case KeychainState::Failed: text = m_keychainError; break;
        case KeychainState::None: {
            const QStringList variables = e->profile.keyEnvironmentVariables();
            text = !e->profile.keyRequired ? tr("Key in use: none; this server needs no key.")
                : variables.isEmpty()      ? tr("Key in use: none. Type one above.")
                                           : tr("Key in use: none. Type one above, or set %1.")
                                            .arg(variables.join(tr(" or ")));
            break;
        }
        }
    }
    m_keySource->setText(text);
}

QStringList ProviderSettingsPage::problems() const
{
    QStringList out;
    for (int i = 0; i < m_entries.size(); ++i) {
        const llm::ProviderProfile &p = m_entries.at(i).profile;
        const QString label
            = p.name.isEmpty() ? tr("Profile %1").arg(i + 1) : tr("Profile \"%1\"").arg(p.name);
        if (p.name.isEmpty())
            out << tr("%1: give it a name.").arg(label);
        for (int j = 0; j < i; ++j)
            if (!p.name.isEmpty() && m_entries.at(j).profile.name == p.name)
                out << tr("%1: another profile has this name.").arg(label);
        const QString url = ProviderForm::baseUrlProblem(p.baseUrl);
        if (!url.isEmpty())
            out << tr("%1: %2").arg(label, url);
        if (p.model.isEmpty())
            out << tr("%1: give the model's name.").arg(label);
    }
    return out;
}

void ProviderSettingsPage::validate()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_entries.size()) {
        m_form->showProblems({}, {}, {});
        return;
    }
    const llm::ProviderProfile &p = m_entries.at(row).profile;
    QString name;
    if (p.name.isEmpty())
        name = tr("Give the profile a name.");
    for (int j = 0; j < m_entries.size(); ++j)
        if (j != row && !p.name.isEmpty() && m_entries.at(j).profile.name == p.name)
            name = tr("Another profile is named \"%1\": choose another name.").arg(p.name);
    m_form->showProblems(name, ProviderForm::baseUrlProblem(p.baseUrl),
        p.model.isEmpty() ? tr("Give the model's name, as the provider spells it.") : QString());
}

void ProviderSettingsPage::save(llm::ProfileStore &store, std::function<void(const QString &)> done)
{
    QList<KeyChange> removals;
    QList<KeyChange> writes;
    for (const QString &name : std::as_const(m_removed)) {
        store.remove(name);
        removals << KeyChange{KeyChange::Kind::Remove, name, {}, {}};
    }
    for (const Entry &e : std::as_const(m_entries)) {
        const bool renamed = !e.storedName.isEmpty() && e.storedName != e.profile.name;
        if (renamed)
            store.remove(e.storedName);
        if (!e.newKey.isEmpty()) {
            writes << KeyChange{KeyChange::Kind::Write, {}, e.profile.name, e.newKey};
            if (renamed)
                removals << KeyChange{KeyChange::Kind::Remove, e.storedName, {}, {}};
        } else if (e.removeKey) {
            removals << KeyChange{KeyChange::Kind::Remove, e.storedName, {}, {}};
            if (renamed)
                removals << KeyChange{KeyChange::Kind::Remove, e.profile.name, {}, {}};
        } else if (renamed) {
            removals << KeyChange{KeyChange::Kind::Move, e.storedName, e.profile.name, {}};
        }
    }
    for (const Entry &e : std::as_const(m_entries)) {
        store.save(e.profile);
        if (e.isDefault)
            store.setDefaultProfile(e.profile.name);
    }
    const QPointer<ProviderSettingsPage> self(this);
    keychain::applyKeyChanges(
        m_keys, removals + writes, [self, done = std::move(done)](const QString &error) {
            if (!self)
                return;
            if (error.isEmpty()) {
                self->m_removed.clear();
                for (Entry &e : self->m_entries) {
                    e.storedName = e.profile.name;
                    e.newKey.clear();
                    e.removeKey = false;
                }
                self->m_keychain.clear();
                self->showEntry(self->m_list->currentRow());
            }
            done(error);
        });
}

void ProviderSettingsPage::startTest()
{
    const Entry *e = current();
    if (!e || m_testing)
        return;
    const QString url = ProviderForm::baseUrlProblem(e->profile.baseUrl);
    if (!url.isEmpty()) {
        testDone(false, url);
        return;
    }
    m_testing = true;
    m_test->setEnabled(false);
    m_cancelTest->setEnabled(true);
    m_testResult->setText(tr("Sending a short request to %1…").arg(e->profile.model));
    const int generation = ++m_testGeneration;
    const QPointer<ProviderSettingsPage> self(this);
    const llm::ProviderProfile profile = e->profile;
    keychain::keyForTest(m_keys, profile, e->newKey, e->storedName, e->removeKey,
        [self, generation, profile](const llm::LlmResult<QString> &key) {
            if (!self || generation != self->m_testGeneration)
                return;
            if (!key) {
                self->testDone(false, key.error().message);
                return;
            }
            auto *test = new llm::ConnectionTest(profile, key.value(), self);
            self->m_running = test;
            connect(test, &llm::ConnectionTest::succeeded, self,
                [self, test](const llm::ConnectionCheck &check) {
                    test->deleteLater();
                    self->testDone(true,
                        tr("Connected: %1 answered \"%2\" in %3 ms.")
                            .arg(check.model, check.answer.left(80))
                            .arg(check.latencyMs));
                });
            connect(
                test, &llm::ConnectionTest::failed, self, [self, test](const llm::LlmError &error) {
                    test->deleteLater();
                    self->testDone(false,
                        error.detail.isEmpty() ? error.message
                                               : tr("%1\n%2").arg(error.message, error.detail));
                });
            test->start();
        });
}

void ProviderSettingsPage::cancelTest()
{
    if (!m_testing)
        return;
    if (m_running) {
        m_running->cancel(); // failed(Cancelled) follows
    } else {
        ++m_testGeneration; // still looking for the key: drop it
        testDone(false, tr("The connection test was cancelled."));
    }
}

void ProviderSettingsPage::testDone(bool succeeded, const QString &text)
{
    m_testing = false;
    m_running = nullptr;
    m_test->setEnabled(true);
    m_cancelTest->setEnabled(false);
    m_testResult->setText(text);
    Q_EMIT connectionTestFinished(succeeded);
}

} // namespace packwright::ui
