//! The `futbol-bot` command line: replay records, list legal actions, perft.

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand};
use futbol_bot::engine::{Game, Record, Variant};
use std::io::Read;
use std::process::ExitCode;

/// A chat bot that hosts games of chess football.
#[derive(Parser)]
#[command(version, about, arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Replay a game record and print its final position.
    Replay {
        /// The record file, or `-` for standard input.
        file: String,
    },
    /// List every legal action, one per line, sorted.
    Legal(PositionArgs),
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

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode> {
    match cli.command {
        Command::Replay { file } => replay(&file),
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
        Command::Perft { position, depth } => {
            println!("{}", position.game()?.perft(depth));
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Prints the final position; a bad line exits with code 2.
fn replay(file: &str) -> Result<ExitCode> {
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
            println!("{}", record.end);
            Ok(ExitCode::SUCCESS)
        }
        Err(error) => {
            eprintln!("{file}: {error}");
            Ok(ExitCode::from(2))
        }
    }
}
