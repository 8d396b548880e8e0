#!/usr/bin/env bash
# Throw-away PostgreSQL clusters on 127.0.0.1 for the tests:
#   scripts/postgres.sh start        installs Debian's postgresql when missing, creates the
#                                    cluster once, with TLS on (a self-signed certificate
#                                    for 127.0.0.1 and localhost), starts it (idempotent),
#                                    prints its URL, which asks for TLS (sslmode=require)
#   scripts/postgres.sh start-plain  the same for a second cluster without TLS, on the next
#                                    port, for the tests that a TLS-only client refuses it;
#                                    prints its URL (no sslmode)
#   scripts/postgres.sh stop         stops both (idempotent)
#   scripts/postgres.sh url          prints the TLS cluster's URL (url-plain: the other's)
#   scripts/postgres.sh cert         prints the path of the TLS cluster's certificate, the
#                                    root to trust for sslmode=verify-full (sslrootcert=)
#   scripts/postgres.sh status       running / stopped (exit 3), the TLS cluster
# Started by a test process (FUTBOL_LEASE_PID), a cluster stops by itself when the last
# such process has gone (scripts/lease.sh).
# A cluster lives in $FUTBOL_PG_DIR (default /tmp/futbol-bot-pg-PORT; the plain one in
# $FUTBOL_PG_PLAIN_DIR), owned by the unprivileged `postgres` user when run as root
# (initdb and pg_ctl refuse root), on port $FUTBOL_PG_PORT (default 15432, not Debian's
# 5432; the plain one on $FUTBOL_PG_PLAIN_PORT, default the next), trust authentication
# on 127.0.0.1 only, except the role futbol_pw (password `futbol-pw`), which must give
# its password: the tests of a wrong password use it. It is for tests: fsync stays on
# so durability figures are real.
set -euo pipefail
PORT="${FUTBOL_PG_PORT:-15432}"
PLAIN_PORT="${FUTBOL_PG_PLAIN_PORT:-$((PORT + 1))}"
TLS_DIR="${FUTBOL_PG_DIR:-${TMPDIR:-/tmp}/futbol-bot-pg-$PORT}"
PLAIN_DIR="${FUTBOL_PG_PLAIN_DIR:-${TMPDIR:-/tmp}/futbol-bot-pg-$PLAIN_PORT}"
TLS_URL="postgres://futbol@127.0.0.1:$PORT/futbol?sslmode=require"
PLAIN_URL="postgres://futbol@127.0.0.1:$PLAIN_PORT/futbol"

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/lease.sh
. "$ROOT/scripts/lease.sh"

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

# running DIR
running() {
  [ -f "$1/data/PG_VERSION" ] && as_owner "$BIN/pg_ctl" -D "$1/data" status >/dev/null 2>&1
}

# psql_on PORT ARGS…: as the superuser, to the maintenance database.
psql_on() {
  local port="$1"
  shift
  "$BIN/psql" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 "$@"
}

# certificate DIR: a self-signed certificate for 127.0.0.1 and localhost (not a CA, so
# rustls takes it as the server's own and as the root to trust), made once.
certificate() {
  local dir="$1"
  [ -f "$dir/server.crt" ] && [ -f "$dir/server.key" ] && return 0
  command -v openssl >/dev/null || {
    echo "openssl is needed for the TLS cluster's certificate (apt-get install openssl)" >&2
    return 1
  }
  as_owner tee "$dir/req.cnf" >/dev/null <<'CNF'
[req]
distinguished_name = dn
x509_extensions = server
prompt = no
[dn]
CN = 127.0.0.1
[server]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature, keyEncipherment
extendedKeyUsage = serverAuth
subjectAltName = IP:127.0.0.1, DNS:localhost
subjectKeyIdentifier = hash
CNF
  as_owner openssl req -x509 -config "$dir/req.cnf" -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 \
    -nodes -days 3650 -keyout "$dir/server.key.new" -out "$dir/server.crt.new" 2>/dev/null
  as_owner chmod 600 "$dir/server.key.new"
  as_owner chmod 644 "$dir/server.crt.new"
  as_owner mv "$dir/server.key.new" "$dir/server.key"
  as_owner mv "$dir/server.crt.new" "$dir/server.crt"
}

