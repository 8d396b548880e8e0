//! The page's ratings: `/u/ID` (a web player's profile and its chart,
//! `/u/ID/chart.png`) and `/ranking` (the site's leaderboard, or the
//! platform's with `?global=1`, with the visitor's own place when their
//! session has one). Pages are made on the server from what the host
//! keeps; every name in them is escaped.

use super::guard::Client;
use super::http::{missing, no_file, page_lang, user_of};
use super::state::Web;
use super::texts::{escape, page_html, word};
use crate::engine::Variant;
use crate::host::{Platform, player_id};
use crate::i18n::{Lang, Say};
use crate::ids::{Community, platform_scope};
use crate::rating::{Rating, games_to_settle};
use crate::store::leaderboard::MIN_OPPONENTS;
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

const PAGE: &str = include_str!("../../../assets/web/page.html");

/// A page around `body`, in `lang`, titled `title`.
pub(super) fn page(lang: Lang, title: &str, body: &str) -> Response {
    page_refreshed(lang, title, None, body)
}

/// [`page`] whose content the page's script fetches again from `refresh`
/// (seconds, path), and replaces where it changed (no reload, which would
/// take a screen reader back to the top).
pub(super) fn page_refreshed(
    lang: Lang,
    title: &str,
    refresh: Option<(u32, &str)>,
    body: &str,
) -> Response {
    let title = escape(title);
    let refresh = refresh.map_or(String::new(), |(seconds, path)| {
        format!(" data-refresh=\"{seconds}\" data-path=\"{}\"", escape(path))
    });
    let vars = [
        ("title", title.as_str()),
        ("refresh", &refresh),
        ("body", body),
    ];
    Html(page_html(PAGE, lang, &vars)).into_response()
}

/// A line of the host's text as HTML: escaped, `` `code` `` as code and
/// `**bold**` as bold, never as raw Markdown.
pub(super) fn line_html(line: &str) -> String {
    let mut out = String::new();
    for (i, part) in line.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str(&format!("<code>{}</code>", escape(part)));
            continue;
        }
        for (j, part) in part.split("**").enumerate() {
            match j % 2 {
                1 => out.push_str(&format!("<strong>{}</strong>", escape(part))),
                _ => out.push_str(&escape(part)),
            }
        }
    }
    out
}

