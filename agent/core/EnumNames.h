// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

#include <array>
#include <cstddef>
#include <optional>
#include <utility>

namespace packwright {

/// A fixed two-way table between an enum and the stable names written into records.
template<typename E, std::size_t N>
struct EnumNames
{
    std::array<std::pair<E, const char16_t *>, N> entries;

    /// The name of `value`; an empty string for a value missing from the table.
    QString name(E value) const
    {
        for (const auto &[e, n] : entries) {
            if (e == value)
                return QString::fromUtf16(n);
        }
        return {};
    }

    /// The enum value named exactly `name`, or std::nullopt.
    std::optional<E> find(QStringView name) const
    {
        for (const auto &[e, n] : entries) {
            if (name == QStringView(n))
                return e;
        }
        return std::nullopt;
    }
};

} // namespace packwright
