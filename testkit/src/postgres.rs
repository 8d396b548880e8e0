//! The tests' PostgreSQL (`scripts/postgres.sh`, a throw-away cluster on
//! 127.0.0.1 that the script installs and starts): its URL, and schemas of
//! their own for tests that share it. Shared by the PostgreSQL test crates
//! and the stores benchmark.

use std::process::Command;

/// Runs `scripts/postgres.sh ACTION` and returns the last line it printed
/// (the URL, for `start` and `url`).
pub fn cluster(action: &str) -> String {
    let script = crate::root().join("scripts/postgres.sh");
    let output = Command::new(script)
        .arg(action)
        // Started for this test process alone, it stops once the process
        // has gone (scripts/lease.sh): a filtered run leaves nothing.
        .env("FUTBOL_LEASE_PID", std::process::id().to_string())
        .output()
        .expect("scripts/postgres.sh runs");
    assert!(output.status.success(), "postgres.sh {action}: {output:?}");
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .last()
        .unwrap_or_default()
        .to_string()
}

/// Starts the cluster (idempotent) and returns its URL, which asks for TLS
/// (`sslmode=require`).
pub fn database() -> String {
    cluster("start")
}

/// Starts the plain (no TLS) cluster (idempotent) and returns its URL:
/// started here each time, as `database()` does, since the outage test's
/// `stop` stops it too.
pub fn plain_database() -> String {
    cluster("start-plain")
}

/// The path of the TLS cluster's self-signed certificate (its own root).
pub fn certificate() -> String {
    cluster("cert")
}

/// `url` with one more parameter (`key=value`, encoded).
pub fn with_param(url: &str, param: &str) -> String {
    let separator = if url.contains('?') { '&' } else { '?' };
    format!("{url}{separator}{param}")
}

/// A schema name no other test uses.
pub fn fresh_schema(prefix: &str) -> String {
    format!("{prefix}_{:08x}", fastrand::u32(..))
}

/// Creates a fresh schema (for a process that reaches it by its URL alone).
pub fn created_schema(url: &str, prefix: &str) -> String {
    let schema = fresh_schema(prefix);
    let made = Command::new("psql")
        .args([url, "-X", "-q", "-c", &format!("CREATE SCHEMA {schema}")])
        .output()
        .expect("psql runs (Debian's postgresql-client)");
    assert!(made.status.success(), "{made:?}");
    schema
}

/// The URL with `schema` as the search path, as a `serve` process takes it.
pub fn schema_url(url: &str, schema: &str) -> String {
    with_param(url, &format!("options=-c%20search_path%3D{schema}"))
}
