//! Vacations (`vacaciones`) on a test clock, through the host on a real
//! store (sled, or PostgreSQL with `FUTBOL_STORE=postgres`): every timed
//! game of the player stops, nobody loses on time meanwhile, the clocks run
//! again by themselves at its end or earlier with `vacaciones fin`, and the
//! yearly allowance holds across restarts and starts again each year.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use testkit::host as support;

use futbol_bot::engine::Game;
use futbol_bot::host::{Host, Platform, Reply, RoomCode};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use support::{accepted, ask_on, on_test_clock, text};

const DAY: u64 = 86_400;
/// 2026-06-01 00:00 UTC: the tests' time zero.
const T0: u64 = 1_780_272_000;

struct Bot {
    dir: tempfile::TempDir,
    now: Arc<AtomicU64>,
    host: Host,
}

impl Bot {
    fn new() -> Bot {
        let dir = tempfile::tempdir().expect("dir");
        let now = Arc::new(AtomicU64::new(T0));
        let host = on_test_clock(dir.path(), &now);
        Bot { dir, now, host }
    }

    fn restart(&mut self) {
        let spare = tempfile::tempdir().expect("dir");
        drop(std::mem::replace(
            &mut self.host,
            on_test_clock(spare.path(), &self.now),
        ));
        self.host = on_test_clock(self.dir.path(), &self.now);
    }

    fn at(&self, seconds: u64) {
        self.now.store(T0 + seconds, Ordering::SeqCst);
    }

    fn say(&self, channel: &str, user: &str, words: &str) -> Vec<Reply> {
        ask_on(&self.host, Platform::Discord, channel, user, words)
    }

    /// A room in `channel`, `white` against `black`, a day a move.
    fn room(&self, channel: &str, white: &str, black: &str) -> RoomCode {
        assert!(accepted(&self.say(
            channel,
            white,
            "crear futbol blancas 1d"
        )));
        let code = self
            .host
            .channel_room(Platform::Discord, channel)
            .expect("a room");
        assert!(accepted(&self.say(
            channel,
            black,
            &format!("unirse {code}")
        )));
        code
    }

    /// The side to move plays its first legal action.
    fn play(&self, channel: &str, code: RoomCode, user: &str) {
        let action = self.game(code).legal_actions()[0];
        let replies = self.say(channel, user, &format!("mover {action}"));
        assert!(accepted(&replies), "{}", text(&replies));
    }

    fn game(&self, code: RoomCode) -> Game {
        let state = self.host.room_state(code).expect("state");
        let (position, _) = self.host.game_text(code).expect("game");
        Game::from_position(state.variant, &position).expect("position")
    }

    fn over(&self, code: RoomCode) -> bool {
        self.host
            .room_state(code)
            .is_none_or(|s| s.ending.is_some())
    }

    /// The sweep's texts at `seconds`.
    fn sweep_at(&self, seconds: u64) -> String {
        self.at(seconds);
        text(&self.host.sweep_due(Platform::Discord))
    }
}

/// Two games: in one it is Ana's opponent's move, in the other Ana's
/// (both sides have moved there: a loss on time counts).
fn two_games(bot: &Bot) -> (RoomCode, RoomCode) {
    let waiting = bot.room("c1", "ana", "beto");
    bot.play("c1", waiting, "ana");
    let to_move = bot.room("c2", "cris", "ana");
    bot.play("c2", to_move, "cris");
    bot.play("c2", to_move, "ana");
    bot.at(10);
    bot.play("c2", to_move, "cris");
    (waiting, to_move)
}

