//! Writes the 160-action `futbol` game the analysis pictures' golden
//! tests and the analysis benchmark use: level 3 against level 4 from the
//! start, the first seed whose game lasts all 160 actions with a goal,
//! as a record (`tests/data/analysed-futbol-160.record`) and its analysis
//! at the default budget (`….analysis.json`).
//!
//! `cargo run --release --example analysed_game`

use futbol_bot::engine::search::analysis::{analyse, nodes};
use futbol_bot::engine::search::{Level, Limits, Searcher};
use futbol_bot::engine::{Game, Record, Team, Variant};
use std::path::PathBuf;

fn main() -> anyhow::Result<()> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    for seed in 1u64.. {
        let (game, actions) = play(seed);
        let scored = game.score().white + game.score().black > 0;
        println!(
            "seed {seed}: {} actions, score {:?}",
            actions.len(),
            game.score()
        );
        if actions.len() < 160 || !scored {
            continue;
        }
        let mut text = String::from("variant: futbol\n");
        for action in &actions {
            text.push_str(&action.to_string());
            text.push('\n');
        }
        let record = Record::parse(&text)?;
        let start = Game::new(Variant::Futbol);
        let analysis = analyse(&start, &actions, nodes(Variant::Futbol), None)?;
        println!("{} marks", analysis.marks.len());
        std::fs::write(dir.join("analysed-futbol-160.record"), record.to_string())?;
        let json = serde_json::to_string_pretty(&analysis)?;
        std::fs::write(dir.join("analysed-futbol-160.analysis.json"), json)?;
        return Ok(());
    }
    Ok(())
}

/// One game from the start, level 3 (White) against level 4.
fn play(seed: u64) -> (Game, Vec<futbol_bot::engine::Action>) {
    let mut game = Game::new(Variant::Futbol);
    let mut searcher = Searcher::new();
    let mut actions = Vec::new();
    while game.outcome() == futbol_bot::engine::Outcome::Ongoing {
        let level = match game.turn() {
            Team::White => Level::new(3),
            Team::Black => Level::new(4),
        }
        .unwrap_or(Level::DEFAULT);
        let limits = Limits::nodes(u64::MAX);
        let Some(thought) = searcher.think(&game, level, seed ^ actions.len() as u64, &limits)
        else {
            break;
        };
        if game.play(thought.action).is_err() {
            break;
        }
        actions.push(thought.action);
    }
    (game, actions)
}
