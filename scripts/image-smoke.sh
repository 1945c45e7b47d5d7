#!/usr/bin/env bash
# Starts the container image built by `make image` the way a container runtime would (its files,
# its environment, its user, its entrypoint), where this machine allows: from the image's root
# filesystem mounted by buildah, under chroot as the image's user (a sandbox without user
# namespaces cannot run a container runtime). Checks that the server becomes ready by the
# image's own health check, serves the app, and stops cleanly on SIGTERM.
#
#   scripts/image-smoke.sh [IMAGE]     (as root; BUILDAH_FLAGS as for make image)
set -euo pipefail
image=${1:-aspirant:latest}
flags=${BUILDAH_FLAGS---storage-driver vfs}
port=18080

ctr=$(buildah $flags from "$image")
mnt=$(buildah $flags mount "$ctr")
cleanup() { buildah $flags umount "$ctr" >/dev/null || true; buildah $flags rm "$ctr" >/dev/null || true; }
trap cleanup EXIT

user=$(buildah $flags inspect --type image --format '{{.OCIv1.Config.User}}' "$image")
mapfile -t env < <(buildah $flags inspect --type image --format '{{range .OCIv1.Config.Env}}{{println .}}{{end}}' "$image" | sed '/^$/d')
entrypoint=$(buildah $flags inspect --type image --format '{{index .OCIv1.Config.Entrypoint 0}}' "$image")
health=$(buildah $flags inspect --type image --format '{{.Docker.Config.Healthcheck.Test}}' "$image")
echo "== $image: user $user, entrypoint $entrypoint, health check $health"
[ "$user" != "" ] && [ "${user%%:*}" != "0" ] || { echo "the image runs as root"; exit 1; }

in_image() { env -i "${env[@]}" ASPIRANT_ADDR=127.0.0.1:$port ASPIRANT_METRICS_ADDR=off "$@"; }
# exec: the signal below goes to the server itself, as a runtime sends it to the entrypoint.
(exec env -i "${env[@]}" ASPIRANT_ADDR=127.0.0.1:$port ASPIRANT_METRICS_ADDR=off \
  chroot --userspec="$user" "$mnt" "$entrypoint" serve --demo > /tmp/image-smoke.log 2>&1) &
server=$!
for _ in $(seq 1 120); do
  if in_image chroot --userspec="$user" "$mnt" "$entrypoint" probe >/dev/null 2>&1; then break; fi
  kill -0 $server 2>/dev/null || { echo "the server exited:"; cat /tmp/image-smoke.log; exit 1; }
  sleep 0.5
done
in_image chroot --userspec="$user" "$mnt" "$entrypoint" probe
curl -fsS "http://127.0.0.1:$port/" | grep -Eq 'id="?root' || { echo "no app page"; exit 1; }
echo "== the app's page is served"
curl -fsS "http://127.0.0.1:$port/api/v1/modules/sections" | grep -q responseResult || { echo "no API"; exit 1; }
echo "== the API answers"
ls -ln "$mnt/data" | head -5
kill -TERM $server
if wait $server; then echo "== stopped cleanly on SIGTERM"; else echo "exit status $? after SIGTERM"; tail -5 /tmp/image-smoke.log; exit 1; fi
