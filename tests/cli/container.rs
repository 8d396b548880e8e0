//! The container image and the compose file, run with podman as an
//! operator would: the image's `runtime` stage (the repository's own
//! `Containerfile`) is built around the binary this test suite built, on a
//! Debian base made here with debootstrap (no image registry is reachable);
//! it runs read-only as a non-root user; a game played through the page
//! survives `podman restart`; SIGTERM stops it cleanly within 10 s; and the
//! repository's `compose.yaml`, through podman-compose, brings the bot up
//! on PostgreSQL and a move is played through its page. Nothing is left
//! behind but the two cached base images.
//!
//! Skipped, with a line saying so, where podman is not installed
//! (`scripts/test.sh` installs it, with podman-compose and debootstrap),
//! and counted as skipped in the script's summary; under CI (`CI=true`) a
//! missing podman fails instead, saying what to install.

use testkit::client;

use client::{Played, Table};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const REPO: &str = env!("CARGO_MANIFEST_DIR");
/// The test's own base image, kept between runs (made in about 30 s).
const BASE: &str = "localhost/futbol-test-base:bookworm";
/// How long a container may take to answer after it starts.
const START: Duration = Duration::from_secs(60);

/// podman with this sandbox's settings: they belong to the test, never to
/// what users run (the image and compose file know nothing of them).
struct Podman {
    conf: PathBuf,
}

impl Podman {
    fn new(dir: &Path) -> Podman {
        let conf = dir.join("containers.conf");
        std::fs::write(
            &conf,
            "[containers]\ndefault_ulimits = [\"nofile=20000:20000\", \"nproc=32768:32768\"]\n\
             [engine]\nruntime = \"runc\"\n",
        )
        .expect("containers.conf");
        Podman { conf }
    }

    fn command(&self, program: &str) -> Command {
        let mut command = Command::new(program);
        command
            .env("CONTAINERS_CONF", &self.conf)
            .stdin(Stdio::null());
        command
    }

    /// Runs `podman ARGS` and returns what it said.
    fn run(&self, args: &[&str]) -> Output {
        self.command("podman")
            .args(args)
            .output()
            .expect("podman runs")
    }

    /// Runs `podman ARGS`, which must succeed; its standard output.
    fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "podman {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    /// A container's log (the bot logs to its standard error, which
    /// `podman logs` gives on its own).
    fn logs(&self, container: &str) -> String {
        let out = self.run(&["logs", container]);
        let (stdout, stderr) = (out.stdout, out.stderr);
        format!(
            "{}{}",
            String::from_utf8_lossy(&stdout),
            String::from_utf8_lossy(&stderr)
        )
    }

    fn exists(&self, image: &str) -> bool {
        self.run(&["image", "exists", image]).status.success()
    }
}

/// Everything this run made, removed when the test ends however it ends.
struct Made<'a> {
    podman: &'a Podman,
    containers: Vec<String>,
    volumes: Vec<String>,
    images: Vec<String>,
    /// The compose project's name.
    project: String,
}

impl Made<'_> {
    /// What is still there of this run's containers, pods, volumes and
    /// networks.
    fn left(&self) -> Vec<String> {
        let label = format!("label=io.podman.compose.project={}", self.project);
        let mut left = Vec::new();
        for kind in ["ps -a", "pod ls", "volume ls", "network ls"] {
            let mut args: Vec<&str> = kind.split(' ').collect();
            args.extend(["--filter", &label, "--format", "{{.Name}}"]);
            if kind == "ps -a" {
                args.pop();
                args.push("{{.Names}}");
            }
            let out = self.podman.run(&args);
            left.extend(
                String::from_utf8_lossy(&out.stdout)
                    .lines()
                    .map(|name| format!("{kind}: {name}")),
            );
        }
        for container in &self.containers {
            if self
                .podman
                .run(&["container", "exists", container])
                .status
                .success()
            {
                left.push(format!("container {container}"));
            }
        }
        for volume in &self.volumes {
            if self
                .podman
                .run(&["volume", "exists", volume])
                .status
                .success()
            {
                left.push(format!("volume {volume}"));
            }
        }
        left
    }
}

