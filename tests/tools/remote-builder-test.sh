#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Nix's remote builders under a batch (issue 21), on loopback: starts an sshd of its own on
# 127.0.0.1 (a free port, throwaway host and client keys, nothing of the system's ssh
# configuration), whose Nix keeps a second store (a chroot store under the work folder, with
# the fixture set's nix.conf), names it to `packwright batch --builders`, and runs two tasks
# whose package derivations are new on every run: one that builds, one that fails in its
# buildPhase. Checks that both were built on the remote machine: the remote store holds the
# built output, each attempt's internal-json log names the machine, and results.jsonl,
# summary.md and the progress lines say which machine built what.
#
# Usage: tests/tools/remote-builder-test.sh PACKWRIGHT-EXECUTABLE
# Needs root (the remote side builds as the nixbld users) and sshd (openssh-server); exits 77
# (CTest: skipped) without them. The system's ssh service is never started or touched.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
packwright=${1:?usage: remote-builder-test.sh PACKWRIGHT-EXECUTABLE}
skip() {
    echo "remote-builder-test: skipped: $*" >&2
    exit 77
}
fail() {
    echo "remote-builder-test: FAILED: $*" >&2
    exit 1
}
[[ $(id -u) -eq 0 ]] || skip "needs root (the remote store builds as the nixbld users)"
sshd=$(command -v sshd || echo /usr/sbin/sshd)
[[ -x $sshd ]] || skip "no sshd: apt-get install openssh-server (packaging/setup.sh does)"
command -v ssh-keygen >/dev/null || skip "no ssh-keygen (openssh-client)"

