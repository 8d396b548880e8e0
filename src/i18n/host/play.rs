//! What the host says during play: who may act, refused actions, skipped
//! turns, goals, results, resignations and draw offers.

use super::{Say, side};
use crate::engine::Team;
use futbol_texts::t;

impl Say {
    /// A spectator or stranger tried to play.
    pub fn not_a_player(self) -> String {
        t!(self.0, host_not_a_player)
    }

    /// A player acted out of turn.
    pub fn not_your_turn(self, to_move: Team) -> String {
        t!(self.0, host_not_your_turn, team = side(to_move))
    }

    /// A refused action (quoted safely), with its reason.
    pub fn refused(self, action: &str, reason: &str) -> String {
        let action = crate::i18n::plain::plain(action, 40);
        t!(self.0, host_refused, action = action, reason = reason)
    }

    /// A side had no action and lost its turn.
    pub fn skipped(self, team: Team) -> String {
        t!(self.0, host_skipped, team = side(team))
    }

    /// A goal.
    pub fn goal(self, team: Team, white: u8, black: u8) -> String {
        t!(
            self.0,
            host_goal,
            team = side(team),
            white = white,
            black = black
        )
    }

    /// The game was won.
    pub fn won(self, team: Team, who: &str) -> String {
        t!(self.0, host_won, team = side(team), who = who)
    }

    /// The game was drawn.
    pub fn drawn(self) -> String {
        t!(self.0, host_drawn)
    }

    /// A player resigned.
    pub fn resigned(self, who: &str) -> String {
        t!(self.0, host_resigned, who = who)
    }

    /// A draw was offered.
    pub fn draw_offered(self, who: &str) -> String {
        t!(self.0, host_draw_offered, who = who)
    }

    /// The draw offer stands already.
    pub fn draw_pending(self) -> String {
        t!(self.0, host_draw_pending)
    }

    /// A draw was agreed.
    pub fn draw_agreed(self) -> String {
        t!(self.0, host_draw_agreed)
    }

    /// A button from an older board.
    pub fn stale_button(self) -> String {
        t!(self.0, host_stale_button)
    }
}
