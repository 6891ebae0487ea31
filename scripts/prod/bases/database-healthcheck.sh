#!/usr/bin/env bash
# Health of the stand-in database: its port takes connections.
exec 3<>/dev/tcp/127.0.0.1/27017
