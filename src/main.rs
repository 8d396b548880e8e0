//! The `futbol-bot` command line: replay records, list legal actions, perft,
//! matches between levels of the engine opponent.

use anyhow::{Context, Result};
use clap::{ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use futbol_bot::engine::{ByTeam, Game, Variant};
use futbol_bot::i18n::Lang;
use futbol_bot::measure::matches::{MatchConfig, Player};
use futbol_bot::render::{self, Last};
use futbol_bot::serve::ServeConfig;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

mod cli;
use cli::backups;
use cli::config_args::ServeArgs;
use cli::tools::{self, export, play_match, playout, replay};

/// A chat bot that hosts games of chess football. With no command it
/// serves the local web page (`serve`).
#[derive(Parser)]
#[command(version, about, args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    serve: ServeArgs,
}

#[derive(Subcommand)]
enum Command {
    /// Run the bot: the local web page (the default command).
    Serve(Box<ServeArgs>),
    /// Print the options in effect (config file, then environment, then
    /// flags), secrets hidden; exit 2 naming an option that is wrong.
    CheckConfig(Box<ServeArgs>),
    /// Replay a game record and print its final position.
    Replay {
        /// The record file, or `-` for standard input.
        file: String,
        /// Also write an animated GIF of the whole game here.
        #[arg(long, value_name = "OUT.gif")]
        gif: Option<PathBuf>,
    },
    /// Draw one board as a PNG.
    Render {
        #[command(flatten)]
        position: PositionArgs,
        /// The action that led to this position, highlighted.
        #[arg(long)]
        last: Option<String>,
        /// Black at the bottom.
        #[arg(long)]
        flip: bool,
        /// Header language.
        #[arg(long, default_value = "es")]
        lang: Lang,
        /// Where to write the PNG.
        #[arg(short, long, value_name = "OUT.png")]
        output: PathBuf,
    },
    /// List every legal action, one per line, sorted.
    Legal(PositionArgs),
    /// Play random games and print how they went (use --release).
    Playout {
        /// The rule set.
        #[arg(long, default_value = "futbol")]
        variant: Variant,
        /// How many games.
        #[arg(long, default_value_t = 1000)]
        games: u32,
        /// The random seed, for repeatable runs.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Test helper: feeds `CHANNEL<TAB>USER<TAB>COMMAND` lines from stdin
    /// to a host on DIR (or the database at URL) and prints an `ACK` line
    /// after each one is answered (so after it is durable).
    #[cfg(feature = "test-hooks")]
    #[command(hide = true)]
    HostDriver {
        /// The sled directory.
        #[arg(long)]
        data_dir: PathBuf,
        /// Or a PostgreSQL database.
        #[arg(long)]
        database_url: Option<String>,
    },
    /// Play whole games between two levels of the engine opponent (or the
    /// random player) and print how they went (use --release).
    Match {
        /// The rule set.
        #[arg(long, default_value = "futbol")]
        variant: Variant,
        /// White's player: a level 1 to 8, or `random`.
        #[arg(long)]
        white: Player,
        /// Black's player: a level 1 to 8, or `random`.
        #[arg(long)]
        black: Player,
        /// How many games (the colours stay as given).
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// The random seed, for repeatable runs.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Caps every level's time per move, in milliseconds.
        #[arg(long, value_name = "MS")]
        movetime: Option<u64>,
    },
    /// The levels' ladder: each level against the one below (level 1
    /// against random) from varied openings, colours alternating; every
    /// game a line of the results file, so runs add up; then the table
    /// (use --release).
    Ladder {
        /// Only this rule set.
        #[arg(long)]
        variant: Option<Variant>,
        /// Only the step from this level to the one below.
        #[arg(long)]
        step: Option<u8>,
        /// Play until each chosen step has this many games (0: only print
        /// the table).
        #[arg(long, default_value_t = 0)]
        games: u32,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// The results file.
        #[arg(long, default_value = "benches/ladder/results.txt")]
        results: PathBuf,
    },
    /// Puzzles: `generate` finds "score in N" positions in the engine's
    /// own games, proven by exhaustive search, and writes them a JSON
    /// line each (use --release).
    Puzzles {
        #[command(subcommand)]
        what: tools::PuzzlesCommand,
    },
    /// Write every archived game as a record file (`game-ID.txt`, which
    /// `replay` reads) into a directory.
    Export {
        /// The bot's sled directory.
        #[arg(long, env = "FUTBOL_DATA_DIR", default_value = "./data")]
        data_dir: PathBuf,
        /// Or its PostgreSQL database.
        #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
        database_url: Option<String>,
        /// Where to write the records.
        #[arg(long, default_value = ".")]
        out: PathBuf,
    },
    /// Whether the running bot is alive (its operator listener answers
    /// /livez, or PATH, with 200): exit 0 if so, 1 if not, 2 when it
    /// cannot be reached. A container's health check.
    Probe {
        /// The running bot's operator listener.
        #[arg(long, env = "FUTBOL_OPS_ADDR")]
        ops_addr: String,
        /// What to ask it.
        #[arg(long, default_value = "/livez")]
        path: String,
    },
    /// Write a consistent copy of the whole sled store, while the bot runs
    /// (through its --ops-addr) or not (from --data-dir).
    Backup {
        /// Where to write it.
        #[arg(long)]
        out: PathBuf,
        /// The running bot's operator listener.
        #[arg(long, env = "FUTBOL_OPS_ADDR")]
        ops_addr: Option<String>,
        /// Or the stopped bot's sled directory.
        #[arg(long, env = "FUTBOL_DATA_DIR", default_value = "./data")]
        data_dir: PathBuf,
    },
    /// Make a sled store in a new directory from a backup file.
    Restore {
        /// The backup file.
        file: PathBuf,
        /// The directory to make (it must be empty or absent).
        #[arg(long)]
        data_dir: PathBuf,
    },
    /// Copy a stopped bot's sled store into an empty PostgreSQL database.
    MigrateStore {
        /// The sled directory.
        #[arg(long)]
        from: PathBuf,
        /// The PostgreSQL URL (`postgres://…`).
        #[arg(long, hide_env_values = true)]
        to: String,
        /// A file holding the password of the URL's user (as `serve`'s).
        #[arg(long, env = "DATABASE_PASSWORD_FILE")]
        password_file: Option<PathBuf>,
    },
    /// Count the leaves of the legal-action tree.
    Perft {
        #[command(flatten)]
        position: PositionArgs,
        /// How many actions deep.
        #[arg(long)]
        depth: u32,
    },
}

/// Which game and which position.
#[derive(Args)]
struct PositionArgs {
    /// The rule set.
    #[arg(long, default_value = "futbol")]
    variant: Variant,
    /// A position string; the start position when absent.
    #[arg(long)]
    position: Option<String>,
}

impl PositionArgs {
    fn game(&self) -> Result<Game> {
        match &self.position {
            None => Ok(Game::new(self.variant)),
            Some(text) => Game::from_position(self.variant, text)
                .with_context(|| format!("bad position `{text}`")),
        }
    }
}

/// The default log filter (see `main`).
const DEFAULT_LOG: &str = "info,matrix_sdk=warn,matrix_sdk_base=warn,matrix_sdk_crypto=warn,\
    matrix_sdk_crypto::backups=error,matrix_sdk_crypto::identities::manager=error,\
    matrix_sdk::http_client=off";

fn main() -> ExitCode {
    // Logs go to standard error, filtered by RUST_LOG. By default: info;
    // only warnings from matrix-sdk, which logs every sync at info; from
    // its key backups only errors, since with no backup set up (the bot
    // makes none: one would replace the account owner's) it warns after
    // every sync that it has no backup key, and no setting turns the
    // upload task off; from its device tracking only errors, since on a
    // new account's first start it sends the first key query and the
    // first key upload at once (both are in one batch of requests, sent
    // concurrently) and, when the query's answer comes first, warns that
    // the bot's own device "might have been deleted" (the next query finds
    // it; the only way to upload first is cross-signing, which would
    // change the account's keys); nothing from its HTTP client, which logs every
    // failed request at error before returning it (a 404 for account data
    // not set yet, on every start; the sync cut by a clean stop), while
    // the bot logs the failures it acts on itself.
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(DEFAULT_LOG)),
        )
        .with_writer(std::io::stderr)
        .init();
    let matches = Cli::command().get_matches();
    let parsed = Cli::from_arg_matches(&matches).map_err(|error| error.exit());
    let Ok(cli) = parsed;
    match run(cli, &matches) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli, matches: &ArgMatches) -> Result<ExitCode> {
    let command = match cli.command {
        Some(command) => command,
        None => Command::Serve(Box::new(cli.serve)),
    };
    // The serve options' own matches: where each value came from.
    let own = |name: &str| matches.subcommand_matches(name).unwrap_or(matches);
    match command {
        Command::Serve(args) => serve(args.with_file(own("serve"))?.read_secrets()?),
        Command::CheckConfig(args) => {
            let args = args.with_file(own("check-config"))?.read_secrets()?;
            args.check()?;
            println!("{}", args.effective());
            Ok(ExitCode::SUCCESS)
        }
        Command::Replay { file, gif } => replay(&file, gif.as_deref()),
        Command::Export {
            data_dir,
            database_url,
            out,
        } => export(&data_dir, database_url.as_deref(), &out),
        Command::Render {
            position,
            last,
            flip,
            lang,
            output,
        } => {
            let game = position.game()?;
            let last = match last {
                Some(text) => Some(Last {
                    action: game
                        .parse_syntax(&text)
                        .with_context(|| format!("bad --last `{text}`"))?,
                    goal: None,
                }),
                None => None,
            };
            let png = render::board_png(
                &game,
                last,
                render::Options {
                    flip,
                    lang,
                    ..render::Options::default()
                },
            )?;
            std::fs::write(&output, png)
                .with_context(|| format!("writing {}", output.display()))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Legal(args) => {
            let mut actions: Vec<String> = args
                .game()?
                .legal_actions()
                .iter()
                .map(ToString::to_string)
                .collect();
            actions.sort();
            for action in actions {
                println!("{action}");
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Playout {
            variant,
            games,
            seed,
        } => playout(variant, games, seed),
        #[cfg(feature = "test-hooks")]
        Command::HostDriver {
            data_dir,
            database_url,
        } => {
            let (input, out) = (std::io::stdin().lock(), std::io::stdout());
            let store = match database_url {
                Some(url) => futbol_bot::store::Store::connect(&url, None)?,
                None => futbol_bot::store::Store::open(&data_dir)?,
            };
            futbol_bot::serve::driver::run(store, input, out)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Match {
            variant,
            white,
            black,
            games,
            seed,
            movetime,
        } => play_match(&MatchConfig {
            variant,
            players: ByTeam::new(white, black),
            games,
            seed,
            movetime: movetime.map(Duration::from_millis),
        }),
        Command::Ladder {
            variant,
            step,
            games,
            threads,
            results,
        } => tools::ladder(&results, variant, step, games, threads),
        Command::Puzzles { what } => what.run(),
        Command::Backup {
            out,
            ops_addr,
            data_dir,
        } => backups::backup(&out, &data_dir, ops_addr.as_deref()).map(|()| ExitCode::SUCCESS),
        Command::Probe { ops_addr, path } => Ok(match backups::probe(&ops_addr, &path)? {
            true => ExitCode::SUCCESS,
            false => ExitCode::FAILURE,
        }),
        Command::Restore { file, data_dir } => {
            backups::restore(&file, &data_dir).map(|()| ExitCode::SUCCESS)
        }
        Command::MigrateStore {
            from,
            to,
            password_file,
        } => {
            let password = futbol_bot::serve::config_file::secret(None, password_file.as_deref())?;
            let to = match password {
                Some(password) => futbol_bot::store::with_password(&to, &password)
                    .context("--password-file (DATABASE_PASSWORD_FILE)")?,
                None => to,
            };
            backups::migrate(&from, &to).map(|()| ExitCode::SUCCESS)
        }
        Command::Perft { position, depth } => {
            println!("{}", position.game()?.perft(depth));
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Runs the bot until Ctrl-C or until an adapter stops.
fn serve(args: ServeArgs) -> Result<ExitCode> {
    args.check()?;
    let discord_token = match (&args.discord_token, &args.discord_token_file) {
        (Some(token), _) => Some(token.trim().to_string()),
        (None, Some(path)) => Some(
            std::fs::read_to_string(path)
                .with_context(|| format!("reading the token file {}", path.display()))?
                .trim()
                .to_string(),
        ),
        (None, None) => None,
    };
    let config = ServeConfig {
        web_addr: (!args.no_web).then_some(args.web_addr),
        ops_addr: args.ops_addr,
        web_trusted_proxies: args.web_trusted_proxy,
        web_hosts: args.web_host,
        data_dir: args.data_dir,
        database_url: args.database_url,
        discord_token,
        discord_guild: args.discord_guild,
        discord_shards: args.discord_shards,
        #[cfg(feature = "test-hooks")]
        discord_api: args.discord_api,
        #[cfg(feature = "test-hooks")]
        discord_api_ca: args.discord_api_ca,
        discord_activity: args.discord_client_id.zip(args.discord_client_secret),
        matrix_homeserver: args.matrix_homeserver,
        matrix_widget_url: args.matrix_widget_url,
        matrix_federation_url: args.matrix_federation_url,
        matrix_private_hosts: args.matrix_private_host,
        matrix_user: args.matrix_user,
        matrix_password: args.matrix_password,
        matrix_access_token: args.matrix_access_token,
    };
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    let served = runtime.block_on(futbol_bot::serve::run(config));
    // The stop waited for the requests in flight; what is left on the
    // blocking pool gets a moment, then the store closes (sled flushes as
    // it is dropped).
    runtime.shutdown_timeout(std::time::Duration::from_millis(500));
    served?;
    Ok(ExitCode::SUCCESS)
}
