//! A room's changes on values alone: no store, no pictures, a given time.

use super::*;
use crate::engine::Variant;
use crate::host::room::RoomState;
use crate::ids::Platform;

fn id(user: &str) -> crate::ids::UserId {
    user.into()
}

fn player(id: &str) -> Player {
    Player {
        id: id.into(),
        name: id.into(),
    }
}

fn code() -> crate::ids::RoomCode {
    "ACDE".parse().expect("a code")
}

fn room(variant: Variant, local: bool) -> Room {
    let game = Game::new(variant);
    let mut seats = ByTeam::new(Some(player("ana")), None);
    if local {
        seats.black = Some(player("ana"));
    }
    let mut state = RoomState::new(code(), Platform::Web, "lobby", variant, 100);
    state.local = local;
    state.seats = seats;
    Room {
        state,
        game,
        plies: 0,
        version: 0,
        finished: None,
        origin: None,
    }
}

#[test]
fn joining_seats_then_lets_watch() {
    let mut room = room(Variant::Futbol, false);
    assert_eq!(
        room.join(player("ana"), 200, true),
        Event::Rejoined(Team::White)
    );
    assert_eq!(
        room.join(player("beto"), 200, true),
        Event::Joined(Team::Black)
    );
    assert_eq!((room.state.serial, room.state.last_activity), (1, 200));
    assert_eq!(
        room.join(player("cris"), 300, true),
        Event::Watching { arrived: true }
    );
    assert_eq!(
        room.join(player("cris"), 300, true),
        Event::Watching { arrived: false }
    );
    assert_eq!(
        room.join(player("dani"), 300, false),
        Event::Watching { arrived: false },
        "a page watching is not listed"
    );
    assert_eq!(room.state.spectators.len(), 1);
    assert_eq!(room.leave(&id("cris")), Event::StoppedWatching);
    assert!(room.state.spectators.is_empty() && room.state.open);
}

#[test]
fn moves_are_refused_until_allowed_and_record_what_was_played() {
    let mut room = room(Variant::Futbol, false);
    assert_eq!(
        room.play(&id("ana"), "e3>c3", Entry::Whole, 1),
        Err(Refusal::Waiting)
    );
    room.join(player("beto"), 1, true);
    assert_eq!(
        room.play(&id("beto"), "c6-d4", Entry::Whole, 1),
        Err(Refusal::NotYourTurn(Team::White))
    );
    assert_eq!(
        room.play(&id("cris"), "e3>c3", Entry::Whole, 1),
        Err(Refusal::NotAPlayer)
    );
    assert!(matches!(
        room.play(&id("ana"), "e3>e9", Entry::Whole, 1),
        Err(Refusal::Action(_))
    ));
    let event = room
        .play(&id("ana"), "e3>c3", Entry::Whole, 500)
        .expect("legal");
    assert!(matches!(
        event,
        Event::Played {
            mover: Team::White,
            ..
        }
    ));
    assert_eq!(Room::records(&event), ["e3>c3"]);
    assert_eq!((room.plies, room.state.last_activity), (1, 500));
}

#[test]
fn boyer_steps_stay_pending_in_the_room() {
    let mut room = room(Variant::Boyer, true);
    let event = room
        .play(&id("ana"), "b1-c3", Entry::Steps, 1)
        .expect("legal");
    assert!(matches!(event, Event::Building(_)));
    assert_eq!(room.state.pending.as_deref(), Some("b1-c3"));
    assert!(Room::records(&event).is_empty());
    let event = room.play(&id("ana"), "--", Entry::Whole, 2).expect("ends");
    assert_eq!(Room::records(&event), ["b1-c3"]);
    assert_eq!(room.state.pending, None);
}

#[test]
fn resign_draw_and_rematch() {
    let mut room = room(Variant::Futbol, false);
    room.join(player("beto"), 1, true);
    assert_eq!(room.rematch(&id("ana"), 2), Err(Refusal::StillPlaying));
    assert_eq!(room.draw(&id("ana")), Ok(Event::DrawOffered(Team::White)));
    assert_eq!(room.draw(&id("ana")), Err(Refusal::DrawPending));
    assert_eq!(room.draw(&id("cris")), Err(Refusal::NotAPlayer));
    assert_eq!(room.draw(&id("beto")), Ok(Event::DrawAgreed));
    assert_eq!(room.outcome(), Outcome::Draw);
    assert_eq!(room.resign(&id("ana")), Err(Refusal::GameOver));
    assert_eq!(
        room.rematch(&id("ana"), 3),
        Ok(Event::RematchAsked(Team::White))
    );
    assert_eq!(room.rematch(&id("beto"), 4), Ok(Event::RematchStarted));
    assert_eq!(room.state.game_no, 2);
    assert_eq!(room.name(Team::White), "beto");
    assert_eq!(room.resign(&id("ana")), Ok(Event::Resigned(Team::Black)));
    assert_eq!(room.state.wins.get(&id("beto")), Some(&1));
}

