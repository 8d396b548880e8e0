//! Records in the contract: the archive and its indexes, what is set
//! aside, ratings and leaderboards, the whole store, tournaments.

use super::*;

#[test]
fn the_archive_keeps_ids_order_and_both_indexes() {
    on_both("archive", |store| {
        let (a, b) = (
            store.next_game_id().expect("id"),
            store.next_game_id().expect("id"),
        );
        assert!(b > a, "ids grow: {a} then {b}");
        let games: Vec<ArchivedGame> = (0..5)
            .map(|i| {
                let channel = if i % 2 == 0 { "web:even" } else { "web:odd" };
                game(
                    b + 1 + i,
                    channel,
                    if i < 3 { "ana" } else { "cris" },
                    1_000 + i,
                )
            })
            .collect();
        store.import_games(&games).expect("imported");
        assert_eq!(store.archive_len().expect("len"), 5);
        let ids = |list: Vec<ArchivedGame>| list.into_iter().map(|g| g.id).collect::<Vec<_>>();
        let mut seen = Vec::new();
        let skipped = store
            .each_game(|game| {
                seen.push(game.id);
                Ok(())
            })
            .expect("each");
        assert!(skipped.is_empty());
        assert_eq!(seen, ids(games.clone()), "oldest first");
        let even = store.channel_games("web:even", 2).expect("channel");
        assert_eq!(ids(even), [b + 5, b + 3], "newest first, at most the limit");
        let cris = store
            .player_games(Platform::Web, "cris", 10)
            .expect("player");
        assert_eq!(ids(cris), [b + 5, b + 4]);
        let beto = store
            .player_games(Platform::Web, "beto", 10)
            .expect("player");
        assert_eq!(beto.len(), 5, "black's games count too");
        assert_eq!(store.archived(b + 2).expect("game"), Some(games[1].clone()));
        assert_eq!(store.archived(999_999).expect("game"), None);
    });
}

#[test]
fn a_record_that_does_not_decode_is_set_aside_once_and_kept() {
    on_both("aside", |store| {
        let code = "BADR";
        store.reserve_code(0, vec![code.into()]).expect("r");
        let mut bad = save_of(code, &json!(0), None);
        bad.value = b"{not json".to_vec();
        store.save(&[bad]).expect("saved");
        store.save_setting("fine", &1u8).expect("saved");
        assert!(store.rooms::<Value>().expect("rooms").is_empty());
        assert_eq!(store.room::<Value>(code).expect("room"), None);
        let aside = store.set_aside().expect("aside");
        assert_eq!(aside.len(), 1, "{aside:?}");
        assert_eq!((aside[0].kind, aside[0].key.as_str()), (Kind::Room, code));
        assert_eq!(aside[0].bytes, b"{not json");
        // Set aside, it no longer names the channel nor comes back.
        assert_eq!(store.channel_room("web:BADR").expect("c"), None);
        assert!(store.rooms::<Value>().expect("rooms").is_empty());
        assert_eq!(store.set_aside().expect("aside").len(), 1);
        assert_eq!(store.setting::<u8>("fine").expect("read"), Some(1));
    });
}

