//! The page's ratings: `/u/ID` (a web player's profile and its chart,
//! `/u/ID/chart.png`) and `/ranking` (the site's leaderboard, or the
//! platform's with `?global=1`, with the visitor's own place when their
//! session has one). Pages are made on the server from what the host
//! keeps; every name in them is escaped.

use super::Web;
use super::guard::{Client, cookie};
use super::http::not_found;
use crate::engine::Variant;
use crate::host::{Host, Platform, PlayerProfile, player_id};
use crate::i18n::{Lang, Say};
use crate::ids::{Community, platform_scope};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, header};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;

/// `/ranking`'s query.
#[derive(Deserialize)]
pub(super) struct BoardQuery {
    #[serde(default)]
    game: Option<String>,
    #[serde(default)]
    global: Option<String>,
}

/// Text for HTML: `<`, `>`, `&` and quotes escaped.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The visitor's language: the page's own cookie, else Spanish.
pub(super) fn lang_of(headers: &HeaderMap) -> Lang {
    cookie(headers, "fb_lang")
        .and_then(|code| code.parse().ok())
        .unwrap_or_default()
}

/// A page around `body`, in `lang`.
pub(super) fn page(lang: Lang, title: &str, body: &str) -> Response {
    let (code, dir) = match lang {
        Lang::Es => ("es", "ltr"),
        Lang::En => ("en", "ltr"),
        Lang::Ar => ("ar", "rtl"),
        Lang::Ru => ("ru", "ltr"),
    };
    let title = escape(title);
    Html(format!(
        "<!doctype html>\n<html lang=\"{code}\" dir=\"{dir}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title} — futbol-bot</title>\n<link rel=\"stylesheet\" href=\"/style.css\">\n\
         </head>\n<body class=\"home\">\n<main>\n<h1>{title}</h1>\n{body}\n\
         <p><a href=\"/\">← futbol-bot</a> · <a href=\"/ranking\">ranking</a></p>\n</main>\n</body>\n</html>\n"
    ))
    .into_response()
}

/// A line of the host's text as HTML: escaped, `**bold**` kept.
pub(super) fn line_html(line: &str) -> String {
    let mut out = String::new();
    for (i, part) in line.split("**").enumerate() {
        match i % 2 {
            1 => out.push_str(&format!("<strong>{}</strong>", escape(part))),
            _ => out.push_str(&escape(part)),
        }
    }
    out
}

/// What `make` draws from a web player's profile and name, off the
/// request path (`None`: never rated).
async fn made<T: Send + 'static>(
    web: &Web,
    id: &str,
    make: impl FnOnce(&Host, &PlayerProfile, &str) -> T + Send + 'static,
) -> Option<T> {
    let (host, id) = (web.host.clone(), id.to_string());
    let made = tokio::task::spawn_blocking(move || {
        let profile = host.profile_of(Platform::Web, &id).ok()?;
        let name = profile.name()?.to_string();
        Some(make(&host, &profile, &name))
    });
    made.await.ok().flatten()
}

/// `/u/ID`: a web player's profile.
pub(super) async fn profile(
    State(web): State<Web>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let Some(id) = player_id(Platform::Web, &id) else {
        return not_found().await;
    };
    let lang = lang_of(&headers);
    let made = made(&web, &id, move |host, profile, name| {
        (
            name.to_string(),
            host.profile_text(Say(lang), profile, name),
        )
    });
    let Some((name, text)) = made.await else {
        return not_found().await;
    };
    let items: String = (text.lines().skip(1))
        .map(|l| format!("<li>{}</li>", line_html(l)))
        .collect();
    let image = match web.host.draws_pictures() {
        true => format!(
            "<p><img src=\"/u/{id}/chart.png\" width=\"640\" height=\"360\" alt=\"{}\"></p>",
            escape(Say(lang).chart_subtitle())
        ),
        false => String::new(),
    };
    page(
        lang,
        &Say(lang).profile_title(&name),
        &format!("<ul class=\"profile\">{items}</ul>\n{image}"),
    )
}

/// `/u/ID/chart.png`: that profile's chart.
pub(super) async fn chart(
    State(web): State<Web>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let Some(id) = player_id(Platform::Web, &id) else {
        return not_found().await;
    };
    let lang = lang_of(&headers);
    let chart = made(&web, &id, move |host, profile, name| {
        host.profile_chart(Say(lang), profile, name)
    });
    match chart.await.flatten() {
        Some(png) => ([(header::CONTENT_TYPE, "image/png")], png.to_vec()).into_response(),
        None => not_found().await,
    }
}

/// `/ranking[?game=boyer][&global=1]`: the site's leaderboard.
pub(super) async fn ranking(
    State(web): State<Web>,
    axum::Extension(client): axum::Extension<Client>,
    headers: HeaderMap,
    Query(query): Query<BoardQuery>,
) -> Response {
    let lang = lang_of(&headers);
    let say = Say(lang);
    let variant = match query.game.as_deref().map(str::parse::<Variant>) {
        None => Variant::default(),
        Some(Ok(variant)) => variant,
        Some(Err(_)) => return not_found().await,
    };
    let global = query.global.is_some_and(|g| g == "1");
    let scope = match global {
        true => platform_scope(Platform::Web),
        false => Community::web().to_string(),
    };
    // The visitor's place: their session's user, never a name they chose.
    let asker = client.user.as_ref().map(|user| user.to_string());
    let host = web.host.clone();
    let board = tokio::task::spawn_blocking(move || {
        let now = host.now();
        let asker = asker.as_deref().map(|id| (Platform::Web, id));
        host.store()
            .leaderboard(variant, &scope, asker, now)
            .ok()
            .map(|b| (b, now))
    });
    let Some((board, now)) = board.await.ok().flatten() else {
        return not_found().await;
    };
    let row = |p: &crate::store::leaderboard::Placed| {
        let id = p.owner.strip_prefix("web:").unwrap_or(&p.owner);
        let shown = p.standing.rating.at_time(now).shown();
        format!(
            "<li value=\"{}\"><a href=\"/u/{}\">{}</a> {} ({})</li>",
            p.place,
            escape(id),
            escape(&p.standing.name),
            escape(&shown),
            p.standing.games()
        )
    };
    let mut body: String = board.top.iter().map(row).collect();
    if let Some(own) = &board.asker {
        body.push_str(&row(own));
    }
    let body = match board.top.is_empty() {
        true => format!("<p>{}</p>", escape(say.leaderboard_empty())),
        false => format!("<ol class=\"ranking\">{body}</ol>"),
    };
    let games: String = Variant::ALL
        .iter()
        .map(|v| format!("<a href=\"/ranking?game={0}\">{0}</a> ", v.name()))
        .collect();
    let body = format!(
        "<p>{games}· <a href=\"/ranking?game={}&amp;global=1\">global</a></p>\n{body}",
        variant.name()
    );
    page(lang, &say.leaderboard_title(variant.name(), global), &body)
}
