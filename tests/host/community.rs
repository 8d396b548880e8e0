//! A community's settings through the host, on a real store (sled, or the
//! test PostgreSQL when `FUTBOL_STORE=postgres`): only admins change them,
//! `crear` obeys them (channels, role, rooms per player) and takes its
//! defaults from them (game, clock, rated, language), pings follow them,
//! and they survive a restart.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::engine::Variant;
use futbol_bot::host::{
    Asker, Community, Host, Input, Platform, Reply, Request, RoomCode, Target, User,
};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use testkit::host as support;

/// A member of Discord server 1: an admin, or with these roles.
#[derive(Clone, Copy)]
enum Who {
    Admin,
    Member(&'static [&'static str]),
}

fn ask(host: &Host, who: Who, user: &str, channel: &str, text: &str) -> Vec<Reply> {
    let asker = match who {
        Who::Admin => Asker {
            admin: true,
            ..Asker::default()
        },
        Who::Member(roles) => Asker {
            roles: roles.iter().map(|r| r.to_string()).collect(),
            ..Asker::default()
        },
    };
    host.handle(&Request {
        platform: Platform::Discord,
        community: Community::discord_guild(1),
        channel: channel.into(),
        user: User {
            id: user.into(),
            name: user.to_uppercase(),
        },
        input: Input::Command(text.into()),
        address: None,
        asker,
    })
}

/// The one reply's text, which must be private to `user`.
fn private_text(replies: &[Reply], user: &str) -> String {
    assert_eq!(replies.len(), 1, "{replies:?}");
    match &replies[0].target {
        Target::Private { user: to, .. } => assert_eq!(to.as_str(), user),
        Target::Channel(_) => panic!("a public reply: {}", replies[0].text),
        Target::Direct(_) => panic!("a direct message: {}", replies[0].text),
    }
    replies[0].text.clone()
}

fn room_of(host: &Host, channel: &str) -> Option<RoomCode> {
    host.channel_room(Platform::Discord, channel)
}

