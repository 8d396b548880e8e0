//! The engine opponent as the bot runs it: the arena plays whole games
//! between levels, and `futbol-bot match` prints them.

use futbol_bot::engine::Variant;
use futbol_bot::engine::search::Level;

#[test]
fn the_arena_plays_whole_games() {
    use futbol_bot::arena::{self, MatchConfig, Player};
    use futbol_bot::engine::ByTeam;
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
        let report = arena::run(&config, |_, game| {
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
