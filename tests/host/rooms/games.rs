//! Whole games, draws, the three rule sets, a local game, boyer by
//! buttons, restarts mid-game and rooms that expire.

use super::*;

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
        .find(|(label, _)| label == "Mover c3-c4")
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
    // Each step is named by its kind, then as written.
    let (_, to_d6) = (steps.iter())
        .find(|(l, _)| l == "Mover d1-d6")
        .expect("d1-d6");
    let after_move = h.press("alice", to_d6);
    assert!(public(&after_move).text.contains("d1-d6"));
    let (_, ball) = menu(public(&after_move))
        .into_iter()
        .find(|(l, _)| l == "⚽")
        .unwrap_or_else(|| panic!("kicks in {:?}", public(&after_move)));
    let kicks = menu(private(&h.press("alice", &ball)));
    let (_, kick) = (kicks.iter())
        .find(|(l, _)| l.ends_with(" e5>h2"))
        .expect("e5>h2");
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
