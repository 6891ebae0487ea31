#!/usr/bin/env bash
# Builds the site's images with docker/Dockerfile and names them
# ${REGISTRY:-consulting-site}/<name>:<version>-<commit>, with OCI labels (version, revision,
# source). Prints each image's size on stderr and, on stdout, the tag variables for
# docker-compose.yml (`TAG=…`, `GATEWAY_TAG=…`, …) of what it built.
#
#   scripts/prod/build-images.sh                  every image
#   scripts/prod/build-images.sh mfe-public       one image (one team's deploy)
#
# Base images: NODE_IMAGE, RUNTIME_IMAGE and NGINX_IMAGE from the environment when set (local
# stand-ins, scripts/prod/bases.sh), else the Dockerfile's defaults (the official images).
# A bundle keeps the hashed files of the image it replaces: PREVIOUS_TAG (default: the newest
# local image of that bundle, if any) names it.
# BUILD_COMMIT overrides the commit (default: git's, with `-dirty` for uncommitted changes).
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/prod/lib.sh
REGISTRY=${REGISTRY:-consulting-site}
SOURCE_URL=${SOURCE_URL:-$(git config --get remote.origin.url 2>/dev/null || echo 'https://example.com/consulting-site')}
if [ -z "${BUILD_COMMIT:-}" ]; then
  BUILD_COMMIT=$(git rev-parse --short=12 HEAD)
  [ -z "$(git status --porcelain --untracked-files=no)" ] || BUILD_COMMIT="$BUILD_COMMIT-dirty"
fi
node=node_modules/.bin/node
[ -x "$node" ] || node=node
base_args=()
for arg in NODE_IMAGE RUNTIME_IMAGE NGINX_IMAGE; do
  [ -n "${!arg:-}" ] && base_args+=(--build-arg "$arg=${!arg}")
done
wanted=" $* "
root_version=$("$node" -p "require('./package.json').version ?? '1.0.0'")
echo "TAG=${root_version}-${BUILD_COMMIT}"

while read -r kind name version mount tag_variable; do
  [ "$wanted" = "  " ] || [[ "$wanted" == *" $name "* ]] || continue
  image="$REGISTRY/$name:$version-$BUILD_COMMIT"
  args=(--build-arg "BUILD_COMMIT=$BUILD_COMMIT" --build-arg "VERSION=$version" --build-arg "SOURCE_URL=$SOURCE_URL")
  if [ "$kind" = service ]; then
    args+=(--target service --build-arg "SERVICE=$name")
  else
    args+=(--target bundle --build-arg "BUNDLE=$name" --build-arg "MOUNT=$mount")
    previous=${PREVIOUS_TAG:+$REGISTRY/$name:$PREVIOUS_TAG}
    previous=${previous:-$(podman images --format '{{.Repository}}:{{.Tag}}' --sort created --filter "reference=$REGISTRY/$name" | grep -v ":$version-$BUILD_COMMIT\$" | head -n 1 || true)}
    # Without one, the nginx base stands in (an image with nothing to keep).
    [ -n "$previous" ] && args+=(--build-arg "PREVIOUS_BUNDLE_IMAGE=$previous")
    [ -z "$previous" ] && [ -n "${NGINX_IMAGE:-}" ] && args+=(--build-arg "PREVIOUS_BUNDLE_IMAGE=$NGINX_IMAGE")
  fi
  started=$(date +%s)
  # Docker's image format keeps the Dockerfile's HEALTHCHECK (OCI's has no field for it).
  podman build --quiet --format docker -f docker/Dockerfile "${base_args[@]}" "${args[@]}" -t "$image" . >/dev/null
  size=$(podman image inspect --format '{{.Size}}' "$image")
  printf 'image: %-45s %6.1f MB  (%s s)\n' "$image" "$(awk "BEGIN { print $size / 1000000 }")" "$(( $(date +%s) - started ))" >&2
  echo "$tag_variable=$version-$BUILD_COMMIT"
done < <("$node" scripts/prod/components.ts)
