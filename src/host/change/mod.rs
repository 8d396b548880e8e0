//! A room changes only through these methods: pure, given the time, each
//! returning what happened (an [`Event`] the host announces) or why not (a
//! [`Refusal`]). They touch no store and draw nothing, so they are tested
//! without either; the host applies one to a copy of the room, saves the
//! copy, and only then makes it the room.

use super::room::{Ending, Player, Room};
use crate::engine::{Action, ActionError, ByTeam, Entry, Game, Outcome, Played, Team, Turn};
use crate::ids::UserId;

/// The most spectators a room lists (those past it still watch; the
/// channel is just not told of each).
pub const MAX_SPECTATORS: usize = 50;

/// What a change did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// The user took the free seat.
    Joined(Team),
    /// The user was already seated there.
    Rejoined(Team),
    /// The user watches; `arrived`: they were added to the room's list
    /// of spectators just now (told in the channel once), not already on
    /// it, nor watching from a page that the page counts itself.
    Watching {
        /// Whether the channel is told.
        arrived: bool,
    },
    /// The spectator left.
    StoppedWatching,
    /// A player left and the room closed; `forfeit`: a game in progress
    /// counts as lost.
    Left {
        /// The leaver's seat.
        team: Team,
        /// Whether the game was lost by leaving.
        forfeit: bool,
    },
    /// A turn was played: by `mover`, then the turns skipped because their
    /// side had nothing to play.
    Played {
        /// Who played.
        mover: Team,
        /// What the turn did.
        played: Played,
        /// Sides that had to pass after it, with the skip.
        skipped: Vec<(Team, Played)>,
    },
    /// Steps of a turn still open.
    Building(Turn),
    /// A side resigned.
    Resigned(Team),
    /// A side offered a draw.
    DrawOffered(Team),
    /// The draw was agreed.
    DrawAgreed,
    /// A side asked to take back its last action (`deshacer`).
    TakebackAsked(Team),
    /// The request was turned down (`by`: the side that declined, or the
    /// asker withdrawing it).
    TakebackDeclined {
        /// The side that had asked.
        asker: Team,
        /// The side that said no.
        by: Team,
    },
    /// The asker's last action (and what followed it) no longer stands.
    TakenBack {
        /// The side whose action was taken back, now to move again.
        asker: Team,
        /// How many stored actions went (skips and an engine's reply too).
        actions: u32,
    },
    /// A side asked for a rematch.
    RematchAsked(Team),
    /// The next game began, colours swapped.
    RematchStarted,
    /// The room closed after its idle time.
    Expired,
    /// 80 % of this side's time for the move has passed.
    Reminder(Team),
    /// This side ran out of time and lost.
    TimedOut(Team),
    /// This side ran out of time before both had moved: no result.
    Aborted(Team),
    /// A player's vacation stopped the room's clocks until `until`.
    Paused {
        /// Whose vacation.
        by: Team,
        /// Unix seconds when the clocks run again.
        until: u64,
    },
    /// A player ended their vacation early: the clocks run again.
    Resumed {
        /// Whose vacation.
        by: Team,
    },
    /// A player gave the side to move more time.
    TimeGiven {
        /// Who receives it (the side to move).
        to: Team,
        /// How much.
        seconds: u64,
    },
}

/// Why a change was refused; nothing changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The user has no seat.
    NotAPlayer,
    /// The game is over.
    GameOver,
    /// The opponent has not come yet.
    Waiting,
    /// It is this side's turn, not the user's.
    NotYourTurn(Team),
    /// The action was not accepted.
    Action(ActionError),
    /// The user's own draw offer is still standing.
    DrawPending,
    /// A rematch before the game ended.
    StillPlaying,
    /// `tiempo` in a room without a clock.
    NoClock,
    /// `tiempo` for one's own move (or in a local game).
    OwnTime,
    /// More time than a whole move's.
    TooMuchTime(u64),
    /// `deshacer` with no action of the user's to take back.
    NothingToTakeBack,
    /// `deshacer` when the action to take back scored (the board was set up
    /// again after the goal).
    TakebackAfterGoal,
    /// `deshacer` after the opponent already played.
    TakebackTooLate,
    /// The user's own request is still standing.
    TakebackPending,
    /// `deshacer si` / `no` with no request to answer.
    NoTakebackAsked,
}

