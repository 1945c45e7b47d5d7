#!/usr/bin/env bash
# Load test against the real binary: starts `aspirant serve --demo` on a fresh SQLite database
# (or on ASPIRANT_DATABASE_URL when set), then drives the hot read paths with wrk from a second
# process. Usage: scripts/loadtest.sh bin/aspirant [seconds] [connections]
# Figures and the machine they were measured on go in docs/performance.md.
set -euo pipefail

bin=${1:?usage: scripts/loadtest.sh bin/aspirant [seconds] [connections]}
seconds=${2:-10}
connections=${3:-64}

if ! command -v wrk >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get install -y -qq wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
  else
    echo "loadtest: needs wrk (Debian package wrk)"; exit 1
  fi
fi

data=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
export ASPIRANT_DATA_DIR=$data ASPIRANT_ADDR=127.0.0.1:$port ASPIRANT_LOG_LEVEL=error ASPIRANT_METRICS_ADDR=127.0.0.1:0
"$bin" serve --demo >"$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  sleep 0.2
done

base="http://127.0.0.1:$port"
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -sr)"
echo "database: ${ASPIRANT_DATABASE_URL:-sqlite (fresh demo)}; wrk -t2 -c$connections -d${seconds}s"
type_id=$(curl -fsS "$base/api/v1/modules/types/list?section_category=prelims-tests" | sed -E 's/.*"id":([0-9]+).*/\1/' | head -n1)
token=$(curl -fsS -X POST "$base/api/v1/login" -d email=demo@aspirant.test -d password=demo12345 | sed -E 's/.*"sessionToken":"([^"]+)".*/\1/')
run() { # label, path, [header]
  echo
  echo "== GET $2 ($1)"
  if [ -n "${3:-}" ]; then
    wrk -t2 -c"$connections" -d"${seconds}s" --latency -H "$3" "$base$2" | grep -E 'Requests/sec|Latency|50%|99%|Non-2xx'
  else
    wrk -t2 -c"$connections" -d"${seconds}s" --latency "$base$2" | grep -E 'Requests/sec|Latency|50%|99%|Non-2xx'
  fi
}
# The server's floor: the signed-in lists below are measured against it (issue 16: at least 60%).
run visitor /healthz
run visitor /api/v1/dynamic-content/carousels
run visitor /api/v1/dynamic-content/popular-subs
run visitor /api/v1/dynamic-content/testimonials
run visitor "/api/v1/modules/subscriptions/list?typeId=$type_id"
run "logged-in learner" "/api/v1/modules/subscriptions/list?typeId=$type_id" "Authorization: Bearer $token"
run visitor /api/v1/modules/subscriptions/prelims-test-series-2027
run "logged-in learner" /api/v1/modules/subscriptions/prelims-test-series-2027 "Authorization: Bearer $token"
notes_id=$(curl -fsS "$base/api/v1/modules/subscriptions/gs-prelims-notes-2027" | sed -E 's/.*"responseResult":\{"id":([0-9]+).*/\1/')
run "logged-in learner, a library" "/api/v1/modules/note-library/notes/list?subscriptionId=$notes_id" "Authorization: Bearer $token"
run visitor /files/demo/carousel/hero-prelims-2027.jpg
run visitor /
