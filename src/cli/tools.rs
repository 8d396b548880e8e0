//! The command line's one-shot commands, apart from `serve`: `export`,
//! `replay`, `playout` and `match` (kept out of `main.rs`, which parses).

use anyhow::{Context, Result};
use futbol_bot::engine::{Outcome, Record, Variant};
use futbol_bot::measure::matches::{self, MatchConfig};
use futbol_bot::measure::playout::random_game;
use futbol_bot::render;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// Writes every archived game as a record file. A game that does not
/// decode is set aside by the store, named on standard error and counted:
/// one bad game never stops the export of the others.
pub fn export(data_dir: &Path, database_url: Option<&str>, out: &Path) -> Result<ExitCode> {
    use futbol_bot::store::Kind;
    let store = open_store(data_dir, database_url)?;
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let mut written = 0;
    let mut failed = None;
    let skipped = store.each_game(|game| {
        let path = out.join(format!("game-{}.txt", game.id));
        match std::fs::write(&path, futbol_bot::host::record_text(&game)) {
            Ok(()) => written += 1,
            Err(error) => failed = Some(format!("writing {}: {error}", path.display())),
        }
        Ok(())
    })?;
    if let Some(error) = failed {
        anyhow::bail!(error);
    }
    // Games that do not decode are not in the export: those found now and
    // those set aside before (by the bot, or an earlier export).
    let earlier: Vec<_> = store
        .set_aside()?
        .into_iter()
        .filter(|old| old.kind == Kind::Game && !skipped.iter().any(|new| new.key == old.key))
        .collect();
    for game in skipped.iter().chain(&earlier) {
        eprintln!("game {} skipped (set aside): {}", game.key, game.reason);
    }
    match skipped.len() + earlier.len() {
        0 => println!("{written} games written to {}", out.display()),
        n => println!("{written} games written to {}, {n} skipped", out.display()),
    }
    Ok(ExitCode::SUCCESS)
}

/// A bot's store: its PostgreSQL database when `database_url` is given,
/// else the sled store in `data_dir`; an error names which (without a
/// password).
fn open_store(data_dir: &Path, database_url: Option<&str>) -> Result<futbol_bot::store::Store> {
    use futbol_bot::store::Store;
    Ok(match database_url {
        Some(url) => Store::connect(url, None)
            .with_context(|| format!("connecting to {}", Store::redacted(url)))?,
        None => Store::open(data_dir).with_context(|| format!("opening {}", data_dir.display()))?,
    })
}

/// Prints the final position (and writes the GIF); a bad line exits with
/// code 2.
pub fn replay(file: &str, gif: Option<&Path>) -> Result<ExitCode> {
    let text = if file == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("reading standard input")?;
        text
    } else {
        std::fs::read_to_string(file).with_context(|| format!("reading {file}"))?
    };
    match Record::parse(&text) {
        Ok(record) => {
            if let Some(path) = gif {
                let bytes = render::replay_gif(&record, render::Options::default(), None)?;
                std::fs::write(path, bytes)
                    .with_context(|| format!("writing {}", path.display()))?;
            }
            println!("{}", record.end);
            Ok(ExitCode::SUCCESS)
        }
        Err(error) => {
            eprintln!("{file}: {error}");
            Ok(ExitCode::from(2))
        }
    }
}

/// Plays random games; prints the share decided by goals and the speed.
/// Exits with code 1 if any game did not end or an action failed.
pub fn playout(variant: Variant, games: u32, seed: u64) -> Result<ExitCode> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let started = Instant::now();
    let (mut by_goals, mut draws, mut plies, mut listed, mut longest) =
        (0u32, 0u32, 0u64, 0u64, 0u32);
    for n in 0..games {
        let Some(game) = random_game(variant, &mut rng, 10_000) else {
            eprintln!("game {n} did not end or an action failed (seed {seed})");
            return Ok(ExitCode::from(1));
        };
        by_goals += u32::from(game.decided_by_goals);
        draws += u32::from(game.outcome == Outcome::Draw);
        plies += u64::from(game.plies);
        listed += game.listed;
        longest = longest.max(game.plies);
    }
    let seconds = started.elapsed().as_secs_f64();
    let share = |n: u32| 100.0 * f64::from(n) / f64::from(games.max(1));
    println!("variant: {variant}");
    println!("games: {games}");
    println!("decided by goals: {by_goals} ({:.1}%)", share(by_goals));
    println!("drawn: {draws} ({:.1}%)", share(draws));
    println!(
        "average length: {:.1} plies, longest {longest}",
        plies as f64 / f64::from(games.max(1))
    );
    println!(
        "time: {seconds:.2} s, {:.0} legal actions listed per second",
        listed as f64 / seconds
    );
    Ok(ExitCode::SUCCESS)
}

