//! The engine's side of a game: its moves, played like a player's when its
//! search is done, and its answers to a rematch (yes, at once) and to a
//! draw offer (yes only when it stands worse) and to a takeback (yes in a
//! casual game).

use crate::engine::search;
use crate::engine::{Entry, Team};
use crate::host::change::Event;
use crate::host::computer::to_move;
use crate::host::message::{Input, Reply, Request, User};
use crate::host::parts::Parts;
use crate::host::room::{Player, Room};
use crate::ids::{Community, Platform};

/// Plays the engine's finished searches in `platform`'s rooms (an
/// answer for a room that changed meanwhile is dropped) and tries again
/// the searches that found the queue full; with the analyses finished
/// for `platform`. Returns the boards and analyses to post.
pub fn computer_moves(parts: &Parts, platform: Platform) -> Vec<Reply> {
    for code in parts.thinkers.waiting() {
        if let Some(room) = parts.rooms.room(code)
            && let Ok(room) = room.lock()
        {
            parts.thinkers.consider(&room);
        }
    }
    let mut replies = super::analysis::analyses_done(parts, platform);
    for done in parts.thinkers.take(platform) {
        let Some(room) = parts.rooms.room(done.code) else {
            continue;
        };
        let Ok(mut room) = room.lock() else { continue };
        let Some((player, _)) = to_move(&room) else {
            continue;
        };
        if room.state.serial != done.serial {
            continue;
        }
        let (now, text) = ((parts.clock)(), done.action.to_string());
        let played = super::flow::apply(parts, &mut room, |r| {
            r.play(&player.id, &text, Entry::Whole, now)
        });
        match played {
            Ok(Ok(event)) => {
                let request = as_request(&room, &player);
                replies.extend(super::announce::announce(parts, &request, &room, event));
                replies.extend(super::archive::ended(parts, &mut room));
            }
            Ok(Err(refusal)) => {
                tracing::error!(
                    "room {}: the engine's {text} refused: {refusal:?}",
                    done.code
                )
            }
            Err(error) => tracing::error!("room {}: {error}", done.code),
        }
    }
    replies
}

/// The engine's answer to a player's rematch vote, draw offer or
/// takeback request in a room where it sits: it wants every rematch,
/// takes a draw only when its evaluation says it stands worse, and
/// grants a takeback in a casual game.
pub(super) fn computer_answers(parts: &Parts, room: &mut Room, event: &Event) -> Option<Event> {
    let engine = Team::BOTH
        .into_iter()
        .find_map(|t| room.state.seats[t].clone().filter(|p| p.level().is_some()))?;
    let now = (parts.clock)();
    let answer = match event {
        Event::RematchAsked(_) => super::flow::apply(parts, room, |r| r.rematch(&engine.id, now)),
        Event::DrawOffered(_) => {
            let value = search::evaluate(&room.game);
            let engine_to_move = room.seat_of(&engine.id) == Some(room.game.turn());
            let for_engine = if engine_to_move { value } else { -value };
            if for_engine >= 0 {
                return None;
            }
            super::flow::apply(parts, room, |r| r.draw(&engine.id))
        }
        // Casual games only: a rated game's moves stand (games against
        // the engine are never rated today, so it always agrees).
        Event::TakebackAsked(_) => {
            let state = &room.state;
            let history = parts
                .store()
                .moves(state.code.as_str(), state.game_no)
                .ok()?;
            let agree = !state.rated();
            super::flow::apply(parts, room, |r| {
                r.takeback(&engine.id, &history, Some(agree), now)
            })
        }
        _ => return None,
    };
    answer.ok()?.ok()
}

/// The engine's move as if it were a request from its seat.
fn as_request(room: &Room, player: &Player) -> Request {
    Request {
        platform: room.state.platform,
        community: room.state.community().unwrap_or_else(Community::web),
        channel: room.state.channel.clone(),
        user: User {
            id: player.id.clone(),
            name: player.name.clone(),
        },
        input: Input::Chat(String::new()),
        address: None,
        asker: Default::default(),
    }
}

impl Room {
    /// Whether the engine sits in this room.
    pub fn has_computer(&self) -> bool {
        Team::BOTH.into_iter().any(|t| {
            self.state.seats[t]
                .as_ref()
                .is_some_and(|p| p.level().is_some())
        })
    }
}
