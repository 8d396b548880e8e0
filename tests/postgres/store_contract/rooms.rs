//! Rooms in the contract: a room with its channel, actions and deadline,
//! a room that moves, moves saved at once in many rooms, stale versions,
//! settings and codes.

use super::*;

#[test]
fn a_room_its_channel_actions_and_deadline_live_and_leave_together() {
    on_both("room", |store| {
        let code = "ROOM";
        assert_eq!(
            store.reserve_code(0, vec![code.into()]).expect("r"),
            Some(code.into())
        );
        assert_eq!(store.code_use(code).expect("use"), Some(CodeUse::open()));
        let mut first = save_of(code, &json!({"n": 1}), None);
        first.deadline = Deadline {
            old: None,
            new: Some(100),
            tag: "web",
        };
        let played = ["e3-e4".to_string()];
        first.actions = Some(Actions {
            game: 1,
            first: 0,
            list: &played,
        });
        store.save(&[first]).expect("saved");
        let rooms: Vec<Value> = store
            .rooms()
            .expect("rooms")
            .into_iter()
            .map(|(_, r)| r)
            .collect();
        assert_eq!(rooms, [json!({"n": 1})]);
        assert_eq!(
            store.channel_room("web:ROOM").expect("c"),
            Some(code.into())
        );
        assert_eq!(store.moves(code, 1).expect("moves"), played);
        assert!(store.due(99, "web").expect("due").is_empty());
        assert!(store.due(100, "discord").expect("due").is_empty());
        assert_eq!(
            store.due(100, "web").expect("due"),
            [(100, code.to_string())]
        );
        assert_eq!(
            store.claim_due(100, "web").expect("claim"),
            [(100, code.to_string())]
        );

        // The next change: one more action, the deadline moved.
        let mut next = save_of(code, &json!({"n": 2}), version(store, code));
        next.deadline = Deadline {
            old: Some(100),
            new: Some(200),
            tag: "web",
        };
        let more = ["e6-e5".to_string()];
        next.actions = Some(Actions {
            game: 1,
            first: 1,
            list: &more,
        });
        store.save(&[next]).expect("saved");
        assert_eq!(
            store.room::<Value>(code).expect("room"),
            Some(json!({"n": 2}))
        );
        assert_eq!(store.moves(code, 1).expect("moves"), ["e3-e4", "e6-e5"]);
        assert!(store.due(150, "web").expect("due").is_empty());

        // A change that keeps the deadline keeps its row.
        let mut same = save_of(code, &json!({"n": 2}), version(store, code));
        same.deadline = Deadline {
            old: Some(200),
            new: Some(200),
            tag: "web",
        };
        store.save(&[same]).expect("saved");
        assert_eq!(
            store.due(200, "web").expect("due"),
            [(200, code.to_string())]
        );

        // Closing: the game goes to the archive, the rest leaves.
        let id = store.next_game_id().expect("id");
        let mut last = save_of(code, &json!({"n": 3}), version(store, code));
        last.deadline = Deadline {
            old: Some(200),
            new: None,
            tag: "web",
        };
        last.archive = Some(std::sync::Arc::new(game(id, "web:ROOM", "ana", 1_000)));
        last.closing = Some(Closing {
            free_at: 5_000,
            games: vec![id],
        });
        store.save(&[last]).expect("closed");
        assert!(store.rooms::<Value>().expect("rooms").is_empty());
        assert_eq!(store.room::<Value>(code).expect("room"), None);
        assert_eq!(store.channel_room("web:ROOM").expect("c"), None);
        assert!(store.moves(code, 1).expect("moves").is_empty());
        assert!(store.due(u64::MAX / 2, "web").expect("due").is_empty());
        let used = store.code_use(code).expect("use").expect("kept");
        assert_eq!(
            (used.open, used.free_at, used.games),
            (false, 5_000, vec![id])
        );
        assert_eq!(
            store.archived(id).expect("game"),
            Some(game(id, "web:ROOM", "ana", 1_000))
        );
    });
}

/// A room that moves into its own thread is found under the thread; the
/// channel it left is free (and another room's entry there is kept).
#[test]
fn a_room_that_moves_leaves_its_old_channel_free() {
    on_both("moved", |store| {
        let (code, other) = ("MOVE", "STAY");
        store
            .reserve_code(0, vec![code.into(), other.into()])
            .expect("r");
        store
            .save(&[save_of(code, &json!(1), None)])
            .expect("saved");
        assert_eq!(
            store.channel_room("web:MOVE").expect("read").as_deref(),
            Some(code)
        );
        let mut moved = save_of(code, &json!(2), version(store, code));
        moved.channel = "web:thread".into();
        moved.left = Some("web:MOVE".into());
        store.save(&[moved]).expect("moved");
        assert_eq!(store.channel_room("web:MOVE").expect("read"), None);
        assert_eq!(
            store.channel_room("web:thread").expect("read").as_deref(),
            Some(code)
        );
        // Leaving a channel another room holds takes nothing from it.
        store
            .save(&[save_of(other, &json!(1), None)])
            .expect("saved");
        let mut again = save_of(code, &json!(3), version(store, code));
        again.channel = "web:thread".into();
        again.left = Some("web:STAY".into());
        store.save(&[again]).expect("saved");
        assert_eq!(
            store.channel_room("web:STAY").expect("read").as_deref(),
            Some(other)
        );
    });
}

