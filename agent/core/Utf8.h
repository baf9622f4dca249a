// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <string_view>

namespace packwright {

/// `text`, UTF-8 bytes as a log or a JSON document holds them, as a QString; invalid
/// sequences become U+FFFD.
inline QString fromUtf8View(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace packwright
