#!/usr/bin/env bash
# A throwaway Synapse homeserver for the Matrix tests, on 127.0.0.1 only.
#   scripts/synapse.sh start      install (once) and start it; prints its URL
#   scripts/synapse.sh stop       stop it
#   scripts/synapse.sh restart    stop, then start
#   scripts/synapse.sh register USER PASSWORD   create a user (idempotent)
#   scripts/synapse.sh login USER PASSWORD      log in; prints an access token
#   scripts/synapse.sh logout TOKEN             revoke that access token
# Everything lives under target/synapse; SYNAPSE_PORT picks the port.
# Started by a test process (FUTBOL_LEASE_PID), it stops by itself when the
# last such process has gone (scripts/lease.sh).
# Synapse is pinned to the version the Matrix test was written against.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="${SYNAPSE_DIR:-$ROOT/target/synapse}"
PORT="${SYNAPSE_PORT:-18448}"
VENV="$DIR/venv"
CONFIG="$DIR/homeserver.yaml"
URL="http://127.0.0.1:$PORT"
# shellcheck source=scripts/lease.sh
. "$ROOT/scripts/lease.sh"

install() {
  mkdir -p "$DIR"
  if ! "$VENV/bin/python" -c "import synapse" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q --disable-pip-version-check "matrix-synapse==1.163.2"
  fi
  if [ ! -f "$CONFIG" ]; then
    "$VENV/bin/python" -m synapse.app.homeserver --server-name localhost \
      --config-path "$CONFIG" --data-directory "$DIR/data" \
      --generate-config --report-stats=no >/dev/null
  fi
  # Applied at every start, so a new SYNAPSE_PORT takes effect.
  # A loopback-only client listener (with the OpenID userinfo endpoint
  # the widget's tokens are checked at), sqlite, low bcrypt rounds,
  # shared-secret registration, no federation, relaxed rate limits.
  DIR="$DIR" PORT="$PORT" CONFIG="$CONFIG" "$VENV/bin/python" - <<'PY'
import os, yaml
path, d, port = os.environ["CONFIG"], os.environ["DIR"], int(os.environ["PORT"])
with open(path) as f:
    config = yaml.safe_load(f)
unlimited = {"per_second": 10000, "burst_count": 10000}
config.update({
    "listeners": [{"port": port, "tls": False, "type": "http", "x_forwarded": False,
                   "bind_addresses": ["127.0.0.1"],
                   "resources": [{"names": ["client", "openid"], "compress": False}]}],
    "database": {"name": "sqlite3", "args": {"database": f"{d}/data/homeserver.db"}},
    "pid_file": f"{d}/homeserver.pid",
    "registration_shared_secret": "futbol-bot-test-only",
    "enable_registration": False,
    "bcrypt_rounds": 4,
    "federation_domain_whitelist": [],
    "trusted_key_servers": [],
    "suppress_key_server_warning": True,
    "report_stats": False,
    "presence": {"enabled": False},
    "rc_message": unlimited, "rc_registration": unlimited,
    "rc_registration_token_validity": unlimited,
    "rc_login": {"address": unlimited, "account": unlimited, "failed_attempts": unlimited},
    "rc_admin_redaction": unlimited,
    "rc_joins": {"local": unlimited, "remote": unlimited},
    "rc_joins_per_room": unlimited, "rc_3pid_validation": unlimited,
    "rc_invites": {"per_room": unlimited, "per_user": unlimited, "per_issuer": unlimited},
    "rc_presence": {"per_user": unlimited},
    "rc_media_create": unlimited, "rc_delayed_event_mgmt": unlimited,
    "rc_reports": unlimited, "rc_room_creation": unlimited,
})
with open(path + ".new", "w") as f:
    yaml.safe_dump(config, f)
os.replace(path + ".new", path)
PY
}

running() {
  [ -f "$DIR/homeserver.pid" ] && kill -0 "$(cat "$DIR/homeserver.pid")" 2>/dev/null
}

start() {
  install
  if ! running; then
    if curl -fsS "$URL/health" >/dev/null 2>&1; then
      echo "port $PORT already serves another homeserver; pick another with SYNAPSE_PORT" >&2
      return 1
    fi
    (cd "$DIR" && "$VENV/bin/python" -m synapse.app.homeserver -c "$CONFIG" --daemonize >/dev/null)
  fi
  for _ in $(seq 1 200); do
    if curl -fsS "$URL/health" >/dev/null 2>&1; then
      lease_started "synapse-$PORT" bash "$ROOT/scripts/synapse.sh" stop
      echo "$URL"
      return 0
    fi
    sleep 0.1
  done
  echo "synapse did not start; see $DIR/data/homeserver.log" >&2
  return 1
}

stop() {
  if running; then
    local pid
    pid="$(cat "$DIR/homeserver.pid")"
    kill "$pid"
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$DIR/homeserver.pid"
  lease_stopped "synapse-$PORT"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  restart) stop; start ;;
  register)
    start >/dev/null
    "$VENV/bin/register_new_matrix_user" -c "$CONFIG" -u "$2" -p "$3" --no-admin "$URL" >/dev/null 2>&1 || true
    ;;
  login)
    start >/dev/null
    curl -fsS -X POST "$URL/_matrix/client/v3/login" -H 'Content-Type: application/json' \
      -d "{\"type\":\"m.login.password\",\"identifier\":{\"type\":\"m.id.user\",\"user\":\"$2\"},\"password\":\"$3\"}" |
      "$VENV/bin/python" -c 'import json, sys; print(json.load(sys.stdin)["access_token"])'
    ;;
  logout)
    curl -fsS -X POST "$URL/_matrix/client/v3/logout" -H "Authorization: Bearer $2" >/dev/null
    ;;
  *) echo "usage: $0 start|stop|restart|register USER PASSWORD|login USER PASSWORD|logout TOKEN" >&2; exit 2 ;;
esac
