//! The command-line contract: `replay`, `legal` and `perft` outputs.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("the binary ends")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn replay_prints_the_final_position_last() {
    let record = "variant: futbol\n# opening\ne3>c3\nc6-d4\n\nc3-c4\n";
    let out = run(&["replay", "-"], record);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out).lines().last(),
        Some("3p4/1cd2dc1/4ca2/8/2A*a4/4CA2/1CD2DC1/3P4 b 0-0 3")
    );
}

#[test]
fn replay_reads_a_file() {
    let path = std::env::temp_dir().join(format!("futbol-cli-{}.txt", std::process::id()));
    std::fs::write(&path, "variant: futbol\ne3>c3\n").unwrap();
    let out = run(&["replay", path.to_str().unwrap()], "");
    std::fs::remove_file(&path).ok();
    assert!(out.status.success());
    assert!(stdout(&out).ends_with(" b 0-0 1\n"));
}

#[test]
fn replay_names_the_bad_line_and_exits_2() {
    let out = run(&["replay", "-"], "variant: futbol\ne3>c3\nc6-c4\n");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 3"), "{err}");
    assert!(err.contains("a forward moves like a knight"), "{err}");
    let out = run(&["replay", "-"], "variant: futbol\ne3>c3 extra\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2"));
}

#[test]
fn legal_lists_sorted_actions() {
    let out = run(&["legal", "--variant", "futbol"], "");
    assert!(out.status.success());
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), 53);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    assert!(lines.contains(&"e3>c3".to_string()));
}

#[test]
fn legal_prints_a_lone_skip_and_nothing_when_over() {
    let skip = run(&["legal", "--position", "8/8/8/3o4/8/8/8/8 w 0-0 1"], "");
    assert_eq!(stdout(&skip), "--\n");
    let over = run(
        &["legal", "--position", "p3o3/8/8/4C3/8/8/8/3P4 b 2-0 31"],
        "",
    );
    assert!(over.status.success());
    assert_eq!(stdout(&over), "");
}

#[test]
fn perft_prints_one_number() {
    let out = run(&["perft", "--variant", "futbol", "--depth", "2"], "");
    assert_eq!(stdout(&out), "1960\n");
    let zero = run(
        &[
            "perft",
            "--depth",
            "0",
            "--position",
            "p3o3/8/8/4C3/8/8/8/3P4 b 2-0 31",
        ],
        "",
    );
    assert_eq!(stdout(&zero), "1\n");
}

#[test]
fn bad_input_is_refused_without_a_panic() {
    let out = run(&["legal", "--position", "nonsense"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("position"));
    let out = run(&["perft", "--variant", "chess", "--depth", "1"], "");
    assert!(!out.status.success());
}

#[test]
fn help_lists_the_commands() {
    let out = run(&["--help"], "");
    let text = format!("{}{}", stdout(&out), String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("Usage"), "{text}");
}

#[test]
fn boyer_through_the_command_line() {
    let out = run(&["legal", "--variant", "boyer"], "");
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(lines.len(), 75);
    assert!(lines.contains(&"d1-d6 e5>h2 h2>f3"));
    let record = "variant: boyer\nd1-d4 e5>g7\n--\n";
    let out = run(&["replay", "-"], record);
    assert_eq!(
        stdout(&out).trim_end(),
        "rnbq1kbnr/9/6o2/9/9/3Q5/9/9/RNB2KBNR w 0-0 2"
    );
    let bad = run(&["replay", "-"], "variant: boyer\ne5>e7\n");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("line 2"));
    let perft = run(&["perft", "--variant", "boyer", "--depth", "2"], "");
    assert_eq!(stdout(&perft), "5969\n");
}

#[test]
fn chessfootball_through_the_command_line() {
    let out = run(&["legal", "--variant", "chessfootball"], "");
    assert_eq!(stdout(&out), "B@e4\nN@e4\nQ@e4\nR@e4\n");
    let record = "variant: chessfootball\nQ@e4\nr@a8\n";
    let out = run(&["replay", "-"], record);
    assert_eq!(
        stdout(&out).trim_end(),
        "r7/8/8/8/4Q*3/8/8/8 w 0-0 0 place 1 5-5"
    );
    let bad = run(&["replay", "-"], "variant: chessfootball\nK@e4\n");
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("kick-off square e4"), "{err}");
    let perft = run(&["perft", "--variant", "chessfootball", "--depth", "2"], "");
    assert_eq!(stdout(&perft), "640\n");
}

