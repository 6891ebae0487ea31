#!/usr/bin/env bash
# Starts the stand-in database with the users of docker/mongo/initdb.d (root, app, backup),
# their passwords read from the same secret files. The arguments (mongod's) are ignored.
set -euo pipefail
users=/tmp/database-users
umask 077
: > "$users"
add_user() { [ -n "${2:-}" ] && printf '%s:%s\n' "$1" "$(sed -e '$a\' "$2" | head -n 1)" >> "$users"; }
add_user "${MONGO_INITDB_ROOT_USERNAME:-root}" "${MONGO_INITDB_ROOT_PASSWORD_FILE:-}"
add_user app "${MONGO_APP_PASSWORD_FILE:-}"
add_user backup "${MONGO_BACKUP_PASSWORD_FILE:-}"
if [ "$(id -u)" = 0 ]; then chown mongodb:mongodb "$users" /data/db; fi
export EMBEDDED_MONGO_BIND=0.0.0.0 EMBEDDED_MONGO_REPLICA_SET=rs0 \
  EMBEDDED_MONGO_ADVERTISED_HOST="${EMBEDDED_MONGO_ADVERTISED_HOST:-mongo:27017}" \
  EMBEDDED_MONGO_USERS_FILE="$users"
command=(java -Xmx1280m -Dembedded.cacheMb=384 -Dembedded.durability=group -Dorg.slf4j.simpleLogger.defaultLogLevel=error -Dorg.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire=off -cp '/opt/embedded-mongo/classes:/opt/embedded-mongo/lib/*' EmbeddedMongo 27017 /data/db/mongo-java-server.mv)
if [ "$(id -u)" = 0 ]; then exec setpriv --reuid=999 --regid=999 --init-groups "${command[@]}"; fi
exec "${command[@]}"