impl Refusal {
    /// Its name as a metric's label (a bounded set).
    pub fn name(&self) -> &'static str {
        match self {
            Refusal::NotAPlayer => "not_a_player",
            Refusal::GameOver => "game_over",
            Refusal::Waiting => "waiting",
            Refusal::NotYourTurn(_) => "not_your_turn",
            Refusal::Action(_) => "illegal",
            Refusal::DrawPending => "draw_pending",
            Refusal::StillPlaying => "still_playing",
            Refusal::NoClock => "no_clock",
            Refusal::OwnTime => "own_time",
            Refusal::TooMuchTime(_) => "too_much_time",
            Refusal::NothingToTakeBack => "nothing_to_take_back",
            Refusal::TakebackAfterGoal => "takeback_after_goal",
            Refusal::TakebackTooLate => "takeback_too_late",
            Refusal::TakebackPending => "takeback_pending",
            Refusal::NoTakebackAsked => "no_takeback_asked",
        }
    }
}

impl Room {
    /// Seats the user in the free seat, or lets them watch: kept in the
    /// room's list when `keep` (a chat platform's `unirse`) and the list
    /// has room, else only told (a web page watching is counted by the
    /// page, so reconnecting pages never grow the stored room).
    pub fn join(&mut self, player: Player, now: u64, keep: bool) -> Event {
        if let Some(team) = self.seat_of(&player.id) {
            return Event::Rejoined(team);
        }
        let free = Team::BOTH
            .into_iter()
            .find(|&t| self.state.seats[t].is_none());
        match free {
            Some(team) if !self.state.local => {
                self.state.seats[team] = Some(player);
                self.touch(now);
                if self.full() {
                    self.state.move_clock = self.clock_from(now);
                }
                Event::Joined(team)
            }
            _ => {
                let arrived = keep
                    && self.state.spectators.len() < MAX_SPECTATORS
                    && !self.state.spectators.iter().any(|p| p.id == player.id);
                if arrived {
                    self.state.spectators.push(player);
                }
                Event::Watching { arrived }
            }
        }
    }

    /// A spectator stops watching; a player leaves and the room closes (a
    /// game in progress between two players is lost).
    pub fn leave(&mut self, user: &UserId) -> Event {
        let Some(team) = self.seat_of(user) else {
            self.state.spectators.retain(|p| &p.id != user);
            return Event::StoppedWatching;
        };
        let forfeit = !self.outcome().is_over() && self.full() && !self.state.local;
        if forfeit {
            self.state.ending = Some(Ending::Resigned(team));
            self.record_win();
        }
        self.state.open = false;
        self.state.serial += 1;
        Event::Left { team, forfeit }
    }

    /// Plays `text` for the user: a whole turn, or steps of one (`entry`).
    pub fn play(
        &mut self,
        user: &UserId,
        text: &str,
        entry: Entry,
        now: u64,
    ) -> Result<Event, Refusal> {
        if self.outcome().is_over() || !self.may_move(user) || !(self.state.local || self.full()) {
            return Err(self.refusal_for(user));
        }
        let mover = self.game.turn();
        let mut game = self.game.clone();
        let finished = game.play_text(text, entry).map_err(Refusal::Action)?;
        self.game = game;
        self.state.draw_offer = None;
        self.state.takeback = None;
        self.state.pending = self.game.pending().map(|turn| turn.to_string());
        self.touch(now);
        let Some(played) = finished else {
            let turn = self.game.pending().unwrap_or(Turn::EMPTY);
            return Ok(Event::Building(turn));
        };
        self.plies += 1;
        self.state.move_clock = self.clock_from(now);
        let mut skipped = Vec::new();
        while !self.game.outcome().is_over() && self.game.legal_actions() == [Action::Skip] {
            let side = self.game.turn();
            skipped.push((side, self.game.play_unchecked(Action::Skip)));
            self.plies += 1;
        }
        if self.game.outcome().is_over() {
            self.record_win();
        }
        Ok(Event::Played {
            mover,
            played,
            skipped,
        })
    }