/// `/u/ID`: a web player's profile.
pub(super) async fn profile(
    State(web): State<Web>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let Some(id) = player_id(Platform::Web, &id) else {
        return missing(&headers);
    };
    let lang = page_lang(&headers);
    let Some((profile, name)) = web.host.profile(Platform::Web, &id).await else {
        return missing(&headers);
    };
    let Some(text) = web
        .host
        .profile_text(Say(lang), profile, name.clone())
        .await
    else {
        return missing(&headers);
    };
    let items: String = (text.lines().skip(1))
        .map(|l| format!("<li>{}</li>", line_html(l)))
        .collect();
    let image = match web.host.draws_pictures() {
        true => format!(
            "<p><img class=\"chart\" src=\"/u/{id}/chart.png\" width=\"640\" height=\"360\" alt=\"{}\"></p>",
            escape(&format!(
                "{} {}",
                Say(lang).chart_subtitle(),
                text.lines()
                    .skip(1)
                    .collect::<Vec<_>>()
                    .join(" ")
                    .replace("**", "")
            ))
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
        return no_file();
    };
    let lang = page_lang(&headers);
    let chart = match web.host.profile(Platform::Web, &id).await {
        Some((profile, name)) => web.host.profile_chart(Say(lang), profile, name).await,
        None => None,
    };
    match chart {
        Some(png) => ([(header::CONTENT_TYPE, "image/png")], png.to_vec()).into_response(),
        None => no_file(),
    }
}

/// `/ranking[?game=boyer][&global=1]`: the site's leaderboard.
pub(super) async fn ranking(
    State(web): State<Web>,
    axum::Extension(client): axum::Extension<Client>,
    headers: HeaderMap,
    Query(query): Query<BoardQuery>,
) -> Response {
    let lang = page_lang(&headers);
    let say = Say(lang);
    let variant = match query.game.as_deref().map(str::parse::<Variant>) {
        None => Variant::default(),
        Some(Ok(variant)) => variant,
        Some(Err(_)) => return missing(&headers),
    };
    let global = query.global.is_some_and(|g| g == "1");
    let scope = match global {
        true => platform_scope(Platform::Web),
        false => Community::web().to_string(),
    };
    // The visitor's place: their session's user, never a name they chose.
    let asker = client.user.as_ref().map(|user| user.to_string());
    let asker = asker.map(|id| (Platform::Web, id));
    let Some((board, far, now)) = web.host.ranking(variant, scope, asker).await else {
        return missing(&headers);
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
        true => format!("<p>{}</p>", escape(&say.leaderboard_empty())),
        false => format!("<ol class=\"ranking\">{body}</ol>"),
    };
    // How far the visitor is from being listed, and what it takes.
    // (An empty leaderboard says who it lists already.)
    let new_player = games_to_settle(&Rating::default());
    let mut about = match board.top.is_empty() {
        true => String::new(),
        false => format!(
            "<p class=\"muted\">{}</p>",
            escape(&say.listed_after(new_player, MIN_OPPONENTS))
        ),
    };
    if let Some(far) = far {
        about.push_str(&format!(
            "<p class=\"notice\">{}</p>",
            escape(&say.not_listed_yet(&far.shown.shown(), far.games, far.opponents))
        ));
    }
    let games: String = Variant::ALL
        .iter()
        .map(|v| format!("<li><a href=\"/ranking?game={0}\">{0}</a></li>", v.name()))
        .collect();
    let body = format!(
        "<ul class=\"links\">{games}<li><a href=\"/ranking?game={}&amp;global=1\">{}</a></li></ul>\n{body}\n{about}",
        variant.name(),
        escape(word(lang, "global"))
    );
    page(lang, &say.leaderboard_title(variant.name(), global), &body)
}

/// `/me`: the visitor's own page (their session's user): their ratings
/// (with a link to their full profile), their puzzles and their last
/// games, each linked to its own page.
pub(super) async fn me(
    State(web): State<Web>,
    axum::Extension(client): axum::Extension<Client>,
    headers: HeaderMap,
) -> Response {
    let lang = page_lang(&headers);
    let Some(user) = user_of(&client, &headers) else {
        return missing(&headers);
    };
    let (id, name) = (user.id.to_string(), user.name);
    let Some(me) = web.host.me(Platform::Web, id.clone()).await else {
        return missing(&headers);
    };
    let say = Say(lang);
    let heading = |key: &str| format!("<h2>{}</h2>", escape(word(lang, key)));
    let mut body = heading("meRatings");
    let rated = me.profile.name().is_some();
    let ratings = match rated {
        true => web.host.profile_text(say, me.profile, name.clone()).await,
        false => None,
    };
    match ratings {
        Some(text) => {
            let items: String = (text.lines().skip(1))
                .map(|l| format!("<li>{}</li>", line_html(l)))
                .collect();
            body.push_str(&format!(
                "<ul class=\"profile\">{items}</ul><p><a href=\"/u/{id}\">{}</a></p>",
                escape(word(lang, "meProfile"))
            ));
        }
        None => body.push_str(&format!("<p>{}</p>", escape(&say.no_rated_games(&name)))),
    }
    if let Some(solver) = &me.puzzles {
        let line = word(lang, "mePuzzleLine")
            .replace("{rating}", &solver.rating.shown())
            .replace("{streak}", &solver.streak.to_string())
            .replace("{best}", &solver.best_streak.to_string())
            .replace("{solved}", &solver.solved.to_string())
            .replace("{failed}", &solver.failed.to_string());
        body.push_str(&heading("mePuzzles"));
        body.push_str(&format!("<p><a href=\"/puzzle\">{}</a></p>", escape(&line)));
    }
    body.push_str(&heading("meGames"));
    match me.games.is_empty() {
        true => body.push_str(&format!("<p>{}</p>", escape(word(lang, "meNoGames")))),
        false => {
            let items: String = (me.games.iter())
                .map(|game| {
                    format!(
                        "<li><a href=\"/g/{id}\">#{id} · {variant} · <bdi>{white}</bdi> – <bdi>{black}</bdi> · {result}</a></li>",
                        id = game.id,
                        variant = game.variant.name(),
                        white = escape(&game.white.name),
                        black = escape(&game.black.name),
                        result = game.result.as_str(),
                    )
                })
                .collect();
            body.push_str(&format!("<ul class=\"games\">{items}</ul>"));
        }
    }
    page(lang, &say.profile_title(&name), &body)
}
