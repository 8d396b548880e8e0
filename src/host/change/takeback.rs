//! Takebacks by consent (`deshacer`): a player asks right after their own
//! action, the opponent accepts or declines, and an accepted request
//! rebuilds the game without that action. The game keeps no history of
//! its own, so the caller passes the current game's stored actions; what
//! goes is counted here and written by the store in the room's save
//! (`RoomSave::withdrawn`), atomically with the state.

use super::{Event, Refusal};
use crate::engine::{Action, Entry, Game, Team};
use crate::host::room::Room;
use crate::ids::UserId;

/// What a player answers to `deshacer`: nothing (ask, or accept the
/// opponent's request), yes, or no.
pub type Answer = Option<bool>;

/// One stored action replayed: who played it, whether it was an
/// automatic skip, whether it scored.
struct Replayed {
    mover: Team,
    skip: bool,
    goal: bool,
}

impl Room {
    /// `deshacer` by `user` with the current game's stored actions:
    /// asks to take back their last action, or answers the opponent's
    /// request (`answer`: `None` accepts it too). In a local game the
    /// last action goes at once.
    pub fn takeback(
        &mut self,
        user: &UserId,
        history: &[String],
        answer: Answer,
        now: u64,
    ) -> Result<Event, Refusal> {
        let team = self.acting_seat(user)?;
        if !self.state.local && !self.full() {
            return Err(Refusal::Waiting);
        }
        let standing = self.state.takeback;
        match (answer, standing) {
            // Neither a request nor its answer changes the board: the
            // serial stays, so the board's buttons and picker stay good.
            (Some(false), Some(asker)) => {
                self.state.takeback = None;
                Ok(Event::TakebackDeclined { asker, by: team })
            }
            (Some(_), None) => Err(Refusal::NoTakebackAsked),
            (Some(true) | None, Some(asker)) if asker != team => {
                self.take_back(asker, history, now)
            }
            // The asker's own "yes": their request stands.
            (Some(true) | None, Some(_)) => Err(Refusal::TakebackPending),
            (None, None) if self.state.local => self.take_back(!self.game.turn(), history, now),
            (None, None) => {
                self.undoable(team, history)?;
                self.state.takeback = Some(team);
                Ok(Event::TakebackAsked(team))
            }
        }
    }

    /// How many of the last stored actions go to take back `asker`'s
    /// last one: the automatic skips after it, and in a room with the
    /// engine its replies (it cannot wait for an answer the way a person
    /// does), then the action itself.
    fn undoable(&self, asker: Team, history: &[String]) -> Result<usize, Refusal> {
        if history.len() != self.plies as usize {
            return Err(Refusal::NothingToTakeBack);
        }
        let replayed = self.replay(history)?;
        let engine = Team::BOTH.into_iter().find(|&t| {
            self.state.seats[t]
                .as_ref()
                .is_some_and(|p| crate::ids::is_computer(p.id.as_str()))
        });
        let own = |entry: &Replayed| !entry.skip && (entry.mover == asker || self.state.local);
        let last = replayed
            .iter()
            .rposition(own)
            .ok_or(Refusal::NothingToTakeBack)?;
        let going = &replayed[last..];
        if going[1..]
            .iter()
            .any(|entry| !entry.skip && Some(entry.mover) != engine)
        {
            return Err(Refusal::TakebackTooLate);
        }
        if going.iter().any(|entry| entry.goal) {
            return Err(Refusal::TakebackAfterGoal);
        }
        Ok(going.len())
    }

    /// The game again from its start with `history`, who played each
    /// action and what it did.
    fn replay(&self, history: &[String]) -> Result<Vec<Replayed>, Refusal> {
        let mut game = Game::from_position(self.state.variant, &self.state.start)
            .map_err(|_| Refusal::NothingToTakeBack)?;
        let mut replayed = Vec::with_capacity(history.len());
        for text in history {
            let mover = game.turn();
            let played = game
                .play_text(text, Entry::Whole)
                .map_err(Refusal::Action)?
                .ok_or(Refusal::NothingToTakeBack)?;
            replayed.push(Replayed {
                mover,
                skip: played.action == Action::Skip,
                goal: played.goal.is_some(),
            });
        }
        Ok(replayed)
    }

    /// Rebuilds the game without `asker`'s last action (and what followed
    /// it); the asker's clock starts again.
    fn take_back(&mut self, asker: Team, history: &[String], now: u64) -> Result<Event, Refusal> {
        let count = self.undoable(asker, history)?;
        let stands = &history[..history.len() - count];
        let mut game = Game::from_position(self.state.variant, &self.state.start)
            .map_err(|_| Refusal::NothingToTakeBack)?;
        for text in stands {
            game.play_text(text, Entry::Whole)
                .map_err(Refusal::Action)?;
        }
        self.game = game;
        self.plies = stands.len() as u32;
        self.state.pending = None;
        self.state.draw_offer = None;
        self.state.takeback = None;
        self.state.move_clock = self.clock_from(now);
        self.touch(now);
        Ok(Event::TakenBack {
            asker,
            actions: count as u32,
        })
    }
}
