//! `analizar`: a finished game's analysis, through the host on a real
//! store and a test clock. It is made once on the search threads, kept
//! with the archive (a second request, and one after a restart, is
//! answered from the store), marks the move that let a goal in as a
//! blunder, and never holds up a live game's move: the computer's move
//! comes before any of three analyses queued ahead of it.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::engine::search::{self, Level, Limits};
use futbol_bot::engine::{Action, Game, Outcome, Variant};
use futbol_bot::host::{Host, Platform, Reply};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant};

use support::{ask, long_game, play_and_resign, text};
use testkit::host as support;

/// Whether the side to move in `game` can score at once.
fn can_score(game: &Game) -> bool {
    game.legal_actions().into_iter().any(|action| {
        let mut next = game.clone();
        next.play(action).is_ok_and(|played| played.goal.is_some())
    })
}

/// A futbol game played well by both sides until the mover can let the
/// other side score at once (and need not): the good moves, the blunder,
/// and the goal that follows.
fn a_blunder() -> (Vec<Action>, Action, Action) {
    let mut game = Game::new(Variant::Futbol);
    let mut played = Vec::new();
    while game.outcome() == Outcome::Ongoing && played.len() < 200 {
        let actions = game.legal_actions();
        let conceding = |action: &Action| {
            let mut next = game.clone();
            next.play(*action).is_ok() && can_score(&next)
        };
        let even = game.score().white == game.score().black;
        if played.len() >= 4
            && even
            && !can_score(&game)
            && actions.iter().any(|a| !conceding(a))
            && let Some(&blunder) = actions.iter().find(|a| conceding(a))
        {
            let mut next = game.clone();
            next.play(blunder).expect("legal");
            let goal = (next.legal_actions().into_iter())
                .find(|&reply| {
                    let mut after = next.clone();
                    after.play(reply).is_ok_and(|p| p.goal.is_some())
                })
                .expect("a goal");
            return (played, blunder, goal);
        }
        let best = search::choose(&game, Level::MAX, 1, Limits::nodes(20_000)).expect("a move");
        game.play(best).expect("legal");
        played.push(best);
    }
    panic!("no blunder to be had in a well-played game");
}

/// The replies the sweep posts within `limit`, each labelled.
fn posted_until(host: &Host, limit: Duration, enough: impl Fn(&[Reply]) -> bool) -> Vec<Reply> {
    let started = Instant::now();
    let mut seen = Vec::new();
    while !enough(&seen) {
        assert!(started.elapsed() < limit, "only: {}", text(&seen));
        seen.extend(host.computer_moves(Platform::Web));
        std::thread::sleep(Duration::from_millis(10));
    }
    seen
}

fn is_analysis(reply: &Reply) -> bool {
    reply.text.starts_with("Análisis de la partida")
}

#[test]
fn a_game_is_analysed_once_and_its_blunder_marked() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let (mut actions, blunder, goal) = a_blunder();
    // Numbered as every list of moves numbers it ("15." or "15…").
    let number = futbol_bot::host::analysis_pictures::move_number(actions.len());
    actions.extend([blunder, goal]);
    let analysed = {
        let host = support::on_test_clock(dir.path(), &now);
        play_and_resign(&host, "sala", &actions);
        // Nothing to analyse in a channel without games.
        let none = text(&ask(&host, "otra", "cris", "analizar"));
        assert!(none.contains("Todavía no hay ninguna partida"), "{none}");
        let queued = ask(&host, "sala", "ana", "analizar");
        assert!(queued.iter().all(Reply::is_private), "{queued:?}");
        assert!(
            text(&queued).contains("Analizando la partida #1"),
            "{}",
            text(&queued)
        );
        let posted = posted_until(&host, Duration::from_secs(60), |seen| {
            seen.iter().any(is_analysis)
        });
        let analysis = posted.into_iter().find(is_analysis).expect("posted");
        assert!(!analysis.is_private(), "posted in the channel");
        let said = &analysis.text;
        assert!(
            said.contains("Blancas, ana") && said.contains("Negras, beto"),
            "{said}"
        );
        // The move that let the goal in is a blunder of its side, with the
        // engine's better move beside it.
        let marked = format!("{number} {blunder}?? (mejor: ");
        assert!(said.contains(&marked), "{marked} in:\n{said}");
        assert!(said.contains("1 error grave"), "{said}");
        // Asked again: from the store, at once, the same words.
        let again = ask(&host, "sala", "beto", "analizar 1");
        let again = again.iter().find(|r| is_analysis(r)).expect("at once");
        assert_eq!(again.text, *said);
        said.clone()
    };
    // After a restart too: it was kept.
    let host = support::on_test_clock(dir.path(), &now);
    let kept = ask(&host, "sala", "cris", "analizar #1");
    let kept = kept
        .iter()
        .find(|r| is_analysis(r))
        .expect("from the store");
    assert_eq!(kept.text, analysed);
    // Another channel's game is not shown to a stranger.
    let stranger = support::ask_on(
        &host,
        Platform::Matrix,
        "!lejos:localhost",
        "zoe",
        "analizar 1",
    );
    let stranger = text(&stranger);
    assert!(
        stranger.contains("No hay ninguna partida archivada"),
        "{stranger}"
    );
}

#[test]
fn a_live_move_comes_before_analyses_queued_ahead_of_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = support::on_test_clock(dir.path(), &now);
    let rooms = ["uno", "dos", "tres"];
    for (seed, room) in rooms.iter().enumerate() {
        play_and_resign(&host, room, &long_game(seed as u64, 120));
    }
    for (n, room) in rooms.iter().enumerate() {
        let queued = text(&ask(&host, room, &format!("p{n}"), "analizar"));
        assert!(queued.contains("Analizando"), "{queued}");
    }
    // Then a game against the computer, which answers Zoe's move.
    ask(&host, "vivo", "zoe", "crear contra bot 1");
    let first = Game::new(Variant::Futbol).legal_actions()[0];
    let moved = ask(&host, "vivo", "zoe", &format!("mover {first}"));
    assert!(support::accepted(&moved), "{}", text(&moved));
    let posted = posted_until(&host, Duration::from_secs(90), |seen| {
        seen.iter().filter(|r| is_analysis(r)).count() == rooms.len()
    });
    let order: Vec<&str> = posted
        .iter()
        .map(|r| if is_analysis(r) { "analysis" } else { "move" })
        .collect();
    assert_eq!(order.first(), Some(&"move"), "{order:?}");
}
