// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ConsoleLink.h"

#include "TerminalScreen.h"
#include "vm/VmBackend.h"

#include <QObject>

#include <utility>

namespace packwright::models {

ConsoleLink::ConsoleLink(TerminalScreen *screen, vm::VmBackend *backend)
{
    Q_ASSERT(screen && backend);
    // The receiver is the context: the call runs in its thread, and the connection dies
    // with either object.
    m_output = QObject::connect(
        backend, &vm::VmBackend::consoleOutput, screen, &TerminalScreen::write, Qt::AutoConnection);
    m_input = QObject::connect(
        screen, &TerminalScreen::inputBytes, backend,
        [backend](const QByteArray &bytes) { backend->writeConsole(bytes); }, Qt::AutoConnection);
}

ConsoleLink::~ConsoleLink()
{
    reset();
}

ConsoleLink::ConsoleLink(ConsoleLink &&other) noexcept
    : m_output(std::exchange(other.m_output, {}))
    , m_input(std::exchange(other.m_input, {}))
{}

ConsoleLink &ConsoleLink::operator=(ConsoleLink &&other) noexcept
{
    if (this != &other) {
        reset();
        m_output = std::exchange(other.m_output, {});
        m_input = std::exchange(other.m_input, {});
    }
    return *this;
}

bool ConsoleLink::isLinked() const
{
    return bool(m_output) && bool(m_input);
}

void ConsoleLink::reset()
{
    QObject::disconnect(m_output);
    QObject::disconnect(m_input);
    m_output = {};
    m_input = {};
}

} // namespace packwright::models
