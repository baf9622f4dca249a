#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command (a test binary and its arguments) with a real Secret Service: a private D-Bus
# session bus, and gnome-keyring-daemon unlocked with a throwaway password, in a fresh HOME
# that is removed afterwards. Needs dbus-run-session and gnome-keyring (packaging/setup.sh).
# Usage: with-secret-service.sh COMMAND [ARGS...]
set -euo pipefail
for tool in dbus-run-session dbus-send gnome-keyring-daemon; do
    command -v "$tool" >/dev/null || { echo "with-secret-service.sh: $tool is not installed" >&2; exit 1; }
done
exec dbus-run-session -- bash -c '
    set -u
    home=$(mktemp -d)
    export HOME=$home XDG_DATA_HOME=$home/.local/share XDG_CONFIG_HOME=$home/.config
    echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    # The daemon registers the Secret Service asynchronously: wait for it (up to 10 s).
    for _ in $(seq 100); do
        dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null |
            grep -q "boolean true" && break
        sleep 0.1
    done
    "$@"
    status=$?
    rm -rf "$home"
    exit $status
' with-secret-service "$@"