    /// The actions to record for the turn just played: the turn, then the
    /// skips, as the store keeps them (one text each).
    pub fn records(event: &Event) -> Vec<String> {
        match event {
            Event::Played {
                played, skipped, ..
            } => std::iter::once(played.action.to_string())
                .chain(skipped.iter().map(|(_, skip)| skip.action.to_string()))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The user's side resigns (in a local game, the side to move).
    pub fn resign(&mut self, user: &UserId) -> Result<Event, Refusal> {
        let team = self.acting_seat(user)?;
        self.state.ending = Some(Ending::Resigned(team));
        self.finish();
        Ok(Event::Resigned(team))
    }

    /// Offers a draw, or accepts the opponent's offer (at once in a local
    /// game).
    pub fn draw(&mut self, user: &UserId) -> Result<Event, Refusal> {
        let team = self.acting_seat(user)?;
        if self.state.local || self.state.draw_offer == Some(!team) {
            self.state.ending = Some(Ending::Agreed);
            self.finish();
            return Ok(Event::DrawAgreed);
        }
        if self.state.draw_offer == Some(team) {
            return Err(Refusal::DrawPending);
        }
        self.state.draw_offer = Some(team);
        Ok(Event::DrawOffered(team))
    }

    /// A vote for the next game; when both sides (or the local player)
    /// want it, it starts with the colours swapped.
    pub fn rematch(&mut self, user: &UserId, now: u64) -> Result<Event, Refusal> {
        let team = self.seat_of(user).ok_or(Refusal::NotAPlayer)?;
        if !self.outcome().is_over() {
            return Err(Refusal::StillPlaying);
        }
        self.state.rematch[team] = true;
        let agreed = self.state.rematch.white && self.state.rematch.black;
        if !(self.state.local || agreed) {
            return Ok(Event::RematchAsked(team));
        }
        let seats = self.state.seats.clone();
        self.state.seats = ByTeam::new(seats.black, seats.white);
        self.game = Game::new(self.state.variant);
        self.plies = 0;
        self.state.start = self.game.to_string();
        self.state.game_no += 1;
        self.state.game_started = now;
        self.state.pending = None;
        self.state.draw_offer = None;
        self.state.takeback = None;
        self.state.ending = None;
        self.state.rematch = ByTeam::default();
        self.state.move_clock = self.clock_from(now);
        self.touch(now);
        Ok(Event::RematchStarted)
    }

    /// Closes an idle room (a game in progress ends without a result).
    pub fn expire(&mut self) -> Event {
        self.state.open = false;
        if self.state.ending.is_none() && !self.game.outcome().is_over() {
            self.state.ending = Some(Ending::Expired);
        }
        Event::Expired
    }

    /// Why this user may not move now.
    pub fn refusal_for(&self, user: &UserId) -> Refusal {
        if self.outcome().is_over() {
            Refusal::GameOver
        } else if self.seat_of(user).is_none() {
            Refusal::NotAPlayer
        } else if !self.full() && !self.state.local {
            Refusal::Waiting
        } else {
            Refusal::NotYourTurn(self.game.turn())
        }
    }

    /// The seat a player acts for in a game still going: their own, or
    /// in a local game the side to move.
    pub(super) fn acting_seat(&self, user: &UserId) -> Result<Team, Refusal> {
        let seat = self.seat_of(user).ok_or(Refusal::NotAPlayer)?;
        if self.outcome().is_over() {
            return Err(Refusal::GameOver);
        }
        Ok(if self.state.local {
            self.game.turn()
        } else {
            seat
        })
    }

    /// A change buttons depend on, at time `now`.
    pub(super) fn touch(&mut self, now: u64) {
        self.state.serial += 1;
        self.state.last_activity = now;
    }

    /// Ends the game off the board (resign, draw).
    fn finish(&mut self) {
        self.record_win();
        self.state.draw_offer = None;
        self.state.takeback = None;
        self.state.serial += 1;
    }

    /// Adds a won game to the series (not in local games).
    pub(super) fn record_win(&mut self) {
        if let Outcome::Win(team) = self.outcome()
            && !self.state.local
            && let Some(player) = self.state.seats[team].clone()
        {
            *self.state.wins.entry(player.id).or_default() += 1;
        }
    }
}

mod takeback;
mod timed;
mod vacation;

#[cfg(test)]
mod tests;
