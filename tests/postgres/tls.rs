//! The PostgreSQL store over TLS, on the test clusters of
//! `scripts/postgres.sh`: one with TLS (a self-signed certificate for
//! 127.0.0.1 and localhost), one plain. `sslmode=require` connects and
//! keeps rooms; `verify-full` trusts the cluster's certificate when told to
//! and nothing else; a TLS-only client refuses the plain server in words;
//! and a wrong password, wherever the address carries it, shows nowhere.

use testkit::host as support;
use testkit::postgres;

use futbol_bot::store::{Store, StoreError};
use postgres::{certificate, database, fresh_schema, plain_database, with_param};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use support::{accepted, ask, with_store};

/// A wrong password for the role that needs one (`futbol_pw`).
const WRONG: &str = "s3cret-but-wrong";

/// Why connecting to `url` failed (it must fail).
fn refusal(url: &str) -> String {
    match Store::connect(url, Some(&fresh_schema("t_tls"))) {
        Ok(_) => panic!("{} must be refused", Store::redacted(url)),
        Err(error @ StoreError::Postgres(_)) => {
            let (shown, debug) = (error.to_string(), format!("{error:?}"));
            assert!(!debug.contains(WRONG), "the password leaked: {debug}");
            shown
        }
        Err(other) => panic!("not a connection error: {other}"),
    }
}

/// The TLS cluster's port.
fn port() -> String {
    let url = database();
    let after = url.split("127.0.0.1:").nth(1).expect("a port in the URL");
    after.split('/').next().unwrap_or_default().to_string()
}

/// The TLS cluster's URL asking for `mode`, with `host` as the host.
fn url_for(host: &str, mode: &str) -> String {
    database()
        .replace("127.0.0.1", host)
        .replace("sslmode=require", &format!("sslmode={mode}"))
}

/// `sslrootcert=` the cluster's own certificate.
fn its_root() -> String {
    format!("sslrootcert={}", certificate().replace(' ', "%20"))
}

#[test]
fn require_connects_over_tls_and_a_room_round_trips() {
    let url = database();
    assert!(url.contains("sslmode=require"), "{url}");
    let name = fresh_schema("app_tls");
    let url = with_param(&url, &format!("application_name={name}"));
    let schema = fresh_schema("t_tls_room");
    let now = Arc::new(AtomicU64::new(1_800_000_000));
    let one = with_store(Store::connect(&url, Some(&schema)).expect("store"), &now);
    let created = ask(&one, "t", "ana", "crear");
    let code = created.iter().find_map(|r| r.room).expect("a room");
    // Another store finds it in the database.
    let two = with_store(Store::connect(&url, Some(&schema)).expect("store"), &now);
    assert!(accepted(&ask(&two, "t", "beto", &format!("unirse {code}"))));
    assert!(two.game_text(code).is_some());
    // And every connection the stores hold is encrypted.
    let query = format!(
        "SELECT count(*), bool_and(s.ssl) FROM pg_stat_activity a \
         JOIN pg_stat_ssl s USING (pid) WHERE a.application_name = '{name}'"
    );
    let psql = Command::new("psql")
        .args([database().as_str(), "-X", "-A", "-t", "-c", &query])
        .output()
        .expect("psql runs (Debian's postgresql-client)");
    assert!(psql.status.success(), "{psql:?}");
    let answer = String::from_utf8_lossy(&psql.stdout).trim().to_string();
    let (count, all_tls) = answer.split_once('|').expect("two columns");
    assert!(count.parse::<u32>().is_ok_and(|n| n >= 2), "{answer}");
    assert_eq!(all_tls, "t", "a connection without TLS: {answer}");
}

#[test]
fn verify_full_trusts_the_clusters_certificate_when_named() {
    let root = its_root();
    for host in ["127.0.0.1", "localhost"] {
        for mode in ["verify-full", "verify-ca"] {
            let url = with_param(&url_for(host, mode), &root);
            if let Err(error) = Store::connect(&url, Some(&fresh_schema("t_tls_verify"))) {
                panic!("{mode} to {host}: {error}");
            }
        }
    }
}

