#!/usr/bin/env bash
# Builds local stand-ins for the official base images, for a machine that cannot pull them (no
# image registry is reachable here), and prints the build arguments and image names that hand
# them to docker/Dockerfile and docker-compose.yml, as `NAME=value` lines on stdout.
#
#   localhost/consulting-ci/debian      Debian bookworm (mmdebstrap) trusting this machine's CAs
#   localhost/consulting-ci/node        for node:24-bookworm-slim (the project's own Node 24 and npm)
#   localhost/consulting-ci/runtime     for gcr.io/distroless/cc-debian12:nonroot
#   localhost/consulting-ci/nginx       for nginxinc/nginx-unprivileged (Debian's nginx)
#   localhost/consulting-ci/database    for mongo:7.0 (mongo-java-server, scripts/embedded-mongo)
#   localhost/consulting-ci/caddy       for caddy:2 (built from the Go module proxy)
#   localhost/consulting-ci/mailpit     for axllent/mailpit (built from the Go module proxy)
#
# Each image is tagged with a hash of what it is made from, so a rerun reuses what is current.
# Needs root, podman, mmdebstrap, Go and the project's `npm ci` + `node scripts/db.ts --prepare`.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/prod/lib.sh
ROOT=$PWD
HERE=$ROOT/scripts/prod/bases
WORK=${PROD_TOOLS:-$ROOT/.tools/prod}
GOBIN_DIR=$WORK/bin
CADDY_VERSION=v2.11.9
MAILPIT_VERSION=v1.33.1
mkdir -p "$WORK" "$GOBIN_DIR"
log() { echo "bases: $*" >&2; }

hash_of() { cat "$@" | sha256sum | cut -c1-12; }
node_bin=$(readlink -f node_modules/.bin/node)
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
ca_bundle=/etc/ssl/certs/ca-certificates.crt

# build NAME TAG CONTAINERFILE CONTEXT [--build-arg …]: builds unless the tag exists.
build() {
  local name=$1 tag=$2 file=$3 context=$4
  shift 4
  if podman image exists "$name:$tag"; then log "$name:$tag is current"; return; fi
  log "building $name:$tag"
  podman build --quiet --format docker -f "$file" -t "$name:$tag" "$@" "$context" >&2
}

# Debian root filesystem.
debian_tag=$(hash_of "$HERE/debian.Containerfile" "$ca_bundle" "$0")
if ! podman image exists "localhost/consulting-ci/debian:$debian_tag"; then
  if ! podman image exists localhost/consulting-ci/rootfs:bookworm; then
    log 'mmdebstrap bookworm (minbase)'
    mmdebstrap --quiet --variant=minbase --include=ca-certificates bookworm "$WORK/rootfs.tar" >&2
    podman import --quiet "$WORK/rootfs.tar" localhost/consulting-ci/rootfs:bookworm >/dev/null
    rm -f "$WORK/rootfs.tar"
  fi
  ctx=$WORK/ctx-debian; rm -rf "$ctx"; mkdir -p "$ctx"; cp "$ca_bundle" "$ctx/"
  build localhost/consulting-ci/debian "$debian_tag" "$HERE/debian.Containerfile" "$ctx" \
    --build-arg ROOTFS_IMAGE=localhost/consulting-ci/rootfs:bookworm
fi
DEBIAN=localhost/consulting-ci/debian:$debian_tag

# Node 24 (the binary of the npm package `node`) and npm.
node_tag=$(hash_of "$HERE/node.Containerfile" <(echo "$debian_tag") <("$node_bin" --version) "$npm_dir/package.json")
if ! podman image exists "localhost/consulting-ci/node:$node_tag"; then
  ctx=$WORK/ctx-node; rm -rf "$ctx"; mkdir -p "$ctx"
  cp "$node_bin" "$ctx/node"; cp -r "$npm_dir" "$ctx/npm"
  build localhost/consulting-ci/node "$node_tag" "$HERE/node.Containerfile" "$ctx" --build-arg "DEBIAN_IMAGE=$DEBIAN"
fi