#[test]
fn leaving_a_game_forfeits_it_and_idle_rooms_expire() {
    let mut room = room(Variant::Futbol, false);
    room.join(player("beto"), 1, true);
    assert_eq!(
        room.leave(&id("beto")),
        Event::Left {
            team: Team::Black,
            forfeit: true
        }
    );
    assert!(!room.state.open);
    assert_eq!(room.outcome(), Outcome::Win(Team::White));

    let mut idle = self::room(Variant::Futbol, false);
    assert_eq!(idle.tick(150, 100), None);
    assert_eq!(idle.tick(200, 100), Some(Event::Expired));
    assert!(!idle.state.open);
    assert_eq!(idle.outcome(), Outcome::Draw);
}

/// Two players seated, a day a move, the game begun at `at`.
fn timed(at: u64) -> Room {
    let mut room = room(Variant::Futbol, false);
    room.join(player("beto"), at, true);
    room.state.time = Some(crate::host::clock::TimeControl { per_move: 1_000 });
    room
}

#[test]
fn a_pause_moves_the_running_move_on_and_a_new_move_starts_at_its_end() {
    let mut room = timed(100);
    let timeout = |r: &Room| r.state.move_clock.timeout(r.state.time.expect("timed"));
    assert_eq!(timeout(&room), 1_100);
    assert!(room.pause(Team::White, 600, 200).is_some());
    assert_eq!(timeout(&room), 1_500, "400 s of pause on top");
    assert!(
        room.pause(Team::White, 500, 300).is_none(),
        "already paused that long"
    );
    // Extended by the other player: only the new part counts.
    assert!(room.pause(Team::Black, 700, 300).is_some());
    assert_eq!(timeout(&room), 1_600);
    // A move during the pause: the next move counts from its end.
    let action = room.game.legal_actions()[0].to_string();
    room.play(&id("ana"), &action, Entry::Whole, 400)
        .expect("plays");
    assert_eq!(room.state.move_clock.started, 700);
    // Ended early at 500: the clock gives back the 200 s not used.
    assert!(room.resume(Team::White, 500, 500).is_some());
    assert_eq!(room.state.move_clock.started, 500);
    assert_eq!(room.state.paused_until, None);
    assert!(
        room.resume(Team::White, 500, 500).is_none(),
        "nothing left to end"
    );
    // Untimed, local or over: nothing to pause.
    let mut untimed = room.clone();
    untimed.state.time = None;
    assert!(untimed.pause(Team::White, 9_000, 600).is_none());
}

#[test]
fn a_takeback_needs_the_askers_own_last_action() {
    let mut room = timed(100);
    let mut history = Vec::new();
    let nothing = room.takeback(&id("ana"), &history, None, 150);
    assert_eq!(nothing, Err(Refusal::NothingToTakeBack));
    let first = room.game.legal_actions()[0].to_string();
    let event = room
        .play(&id("ana"), &first, Entry::Whole, 200)
        .expect("plays");
    history.extend(Room::records(&event));
    assert_eq!(
        room.takeback(&id("beto"), &history, None, 210),
        Err(Refusal::NothingToTakeBack),
        "Beto has played nothing"
    );
    assert_eq!(
        room.takeback(&id("beto"), &history, Some(true), 210),
        Err(Refusal::NoTakebackAsked)
    );
    assert_eq!(
        room.takeback(&id("ana"), &history, None, 220),
        Ok(Event::TakebackAsked(Team::White))
    );
    assert_eq!(
        room.takeback(&id("ana"), &history, None, 230),
        Err(Refusal::TakebackPending)
    );
    assert_eq!(
        room.takeback(&id("beto"), &history, None, 240),
        Ok(Event::TakenBack {
            asker: Team::White,
            actions: 1
        })
    );
    assert_eq!((room.plies, room.game.turn()), (0, Team::White));
    assert_eq!(room.game, Game::new(Variant::Futbol));
    assert_eq!(
        room.state.move_clock.started, 240,
        "Ana's clock starts again"
    );
    // A history that is not the room's (a stale read) takes nothing back.
    let event = room
        .play(&id("ana"), &first, Entry::Whole, 250)
        .expect("plays");
    assert!(matches!(event, Event::Played { .. }));
    assert_eq!(
        room.takeback(&id("ana"), &[], None, 260),
        Err(Refusal::NothingToTakeBack)
    );
}

#[test]
fn a_local_game_takes_back_at_once() {
    let mut room = room(Variant::Futbol, true);
    let first = room.game.legal_actions()[0].to_string();
    let event = room
        .play(&id("ana"), &first, Entry::Whole, 200)
        .expect("plays");
    let history = Room::records(&event);
    let done = room.takeback(&id("ana"), &history, None, 210);
    assert_eq!(
        done,
        Ok(Event::TakenBack {
            asker: Team::White,
            actions: 1
        })
    );
    assert_eq!(room.plies, 0);
}