#[test]
fn a_rated_game_moves_both_ratings_with_its_archive_and_only_then() {
    on_both("ratings", |store| {
        use futbol_bot::rating::Rating;
        let rating = |id: &str| {
            store
                .rating(Variant::Futbol, Platform::Web, id)
                .expect("read")
        };
        let close = |code: &'static str, id: u64, rated: bool, result: GameResult, black: &str| {
            store.reserve_code(0, vec![code.into()]).expect("r");
            store
                .save(&[save_of(code, &json!(0), None)])
                .expect("opened");
            let mut last = save_of(code, &json!(1), version(store, code));
            let mut archived = game(id, "web:r", "ana", 10_000 + id);
            archived.result = result;
            archived.black.id = black.into();
            archived.rated = rated;
            last.archive = Some(std::sync::Arc::new(archived));
            last.closing = Some(Closing {
                free_at: 0,
                games: vec![id],
            });
            store.save(&[last]).expect("closed");
        };
        // A casual game and a game without a result move nothing.
        close("CASU", 1, false, GameResult::WhiteWins, "beto");
        close("NORS", 2, true, GameResult::None, "beto");
        // Nor does one person on both sides.
        close("SELF", 5, true, GameResult::WhiteWins, "ana");
        assert_eq!((rating("ana"), rating("beto")), (None, None));
        // A rated win: both move, symmetrically, from the start values.
        close("RAT1", 3, true, GameResult::WhiteWins, "beto");
        let (ana, beto) = (rating("ana").expect("ana"), rating("beto").expect("beto"));
        let start = Rating::default();
        assert!(ana.rating > start.rating && beto.rating < start.rating);
        assert!((ana.rating + beto.rating - 2.0 * start.rating).abs() < 1e-6);
        assert_eq!((ana.at, beto.at), (10_003, 10_003));
        // The next rated game starts from those.
        close("RAT2", 4, true, GameResult::BlackWins, "beto");
        let again = rating("ana").expect("ana");
        assert!(again.rating < ana.rating && again.deviation < ana.deviation);
        // Another rule set is another rating.
        assert_eq!(
            store
                .rating(Variant::Boyer, Platform::Web, "ana")
                .expect("read"),
            None
        );
        // The record counts both games; the history has both changes,
        // oldest first, each from where the last left off.
        let ana = store
            .standing(Variant::Futbol, Platform::Web, "ana")
            .expect("read")
            .expect("ana");
        assert_eq!((ana.wins, ana.draws, ana.losses, ana.streak), (1, 0, 1, -1));
        let history = store
            .rating_history(Variant::Futbol, Platform::Web, "ana", 10)
            .expect("history");
        let games: Vec<u64> = history.iter().map(|c| c.game).collect();
        assert_eq!(games, [3, 4]);
        assert_eq!(history[1].before.rating, history[0].after.rating);
        assert_eq!(history[1].after, ana.rating);
        assert_eq!(history[0].opponent.id, "beto");
        // Neither is settled after two games: nobody is listed yet.
        let board = store
            .leaderboard(Variant::Futbol, "web", None, 10_010)
            .expect("board");
        assert!(board.top.is_empty(), "{board:?}");
    });
}

