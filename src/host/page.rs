//! What a game page needs to show a room and let a player click a move:
//! the seats, the score, the move list, the clock, and the legal next
//! steps grouped by the square they start from, each with what it does.
//! The page never decides legality; it maps a click to a square and a
//! square to the steps listed here. Also the lobby: open rooms waiting
//! for an opponent.

use super::controls::Control;
use super::room::{Ending, Room};
use crate::engine::{Action, Game, Outcome, Team};
use crate::i18n::Say;
use crate::ids::UserId;
use crate::render::{self, BoardGeometry};
use serde::Serialize;
use std::collections::BTreeMap;

/// A seated player as the page shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Seat {
    /// Their platform id: for the adapter, which tells each page whether
    /// the seat is its own; never sent to a page (on the web page a user's
    /// id is what their session maps to, and no page learns another's).
    #[serde(skip)]
    pub id: UserId,
    /// Their display name, safe to show.
    pub name: String,
    /// Whether the engine plays this seat.
    pub computer: bool,
}

/// One legal next step, keyed in [`PageView::steps`] by its start square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The square it ends on (`None` for passing or ending a turn).
    pub to: Option<String>,
    /// What it does: `move`, `capture`, `pass`, `cross`, `shot`, `goal`,
    /// `kick`, `place`, `promote`, `skip` or `end`; the page highlights
    /// each differently.
    pub kind: &'static str,
    /// The action in the project's notation, as the page sends it back.
    pub text: String,
}

/// A timed room's clock: the page counts down to `deadline` itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PageClock {
    /// Seconds each move may take.
    pub per_move: u64,
    /// Unix seconds when the move in progress runs out.
    pub deadline: u64,
}

/// A room as a game page shows it, at one change counter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PageView {
    /// The room's code.
    pub code: String,
    /// The room's change counter: the board picture's URL names it.
    pub serial: u32,
    /// The rule set's name.
    pub variant: &'static str,
    /// Where the squares are in the picture.
    pub geometry: BoardGeometry,
    /// Who sits where.
    pub seats: BTreeMap<Team, Seat>,
    /// How many watch.
    pub spectators: usize,
    /// Goals, White's then Black's.
    pub score: [u8; 2],
    /// The side to move.
    pub turn: Team,
    /// The side that may act now, if any (both seats taken or a local
    /// room, the game going, and not the engine's turn).
    pub to_move: Option<Team>,
    /// One user plays both sides.
    pub local: bool,
    /// Its games change ratings (two people, not casual).
    pub rated: bool,
    /// The game is over.
    pub over: bool,
    /// The room has closed (a tournament's game ended, a player left, it
    /// sat idle): the page shows how it ended, with nothing to press.
    pub closed: bool,
    /// How the game ended, in a sentence for the page's banner (`None`
    /// while it goes on, and for a game that ended without a result).
    pub result: Option<String>,
    /// The archive's number of the game that ended: the page links its
    /// record, replay and analysis, after a reload too.
    pub archived: Option<u64>,
    /// The tournament this room's game is a board of: the page links back
    /// to it (its next pairing and standings).
    pub tournament: Option<u64>,
    /// The legal next steps by start square (`""`: steps that start
    /// nowhere, such as placing a piece or passing). Empty unless someone
    /// may act.
    pub steps: BTreeMap<String, Vec<Step>>,
    /// The steps of a `boyer` turn being built.
    pub pending: Option<String>,
    /// The current game's actions so far.
    pub moves: Vec<String>,
    /// The game the moves are of (the host reads them after the room's
    /// lock is let go).
    #[serde(skip)]
    pub game_no: u32,
    /// The clock of a timed game in progress.
    pub clock: Option<PageClock>,
    /// The room's link.
    pub link: Option<String>,
    /// The board in words: the picture's `alt`, for screen readers.
    pub description: String,
    /// The language of what the room says (its lines, its picture and
    /// its words here), so a page in another marks them as such.
    pub lang: &'static str,
    /// The buttons and menus under the board (join, draw, resign,
    /// rematch, the keyboard picker).
    #[serde(skip)]
    pub controls: Vec<Control>,
}

/// The most rooms the lobby lists (the newest).
pub const LOBBY_SHOWN: usize = 50;

/// An open room waiting for an opponent, for the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LobbyRoom {
    /// Its code.
    pub code: String,
    /// Its rule set.
    pub variant: &'static str,
    /// Who created it and waits.
    pub creator: String,
    /// Seconds a move may take, for a timed room.
    pub per_move: Option<u64>,
}