#[test]
fn admins_set_a_communitys_rules_and_crear_follows_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let mut host = support::on_test_clock(dir.path(), &now);
    let member = Who::Member(&[]);

    // Anyone sees the settings; only an admin changes one.
    let list = private_text(&ask(&host, member, "ana", "500", "ajustes"), "ana");
    assert!(list.contains("`juego`: futbol"), "{list}");
    assert!(list.contains("`salas`: 3"), "{list}");
    let refused = private_text(
        &ask(&host, member, "ana", "500", "ajustes juego boyer"),
        "ana",
    );
    assert!(refused.contains("Solo los administradores"), "{refused}");
    let bad = private_text(
        &ask(&host, Who::Admin, "root", "500", "ajustes salas 99"),
        "root",
    );
    assert!(bad.contains("no admite «99»"), "{bad}");

    // Rooms only in channel 600, only for role 77 (or an admin).
    let done = private_text(
        &ask(
            &host,
            Who::Admin,
            "root",
            "500",
            "config channels <#600> <#601>",
        ),
        "root",
    );
    assert!(done.contains("<#600> <#601>"), "{done}");
    let here = private_text(&ask(&host, member, "ana", "500", "crear"), "ana");
    assert!(here.contains("prueba en <#600> <#601>"), "{here}");
    assert_eq!(room_of(&host, "500"), None);
    ask(&host, Who::Admin, "root", "600", "ajustes rol <@&77>");
    let role = private_text(&ask(&host, member, "ana", "600", "crear"), "ana");
    assert!(role.contains("<@&77>"), "{role}");
    let with_role = Who::Member(&["12", "77"]);
    assert!(support::accepted(&ask(
        &host, with_role, "ana", "600", "crear"
    )));
    assert!(room_of(&host, "600").is_some());

    // At most one open room per player here.
    ask(&host, Who::Admin, "root", "600", "ajustes salas 1");
    let cap = private_text(&ask(&host, with_role, "ana", "601", "crear"), "ana");
    assert!(cap.contains("1 salas abiertas"), "{cap}");
    assert_eq!(room_of(&host, "601"), None);

    // The defaults of a new room, and the language of a channel that
    // chose none (a channel's own still wins).
    for setting in ["juego boyer", "puntuada no", "tiempo 2h", "idioma en"] {
        ask(
            &host,
            Who::Admin,
            "root",
            "601",
            &format!("ajustes {setting}"),
        );
    }
    ask(&host, Who::Admin, "root", "601", "ajustes salas 3");
    ask(&host, with_role, "bea", "601", "idioma ru");
    let created = ask(&host, with_role, "cai", "601", "crear");
    assert!(support::accepted(&created));
    let code = room_of(&host, "601").expect("a room");
    let state = host.room_state(code).expect("state");
    assert_eq!(state.variant, Variant::Boyer);
    assert!(state.casual, "casual by default now");
    assert_eq!(state.time.map(|t| t.per_move), Some(7_200));
    assert!(created[0].text.contains("Комната"), "{}", created[0].text);
    // Help is two messages (the commands, then actions and buttons).
    let help = ask(&host, member, "dan", "602", "help");
    assert_eq!(help.len(), 2, "{help:?}");
    let english = private_text(&help[..1], "dan");
    assert!(english.contains("Commands"), "{english}");
    // What `crear` says still wins over the defaults.
    ask(&host, Who::Admin, "root", "602", "ajustes rol todos");
    ask(&host, Who::Admin, "root", "602", "ajustes canales todos");
    ask(&host, member, "eva", "603", "crear chessfootball puntuada");
    let chosen = host
        .room_state(room_of(&host, "603").expect("room"))
        .expect("state");
    assert_eq!(
        (chosen.variant, chosen.casual),
        (Variant::ChessFootball, false)
    );

    // Pings: the community turns them off for everyone.
    let pinged = |host: &Host| {
        let replies = ask(
            host,
            member,
            "fay",
            "603",
            &format!("unirse {}", code_of(host, "603")),
        );
        replies
            .iter()
            .filter_map(|r| r.mention.as_ref())
            .any(|m| m.notify)
    };
    assert!(pinged(&host), "a ping by default");
    ask(&host, Who::Admin, "root", "604", "ajustes avisos no");
    ask(&host, member, "gus", "604", "crear puntuada");
    let replies = ask(
        &host,
        member,
        "hal",
        "604",
        &format!("unirse {}", code_of(&host, "604")),
    );
    assert!(
        replies
            .iter()
            .filter_map(|r| r.mention.as_ref())
            .all(|m| !m.notify),
        "no pings: {replies:?}"
    );

    // Everything is still there after a restart.
    let spare = tempfile::tempdir().expect("temp dir");
    drop(std::mem::replace(
        &mut host,
        support::on_test_clock(spare.path(), &now),
    ));
    host = support::on_test_clock(dir.path(), &now);
    let list = private_text(&ask(&host, member, "ana", "600", "config"), "ana");
    for shown in [
        "`game`: boyer",
        "`time`: 2h",
        "`rated`: off",
        "`rooms`: 3",
        "`pings`: off",
        "`language`: en",
        "`channels`: all",
        "`role`: everyone",
    ] {
        assert!(list.contains(shown), "{shown} in {list}");
    }
}

fn code_of(host: &Host, channel: &str) -> String {
    room_of(host, channel).expect("a room").to_string()
}

/// On Matrix a room is its own community and has no roles: channels and
/// roles are not its settings; on the page the operator's flags are.
#[test]
fn matrix_has_no_channel_or_role_settings_and_the_page_none() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = support::on_test_clock(dir.path(), &now);
    let matrix = |text: &str, admin: bool| {
        host.handle(&Request {
            platform: Platform::Matrix,
            community: Community::matrix_room("!r:localhost"),
            channel: "!r:localhost".into(),
            user: User {
                id: "@mod:localhost".into(),
                name: "mod".into(),
            },
            input: Input::Command(text.into()),
            address: None,
            asker: Asker {
                admin,
                ..Asker::default()
            },
        })
    };
    let list = private_text(&matrix("ajustes", false), "@mod:localhost");
    assert!(
        !list.contains("`canales`") && !list.contains("`rol`"),
        "{list}"
    );
    assert!(
        list.contains("`hilos`: no"),
        "threads off on Matrix by default: {list}"
    );
    let refused = private_text(&matrix("ajustes rol 5", true), "@mod:localhost");
    assert!(
        refused.contains("`rol` es un ajuste de los servidores de Discord"),
        "{refused}"
    );
    let set = private_text(&matrix("ajustes hilos si", true), "@mod:localhost");
    assert!(set.contains("`hilos` ahora es sí"), "{set}");
    let page = support::ask(&host, "lobby", "ana", "ajustes");
    assert!(
        page[0].text.contains("quien la ejecuta"),
        "{}",
        page[0].text
    );
}

