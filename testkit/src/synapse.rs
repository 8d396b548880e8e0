//! The tests' Synapse (`scripts/synapse.sh`): started (installed the first
//! time) on 127.0.0.1, with users registered by name.

use std::process::Command;
use std::sync::Mutex;

/// One run of the script at a time: tests of one crate run at once, and
/// two `start`s together would both write Synapse's configuration.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Runs `scripts/synapse.sh ARGS` and returns what it printed (the URL,
/// for `start`; a token, for `login`).
pub fn synapse(args: &[&str]) -> String {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let script = crate::root().join("scripts/synapse.sh");
    let out = Command::new("bash")
        .arg(script)
        .args(args)
        // Started for this test process alone, it stops once the process
        // has gone (scripts/lease.sh): a filtered run leaves nothing.
        .env("FUTBOL_LEASE_PID", std::process::id().to_string())
        .output()
        .expect("scripts/synapse.sh runs");
    assert!(
        out.status.success(),
        "synapse.sh {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}
