//! One language a page: no word of another on any page, and the
//! accessibility checker in Spanish and Arabic, on a phone too.

use super::*;
use futbol_bot::host::Reads;

/// The words of each language's page catalogue (`texts/locales/*/page.ftl`),
/// of four letters or more, lower case: its texts, not its ids or
/// variables.
pub(super) fn vocabulary() -> Vec<(String, BTreeSet<String>)> {
    vocabulary_of(&["page"], &["es", "en", "ar", "ru", "de"])
}

/// The words of catalogues `files` (`texts/locales/LANG/FILE.ftl`) in
/// each of `langs`: their messages' texts, selector variants and
/// continuation lines included, without comments, ids or placeables.
pub(super) fn vocabulary_of(files: &[&str], langs: &[&str]) -> Vec<(String, BTreeSet<String>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/texts/locales");
    langs
        .iter()
        .map(|lang| {
            let mut texts = String::new();
            for file in files {
                let text =
                    std::fs::read_to_string(format!("{dir}/{lang}/{file}.ftl")).expect("catalogue");
                for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                    let value = match line.split_once(" = ") {
                        Some((id, value)) if !id.starts_with(' ') => value,
                        _ if line.starts_with(' ') => line
                            .trim_start()
                            .trim_start_matches('*')
                            .split_once(']')
                            .filter(|_| line.trim_start().trim_start_matches('*').starts_with('['))
                            .map_or(line, |(_, rest)| rest),
                        _ => "",
                    };
                    let plain: String = value
                        .split('{')
                        .map(|p| p.split_once('}').map_or(p, |(_, t)| t))
                        .collect();
                    texts.push_str(&format!("{plain}\n"));
                }
            }
            (lang.to_string(), words(&texts))
        })
        .collect()
}

fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
        .collect()
}

/// Everything a page says, shown or read out: its text, and its
/// pictures' and controls' alternative texts, names and placeholders.
pub(super) const SAID: &str = "const parts = [document.title, document.body.innerText];\
    for (const e of document.querySelectorAll('[alt], [title], [placeholder], [aria-label]'))\
      for (const a of ['alt', 'title', 'placeholder', 'aria-label']) if (e.getAttribute(a)) parts.push(e.getAttribute(a));\
    return parts.join('\\n');";