impl Made<'_> {
    /// Removes all of it (again: each step is harmless when done). The
    /// compose project's network too, which `podman-compose down` 1.0.3
    /// leaves.
    fn clean(&mut self) {
        let podman = self.podman;
        let label = format!("label=io.podman.compose.project={}", self.project);
        let listed = |args: &[&str]| -> Vec<String> {
            let out = podman.run(args);
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .map(str::to_string)
                .collect()
        };
        let mut containers = listed(&["ps", "-aq", "--filter", &label]);
        containers.extend(self.containers.iter().cloned());
        for container in containers {
            podman.run(&["rm", "--force", "--time", "0", &container]);
        }
        for pod in listed(&["pod", "ls", "-q", "--filter", &label]) {
            podman.run(&["pod", "rm", "--force", &pod]);
        }
        let mut volumes = listed(&["volume", "ls", "-q", "--filter", &label]);
        volumes.extend(self.volumes.iter().cloned());
        for volume in volumes {
            podman.run(&["volume", "rm", "--force", &volume]);
        }
        for network in listed(&["network", "ls", "-q", "--filter", &label]) {
            podman.run(&["network", "rm", "--force", &network]);
        }
        for image in self.images.drain(..) {
            podman.run(&["rmi", "--force", &image]);
        }
    }
}

impl Drop for Made<'_> {
    fn drop(&mut self) {
        self.clean();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The test's Debian base: debootstrap's minimal bookworm, trimmed as
/// Debian's `-slim` images are (no documentation, manuals or locales),
/// imported into podman. Made once, then kept.
fn base_image(podman: &Podman, work: &Path) {
    if podman.exists(BASE) {
        return;
    }
    let root = work.join("rootfs");
    let debootstrap = Command::new("debootstrap")
        .args(["--variant=minbase", "bookworm"])
        .arg(&root)
        .arg("http://deb.debian.org/debian")
        .stdin(Stdio::null())
        .output()
        .expect("debootstrap runs (scripts/test.sh installs it)");
    assert!(
        debootstrap.status.success(),
        "debootstrap: {}",
        String::from_utf8_lossy(&debootstrap.stdout)
    );
    for trimmed in [
        "usr/share/doc",
        "usr/share/man",
        "usr/share/info",
        "usr/share/locale",
        "var/cache/apt/archives",
        "var/lib/apt/lists",
    ] {
        let dir = root.join(trimmed);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("an emptied directory");
    }
    let tarball = work.join("rootfs.tar");
    let tar = Command::new("tar")
        .arg("-C")
        .arg(&root)
        .arg("-cf")
        .arg(&tarball)
        .arg(".")
        .status()
        .expect("tar runs");
    assert!(tar.success(), "tar of the base");
    podman.ok(&["import", tarball.to_str().expect("utf-8"), BASE]);
    let _ = std::fs::remove_file(&tarball);
    let _ = std::fs::remove_dir_all(&root);
}

/// The stand-in for the official PostgreSQL image
/// (tests/container/postgres.Containerfile), tagged by what it is made
/// of: a changed file makes a new one.
fn postgres_image(podman: &Podman) -> String {
    let dir = Path::new(REPO).join("tests/container");
    let mut made_of = Vec::new();
    for file in ["postgres.Containerfile", "postgres-entrypoint.sh"] {
        made_of.extend(std::fs::read(dir.join(file)).expect("the stand-in's files"));
    }
    // FNV-1a: the same files, the same tag, on every machine.
    let hash = made_of
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3)
        });
    let image = format!("localhost/futbol-test-postgres:{hash:016x}");
    if !podman.exists(&image) {
        let base = format!("BASE={BASE}");
        let file = dir.join("postgres.Containerfile");
        let file = file.to_str().expect("utf-8");
        let dir = dir.to_str().expect("utf-8");
        // Its one RUN installs Debian's package: the host's network.
        let args = [
            "build",
            "--quiet",
            "--network",
            "host",
            "--build-arg",
            &base,
        ];
        let mut args = args.to_vec();
        args.extend(["-t", &image, "-f", file, dir]);
        podman.ok(&args);
    }
    image
}

/// Builds the Containerfile's `runtime` stage with this suite's binary
/// and the host's CA certificates standing for the `build` stage's output.
fn bot_image(podman: &Podman, work: &Path, tag: &str) {
    let out = work.join("build/out");
    std::fs::create_dir_all(out.join("usr/local/bin")).expect("dirs");
    std::fs::create_dir_all(out.join("etc/ssl/certs")).expect("dirs");
    std::fs::copy(
        env!("CARGO_BIN_EXE_futbol-bot"),
        out.join("usr/local/bin/futbol-bot"),
    )
    .expect("the binary");
    std::fs::copy(
        "/etc/ssl/certs/ca-certificates.crt",
        out.join("etc/ssl/certs/ca-certificates.crt"),
    )
    .expect("the host's CA certificates");
    let context = work.join("context");
    std::fs::create_dir_all(&context).expect("an empty context");
    let build = format!("build={}", work.join("build").display());
    let base = format!("RUNTIME_BASE={BASE}");
    let containerfile = format!("{REPO}/Containerfile");
    podman.ok(&[
        "build",
        "--quiet",
        // HEALTHCHECK is kept only in Docker's image format.
        "--format",
        "docker",
        "--target",
        "runtime",
        "--build-arg",
        &base,
        "--build-context",
        &build,
        "-t",
        tag,
        "-f",
        &containerfile,
        context.to_str().expect("utf-8"),
    ]);
}

