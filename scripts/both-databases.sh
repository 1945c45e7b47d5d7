#!/usr/bin/env bash
# `go test -exec scripts/both-databases.sh`: runs one package's test binary on SQLite and on
# PostgreSQL side by side (ASPIRANT_TEST_DB), each line prefixed with its database, and fails when
# either run fails. One `go test` then builds and links each test binary once for both databases;
# two `go test` runs, one per database, linked every binary twice (and a third time to compile
# them first), a minute of processor time (docs/performance.md, "The test run's time"). Each
# run spends much of its time waiting on its database, so the two together take little longer
# than the slower one.
set -uo pipefail
binary=$1
shift
(ASPIRANT_TEST_DB=sqlite "$binary" "$@" 2>&1 | sed -u 's/^/[sqlite] /') &
sqlite=$!
(ASPIRANT_TEST_DB=postgres "$binary" "$@" 2>&1 | sed -u 's/^/[postgres] /') &
postgres=$!
wait "$sqlite"
a=$?
wait "$postgres"
b=$?
[ "$a" -eq 0 ] && [ "$b" -eq 0 ]
