//! Where only a user installed the app (a group DM, a server without the
//! bot): a game lives in one message, its clock and its result included.

use super::*;
use futbol_bot::host::Reads;

/// Where the bot is not a member (the app installed by Ana): a group DM
/// of three, and a server whose admins never added the bot. The game
/// lives in one message, every board reaches it, and nothing is sent to
/// the channel's own endpoints.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_where_the_bot_is_not_a_member_lives_in_one_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let _bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    game_in_one_message(&standin, GROUP_DM, None).await;
    game_in_one_message(&standin, FOREIGN_CHANNEL, Some(FOREIGN_GUILD_ID)).await;
    // A game in a server with the bot: Ana resigns against Beto.
    standin.slash(ANA, LOBBY, "crear", &[]);
    let created = posted(&standin, LOBBY, "creada").await;
    standin.slash(BETO, LOBBY, "unirse", &[("codigo", &code_of(&created))]);
    posted(&standin, LOBBY, "Beto se une").await;
    standin.slash(ANA, LOBBY, "mover", &[("jugada", "e3>c3")]);
    posted(&standin, LOBBY, "Blancas: pase e3 → c3").await;
    standin.slash(BETO, LOBBY, "mover", &[("jugada", "c6-d4")]);
    posted(&standin, LOBBY, "Negras: mueve c6 → d4").await;
    standin.slash(ANA, LOBBY, "rendirse", &[]);
    posted(&standin, LOBBY, "Ana se rinde").await;
    // One rating wherever Ana plays: her profile reads the same in the
    // group DM and in the server, three games (two draws, one loss).
    standin.slash(ANA, GROUP_DM, "perfil", &[]);
    let in_dm = posted_in(&standin, GROUP_DM, "Perfil de Ana").await;
    standin.slash(ANA, LOBBY, "perfil", &[]);
    let in_server = posted(&standin, LOBBY, "Perfil de Ana").await;
    assert_eq!(in_dm["content"], in_server["content"]);
    let text = in_server["content"].as_str().unwrap_or_default();
    assert!(text.contains("3 partidas: 0 G, 2 T, 1 P"), "{text}");

    // In a DM with the bot (context 1) the bot is a member: a game against
    // the computer is posted there as in a server; the profile too.
    let dm = standin.bot_dm(DANI.0);
    standin.slash(
        DANI,
        &dm,
        "crear",
        &[("rival", "ordenador"), ("nivel", "1")],
    );
    posted(&standin, &dm, "contra el ordenador (nivel 1)").await;
    standin.slash(DANI, &dm, "mover", &[("jugada", "e3>c3")]);
    posted(&standin, &dm, "Blancas: pase e3 → c3").await;
    posted(&standin, &dm, "Negras:").await;
    standin.slash(DANI, &dm, "perfil", &[]);
    posted(&standin, &dm, "Dani").await;
    assert_eq!(
        standin.off_limits(),
        0,
        "nothing sent to the channel itself"
    );
    assert!(
        standin.most_followups() <= 5,
        "{}",
        standin.most_followups()
    );
    let violations = standin.violations();
    assert!(violations.is_empty(), "{violations:?}");
}

