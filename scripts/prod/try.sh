#!/usr/bin/env bash
# `npm run prod:try`: the production path on this machine. Builds local base images
# (scripts/prod/bases.sh), builds every image with the real Dockerfile
# (scripts/prod/build-images.sh), and starts the production docker-compose.yml with CI's
# override (docker-compose.ci.yml: stand-in database, Caddy's local CA, the dev mail catcher).
# ADMIN_EMAIL and ADMIN_PASSWORD choose the first admin as with `npm start`; without
# ADMIN_PASSWORD one is generated and shown once. HTTPS_PORT (443) and HTTP_PORT (80) move the
# published ports. Needs root, podman, runc, podman-compose, mmdebstrap and Go (.ci/run
# installs them). The last line printed is the site's https URL; `npm run prod:down` stops it.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/prod/lib.sh
started=$(date +%s)
log() { echo "prod: $*" >&2; }

for tool in podman podman-compose mmdebstrap go; do
  command -v "$tool" >/dev/null || { log "needs $tool (see .ci/run for how to install it)"; exit 1; }
done
[ -d .tools/embedded-mongo/classes ] || node_modules/.bin/node scripts/db.ts --prepare >&2

bases=$(bash scripts/prod/bases.sh)
set -a; eval "$bases"; set +a
tags=$(bash scripts/prod/build-images.sh)
log "images built in $(( $(date +%s) - started )) s"

# Secrets: random files, made once, readable by root only.
secrets=$PROD_TOOLS/secrets
mkdir -p "$secrets"; chmod 700 "$secrets"
secret() { [ -s "$secrets/$1" ] || { (umask 077; printf '%s' "$2" > "$secrets/$1"); }; }
random() { head -c "$1" /dev/urandom | base64 -w0 | tr -d '/+=' | head -c "$1"; }
for name in jwt_secret internal_token metrics_token mongo_root_password mongo_app_password mongo_backup_password; do
  secret "$name" "$(random 48)"
done
secret mongo_keyfile "$(head -c 756 /dev/urandom | base64 -w0)"
# Identity's access-token signing key (ES256): an EC P-256 private key, PKCS8 PEM.
[ -s "$secrets/token_signing_key" ] ||
  (umask 077; openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$secrets/token_signing_key")
secret smtp_url 'smtp://mail:1025'
admin_password_shown=
if [ -n "${ADMIN_PASSWORD:-}" ]; then
  (umask 077; printf '%s' "$ADMIN_PASSWORD" > "$secrets/admin_password")
elif [ ! -s "$secrets/admin_password" ]; then
  secret admin_password "$(random 20)"
  admin_password_shown=$(cat "$secrets/admin_password")
fi

# The services run as uid/gid 65532 and read their secrets from bind-mounted files.
for name in jwt_secret internal_token metrics_token mongo_app_password admin_password smtp_url token_signing_key; do
  chgrp 65532 "$secrets/$name"; chmod 440 "$secrets/$name"
done

https_port=${HTTPS_PORT:-443}
public_url=https://localhost$([ "$https_port" = 443 ] || echo ":$https_port")
{
  echo "SITE_DOMAIN=localhost"
  echo "PUBLIC_URL=$public_url"
  echo "ADMIN_EMAIL=${ADMIN_EMAIL:-admin@example.com}"
  echo "MAIL_FROM=no-reply@localhost"
  echo "SECRETS_DIR=$secrets"
  echo "HTTPS_PORT=$https_port"
  echo "HTTP_PORT=${HTTP_PORT:-80}"
  echo "$bases"
  echo "$tags"
} > "$STACK_ENV"

compose up -d >&2
start_health_checks
seconds=$(wait_healthy "${PROD_HEALTHY_TIMEOUT:-300}")
log "every container healthy $seconds s after \`up\` ($(( $(date +%s) - started )) s in all)"
# Caddy's local CA, for clients that should trust the site (NODE_EXTRA_CA_CERTS, a browser).
podman cp consulting-site_caddy_1:/data/caddy/pki/authorities/local/root.crt "$PROD_TOOLS/caddy-root.crt" 2>/dev/null \
  && log "Caddy's local CA: $PROD_TOOLS/caddy-root.crt"
log "mail catcher: http://127.0.0.1:8025"
if [ -n "$admin_password_shown" ]; then
  log "first admin: ${ADMIN_EMAIL:-admin@example.com}, password (shown once): $admin_password_shown"
fi
echo "$public_url"
