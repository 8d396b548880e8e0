//! What the host says around the end of a game: rematches, the series
//! score, and asking for a rematch at the wrong time.

use super::Say;
use crate::engine::Team;
use futbol_texts::t;

impl Say {
    /// A player asks for a rematch.
    pub fn rematch_asked(self, who: &str) -> String {
        t!(self.0, host_rematch_asked, who = who)
    }

    /// A rematch started.
    pub fn rematch_started(self, code: &str, number: u32, white: &str, black: &str) -> String {
        let (white_side, black_side) = (self.team(Team::White), self.team(Team::Black));
        t!(
            self.0,
            host_rematch_started,
            code = code,
            number = number,
            white = white,
            black = black,
            white_side = white_side,
            black_side = black_side,
        )
    }

    /// The series score.
    pub fn series(self, a: &str, a_wins: u32, b: &str, b_wins: u32) -> String {
        t!(
            self.0,
            host_series,
            a = a,
            a_wins = a_wins,
            b = b,
            b_wins = b_wins
        )
    }

    /// The game is not over yet.
    pub fn still_playing(self) -> String {
        t!(self.0, host_still_playing)
    }

    /// The game is over already.
    pub fn game_over(self) -> String {
        t!(self.0, host_game_over)
    }
}
