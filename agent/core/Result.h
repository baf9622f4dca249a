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

/// Either a value or an Error (C++20 has no std::expected yet).
/// Accessing the wrong alternative is a programming error and throws std::bad_variant_access.
template<typename T>
class Result
{
public:
    /// An Error with no message; exists because QCoro::waitFor needs a default-constructible
    /// result type. Real failures always carry a message.
    Result()
        : m_state(Error{})
    {}
    Result(T value)
        : m_state(std::move(value))
    {}
    Result(Error error)
        : m_state(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_state); }
    T &&value() && { return std::get<T>(std::move(m_state)); }
    const Error &error() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

} // namespace packwright
