//! How to play, one click away from every page (the header links it):
//! `/rules` lists the three games, `/rules/GAME` shows one in short, its
//! starting board (`/rules/GAME/start.png`, with the board in words as its
//! `alt`) and what every mark on a game's board means (the same legend the
//! room page shows under its board). Made on the server, so it reads the
//! same without a script and with a screen reader.

use super::http::{missing, no_file, page_lang};
use super::standings::page;
use super::state::Web;
use super::texts::{MARKS, escape, fill, word};
use crate::engine::Variant;
use crate::i18n::{Lang, Say};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};

/// The page's word for a game's long name.
fn long_name(lang: Lang, variant: Variant) -> &'static str {
    word(
        lang,
        match variant {
            Variant::Futbol => "variantFutbol",
            Variant::Boyer => "variantBoyer",
            Variant::ChessFootball => "variantChess",
        },
    )
}

/// Links to `games`, each by its long name.
fn game_links(lang: Lang, games: impl Iterator<Item = Variant>) -> String {
    let items: String = games
        .map(|v| {
            format!(
                "<li><a href=\"/rules/{}\">{}</a></li>",
                v.name(),
                escape(long_name(lang, v))
            )
        })
        .collect();
    format!("<ul class=\"games\">{items}</ul>")
}

/// `/rules`: the three games.
pub(super) async fn index(headers: HeaderMap) -> Response {
    let lang = page_lang(&headers);
    let body = format!(
        "<p class=\"lead\">{}</p>{}{}",
        escape(word(lang, "howtoIntro")),
        game_links(lang, Variant::ALL.into_iter()),
        fill(MARKS, lang, &[("open", " open")]),
    );
    page(lang, word(lang, "howto"), &body)
}

/// `/rules/GAME`: one game in short, its starting board, the marks.
pub(super) async fn show(
    State(web): State<Web>,
    headers: HeaderMap,
    Path(game): Path<String>,
) -> Response {
    let Ok(variant) = game.parse::<Variant>() else {
        return missing(&headers);
    };
    let lang = page_lang(&headers);
    let say = Say(lang);
    let alt = web
        .host
        .start_description(variant, lang)
        .await
        .unwrap_or_default();
    let name = variant.name();
    let rules: String = say
        .rules_short(variant)
        .split(". ")
        .map(|sentence| format!("<li>{}</li>", escape(sentence.trim_end_matches('.'))))
        .collect();
    let body = format!(
        "<p class=\"lead\">{long}</p>\
         <ul class=\"rules\">{rules}</ul>\
         <figure class=\"start\"><img src=\"/rules/{name}/start.png?lang={code}\" alt=\"{alt}\" width=\"480\">\
         <figcaption>{start}</figcaption></figure>\
         {marks}\
         <p class=\"row\"><a class=\"button primary\" href=\"/?game={name}&amp;mode=computer\">{computer}</a></p>\
         <h2>{others}</h2>{links}",
        long = escape(long_name(lang, variant)),
        code = lang.code(),
        alt = escape(&alt),
        start = escape(word(lang, "howtoStart")),
        marks = fill(MARKS, lang, &[("open", " open")]),
        computer = escape(word(lang, "playComputer")),
        others = escape(word(lang, "howtoOthers")),
        links = game_links(lang, Variant::ALL.into_iter().filter(|v| *v != variant)),
    );
    let title = word(lang, "howtoTitle").replace("{game}", name);
    page(lang, &title, &body)
}

/// `/rules/GAME/start.png?lang=…`: the game's starting board, its header
/// in the page's language.
pub(super) async fn start_picture(
    State(web): State<Web>,
    headers: HeaderMap,
    Path(game): Path<String>,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
) -> Response {
    let Ok(variant) = game.parse::<Variant>() else {
        return no_file();
    };
    let lang = (query.lang.as_deref())
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| page_lang(&headers));
    match web.host.start_png(variant, lang).await {
        Some(png) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "public, max-age=86400"),
            ],
            png.to_vec(),
        )
            .into_response(),
        None => no_file(),
    }
}

/// A picture's language, as its page asked for it.
#[derive(serde::Deserialize)]
pub(super) struct LangQuery {
    #[serde(default)]
    lang: Option<String>,
}
