//! `seguir` / `follow`, the first typed command (`src/host/command/typed/`):
//! a spectator follows a room, is mentioned for real when its game ends,
//! keeps following across a restart, stops by its answer's button (also
//! pressed under an older board), and what players, forged buttons and
//! channels without a room get.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use testkit::host as support;

use futbol_bot::engine::Game;
use futbol_bot::host::{Control, Host, Input, Platform, Reply, Request, RoomCode, User};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use support::{accepted, ask_on, on_test_clock, text};

const CHANNEL: &str = "c-follow";

fn say(host: &Host, user: &str, words: &str) -> Vec<Reply> {
    ask_on(host, Platform::Discord, CHANNEL, user, words)
}

fn press(host: &Host, user: &str, id: &str) -> Vec<Reply> {
    host.handle(&Request {
        platform: Platform::Discord,
        community: support::community_of(Platform::Discord, CHANNEL),
        address: None,
        asker: Default::default(),
        channel: CHANNEL.into(),
        user: User {
            id: format!("web-{user}").into(),
            name: user.into(),
        },
        input: Input::Button(id.into()),
    })
}

/// Has the side to move play its first legal action.
fn play(host: &Host, code: RoomCode, who: &str) {
    let state = host.room_state(code).expect("state");
    let (position, _) = host.game_text(code).expect("game");
    let game = Game::from_position(state.variant, &position).expect("position");
    let action = game.legal_actions()[0];
    assert!(accepted(&say(host, who, &format!("mover {action}"))));
}

/// The one button of a private answer.
fn button(replies: &[Reply]) -> (String, String) {
    let buttons: Vec<_> = (replies.iter())
        .flat_map(|r| &r.controls)
        .filter_map(|c| match c {
            Control::Button { id, label, .. } => Some((id.clone(), label.clone())),
            Control::Menu { .. } => None,
        })
        .collect();
    assert_eq!(buttons.len(), 1, "{buttons:?}");
    buttons[0].clone()
}

/// The replies that mention someone for real, by user id.
fn mentioned(replies: &[Reply]) -> Vec<String> {
    replies
        .iter()
        .filter_map(|r| r.notified().map(str::to_string))
        .filter(|user| !user.is_empty())
        .collect()
}

#[test]
fn a_follower_is_mentioned_when_the_game_ends_and_can_stop() {
    let dir = tempfile::tempdir().expect("dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = on_test_clock(dir.path(), &now);
    assert!(accepted(&say(&host, "ana", "crear blancas")));
    let code = host
        .channel_room(Platform::Discord, CHANNEL)
        .expect("a room");
    assert!(accepted(&say(&host, "beto", &format!("unirse {code}"))));
    say(&host, "cris", &format!("unirse {code}"));

    // Followed: said privately, with a button that stops it.
    let replies = say(&host, "cris", "follow");
    assert!(replies.iter().all(Reply::is_private), "{}", text(&replies));
    assert!(text(&replies).contains(&format!("Sigues la sala {code}")));
    let (stop, label) = button(&replies);
    assert_eq!(label, "Dejar de seguir");

    // A player is told their results reach them anyway; nothing is kept.
    let replies = say(&host, "ana", "seguir");
    assert!(
        text(&replies).contains("Juegas en esta sala"),
        "{}",
        text(&replies)
    );

    // Kept with the room across a restart.
    drop(host);
    let host = on_test_clock(dir.path(), &now);
    play(&host, code, "ana");
    let replies = say(&host, "beto", "rendirse");
    assert!(accepted(&replies));
    assert_eq!(
        mentioned(&replies),
        vec!["web-cris".to_string()],
        "{}",
        text(&replies)
    );
    let ping = replies
        .iter()
        .find(|r| r.notified() == Some("web-cris"))
        .expect("a ping");
    assert!(!ping.is_private());
    assert!(ping.text.contains(&code.to_string()) && ping.text.contains("ha acabado"));

    // The rematch is followed too, until the button of the first answer
    // (pressed under a newer board) stops it.
    assert!(accepted(&say(&host, "ana", "revancha")));
    assert!(accepted(&say(&host, "beto", "revancha")));
    play(&host, code, "beto");
    let replies = press(&host, "cris", &stop);
    assert!(
        text(&replies).contains(&format!("Ya no sigues la sala {code}")),
        "{}",
        text(&replies)
    );
    assert_eq!(button(&replies).1, "Seguir");
    let replies = say(&host, "ana", "rendirse");
    assert!(accepted(&replies));
    assert!(
        replies.iter().any(|r| !r.files.is_empty()),
        "the record is posted"
    );
    assert!(mentioned(&replies).is_empty(), "{replies:#?}");
}

#[test]
fn forged_buttons_and_roomless_channels_are_answered() {
    let dir = tempfile::tempdir().expect("dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = on_test_clock(dir.path(), &now);
    let replies = say(&host, "cris", "seguir");
    assert!(replies.iter().all(Reply::is_private));
    assert!(!text(&replies).is_empty());
    assert!(accepted(&say(&host, "ana", "crear")));
    let code = host
        .channel_room(Platform::Discord, CHANNEL)
        .expect("a room");
    let stale = "Ese botón es de un tablero antiguo";
    for forged in [
        format!("fb:{code}:0:follow:quizas"),
        format!("fb:{code}:0:dance:si"),
        "fb:ZZZZ:0:follow:si".to_string(),
    ] {
        let replies = press(&host, "cris", &forged);
        assert!(replies.iter().all(Reply::is_private), "{forged}");
        assert!(
            text(&replies).contains(stale),
            "{forged}: {}",
            text(&replies)
        );
    }
    let replies = say(&host, "cris", "seguir quizas");
    assert!(replies.iter().all(Reply::is_private));
    assert!(host.room_state(code).expect("room").marks.is_empty());
}
