//! What the bot says about clocks, turns and pings. Where a sentence names
//! the player to move or a deadline, it holds the host's markers
//! ([`MENTION`], [`DEADLINE`]) that each adapter writes its own way.

use super::{Say, duration};
use crate::engine::Team;
use crate::host::message::{DEADLINE, MENTION};

impl Say {
    /// Under a new board: whose move it is, and until when.
    pub fn turn_line(self, timed: bool) -> String {
        match (self.es(), timed) {
            (true, false) => format!("Juega {MENTION}."),
            (true, true) => format!("Juega {MENTION}; se acaba su tiempo {DEADLINE}."),
            (false, false) => format!("{MENTION} to move."),
            (false, true) => format!("{MENTION} to move; their time runs out {DEADLINE}."),
        }
    }

    /// The reminder at 80 % of the move's time.
    pub fn reminder(self) -> String {
        if self.es() {
            format!("⏰ {MENTION}, te toca: tu tiempo se acaba {DEADLINE}.")
        } else {
            format!("⏰ {MENTION}, your move: your time runs out {DEADLINE}.")
        }
    }

    /// The side to move ran out of time and lost.
    pub fn timed_out(self, who: &str, team: Team) -> String {
        if self.es() {
            format!(
                "{who} ({}) se queda sin tiempo: pierde por tiempo.",
                self.team(team)
            )
        } else {
            format!(
                "{who} ({}) ran out of time and loses on time.",
                self.team(team)
            )
        }
    }

    /// Time ran out before both sides had moved.
    pub fn aborted(self, who: &str) -> String {
        if self.es() {
            format!(
                "{who} se queda sin tiempo antes de que jueguen los dos: partida anulada, sin resultado."
            )
        } else {
            format!("{who} ran out of time before both sides had moved: game aborted, no result.")
        }
    }

    /// A player gave the opponent time.
    pub fn time_given(self, giver: &str, receiver: &str, seconds: u64) -> String {
        let given = duration(seconds);
        if self.es() {
            format!("{giver} da {given} más a {receiver} para esta jugada.")
        } else {
            format!("{giver} gives {receiver} {given} more for this move.")
        }
    }

    /// `ver` in a timed game: the clock.
    pub fn clock_status(self, left: u64, per_move: u64) -> String {
        let face = self.0.clock(left, per_move);
        if self.es() {
            format!("Reloj: {face} para esta jugada.")
        } else {
            format!("Clock: {face} for this move.")
        }
    }

    /// The engine's seat, by level.
    pub fn computer(self, level: u8) -> String {
        if self.es() {
            format!("Ordenador (nivel {level})")
        } else {
            format!("Computer (level {level})")
        }
    }

    /// A room against the engine was opened.
    pub fn created_vs_computer(
        self,
        code: &str,
        variant: crate::engine::Variant,
        who: &str,
        seat: &str,
        level: u8,
    ) -> String {
        if self.es() {
            format!(
                "Sala {code} creada: {variant} contra el ordenador (nivel {level}). {who} juega con {seat}."
            )
        } else {
            format!(
                "Room {code} created: {variant} against the computer (level {level}). {who} plays {seat}."
            )
        }
    }

    /// Too many searches at once: the engine moves as soon as it can.
    pub fn computer_busy(self) -> String {
        if self.es() {
            "El ordenador está ocupado con otras partidas: jugará en cuanto pueda.".into()
        } else {
            "The computer is busy with other games: it will move as soon as it can.".into()
        }
    }

    /// `avisos si|no` was saved.
    pub fn pings_set(self, on: bool) -> String {
        match (self.es(), on) {
            (true, true) => "Avisos activados: te mencionaré cuando te toque.".into(),
            (true, false) => "Avisos desactivados: tu nombre saldrá sin mención.".into(),
            (false, true) => "Pings on: I will mention you when it is your move.".into(),
            (false, false) => "Pings off: your name will appear without a mention.".into(),
        }
    }

    /// `tiempo` in a room without a clock.
    pub fn no_clock(self) -> String {
        if self.es() {
            "Esta sala no tiene reloj.".into()
        } else {
            "This room has no clock.".into()
        }
    }

    /// `tiempo` for one's own move.
    pub fn own_time(self) -> String {
        if self.es() {
            "Solo puedes dar tiempo a tu rival, mientras le toca a él.".into()
        } else {
            "You can only give time to your opponent, on their move.".into()
        }
    }

    /// More time than a whole move's.
    pub fn too_much_time(self, per_move: u64) -> String {
        let most = duration(per_move);
        if self.es() {
            format!("Como mucho puedes dar el tiempo de una jugada ({most}).")
        } else {
            format!("You can give at most one move's time ({most}).")
        }
    }
}
