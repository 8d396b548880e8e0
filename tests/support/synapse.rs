//! The tests' Synapse (`scripts/synapse.sh`): started (installed the first
//! time) on 127.0.0.1, with users registered by name.

use std::path::Path;
use std::process::Command;

/// Runs `scripts/synapse.sh ARGS` and returns what it printed (the URL,
/// for `start`; a token, for `login`).
pub fn synapse(args: &[&str]) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/synapse.sh");
    let out = Command::new("bash")
        .arg(script)
        .args(args)
        .output()
        .expect("scripts/synapse.sh runs");
    assert!(
        out.status.success(),
        "synapse.sh {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}