/// A server's admins take a player off their own leaderboard (`ajustes
/// ocultos @player`); a member may not; the platform's table, which is not
/// theirs, still lists the player; `ocultos nadie` brings them back.
#[test]
fn admins_take_a_player_off_their_leaderboard_only() {
    use std::sync::atomic::Ordering;
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = support::on_test_clock(dir.path(), &now);
    let member = Who::Member(&[]);
    // Six players (Discord ids are numbers; their names here are the
    // ids) meet each other, two games a pair a day, winning and losing,
    // until everyone's rating is settled.
    let players = ["101", "102", "103", "104", "105", "106"];
    let mut n = 0;
    for _day in 0..5 {
        for (i, white) in players.iter().enumerate() {
            for black in &players[i + 1..] {
                for round in 0..2 {
                    n += 1;
                    let channel = format!("g{n}");
                    ask(&host, member, white, &channel, "crear blancas");
                    let code = room_of(&host, &channel).expect("a room");
                    ask(&host, member, black, &channel, &format!("unirse {code}"));
                    ask(&host, member, white, &channel, "mover e3-e4");
                    let loser = if round == 0 { black } else { white };
                    ask(&host, member, loser, &channel, "rendirse");
                    // The room closes: a player sits in three at most.
                    ask(&host, member, white, &channel, "salir");
                    now.fetch_add(60, Ordering::SeqCst);
                }
            }
        }
        now.fetch_add(86_400, Ordering::SeqCst);
    }
    let ranking = |global: bool| {
        let words = if global { "ranking global" } else { "ranking" };
        let replies = ask(&host, member, "101", "lobby", words);
        let texts: Vec<String> = replies.iter().map(|r| r.text.clone()).collect();
        texts.join("\n")
    };
    // Whether a board lists player 102 (a word of its own, not a rating).
    let lists_102 = |board: &str| {
        board
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w == "102")
    };
    assert!(lists_102(&ranking(false)), "{}", ranking(false));
    // A member may not hide anyone.
    let asked = ask(&host, member, "101", "lobby", "ajustes ocultos <@102>");
    let refused = private_text(&asked, "101");
    assert!(refused.contains("Solo los administradores"), "{refused}");
    assert!(lists_102(&ranking(false)));
    // An admin hides 102 here: gone from this server's table, not the
    // platform's; the list shows whom.
    let asked = ask(&host, Who::Admin, "106", "lobby", "ajustes ocultos <@102>");
    let done = private_text(&asked, "106");
    assert!(done.contains("`ocultos` ahora es <@102>"), "{done}");
    assert!(!lists_102(&ranking(false)), "{}", ranking(false));
    assert!(lists_102(&ranking(true)), "{}", ranking(true));
    let list = private_text(&ask(&host, member, "101", "lobby", "ajustes"), "101");
    assert!(list.contains("`ocultos`: <@102>"), "{list}");
    // Someone the platform cannot name is refused, and nothing changes.
    let asked = ask(&host, Who::Admin, "106", "lobby", "ajustes ocultos fulano");
    let unknown = private_text(&asked, "106");
    assert!(unknown.contains("fulano"), "{unknown}");
    assert!(!lists_102(&ranking(false)));
    // `nadie` brings everyone back.
    ask(&host, Who::Admin, "106", "lobby", "ajustes ocultos nadie");
    assert!(lists_102(&ranking(false)), "{}", ranking(false));
}
