//! The host driven through whole games on a real sled database in a
//! temporary directory.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::engine::{Game, Outcome, Team, Variant};
use futbol_bot::host::{
    Community, Control, Host, HostConfig, Input, Platform, Reply, Request, RoomCode, Target, User,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

struct Harness {
    dir: tempfile::TempDir,
    host: Host,
    clock: Arc<AtomicU64>,
    images: bool,
}

impl Harness {
    fn new() -> Harness {
        Harness::with_images(true)
    }

    fn with_images(images: bool) -> Harness {
        let dir = tempfile::tempdir().expect("temp dir");
        let clock = Arc::new(AtomicU64::new(1_000_000));
        let host = start(&dir, &clock, images);
        Harness {
            dir,
            host,
            clock,
            images,
        }
    }

    /// Drops the host and starts another on the same database.
    fn restart(&mut self) {
        let placeholder = tempfile::tempdir().expect("temp dir");
        let old = std::mem::replace(
            &mut self.host,
            start(&placeholder, &self.clock, self.images),
        );
        drop(old);
        self.host = start(&self.dir, &self.clock, self.images);
    }

    fn send(&self, user: &str, channel: &str, input: Input) -> Vec<Reply> {
        self.host.handle(&Request {
            platform: Platform::Web,
            community: Community::web(),
            address: None,
            asker: Default::default(),
            channel: channel.to_string(),
            user: User {
                id: format!("id-{user}").into(),
                name: user.to_string(),
            },
            input,
        })
    }

    fn cmd(&self, user: &str, text: &str) -> Vec<Reply> {
        self.send(user, "lobby", Input::Command(text.to_string()))
    }

    fn press(&self, user: &str, id: &str) -> Vec<Reply> {
        self.send(user, "lobby", Input::Button(id.to_string()))
    }

    fn code(&self) -> String {
        self.host
            .channel_room(Platform::Web, "lobby")
            .expect("an open room")
            .to_string()
    }

    fn game(&self) -> Game {
        let code = self.code();
        let state = self.host.room_state(rc(&code)).expect("state");
        let (position, _) = self.host.game_text(rc(&code)).expect("game");
        Game::from_position(state.variant, &position).expect("position")
    }
}

/// A room code the host gave.
fn rc(code: &str) -> RoomCode {
    code.parse().expect("a room code")
}

use testkit::host as support;

fn start(dir: &tempfile::TempDir, clock: &Arc<AtomicU64>, images: bool) -> Host {
    let store = support::store(dir.path());
    let clock = clock.clone();
    let config = HostConfig {
        images,
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    Host::new(
        store,
        config,
        Arc::new(move || clock.load(Ordering::SeqCst)),
    )
    .expect("host")
}

fn public(replies: &[Reply]) -> &Reply {
    replies
        .iter()
        .find(|r| !r.is_private())
        .expect("a channel reply")
}

fn private(replies: &[Reply]) -> &Reply {
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert!(replies[0].is_private(), "{replies:?}");
    &replies[0]
}

fn button(reply: &Reply, label: &str) -> String {
    reply
        .controls
        .iter()
        .find_map(|c| match c {
            Control::Button { id, label: l, .. } if l == label => Some(id.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {label} button in {:?}", reply.controls))
}

fn menu(reply: &Reply) -> Vec<(String, String)> {
    reply
        .controls
        .iter()
        .find_map(|c| match c {
            Control::Menu { options, .. } => Some(options.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// Alice creates (White), Bob joins (Black).
fn two_players(h: &Harness, create: &str) -> String {
    let created = h.cmd("alice", create);
    assert!(public(&created).text.contains("Sala"));
    let code = h.code();
    assert_eq!(code.len(), 4);
    assert!(code.chars().all(|c| "ACDEFHJKMNPRTUVWXY".contains(c)));
    let joined = h.cmd("bob", &format!("unirse {}", code.to_lowercase()));
    assert!(public(&joined).text.contains("bob"));
    code
}

/// The user who sits at `team` in the channel's room.
fn player(h: &Harness, team: Team) -> String {
    let state = h.host.room_state(rc(&h.code())).expect("state");
    state.seats[team].clone().expect("seated").name
}

/// Plays random legal actions as whoever is to move until the game ends.
fn play_out(h: &Harness, seed: u64) -> usize {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut plies = 0;
    loop {
        let game = h.game();
        if game.outcome().is_over() {
            return plies;
        }
        let actions = game.legal_actions();
        let action = actions[rng.usize(..actions.len())];
        let replies = h.cmd(&player(h, game.turn()), &format!("mover {action}"));
        let board = public(&replies);
        assert!(
            board.sketch.is_some() || !h.images,
            "a board after every move"
        );
        plies += 1;
        assert!(plies < 3000, "the game does not end");
    }
}

#[test]
fn a_futbol_game_from_create_to_rematch() {
    let h = Harness::new();
    let created = h.cmd("alice", "crear");
    let board = public(&created);
    // The page is sketched the board, and draws each side when asked.
    assert!(board.image.is_none(), "nothing drawn on the move's path");
    let sketch = board.sketch.as_ref().expect("a board to draw");
    for flip in [false, true] {
        let png = sketch
            .draw(flip, futbol_bot::render::Encoding::Fast)
            .expect("a board picture");
        assert!(image::load_from_memory(&png).is_ok());
    }
    // The picture comes with its words; `ver texto` says them privately.
    let alt = board.alt.as_deref().expect("a description");
    assert!(
        alt.starts_with("Tablero: futbol. Blancas 0 – 0 Negras."),
        "{alt}"
    );
    let words = h.cmd("carol", "ver texto");
    assert_eq!(private(&words).text, alt);
    assert!(private(&words).image.is_none() && private(&words).sketch.is_none());
    let code = h.code();
    // A second create points to the open room.
    let again = h.cmd("carol", "crear boyer");
    assert!(private(&again).text.contains(&code));
    // Moving before anyone joined is refused.
    assert!(
        private(&h.cmd("alice", "mover e3>c3"))
            .text
            .contains("rival")
    );
    // Join by code, from another channel; then a spectator.
    let joined = h.send("bob", "elsewhere", Input::Command(format!("unirse {code}")));
    assert_eq!(public(&joined).target, Target::Channel("lobby".into()));
    let watching = h.cmd("carol", &format!("unirse {code}"));
    assert_eq!(watching.len(), 1, "a web spectator is told alone");
    assert!(
        watching
            .iter()
            .any(|r| r.is_private() && r.sketch.is_some())
    );
    // Bob plays out of turn; Carol tries to move; a malformed command.
    assert!(private(&h.cmd("bob", "mover c6-d4")).text.contains("turno"));
    assert!(
        private(&h.cmd("carol", "mover e3>c3"))
            .text
            .contains("mirando")
    );
    assert!(private(&h.cmd("alice", "bailar")).text.contains("ayuda"));
    assert!(
        private(&h.cmd("alice", "unirse ZZZZ"))
            .text
            .contains("ZZZZ")
    );
    // An illegal move is refused with its reason, and nothing changes.
    let before = h.game();
    let refused = h.cmd("alice", "mover e3>e7");
    assert!(private(&refused).text.contains("3 casillas") || private(&refused).text.contains("e7"));
    assert_eq!(h.game(), before);
    // A pass, said in words, and a bare action in chat.
    let pass = h.cmd("alice", "mover e3>c3");
    assert!(
        public(&pass).text.contains("Blancas: pase e3 → c3"),
        "{}",
        public(&pass).text
    );
    let stale = button(public(&pass), "Rendirse");
    let chat = h.send("bob", "lobby", Input::Chat("c6-d4".into()));
    assert!(public(&chat).text.contains("Negras"));
    assert!(
        h.send("bob", "lobby", Input::Chat("hola a todos".into()))
            .is_empty()
    );
    // A button from an older board is refused politely.
    assert!(private(&h.press("alice", &stale)).text.contains("antiguo"));
    // The move picker: pick a piece, then its action, by buttons.
    let board = public(&chat).clone();
    let pick = menu(&board)
        .into_iter()
        .find(|(label, _)| label.contains("c3"))
        .expect("the carrier in the picker");
    let spectator_pick = h.press("carol", &pick.1);
    assert!(private(&spectator_pick).text.contains("mirando"));
    let targets = menu(private(&h.press("alice", &pick.1)));
    assert!(targets.len() <= 25);
    let (_, act) = targets
        .iter()
        .find(|(label, _)| label == "c3-c4")
        .expect("a dribble");
    let moved = h.press("alice", act);
    assert!(
        public(&moved).text.contains("regate"),
        "{}",
        public(&moved).text
    );
    // Re-joining gives the same seat and the board again.
    let back = h.cmd("bob", &format!("unirse {code}"));
    assert!(public(&back).text.contains("vuelve"));
    assert_eq!(
        h.host
            .room_state(rc(&code))
            .unwrap()
            .seats
            .black
            .unwrap()
            .name,
        "bob"
    );
    // Resign, then a rematch needs both players; colours swap.
    let resigned = h.cmd("bob", "rendirse");
    assert!(public(&resigned).text.contains("ganan Blancas"));
    // After the final board: the replay to draw and the record, in the
    // channel; the replay draws as a GIF of the game.
    let ended = resigned.last().expect("replies");
    assert!(
        ended.text.contains("la repetición animada"),
        "{}",
        ended.text
    );
    let record = std::str::from_utf8(&ended.files[0].bytes).expect("text");
    let replay = ended.replay.as_ref().expect("a replay");
    assert_eq!(replay.record, record);
    // The record cannot tell a resignation: the last picture says it.
    assert_eq!(replay.ending.as_deref(), Some("Fin: ganan Blancas"));
    let gif = replay.draw().expect("draws");
    assert_eq!((gif.mime, gif.name.ends_with(".gif")), ("image/gif", true));
    assert!(image::load_from_memory(&gif.bytes).is_ok());
    assert!(
        private(&h.cmd("alice", "mover c4-c5"))
            .text
            .contains("terminado")
    );
    let asked = h.press("alice", &button(public(&resigned), "Revancha"));
    assert!(public(&asked).text.contains("revancha"));
    let started = h.cmd("bob", "revancha");
    assert!(
        public(&started).text.contains("bob con Blancas"),
        "{}",
        public(&started).text
    );
    assert!(public(&started).text.contains("Serie: bob 0 – 1 alice"));
    let state = h.host.room_state(rc(&code)).unwrap();
    assert_eq!(
        (state.seats.white.unwrap().name, state.game_no),
        ("bob".into(), 2)
    );
    assert_eq!(h.game(), Game::new(Variant::Futbol));
}

#[test]
fn a_draw_offered_and_accepted() {
    let h = Harness::new();
    two_players(&h, "crear");
    let offered = h.cmd("alice", "tablas");
    assert!(public(&offered).text.contains("ofrece tablas"));
    assert!(private(&h.cmd("alice", "tablas")).text.contains("Ya has"));
    assert!(private(&h.cmd("carol", "tablas")).text.contains("mirando"));
    let accepted = h.cmd("bob", "draw");
    assert!(public(&accepted).text.contains("Tablas de mutuo acuerdo"));
    assert!(public(&accepted).text.contains("tablas"));
}

#[test]
fn a_move_declines_a_draw_offer() {
    let h = Harness::new();
    two_players(&h, "crear");
    h.cmd("bob", "tablas");
    h.cmd("alice", "mover e3>c3");
    let offered = h.cmd("alice", "tablas");
    assert!(
        public(&offered).text.contains("ofrece"),
        "the offer lapsed, alice offers anew"
    );
}

#[test]
fn whole_games_of_all_three_rule_sets() {
    for (variant, seed) in [("futbol", 1), ("boyer", 2), ("chessfootball", 3)] {
        let h = Harness::with_images(variant == "futbol");
        two_players(&h, &format!("crear {variant}"));
        let plies = play_out(&h, seed);
        assert!(plies > 0);
        let code = h.code();
        let (_, record) = h.host.game_text(rc(&code)).expect("record");
        assert!(
            record.len() >= plies,
            "every action (and forced skip) recorded"
        );
        assert!(h.game().outcome().is_over());
    }
}

#[test]
fn a_local_game_is_played_by_one_user() {
    let h = Harness::new();
    let created = h.cmd("alice", "crear local");
    assert!(public(&created).text.contains("local"));
    h.cmd("alice", "mover e3>c3");
    let reply = h.cmd("alice", "mover c6-d4");
    assert!(public(&reply).text.contains("Negras"));
    assert!(
        private(&h.cmd("bob", "mover c3-c4"))
            .text
            .contains("mirando")
    );
    let drawn = h.cmd("alice", "tablas");
    assert!(public(&drawn).text.contains("Tablas"));
    let rematch = h.cmd("alice", "revancha");
    assert!(public(&rematch).text.contains("Revancha"));
}

#[test]
fn boyer_turns_step_by_step_by_buttons() {
    let h = Harness::new();
    two_players(&h, "crear boyer");
    let board = public(&h.cmd("alice", "ver")).clone();
    let (_, queen) = menu(&board)
        .into_iter()
        .find(|(l, _)| l == "Q d1")
        .expect("the queen");
    let steps = menu(private(&h.press("alice", &queen)));
    let (_, to_d6) = steps.iter().find(|(l, _)| l == "d1-d6").expect("d1-d6");
    let after_move = h.press("alice", to_d6);
    assert!(public(&after_move).text.contains("d1-d6"));
    let (_, ball) = menu(public(&after_move))
        .into_iter()
        .find(|(l, _)| l == "⚽")
        .unwrap_or_else(|| panic!("kicks in {:?}", public(&after_move)));
    let kicks = menu(private(&h.press("alice", &ball)));
    let (_, kick) = kicks.iter().find(|(l, _)| l == "e5>h2").expect("e5>h2");
    let after_kick = h.press("alice", kick);
    let end = button(public(&after_kick), "Terminar turno");
    // Bob cannot end Alice's turn; Alice can.
    assert!(private(&h.press("bob", &end)).text.contains("turno"));
    let ended = h.press("alice", &end);
    assert!(
        public(&ended).text.contains("Blancas: turno d1-d6 e5>h2"),
        "{}",
        public(&ended).text
    );
    // Bob sends a whole turn as text.
    let whole = h.cmd("bob", "mover d9-d6 --");
    assert!(!whole.is_empty());
    let whole = h.cmd("bob", "mover d9-d7");
    assert!(public(&whole).text.contains("Negras: turno d9-d7"));
}

#[test]
fn the_host_restarts_mid_game_and_finishes_it() {
    let mut h = Harness::with_images(false);
    let code = two_players(&h, "crear chessfootball");
    for action in ["Q@e4", "R@e5", "K@d1"] {
        let game = h.game();
        h.cmd(&player(&h, game.turn()), &format!("mover {action}"));
    }
    let before = h.game();
    h.restart();
    assert_eq!(h.code(), code, "the room is back");
    assert_eq!(h.game(), before, "the game is back");
    // Old buttons still work after the restart.
    let board = public(&h.cmd("alice", "ver")).clone();
    let draw = button(&board, "Ofrecer tablas");
    h.restart();
    assert!(public(&h.press("bob", &draw)).text.contains("ofrece"));
    play_out(&h, 9);
    assert!(h.game().outcome().is_over());
}

#[test]
fn a_game_left_at_a_restart_is_found_by_its_players_and_played_on() {
    let mut h = Harness::with_images(false);
    let code = two_players(&h, "crear");
    let mover = player(&h, Team::White);
    h.restart();
    // Kept cold (not read back yet), it still counts and is still found by
    // who sits there, from another channel.
    assert_eq!(h.host.open_rooms(), 1);
    let elsewhere = h.send(&mover, "another", Input::Command("ver".into()));
    let said = support::text(&elsewhere);
    assert!(said.contains(&code), "{said}");
    h.restart();
    // Played on, from its own channel, as if never left.
    let game = h.game();
    let step = game.legal_actions()[0].to_string();
    let moved = h.cmd(&mover, &format!("mover {step}"));
    assert!(support::accepted(&moved), "{}", support::text(&moved));
    assert_eq!(h.host.open_rooms(), 1);
}

#[test]
fn rooms_expire_after_a_day_without_moves() {
    let h = Harness::new();
    let code = two_players(&h, "crear");
    h.clock.fetch_add(23 * 3600, Ordering::SeqCst);
    assert!(h.host.sweep_due(Platform::Web).is_empty());
    h.cmd("alice", "mover e3>c3");
    h.clock.fetch_add(24 * 3600 + 1, Ordering::SeqCst);
    assert!(
        h.host.sweep_due(Platform::Discord).is_empty(),
        "each platform sweeps its own rooms"
    );
    h.clock.fetch_sub(24 * 3600 + 1, Ordering::SeqCst);
    h.clock.fetch_add(24 * 3600 + 1, Ordering::SeqCst);
    let notices = h.host.sweep_due(Platform::Web);
    assert_eq!(notices.len(), 1);
    assert!(notices[0].text.contains(&code) && notices[0].text.contains("24 h"));
    assert!(h.host.channel_room(Platform::Web, "lobby").is_none());
    assert!(private(&h.cmd("alice", "ver")).text.contains("crear"));
    assert!(
        private(&h.cmd("bob", &format!("unirse {code}")))
            .text
            .contains(&code)
    );
}

#[test]
fn leaving_and_languages() {
    let h = Harness::new();
    let code = two_players(&h, "crear");
    h.cmd("carol", &format!("unirse {code}"));
    assert!(
        public(&h.cmd("carol", "salir"))
            .text
            .contains("deja de mirar")
    );
    assert!(
        private(&h.cmd("alice", "idioma en"))
            .text
            .contains("English")
    );
    assert!(
        private(&h.cmd("alice", "mover e3>e9"))
            .text
            .contains("is not a square")
    );
    let left = h.cmd("bob", "leave");
    assert!(public(&left).text.contains("leaves the game"));
    assert!(public(&left).text.contains("White (alice) wins"));
    assert!(h.host.channel_room(Platform::Web, "lobby").is_none());
    // Help is two messages: the commands, then actions and buttons.
    let help = h.cmd("alice", "help");
    assert!(private(&help[..1]).text.contains("rematch"));
    assert!(private(&help[1..]).text.contains("Rematch"));
    assert!(private(&h.cmd("alice", "rules boyer")).text.contains("9×9"));
}

#[test]
fn names_never_ping_and_input_is_bounded() {
    let h = Harness::new();
    let replies = h.send("@everyone", "lobby", Input::Command("crear".into()));
    assert!(!public(&replies).text.contains("@everyone"));
    let long = format!("mover {}", "e".repeat(10_000));
    assert!(private(&h.cmd("@everyone", &long)).text.contains("ayuda"));
    let outcome = h.game().outcome();
    assert_eq!(outcome, Outcome::Ongoing);
}

#[test]
fn a_bare_action_after_a_rematch_by_buttons() {
    let h = Harness::with_images(false);
    two_players(&h, "crear");
    let resigned = h.cmd("bob", "rendirse");
    let rematch = button(public(&resigned), "Revancha");
    h.press("alice", &rematch);
    let started = h.press("bob", &rematch);
    assert!(public(&started).text.contains("Revancha"));
    let moved = h.send("bob", "lobby", Input::Chat("e3>c3".into()));
    assert!(public(&moved).text.contains("Blancas: pase"), "{moved:?}");
}

#[test]
fn a_seated_player_acts_from_another_channel() {
    let h = Harness::with_images(false);
    let code = two_players(&h, "crear");
    let replies = h.send("alice", "elsewhere", Input::Command("mover e3>c3".into()));
    assert!(
        public(&replies).text.contains("Blancas: pase"),
        "{replies:?}"
    );
    assert_eq!(public(&replies).target, Target::Channel("lobby".into()));
    let note = replies.iter().find(|r| r.is_private()).expect("a note");
    assert!(note.text.contains(&code), "{note:?}");
    assert_eq!(
        note.target,
        Target::Private {
            channel: "elsewhere".into(),
            user: "id-alice".into()
        }
    );
    // A spectator, or a player of two rooms, is told there is no game here.
    h.cmd("carol", &format!("unirse {code}"));
    let carol = h.send("carol", "elsewhere", Input::Command("rendirse".into()));
    assert!(private(&carol).text.contains("No hay ninguna partida"));
    h.send("bob", "second", Input::Command("crear".into()));
    let bob = h.send("bob", "elsewhere", Input::Command("ver".into()));
    assert!(private(&bob).text.contains("No hay ninguna partida"));
}

#[test]
fn bad_input_is_answered_in_the_channels_language_without_mentions() {
    let h = Harness::with_images(false);
    two_players(&h, "crear");
    let long = format!("mover e3-e4{}", "x".repeat(300));
    for (lang, too_long) in [("es", "demasiado largo"), ("en", "too long")] {
        h.cmd("alice", &format!("idioma {lang}"));
        let said = private(&h.cmd("alice", &long)).text.clone();
        assert!(said.contains(too_long) && said.contains("200"), "{said}");
        assert!(!said.contains("unknown command") && !said.contains("mover e3"));
        let said = private(&h.cmd("alice", "mover @everyone <@&123>"))
            .text
            .clone();
        assert!(
            !said.contains("@everyone") && !said.contains("<@"),
            "{said}"
        );
        assert!(!said.contains("«»") && !said.contains("“”"), "{said}");
        let said = private(&h.cmd("alice", "mover @room")).text.clone();
        assert!(!said.contains("@room"), "{said}");
    }
}

#[test]
fn a_spectators_arrival_is_told_once() {
    // On a chat platform the channel is told once, and the room lists her.
    let h = Harness::new();
    let on_discord =
        |user: &str, text: &str| support::ask_on(&h.host, Platform::Discord, "d1", user, text);
    let code = on_discord("alice", "crear")
        .iter()
        .find_map(|r| r.room)
        .expect("a Discord room");
    on_discord("bob", &format!("unirse {code}"));
    for (time, public) in [(1, 1), (2, 0)] {
        let replies = on_discord("carol", &format!("unirse {code}"));
        let told: Vec<&Reply> = replies
            .iter()
            .filter(|r| r.text.contains("carol mira la partida"))
            .collect();
        assert_eq!(told.len(), 1, "time {time}: {replies:?}");
        let shown = told.iter().filter(|r| !r.is_private()).count();
        assert_eq!(shown, public, "told in the channel the first time only");
        let board = replies.iter().find(|r| r.is_private()).expect("a board");
        assert!(
            board.image.is_some() && board.sketch.is_none(),
            "Discord's one picture"
        );
    }
    let listed = h.host.room_state(code).expect("open").spectators;
    assert_eq!(listed.len(), 1, "Carol is listed once");
    // A web page watching is counted by the page: told to the watcher
    // alone, never stored.
    let web = two_players(&h, "crear");
    let before = h.host.room_state(rc(&web)).expect("open");
    let replies = h.cmd("carol", &format!("unirse {web}"));
    assert!(replies.iter().all(Reply::is_private), "{replies:?}");
    assert!(
        replies
            .iter()
            .any(|r| r.text.contains("carol mira la partida"))
    );
    assert_eq!(h.host.room_state(rc(&web)), Some(before), "nothing written");
}

#[test]
fn a_board_posted_late_is_the_one_stripped() {
    let mut h = Harness::with_images(false);
    let code = rc(&two_players(&h, "crear"));
    assert_eq!(h.host.replace_board_message(code, "m5".into(), 5), None);
    // An older board arrives after a newer one: it loses its own buttons.
    assert_eq!(
        h.host
            .replace_board_message(code, "m3".into(), 3)
            .as_deref(),
        Some("m3")
    );
    assert_eq!(
        h.host
            .replace_board_message(code, "m6".into(), 6)
            .as_deref(),
        Some("m5")
    );
    h.restart();
    assert_eq!(
        h.host
            .replace_board_message(code, "m7".into(), 7)
            .as_deref(),
        Some("m6")
    );
}

#[test]
fn a_secret_is_made_once_and_kept() {
    let h = Harness::new();
    let first = h
        .host
        .secret("test", || Some(vec![1, 2, 3]))
        .expect("store");
    assert_eq!(first, Some(vec![1, 2, 3]));
    let again = h.host.secret("test", || Some(vec![9])).expect("store");
    assert_eq!(again, first, "the stored secret stands");
    // Two writers at once: the first value stays (on either store).
    let dir = tempfile::tempdir().expect("temp dir");
    let store = support::store(dir.path());
    assert_eq!(store.add_setting("race", &1u8).expect("add"), Some(1));
    assert_eq!(store.add_setting("race", &2u8).expect("add"), Some(1));
}

#[test]
fn a_discord_room_from_before_communities_learns_its_server() {
    if support::on_postgres() {
        return; // the room is rewritten in sled's own tree below
    }
    let mut h = Harness::with_images(false);
    let on = |h: &Harness, guild: u64, channel: &str, user: &str, text: &str| {
        h.host.handle(&Request {
            platform: Platform::Discord,
            community: Community::discord_guild(guild),
            channel: channel.into(),
            user: User {
                id: user.into(),
                name: user.into(),
            },
            input: Input::Command(text.into()),
            address: None,
            asker: Default::default(),
        })
    };
    let code = on(&h, 1, "d1", "alice", "crear")
        .iter()
        .find_map(|r| r.room)
        .expect("a room");
    // As an older bot stored it: no community.
    let placeholder = tempfile::tempdir().expect("temp dir");
    drop(std::mem::replace(
        &mut h.host,
        start(&placeholder, &h.clock, false),
    ));
    {
        let db = sled::open(h.dir.path()).expect("sled");
        let rooms = db.open_tree("rooms").expect("rooms");
        let stored = rooms.get(code.as_str()).expect("read").expect("the room");
        let mut state: serde_json::Value = serde_json::from_slice(&stored).expect("json");
        state
            .as_object_mut()
            .expect("an object")
            .remove("community");
        rooms
            .insert(code.as_str(), serde_json::to_vec(&state).expect("json"))
            .expect("write");
        db.flush().expect("flush");
    }
    h.host = start(&h.dir, &h.clock, false);
    assert_eq!(h.host.room_state(code).expect("open").community, None);
    // A command in its own channel teaches it its server; from then on
    // the code is unknown in another server.
    on(&h, 1, "d1", "alice", "ver");
    let learned = h.host.room_state(code).expect("open").community;
    assert_eq!(learned, Some(Community::discord_guild(1)));
    let elsewhere = on(&h, 2, "x9", "bob", &format!("unirse {code}"));
    assert!(private(&elsewhere).text.contains("No hay ninguna sala"));
}

/// A community's own default clock (the first per-community setting):
/// `crear` without a time takes it, a chosen time still wins, it survives
/// a restart, and another community keeps its platform's default.
#[test]
fn a_communitys_default_clock_is_used_when_crear_names_none() {
    use futbol_bot::host::clock::{DefaultClock, TimeChoice};
    let mut h = Harness::new();
    let per_move = |h: &Harness| {
        let state = h.host.room_state(rc(&h.code())).expect("state");
        state.time.map(|t| t.per_move)
    };
    h.host
        .settings()
        .set::<DefaultClock>(&Community::web(), &TimeChoice::PerMove(3600))
        .expect("set");
    h.restart();
    assert!(public(&h.cmd("ana", "crear")).text.contains("ana"));
    assert_eq!(per_move(&h), Some(3600));
    h.cmd("ana", "salir");
    h.cmd("ana", "crear 5m");
    assert_eq!(per_move(&h), Some(300));
    // A Discord server without the setting: its platform's day.
    let other = Community::discord_guild(99);
    assert_eq!(
        h.host.settings().get::<DefaultClock>(&other),
        TimeChoice::Default
    );
}

/// `sala` (a command added through its spec, its handler and its texts):
/// the channel's room in words, privately; none in an empty channel.
#[test]
fn sala_tells_the_rooms_code_and_seats() {
    let h = Harness::new();
    assert!(private(&h.cmd("ana", "sala")).text.contains("crear"));
    h.cmd("ana", "crear negras");
    let code = h.code();
    let text = private(&h.cmd("beto", "room")).text.clone();
    assert!(text.contains(&format!("`unirse {code}`")), "{text}");
    assert!(text.contains("Negras ana"), "{text}");
    assert!(text.contains("Blancas —"), "{text}");
    assert_eq!(
        private(&h.cmd("beto", "sala ya")).text,
        private(&h.cmd("beto", "rendirse ya"))
            .text
            .replace("rendirse", "sala")
    );
}

/// `reglas pieza`, as a player uses it: one piece in words, a button for
/// each other piece that answers with that one, in the asker's words; a
/// forged room-less button, or one naming a room's command, is stale.
#[test]
fn a_piece_in_words_with_buttons_to_the_others() {
    let h = Harness::with_images(false);
    let reply = private(&h.cmd("ana", "reglas pieza defensa")).clone();
    assert!(
        reply.text.starts_with("Defensa (D): 1 o 2 casillas"),
        "{}",
        reply.text
    );
    assert_eq!(reply.controls.len(), 3, "{:?}", reply.controls);
    let forward = button(&reply, "Delantero");
    let next = private(&h.press("ana", &forward)).clone();
    assert!(next.text.starts_with("Delantero (A)"), "{}", next.text);
    assert!(button(&next, "Defensa").starts_with("fb:-:0:piece:"));
    let english = private(&h.cmd("bob", "rules piece goalkeeper")).clone();
    assert!(
        english.text.starts_with("Portero (P)"),
        "the channel's language: {}",
        english.text
    );
    for forged in ["fb:-:0:piece:rey", "fb:-:0:resign:", "fb:-:0:nothing:"] {
        let stale = private(&h.press("ana", forged)).clone();
        assert!(
            stale.controls.is_empty() && !stale.text.contains("(P)"),
            "{forged}: {stale:?}"
        );
    }
}
