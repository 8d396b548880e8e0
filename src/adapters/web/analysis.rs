//! An archived web game's page, `/g/ID`: who played, the result, its
//! record, and its analysis: the advantage chart (`/g/ID/analysis.png`)
//! and a stepper, the board of the chosen move (`/g/ID/K.png`: the
//! position before action K with it and the engine's better one) beside
//! the list of moves. The list is links (`?n=K`), so the page works
//! without its script; the script steps without reloads, by keyboard
//! too. A game not analysed yet has a button that asks for it as the
//! session's user (the host's limits apply), and the page then follows
//! until the analysis is there.

use super::guard::Client;
use super::http::{form_user, missing, no_file, no_session, page_lang};
use super::socket::request;
use super::standings::{line_html, page_refreshed};
use super::state::Web;
use super::texts::{escape, word};
use crate::engine::search::analysis::{Analysis, Grade};
use crate::host::Analyse;
use crate::host::Input;
use crate::host::analysis_pictures::{Heading, caption};
use crate::host::command::Command;
use crate::i18n::{Lang, Say};
use crate::store::ArchivedGame;
use axum::extract::{Extension, Path, Query, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

/// Seconds between a waiting page's looks at whether its analysis came.
const WAIT_REFRESH: u32 = 3;

/// `/g/ID`'s query: the stepper's move, and whether an analysis is
/// awaited.
#[derive(Deserialize, Default)]
pub(super) struct GameQuery {
    #[serde(default)]
    n: Option<usize>,
    #[serde(default)]
    wait: Option<String>,
}

/// The game `id` and its analysis, read on the blocking pool (`None`:
/// no such web game).
async fn read(web: &Web, id: u64) -> Option<(ArchivedGame, Option<Analysis>)> {
    web.host.analysis(id).await
}

/// `/g/ID`: the game's page (`/g/ID.txt`: its record).
pub(super) async fn show(
    State(web): State<Web>,
    headers: HeaderMap,
    Path(file): Path<String>,
    Query(query): Query<GameQuery>,
) -> Response {
    if file.ends_with(".txt") {
        return super::http::game_record(State(web), headers, Path(file)).await;
    }
    let Ok(id) = file.parse::<u64>() else {
        return missing(&headers);
    };
    let Some((game, analysis)) = read(&web, id).await else {
        return missing(&headers);
    };
    let waiting = query.wait.is_some() && analysis.is_none();
    let last = match analysis {
        Some(_) => String::new(),
        None => last_board(&web, &game, page_lang(&headers)).await,
    };
    game_page(&headers, &game, analysis.as_ref(), query.n, waiting, &last)
}

/// A game not analysed yet: its last board and its moves, so the page
/// shows the game before anyone asks for an analysis.
async fn last_board(web: &Web, game: &ArchivedGame, lang: Lang) -> String {
    let id = game.id;
    let alt = web
        .host
        .final_description(id, lang)
        .await
        .unwrap_or_default();
    let geometry = crate::render::geometry(game.variant.size());
    let moves: String = (game.actions.chunks(2).enumerate())
        .map(|(pair, actions)| {
            let each: String = (actions.iter())
                .map(|a| format!(" <bdi class=\"move\">{}</bdi>", escape(a)))
                .collect();
            format!("<li><span class=\"no\">{}.</span>{each}</li>", pair + 1)
        })
        .collect();
    format!(
        "<section class=\"stepper\" aria-label=\"{moves_word}\">\n\
         <figure class=\"step-board\"><img id=\"final-board\" src=\"/g/{id}/final.png\" width=\"{w}\" height=\"{h}\" alt=\"{alt}\"></figure>\n\
         <div class=\"step-list\"><h2>{moves_word}</h2><ol class=\"moves game-moves\">{moves}</ol>\n\
         <p><a class=\"button\" href=\"/g/{id}/replay.gif\">{replay}</a></p></div>\n</section>\n",
        moves_word = escape(word(lang, "gameMoves")),
        w = geometry.width,
        h = geometry.height,
        alt = escape(&alt),
        replay = escape(word(lang, "gameReplay")),
    )
}

/// `POST /g/ID/analyse`: asks for the analysis as the session's user,
/// then the page with the host's answer, following until it is there.
pub(super) async fn analyse(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    Path(id): Path<u64>,
) -> Response {
    let Some(user) = form_user(&client, &headers) else {
        return no_session();
    };
    let Some((game, _)) = read(&web, id).await else {
        return missing(&headers);
    };
    // Asked from the game's own channel: the host posts the result there
    // too, and sees the game as that channel's.
    let channel = game.channel.strip_prefix("web:").unwrap_or(&game.channel);
    let input = Input::Chosen(Command::of(Analyse { id: Some(id) }));
    let asked = request(channel, &user, Some(client.address), input);
    let replies = web.host.answer(asked).await;
    let said: Vec<String> = (replies.iter())
        .filter(|reply| reply.image.is_none())
        .flat_map(|reply| {
            reply
                .plain_text()
                .lines()
                .map(line_html)
                .collect::<Vec<_>>()
        })
        .collect();
    let Some((game, analysis)) = read(&web, id).await else {
        return missing(&headers);
    };
    let waiting = analysis.is_none();
    let notice = said.join("<br>");
    let notice = format!("<p class=\"notice\" role=\"status\">{notice}</p>\n");
    game_page(&headers, &game, analysis.as_ref(), None, waiting, &notice)
}

/// `/g/ID/analysis.png` and `/g/ID/K.png`, in the visitor's language.
pub(super) async fn picture(
    State(web): State<Web>,
    headers: HeaderMap,
    Path((id, file)): Path<(u64, String)>,
) -> Response {
    let lang = page_lang(&headers);
    if file == "replay.gif" {
        // Drawn once a language, then kept with the files replies carry
        // (a picture per action is slow: asking again costs nothing).
        let name = format!("replay-{id}.{}.gif", lang.code());
        if let Some(kept) = web.files.get(&name) {
            return ([(header::CONTENT_TYPE, "image/gif")], kept.bytes.to_vec()).into_response();
        }
        return match web.host.replay_gif(id, lang).await {
            Some(gif) => {
                web.files.put(
                    name.clone(),
                    crate::host::Attachment {
                        name,
                        mime: "image/gif",
                        size: None,
                        bytes: gif.clone().into(),
                    },
                );
                ([(header::CONTENT_TYPE, "image/gif")], gif).into_response()
            }
            None => no_file(),
        };
    }
    if file == "final.png" {
        return match web.host.final_png(id, lang).await {
            Some(png) => ([(header::CONTENT_TYPE, "image/png")], png).into_response(),
            None => no_file(),
        };
    }
    let step = match file.strip_suffix(".png") {
        Some("analysis") => None,
        Some(step) => match step.parse::<usize>() {
            Ok(step) => Some(step),
            Err(_) => return no_file(),
        },
        None => return no_file(),
    };
    match web.host.analysis_png(id, lang, step).await {
        Some(png) => ([(header::CONTENT_TYPE, "image/png")], png).into_response(),
        None => no_file(),
    }
}

/// The page of `game`, its stepper at `step`, `shown` (the host's
/// answer to a request, or the game's last board) first; `waiting`
/// follows until the analysis is there.
fn game_page(
    headers: &HeaderMap,
    game: &ArchivedGame,
    analysis: Option<&Analysis>,
    step: Option<usize>,
    waiting: bool,
    shown: &str,
) -> Response {
    let lang = page_lang(headers);
    let title = Heading::of(game).title(lang);
    let mut body = String::new();
    body.push_str(shown);
    body.push_str(&format!(
        "<p>{} · {} · <a href=\"/g/{id}.txt\" download>{}</a></p>\n",
        game.variant.name(),
        game.result.as_str(),
        escape(word(lang, "gameRecord")),
        id = game.id,
    ));
    match analysis {
        Some(analysis) => body.push_str(&analysed(lang, game, analysis, step)),
        None if waiting => body.push_str(&format!(
            "<p role=\"status\">{}</p>\n",
            escape(word(lang, "gameAnalysing"))
        )),
        None => body.push_str(&format!(
            "<form method=\"post\" action=\"/g/{}/analyse\"><button class=\"primary\">{}</button></form>\n",
            game.id,
            escape(word(lang, "gameAnalyse"))
        )),
    }
    let path = format!("/g/{}?wait=1", game.id);
    let refresh = waiting.then_some((WAIT_REFRESH, path.as_str()));
    page_refreshed(lang, &title, refresh, &body)
}

/// The summary, the chart and the stepper of an analysed game.
fn analysed(lang: Lang, game: &ArchivedGame, analysis: &Analysis, step: Option<usize>) -> String {
    let id = game.id;
    let count = game.actions.len();
    let at = step.unwrap_or(0).min(count);
    let summary = Say(lang).analysis(game, analysis);
    let items: String = (summary.lines().skip(1))
        .filter(|line| !line.trim().is_empty())
        .map(|line| format!("<li>{}</li>", line_html(line)))
        .collect();
    let chart_alt = escape(&format!(
        "{}. {}",
        futbol_texts::t!(lang, analysis_chart_subtitle),
        summary.lines().skip(1).collect::<Vec<_>>().join(" ")
    ));
    let captions = captions(lang, game, analysis);
    let moves: String = (captions.iter().enumerate())
        .map(|(k, caption)| {
            let current = if k == at {
                " aria-current=\"step\""
            } else {
                ""
            };
            let class = match analysis.mark(k) {
                Some(mark) => format!(" class=\"mark-{}\"", mark_class(mark.grade)),
                None => String::new(),
            };
            format!(
                "<li><a href=\"?n={k}\" data-step=\"{k}\"{current}{class}>{}</a></li>",
                escape(caption)
            )
        })
        .collect();
    let geometry = crate::render::geometry(game.variant.size());
    let caption = escape(captions.get(at).map_or("", String::as_str));
    format!(
        "<ul class=\"profile\">{items}</ul>\n\
         <p><img class=\"chart\" src=\"/g/{id}/analysis.png\" width=\"640\" height=\"360\" alt=\"{chart_alt}\"></p>\n\
         <section class=\"stepper\" id=\"stepper\" data-game=\"{id}\" data-at=\"{at}\" aria-label=\"{moves_word}\">\n\
         <figure class=\"step-board\"><img id=\"step-board\" src=\"/g/{id}/{at}.png\" width=\"{w}\" height=\"{h}\" alt=\"{caption}\">\
         <figcaption id=\"step-caption\" aria-live=\"polite\">{caption}</figcaption></figure>\n\
         <div class=\"step-list\"><p class=\"muted\">{keys}</p>\n\
         <nav class=\"step-nav\"><a class=\"button\" id=\"step-prev\" href=\"?n={prev}\">{prev_word}</a> \
         <a class=\"button\" id=\"step-next\" href=\"?n={next}\">{next_word}</a></nav>\n\
         <ol class=\"step-moves\">{moves}</ol></div>\n</section>\n",
        moves_word = escape(word(lang, "gameMoves")),
        w = geometry.width,
        h = geometry.height,
        keys = escape(word(lang, "gameKeys")),
        prev = at.saturating_sub(1),
        next = (at + 1).min(count),
        prev_word = escape(word(lang, "gamePrevious")),
        next_word = escape(word(lang, "gameNext")),
    )
}

/// Each stepper entry's words ([`caption`]), then the end of the game.
fn captions(lang: Lang, game: &ArchivedGame, analysis: &Analysis) -> Vec<String> {
    let mut captions: Vec<String> = (game.actions.iter().enumerate())
        .map(|(index, action)| caption(lang, index, action, analysis))
        .collect();
    captions.push(word(lang, "gameEnd").to_string());
    captions
}

/// A mark's class name on the page.
fn mark_class(grade: Grade) -> &'static str {
    match grade {
        Grade::Inaccuracy => "inaccuracy",
        Grade::Mistake => "mistake",
        Grade::Blunder => "blunder",
    }
}