#[test]
fn verify_full_refuses_a_certificate_it_cannot_trust() {
    // The system's roots do not know a self-signed certificate.
    let shown = refusal(&url_for("127.0.0.1", "verify-full"));
    assert!(
        shown.contains("sslmode=verify-full") && shown.contains("certificate"),
        "{shown}"
    );
    // Nor does another root.
    let dir = tempfile::tempdir().expect("dir");
    let other = dir.path().join("other.crt");
    let made = Command::new("openssl")
        .args(["req", "-x509", "-newkey", "ec", "-pkeyopt"])
        .args(["ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"])
        .args(["-subj", "/CN=127.0.0.1", "-keyout"])
        .arg(dir.path().join("other.key"))
        .arg("-out")
        .arg(&other)
        .output()
        .expect("openssl runs");
    assert!(made.status.success(), "{made:?}");
    let url = with_param(
        &url_for("127.0.0.1", "verify-full"),
        &format!("sslrootcert={}", other.display()),
    );
    let shown = refusal(&url);
    assert!(
        shown.contains("the server's certificate was refused (sslmode=verify-full)"),
        "{shown}"
    );
    // The right root, but a name the certificate does not carry: verify-ca
    // lets it through, verify-full does not.
    let named = |mode: &str| {
        with_param(
            &with_param(&url_for("futbol.invalid", mode), "hostaddr=127.0.0.1"),
            &its_root(),
        )
    };
    let shown = refusal(&named("verify-full"));
    assert!(shown.contains("sslmode=verify-full"), "{shown}");
    assert!(shown.contains("not valid for name"), "{shown}");
    if let Err(error) = Store::connect(&named("verify-ca"), Some(&fresh_schema("t_tls_ca"))) {
        panic!("verify-ca checks no name: {error}");
    }
}

#[test]
fn a_tls_only_client_refuses_a_plain_server_in_words() {
    let plain = plain_database();
    for mode in ["require", "verify-full"] {
        let url = with_param(&plain, &format!("sslmode={mode}"));
        let shown = refusal(&url);
        let expected = format!("{url}: the server does not accept TLS (sslmode={mode})");
        assert!(shown.contains(&expected), "{shown}");
    }
    // As libpq, prefer (the default) falls back to plain.
    if let Err(error) = Store::connect(&plain, Some(&fresh_schema("t_plain"))) {
        panic!("prefer must fall back to plain: {error}");
    }
}

#[test]
fn a_wrong_password_never_shows_wherever_the_address_carries_it() {
    let port = port();
    let addresses = [
        format!("postgres://futbol_pw:{WRONG}@127.0.0.1:{port}/futbol?sslmode=require"),
        format!("postgres://futbol_pw@127.0.0.1:{port}/futbol?sslmode=require&password={WRONG}"),
        format!(
            "host=127.0.0.1 port={port} user=futbol_pw dbname=futbol sslmode=require password={WRONG}"
        ),
    ];
    for address in &addresses {
        let shown = refusal(address);
        assert!(shown.contains("password authentication failed"), "{shown}");
        assert!(!shown.contains(WRONG), "the password leaked: {shown}");
        // Nor in what the bot logs and prints when it stops.
        let dir = tempfile::tempdir().expect("dir");
        let output = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
            .args(["serve", "--no-web", "--data-dir"])
            .arg(dir.path())
            .args(["--database-url", address])
            .env_remove("DATABASE_URL")
            .env("RUST_LOG", "debug")
            .output()
            .expect("the bot runs");
        let (stdout, stderr) = (
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr),
        );
        assert!(!output.status.success(), "it must fail: {stderr}");
        assert!(
            stderr.contains("password authentication failed"),
            "{stderr}"
        );
        assert!(
            !stderr.contains(WRONG) && !stdout.contains(WRONG),
            "the password leaked: {stdout}{stderr}"
        );
    }
    // The right one connects (over TLS, with SCRAM).
    let right = format!("postgres://futbol_pw:futbol-pw@127.0.0.1:{port}/futbol?sslmode=require");
    if let Err(error) = Store::connect(&right, Some(&fresh_schema("t_tls_pw"))) {
        panic!("the right password: {error}");
    }
}
