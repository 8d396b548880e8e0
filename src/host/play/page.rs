//! What the pages read of the rooms: a room's view (open, or closed
//! lately), its current board, a closed room's games, the lobby, and the
//! move lists of the views that replies carry. The view itself is made by
//! `host::page::view_of`, under the room's lock.

use crate::engine::{ByTeam, Team};
use crate::host::controls::Sketch;
use crate::host::message::{Reply, channel_key};
use crate::host::page::{LOBBY_SHOWN, LobbyRoom, PageView};
use crate::host::parts::Parts;
use crate::host::play::archive::Viewer;
use crate::host::shown::Shown;
use crate::ids::{Platform, RoomCode};
use std::sync::Arc;

/// The page's view of an open room, or of one that closed lately (as
/// it ended), or `None` if there is none.
pub fn page_view(parts: &Parts, code: RoomCode) -> Option<PageView> {
    seen(parts, code).map(|(view, _)| view)
}

/// [`page_view`], in its channel's language, and the room as it
/// stands for a page that reads another.
pub fn seen(parts: &Parts, code: RoomCode) -> Option<(PageView, Shown)> {
    // A copy, taken under the room's lock: the language and the moves
    // may read the store, which no room lock is held across.
    let room = match parts.rooms.room(code) {
        Some(room) => room.lock().ok()?.clone(),
        None => parts.rooms.closed(code)?,
    };
    let key = channel_key(room.state.platform, &room.state.channel);
    let lang = parts.prefs.lang(&key);
    let shown = Shown::new(
        &room,
        (parts.clock)(),
        false,
        super::buttons::board_controls,
    );
    let mut view = shown.view(lang);
    view.moves = parts.store().moves(code.as_str(), view.game_no).ok()?;
    // The game that ended is the channel's last archived one of this
    // room (an answer's view names it; a read finds it).
    if view.over && view.archived.is_none() {
        let last = parts.store().channel_games(&key.to_string(), 1).ok()?;
        view.archived = (last.first())
            .filter(|game| game.code == code.as_str())
            .map(|game| game.id);
    }
    Some((view, shown))
}

/// Completes what a platform with pages needs of `replies`, so its
/// adapter never asks for a room again: a line whose controls only
/// the players may use gets the seats; a line about a room this
/// answer closed (a player left, it sat idle) gets the view of how it
/// ended; every view gets its move list.
pub(in crate::host) fn for_pages(parts: &Parts, replies: &mut [Reply]) {
    // The views replies carry first: an ending's view below is read
    // whole, its moves with it.
    with_moves(parts, replies);
    for reply in replies.iter_mut() {
        let Some(code) = reply.room else {
            continue;
        };
        let pages = parts.config.profiles.of(reply.platform).pages;
        if !pages || reply.is_private() || reply.view.is_some() {
            continue;
        }
        if !reply.controls.is_empty()
            && let Some(state) = parts.rooms.state(code)
        {
            let seat = |team| state.seats[team].as_ref().map(|p| p.id.clone());
            let seats = ByTeam::new(seat(Team::White), seat(Team::Black));
            reply.seats = Some(Arc::new(seats));
        }
        if !parts.rooms.holds(code)
            && let Some((view, shown)) = seen(parts, code)
        {
            reply.view = Some(Arc::new(view));
            reply.shown = Some(shown);
        }
    }
}

/// Fills in the move lists of the page views `replies` carry, read
/// from the store once per room after every room lock is let go.
fn with_moves(parts: &Parts, replies: &mut [Reply]) {
    let mut read: Vec<(String, u32, Vec<String>)> = Vec::new();
    for reply in replies.iter_mut() {
        let Some(view) = reply.view.as_mut() else {
            continue;
        };
        let known = read
            .iter()
            .find(|(code, game, _)| *code == view.code && *game == view.game_no);
        let moves = match known {
            Some((_, _, moves)) => moves.clone(),
            None => match parts.store().moves(&view.code, view.game_no) {
                Ok(moves) => {
                    read.push((view.code.clone(), view.game_no, moves.clone()));
                    moves
                }
                // The adapter asks for the whole view instead.
                Err(error) => {
                    tracing::warn!(code = %view.code, %error, "a page's moves could not be read");
                    reply.view = None;
                    continue;
                }
            },
        };
        Arc::make_mut(view).moves = moves;
    }
}

/// The current board of an open room on `platform` with its change
/// counter, to draw from either side, for a page that asks for a board
/// no reply sketched in this process (after a restart, or a change
/// another process made); `None` for another platform's room, or one
/// of a platform that does not draw each side itself and has no
/// Activity or widget (not the page's).
pub fn current_sketch(parts: &Parts, code: RoomCode, platform: Platform) -> Option<(u32, Sketch)> {
    let room = parts.rooms.room(code)?;
    let room = room.lock().ok()?;
    if room.state.platform != platform {
        return None;
    }
    // Only where a page draws the boards: the web page, Discord's
    // Activity and Matrix's widget.
    let profile = parts.config.profiles.of(room.state.platform);
    if !(profile.each_side || profile.activity || profile.widget) {
        return None;
    }
    let sketch = room.sketch(None, super::flow::room_say(parts, &room), (parts.clock)());
    Some((room.state.serial, sketch))
}

/// The archived games of a web room that closed less than the grace
/// period ago (its code still names it), or `None`.
pub fn closed_games(parts: &Parts, code: RoomCode) -> Option<Vec<u64>> {
    closed_games_seen(parts, code, &Viewer::web_link())
}

/// The archived games of a recently closed room that `viewer` may
/// see; `None` when the code is open, free, or none of its games is
/// theirs to see (then it is as unknown as any free code).
pub(super) fn closed_games_seen(
    parts: &Parts,
    code: RoomCode,
    viewer: &Viewer,
) -> Option<Vec<u64>> {
    let used = parts.store().code_use(code.as_str()).ok()??;
    if used.open || used.free((parts.clock)()) {
        return None;
    }
    let seen: Vec<u64> = used
        .games
        .into_iter()
        .filter(|&id| {
            parts
                .store()
                .archived(id)
                .ok()
                .flatten()
                .is_some_and(|game| viewer.sees(&game))
        })
        .collect();
    (!seen.is_empty()).then_some(seen)
}

/// The rooms of `platform` waiting for an opponent, oldest first: the
/// [`LOBBY_SHOWN`] newest.
pub fn lobby(parts: &Parts, platform: Platform) -> Vec<LobbyRoom> {
    let mut waiting: Vec<(u64, LobbyRoom)> = parts
        .rooms
        .snapshot()
        .iter()
        .filter_map(|room| {
            let room = room.lock().ok()?;
            let state = &room.state;
            let creator = match (&state.seats.white, &state.seats.black) {
                (Some(p), None) | (None, Some(p)) => p,
                _ => return None,
            };
            let shown = state.open && state.platform == platform && !state.local;
            shown.then(|| {
                let entry = LobbyRoom {
                    code: state.code.to_string(),
                    variant: state.variant.name(),
                    creator: creator.name.clone(),
                    per_move: state.time.map(|t| t.per_move),
                };
                (state.last_activity, entry)
            })
        })
        .collect();
    waiting.sort_by(|a, b| (a.0, &a.1.code).cmp(&(b.0, &b.1.code)));
    // The newest few: the list is sent to every lobby page.
    let skip = waiting.len().saturating_sub(LOBBY_SHOWN);
    waiting
        .into_iter()
        .skip(skip)
        .map(|(_, room)| room)
        .collect()
}