/// Everything but the move list, under the room's lock. `controls` are
/// the room's (`Room::controls`), which a board's reply has made already;
/// a closed room shows none.
pub(in crate::host) fn view_of(
    room: &Room,
    say: Say,
    now: u64,
    controls: impl FnOnce() -> Vec<Control>,
) -> PageView {
    let state = &room.state;
    let seats = Team::BOTH
        .into_iter()
        .filter_map(|team| {
            let player = state.seats[team].as_ref()?;
            let seat = Seat {
                id: player.id.clone(),
                name: player.name_in(say),
                computer: player.level().is_some(),
            };
            Some((team, seat))
        })
        .collect();
    let over = room.outcome() != Outcome::Ongoing;
    let closed = !state.open;
    let turn = room.game.turn();
    let to_move = state.seats[turn]
        .as_ref()
        .filter(|p| !over && !closed && (room.full() || state.local) && p.level().is_none())
        .map(|_| turn);
    let steps = if to_move.is_some() {
        steps(&room.game)
    } else {
        BTreeMap::new()
    };
    let score = room.game.score();
    let running = !over && !closed && (room.full() || state.local);
    PageView {
        code: state.code.to_string(),
        serial: state.serial,
        variant: state.variant.name(),
        geometry: render::geometry(state.variant.size()),
        seats,
        spectators: state.spectators.len(),
        score: [score.white, score.black],
        turn,
        to_move,
        local: state.local,
        rated: state.rated(),
        over,
        closed,
        result: result(room, say),
        archived: room.finished.as_ref().filter(|_| over).map(|game| game.id),
        tournament: state.tournament.map(|tag| tag.tournament),
        steps,
        pending: room.game.pending().map(|turn| turn.to_string()),
        moves: Vec::new(),
        game_no: state.game_no,
        clock: state.time.filter(|_| running).map(|control| PageClock {
            per_move: control.per_move,
            deadline: state.move_clock.timeout(control),
        }),
        link: state.link.clone(),
        description: room.description(None, say, now),
        lang: say.0.code(),
        controls: match closed {
            true => Vec::new(),
            false => controls(),
        },
    }
}

/// How the room's game ended, in a sentence or two: why (a resignation,
/// the time, an agreement), then who won.
fn result(room: &Room, say: Say) -> Option<String> {
    let why = match room.state.ending {
        Some(Ending::Resigned(team)) => Some(say.resigned(&room.name_in(team, say))),
        Some(Ending::Timeout(team)) => Some(say.timed_out(&room.name_in(team, say), team)),
        Some(Ending::Agreed) => Some(say.draw_agreed()),
        Some(Ending::Expired | Ending::Aborted) => return None,
        None => None,
    };
    let result = match room.outcome() {
        Outcome::Win(team) => say.won(team, &room.name_in(team, say)),
        Outcome::Draw => say.drawn(),
        Outcome::Ongoing => return None,
    };
    Some(match why {
        Some(why) => format!("{why} {result}"),
        None => result,
    })
}

/// The legal next steps, by start square.
fn steps(game: &Game) -> BTreeMap<String, Vec<Step>> {
    let mut steps: BTreeMap<String, Vec<Step>> = BTreeMap::new();
    for (_, action) in game.legal_steps() {
        let (from, to) = ends(action);
        let kind = game.step_kind(action).name();
        steps
            .entry(from.unwrap_or_default())
            .or_default()
            .push(Step {
                to,
                kind,
                text: action.to_string(),
            });
    }
    steps
}

/// Where an action starts and ends, as square names.
fn ends(action: Action) -> (Option<String>, Option<String>) {
    match action {
        Action::Move { from, to }
        | Action::Capture { from, to }
        | Action::Ball { from, to, .. }
        | Action::Promote { from, to, .. } => (Some(from.to_string()), Some(to.to_string())),
        Action::Place { to, .. } => (None, Some(to.to_string())),
        Action::Skip | Action::Turn(_) => (None, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    #[test]
    fn futbol_steps_start_on_squares_and_say_what_they_do() {
        let game = Game::new(Variant::Futbol);
        let steps = steps(&game);
        let all: Vec<&Step> = steps.values().flatten().collect();
        assert_eq!(all.len(), game.legal_actions().len(), "every legal action");
        for (from, list) in &steps {
            for step in list {
                assert!(step.text.starts_with(from.as_str()), "{from}: {step:?}");
                assert!(step.to.is_some());
            }
        }
        assert!(all.iter().any(|s| s.kind == "move"));
        assert!(all.iter().any(|s| s.kind == "pass" || s.kind == "cross"));
    }

    #[test]
    fn placements_start_nowhere_and_boyer_kicks_start_at_the_ball() {
        let place = steps(&Game::new(Variant::ChessFootball));
        let nowhere = place.get("").expect("placements");
        assert!(nowhere.iter().all(|s| s.kind == "place" && s.to.is_some()));
        let mut boyer = Game::new(Variant::Boyer);
        let moves = steps(&boyer);
        assert!(moves.values().flatten().all(|s| s.kind != "kick"));
        // A move next to the ball opens kicks, from the ball's square.
        let next = moves
            .values()
            .flatten()
            .find(|s| {
                let mut copy = boyer.clone();
                copy.play_text(&s.text, crate::engine::Entry::Steps).is_ok()
                    && steps(&copy).values().flatten().any(|k| k.kind == "kick")
            })
            .expect("a move that can kick")
            .text
            .clone();
        boyer
            .play_text(&next, crate::engine::Entry::Steps)
            .expect("legal");
        let after = steps(&boyer);
        let kicks: Vec<(&String, &Step)> = after
            .iter()
            .flat_map(|(from, list)| list.iter().map(move |s| (from, s)))
            .filter(|(_, s)| s.kind == "kick")
            .collect();
        assert!(!kicks.is_empty());
        assert!(kicks.iter().all(|(from, s)| s.text.contains(from.as_str())));
        assert!(after[""].iter().any(|s| s.kind == "end"), "end turn");
    }
}