#[test]
fn a_leaderboard_lists_settled_recent_players_in_order_with_the_askers_place() {
    on_both("board", |store| {
        // Twelve players (p00…p11) each play forty rated games against the
        // twelve sparring partners (s00…s11) in turn, so each is settled
        // and met the five different opponents a leaderboard asks for.
        let day = 86_400;
        let now = 400 * day;
        let mut id = 0;
        for n in 0..12u64 {
            for g in 0..40u64 {
                id += 1;
                let code = format!("{}{:03}", (b'A' + n as u8) as char, g);
                let code: &'static str = Box::leak(code.into_boxed_str());
                store.reserve_code(0, vec![code.into()]).expect("r");
                store.save(&[save_of(code, &json!(0), None)]).expect("o");
                let mut last = save_of(code, &json!(1), version(store, code));
                let mut archived = game(id, "web:r", &format!("p{n:02}"), now - 300 + id);
                archived.black.id = format!("s{:02}", (n + g) % 12);
                // Even results, mixed for every player: ratings stay
                // close and settle.
                archived.result = match (n + 2 * g) % 3 {
                    0 => GameResult::WhiteWins,
                    1 => GameResult::BlackWins,
                    _ => GameResult::Draw,
                };
                archived.community = Some("web".into());
                archived.rated = true;
                last.archive = Some(std::sync::Arc::new(archived));
                last.closing = Some(Closing {
                    free_at: 0,
                    games: vec![id],
                });
                store.save(&[last]).expect("closed");
            }
        }
        let board = |asker: Option<&str>, at: u64| {
            store
                .leaderboard(
                    Variant::Futbol,
                    "web",
                    asker.map(|a| (Platform::Web, a)),
                    at,
                )
                .expect("board")
        };
        // Someone outside the top ten asks.
        let everyone: Vec<String> = (0..12)
            .flat_map(|n| [format!("p{n:02}"), format!("s{n:02}")])
            .collect();
        let top = board(None, now);
        let asker = everyone
            .iter()
            .find(|id| top.top.iter().all(|p| p.owner != format!("web:{id}")))
            .expect("24 players, 10 places");
        let listed = board(Some(asker), now);
        assert_eq!(listed.top, top.top, "the same top for any asker");
        let ratings: Vec<f64> = listed
            .top
            .iter()
            .map(|p| p.standing.rating.rating)
            .collect();
        assert_eq!(listed.top.len(), 10, "{listed:?}");
        assert!(
            ratings.windows(2).all(|w| w[0] >= w[1]),
            "in order: {ratings:?}"
        );
        assert!(
            listed
                .top
                .iter()
                .all(|p| !p.standing.rating.at_time(now).provisional())
        );
        assert_eq!(
            listed.top.iter().map(|p| p.place).collect::<Vec<_>>(),
            (1..=10).collect::<Vec<_>>()
        );
        // The asker, listed below the top, gets their own place: one
        // after everyone rated above them.
        let own = listed.asker.unwrap_or_else(|| {
            let standing = store.standing(Variant::Futbol, Platform::Web, asker);
            panic!("the asker's place: {asker} {standing:?}")
        });
        let rating = |id: &str| {
            store
                .rating(Variant::Futbol, Platform::Web, id)
                .expect("read")
                .expect("rated")
                .rating
        };
        let above = (everyone.iter())
            .filter(|id| rating(id) > rating(asker))
            .count();
        assert_eq!(own.owner, format!("web:{asker}"));
        assert_eq!(own.place as usize, above + 1, "{own:?}");
        assert!(own.place > 10);
        // Ninety days after their last game nobody is listed.
        assert!(board(None, now + 91 * day).top.is_empty());
        // The platform's table has them too; another community does not.
        let global = store
            .leaderboard(Variant::Futbol, "*web", None, now)
            .expect("global");
        assert_eq!(global.top.len(), 10);
        let elsewhere = store
            .leaderboard(Variant::Futbol, "matrix:!x", None, now)
            .expect("elsewhere");
        assert!(elsewhere.top.is_empty());
    });
}

#[test]
fn a_whole_store_lists_what_a_move_needs_and_rates_an_imported_archive() {
    on_both("contents", |store| {
        // Settings and codes, listed as written.
        store.save_setting("b", &json!(2)).expect("saved");
        store.save_setting("a", &json!(1)).expect("saved");
        let mut settings = store.all_settings().expect("listed");
        settings.retain(|(key, _)| key == "a" || key == "b");
        settings.sort();
        assert_eq!(
            settings,
            [("a".into(), b"1".to_vec()), ("b".into(), b"2".to_vec())]
        );
        let closed = CodeUse {
            open: false,
            free_at: 9,
            games: vec![3, 4],
        };
        let codes = vec![
            ("WXYZ".to_string(), closed),
            ("ABCD".into(), CodeUse::open()),
        ];
        store.import_codes(&codes).expect("imported");
        let mut listed = store.all_codes().expect("listed");
        listed.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(listed, [codes[1].clone(), codes[0].clone()]);
        // An imported archive: its rated games are rated in the order they
        // ended (the later game first in the file), the casual one is not.
        let mut first = game(1, "web:c", "ana", 1_800_000_000);
        let mut second = game(2, "web:c", "ana", 1_800_000_100);
        let casual = game(3, "web:c", "cris", 1_800_000_200);
        first.rated = true;
        second.rated = true;
        store
            .import_games(&[second, casual, first])
            .expect("imported");
        assert_eq!(store.rate_imported().expect("rated"), 2);
        let ana = store
            .standing(Variant::Futbol, Platform::Web, "ana")
            .expect("read")
            .expect("ana is rated");
        assert_eq!(ana.games(), 2);
        assert!(ana.rating.rating > 1500.0, "ana won twice: {ana:?}");
        let cris = store.standing(Variant::Futbol, Platform::Web, "cris");
        assert!(cris.expect("read").is_none(), "a casual game rates nobody");
    });
}