/// Plays the match, one line per game, then the totals and the speed.
/// Exits with code 1 if a player chose an action the game refused.
pub fn play_match(config: &MatchConfig) -> Result<ExitCode> {
    let mut refused = false;
    let report = matches::run(config, |n, game| {
        println!("game {n}: {game}");
        if let Some(why) = &game.refused {
            eprintln!("game {n}: refused {why}");
            refused = true;
        }
    });
    println!("{report}");
    Ok(if refused {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `futbol-bot ladder`: plays the missing games of the chosen steps (up to
/// `games` each) on `threads` threads, appending each game's line to
/// `results` as it ends (so a run cut short keeps what it played), then
/// prints the table of every step in the file. `games` 0 only prints.
pub fn ladder(
    results: &Path,
    variant: Option<Variant>,
    step: Option<u8>,
    games: u32,
    threads: usize,
) -> Result<ExitCode> {
    use futbol_bot::measure::ladder::{Line, Step, missing, settings_table, table};
    use std::io::Write;
    let read = |path: &Path| -> Result<Vec<Line>> {
        match std::fs::read_to_string(path) {
            Ok(text) => Ok(text.lines().filter_map(Line::parse).collect()),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
            Err(error) => Err(error).with_context(|| format!("reading {}", results.display())),
        }
    };
    let lines = read(results)?;
    let steps: Vec<Step> = Step::all()
        .into_iter()
        .filter(|s| variant.is_none_or(|v| v == s.variant))
        .filter(|s| step.is_none_or(|n| n == s.high.number()))
        .collect();
    let work: Vec<(Step, u32)> = steps
        .iter()
        .flat_map(|&s| missing(s, &lines, games).into_iter().map(move |i| (s, i)))
        .collect();
    if !work.is_empty() {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(results)
            .with_context(|| format!("opening {}", results.display()))?;
        let file = std::sync::Mutex::new(file);
        let next = std::sync::atomic::AtomicUsize::new(0);
        let total = work.len();
        std::thread::scope(|scope| {
            for _ in 0..threads.max(1) {
                scope.spawn(|| {
                    loop {
                        let n = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&(step, index)) = work.get(n) else {
                            return;
                        };
                        let line = step.play(index).to_text();
                        println!("[{}/{total}] {line}", n + 1);
                        if let Ok(mut file) = file.lock()
                            && let Err(error) = writeln!(file, "{line}")
                        {
                            eprintln!("writing {}: {error}", results.display());
                        }
                    }
                });
            }
        });
    }
    let lines = read(results)?;
    print!("{}", table(&lines));
    println!("\nLevels (nodes/depth/noise/slip):\n{}", settings_table());
    Ok(ExitCode::SUCCESS)
}

/// `futbol-bot puzzles …`.
#[derive(clap::Subcommand)]
pub enum PuzzlesCommand {
    /// Finds puzzles and prints what it found and how fast.
    Generate {
        /// The rule set.
        #[arg(long, default_value = "futbol")]
        variant: Variant,
        /// Where positions come from: `selfplay` (the engine's games) or
        /// `archive` (the bot's archived games of this rule set).
        #[arg(long, default_value = "selfplay")]
        from: String,
        /// The bot's sled directory (`--from archive`).
        #[arg(long, env = "FUTBOL_DATA_DIR", default_value = "./data")]
        data_dir: PathBuf,
        /// Or its PostgreSQL database (`--from archive`).
        #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
        database_url: Option<String>,
        /// Stop after this many puzzles.
        #[arg(long, default_value_t = 100)]
        count: usize,
        /// The most own actions a puzzle asks for (1 to 3).
        #[arg(long, default_value_t = 2)]
        most: u8,
        /// The first game's seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop after this many games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// The level the engine plays itself at (`--from selfplay`): a
        /// weaker one reaches the goals more often.
        #[arg(long, default_value_t = 3)]
        level: u8,
        /// Write the puzzles here, a JSON line each.
        #[arg(long)]
        out: Option<PathBuf>,
    },
}

impl PuzzlesCommand {
    /// `generate`: finds puzzles in the engine's own games (`count`, at
    /// most `most` own actions, from game `seed`, at most `games` games),
    /// prints the counts and the rate, and writes them to `out`, a JSON
    /// line each.
    pub fn run(self) -> Result<ExitCode> {
        use futbol_bot::puzzles::{report, selfplay};
        let PuzzlesCommand::Generate {
            variant,
            from,
            data_dir,
            database_url,
            count,
            most,
            seed,
            games,
            level,
            out,
        } = self;
        let level = futbol_bot::engine::search::Level::new(level)
            .ok_or_else(|| anyhow::anyhow!("--level {level}: 1 to 8"))?;
        let most = most.clamp(1, futbol_bot::engine::puzzle::MOST_MOVES);
        let found = match from.as_str() {
            "selfplay" => selfplay(variant, level, (count, most), seed, games),
            "archive" => from_archive(&data_dir, database_url.as_deref(), variant, (count, most))?,
            _ => anyhow::bail!("--from {from}: selfplay or archive"),
        };
        println!("{}", report(&found));
        if let Some(out) = out {
            let mut text = String::new();
            for puzzle in &found.puzzles {
                text.push_str(&serde_json::to_string(puzzle)?);
                text.push('\n');
            }
            std::fs::write(&out, text).with_context(|| format!("writing {}", out.display()))?;
        }
        Ok(ExitCode::SUCCESS)
    }
}

/// Puzzles from the archived games of `variant` in the bot's store, in
/// the order they were archived.
fn from_archive(
    data_dir: &Path,
    database_url: Option<&str>,
    variant: Variant,
    (count, most): (usize, u8),
) -> Result<futbol_bot::puzzles::Found> {
    use futbol_bot::engine::Game;
    let store = open_store(data_dir, database_url)?;
    let mut found = futbol_bot::puzzles::Found::default();
    let mut seen = std::collections::HashSet::new();
    store.each_game(|game| {
        let start = Game::from_position(game.variant, &game.start);
        if let (true, Ok(start)) = (
            game.variant == variant && found.puzzles.len() < count,
            start,
        ) {
            let record = (&start, &game.actions[..]);
            let scan = (&mut seen, &mut found);
            futbol_bot::puzzles::scan_game(game.id, record, 0..usize::MAX, (most, count), scan);
        }
        Ok(())
    })?;
    Ok(found)
}
