#!/bin/sh
# `npm run image:build [-- extra build flags]`: builds the Dockerfile into the image `reklamo`
# (IMAGE=name:tag to change it) with whichever engine this machine has: Docker (when its daemon
# answers), else Podman, else Buildah. Never part of `npm test`. Decision 082.
set -eu
cd "$(dirname "$0")/.."
image="${IMAGE:-reklamo}"

if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  set -- docker build "$@"
elif command -v podman >/dev/null 2>&1; then
  # Docker format keeps the HEALTHCHECK (the OCI format has no such field).
  set -- podman build --format docker "$@"
elif command -v buildah >/dev/null 2>&1; then
  set -- buildah bud --format docker "$@"
else
  echo "build-image: no container engine: install Docker, Podman or Buildah" >&2
  exit 1
fi

echo "build-image: $* -t $image ." >&2
start=$(date +%s)
"$@" -t "$image" .
echo "build-image: $image built in $(( $(date +%s) - start )) s" >&2
