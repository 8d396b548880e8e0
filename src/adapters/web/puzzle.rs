//! `/puzzle`: the page's puzzles, as the session's user. `GET /puzzle`
//! shows the puzzle being solved (or a new one), `GET /puzzle/daily` the
//! site's puzzle of the day; `POST /puzzle` sends what the page's forms
//! chose (a menu's or a button's id, or a typed answer) and shows the
//! host's answer. The page is made on the server from the host's reply:
//! its words, its board (inline, with the board in words as its text)
//! and its controls as forms, so it works without a script, by keyboard
//! and with a screen reader; the picker's second step keeps the board.

use super::guard::Client;
use super::http::{form_user, no_session, page_lang, user_of};
use super::socket::request;
use super::standings::{line_html, page};
use super::state::{MAX_MESSAGE, Web};
use super::texts::{escape, word};
use crate::engine::Variant;
use crate::host::PuzzleCommand;
use crate::host::command::{Command, DailyPlan, PuzzleAsk};
use crate::host::{Control, Input, Reply, Request, User};
use crate::i18n::Lang;
use axum::Form;
use axum::extract::{Extension, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use base64::Engine as _;
use serde::Deserialize;

/// The channel the page's puzzles are asked from.
const CHANNEL: &str = "puzzle";

/// What the page's forms post: a control's id, a typed answer, or a
/// click on the board (where, in the picture's pixels, and the square
/// picked before, if any).
#[derive(Deserialize)]
pub(super) struct Posted {
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    answer: Option<String>,
    #[serde(default, rename = "at.x")]
    x: Option<u32>,
    #[serde(default, rename = "at.y")]
    y: Option<u32>,
    #[serde(default)]
    from: Option<String>,
}

/// `GET /puzzle?game=…`: which game's puzzles (unsaid or unknown: the
/// puzzle being solved, else the site's game).
#[derive(Deserialize)]
pub(super) struct Which {
    #[serde(default)]
    game: Option<String>,
}

/// `GET /puzzle`.
pub(super) async fn show(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    Query(which): Query<Which>,
) -> Response {
    let variant = (which.game.as_deref()).and_then(|name| name.parse::<Variant>().ok());
    let ask = Input::Chosen(Command::of(PuzzleCommand(PuzzleAsk::Show(variant))));
    asked(
        &web,
        &client,
        &headers,
        user_of(&client, &headers),
        Some(ask),
    )
    .await
}

/// `GET /puzzle/daily`.
pub(super) async fn daily(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
) -> Response {
    let ask = Input::Chosen(Command::of(PuzzleCommand(PuzzleAsk::Daily(
        DailyPlan::Start,
    ))));
    asked(
        &web,
        &client,
        &headers,
        user_of(&client, &headers),
        Some(ask),
    )
    .await
}

/// `POST /puzzle`: only a puzzle's own ids (`fb:p:…`) or an answer.
pub(super) async fn answer(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    Form(posted): Form<Posted>,
) -> Response {
    let user = form_user(&client, &headers);
    if user.is_none() {
        return no_session();
    }
    if let (Some(x), Some(y)) = (posted.x, posted.y) {
        return clicked(&web, &client, &headers, user, (x, y), posted.from).await;
    }
    let input = match (posted.id, posted.answer) {
        (Some(id), _) if id.starts_with("fb:p:") => Input::Button(id.chars().take(100).collect()),
        (_, Some(text)) if !text.trim().is_empty() => {
            let text: String = text.chars().take(MAX_MESSAGE).collect();
            Input::Chosen(Command::of(PuzzleCommand(PuzzleAsk::Answer(
                text.trim().to_string(),
            ))))
        }
        _ => show_current(),
    };
    asked(&web, &client, &headers, user, Some(input)).await
}

/// A click on the board: the square under it picks that piece (its
/// actions then come as a menu), or, with a piece picked, plays the one
/// action of it that ends there (several: their menu, each named).
async fn clicked(
    web: &Web,
    client: &Client,
    headers: &HeaderMap,
    user: Option<User>,
    at: (u32, u32),
    from: Option<String>,
) -> Response {
    let Some(user) = user else {
        return no_session();
    };
    let ask = |input| page_request(client, headers, &user, input);
    let shown = web.host.answer(ask(show_current())).await;
    // A click that means nothing: the puzzle as it stands.
    let square = shown.iter().find(|r| r.image.is_some());
    let Some((board, square)) = square.and_then(|b| Some((b, board_square(b, at)?))) else {
        return asked(web, client, headers, Some(user), None).await;
    };
    let option = |reply: &Reply, kind: &str, ends: &str| -> Vec<String> {
        (reply.controls.iter())
            .filter_map(|c| match c {
                Control::Menu { options, .. } => Some(options),
                Control::Button { .. } => None,
            })
            .flatten()
            .map(|(_, id)| id.clone())
            .filter(|id| id.contains(&format!(":{kind}:")) && id.ends_with(ends))
            .collect()
    };
    // A piece picked before: its action that ends on this square.
    if let Some(from) = from.filter(|f| *f != square)
        && let [pick] = &option(board, "pick", &format!(":{from}"))[..]
    {
        let actions = web.host.answer(ask(Input::Button(pick.clone()))).await;
        let ends: Vec<String> = (actions.iter())
            .flat_map(|reply| option(reply, "act", &square))
            .collect();
        if let [act] = &ends[..] {
            let act = Some(Input::Button(act.clone()));
            return asked(web, client, headers, Some(user), act).await;
        }
    }
    // Else this square's piece, if it may act.
    let pick = option(board, "pick", &format!(":{square}"))
        .into_iter()
        .next();
    asked(web, client, headers, Some(user), pick.map(Input::Button)).await
}

/// The host's question for a page's visitor, in the page's language, not
/// the channel's: each visitor reads their own.
fn page_request(client: &Client, headers: &HeaderMap, user: &User, input: Input) -> Request {
    let mut asked = request(CHANNEL, user, Some(client.address), input);
    asked.asker.lang = Some(page_lang(headers));
    asked
}

/// The puzzle being solved (or a new one).
fn show_current() -> Input {
    Input::Chosen(Command::of(PuzzleCommand(PuzzleAsk::Show(None))))
}

/// The square of a board reply's picture at `(x, y)` (the picture's
/// pixels, as a form's image button posts them), from the side it is
/// drawn from.
fn board_square(board: &Reply, (x, y): (u32, u32)) -> Option<String> {
    let frame = board.frame?;
    let (size, flipped) = (frame.size, frame.flipped);
    let geometry = crate::render::geometry(size);
    let col = (x.checked_sub(geometry.left)?) / geometry.square;
    let row = (y.checked_sub(geometry.top)?) / geometry.square;
    let size = u32::from(size);
    if col >= size || row >= size {
        return None;
    }
    let (file, rank) = match flipped {
        false => (col, size - 1 - row),
        true => (size - 1 - col, row),
    };
    let file = char::from(b'a' + u8::try_from(file).ok()?);
    Some(format!("{file}{}", rank + 1))
}

/// Asks the host as `user` (`None`: nothing, the puzzle as it stands)
/// and makes the page of its answer; a reply without a board (the
/// picker's second step) is shown under the board as it stands, and the
/// board's own buttons (the hint) stay.
async fn asked(
    web: &Web,
    client: &Client,
    headers: &HeaderMap,
    user: Option<User>,
    input: Option<Input>,
) -> Response {
    let lang = page_lang(headers);
    let Some(user) = user else {
        return no_session();
    };
    let ask = |input| page_request(client, headers, &user, input);
    // A piece picked (by its menu or on the board): a click on the board
    // next plays its action that ends there.
    let from = match &input {
        Some(Input::Button(id)) => id.split_once(":pick:").map(|(_, group)| group.to_string()),
        _ => None,
    };
    let replies = match input {
        Some(input) => web.host.answer(ask(input)).await,
        None => Vec::new(),
    };
    let mut board = replies.iter().find(|r| r.image.is_some()).cloned();
    if board.is_none() {
        let shown = web.host.answer(ask(show_current())).await;
        board = shown.into_iter().find(|r| r.image.is_some());
    }
    let mut body = String::new();
    for reply in replies.iter().filter(|r| r.image.is_none()) {
        body.push_str(&said(reply));
    }
    if let Some(board) = &board {
        body.push_str(&said(board));
    }
    // The board beside its controls where the screen is wide enough.
    body.push_str("<div class=\"puzzle-area\">\n");
    if let Some(board) = &board {
        body.push_str(&format!(
            "<div class=\"board-side\">{}</div>\n",
            picture(board, from.as_deref())
        ));
    }
    body.push_str("<div>\n");
    // The controls of the answer, else the board's; the board's buttons
    // (the hint) stay beside a picked piece's actions.
    let board_controls = board.as_ref().map_or(&[][..], |b| &b.controls[..]);
    let mut controls: Vec<Control> = match replies.iter().find(|r| !r.controls.is_empty()) {
        Some(reply) => reply.controls.clone(),
        None => board_controls.to_vec(),
    };
    for control in board_controls {
        if matches!(control, Control::Button { .. }) && !controls.contains(control) {
            controls.push(control.clone());
        }
    }
    let controls = &controls[..];
    body.push_str(&forms(lang, controls));
    if controls.iter().any(|c| matches!(c, Control::Menu { .. })) {
        body.push_str(&typed(lang));
    }
    body.push_str(&format!(
        "<p><a href=\"/puzzle/daily\">{}</a></p>\n{}</div>\n</div>\n",
        escape(word(lang, "puzzleDaily")),
        games(lang)
    ));
    page(lang, word(lang, "puzzles"), &body)
}

/// Links to each game's puzzles (the game's name is not translated).
fn games(lang: Lang) -> String {
    let links: Vec<String> = (Variant::ALL.iter())
        .map(|v| format!("<a href=\"/puzzle?game={0}\">{0}</a>", v.name()))
        .collect();
    format!(
        "<p>{}: {}</p>\n",
        escape(word(lang, "puzzleGames")),
        links.join(" · ")
    )
}

/// A reply's words, a paragraph a line, announced as they change.
fn said(reply: &Reply) -> String {
    let lines: Vec<String> = reply.plain_text().lines().map(line_html).collect();
    format!("<p role=\"status\">{}</p>\n", lines.join("<br>"))
}

/// The board, inline (the page's policy allows `data:` pictures), its
/// words as its text; while the puzzle goes on, a button of the form
/// that posts where it was clicked (and the piece picked before,
/// `from`), as in a game, without a script.
fn picture(reply: &Reply, from: Option<&str>) -> String {
    let Some(png) = &reply.image else {
        return String::new();
    };
    let data = base64::engine::general_purpose::STANDARD.encode(png);
    let alt = escape(reply.alt.as_deref().unwrap_or_default());
    let going = reply
        .controls
        .iter()
        .any(|c| matches!(c, Control::Menu { .. }));
    if !going {
        return format!(
            "<img class=\"board\" src=\"data:image/png;base64,{data}\" alt=\"{alt}\">\n"
        );
    }
    let from = from.map_or(String::new(), |square| {
        format!(
            "<input type=\"hidden\" name=\"from\" value=\"{}\">",
            escape(square)
        )
    });
    format!(
        "<form method=\"post\" action=\"/puzzle\" class=\"board-form\">{from}\
         <input type=\"image\" name=\"at\" class=\"board\" src=\"data:image/png;base64,{data}\" alt=\"{alt}\"></form>\n"
    )
}

/// Each control as a form posting its id: a menu as a labelled choice
/// and its button, a button as itself.
fn forms(lang: Lang, controls: &[Control]) -> String {
    let mut out = String::new();
    for (index, control) in controls.iter().enumerate() {
        match control {
            Control::Menu {
                placeholder,
                options,
            } => {
                let options: String = (options.iter())
                    .map(|(label, id)| {
                        format!(
                            "<option value=\"{}\">{}</option>",
                            escape(id),
                            escape(label)
                        )
                    })
                    .collect();
                out.push_str(&format!(
                    "<form method=\"post\" action=\"/puzzle\" class=\"pick\">\
                     <label for=\"menu-{index}\">{}</label> \
                     <select id=\"menu-{index}\" name=\"id\">{options}</select> \
                     <button class=\"primary\">{}</button></form>\n",
                    escape(placeholder),
                    escape(word(lang, "puzzleChoose"))
                ));
            }
            Control::Button { id, label, .. } => out.push_str(&format!(
                "<form method=\"post\" action=\"/puzzle\">\
                 <button name=\"id\" value=\"{}\">{}</button></form>\n",
                escape(id),
                escape(label)
            )),
        }
    }
    out
}

/// The form for a typed answer.
fn typed(lang: Lang) -> String {
    format!(
        "<form method=\"post\" action=\"/puzzle\" class=\"pick\">\
         <label for=\"answer\">{}</label> \
         <input id=\"answer\" name=\"answer\" maxlength=\"40\" autocomplete=\"off\" spellcheck=\"false\"> \
         <button>{}</button></form>\n",
        escape(word(lang, "puzzleAnswer")),
        escape(word(lang, "puzzleSend"))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::Platform;
    use crate::host::message::{BoardFrame, Target};

    fn board(size: u8, flipped: bool) -> Reply {
        let mut reply = Reply::new(Platform::Web, Target::Channel("p".into()), String::new());
        reply.frame = Some(BoardFrame { size, flipped });
        reply
    }

    #[test]
    fn a_click_on_the_board_is_the_square_under_it_from_either_side() {
        let g = crate::render::geometry(8);
        let centre = |col: u32, row: u32| {
            (
                g.left + col * g.square + g.square / 2,
                g.top + row * g.square + g.square / 2,
            )
        };
        assert_eq!(
            board_square(&board(8, false), centre(0, 7)).as_deref(),
            Some("a1")
        );
        assert_eq!(
            board_square(&board(8, false), centre(4, 4)).as_deref(),
            Some("e4")
        );
        assert_eq!(
            board_square(&board(8, true), centre(0, 7)).as_deref(),
            Some("h8")
        );
        // The frame around the board is no square.
        assert_eq!(board_square(&board(8, false), (1, 1)), None);
        assert_eq!(board_square(&board(8, false), centre(8, 0)), None);
        let g9 = crate::render::geometry(9);
        let corner = (g9.left + g9.square / 2, g9.top + g9.square / 2);
        assert_eq!(
            board_square(&board(9, false), corner).as_deref(),
            Some("a9")
        );
    }
}