# start PORT DIR TLS(0/1): creates the cluster once, starts it, sets up TLS and the roles.
start() {
  local port="$1" dir="$2" tls="$3"
  ensure_installed
  if [ "$(id -u)" -eq 0 ]; then
    install -d -o postgres -g postgres -m 700 "$dir"
  else
    install -d -m 700 "$dir"
  fi
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    as_owner "$BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
      --no-sync >"$dir/initdb.log"
  fi
  # The password role first: pg_hba.conf's first matching line wins.
  if ! grep -q '^host all futbol_pw ' "$dir/data/pg_hba.conf"; then
    as_owner sed -i '1i host all futbol_pw 127.0.0.1/32 scram-sha-256' "$dir/data/pg_hba.conf"
    if running "$dir"; then as_owner "$BIN/pg_ctl" -D "$dir/data" -s reload; fi
  fi
  if ! running "$dir"; then
    if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$port"; then
      echo "port $port already serves another PostgreSQL; choose another with FUTBOL_PG_PORT" >&2
      return 1
    fi
    # The server must not inherit the lock (fd 9), or it would hold it.
    as_owner "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -s -o \
      "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300" start 9>&-
  fi
  if [ "$tls" = 1 ] && [ "$(psql_on "$port" -At -c 'SHOW ssl')" != on ]; then
    certificate "$dir"
    # In postgresql.auto.conf, so a reload turns it on in a running cluster too.
    psql_on "$port" >/dev/null <<SQL
ALTER SYSTEM SET ssl_cert_file = '$dir/server.crt';
ALTER SYSTEM SET ssl_key_file = '$dir/server.key';
ALTER SYSTEM SET ssl = on;
SELECT pg_reload_conf();
SQL
    local tries=0
    until [ "$(psql_on "$port" -At -c 'SHOW ssl')" = on ]; do
      tries=$((tries + 1))
      if [ "$tries" -ge 50 ]; then
        echo "TLS did not come on in $dir (see $dir/server.log)" >&2
        return 1
      fi
      sleep 0.1
    done
  fi
  psql_on "$port" >/dev/null <<'SQL'
SELECT 'CREATE ROLE futbol LOGIN CREATEDB' WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'futbol')\gexec
SELECT 'CREATE DATABASE futbol OWNER futbol' WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'futbol')\gexec
SELECT 'CREATE ROLE futbol_pw LOGIN PASSWORD ''futbol-pw''' WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'futbol_pw')\gexec
GRANT CREATE ON DATABASE futbol TO futbol_pw;
SQL
  lease_started "pg-$port" "$ROOT/scripts/postgres.sh" "stop-$port"
}

# stop DIR PORT
stop() {
  if [ -n "$BIN" ] && running "$1"; then
    as_owner "$BIN/pg_ctl" -D "$1/data" -m fast -w -s stop
  fi
  lease_stopped "pg-$2"
}

# One start or stop at a time: tests running in parallel may each ask for
# a cluster (the first starts it, the others find it running).
exec 9>"${TMPDIR:-/tmp}/futbol-bot-pg-$PORT.lock"
flock 9

BIN="$(find_bin)"
case "${1:-}" in
  start) start "$PORT" "$TLS_DIR" 1 && echo "$TLS_URL" ;;
  start-plain) start "$PLAIN_PORT" "$PLAIN_DIR" 0 && echo "$PLAIN_URL" ;;
  stop) stop "$TLS_DIR" "$PORT" && stop "$PLAIN_DIR" "$PLAIN_PORT" ;;
  # One cluster, by its port (what a lease's watcher runs).
  "stop-$PORT") stop "$TLS_DIR" "$PORT" ;;
  "stop-$PLAIN_PORT") stop "$PLAIN_DIR" "$PLAIN_PORT" ;;
  url) echo "$TLS_URL" ;;
  url-plain) echo "$PLAIN_URL" ;;
  cert) echo "$TLS_DIR/server.crt" ;;
  status)
    if running "$TLS_DIR"; then echo running; else echo stopped; exit 3; fi
    ;;
  *) echo "usage: $0 start|start-plain|stop|url|url-plain|cert|status" >&2; exit 2 ;;
esac
