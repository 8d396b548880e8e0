//! Clocks on a test clock: reminders, losses on time, aborts, given time,
//! pings, and deadlines that survive a restart — the host on a real sled
//! database.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::host::{Community, Host, Input, Platform, Reply, Request, RoomCode, Target, User};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

struct Bot {
    dir: tempfile::TempDir,
    host: Host,
    now: Arc<AtomicU64>,
}

use testkit::host as support;

fn host(dir: &std::path::Path, now: &Arc<AtomicU64>) -> Host {
    support::on_test_clock(dir, now)
}

impl Bot {
    fn new() -> Bot {
        let dir = tempfile::tempdir().expect("temp dir");
        let now = Arc::new(AtomicU64::new(1_000_000));
        let host = host(dir.path(), &now);
        Bot { dir, host, now }
    }

    fn restart(&mut self) {
        let spare = tempfile::tempdir().expect("temp dir");
        drop(std::mem::replace(
            &mut self.host,
            host(spare.path(), &self.now),
        ));
        self.host = host(self.dir.path(), &self.now);
    }

    fn at(&self, seconds: u64) {
        self.now.store(1_000_000 + seconds, Ordering::SeqCst);
    }

    fn cmd(&self, user: &str, text: &str) -> Vec<Reply> {
        self.host.handle(&Request {
            platform: Platform::Discord,
            community: Community::discord_guild(1),
            address: None,
            asker: Default::default(),
            channel: "lobby".into(),
            user: User {
                id: user.into(),
                name: user.to_uppercase(),
            },
            input: Input::Command(text.into()),
        })
    }

    fn sweep(&self) -> Vec<Reply> {
        self.host.sweep_due(Platform::Discord)
    }

    fn code(&self) -> RoomCode {
        self.host
            .channel_room(Platform::Discord, "lobby")
            .expect("a room")
    }

    /// Ana (White) and Beto (Black) in a room with 100 s a move, at t = 0.
    fn game(&self) -> RoomCode {
        self.at(0);
        self.cmd("ana", "crear 100s");
        let code = self.code();
        self.cmd("beto", &format!("unirse {code}"));
        code
    }
}

fn texts(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(Reply::plain_text)
        .collect::<Vec<_>>()
        .join(" | ")
}

fn private(replies: &[Reply]) -> String {
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert!(replies[0].is_private(), "{replies:?}");
    replies[0].plain_text()
}

#[test]
fn the_reminder_comes_once_at_eighty_percent() {
    let bot = Bot::new();
    bot.game();
    bot.at(79);
    assert!(bot.sweep().is_empty());
    bot.at(80);
    let reminder = bot.sweep();
    assert_eq!(reminder.len(), 1, "{reminder:?}");
    assert!(
        reminder[0]
            .text
            .contains(futbol_bot::host::message::MENTION)
    );
    assert_eq!(reminder[0].notified(), Some("ana"));
    assert_eq!(reminder[0].deadline, Some(1_000_100));
    assert!(texts(&reminder).contains("te toca"));
    bot.at(90);
    assert!(bot.sweep().is_empty(), "once a move");
    // The next move gets its own reminder.
    bot.cmd("ana", "mover e3>c3");
    bot.at(90 + 79);
    assert!(bot.sweep().is_empty());
    bot.at(90 + 80);
    assert_eq!(bot.sweep()[0].notified(), Some("beto"));
}

#[test]
fn time_runs_out_after_both_moved_and_aborts_before() {
    let bot = Bot::new();
    bot.game();
    bot.cmd("ana", "mover e3>c3");
    bot.at(10);
    bot.cmd("beto", "mover c6-d4");
    bot.at(110);
    let lost = bot.sweep();
    let said = texts(&lost);
    assert!(said.contains("pierde por tiempo"), "{said}");
    assert!(said.contains("ganan Negras (BETO)"), "{said}");
    let state = bot.host.room_state(bot.code()).expect("open");
    assert_eq!(state.wins.get(&"beto".into()), Some(&1));
    assert!(
        lost[0].image.is_none() && !lost[0].controls.is_empty(),
        "rematch offered"
    );
    // The game lost on time ends with its record; an aborted one (below)
    // has none to give.
    let record = lost
        .last()
        .and_then(|r| r.files.first())
        .expect("the record");
    assert_eq!(
        std::str::from_utf8(&record.bytes),
        Ok("variant: futbol\ne3>c3\nc6-d4\n")
    );

    let bot = Bot::new();
    bot.game();
    bot.cmd("ana", "mover e3>c3");
    bot.at(500);
    let aborted = bot.sweep();
    let said = texts(&aborted);
    assert!(said.contains("partida anulada, sin resultado"), "{said}");
    assert!(aborted.iter().all(|r| r.files.is_empty()), "{said}");
    let state = bot.host.room_state(bot.code()).expect("open");
    assert!(state.wins.is_empty());
}

