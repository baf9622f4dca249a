// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace packwright {

/// An error that crosses a layer boundary as a value.
/// `message` is one sentence a user can act on; `detail` carries the technical
/// particulars (path, line, byte offset, library message) for the log or a tooltip.
struct Error
{
    QString message;
    QString detail;
};

/// Either a value or an error (C++20 has no std::expected yet). The error type is Error unless
/// a module needs a richer one (llm::LlmError carries a kind the caller can branch on).
/// Accessing the wrong alternative is a programming error and throws std::bad_variant_access.
template<typename T, typename E = Error>
class Result
{
public:
    /// An Error with no message; exists because QCoro::waitFor needs a default-constructible
    /// result type. Real failures always carry a message.
    Result()
        : m_state(E{})
    {}
    Result(T value)
        : m_state(std::move(value))
    {}
    Result(E error)
        : m_state(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_state); }
    T &&value() && { return std::get<T>(std::move(m_state)); }
    const E &error() const { return std::get<E>(m_state); }

private:
    std::variant<T, E> m_state;
};

} // namespace packwright
