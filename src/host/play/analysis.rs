//! `analizar [ID]`: the engine's analysis of an archived game, made once
//! on the search threads behind live games' moves, kept with the archive,
//! and posted in the channel that asked, with a line for each side.

use super::archive::Viewer;
use crate::engine::search::analysis::{Analyser, Analysis, nodes};
use crate::engine::{Game, Outcome, Team};
use crate::host::analysis_pictures::{Heading, chart_png, draw, step_png};
use crate::host::computer::Analysed;
use crate::host::message::Replies;
use crate::host::message::{Picture, Reply, Request, Target, channel_key};
use crate::host::parts::Parts;
use crate::host::pool::AnalysisJob;
use crate::i18n::{Lang, Say};
use crate::ids::{ChannelKey, Platform};
use crate::render::{Last, Options};
use crate::store::ArchivedGame;
use futbol_pictures::Words as _;

/// `analizar [ID]`: game `id` (the channel's last by default), from
/// the store when it was analysed before, else queued.
pub(in crate::host) fn analyse(
    parts: &Parts,
    request: &Request,
    key: &ChannelKey,
    id: Option<u64>,
) -> Replies {
    let say = super::flow::asker_say(parts, request);
    let id = match id {
        Some(id) => Some(id),
        None => {
            let last = parts.store().channel_games(&key.to_string(), 1)?;
            last.first().map(|game| game.id)
        }
    };
    let Some(id) = id else {
        return Ok(vec![super::flow::private(request, say.no_game_yet())]);
    };
    let shown = (parts.store().archived(id)?).filter(|game| Viewer::of(request, key).sees(game));
    let Some(game) = shown else {
        return Ok(vec![super::flow::private(
            request,
            say.no_such_game(&id.to_string()),
        )]);
    };
    if let Some(analysis) = parts.store().analysis(id)? {
        return Ok(vec![analysis_reply(parts, request, &game, &analysis)]);
    }
    if game.actions.is_empty() {
        return Ok(vec![super::flow::private(request, say.analysis_empty(id))]);
    }
    let Some((start, actions)) = replayable(&game) else {
        tracing::error!("archived game {id}: its record does not replay");
        return Ok(vec![super::flow::private(request, say.analysis_failed(id))]);
    };
    let count = actions.len();
    let job = AnalysisJob {
        game: id,
        request: request.clone(),
        analyser: Analyser::new(&start, actions, nodes(game.variant)),
    };
    let text = match parts.thinkers.analyse(job) {
        Ok(()) => say.analysis_queued(id, count),
        Err(why) => say.analysis_refused(id, why),
    };
    Ok(vec![super::flow::private(request, text)])
}

/// The analyses finished for `platform`: kept, then posted where they
/// were asked.
pub(in crate::host) fn analyses_done(parts: &Parts, platform: Platform) -> Vec<Reply> {
    let mut replies = Vec::new();
    for Analysed {
        game,
        request,
        result,
    } in parts.thinkers.analysed(platform)
    {
        let archived = parts.store().archived(game);
        let text = match (result, archived) {
            (Ok(analysis), Ok(Some(archived))) => {
                if let Err(error) = parts.store().save_analysis(game, &analysis) {
                    tracing::error!("archived game {game}: keeping its analysis: {error}");
                }
                replies.push(analysis_reply(parts, &request, &archived, &analysis));
                continue;
            }
            (Err(error), _) => {
                tracing::error!("archived game {game}: {error}");
                super::flow::asker_say(parts, &request).analysis_failed(game)
            }
            (_, Err(error)) => {
                tracing::error!("archived game {game}: {error}");
                super::flow::asker_say(parts, &request).analysis_failed(game)
            }
            (_, Ok(None)) => continue,
        };
        replies.push(to_asker_channel(&request, text));
    }
    replies
}

/// The analysis of `game` in the channel that asked: the summary, the
/// advantage chart as its picture (the summary is its words) and the
/// turning points' boards as files. Pictures that cannot be drawn are
/// logged and left out; the summary still goes.
fn analysis_reply(
    parts: &Parts,
    request: &Request,
    game: &ArchivedGame,
    analysis: &Analysis,
) -> Reply {
    let key = channel_key(request.platform, &request.channel);
    let lang = parts.prefs.lang(&key);
    let mut reply = to_asker_channel(request, Say(lang).analysis(game, analysis));
    let drawn = replayable(game)
        .map(|(start, actions)| draw(lang, &Heading::of(game), &start, &actions, analysis));
    match drawn {
        Some(Ok(pictures)) => {
            reply.alt = Some(format!("{}. {}", pictures.chart_alt, reply.text));
            reply.image = Some(pictures.chart);
            reply.picture = Picture::Analysis;
            reply.files = pictures.turning;
        }
        Some(Err(error)) => {
            tracing::error!("archived game {}: drawing its analysis: {error}", game.id)
        }
        None => tracing::error!("archived game {}: its record does not replay", game.id),
    }
    reply
}