#[test]
fn giving_time_moves_the_deadline() {
    let bot = Bot::new();
    bot.game();
    bot.at(50);
    let given = bot.cmd("beto", "tiempo +40s");
    assert!(texts(&given).contains("BETO da 40s más a ANA"), "{given:?}");
    bot.at(100);
    assert!(
        !texts(&bot.sweep()).contains("tiempo"),
        "the reminder moved to 112"
    );
    bot.at(112);
    assert!(texts(&bot.sweep()).contains("te toca"));
    bot.at(139);
    assert!(bot.sweep().is_empty());
    bot.at(140);
    assert!(texts(&bot.sweep()).contains("anulada"));
}

#[test]
fn a_restart_between_setting_and_falling_due_fires_once() {
    let mut bot = Bot::new();
    bot.game();
    bot.cmd("ana", "mover e3>c3");
    bot.restart();
    bot.at(80);
    assert_eq!(bot.sweep().len(), 1);
    bot.restart();
    assert!(bot.sweep().is_empty(), "not twice");
    bot.at(100);
    bot.restart();
    let said = texts(&bot.sweep());
    assert!(said.contains("anulada"), "{said}");
    bot.restart();
    assert!(bot.sweep().is_empty());
}

#[test]
fn pings_off_names_the_player_plainly() {
    let bot = Bot::new();
    bot.game();
    let off = private(&bot.cmd("beto", "avisos no"));
    assert!(off.contains("desactivados"));
    let moved = bot.cmd("ana", "mover e3>c3");
    let board = moved.iter().find(|r| !r.is_private()).expect("a board");
    assert_eq!(board.notified(), None);
    assert!(board.plain_text().contains("Juega BETO"));
    bot.cmd("beto", "avisos si");
    let moved = bot.cmd("beto", "mover c6-d4");
    assert_eq!(moved[0].notified(), Some("ana"));
    // `ver` names the player to move but notifies nobody.
    let shown = bot.cmd("cris", "ver");
    assert_eq!(shown[0].notified(), None);
    assert!(shown[0].plain_text().contains("Reloj"));
}

#[test]
fn bad_time_input_is_answered_privately_and_changes_nothing() {
    let bot = Bot::new();
    let code = bot.game();
    let before = bot.host.room_state(code).expect("state");
    let cases = [
        ("ana", "tiempo +1x", "30s, 5m, 2h, 1d"),
        ("ana", "tiempo +20d", "10s a 14d"),
        ("cris", "tiempo +1m", "Solo los jugadores"),
        ("ana", "tiempo +1m", "Solo puedes dar tiempo a tu rival"),
        ("beto", "tiempo +1000s", "Como mucho"),
        ("ana", "crear 5y", "30s, 5m, 2h, 1d"),
    ];
    for (user, text, answer) in cases {
        let said = private(&bot.cmd(user, text));
        assert!(said.contains(answer), "{text}: {said}");
    }
    assert_eq!(bot.host.room_state(code), Some(before));
    // A room without a clock.
    let dani = |text: &str| {
        bot.host.handle(&Request {
            platform: Platform::Discord,
            community: Community::discord_guild(1),
            address: None,
            asker: Default::default(),
            channel: "other".into(),
            user: User {
                id: "dani".into(),
                name: "dani".into(),
            },
            input: Input::Command(text.into()),
        })
    };
    assert!(dani("crear sin")[0].deadline.is_none());
    let said = dani("tiempo +1m");
    assert!(matches!(said[0].target, Target::Private { .. }));
    assert!(said[0].text.contains("no tiene reloj"), "{said:?}");
}
