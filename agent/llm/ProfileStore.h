// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/ProviderProfile.h"

#include <QList>

#include <optional>

class QSettings;

namespace packwright::llm {

/// The user's provider profiles in QSettings (group "llm/profiles", one subgroup per
/// profile, plus "llm/defaultProfile"). Keys are never written here: they belong to KeyStore.
class ProfileStore
{
public:
    explicit ProfileStore(QSettings &settings);

    QList<ProviderProfile> profiles() const;
    std::optional<ProviderProfile> profile(const QString &name) const;
    /// Adds or replaces the profile of the same name.
    void save(const ProviderProfile &profile);
    void remove(const QString &name);

    /// The default profile; the first one when none is marked; nullopt when there are none.
    std::optional<ProviderProfile> defaultProfile() const;
    void setDefaultProfile(const QString &name);

private:
    QSettings &m_settings;
};

} // namespace packwright::llm