/// Waits until `url` answers 200.
async fn answers(base: &str, path: &str) {
    let started = Instant::now();
    loop {
        if let Some(answer) = client::try_http(base, "GET", path, "", "").await
            && answer.status == 200
        {
            return;
        }
        assert!(started.elapsed() < START, "{base}{path} did not answer");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The moves a watcher of room `code` is shown.
async fn moves_shown(base: &str, code: &str) -> Vec<Value> {
    let watcher = client::Person::arrives(base, &format!("/r/{code}"), "Mira", "own-9").await;
    let mut socket = client::connect(base, code, &watcher.cookies, None)
        .await
        .expect("a watcher's page");
    let until = Instant::now() + Duration::from_secs(20);
    while let Some(message) = client::drain_one(&mut socket, until).await {
        if message["kind"] == "state" {
            return message["view"]["moves"]
                .as_array()
                .cloned()
                .unwrap_or_default();
        }
    }
    panic!("room {code} showed no board");
}

/// Plays `count` moves on a new room of the page at `base`; its code.
async fn play(base: &str, count: u32) -> String {
    let mut table = Table::open(base, "Cont").await;
    for serial in 1..=count {
        let played = table.play(Duration::from_secs(20)).await;
        assert!(
            matches!(played, Played::Acked(n) if n >= serial),
            "move {serial}: {played:?}"
        );
    }
    table.code.clone()
}

/// Says `line` in the suite's output even when the test passes (libtest
/// keeps what `println!` says for failures only; a write to standard
/// error itself is not captured): the image's size, how fast it stopped.
fn tell(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "container: {line}");
}

/// The log lines at WARN or ERROR.
fn faults(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|line| line.contains(" WARN ") || line.contains(" ERROR "))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_image_and_the_compose_file_run_the_bot() {
    if Command::new("podman").arg("--version").output().is_err() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "podman is not installed: install Debian's podman, podman-compose, debootstrap \
             and runc (scripts/test.sh does)"
        );
        tell("SKIPPED: podman is not installed (scripts/test.sh installs it)");
        return;
    }
    let started = Instant::now();
    let work = tempfile::tempdir().expect("a work directory");
    let podman = Podman::new(work.path());
    let run = format!("futbol-test-{}", std::process::id());
    let tag = format!("localhost/futbol-bot:{run}");
    let mut made = Made {
        podman: &podman,
        containers: vec![run.clone(), format!("{run}-restored")],
        volumes: vec![format!("{run}-data")],
        images: vec![tag.clone()],
        project: run.clone(),
    };
    base_image(&podman, work.path());
    let postgres = postgres_image(&podman);
    bot_image(&podman, work.path(), &tag);
    let size: u64 = podman
        .ok(&["image", "inspect", "--format", "{{.Size}}", &tag])
        .parse()
        .expect("a size");
    let binary = std::fs::metadata(env!("CARGO_BIN_EXE_futbol-bot")).map_or(0, |m| m.len());
    tell(&format!(
        "the image: {} MB, of which the (test build's) binary {} MB; ready in {:.0} s",
        size / 1_000_000,
        binary / 1_000_000,
        started.elapsed().as_secs_f64()
    ));

    // The image alone, on sled: read-only, nothing but /data writable (not
    // even /tmp), as its own non-root user.
    let (web, ops) = (free_port(), free_port());
    let volume = format!("{run}-data:/data");
    let publish_web = format!("127.0.0.1:{web}:8080");
    let publish_ops = format!("127.0.0.1:{ops}:9090");
    podman.ok(&[
        "run",
        "--detach",
        "--name",
        &run,
        "--read-only",
        "--read-only-tmpfs=false",
        "--volume",
        &volume,
        "--publish",
        &publish_web,
        "--publish",
        &publish_ops,
        &tag,
    ]);
    let (base, ops_base) = (
        format!("http://127.0.0.1:{web}"),
        format!("http://127.0.0.1:{ops}"),
    );
    answers(&base, "/").await;
    answers(&ops_base, "/livez").await;
    answers(&ops_base, "/readyz").await;
    assert_eq!(
        podman.ok(&["top", &run, "user"]).lines().nth(1),
        Some("futbol"),
        "the bot runs as the image's own user"
    );
    assert_eq!(
        podman.ok(&["image", "inspect", "--format", "{{.Config.User}}", &tag]),
        "futbol"
    );
    let health = podman.run(&["healthcheck", "run", &run]);
    assert!(
        health.status.success(),
        "the HEALTHCHECK: {}",
        String::from_utf8_lossy(&health.stderr)
    );

    // A game survives a restart: its room and its moves.
    let code = play(&base, 3).await;
    let before = moves_shown(&base, &code).await;
    assert_eq!(before.len(), 3, "{before:?}");
    podman.ok(&["restart", "--time", "10", &run]);
    answers(&base, &format!("/r/{code}")).await;
    assert_eq!(moves_shown(&base, &code).await, before);
    // A backup taken from the running bot, into the volume (as
    // docs/operators/container.md says).
    podman.ok(&[
        "exec",
        &run,
        "futbol-bot",
        "backup",
        "--ops-addr",
        "127.0.0.1:9090",
        "--out",
        "/data/games.backup",
    ]);

    // SIGTERM (podman stop) stops it cleanly, well within 10 s.
    let asked = Instant::now();
    podman.ok(&["stop", "--time", "10", &run]);
    let stopped_in = asked.elapsed();
    let code_out = podman.ok(&["inspect", "--format", "{{.State.ExitCode}}", &run]);
    let log = podman.logs(&run);
    assert_eq!(code_out, "0", "exit code; log:\n{log}");
    assert!(stopped_in < Duration::from_secs(10), "{stopped_in:?}");
    assert!(log.contains("SIGTERM, stopping"), "{log}");
    assert!(faults(&log).is_empty(), "WARN or ERROR lines:\n{log}");
    tell(&format!(
        "SIGTERM: stopped in {:.1} s, exit 0",
        stopped_in.as_secs_f64()
    ));
    podman.ok(&["rm", &run]);

    // The backup restored beside the store, and a bot on it shows the game.
    podman.ok(&[
        "run",
        "--rm",
        "--read-only",
        "--volume",
        &volume,
        &tag,
        "restore",
        "/data/games.backup",
        "--data-dir",
        "/data/restored",
    ]);
    let restored = format!("{run}-restored");
    let web = free_port();
    let publish_web = format!("127.0.0.1:{web}:8080");
    podman.ok(&[
        "run",
        "--detach",
        "--name",
        &restored,
        "--read-only",
        "--env",
        "FUTBOL_DATA_DIR=/data/restored",
        "--volume",
        &volume,
        "--publish",
        &publish_web,
        &tag,
    ]);
    let base = format!("http://127.0.0.1:{web}");
    answers(&base, &format!("/r/{code}")).await;
    assert_eq!(moves_shown(&base, &code).await, before, "the restored game");
    podman.ok(&["rm", "--force", "--time", "10", &restored]);

    // The repository's compose.yaml: the bot on PostgreSQL. podman-compose
    // 1.0.3 knows no profiles, so the service is named (as `docker compose
    // up -d bot` would); it ignores `condition: service_healthy` too, and
    // the bot's restart policy carries it over the database's first
    // seconds.
    let secrets = work.path().join("secrets");
    std::fs::create_dir_all(&secrets).expect("secrets");
    std::fs::write(secrets.join("postgres_password"), format!("pw-{run}\n")).expect("secret");
    let (web, ops) = (free_port(), free_port());
    let compose = |args: &[&str]| {
        let out = podman
            .command("podman-compose")
            .args(["-f", &format!("{REPO}/compose.yaml"), "-p", &run])
            .args(args)
            .env("FUTBOL_IMAGE", &tag)
            .env("POSTGRES_IMAGE", &postgres)
            .env("FUTBOL_SECRETS", &secrets)
            .env("FUTBOL_WEB_PORT", web.to_string())
            .env("FUTBOL_OPS_PORT", ops.to_string())
            .current_dir(work.path())
            .output()
            .expect("podman-compose runs");
        assert!(
            out.status.success(),
            "podman-compose {args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    };
    compose(&["up", "-d", "bot"]);
    let base = format!("http://127.0.0.1:{web}");
    answers(&base, "/").await;
    answers(&format!("http://127.0.0.1:{ops}"), "/readyz").await;
    let code = play(&base, 1).await;
    assert_eq!(moves_shown(&base, &code).await.len(), 1);
    let bot = format!("{run}_bot_1");
    let log = podman.logs(&bot);
    assert!(
        log.contains("keeping the games in PostgreSQL at postgres://futbol@db"),
        "{log}"
    );
    let rooms = podman.ok(&[
        "exec",
        &format!("{run}_db_1"),
        "psql",
        "--username=futbol",
        "--dbname=futbol",
        "--tuples-only",
        "--command=SELECT count(*) FROM rooms",
    ]);
    assert_eq!(rooms.trim(), "1", "the room is in PostgreSQL");
    compose(&["down", "--volumes"]);
    tell(&format!(
        "compose: a move on PostgreSQL; all in {:.0} s",
        started.elapsed().as_secs_f64()
    ));

    made.clean();
    let left = made.left();
    assert!(left.is_empty(), "left behind: {left:?}");
}