/// Words the page shows in `lang` that belong to another language's
/// catalogue and not to this one's; in Arabic and Russian, any Latin
/// word that is not a name, a code, a move or a command.
pub(super) fn foreign(
    lang: &str,
    said: &str,
    vocabulary: &[(String, BTreeSet<String>)],
    data: &[&str],
) -> Vec<String> {
    let own = &vocabulary.iter().find(|(l, _)| l == lang).expect("lang").1;
    let latin_script = matches!(lang, "ar" | "ru");
    // Room codes and examples of one: four capital letters.
    let codes: BTreeSet<String> = said
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.len() == 4 && w.chars().all(|c| c.is_ascii_uppercase()))
        .map(str::to_lowercase)
        .collect();
    let mut found = Vec::new();
    for word in words(said) {
        if own.contains(&word)
            || codes.contains(&word)
            || data.iter().any(|d| d.eq_ignore_ascii_case(&word))
        {
            continue;
        }
        let theirs = vocabulary
            .iter()
            .any(|(l, words)| l != lang && words.contains(&word));
        let latin = word.chars().all(|c| c.is_ascii_alphabetic());
        if theirs || (latin_script && latin) {
            found.push(word);
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_language_on_every_page_and_no_foreign_word() {
    let server = Server::start().await;
    let (host, base) = (server.host.clone(), server.base.clone());
    rated_games(host.clone(), 3).await;
    let driver = chromedriver().await;
    // An English browser: every page, and the room and tournament it
    // creates, speak English.
    let ann = browser(&driver, 1000, 900, "en-US").await;
    let code = create_room(&ann, &base, "Ann").await;
    shows(&ann, &format!("Room {code} created")).await;
    shows(&ann, "Waiting for an opponent").await;
    until(
        &ann,
        "the board in English",
        "document.getElementById('board').alt.startsWith('Board: futbol')",
    )
    .await;
    ann.goto(&format!("{base}/t/new")).await.expect("the form");
    shows(&ann, "Create").await;
    click(&ann, "form.tournament button").await;
    shows(&ann, "Tournament 1").await;
    click(&ann, "#t-join").await;
    // The form's answer is the tournament's page again, without the join
    // button: going elsewhere before it came would cancel the join.
    until(
        &ann,
        "the join answered",
        "!document.getElementById('t-join')",
    )
    .await;
    // A second player joins in the tournament's channel; Ann starts it.
    let tournament = Reads::of(&host)
        .tournament_record(1)
        .expect("the tournament");
    let channel = tournament.channel.clone();
    let joiner = host.clone();
    tokio::task::spawn_blocking(move || {
        ask(&joiner, &channel, "web-zoe", "Zoe", "torneo unirse 1")
    })
    .await
    .expect("joined");
    ann.goto(&format!("{base}/t/1"))
        .await
        .expect("the tournament");
    click(&ann, "#t-start").await;
    // Likewise the start.
    until(
        &ann,
        "the start sent",
        "!document.getElementById('t-start')",
    )
    .await;
    ann.goto(&format!("{base}/t/1"))
        .await
        .expect("the tournament");
    until(&ann, "her board", "document.querySelector('.your-game a')").await;
    click(&ann, ".your-game a").await;
    until(
        &ann,
        "the board",
        "document.getElementById('board').dataset.serial",
    )
    .await;
    until(
        &ann,
        "the tournament's board in English",
        "document.getElementById('board').alt.startsWith('Board: futbol')",
    )
    .await;
    shows(&ann, "Resign").await;
    ann.close().await.expect("close");

    // Every page in each language: no word of another language.
    let vocabulary = vocabulary();
    let data = [
        "futbol",
        "boyer",
        "chessfootball",
        "futbol-bot",
        "Ana",
        "Beto",
        "Zoe",
        "Ann",
        "Cris",
        "Español",
        "English",
        "Português",
        "Français",
        "Deutsch",
        "Italiano",
        "replay",
        "Enter",
        "http",
        &code,
    ];
    let pages = [
        "/".to_string(),
        "/ranking".into(),
        "/u/web-ana".into(),
        "/me".into(),
        "/t/new".into(),
        "/t/1".into(),
        "/nothing-here".into(),
    ];
    let mut problems = Vec::new();
    for lang in ["es", "en", "ar", "ru", "de"] {
        let client = browser(&driver, 1000, 900, lang).await;
        // A room this visitor creates speaks their language, bot and all.
        let own = create_room(&client, &base, "Cris").await;
        let pages = pages.iter().cloned().chain([format!("/r/{own}")]);
        for path in pages {
            client.goto(&format!("{base}{path}")).await.expect("a page");
            // The room page fills itself from its socket.
            if path.starts_with("/r/") {
                until(
                    &client,
                    "the board",
                    "document.getElementById('board').dataset.serial",
                )
                .await;
            }
            until(
                &client,
                "its language",
                &format!("document.documentElement.lang === '{lang}'"),
            )
            .await;
            let said = eval(&client, SAID).await;
            let said = said.as_str().unwrap_or_default();
            for word in foreign(lang, said, &vocabulary, &data) {
                problems.push(format!("{lang} {path}: {word}"));
            }
        }
        client.close().await.expect("close");
    }
    assert!(
        problems.is_empty(),
        "words of another language:\n{}",
        problems.join("\n")
    );
    // The check can fail: a Spanish word on an English page is found.
    assert_eq!(
        foreign("en", "Clasificación", &vocabulary, &[]),
        ["clasificación"]
    );
    assert_eq!(foreign("ru", "ranking", &vocabulary, &[]), ["ranking"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accessible_in_spanish_and_arabic_and_fits_a_phone() {
    let server = Server::start().await;
    let (host, base) = (server.host.clone(), server.base.clone());
    rated_games(host.clone(), 3).await;
    let driver = chromedriver().await;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    let mut problems = Vec::new();
    // German too: the longest words of the eight languages, on a phone.
    for lang in ["es", "ar", "de"] {
        // A player on a phone, an opponent, and a spectator on a phone.
        let player = phone(&driver, lang).await;
        let code = create_room(&player, &base, "Ana").await;
        let opponent = browser(&driver, 1000, 900, lang).await;
        named(&opponent, &base, "Beto").await;
        opponent
            .goto(&format!("{base}/r/{code}?join=1"))
            .await
            .expect("join");
        until(
            &player,
            "her turn",
            "document.querySelector('#marks .mark.can')",
        )
        .await;
        let spectator = phone(&driver, lang).await;
        named(&spectator, &base, "Cris").await;
        spectator
            .goto(&format!("{base}/r/{code}"))
            .await
            .expect("watch");
        until(
            &spectator,
            "the board",
            "document.getElementById('board').naturalWidth > 0",
        )
        .await;
        until(
            &player,
            "the board",
            "document.getElementById('board').naturalWidth > 0",
        )
        .await;
        for (who, page) in [("player", &player), ("spectator", &spectator)] {
            for found in axe(page).await {
                problems.push(format!("{lang} {who}'s room: {found}"));
            }
            for found in layout_problems(page).await {
                problems.push(format!("{lang} {who}'s room on a phone: {found}"));
            }
            let png = page.screenshot().await.expect("screenshot");
            std::fs::write(dir.join(format!("web-phone-{who}-{lang}.png")), &png)
                .expect("screenshot");
        }
        // The board, the turn and the player's controls on the first screen.
        let below = eval(
            &player,
            "const h = window.innerHeight; return ['board', 'turn', 'controls']\
               .filter((id) => document.getElementById(id).getBoundingClientRect().bottom > h);",
        )
        .await;
        if below != Value::Array(Vec::new()) {
            problems.push(format!("{lang}: below the first screen: {below}"));
        }
        // The chat is a drawer that opens over the board's lower part.
        click(&player, "#chat-toggle").await;
        until(
            &player,
            "the chat",
            "getComputedStyle(document.getElementById('side')).visibility === 'visible'",
        )
        .await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let png = player.screenshot().await.expect("screenshot");
        std::fs::write(dir.join(format!("web-phone-chat-{lang}.png")), &png).expect("screenshot");
        for found in layout_problems(&player).await {
            problems.push(format!("{lang} chat drawer: {found}"));
        }
        // Every other page, on a phone and checked by axe.
        let t = player.clone();
        t.goto(&format!("{base}/t/new")).await.expect("the form");
        click(&t, "form.tournament button").await;
        until(
            &t,
            "the tournament",
            "location.pathname.startsWith('/t/') && location.pathname !== '/t/new'",
        )
        .await;
        let tournament = t.current_url().await.expect("url").path().to_string();
        for path in [
            "/",
            "/ranking",
            "/u/web-ana",
            "/t/new",
            tournament.as_str(),
            "/me",
            "/rules",
            "/rules/futbol",
            "/rules/boyer",
            "/g/1",
        ] {
            player.goto(&format!("{base}{path}")).await.expect("a page");
            until(
                &player,
                "its language",
                &format!("document.documentElement.lang === '{lang}'"),
            )
            .await;
            if path == "/u/web-ana" {
                until(
                    &player,
                    "the chart",
                    "document.querySelector('img.chart').naturalWidth > 0",
                )
                .await;
            }
            for found in axe(&player).await {
                problems.push(format!("{lang} {path}: {found}"));
            }
            for found in layout_problems(&player).await {
                problems.push(format!("{lang} {path} on a phone: {found}"));
            }
        }
        for page in [player, opponent, spectator] {
            page.close().await.expect("close");
        }
    }
    // The pages issue 78 added or changed, on a desktop too.
    for lang in ["es", "ar"] {
        let desk = browser(&driver, 1280, 900, lang).await;
        // A room of this language with its legend, and the puzzles' page.
        let code = create_room(&desk, &base, "Ana").await;
        let room = format!("/r/{code}");
        for path in [
            &room,
            "/rules",
            "/rules/chessfootball",
            "/me",
            "/g/2",
            "/puzzle",
        ] {
            desk.goto(&format!("{base}{path}")).await.expect("a page");
            let pictures = "[...document.images].every(i => i.complete && i.naturalWidth > 0)";
            until(&desk, "its pictures", pictures).await;
            for found in axe(&desk).await {
                problems.push(format!("{lang} desktop {path}: {found}"));
            }
        }
        desk.close().await.expect("close");
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
