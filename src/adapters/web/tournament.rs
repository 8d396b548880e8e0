//! The page's tournaments: `/t/new` (a form that creates one), `/t/ID`
//! (who is in, the buttons to join, start or withdraw, the boards of the
//! round with links to their rooms, the visitor's own board first, and the
//! standings picture `/t/ID/standings.png`), refreshed every few seconds.
//! A button is a form posted to `/t/ID/STEP`, answered with the page and
//! the host's word. Who acts is the session's user, never a name sent;
//! the pages name players, never their ids.

use super::guard::Client;
use super::http::{choose_language, form_user, missing, no_file, no_session, page_lang};
use super::socket::request;
use super::standings::{line_html, page, page_refreshed};
use super::state::Web;
use super::texts::escape;
use crate::engine::Variant;
use crate::host::TournamentStep;
use crate::host::command::{Command, TournamentCommand};
use crate::host::tournament::{Format, Stage, Tournament};
use crate::host::{Input, Platform, Reply};
use crate::i18n::{Label, Say};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::{Extension, Form};
use serde::Deserialize;

/// Seconds between a tournament page's refreshes.
const REFRESH: u32 = 5;

/// `/t/new`'s form.
#[derive(Deserialize)]
pub(super) struct NewForm {
    variant: String,
    #[serde(default)]
    rounds: String,
    #[serde(default)]
    minutes: String,
    #[serde(default)]
    time: String,
}

/// `/t/new`: the form.
pub(super) async fn new_page(headers: HeaderMap) -> Response {
    let lang = page_lang(&headers);
    let words = Say(lang).tournament_page();
    let games: String = Variant::ALL
        .iter()
        .map(|v| format!("<option>{}</option>", v.name()))
        .collect();
    let [game, rounds, minutes, time] = words.fields;
    let body = format!(
        "<form method=\"post\" action=\"/t/new\" class=\"tournament\">\n\
         <label>{game} <select name=\"variant\">{games}</select></label>\n\
         <label>{rounds} <input name=\"rounds\" value=\"5\" inputmode=\"numeric\" size=\"3\"></label>\n\
         <label>{minutes} <input name=\"minutes\" inputmode=\"numeric\" size=\"4\"></label>\n\
         <label>{time} <input name=\"time\" value=\"1d\" size=\"4\"></label>\n\
         <button type=\"submit\">{}</button>\n</form>",
        escape(&words.create),
    );
    page(lang, &words.create_title, &body)
}

/// `POST /t/new`: `torneo crear` in a channel of its own, then its page.
pub(super) async fn create(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    Form(form): Form<NewForm>,
) -> Response {
    let Some(user) = form_user(&client, &headers) else {
        return no_session();
    };
    let lang = page_lang(&headers);
    let channel = format!("w{:016x}", fastrand::u64(..));
    let mut words = vec!["torneo".to_string(), "crear".into(), form.variant.clone()];
    match form.minutes.trim() {
        "" => words.extend(["rondas".into(), form.rounds.trim().to_string()]),
        minutes => words.extend(["arena".into(), minutes.to_string()]),
    }
    if !form.time.trim().is_empty() {
        words.push(form.time.trim().to_string());
    }
    let address = Some(client.address);
    choose_language(&web, &channel, &user, address, lang).await;
    let create = request(&channel, &user, address, Input::Command(words.join(" ")));
    let replies = web.host.answer(create).await;
    let created = replies
        .iter()
        .find_map(|r| r.registration().map(|(id, _)| id));
    match created {
        Some(id) => Redirect::to(&format!("/t/{id}")).into_response(),
        None => {
            let said = said(&replies);
            let words = Say(lang).tournament_page();
            page(
                lang,
                &words.create_title,
                &format!("<p class=\"notice\">{said}</p>"),
            )
        }
    }
}

/// The tournament of a path segment, if it is the page's.
async fn web_tournament(web: &Web, id: &str) -> Option<Tournament> {
    let id: u64 = id.parse().ok()?;
    (web.host.tournament(id).await).filter(|t| t.platform == Platform::Web)
}

/// `/t/ID`.
pub(super) async fn show(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    match web_tournament(&web, &id).await {
        Some(t) => tournament_page(&web, &client, &headers, &t, ""),
        None => missing(&headers),
    }
}

/// `POST /t/ID/STEP` (`join`, `start`, `withdraw`): the step as the
/// session's user, then the page with what the host said.
pub(super) async fn step(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    Path((id, step)): Path<(String, String)>,
) -> Response {
    let Some(t) = web_tournament(&web, &id).await else {
        return missing(&headers);
    };
    let Some(user) = form_user(&client, &headers) else {
        return no_session();
    };
    let command = match step.as_str() {
        "join" => TournamentCommand::Join(Some(t.id)),
        "start" => TournamentCommand::Start(Some(t.id)),
        "withdraw" => TournamentCommand::Withdraw(Some(t.id)),
        _ => return missing(&headers),
    };
    let input = Input::Chosen(Command::of(TournamentStep(command)));
    let asked = request(&t.channel, &user, Some(client.address), input);
    let replies = web.host.answer(asked).await;
    let said = said(&replies);
    match web_tournament(&web, &id).await {
        Some(t) => tournament_page(&web, &client, &headers, &t, &said),
        None => missing(&headers),
    }
}

/// `/t/ID/standings.png`, in the visitor's language.
pub(super) async fn standings(
    State(web): State<Web>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let Some(t) = web_tournament(&web, &id).await else {
        return no_file();
    };
    match web.host.standings_png(t, Say(page_lang(&headers))).await {
        Some(png) => ([(header::CONTENT_TYPE, "image/png")], png).into_response(),
        None => no_file(),
    }
}

