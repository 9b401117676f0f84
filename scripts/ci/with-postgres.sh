#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server (Debian's packages), with TEST_DATABASE_URL set.
# Usage: scripts/ci/with-postgres.sh <command...>   e.g. scripts/ci/with-postgres.sh npx jest src/server
# PG_DURABILITY=production keeps PostgreSQL's default durability (fsync on, as in production), under which commits
# hold their locks for as long as a real server's do; without it the server runs with fsync=off, which is faster but
# hides lock contention (deadlocks between statements that lock rows in different orders).
set -euo pipefail
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql (.ci/run does this)." >&2
  exit 1
fi
# A free port unless one is asked for, so two runs on one machine (two checkouts, two lanes) never collide.
PORT=${PG_TEST_PORT:-$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")}
DIR=$(mktemp -d /tmp/onboarding-pg.XXXXXX)
chmod 755 "$DIR"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi
as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust >/dev/null
DURABILITY="-c fsync=off"
if [ "${PG_DURABILITY:-}" = production ]; then DURABILITY=""; fi
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200 $DURABILITY" -l "$DIR/log" -w start >/dev/null
cleanup() { as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null || true; rm -rf "$DIR"; }
trap cleanup EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT (${DURABILITY:-production durability})"
"$@"
