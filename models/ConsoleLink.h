// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QMetaObject>

namespace packwright::vm {
class VmBackend;
}

namespace packwright::models {

class TerminalScreen;

/// The live wire between a terminal screen and a VM backend's serial console: every byte the
/// machine prints (VmBackend::consoleOutput()) is fed to TerminalScreen::write(), and every
/// key the user types (TerminalScreen::inputBytes()) goes to VmBackend::writeConsole().
///
/// Threads: the screen lives in the GUI thread; the backend may live in another one (the
/// packaging loop runs it in the session's worker thread). Output is delivered in the
/// screen's thread and input in the backend's thread, each queued when the threads differ
/// (Qt::AutoConnection with the receiving object as context, decided at each emission, so a
/// backend moved to a thread after linking is still served in its own thread). Bytes keep
/// their order in each direction. Create, reset and destroy a link in the screen's thread.
///
/// Lifetime: the link ends when either side is destroyed (Qt drops the connections and any
/// call still queued for the destroyed side), when reset() is called, or when the link is
/// destroyed. Move-only.
class ConsoleLink
{
public:
    ConsoleLink() = default;
    /// Links `screen` and `backend`; both must be non-null.
    ConsoleLink(TerminalScreen *screen, vm::VmBackend *backend);
    ~ConsoleLink();
    ConsoleLink(ConsoleLink &&other) noexcept;
    ConsoleLink &operator=(ConsoleLink &&other) noexcept;
    ConsoleLink(const ConsoleLink &) = delete;
    ConsoleLink &operator=(const ConsoleLink &) = delete;

    /// Whether bytes still flow both ways (false once reset or once either side is gone).
    bool isLinked() const;
    /// Ends the link (bytes already queued to the other thread may still arrive).
    void reset();

private:
    QMetaObject::Connection m_output; ///< backend → screen
    QMetaObject::Connection m_input;  ///< screen → backend
};

} // namespace packwright::models
