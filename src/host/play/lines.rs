//! What a room's lines say, in any language: the room at one change and
//! what the store said of it (the ratings a finished game changed), kept
//! once per answer, from which each line is said in the room's language
//! for its channel and again in each other language a page reads.

use crate::engine::{Outcome, Team};
use crate::host::message::Said;
use crate::host::parts::Parts;
use crate::host::room::{Player, Room};
use crate::i18n::Say;
use std::sync::Arc;

/// A room at one change, for its lines in any language.
pub(in crate::host) struct Kept {
    /// The room as the change left it.
    pub room: Room,
    /// Both players' ratings before and after the game the change
    /// finished, when it was rated: names, before, after, the difference.
    ratings: Option<Vec<RatingLine>>,
}

/// A player's rating change, as a line says it: their name, the rating
/// before and after as shown, the difference.
type RatingLine = (String, String, String, i64);

/// What every line of one answer shares.
pub(in crate::host) type Words = Arc<Kept>;

impl Kept {
    /// Room `room` now, with the rating changes of a rated game its last
    /// change finished (read from the store once).
    pub fn of(parts: &Parts, room: &Room) -> Words {
        Arc::new(Kept {
            room: room.clone(),
            ratings: ratings(parts, room),
        })
    }

    /// A side's player's name in `say`'s language.
    pub fn name(&self, team: Team, say: Say) -> String {
        self.room.name_in(team, say)
    }

    /// "Ganan Blancas (Ana)." with the series, and the ratings' changes
    /// on a line of their own (empty while the game goes on).
    pub fn result(&self, say: Say) -> String {
        result_of(&self.room, self.ratings.as_deref(), say)
    }

    /// The series between two people, once a game of it was played.
    pub fn series(&self, say: Say) -> Option<String> {
        series_of(&self.room, say)
    }
}

/// Room `room`'s result in `say`'s language, the store read now for its
/// ratings: for a line said once, which keeps no room.
pub(in crate::host) fn result_text(parts: &Parts, room: &Room, say: Say) -> String {
    result_of(room, ratings(parts, room).as_deref(), say)
}

/// [`Kept::result`] of `room` with the rating changes `ratings`.
fn result_of(room: &Room, ratings: Option<&[RatingLine]>, say: Say) -> String {
    let result = match room.outcome() {
        Outcome::Win(team) => say.won(team, &room.name_in(team, say)),
        Outcome::Draw => say.drawn(),
        Outcome::Ongoing => String::new(),
    };
    let result = match series_of(room, say) {
        Some(series) => format!("{result} {series}"),
        None => result,
    };
    match ratings {
        Some(lines) => {
            let lines: Vec<_> = (lines.iter())
                .map(|(name, before, after, diff)| {
                    (name.as_str(), before.clone(), after.clone(), *diff)
                })
                .collect();
            format!("{result}\n{}", say.rating_changes(&lines))
        }
        None => result,
    }
}

/// [`Kept::series`] of `room`.
fn series_of(room: &Room, say: Say) -> Option<String> {
    if room.state.local {
        return None;
    }
    let (a, b) = (
        room.state.seats.white.as_ref()?,
        room.state.seats.black.as_ref()?,
    );
    let wins = |p: &Player| room.state.wins.get(&p.id).copied().unwrap_or(0);
    let (a_name, b_name) = (a.name_in(say), b.name_in(say));
    (room.state.game_no > 1 || wins(a) + wins(b) > 0)
        .then(|| say.series(&a_name, wins(a), &b_name, wins(b)))
}

/// A line of `words` in any language.
pub(in crate::host) fn said(
    words: &Words,
    line: impl Fn(&Kept, Say) -> String + Send + Sync + 'static,
) -> Said {
    let words = words.clone();
    Said::new(move |say| line(&words, say))
}

/// What the game the last change finished did to both ratings (`None`
/// unless it was rated).
fn ratings(parts: &Parts, room: &Room) -> Option<Vec<RatingLine>> {
    let game = room.finished.as_ref().filter(|g| g.rated)?;
    let changes = match parts.store().rating_changes(game) {
        Ok(changes) => changes?,
        Err(error) => {
            tracing::warn!(game = game.id, %error, "a rating change does not read");
            return None;
        }
    };
    let names = [&game.white.name, &game.black.name];
    let lines = names
        .iter()
        .zip(&changes)
        .map(|(name, change)| {
            let diff = (change.after.rating.round() - change.before.rating.round()) as i64;
            (
                name.to_string(),
                change.before.shown(),
                change.after.shown(),
                diff,
            )
        })
        .collect();
    Some(lines)
}
