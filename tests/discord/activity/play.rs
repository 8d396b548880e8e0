//! Two players in the Activity while the channel follows, and an
//! Entry Point the bot keeps when Activities are off.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_in_the_activity_and_the_channel_follows() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    standin.enable_activities();
    for (id, name) in [ANA, BETO, CARLA, DANI] {
        standin.activity_user(id, name);
    }
    standin.activity_instance(
        INSTANCE,
        Instance {
            channel: CHANNEL.into(),
            guild: Some(GUILD_ID.into()),
            users: vec![ANA.0.into(), BETO.0.into(), DANI.0.into()],
        },
    );
    let (bot, web) = serve(dir.path(), &standin).await;
    // The Entry Point: one global command of type 4 that Discord handles
    // by launching the Activity.
    let entry = standin
        .wait_for("the Entry Point", |s| s.entry_points().first().cloned())
        .await;
    assert_eq!(
        (entry["type"].as_u64(), entry["handler"].as_u64()),
        (Some(4), Some(2))
    );

    // Only Discord's origins may frame the Activity; every other page
    // frames nowhere. The page answers under Discord's /.proxy prefix.
    let head = |path: &str| ask_headers(&web, path);
    // Discord loads the root with its launch parameters: the root is
    // then the Activity, under the prefix or not.
    let launch = "?frame_id=f1&instance_id=i-1&platform=desktop";
    for path in [
        "/.proxy/activity".to_string(),
        format!("/{launch}"),
        format!("/.proxy/{launch}"),
    ] {
        let activity = head(&path);
        assert!(activity.starts_with("HTTP/1.1 200"), "{activity}");
        assert!(
            activity.contains("frame-ancestors https://discord.com https://*.discord.com")
                && !activity.contains("frame-ancestors 'none'")
                && !activity.to_ascii_lowercase().contains("x-frame-options"),
            "{path}: {activity}"
        );
    }
    for path in [
        "/",
        "/?frame_id=f1&instance_id=i-1",
        "/puzzle",
        "/ranking",
        "/activity.js",
        "/.proxy/style.css",
    ] {
        let answer = head(path);
        assert!(
            answer.contains("frame-ancestors 'none'"),
            "{path}: {answer}"
        );
    }
    assert!(head("/.proxy/activity/sdk/index.mjs").starts_with("HTTP/1.1 200"));
    assert!(head("/.proxy/activity/sdk/../../../Cargo.toml").starts_with("HTTP/1.1 404"));

    let driver = chromedriver().await;
    let flags = standin.browser_args();
    // Discord's desktop client gives an Activity most of its window; the
    // phone client the whole screen.
    let ana = browser_with(&driver, (1280, 800, "es"), &flags).await;
    let beto = phone_with(&driver, "ar", &flags).await;
    open(&ana, &harness(&standin, ANA, &[])).await;
    shows(&ana, "No hay partida en este canal").await;
    // What Discord's proxy asked the bot for: the mapped root, with the
    // launch parameters, then the page's own requests.
    let proxied = standin.proxied();
    assert!(
        proxied
            .first()
            .is_some_and(|first| first.starts_with(&format!("GET {PUBLIC_HOST}/?frame_id="))),
        "{proxied:#?}"
    );
    assert!(
        proxied
            .iter()
            .any(|r| r.starts_with(&format!("POST {PUBLIC_HOST}/activity/session"))),
        "{proxied:#?}"
    );
    let before = eval(&ana, "return window.futbolEmbed !== undefined;").await;
    assert_eq!(before, Value::Bool(true));
    click(&ana, "#embed-create").await;
    // The room is the channel's: its board is posted there.
    channel_shows(&standin, "Ana juega con Blancas").await;
    until(
        &ana,
        "Ana's board",
        "document.getElementById('board').naturalWidth > 0",
    )
    .await;
    open(&beto, &harness(&standin, BETO, &[("platform", "mobile")])).await;
    until(
        &beto,
        "the seat's button",
        "!document.getElementById('seat-ask').hidden",
    )
    .await;
    click(&beto, "#take-seat").await;
    until(
        &ana,
        "Ana to move",
        "document.querySelector('#marks .mark.can')",
    )
    .await;
    eval(&ana, "window.notReloaded = true; return true;").await;

    let mut boards_seen = boards(&standin, CHANNEL).len();
    for (n, (from, to, action)) in GAME_TO_TWO.into_iter().enumerate() {
        let player = if n % 2 == 0 { &ana } else { &beto };
        play(player, from, to, action).await;
        let moved = format!("document.getElementById('moves').textContent.includes('{action}')");
        until(&ana, &format!("{action} on Ana's Activity"), &moved).await;
        until(&beto, &format!("{action} on Beto's Activity"), &moved).await;
        // The channel's board message follows the Activity.
        let now = standin
            .wait_for(&format!("{action}'s board in the channel"), |s| {
                let all = boards(s, CHANNEL);
                (all.len() > boards_seen).then_some(all.len())
            })
            .await;
        boards_seen = now;
        if n == 2 {
            // Beto offers a draw with the button on the channel's board:
            // Ana's Activity shows it at once, with no reload.
            let last = boards(&standin, CHANNEL).pop().expect("a board");
            let draw = button_id(&last, ":draw:").expect("the draw button");
            standin.button(BETO, &last, &draw);
            until(
                &ana,
                "the offer on Ana's Activity",
                "document.getElementById('log').innerText.includes('tablas')",
            )
            .await;
            assert_eq!(
                eval(&ana, "return window.notReloaded === true;").await,
                Value::Bool(true)
            );
            // Its Open the board button launches the Activity
            // (LAUNCH_ACTIVITY), and asks the host nothing.
            let open = button_id(&last, ":open:").expect("the board offers the Activity");
            let pressed = standin.button(DANI, &last, &open);
            standin
                .wait_for("the launch", |s| {
                    s.launched().contains(&pressed).then_some(())
                })
                .await;
        }
    }
    for page in [&ana, &beto] {
        shows(page, "2 – 0").await;
        until(page, "the end", "!document.getElementById('banner').hidden").await;
    }
    channel_shows(&standin, "Puntuación: Ana").await;
    // Ana's rating moved once: one result, one rated game in her profile.
    let results = standin
        .messages()
        .into_iter()
        .filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("Puntuación: Ana"))
        })
        .count();
    assert_eq!(results, 1, "one result with ratings");
    standin.slash(ANA, CHANNEL, "perfil", &[]);
    standin
        .wait_for("Ana's profile", |s| {
            s.messages().into_iter().find(|m| {
                m["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("1741? · 1 partida: 1 G, 0 T, 0 P"))
            })
        })
        .await;

    // Pictures of Discord's rooms are the Activity's channel's alone.
    let board = eval(
        &ana,
        "return document.getElementById('board').getAttribute('src');",
    )
    .await;
    let board = board.as_str().expect("the board's address").to_string();
    assert!(board.starts_with("/.proxy/activity/board/"), "{board}");
    let code = board.split('/').nth(6).expect("the code").to_string();
    let forged = board.replace(CHANNEL, ELSEWHERE);
    assert!(head(&board).starts_with("HTTP/1.1 200"));
    assert!(head(&forged).starts_with("HTTP/1.1 404"), "{forged}");
    assert!(head(&format!("/r/{code}/board/1.png")).starts_with("HTTP/1.1 404"));

    // Screenshots at Discord's desktop size and a phone's, in Spanish and
    // Arabic; axe finds nothing on either.
    let dani_es = phone_with(&driver, "es", &flags).await;
    let dani_ar = browser_with(&driver, (1280, 800, "ar"), &flags).await;
    open(
        &dani_es,
        &harness(&standin, DANI, &[("platform", "mobile")]),
    )
    .await;
    open(&dani_ar, &harness(&standin, DANI, &[])).await;
    for (client, name) in [
        (&ana, "activity-desktop-es"),
        (&beto, "activity-phone-ar"),
        (&dani_es, "activity-phone-es"),
        (&dani_ar, "activity-desktop-ar"),
    ] {
        until(
            client,
            "the board",
            "document.getElementById('board').naturalWidth > 0",
        )
        .await;
        look_framed(client, name).await;
    }

    // Refusals: each gets no seat and says why.
    let refused: [Refused; 6] = [
        (
            "another channel",
            ANA,
            vec![("channel", ELSEWHERE)],
            "pertenece a otro canal",
        ),
        (
            "not in the instance",
            CARLA,
            vec![],
            "no te cuenta en esta actividad",
        ),
        (
            "a made-up user",
            CARLA,
            vec![("frame_user", ANA.0)],
            "no te cuenta en esta actividad",
        ),
        (
            "a code never issued",
            ANA,
            vec![("forged_code", "code1x2")],
            "no confirmó quién eres",
        ),
        (
            "another app's code",
            ANA,
            vec![("code_client", OTHER_APP_ID)],
            "no confirmó quién eres",
        ),
        (
            "another user's token",
            ANA,
            vec![("token_user", CARLA.0)],
            "no te cuenta en esta actividad",
        ),
    ];
    let eve = browser_with(&driver, (1280, 800, "es"), &flags).await;
    for (why, user, extra, says) in refused {
        open(&eve, &harness(&standin, user, &extra)).await;
        shows(&eve, says).await;
        let seated = eval(
            &eve,
            "return document.getElementById('board').naturalWidth > 0;",
        )
        .await;
        assert_eq!(seated, Value::Bool(false), "{why}: shown no room");
        eve.enter_parent_frame().await.expect("the harness");
    }
    // Opened outside Discord (no frame, no SDK parameters): it says where
    // it opens from, and shows no room.
    eve.goto(&format!("{web}/.proxy/activity"))
        .await
        .expect("the page");
    shows(&eve, "se abre desde Discord").await;
    hostile_sockets(&format!("{web}/.proxy/activity/ws")).await;
    let log = bot.log();
    for secret in secrets(&standin) {
        assert!(!log.contains(&secret), "the log holds a secret");
    }
    assert!(!log.contains(CLIENT_SECRET) && !log.contains("test-token-never-logged"));
    assert!(
        log.contains("activity: refused a session"),
        "refusals are logged by name"
    );
    let violations = standin.violations();
    assert!(violations.is_empty(), "{violations:#?}");
    for client in [ana, beto, dani_es, dani_ar, eve] {
        let _ = client.close().await;
    }
}

