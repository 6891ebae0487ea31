#!/usr/bin/env bash
# Health of the MongoDB container: on the first start, initiates the one-member replica set
# rs0; afterwards, healthy while this member is the writable primary. Authenticates as root
# with the password read from its secret file inside mongosh, never on a command line.
set -euo pipefail
exec mongosh --quiet --norc 'mongodb://127.0.0.1:27017/admin?directConnection=true' --eval '
  const password = fs.readFileSync(process.env.MONGO_INITDB_ROOT_PASSWORD_FILE, "utf8").replace(/\r?\n$/, "");
  db.getSiblingDB("admin").auth(process.env.MONGO_INITDB_ROOT_USERNAME, password);
  let state;
  try {
    state = rs.status();
  } catch (error) {
    if (error.codeName !== "NotYetInitialized") throw error;
    rs.initiate({ _id: "rs0", members: [{ _id: 0, host: "mongo:27017" }] });
    quit(1);
  }
  quit(db.hello().isWritablePrimary ? 0 : 1);
'
