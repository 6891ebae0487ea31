#!/usr/bin/env bash
# CI's run of the production path (from .ci/run, as root): `npm run prod:try` (local base
# images, every image built with docker/Dockerfile, the production docker-compose.yml with
# CI's override), then scripts/prod/check-stack.ts against it over https (health, the main
# flow in Chromium, the guest's mail, crashes, a redeploy under an open page), then
# `npm run prod:down`. On a failure it prints the logs of the containers.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/prod/lib.sh
started=$(date +%s)
finish() {
  local status=$?
  if [ "$status" -ne 0 ] && [ -f "$STACK_ENV" ]; then
    for name in $(stack_containers); do
      echo "---- $name ($(podman inspect --format '{{.State.Status}} {{.State.Health.Status}}' "$name" 2>/dev/null))"
      podman logs --tail 40 "$name" 2>&1 || true
    done
  fi
  bash scripts/prod/down.sh --volumes || true
  exit "$status"
}
trap finish EXIT

# CI's stack starts from nothing: a stack an earlier `prod:try` left (its database volume keeps
# another first admin) is removed first, since compose names it after the project, not the clone.
project=label=io.podman.compose.project=consulting-site
podman ps -aq --filter "$project" | xargs -r podman rm -f > /dev/null
podman volume ls -q --filter "$project" | xargs -r podman volume rm -f > /dev/null
# A first admin password of CI's own, so none is printed into the CI log.
ADMIN_PASSWORD=$(head -c 32 /dev/urandom | base64 -w0 | tr -d '/+=' | head -c 24) bash scripts/prod/try.sh
NODE_EXTRA_CA_CERTS=$PROD_TOOLS/caddy-root.crt node_modules/.bin/node scripts/prod/check-stack.ts
echo "ci: production path done in $(( $(date +%s) - started )) s"