/// What the host answered, as HTML lines (mentions as plain names).
fn said(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.plain_text())
        .filter(|t| !t.is_empty())
        .flat_map(|t| t.lines().map(line_html).collect::<Vec<_>>())
        .collect::<Vec<_>>()
        .join("<br>")
}

/// The page of `t` for this visitor, with `notice` (the host's answer to
/// their step) on top.
fn tournament_page(
    web: &Web,
    client: &Client,
    headers: &HeaderMap,
    t: &Tournament,
    notice: &str,
) -> Response {
    let lang = page_lang(headers);
    let say = Say(lang);
    let words = say.tournament_page();
    let me = client.user.as_ref().and_then(|user| t.entrant_of(user));
    let name =
        |e: futbol_tournament::Entrant| escape(t.entry(e).map_or("?", |entry| entry.name.as_str()));
    let mut body = String::new();
    if !notice.is_empty() {
        body.push_str(&format!("<p class=\"notice\">{notice}</p>\n"));
    }
    body.push_str(&format!(
        "<p>{} · {}</p>\n",
        t.variant.name(),
        escape(&say.format_words(t.format))
    ));
    // The visitor's own board, first: the page's ping.
    if let Some(board) = me.and_then(|e| t.board_of(e)) {
        body.push_str(&format!(
            "<p class=\"your-game\">{} <a href=\"/r/{code}\">{} – {} · {code}</a></p>\n",
            escape(&words.your_game),
            name(board.white),
            name(board.black),
            code = board.code,
        ));
    }
    // A player without a board in a Swiss round that is being played
    // has the bye: told so, with its point.
    let round = t.boards_in_play().map(|(_, b)| b.round).next();
    if let (Some(me), Some(round), Format::Swiss { .. }) = (me, round, t.format) {
        let paired =
            (t.boards.iter()).any(|b| b.round == round && (b.white == me || b.black == me));
        if !paired && t.is_in(me) {
            let line = say.bye_line(t.entry(me).map_or("?", |e| e.name.as_str()));
            body.push_str(&format!("<p class=\"your-game\">{}</p>\n", escape(&line)));
        }
    }
    let mut buttons = String::new();
    let button = |step: &str, label: &str| {
        format!(
            "<form method=\"post\" action=\"/t/{}/{step}\"><button type=\"submit\" id=\"t-{step}\">{}</button></form>",
            t.id,
            escape(label)
        )
    };
    let open = match t.format {
        Format::Swiss { .. } => t.stage == Stage::Registration,
        Format::Arena { .. } => t.stage != Stage::Over,
    };
    if open && me.is_none() {
        buttons.push_str(&button("join", &say.label(Label::Join)));
    }
    if t.stage == Stage::Registration && client.user.as_ref() == Some(&t.organiser) {
        buttons.push_str(&button("start", &words.start));
    }
    if t.stage != Stage::Over && me.is_some_and(|e| t.is_in(e)) {
        buttons.push_str(&button("withdraw", &words.withdraw));
    }
    body.push_str(&format!("<div class=\"buttons\">{buttons}</div>\n"));
    let players: String = t
        .entrants
        .iter()
        .map(|e| format!("<li>{} ({})</li>", escape(&e.name), e.rating))
        .collect();
    body.push_str(&format!(
        "<h2>{}</h2>\n<ol class=\"entrants\">{players}</ol>\n",
        escape(&words.players)
    ));
    let playing: String = t
        .boards_in_play()
        .map(|(_, b)| {
            format!(
                "<li><a href=\"/r/{code}\">{} – {} · {code}</a></li>",
                name(b.white),
                name(b.black),
                code = b.code
            )
        })
        .collect();
    if let Some(board) = t.boards_in_play().map(|(_, b)| b).next() {
        let heading = match t.format {
            Format::Swiss { rounds } => say.round_paired(t.id, board.round + 1, rounds),
            Format::Arena { .. } => say.arena_paired(t.id),
        };
        let heading = escape(heading.trim_end_matches(':'));
        body.push_str(&format!(
            "<h2>{heading}</h2>\n<ol class=\"boards\">{playing}</ol>\n"
        ));
    }
    let ended = t.boards.iter().any(|b| b.outcome.is_some());
    if ended && web.host.draws_pictures() {
        // The picture's alternative: the same standings in words.
        let words = web.host.standings_text(t, say).unwrap_or_default();
        body.push_str(&format!(
            "<p><img id=\"standings\" src=\"/t/{}/standings.png\" alt=\"{}\"></p>\n",
            t.id,
            escape(&words.replace("**", "").replace('\n', " "))
        ));
    }
    // Every game's record, as the archive keeps it.
    let games: String = t
        .boards
        .iter()
        .filter_map(|b| b.game)
        .map(|id| format!("<a href=\"/g/{id}.txt\">#{id}</a> "))
        .collect();
    if !games.is_empty() {
        let heading = escape(&say.games_head());
        body.push_str(&format!("<p class=\"games\">{heading}: {games}</p>\n"));
    }
    let title = match t.format {
        Format::Swiss { .. } => say.tournament_title(t.id, t.variant.name()),
        Format::Arena { .. } => say.arena_title(t.id, t.variant.name()),
    };
    // Refreshed while it runs: pairings and results come by themselves.
    let path = format!("/t/{}", t.id);
    let refresh = (t.stage != Stage::Over).then_some((REFRESH, path.as_str()));
    page_refreshed(lang, &title, refresh, &body)
}
