//! A tournament through a kill mid-round, and two hosts on one
//! PostgreSQL: each round paired once.

use super::*;

/// Each round is played in a child process that is killed with SIGKILL
/// while its last results (and the next round's pairing) are being
/// written; the next process, and the next, go on from what is stored:
/// every acknowledged result is kept, none is counted twice, every paired
/// board's room is open, and the tournament ends as if nothing happened.
#[test]
fn a_kill_mid_round_loses_nothing_and_pairs_each_round_once() {
    let mut bot = Bot::on_system_time();
    bot.cmd(LOBBY, "org", "torneo crear rondas 4 1h");
    for n in 1..=7 {
        bot.cmd(LOBBY, &format!("k{n}"), "torneo unirse");
    }
    bot.cmd(LOBBY, "org", "torneo empezar");
    let mut rng = fastrand::Rng::with_seed(29);
    for round in 0..4 {
        let t = bot.tournament(1);
        let boards = round_of(&t, round);
        let lost = round_in_child(&mut bot, &t, &boards, &mut rng);
        eprintln!("round {}: the kill lost the last result: {lost}", round + 1);
        let t = bot.tournament(1);
        let paired = t.swiss.as_ref().map_or(0, |s| s.rounds().len());
        assert_eq!(
            paired,
            (round + 2).min(4),
            "round {} paired once",
            round + 2
        );
        for board in t.boards_in_play().map(|(_, b)| b) {
            assert!(
                bot.host.room_state(board.code).is_some(),
                "board {} is open",
                board.code
            );
        }
    }
    let t = bot.tournament(1);
    assert_eq!(t.stage, Stage::Over);
    // Every game was won by the player registered first, each recorded
    // once: the scores add up to the games and byes.
    let swiss = t.swiss.as_ref().expect("a Swiss");
    for board in &t.boards {
        let first_won = if board.white.0 < board.black.0 {
            futbol_tournament::Outcome::WhiteWon
        } else {
            futbol_tournament::Outcome::BlackWon
        };
        assert_eq!(board.outcome, Some(first_won), "{board:?}");
        assert!(board.game.is_some(), "{board:?} has its archived game");
    }
    let total: u32 = (0..7)
        .map(|e| swiss.score(futbol_tournament::Entrant(e)))
        .sum();
    assert_eq!(total, 2 * 4 * 4, "4 rounds of 3 games and a bye");
}

/// Several processes on one PostgreSQL: while one host ends a round's
/// last game, another moves the same tournament on at the same moment;
/// each round is paired once, and every board of it has its room.
#[test]
fn two_hosts_on_one_postgres_pair_each_round_once() {
    if !support::on_postgres() {
        return;
    }
    let bot = Bot::new();
    let other = support::with_store(support::store(bot.dir.path()), &bot.now);
    let other = Arc::new(other);
    for n in 1..=5u64 {
        let lobby = format!("wlobby{n}");
        bot.cmd(&lobby, "org", "torneo crear rondas 3 1h");
        for p in 1..=4 {
            bot.cmd(&lobby, &format!("q{n}x{p}"), "torneo unirse");
        }
        bot.cmd(&lobby, "org", &format!("torneo empezar {n}"));
        for round in 0..2 {
            let t = bot.tournament(n);
            let boards = round_of(&t, round);
            let loser = |b: &Board| {
                t.entrants[b.white.index().max(b.black.index())]
                    .id
                    .to_string()
            };
            bot.cmd(&boards[0].channel, &loser(&boards[0]), "rendirse");
            let racer = other.clone();
            let racing = std::thread::spawn(move || {
                (0..20)
                    .map(|_| racer.advance_tournaments(Platform::Web, false).len())
                    .sum::<usize>()
            });
            let mine = bot.cmd(&boards[1].channel, &loser(&boards[1]), "rendirse");
            let theirs = racing.join().expect("the other host");
            let paired_here = mine.iter().any(|r| r.text.contains("ronda"));
            eprintln!(
                "tournament {n} round {}: paired by {}",
                round + 2,
                match (paired_here, theirs > 0) {
                    (true, false) => "the host that ended the game",
                    (false, true) => "the other host",
                    (true, true) => "both (a failure)",
                    (false, false) => "neither",
                }
            );
            assert!(paired_here != (theirs > 0), "one host paired the round");
            let t = bot.tournament(n);
            let paired = t.swiss.as_ref().map_or(0, |s| s.rounds().len());
            assert_eq!(
                paired,
                round + 2,
                "tournament {n}: round {} paired once",
                round + 2
            );
            assert_eq!(t.boards.len(), 2 * (round + 2), "{:?}", t.boards);
            for board in t.boards_in_play().map(|(_, b)| b) {
                let stored = bot
                    .host
                    .store()
                    .room::<futbol_bot::host::RoomState>(board.code.as_str());
                let state = stored
                    .expect("the store answers")
                    .expect("the board's room");
                assert_eq!(state.tournament.map(|tag| tag.tournament), Some(n));
            }
        }
    }
}
