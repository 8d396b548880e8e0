//! What the bot's tests and benchmarks share, built once as a crate of its
//! own (a dev-dependency of the bot): the Discord stand-in, the Synapse and
//! PostgreSQL helpers, the page driver (Chromium, axe-core), the bot as a
//! process, and the host on a real store with a clock the test sets.

pub mod bot;
pub mod client;
pub mod discord;
pub mod homeserver;
pub mod host;
pub mod page;
pub mod postgres;
pub mod synapse;
pub mod tls;

use std::path::PathBuf;

/// The project's root (this crate sits one floor below it): the scripts,
/// `target/` and the fixtures are found from there.
pub fn root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// The bot's binary that Cargo built beside the running test: a test
/// binary lives in `target/<profile>/deps/`, the bot one floor up.
/// (`CARGO_BIN_EXE_futbol-bot` is given to integration tests only, not to
/// a library they use.)
pub fn bot_binary() -> PathBuf {
    let test = std::env::current_exe().expect("the running test's path");
    let profile = test
        .parent()
        .and_then(|deps| deps.parent())
        .expect("a test binary in target/<profile>/deps");
    profile.join(format!("futbol-bot{}", std::env::consts::EXE_SUFFIX))
}