runtime_tag=$(hash_of "$HERE/runtime.Containerfile" <(echo "$debian_tag"))
build localhost/consulting-ci/runtime "$runtime_tag" "$HERE/runtime.Containerfile" "$HERE" --build-arg "DEBIAN_IMAGE=$DEBIAN"
RUNTIME=localhost/consulting-ci/runtime:$runtime_tag

nginx_tag=$(hash_of "$HERE/nginx.Containerfile" "$HERE/nginx.conf" <(echo "$debian_tag"))
build localhost/consulting-ci/nginx "$nginx_tag" "$HERE/nginx.Containerfile" "$HERE" --build-arg "DEBIAN_IMAGE=$DEBIAN"

# The database: the compiled launcher and its jars.
launcher=$ROOT/.tools/embedded-mongo
[ -d "$launcher/classes" ] || { log 'run `node scripts/db.ts --prepare` first'; exit 1; }
database_tag=$(hash_of "$HERE/database.Containerfile" "$HERE/database-entrypoint.sh" <(echo "$debian_tag") \
  <(cd "$launcher" && find . -type f | sort | xargs sha256sum))
if ! podman image exists "localhost/consulting-ci/database:$database_tag"; then
  ctx=$WORK/ctx-database; rm -rf "$ctx"; mkdir -p "$ctx"
  cp -r "$launcher" "$ctx/embedded-mongo"; cp "$HERE/database-entrypoint.sh" "$ctx/"
  build localhost/consulting-ci/database "$database_tag" "$HERE/database.Containerfile" "$ctx" --build-arg "DEBIAN_IMAGE=$DEBIAN"
fi

# Caddy and Mailpit from the Go module proxy (static binaries).
go_install() {
  [ -x "$GOBIN_DIR/$1-$3" ] && return
  log "go install $2@$3"
  GOBIN=$WORK/go-build-$1 CGO_ENABLED=0 GOFLAGS=-mod=mod go install "$2@$3" >&2
  mv "$WORK/go-build-$1/$1" "$GOBIN_DIR/$1-$3"
}
go_install caddy github.com/caddyserver/caddy/v2/cmd/caddy "$CADDY_VERSION"
go_install mailpit github.com/axllent/mailpit "$MAILPIT_VERSION"
caddy_tag=$(hash_of "$HERE/caddy.Containerfile" <(echo "$runtime_tag $debian_tag $CADDY_VERSION"))
if ! podman image exists "localhost/consulting-ci/caddy:$caddy_tag"; then
  ctx=$WORK/ctx-caddy; rm -rf "$ctx"; mkdir -p "$ctx"; cp "$GOBIN_DIR/caddy-$CADDY_VERSION" "$ctx/caddy"
  build localhost/consulting-ci/caddy "$caddy_tag" "$HERE/caddy.Containerfile" "$ctx" \
    --build-arg "RUNTIME_IMAGE=$RUNTIME" --build-arg "DEBIAN_IMAGE=$DEBIAN"
fi
mailpit_tag=$(hash_of "$HERE/mailpit.Containerfile" <(echo "$runtime_tag $MAILPIT_VERSION"))
if ! podman image exists "localhost/consulting-ci/mailpit:$mailpit_tag"; then
  ctx=$WORK/ctx-mailpit; rm -rf "$ctx"; mkdir -p "$ctx"; cp "$GOBIN_DIR/mailpit-$MAILPIT_VERSION" "$ctx/mailpit"
  build localhost/consulting-ci/mailpit "$mailpit_tag" "$HERE/mailpit.Containerfile" "$ctx" --build-arg "RUNTIME_IMAGE=$RUNTIME"
fi

cat <<OUT
NODE_IMAGE=localhost/consulting-ci/node:$node_tag
RUNTIME_IMAGE=$RUNTIME
NGINX_IMAGE=localhost/consulting-ci/nginx:$nginx_tag
MONGO_IMAGE=localhost/consulting-ci/database:$database_tag
CADDY_IMAGE=localhost/consulting-ci/caddy:$caddy_tag
MAILPIT_IMAGE=localhost/consulting-ci/mailpit:$mailpit_tag
OUT
