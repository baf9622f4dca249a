// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

namespace packwright {

/// A std::unique_ptr deleter that calls QObject::deleteLater(): for an object (a network
/// reply, a keychain job) that may still be delivering a signal when its owner lets go.
struct DeleteLater
{
    void operator()(QObject *o) const { o->deleteLater(); }
};

} // namespace packwright