/// `render --lang ar|ru` draws the header in that language: the same
/// pictures as the golden ones of `tests/render.rs` (Arabic shaped, right
/// to left).
#[test]
fn render_speaks_arabic_and_russian() {
    let dir = std::env::temp_dir().join(format!("futbol-render-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (variant, lang, golden) in [
        ("chessfootball", "ar", "chessfootball_start_ar"),
        ("boyer", "ru", "boyer_start_ru"),
    ] {
        let png = dir.join(format!("{golden}.png"));
        let out = run(
            &[
                "render",
                "--variant",
                variant,
                "--lang",
                lang,
                "-o",
                png.to_str().unwrap(),
            ],
            "",
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let want = std::fs::read(format!(
            "{}/tests/golden/{golden}.png",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        // The same picture, decoded (the encoder's bytes may change).
        let pixels = |bytes: &[u8]| image::load_from_memory(bytes).expect("a PNG").to_rgba8();
        let drawn = pixels(&std::fs::read(&png).unwrap());
        assert!(drawn == pixels(&want), "{golden} differs");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn render_writes_a_png_and_replay_a_gif() {
    let dir = std::env::temp_dir().join(format!("futbol-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join("board.png");
    let out = run(
        &[
            "render",
            "--variant",
            "boyer",
            "--last",
            "e5>e6",
            "--flip",
            "-o",
            png.to_str().unwrap(),
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    let gif = dir.join("game.gif");
    let out = run(
        &["replay", "-", "--gif", gif.to_str().unwrap()],
        "variant: futbol\ne3>c3\n",
    );
    assert!(out.status.success());
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF89a"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_match_plays_whole_games() {
    use futbol_bot::engine::ByTeam;
    use futbol_bot::engine::Variant;
    use futbol_bot::engine::search::Level;
    use futbol_bot::measure::matches::{self, MatchConfig, Player};
    use std::time::Duration;
    for variant in Variant::ALL {
        let config = MatchConfig {
            variant,
            players: ByTeam::new(Player::Random, Player::Engine(Level::MIN)),
            games: 1,
            seed: 5,
            movetime: Some(Duration::from_millis(2)),
        };
        let mut lines = 0;
        let report = matches::run(&config, |_, game| {
            assert!(game.outcome.is_over() && game.refused.is_none(), "{game:?}");
            lines += 1;
        });
        assert_eq!((lines, report.white + report.black + report.draws), (1, 1));
        assert!(report.nodes > 0 && report.nodes_per_second() > 0.0);
    }
}

#[test]
fn the_match_command_prints_a_line_a_game_and_the_totals() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .args(["match", "--variant", "boyer", "--white", "2", "--black"])
        .args(["random", "--games", "2", "--seed", "3", "--movetime", "5"])
        .output()
        .expect("the binary runs");
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].starts_with("game 1: ") && lines[1].starts_with("game 2: "));
    assert!(lines[2].starts_with("white ") && lines[2].contains(", draws "));
    assert!(lines[3].ends_with("nodes per second"), "{text}");
}

/// `check-config` with only `env` set (nothing inherited from the test's
/// environment).
fn check_config(args: &[&str], env: &[(&str, &str)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .arg("check-config")
        .args(args)
        .env_clear()
        .envs(env.iter().copied())
        .output()
        .expect("the binary runs")
}

/// The config file: every section read; the environment overrides it and
/// a flag overrides both; secrets (given in the file or as files) are
/// never printed; a wrong value is refused naming its key; the example
/// in `contrib/` reads.
#[test]
fn a_config_file_is_overridden_by_the_environment_then_by_flags() {
    let dir = tempfile::tempdir().expect("temp dir");
    let token = dir.path().join("discord-token");
    std::fs::write(&token, "token-from-a-file\n").expect("token");
    let config = dir.path().join("futbol-bot.toml");
    let write = |text: &str| std::fs::write(&config, text).expect("config");
    write(&format!(
        r#"
        [web]
        enabled = true
        addr = "127.0.0.1:9001"
        trusted_proxy = ["10.0.0.7"]
        host = ["futbol.example.org"]
        [store]
        data_dir = "{data}"
        database_url = "postgres://bot:pg-secret@127.0.0.1/futbol"
        [discord]
        token_file = "{token}"
        shards = "0-1/4"
        guild = 42
        [matrix]
        homeserver = "https://matrix.example.org"
        user = "el-bot"
        password = "matrix-secret"
        "#,
        data = dir.path().join("data").display(),
        token = token.display(),
    ));
    let path = config.to_str().expect("utf-8");
    let out = check_config(&["--config", path], &[]);
    let text = stdout(&out);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for line in [
        "web.addr = 127.0.0.1:9001",
        "web.trusted_proxy = 10.0.0.7",
        "web.host = futbol.example.org",
        "store.database_url = (set, hidden)",
        "discord.shards = 0-1/4",
        "discord.guild = 42",
        "matrix.homeserver = https://matrix.example.org",
        "matrix.user = el-bot",
        "matrix.password = (set, hidden)",
    ] {
        assert!(text.contains(line), "{line} in:\n{text}");
    }
    for secret in ["pg-secret", "matrix-secret", "token-from-a-file"] {
        assert!(!text.contains(secret), "{secret} printed:\n{text}");
    }
    // The environment beats the file, a flag beats both.
    let env = [
        ("FUTBOL_WEB_ADDR", "127.0.0.1:9002"),
        ("MATRIX_USER", "env-bot"),
    ];
    let text = stdout(&check_config(&["--config", path], &env));
    assert!(text.contains("web.addr = 127.0.0.1:9002"), "{text}");
    assert!(text.contains("matrix.user = env-bot"), "{text}");
    assert!(
        text.contains("discord.guild = 42"),
        "the rest still from the file"
    );
    let flagged = ["--config", path, "--web-addr", "127.0.0.1:9003"];
    let text = stdout(&check_config(&flagged, &env));
    assert!(text.contains("web.addr = 127.0.0.1:9003"), "{text}");
    let by_env = stdout(&check_config(&[], &[("FUTBOL_CONFIG", path)]));
    assert!(
        by_env.contains("discord.guild = 42"),
        "FUTBOL_CONFIG names the file"
    );
    // Wrong values, named by key; no secret in the complaint.
    for (text, key) in [
        ("[web]\naddr = 8080\n", "web.addr"),
        (
            "[discord]\nshards = \"5/4\"\ntoken = \"t-secret\"\n",
            "discord.shards",
        ),
        ("[discord]\ntokn = \"x\"\n", "tokn"),
        ("[web]\naddr = \"nowhere\"\n", "invalid"),
    ] {
        write(text);
        let out = check_config(&["--config", path], &[]);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{text}: {said}");
        assert!(said.contains(key), "{key} named in: {said}");
        assert!(!said.contains("t-secret"), "{said}");
    }
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/contrib/futbol-bot.toml");
    let out = check_config(&["--config", example], &[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `check-config` with `env` succeeds, printing each of `lines` and none
/// of `secrets`.
fn config_shows(env: &[(&str, &str)], lines: &[&str], secrets: &[&str]) {
    let out = check_config(&[], env);
    let text = stdout(&out);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for line in lines {
        assert!(text.contains(line), "{line} in:\n{text}");
    }
    for secret in secrets {
        assert!(!text.contains(secret), "{secret} printed:\n{text}");
    }
}

/// Writes a secret's file in `dir`; its path.
fn secret_file(dir: &std::path::Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("a secret file");
    path.to_str().expect("utf-8").to_string()
}

/// Secrets as files named by environment variables, as a container's
/// secrets are mounted: the database URL and its password apart (the
/// password file the PostgreSQL image reads too), the Matrix password.
/// Each is read, none printed; a file that cannot be read, or a password
/// for an address that has one, is refused naming the option.
#[test]
fn secrets_come_from_files_named_in_the_environment() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = |name: &str, text: &str| secret_file(dir.path(), name, text);
    let url = file("url", "postgres://futbol@db/futbol\n");
    let password = file("password", "pg-secret\n");
    let matrix = file("matrix", "matrix-secret\n");
    let env = [
        ("DATABASE_URL_FILE", url.as_str()),
        ("DATABASE_PASSWORD_FILE", password.as_str()),
        ("MATRIX_PASSWORD_FILE", matrix.as_str()),
    ];
    config_shows(
        &env,
        &[
            "store.database_url = (set, hidden)",
            "matrix.password = (set, hidden)",
        ],
        &["pg-secret", "matrix-secret"],
    );
    let missing = dir.path().join("nowhere");
    let missing = missing.to_str().expect("utf-8");
    let with_password = file("with-password", "postgres://futbol:other@db/futbol");
    for (env, option) in [
        (
            vec![("DATABASE_URL_FILE", missing)],
            "store.database_url_file",
        ),
        (
            vec![("DATABASE_PASSWORD_FILE", password.as_str())],
            "store.database_password_file",
        ),
        (
            vec![
                ("DATABASE_URL_FILE", with_password.as_str()),
                ("DATABASE_PASSWORD_FILE", password.as_str()),
            ],
            "store.database_password_file",
        ),
        (
            vec![("MATRIX_ACCESS_TOKEN_FILE", missing)],
            "matrix.access_token_file",
        ),
    ] {
        let out = check_config(&[], &env);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{env:?}: {said}");
        assert!(said.contains(option), "{option} named in: {said}");
        for secret in ["pg-secret", "other"] {
            assert!(!said.contains(secret), "{secret} printed: {said}");
        }
    }
}

/// The Activity's settings: the client id and secret go together, need
/// the bot's token and the page, and the secret is never printed.
#[test]
fn check_config_checks_the_activity() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = |name: &str, text: &str| secret_file(dir.path(), name, text);
    let secret = file("client-secret", "activity-secret-value\n");
    let token = file("token", "bot-token-value\n");
    let all = [
        ("DISCORD_CLIENT_ID", "900000000000000001"),
        ("DISCORD_CLIENT_SECRET_FILE", secret.as_str()),
        ("DISCORD_TOKEN_FILE", token.as_str()),
    ];
    config_shows(
        &all,
        &[
            "discord.client_id = 900000000000000001",
            "discord.client_secret = (set, hidden)",
            "discord.activity = on",
        ],
        &["activity-secret-value"],
    );
    let off = stdout(&check_config(&[], &[]));
    assert!(off.contains("discord.activity = off"), "{off}");
    for (args, env, option) in [
        (vec![], vec![all[0], all[2]], "discord.client_secret"),
        (vec![], vec![all[1], all[2]], "discord.client_id"),
        (vec![], vec![all[0], all[1]], "discord.token"),
        (vec!["--no-web"], all.to_vec(), "web page"),
    ] {
        let out = check_config(&args, &env);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{env:?}: {said}");
        assert!(said.contains(option), "{option} named in: {said}");
        assert!(!said.contains("activity-secret-value"), "{said}");
    }
}

/// The widget's address: shown, and refused when it is no http(s) URL,
/// without the Matrix bot, or without the page.
#[test]
fn check_config_checks_the_widget() {
    let all = [
        ("MATRIX_WIDGET_URL", "https://futbol.example.org"),
        ("MATRIX_HOMESERVER", "https://matrix.example.org"),
    ];
    config_shows(
        &all,
        &[
            "matrix.widget = on (the live board as a room widget, at https://futbol.example.org/widget)",
        ],
        &[],
    );
    let off = stdout(&check_config(&[], &[]));
    assert!(off.contains("matrix.widget = off"), "{off}");
    for (args, env, says) in [
        (vec![], vec![all[0]], "needs the Matrix bot"),
        (
            vec![],
            vec![("MATRIX_WIDGET_URL", "futbol.example.org"), all[1]],
            "not an http(s) URL",
        ),
        (vec!["--no-web"], all.to_vec(), "served by the web page"),
    ] {
        let out = check_config(&args, &env);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{env:?}: {said}");
        assert!(
            said.contains("matrix.widget_url") && said.contains(says),
            "{says}: {said}"
        );
    }
}

/// SIGTERM, as a service manager stops the bot: it logs why it stops,
/// exits 0 well within 10 s, and leaves a store that opens again.
#[test]
fn sigterm_stops_the_bot_cleanly() {
    let dir = tempfile::tempdir().expect("temp dir");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let addr = format!("127.0.0.1:{port}");
    let log = dir.path().join("bot.log");
    let mut child = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .args(["serve", "--web-addr", &addr, "--data-dir"])
        .arg(dir.path().join("data"))
        .env_remove("FUTBOL_CONFIG")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).expect("log"))
        .spawn()
        .expect("the bot starts");
    let started = std::time::Instant::now();
    while std::net::TcpStream::connect(&addr).is_err() {
        assert!(started.elapsed().as_secs() < 30, "the page never listened");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let pid = child.id().to_string();
    let sent = Command::new("kill").args(["-TERM", &pid]).status();
    assert!(sent.is_ok_and(|s| s.success()), "kill -TERM");
    let asked = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if asked.elapsed().as_secs() >= 10 {
            let _ = child.kill();
            panic!("still running 10 s after SIGTERM");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let said = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(status.success(), "{status:?}\n{said}");
    assert!(said.contains("SIGTERM, stopping"), "{said}");
    println!("stopped {:?} after SIGTERM", asked.elapsed());
    futbol_bot::store::Store::open(&dir.path().join("data")).expect("the store opens again");
}
