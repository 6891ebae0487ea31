#!/usr/bin/env bash
# `npm run prod:down`: stops the stack `npm run prod:try` started and removes its containers.
# Volumes (the database, Caddy's certificates) stay; `npm run prod:down -- --volumes` removes
# them too.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/prod/lib.sh
stop_health_checks
if [ ! -f "$STACK_ENV" ]; then echo "prod: no stack settings in $STACK_ENV; nothing to stop" >&2; exit 0; fi
if [ "${1:-}" = --volumes ]; then compose down --volumes >&2; else compose down >&2; fi
echo "prod: stopped" >&2