#[test]
fn a_tournament_is_written_only_over_the_version_it_was_read_at() {
    on_both("tournaments", |store| {
        let id = store.next_tournament_id().expect("id");
        assert!(store.next_tournament_id().expect("id") > id, "never reused");
        let first = store
            .save_tournament(id, None, true, &json!({"round": 0}))
            .expect("new");
        // A second "new" one under the same id is another writer's.
        let again = store.save_tournament(id, None, true, &json!({"round": 9}));
        assert!(matches!(again, Err(StoreError::Conflict)), "{again:?}");
        let second = store
            .save_tournament(id, Some(first), true, &json!({"round": 1}))
            .expect("over the version read");
        assert!(second > first);
        // Two writers read at `second`: only the first one's write stands.
        store
            .save_tournament(id, Some(second), true, &json!({"round": 2}))
            .expect("first writer");
        let late = store.save_tournament(id, Some(second), true, &json!({"round": 99}));
        assert!(matches!(late, Err(StoreError::Conflict)), "{late:?}");
        let (version, value) = store.tournament::<Value>(id).expect("read").expect("there");
        assert_eq!(value, json!({"round": 2}));
        let open = store.open_tournaments::<Value>().expect("open");
        assert_eq!(open, [(id, version, json!({"round": 2}))]);
        // Finished: kept, no longer open.
        store
            .save_tournament(id, Some(version), false, &json!({"over": true}))
            .expect("closed");
        assert!(store.open_tournaments::<Value>().expect("open").is_empty());
        let kept = store.tournament::<Value>(id).expect("read").map(|(_, v)| v);
        assert_eq!(kept, Some(json!({"over": true})));
        assert_eq!(store.tournament::<Value>(id + 100).expect("read"), None);
        // Copied with its id into another store, whose next id is above it.
        let dir = tempfile::tempdir().expect("temp dir");
        let other = Store::open(dir.path()).expect("sled");
        assert_eq!(store.copy_tournaments(&other).expect("copied"), 1);
        assert_eq!(
            other.tournament::<Value>(id).expect("read").map(|(_, v)| v),
            kept
        );
        assert!(other.next_tournament_id().expect("id") > id);
        // An id written from elsewhere (a move) is never given out again.
        let imported = id + 50;
        store
            .save_tournament(imported, None, false, &json!({"moved": true}))
            .expect("imported");
        assert!(store.next_tournament_id().expect("id") > imported);
    });
}

#[test]
fn a_tournament_that_does_not_decode_is_set_aside() {
    #[derive(serde::Deserialize, Debug)]
    struct Shape {
        #[allow(dead_code)]
        round: u32,
    }
    on_both("tournament_aside", |store| {
        let id = store.next_tournament_id().expect("id");
        store
            .save_tournament(id, None, true, &json!("not a tournament"))
            .expect("saved");
        assert!(store.open_tournaments::<Shape>().expect("open").is_empty());
        let aside = store.set_aside().expect("aside");
        assert_eq!(aside.len(), 1, "{aside:?}");
        assert_eq!(
            (aside[0].kind, aside[0].key.clone()),
            (Kind::Tournament, id.to_string())
        );
        assert_eq!(aside[0].bytes, br#""not a tournament""#);
        assert_eq!(
            store.tournament::<Value>(id).expect("read"),
            None,
            "moved out"
        );
    });
}