work=$(mktemp -d "${TMPDIR:-/tmp}/packwright-remote.XXXXXX")
sshd_pid=
cleanup() {
    [[ -n $sshd_pid ]] && kill "$sshd_pid" 2>/dev/null && wait "$sshd_pid" 2>/dev/null
    # The chroot store's files are read-only, as every store's.
    chmod -R u+w "$work" 2>/dev/null || true
    if [[ -n ${PACKWRIGHT_KEEP_WORK:-} ]]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# --- the remote machine: sshd on loopback, its own keys, its Nix with a store of its own ---
ssh-keygen -q -t ed25519 -N '' -f "$work/host-key"
ssh-keygen -q -t ed25519 -N '' -f "$work/client-key"
cp "$work/client-key.pub" "$work/authorized_keys"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$work/sshd_config" <<EOF
ListenAddress 127.0.0.1
Port $port
HostKey $work/host-key
AuthorizedKeysFile $work/authorized_keys
PidFile $work/sshd.pid
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
EOF
mkdir -p /run/sshd # sshd's privilege separation folder (systemd makes it for the service)
"$sshd" -D -e -f "$work/sshd_config" >"$work/sshd.log" 2>&1 &
sshd_pid=$!

# The remote Nix: the fixture set's settings (sandbox, its host paths, the source mirror),
# entered through the machine's remote-program so that nothing global is configured.
mirror=${PACKWRIGHT_FIXTURE_MIRROR:-${XDG_CACHE_HOME:-$HOME/.cache}/packwright/mirror}
mkdir -p "$work/remote-conf" "$work/remote-store"
sed "s|@mirror@|$mirror|g" "$root/tests/fixtures/nix.conf" >"$work/remote-conf/nix.conf"
cat >"$work/remote-nix-store" <<EOF
#!/bin/sh
export NIX_CONF_DIR=$work/remote-conf
exec nix-store "\$@"
EOF
chmod +x "$work/remote-nix-store"
remote_store="local?root=$work/remote-store"
machine="ssh://root@127.0.0.1?remote-program=$work/remote-nix-store&remote-store=$(
    python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$remote_store")"
# Nix's ssh stores take the port and the known host from NIX_SSHOPTS.
export NIX_SSHOPTS="-p $port -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=$work/known_hosts -o LogLevel=ERROR"
for _ in $(seq 50); do
    ssh $NIX_SSHOPTS -i "$work/client-key" -o BatchMode=yes root@127.0.0.1 true 2>/dev/null && break
    kill -0 "$sshd_pid" 2>/dev/null || { cat "$work/sshd.log" >&2; fail "sshd did not start"; }
    sleep 0.2
done
ssh $NIX_SSHOPTS -i "$work/client-key" -o BatchMode=yes root@127.0.0.1 true ||
    { cat "$work/sshd.log" >&2; fail "cannot log in to the loopback sshd on port $port"; }
echo "remote builder: $machine (sshd on 127.0.0.1:$port)"

# --- two tasks whose derivations no store has yet (a marker unique to this run) ---
marker=$(basename "$work")
mkdir -p "$work/ok" "$work/fails"
cat >"$work/ok/package.nix" <<EOF
{ lib, stdenv }:

stdenv.mkDerivation {
  pname = "remote-probe";
  version = "1.0";
  dontUnpack = true;
  installPhase = ''
    runHook preInstall
    mkdir -p \$out/share/remote-probe
    echo "$marker" > \$out/share/remote-probe/marker
    runHook postInstall
  '';
  meta = {
    description = "Package built on a remote builder";
    license = lib.licenses.mit;
  };
}
EOF
cat >"$work/fails/package.nix" <<EOF
{ lib, stdenv }:

stdenv.mkDerivation {
  pname = "remote-broken";
  version = "1.0";
  dontUnpack = true;
  buildPhase = ''
    runHook preBuild
    echo "building $marker"
    echo "remote-broken.c:3:10: fatal error: zlib.h: No such file or directory" >&2
    exit 1
  '';
  meta = {
    description = "Package whose build fails on a remote builder";
    license = lib.licenses.mit;
  };
}
EOF
cat >"$work/tasks.jsonl" <<EOF
{"id": "remote-ok", "kind": "repair", "from": "$work/ok/package.nix"}
{"id": "remote-fails", "kind": "repair", "from": "$work/fails/package.nix"}
EOF

# --- the batch: every build may go to the remote machine (4 slots) ---
fixture_options=()
while IFS= read -r line; do
    [[ $line =~ ^([a-z-]+)\ =\ ?(.*)$ ]] || continue
    fixture_options+=(--nix-option "${BASH_REMATCH[1]}=${BASH_REMATCH[2]//@mirror@/$mirror}")
done <"$root/tests/fixtures/nix.conf"
started=$SECONDS
status=0
env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 \
    PACKWRIGHT_SUCCESS_TEMPLATES= HOME="$work/home" XDG_CACHE_HOME="$work/home/.cache" \
    "$packwright" batch "$work/tasks.jsonl" --out "$work/out" --jobs 2 --no-model \
    --max-iterations 2 --task-timeout 300 --nixpkgs "$root/tests/fixtures/nixpkgs" \
    --builders "$machine x86_64-linux $work/client-key 4" "${fixture_options[@]}" \
    >"$work/batch.out" 2>"$work/batch.err" || status=$?
cat "$work/batch.err"
echo "batch: exit status $status in $((SECONDS - started)) s"

# --- what must hold ---
python3 - "$work" "$machine" "$marker" <<'EOF'
import glob, json, os, sys

work, machine, marker = sys.argv[1:4]
out = os.path.join(work, "out")
problems = []
results = {}
for line in open(os.path.join(out, "results.jsonl")):
    r = json.loads(line)
    results[r["id"]] = r
for task, pname, outcome in (("remote-ok", "remote-probe", "built"),
                             ("remote-fails", "remote-broken", "failed")):
    r = results.get(task)
    if r is None:
        problems.append(f"{task}: no result line")
        continue
    if r["outcome"] != outcome:
        problems.append(f"{task}: outcome {r['outcome']} ({r.get('detail')}), expected {outcome}")
    if r.get("built_on", {}).get(machine, 0) < 1:
        problems.append(f"{task}: built_on does not name the remote builder: {r.get('built_on')}")
    # The attempt's raw log (internal-json, as Nix wrote it) names the machine on the Build
    # activity of the package's derivation.
    logs = glob.glob(os.path.join(out, "tasks", task, "**", "logs", "attempt-*.log"),
                     recursive=True)
    named = False
    for log in logs:
        for raw in open(log, errors="replace"):
            if not raw.startswith("@nix {"):
                continue
            event = json.loads(raw[5:])
            fields = event.get("fields") or []
            named |= (event.get("action") == "start" and event.get("type") == 105
                      and len(fields) > 1 and fields[1] == machine
                      and fields[0].endswith(f"-{pname}-1.0.drv"))
    if not named:
        problems.append(f"{task}: no attempt log names {machine} as the builder of {pname} "
                        f"({len(logs)} logs)")

# The remote store holds what it built: the package's output, with this run's marker.
markers = glob.glob(os.path.join(work, "remote-store", "nix", "store", "*-remote-probe-1.0",
                                 "share", "remote-probe", "marker"))
if not any(open(m).read().strip() == marker for m in markers):
    problems.append(f"the remote store holds no remote-probe output of this run ({markers})")

summary = open(os.path.join(out, "summary.md")).read()
if "## Remote builders" not in summary or machine not in summary:
    problems.append("summary.md has no remote builder table naming the machine")
err = open(os.path.join(work, "batch.err")).read()
if f"built on {machine}" not in err:
    problems.append("the progress lines do not say where the tasks were built")

for p in problems:
    print("remote-builder-test: FAILED:", p, file=sys.stderr)
if problems:
    sys.exit(1)
print("remote-builder-test: both tasks were built on", machine)
EOF
