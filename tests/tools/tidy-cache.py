#!/usr/bin/env python3
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A cache of clean clang-tidy results for tests/tools/lint.sh.

A unit's key hashes everything its result depends on: clang-tidy's version, .clang-tidy, the
unit's compile command, and the content of every file the compiler read for it (as Ninja
recorded it, `ninja -t deps`, so headers count). Paths inside the source tree and the build directory are
made relative first, so that a fresh clone elsewhere finds the same keys. Only clean results
are stored: a unit with findings is checked again every time.

Usage:
  tidy-cache.py pending DB_DIR BUILD_DIR SOURCE_DIR CACHE_DIR UNIT...
      prints the units without a cached clean result; writes DB_DIR/keys.json
  tidy-cache.py clean DB_DIR CACHE_DIR UNIT...
      records the given units (checked clean just now) under their keys
"""
import hashlib
import json
import os
import subprocess
import sys


def ninja_deps(build):
    """Every object's inputs as the build recorded them (ninja -t deps): output -> paths."""
    run = subprocess.run(["ninja", "-C", build, "-t", "deps"], capture_output=True, text=True,
                         errors="surrogateescape")
    deps, current = {}, None
    for line in run.stdout.splitlines():
        if line and not line[0].isspace():
            output, _, state = line.partition(": #deps")
            current = output if "(VALID)" in state else None  # stale: the unit is checked
            if current is not None:
                deps[current] = []
        elif line.strip() and current is not None:
            deps[current].append(line.strip())
    return deps


def object_of(command):
    words = command.split()
    return words[words.index("-o") + 1] if "-o" in words[:-1] else None


def relative(path, roots):
    for name, root in roots:
        if path.startswith(root + "/"):
            return name + path[len(root):]
    return path


def unit_key(entry, deps, roots, common):
    command = entry.get("command") or " ".join(entry.get("arguments", []))
    inputs = deps.get(object_of(command) or "")
    if not inputs:
        return None
    h = hashlib.sha256(common)
    for name, root in roots:
        command = command.replace(root, name)
    h.update(command.encode())
    for dep in sorted(set(inputs)):
        full = os.path.realpath(dep if os.path.isabs(dep) else os.path.join(entry["directory"], dep))
        try:
            with open(full, "rb") as f:
                content = f.read()
        except OSError:
            return None  # a file the build read is gone: check the unit
        h.update(relative(full, roots).encode() + b"\0")
        h.update(hashlib.sha256(content).digest())
    return h.hexdigest()


def pending(db, build, source, cache, units):
    build, source = os.path.realpath(build), os.path.realpath(source)
    # The build directory may lie inside the source tree: the longer prefix first.
    roots = sorted([("@build", build), ("@source", source)], key=lambda r: -len(r[1]))
    version = subprocess.run([os.environ.get("PACKWRIGHT_CLANG_TIDY", "clang-tidy"), "--version"], capture_output=True).stdout
    with open(os.path.join(source, ".clang-tidy"), "rb") as f:
        common = version + f.read()
    with open(os.path.join(db, "compile_commands.json"), encoding="utf-8") as f:
        entries = {os.path.realpath(os.path.join(e["directory"], e["file"])): e for e in json.load(f)}
    deps = ninja_deps(build)
    keys = {}
    for unit in units:
        entry = entries.get(os.path.realpath(os.path.join(source, unit)))
        key = unit_key(entry, deps, roots, common) if entry else None
        if key:
            keys[unit] = key
        if not key or not os.path.isfile(os.path.join(cache, key)):
            print(unit)
    with open(os.path.join(db, "keys.json"), "w", encoding="utf-8") as f:
        json.dump(keys, f)


def clean(db, cache, units):
    with open(os.path.join(db, "keys.json"), encoding="utf-8") as f:
        keys = json.load(f)
    os.makedirs(cache, exist_ok=True)
    for unit in units:
        if unit in keys:
            with open(os.path.join(cache, keys[unit]), "w", encoding="utf-8") as f:
                f.write(unit + "\n")


if __name__ == "__main__":
    if len(sys.argv) >= 6 and sys.argv[1] == "pending":
        pending(*sys.argv[2:6], sys.argv[6:])
    elif len(sys.argv) >= 4 and sys.argv[1] == "clean":
        clean(sys.argv[2], sys.argv[3], sys.argv[4:])
    else:
        sys.exit(__doc__)
