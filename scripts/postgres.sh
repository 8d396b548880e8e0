#!/usr/bin/env bash
# A throw-away PostgreSQL cluster on 127.0.0.1 for the tests:
#   scripts/postgres.sh start   installs Debian's postgresql when missing, creates the
#                               cluster once, starts it (idempotent), prints its URL
#   scripts/postgres.sh stop    stops it (idempotent)
#   scripts/postgres.sh url     prints the URL
#   scripts/postgres.sh status  running / stopped (exit 3)
# The cluster lives in $FUTBOL_PG_DIR (default /tmp/futbol-bot-pg-PORT), owned by the
# unprivileged `postgres` user when run as root (initdb and pg_ctl refuse root), on
# port $FUTBOL_PG_PORT (default 15432, not Debian's 5432), trust authentication on
# 127.0.0.1 only. It is for tests: fsync stays on so durability figures are real.
set -euo pipefail
PORT="${FUTBOL_PG_PORT:-15432}"
DIR="${FUTBOL_PG_DIR:-${TMPDIR:-/tmp}/futbol-bot-pg-$PORT}"
URL="postgres://futbol@127.0.0.1:$PORT/futbol"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1; }

ensure_installed() {
  BIN="$(find_bin)"
  if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    echo "installing Debian's postgresql…" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends postgresql >/dev/null
    BIN="$(find_bin)"
  fi
}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

running() {
  [ -f "$DIR/data/PG_VERSION" ] && as_owner "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1
}

start() {
  ensure_installed
  if [ "$(id -u)" -eq 0 ]; then
    install -d -o postgres -g postgres -m 700 "$DIR"
  else
    install -d -m 700 "$DIR"
  fi
  if [ ! -f "$DIR/data/PG_VERSION" ]; then
    as_owner "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
      --no-sync >"$DIR/initdb.log"
  fi
  if ! running; then
    if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
      echo "port $PORT already serves another PostgreSQL; choose another with FUTBOL_PG_PORT" >&2
      return 1
    fi
    # The server must not inherit the lock (fd 9), or it would hold it.
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 -s -o \
      "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c max_connections=300" start 9>&-
  fi
  "$BIN/psql" -X -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
SELECT 'CREATE ROLE futbol LOGIN CREATEDB' WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'futbol')\gexec
SELECT 'CREATE DATABASE futbol OWNER futbol' WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'futbol')\gexec
SQL
  echo "$URL"
}

stop() {
  BIN="$(find_bin)"
  if [ -n "$BIN" ] && running; then
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast -w -s stop
  fi
  return 0
}

# One start or stop at a time: tests running in parallel may each ask for
# the cluster (the first starts it, the others find it running).
exec 9>"${TMPDIR:-/tmp}/futbol-bot-pg-$PORT.lock"
flock 9

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  url) echo "$URL" ;;
  status)
    BIN="$(find_bin)"
    if running; then echo running; else echo stopped; exit 3; fi
    ;;
  *) echo "usage: $0 start|stop|url|status" >&2; exit 2 ;;
esac