#[test]
fn moves_saved_at_once_in_many_rooms_each_stand_or_conflict_alone() {
    on_both("at_once", |store| {
        let codes: Vec<String> = (0..32).map(|n| format!("M{n:03}")).collect();
        for code in &codes {
            store.reserve_code(0, vec![code.clone()]).expect("r");
            let mut first = save_of(code, &json!(0), None);
            first.deadline = Deadline {
                old: None,
                new: Some(100),
                tag: "web",
            };
            store.save(&[first]).expect("saved");
        }
        let read: Vec<Option<u64>> = codes.iter().map(|c| version(store, c)).collect();
        // Every other room changes after it was read: its read is stale.
        for (code, read) in codes.iter().zip(&read).step_by(2) {
            store
                .save(&[save_of(code, &json!(1), *read)])
                .expect("saved");
        }
        let saved: Vec<(usize, Result<(), StoreError>)> = std::thread::scope(|scope| {
            let threads: Vec<_> = codes
                .iter()
                .zip(&read)
                .enumerate()
                .map(|(n, (code, read))| {
                    scope.spawn(move || {
                        let played = [format!("a{n}")];
                        let mut save = save_of(code, &json!(2), *read);
                        save.actions = Some(Actions {
                            game: 1,
                            first: 0,
                            list: &played,
                        });
                        save.deadline = Deadline {
                            old: Some(100),
                            new: Some(200 + n as u64),
                            tag: "web",
                        };
                        (n, store.save(&[save]))
                    })
                })
                .collect();
            threads
                .into_iter()
                .map(|t| t.join().expect("thread"))
                .collect()
        });
        let due: Vec<(u64, String)> = store.due(1_000, "web").expect("due");
        for (n, outcome) in saved {
            let code = &codes[n];
            let stands = !store.shared() || n % 2 == 1;
            match stands {
                true => {
                    assert!(outcome.is_ok(), "{code}: {outcome:?}");
                    assert_eq!(store.room::<Value>(code).expect("room"), Some(json!(2)));
                    assert_eq!(store.moves(code, 1).expect("moves"), [format!("a{n}")]);
                    assert!(
                        due.contains(&(200 + n as u64, code.clone())),
                        "{code}: {due:?}"
                    );
                    assert!(!due.contains(&(100, code.clone())), "{code}: {due:?}");
                }
                false => {
                    assert!(
                        matches!(outcome, Err(StoreError::Conflict)),
                        "{code}: {outcome:?}"
                    );
                    assert_eq!(store.room::<Value>(code).expect("room"), Some(json!(1)));
                    assert!(store.moves(code, 1).expect("moves").is_empty(), "{code}");
                    assert!(due.contains(&(100, code.clone())), "{code}: {due:?}");
                    assert!(
                        !due.contains(&(200 + n as u64, code.clone())),
                        "{code}: {due:?}"
                    );
                }
            }
        }
    });
}

#[test]
fn a_stale_version_is_a_conflict_where_versions_are_kept() {
    on_both("conflict", |store| {
        let code = "VERS";
        store.reserve_code(0, vec![code.into()]).expect("r");
        store
            .save(&[save_of(code, &json!(1), None)])
            .expect("saved");
        let read = version(store, code);
        store
            .save(&[save_of(code, &json!(2), read)])
            .expect("saved");
        let stale = store.save(&[save_of(code, &json!(3), read)]);
        if store.shared() {
            assert!(
                matches!(stale, Err(futbol_bot::store::StoreError::Conflict)),
                "{stale:?}"
            );
            assert_eq!(store.room::<Value>(code).expect("room"), Some(json!(2)));
        } else {
            // One process owns sled: its rooms' locks order every change.
            assert!(stale.is_ok());
        }
    });
}

#[test]
fn settings_are_saved_added_only_once_and_removed() {
    on_both("settings", |store| {
        assert_eq!(store.setting::<String>("k").expect("read"), None);
        store.save_setting("k", &"one").expect("saved");
        assert_eq!(
            store.setting::<String>("k").expect("read"),
            Some("one".into())
        );
        store.save_setting("k", &"two").expect("saved");
        assert_eq!(
            store.setting::<String>("k").expect("read"),
            Some("two".into())
        );
        // Added only where absent: the first one stands.
        assert_eq!(store.add_setting("s", &1u32).expect("added"), Some(1));
        assert_eq!(store.add_setting("s", &2u32).expect("added"), Some(1));
        store
            .remove_settings(&["k".into(), "s".into(), "never".into()])
            .expect("removed");
        assert_eq!(store.setting::<String>("k").expect("read"), None);
        assert_eq!(store.setting::<u32>("s").expect("read"), None);
    });
}

#[test]
fn codes_are_reserved_once_given_back_and_held_until_free() {
    on_both("codes", |store| {
        let all: Vec<String> = ["AAAA", "BBBB", "CCCC"].map(String::from).to_vec();
        assert_eq!(
            store.reserve_code(0, all.clone()).expect("r"),
            Some("AAAA".into())
        );
        assert_eq!(
            store.reserve_code(0, all.clone()).expect("r"),
            Some("BBBB".into())
        );
        store.unreserve_code("AAAA").expect("given back");
        assert_eq!(store.code_use("AAAA").expect("use"), None);
        store.hold_codes(&["CCCC".into()], 50).expect("held");
        let held = store.code_use("CCCC").expect("use").expect("kept");
        assert!(!held.free(49) && held.free(50));
        assert_eq!(
            store.reserve_code(10, all.clone()).expect("r"),
            Some("AAAA".into())
        );
        assert_eq!(store.reserve_code(10, all.clone()).expect("r"), None);
        assert_eq!(store.reserve_code(50, all).expect("r"), Some("CCCC".into()));
    });
}
