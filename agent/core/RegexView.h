// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A regular expression matched against a QStringView on every Qt Packwright builds with:
// Qt 6.5 named that overload QRegularExpression::matchView() and deprecated match(QStringView)
// (an error under -Werror with Debian 13's Qt 6.8), which is all Debian 12's Qt 6.4 has.

#include <QRegularExpression>
#include <QRegularExpressionMatch>
#include <QStringView>
#include <QtGlobal>

namespace packwright {

/// `re` matched against `subject` from `offset`: the match refers to `subject`'s characters,
/// which must outlive it (as with QRegularExpression::matchView()).
inline QRegularExpressionMatch matchView(
    const QRegularExpression &re, QStringView subject, qsizetype offset = 0)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return re.matchView(subject, offset);
#else
    return re.match(subject, offset);
#endif
}

} // namespace packwright