/// An archived game and its analysis, if it has one, when the web
/// page may show it (the web site's games only, as its records).
pub fn page_analysis(parts: &Parts, id: u64) -> Option<(ArchivedGame, Option<Analysis>)> {
    let game = parts.store().archived(id).ok()??;
    if !Viewer::web_link().sees(&game) {
        return None;
    }
    let analysis = match parts.store().analysis(id) {
        Ok(analysis) => analysis,
        Err(error) => {
            tracing::error!("archived game {id}: reading its analysis: {error}");
            None
        }
    };
    Some((game, analysis))
}

/// A picture of the page's analysis of web game `id` in `lang`: the
/// chart, or the board of stepper step `step`.
pub fn page_analysis_png(
    parts: &Parts,
    id: u64,
    lang: Lang,
    step: Option<usize>,
) -> Option<Vec<u8>> {
    let (game, analysis) = page_analysis(parts, id)?;
    let analysis = analysis?;
    let (start, actions) = replayable(&game)?;
    let drawn = match step {
        None => chart_png(lang, &Heading::of(&game), &start, &actions, &analysis),
        Some(step) if step <= actions.len() => step_png(lang, &start, &actions, &analysis, step),
        Some(_) => return None,
    };
    drawn
        .inspect_err(|error| tracing::error!("archived game {id}: drawing: {error}"))
        .ok()
}

/// An archived web game's last board, its last action marked and how it
/// ended in the header, in `lang`: its page shows it before any analysis.
pub fn page_final_png(parts: &Parts, id: u64, lang: Lang) -> Option<Vec<u8>> {
    let (board, last, options) = final_board(parts, id, lang)?;
    (crate::render::board_png(&board, last, options))
        .inspect_err(|error| tracing::error!("archived game {id}: drawing: {error}"))
        .ok()
}

/// [`page_final_png`] in words, its `alt`.
pub fn page_final_description(parts: &Parts, id: u64, lang: Lang) -> Option<String> {
    let (board, last, options) = final_board(parts, id, lang)?;
    Some(crate::render::board_description(&board, last, options))
}

/// An archived web game's last position, its last action and how to
/// draw it in `lang`.
fn final_board(parts: &Parts, id: u64, lang: Lang) -> Option<(Game, Option<Last>, Options)> {
    let (game, _) = page_analysis(parts, id)?;
    let (mut board, actions) = replayable(&game)?;
    let mut last = None;
    for action in actions {
        last = board.play(action).ok().map(Last::from);
    }
    let options = Options {
        lang,
        ended: ended_off_board(&game),
        ..Options::default()
    };
    Some((board, last, options))
}

/// An archived web game's replay (an animated GIF) in `lang`, for its
/// room's page after a reload and its own page.
pub fn page_replay_gif(parts: &Parts, id: u64, lang: Lang) -> Option<Vec<u8>> {
    let (game, _) = page_analysis(parts, id)?;
    let replay = crate::host::files::Replay {
        name: format!("game-{id}.gif"),
        record: super::archive::record_text(&game),
        lang,
        ending: ended_off_board(&game).map(|outcome| match outcome {
            Outcome::Win(team) => lang.winner(team),
            Outcome::Draw | Outcome::Ongoing => lang.draw(),
        }),
    };
    (replay.draw())
        .inspect_err(|error| tracing::error!("archived game {id}: its replay: {error}"))
        .ok()
        .map(|gif| gif.bytes.to_vec())
}

/// How a game the rules did not end ended (a resignation, a draw agreed,
/// the time), which its record cannot say.
fn ended_off_board(game: &ArchivedGame) -> Option<Outcome> {
    use crate::store::{GameResult, HowEnded};
    if !matches!(
        game.ending,
        HowEnded::Resigned | HowEnded::Agreed | HowEnded::Timeout
    ) {
        return None;
    }
    match game.result {
        GameResult::WhiteWins => Some(Outcome::Win(Team::White)),
        GameResult::BlackWins => Some(Outcome::Win(Team::Black)),
        GameResult::Draw => Some(Outcome::Draw),
        GameResult::None => None,
    }
}

/// A reply to the channel a request came from.
fn to_asker_channel(request: &Request, text: String) -> Reply {
    Reply::new(
        request.platform,
        Target::Channel(request.channel.clone()),
        text,
    )
}

/// The game's start and its actions, as the engine reads them.
fn replayable(game: &ArchivedGame) -> Option<(Game, Vec<crate::engine::Action>)> {
    let start = Game::from_position(game.variant, &game.start).ok()?;
    let mut replay = start.clone();
    let mut actions = Vec::with_capacity(game.actions.len());
    for text in &game.actions {
        let action = replay.parse_action(text).ok()?;
        replay.play(action).ok()?;
        actions.push(action);
    }
    Some((start, actions))
}
