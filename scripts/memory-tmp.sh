#!/usr/bin/env bash
# Runs a command with TMPDIR on a memory file system (/dev/shm) when the machine has one, and
# removes what the command left there. The tests keep their databases, stored files and servers'
# data under TMPDIR, and the demo's 365 files are written with an fsync each (once per Go test
# binary, into apptest's template, and by every browser-test server): on a disk those waits and
# the journal's work were a third of the Go tests' time (docs/performance.md, "The test run's
# time"). The code is the same; only the place of the temporary files changes.
set -euo pipefail
# Only with room to spare (a container's /dev/shm is often 64 MB): the browser tests' server
# alone keeps tens of megabytes of uploads, and the tests would fail for want of space.
free_kib=$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')
if [ "${free_kib:-0}" -ge $((2 * 1024 * 1024)) ] && [ -w /dev/shm ] &&
	dir=$(mktemp -d /dev/shm/aspirant-test.XXXXXX 2>/dev/null); then
	trap 'rm -rf "$dir"' EXIT
	export TMPDIR="$dir"
fi
"$@"
