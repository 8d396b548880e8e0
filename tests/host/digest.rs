//! The daily summary on a test clock, through the host on a real store
//! (sled, or PostgreSQL with `FUTBOL_STORE=postgres`): a player with three
//! games to move gets one direct message at the hour they chose in their
//! time zone, none before it and no second one that day, and no mention on
//! the boards meanwhile; the 80 % reminder still mentions them.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use testkit::host as support;

use futbol_bot::engine::Game;
use futbol_bot::host::{Host, Platform, Reply, RoomCode, Target};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use support::{accepted, ask_on, on_test_clock, text};

const HOUR: u64 = 3_600;
/// 2026-06-01 00:00 UTC (Madrid is UTC+2 then).
const T0: u64 = 1_780_272_000;

struct Bot {
    _dir: tempfile::TempDir,
    now: Arc<AtomicU64>,
    host: Host,
}

impl Bot {
    fn at(&self, seconds: u64) {
        self.now.store(T0 + seconds, Ordering::SeqCst);
    }

    fn say(&self, channel: &str, user: &str, words: &str) -> Vec<Reply> {
        ask_on(&self.host, Platform::Discord, channel, user, words)
    }

    fn first_action(&self, code: RoomCode) -> String {
        let state = self.host.room_state(code).expect("state");
        let (position, _) = self.host.game_text(code).expect("game");
        let game = Game::from_position(state.variant, &position).expect("position");
        game.legal_actions()[0].to_string()
    }

    /// A game in `channel` where `opponent` (White, a day a move) has
    /// just moved: Ana is to move. The board's mention of Ana.
    fn game(&self, channel: &str, opponent: &str) -> (RoomCode, Option<bool>) {
        assert!(accepted(&self.say(
            channel,
            opponent,
            "crear futbol blancas 1d"
        )));
        let code = self
            .host
            .channel_room(Platform::Discord, channel)
            .expect("room");
        assert!(accepted(&self.say(
            channel,
            "ana",
            &format!("unirse {code}")
        )));
        let action = self.first_action(code);
        let board = self.say(channel, opponent, &format!("mover {action}"));
        let mention = board
            .iter()
            .find_map(|r| r.mention.as_ref())
            .map(|m| m.notify);
        (code, mention)
    }

    fn digests(&self) -> Vec<Reply> {
        self.host.digests(Platform::Discord)
    }
}

fn start() -> Bot {
    let dir = tempfile::tempdir().expect("dir");
    let now = Arc::new(AtomicU64::new(T0));
    let host = on_test_clock(dir.path(), &now);
    Bot {
        _dir: dir,
        now,
        host,
    }
}

#[test]
fn three_games_to_move_make_one_message_at_the_chosen_local_hour() {
    let bot = start();
    let unknown = text(&bot.say("c0", "ana", "zona Mars/Olympus"));
    assert!(unknown.contains("No conozco la zona"), "{unknown}");
    assert!(text(&bot.say("c0", "ana", "zona europe/madrid")).contains("Europe/Madrid"));
    let set = text(&bot.say("c0", "ana", "avisos resumen 18h"));
    assert!(set.contains("18:00 (Europe/Madrid)"), "{set}");
    // Three games where Ana is to move: no board mentions her for real.
    let mut codes = Vec::new();
    for (channel, opponent) in [("c1", "beto"), ("c2", "cris"), ("c3", "dani")] {
        let (code, mention) = bot.game(channel, opponent);
        assert_eq!(mention, Some(false), "the board names Ana without a ping");
        codes.push(code);
    }
    // 17:59 in Madrid (15:59 UTC): nothing yet.
    bot.at(16 * HOUR - 60);
    assert!(bot.digests().is_empty());
    // 18:00 in Madrid: one message, to Ana alone, listing the three.
    bot.at(16 * HOUR);
    let sent = bot.digests();
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].target, Target::Direct("web-ana".into()));
    assert!(
        sent[0].notified().is_none(),
        "a direct message pings nobody"
    );
    let said = &sent[0].text;
    assert!(said.contains("te toca en 3 partidas"), "{said}");
    for code in &codes {
        assert!(said.contains(code.as_str()), "{said}");
    }
    assert!(
        said.contains("quedan 7h59m") || said.contains("quedan 8h"),
        "{said}"
    );
    // Not twice the same day (the claim is in the store).
    bot.at(16 * HOUR + 60);
    assert!(bot.digests().is_empty());
    bot.at(20 * HOUR);
    assert!(bot.digests().is_empty());
    // The 80 % reminder still pings her (0.8 of a day after the moves).
    let swept = bot.host.sweep_due(Platform::Discord);
    let reminders: Vec<_> = swept
        .iter()
        .filter(|r| r.notified() == Some("web-ana"))
        .collect();
    assert_eq!(reminders.len(), 3, "{swept:?}");
    // She moves in one; the next day at 18:00 Madrid the other two.
    let action = bot.first_action(codes[2]);
    assert!(accepted(&bot.say("c3", "ana", &format!("mover {action}"))));
    bot.at(24 * HOUR + 16 * HOUR);
    let next = bot.digests();
    assert_eq!(next.len(), 1, "{next:?}");
    assert!(
        next[0].text.contains("te toca en 2 partidas"),
        "{}",
        next[0].text
    );
    assert!(
        !next[0].text.contains(codes[2].as_str()),
        "{}",
        next[0].text
    );
    // `avisos si` brings the mentions back and ends the summaries.
    assert!(accepted_privately(&bot.say("c0", "ana", "avisos si")));
    bot.at(2 * 24 * HOUR + 16 * HOUR);
    assert!(bot.digests().is_empty());
}

fn accepted_privately(replies: &[Reply]) -> bool {
    replies.len() == 1 && replies[0].is_private()
}
