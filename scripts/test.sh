#!/usr/bin/env bash
# The whole test suite: formatting, lints, and every test.
# This is the README's test command and what CI runs (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser test needs Debian's Chromium and ChromeDriver.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  echo "== installing chromium and chromium-driver"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver fonts-dejavu-core >/dev/null
fi

# The accessibility test (tests/web_page.rs) runs axe-core, from npm, in
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

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
# The Matrix test needs a Synapse homeserver on 127.0.0.1 (installed into
# target/synapse the first time); it is stopped again when the suite ends.
echo "== synapse"
scripts/synapse.sh start
trap 'scripts/synapse.sh stop; scripts/postgres.sh stop' EXIT
# The PostgreSQL store's tests need a PostgreSQL on 127.0.0.1 (Debian's
# package, installed the first time; a throw-away cluster in /tmp). Its URL
# asks for TLS (sslmode=require), so the PostgreSQL pass runs over TLS. (The
# TLS tests start a second, plain cluster themselves, `postgres.sh
# start-plain`; the trap's `stop` stops both.)
echo "== postgres"
FUTBOL_TEST_DATABASE_URL="$(scripts/postgres.sh start)"
export FUTBOL_TEST_DATABASE_URL

# The store contract (tests/store_contract.rs) runs each of its cases on
# sled and on this PostgreSQL within this pass.
echo "== cargo test (the bot, and the rules and pictures crates, optimised)"
cargo test --workspace
# The host's behaviour tests once more, on the PostgreSQL store.
echo "== cargo test, host behaviour on PostgreSQL"
FUTBOL_STORE=postgres cargo test --test host --test clock --test computer --test archive --test set_aside --test community --test tournament --test takeback --test vacation --test digest --test fair
