//! What people say and where: languages, names that never ping, bad
//! input, another channel, spectators, late boards, secrets, servers,
//! clocks, `sala` and `reglas pieza`.

use super::*;
use futbol_bot::host::Notes;

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
    assert_eq!(
        Notes::of(&h.host).replace_board_message(code, "m5".into(), 5),
        None
    );
    // An older board arrives after a newer one: it loses its own buttons.
    assert_eq!(
        Notes::of(&h.host)
            .replace_board_message(code, "m3".into(), 3)
            .as_deref(),
        Some("m3")
    );
    assert_eq!(
        Notes::of(&h.host)
            .replace_board_message(code, "m6".into(), 6)
            .as_deref(),
        Some("m5")
    );
    h.restart();
    assert_eq!(
        Notes::of(&h.host)
            .replace_board_message(code, "m7".into(), 7)
            .as_deref(),
        Some("m6")
    );
}

#[test]
fn a_secret_is_made_once_and_kept() {
    let h = Harness::new();
    let first = Notes::of(&h.host)
        .secret("test", || Some(vec![1, 2, 3]))
        .expect("store");
    assert_eq!(first, Some(vec![1, 2, 3]));
    let again = Notes::of(&h.host)
        .secret("test", || Some(vec![9]))
        .expect("store");
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