/// A clock that runs out in a group DM while nobody presses anything: the
/// bot runs in this process on a test clock, with the real adapter and the
/// stand-in. While the last press's token lasts, the sweep's notice edits
/// the game's message; when it no longer can, the next press on the old
/// board shows the game as it ended. The archive and both ratings have it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_that_runs_out_in_a_group_dm_shows_its_result() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU64, Ordering};
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let now = Arc::new(AtomicU64::new(1_900_000_000));
    let clock = now.clone();
    let config = futbol_bot::host::HostConfig {
        limits: futbol_bot::host::Limits::off(),
        ..futbol_bot::host::HostConfig::default()
    };
    let store = Store::open(dir.path()).expect("store");
    let host = futbol_bot::host::Host::new(
        store,
        config,
        Arc::new(move || clock.load(Ordering::SeqCst)),
    )
    .expect("host");
    let host = Arc::new(host);
    let health = futbol_bot::ops::Health::default();
    let (_stop, stopping) = futbol_bot::ops::Stop::new();
    let discord = futbol_bot::adapters::discord::DiscordConfig {
        token: "test-token-never-logged".into(),
        guild: GUILD_ID.parse().ok(),
        api: Some(standin.api()),
        shards: None,
        health: health.part("discord"),
        activity: None,
    };
    let running = tokio::spawn(futbol_bot::adapters::discord::run(
        host.clone(),
        discord,
        stopping,
    ));
    standin.wait_ready(1).await;

    for (chat, expire) in [(GROUP_DM, false), (OTHER_GROUP_DM, true)] {
        standin.slash(ANA, chat, "crear", &[("tiempo", "10m")]);
        let game = posted_in(&standin, chat, "creada").await;
        standin.button(BETO, &game, &button_id(&game, "Unirse"));
        says(&standin, &game["id"], "Beto se une").await;
        let before = standin.messages().len();
        standin.slash(ANA, chat, "mover", &[("jugada", "e3>c3")]);
        standin
            .wait_for("White's move", |s| {
                s.messages().into_iter().skip(before).find(|m| {
                    m["content"]
                        .as_str()
                        .is_some_and(|t| t.contains("pase e3 → c3"))
                })
            })
            .await;
        let before = standin.messages().len();
        standin.slash(BETO, chat, "mover", &[("jugada", "c6-d4")]);
        let board = standin
            .wait_for("Black's move", |s| {
                s.messages().into_iter().skip(before).find(|m| {
                    m["channel_id"] == chat
                        && m["content"]
                            .as_str()
                            .is_some_and(|t| t.contains("mueve c6 → d4"))
                })
            })
            .await;
        if expire {
            // Every token is spent by the time the clock runs out.
            standin.set_token_lifetime(Duration::from_millis(1));
        }
        now.fetch_add(11 * 60, Ordering::SeqCst);
        let id = board["id"].clone();
        if !expire {
            says(&standin, &id, "pierde por tiempo").await;
            continue;
        }
        // The sweep tried and could not: the old board still shows the
        // game going on, until someone presses on it.
        standin
            .wait_for("the sweep's try", |s| {
                s.violations()
                    .iter()
                    .any(|v| v.path.contains("/webhooks/"))
                    .then_some(())
            })
            .await;
        assert!(
            !message_now(&standin, &id)["content"]
                .to_string()
                .contains("pierde")
        );
        standin.set_token_lifetime(TOKEN_LIFETIME);
        let shown = attachment_ids(&message_now(&standin, &id));
        standin.button(CRIS, &board, &button_id(&board, "Rendirse"));
        let now_shown = standin
            .wait_for("the game as it ended", |s| {
                let message = message_now(s, &id);
                (attachment_ids(&message) != shown).then_some(message)
            })
            .await;
        let alt = now_shown["attachments"][0]["description"].to_string();
        // The board as it ended, in words: its alt text.
        assert!(alt.contains("Fin: ganan Negras"), "{alt}");
    }
    // Both games are in the archive and in both players' ratings: Ana,
    // White, lost both on time.
    for (who, line) in [
        (ANA, "2 partidas: 0 G, 0 T, 2 P"),
        (BETO, "2 partidas: 2 G, 0 T, 0 P"),
    ] {
        let discord = futbol_bot::ids::Platform::Discord;
        let profile = Reads::of(&host)
            .profile_of(discord, who.0)
            .expect("profile");
        let say = futbol_bot::i18n::Say(futbol_bot::i18n::Lang::Es);
        let text = Reads::of(&host).profile_text(say, &profile, who.1);
        assert!(text.contains(line), "{text}");
        let archived = host
            .store()
            .player_games(discord, who.0, 10)
            .expect("archive");
        assert_eq!(archived.len(), 2, "{who:?}");
    }
    running.abort();
}
