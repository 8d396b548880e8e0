# Sourced by synapse.sh and postgres.sh: a server that a test process
# started stops by itself once the last test process that asked for it has
# gone, so a filtered `cargo test` leaves nothing running. A test process
# names itself in FUTBOL_LEASE_PID (testkit does); a start without it
# (scripts/test.sh, a developer at a shell) keeps the server until a `stop`,
# as before.
LEASES="${TMPDIR:-/tmp}/futbol-bot-leases"

# lease_started NAME STOP-COMMAND...: after a start.
lease_started() {
  local name="$1"
  shift
  local dir="$LEASES/$name" owner
  mkdir -p "$dir"
  if [ -z "${FUTBOL_LEASE_PID:-}" ]; then
    echo script >"$dir/owner"
    return 0
  fi
  owner="$(cat "$dir/owner" 2>/dev/null || true)"
  # The script's server stays the script's, even when a test stopped and
  # started it again (the outage tests): only the script's `stop` ends that.
  if [ -z "$owner" ]; then
    echo leases >"$dir/owner"
    : >"$dir/pids"
    owner=leases
  fi
  [ "$owner" = leases ] || return 0
  echo "$FUTBOL_LEASE_PID" >>"$dir/pids"
  if [ -f "$dir/watcher" ] && kill -0 "$(cat "$dir/watcher")" 2>/dev/null; then
    return 0
  fi
  # The watcher: once a second, while the leases are its to watch; when no
  # process that asked is alive, it stops the server. It holds no lock and
  # no output of the caller's.
  setsid bash -c '
    dir="$1"; shift
    while sleep 1; do
      [ "$(cat "$dir/owner" 2>/dev/null)" = leases ] || exit 0
      while read -r pid; do kill -0 "$pid" 2>/dev/null && continue 2; done <"$dir/pids"
      rm -f "$dir/owner" "$dir/pids" "$dir/watcher"
      "$@"
      exit 0
    done' lease-watcher "$dir" "$@" </dev/null >/dev/null 2>&1 9>&- &
  echo $! >"$dir/watcher"
}

# lease_stopped NAME: the script's (or a person's) stop ends its keeping of
# the server; a test's stop does not (a test that stops it starts it again,
# and its lease, or the script's keeping, lives on).
lease_stopped() {
  local dir="$LEASES/$1"
  if [ -z "${FUTBOL_LEASE_PID:-}" ] && [ "$(cat "$dir/owner" 2>/dev/null || true)" = script ]; then
    rm -f "$dir/owner"
  fi
  return 0
}
