#!/usr/bin/env bash
# The whole test suite: formatting, lints, and every test.
# This is the README's test command and what CI runs (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
# Nothing in the environment changes what a test checks: which store the
# host tests use, golden pictures or screenshots rewritten, another bot
# binary, a soak's length.
unset FUTBOL_STORE UPDATE_GOLDEN UPDATE_SCREENSHOT FUTBOL_BOT_BIN FUTBOL_SOAK

# Each phase's seconds, printed when the run ends (green or not).
PHASES=()
PHASE="installs"
PHASE_START=$SECONDS
phase() {
  PHASES+=("$PHASE: $((SECONDS - PHASE_START)) s")
  PHASE="$1"
  PHASE_START=$SECONDS
  echo "== $1"
}
print_phases() {
  PHASES+=("$PHASE: $((SECONDS - PHASE_START)) s")
  echo "== phases (${SECONDS} s in all)"
  printf '  %s\n' "${PHASES[@]}"
}
trap print_phases EXIT

# The browser test needs Debian's Chromium and ChromeDriver.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  echo "== installing chromium and chromium-driver"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver fonts-dejavu-core >/dev/null
fi

# The container test (tests/cli/container.rs) builds the image and runs it and
# compose.yaml with Debian's podman and podman-compose, on a base image it
# makes with debootstrap (runc: see the test's containers.conf).
if ! command -v podman >/dev/null || ! command -v podman-compose >/dev/null \
  || ! command -v debootstrap >/dev/null || ! command -v runc >/dev/null; then
  echo "== installing podman, podman-compose, debootstrap and runc"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq podman podman-compose \
    debootstrap runc uidmap slirp4netns fuse-overlayfs >/dev/null
fi

# The accessibility test (tests/page/web_page/) runs axe-core, from npm, in
# Chromium: installed into target/axe the first time (Debian's npm if the
# machine has none).
if [ ! -f target/axe/node_modules/axe-core/axe.min.js ]; then
  echo "== installing axe-core"
  if ! command -v npm >/dev/null; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq npm >/dev/null
  fi
  mkdir -p target/axe
  npm install --silent --no-audit --no-fund --prefix target/axe axe-core@4.14.1 >/dev/null
fi

phase "cargo fmt --check"
cargo fmt --all -- --check
# The Matrix test needs a Synapse homeserver on 127.0.0.1 (installed into
# target/synapse the first time); it is stopped again when the suite ends.
phase "synapse"
scripts/synapse.sh start
# What the tests print, for the summary at the end.
LOG="$(mktemp)"
trap 'scripts/synapse.sh stop; scripts/postgres.sh stop; rm -f "$LOG"; print_phases' EXIT
# The PostgreSQL store's tests need a PostgreSQL on 127.0.0.1 (Debian's
# package, installed the first time; a throw-away cluster in /tmp). Its URL
# asks for TLS (sslmode=require), so the PostgreSQL pass runs over TLS. (The
# TLS tests start a second, plain cluster themselves, `postgres.sh
# start-plain`; the trap's `stop` stops both.)
phase "postgres"
FUTBOL_TEST_DATABASE_URL="$(scripts/postgres.sh start)"
export FUTBOL_TEST_DATABASE_URL

# The bot as users build it, linted: without the tests' hooks (the
# `test-hooks` feature, which only the tests' dev-dependency turns on).
phase "cargo clippy: the bot as users build it"
cargo clippy -p futbol-bot --bin futbol-bot -- -D warnings
# Every other lint and the tests' build are one build: clippy's own driver
# compiles the workspace's crates (as `cargo clippy` runs it, with its lints
# as errors), so the dependencies are compiled once, where `cargo clippy
# --all-targets` then `cargo test` checked them and then built them. Every
# cargo command below keeps these two variables, so none builds again.
RUSTC_WORKSPACE_WRAPPER="$(rustup which clippy-driver)"
CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
export RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS
phase "cargo build and clippy: every target, the tests with their hooks"
cargo test --workspace --all-targets --no-run
phase "cargo test (the bot, and the rules, pictures, tournament and texts crates)"
# A test binary's failure is counted and the others still run; the script
# fails at the end if any did.
FAILED=0
tests() { "$@" 2>&1 | tee -a "$LOG" || FAILED=1; }
# The Matrix binary runs beside the light ones: its tests mostly wait on
# Synapse, and it is the longest. Beside the Discord and command-line
# binaries too (many bots at once, the container's build) a bot's join once
# took Synapse past a minute on 2 cores, so those run after it. It runs its
# built binary itself (cargo test would hold the build directory's lock
# while its tests run); the page binary, whose widget tests share that
# Synapse (which a Matrix test restarts), runs once it has finished.
MATRIX_BIN="$(cargo test -p futbol-bot --test matrix --no-run 2>&1 | sed -n 's/.*Executable .*(\(.*\))$/\1/p')"
MATRIX_LOG="$(mktemp)"
"$MATRIX_BIN" > "$MATRIX_LOG" 2>&1 &
MATRIX=$!
# Every other test target of the workspace, named from its metadata, in
# workspace-wide cargo commands (so no dependency's features, and no build,
# differ from the build above). The store contract
# (tests/postgres/store_contract/) runs each of its cases on sled and on
# this PostgreSQL within this pass.
AFTER=(--test discord --test cli)
LIGHT=$(cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
later = {"matrix", "page"} | set(sys.argv[2::2])
for package in json.load(sys.stdin)["packages"]:
    for target in package["targets"]:
        if "test" in target["kind"] and target["name"] not in later:
            print("--test", target["name"])' "${AFTER[@]}")
# shellcheck disable=SC2086 # one word each
tests cargo test --workspace --no-fail-fast --lib $LIGHT
tests cargo test --workspace --doc
MATRIX_STATUS=0
wait "$MATRIX" || MATRIX_STATUS=$?
echo "== the Matrix tests (tests/matrix/), run beside the above"
tee -a "$LOG" < "$MATRIX_LOG"
rm -f "$MATRIX_LOG"
[ "$MATRIX_STATUS" -eq 0 ] || FAILED=1
tests cargo test --workspace --no-fail-fast "${AFTER[@]}"
tests cargo test -p futbol-bot --no-fail-fast --test page
# The host's behaviour tests once more, on the PostgreSQL store: the
# `host` test binary (tests/host/) is exactly the tests whose store follows
# FUTBOL_STORE (`on_test_clock`, `support::store`, `support::export`); a
# test elsewhere that picks its store that way stops the run, so it cannot
# miss this pass.
phase "cargo test, host behaviour on PostgreSQL"
ELSEWHERE=$(grep -rl 'on_test_clock(\|support::store(\|support::export(' tests --include='*.rs' | grep -v '^tests/host/' || true)
if [ -n "$ELSEWHERE" ]; then
  echo "these pick their store from FUTBOL_STORE but are not in tests/host/: $ELSEWHERE" >&2
  exit 1
fi
tests env FUTBOL_STORE=postgres cargo test --no-fail-fast --test host
# The summary: every test binary's results added up, and the tests that
# skipped for lack of something (a "SKIPPED:" line each; under CI they
# fail instead).
passed=$(grep -E '^test result:' "$LOG" | awk '{s += $4} END {print s + 0}')
failed=$(grep -E '^test result:' "$LOG" | awk '{s += $6} END {print s + 0}')
skipped=$(grep -c ': SKIPPED: ' "$LOG" || true)
# A skipped test returns early, so cargo counted it as passed.
echo "summary: $((passed - skipped)) passed, $failed failed, $skipped skipped"
[ "$FAILED" -eq 0 ]
