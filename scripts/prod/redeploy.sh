#!/usr/bin/env bash
# Redeploys one image of the running `npm run prod:try` stack, as a team ships its own area:
#   scripts/prod/redeploy.sh <name> [source folder]
# builds <name> (e.g. mfe-public) from the source folder (default: this checkout) with
# scripts/prod/build-images.sh, keeping the running bundle's hashed files (PREVIOUS_TAG),
# records the new tag in the stack's settings, recreates that one container and waits until
# the stack is healthy. Rolling back is the same with the old tag: set <NAME>_TAG in
# .tools/prod/stack.env and run `podman-compose … up -d --no-deps <name>` (docs/operations.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/prod/lib.sh
name=$1
source_dir=${2:-$PWD}
set -a; . "$STACK_ENV"; set +a
variable=$(node_modules/.bin/node scripts/prod/components.ts | awk -v n="$name" '$2 == n { print $5 }')
[ -n "$variable" ] || { echo "redeploy: no image named $name" >&2; exit 1; }
export PREVIOUS_TAG=${!variable:-$TAG}
line=$(cd "$source_dir" && bash scripts/prod/build-images.sh "$name" | grep "^$variable=")
sed -i "/^$variable=/d" "$STACK_ENV"
echo "$line" >> "$STACK_ENV"
# compose prefers the environment to --env-file, and the old tag was exported above.
export "${line?}"
echo "redeploy: $name ${PREVIOUS_TAG} -> ${line#*=}" >&2
compose up -d --no-deps "$name" >&2
wait_healthy 120 >/dev/null