#[test]
fn a_vacation_stops_every_timed_game_and_the_clocks_run_again_at_its_end() {
    let bot = Bot::new();
    let (c1, c2) = two_games(&bot);
    bot.at(100);
    let replies = bot.say("c1", "ana", "vacaciones 3d");
    let said = text(&replies);
    assert!(said.contains("relojes parados en 2 partidas"), "{said}");
    // Each opponent is told, in their game's channel, with the end.
    let told: Vec<&Reply> = replies.iter().filter(|r| !r.is_private()).collect();
    assert_eq!(told.len(), 2, "{said}");
    assert!(
        told.iter()
            .all(|r| r.text.contains("ana está de vacaciones"))
    );
    assert!(told.iter().all(|r| r.deadline == Some(T0 + 100 + 3 * DAY)));
    // Two days on (a move's time is one): nobody has lost.
    let swept = bot.sweep_at(2 * DAY);
    assert!(!swept.contains("pierde por tiempo"), "{swept}");
    assert!(!bot.over(c1) && !bot.over(c2));
    // Beto moves during the pause: Ana's clock there starts at its end.
    bot.play("c1", c1, "beto");
    let state = bot.host.room_state(c1).expect("state");
    assert_eq!(state.move_clock.started, T0 + 100 + 3 * DAY);
    // Half a move's time after the vacation: still nobody.
    let swept = bot.sweep_at(100 + 3 * DAY + DAY / 2);
    assert!(!swept.contains("pierde por tiempo"), "{swept}");
    // A move's time after it, the clocks have run: Ana lost both.
    let swept = bot.sweep_at(100 + 3 * DAY + DAY + 1);
    assert_eq!(swept.matches("pierde por tiempo").count(), 2, "{swept}");
    assert!(bot.over(c1) && bot.over(c2));
}

#[test]
fn ended_early_the_clocks_run_again_and_the_days_left_come_back() {
    let bot = Bot::new();
    let (_, c2) = two_games(&bot);
    bot.at(100);
    assert!(text(&bot.say("c2", "ana", "vacaciones 3d")).contains("2 partidas"));
    bot.at(200);
    let ended = text(&bot.say("c2", "ana", "vacaciones fin"));
    assert!(ended.contains("Vacaciones terminadas"), "{ended}");
    assert!(ended.contains("ana ha vuelto de vacaciones"), "{ended}");
    let status = text(&bot.say("c2", "ana", "vacaciones"));
    assert!(status.contains("1m40s de 14d"), "100 s used: {status}");
    // Her move in c2 began at 10 and was stopped for 100 s.
    let swept = bot.sweep_at(10 + DAY + 100 - 1);
    assert!(!swept.contains("pierde por tiempo"), "{swept}");
    let swept = bot.sweep_at(10 + DAY + 100 + 1);
    assert!(swept.contains("pierde por tiempo"), "{swept}");
    assert!(bot.over(c2));
    assert!(text(&bot.say("c2", "ana", "vacaciones fin")).contains("No estás de vacaciones"));
}

#[test]
fn the_yearly_allowance_holds_across_restarts_and_starts_again_each_year() {
    let mut bot = Bot::new();
    assert!(text(&bot.say("c1", "ana", "vacaciones 10d")).contains("ninguna partida con reloj"));
    let refused = text(&bot.say("c1", "ana", "vacaciones 5d"));
    assert!(refused.contains("te quedan 4d"), "{refused}");
    bot.restart();
    let status = text(&bot.say("c1", "ana", "vacaciones"));
    assert!(
        status.contains("10d de 14d") && status.contains("hasta"),
        "{status}"
    );
    // Four more days extend the running one.
    assert!(accepted_privately(&bot.say("c1", "ana", "vacaciones 4d")));
    let refused = text(&bot.say("c1", "ana", "vacaciones 1d"));
    assert!(refused.contains("te quedan 0s"), "{refused}");
    // Beto's allowance is his own.
    assert!(text(&bot.say("c1", "beto", "vacaciones 14d")).contains("De vacaciones"));
    // Next year (2027-01-01), the days are there again.
    bot.at(1_798_761_600 - T0);
    bot.restart();
    assert!(text(&bot.say("c1", "ana", "vacaciones")).contains("0s de 14d"));
    assert!(text(&bot.say("c1", "ana", "vacaciones 14d")).contains("De vacaciones"));
    for bad in ["mucho", "15d", "30m"] {
        let said = text(&bot.say("c1", "ana", &format!("vacaciones {bad}")));
        assert!(said.contains("Unas vacaciones duran de 1h a 14d"), "{said}");
    }
}

fn accepted_privately(replies: &[Reply]) -> bool {
    text(replies).contains("De vacaciones hasta")
}