/// Where the developer portal's Activities are on but the operator did
/// not set this bot's Activity up, the bot still registers `/futbol`
/// globally, keeping the Entry Point Discord made (an overwrite without it
/// is refused, 50240); and Discord's instance route takes this app's bot
/// token only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_without_the_activity_keeps_discords_entry_point() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    standin.enable_activities();
    standin.activity_instance(
        INSTANCE,
        Instance {
            channel: CHANNEL.into(),
            guild: Some(GUILD_ID.into()),
            users: vec![ANA.0.into()],
        },
    );
    let api = standin.api_args();
    let args: Vec<&str> = api.iter().map(String::as_str).collect();
    let _bot = Bot::start(dir.path(), &args, &[("DISCORD_TOKEN", BOT_TOKEN)]);
    let registered = standin
        .wait_for("/futbol registered globally", |s| {
            let all = s.registered();
            all.iter().any(|c| c["name"] == "futbol").then_some(all)
        })
        .await;
    assert!(registered.iter().any(|c| c["name"] == "futbol-admin"));
    let entry = standin.entry_points();
    assert_eq!(entry.len(), 1, "{entry:#?}");
    assert_eq!(
        (entry[0]["name"].as_str(), entry[0]["handler"].as_u64()),
        (Some("launch"), Some(2)),
        "Discord's own Entry Point, kept"
    );
    let violations = standin.violations();
    assert!(violations.is_empty(), "{violations:#?}");

    // The instance route: this app's bot token, nothing else.
    let http = reqwest::Client::new();
    let route = format!(
        "{}/api/v10/applications/{APP_ID}/activity-instances/{INSTANCE}",
        standin.base
    );
    for (authorization, status) in [
        (format!("Bot {BOT_TOKEN}"), 200),
        ("Bot another-apps-token".to_string(), 401),
        (format!("Bearer {BOT_TOKEN}"), 401),
    ] {
        let answer = http
            .get(&route)
            .header("authorization", &authorization)
            .send()
            .await
            .expect("the stand-in answers");
        assert_eq!(answer.status().as_u16(), status, "{authorization}");
    }
}
