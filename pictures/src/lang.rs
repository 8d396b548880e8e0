//! The languages (the text layer's, `futbol-texts`), and the few words a
//! picture needs in each (the header's sides, counts, goals and results, a
//! clock), said by `texts/locales/*/pictures.ftl`.

use futbol_rules::Team;

use futbol_texts::t;
pub use futbol_texts::{Lang, UnknownLang};

/// The words a picture draws, in a language (`texts/locales/*/pictures.ftl`).
pub trait Words: Copy {
    /// The side's name: "Blancas" / "White".
    fn team(self, team: Team) -> String;
    /// "Juegan Blancas" / "White to move".
    fn to_move(self, team: Team) -> String;
    /// "Colocan Blancas (5 por colocar)" / "White places (5 left)".
    fn to_place(self, team: Team, left: usize) -> String;
    /// "jugada 12/160" / "action 12/160".
    fn count(self, done: u16, limit: u16) -> String;
    /// "turno 12/200" / "turn 12/200" (`boyer` counts whole turns).
    fn turn_count(self, done: u16, limit: u16) -> String;
    /// "parte 2" / "half 2".
    fn half(self, half: u8) -> String;
    /// "¡GOL de Blancas!" / "GOAL for White!".
    fn goal(self, team: Team) -> String;
    /// "Fin: ganan Blancas" / "Game over: White wins".
    fn winner(self, team: Team) -> String;
    /// "quedan 23h de 1d" / "23h of 1d left": a timed game's clock (the
    /// units are the same in every language, as typed in commands).
    fn clock(self, left: u64, per_move: u64) -> String;
    /// "Fin: tablas" / "Game over: draw".
    fn draw(self) -> String;
}

/// A side as the texts' selectors name it.
pub(crate) fn side(team: Team) -> &'static str {
    match team {
        Team::White => "white",
        Team::Black => "black",
    }
}

impl Words for Lang {
    fn team(self, team: Team) -> String {
        t!(self, picture_team, team = side(team))
    }

    fn to_move(self, team: Team) -> String {
        t!(self, picture_to_move, team = side(team))
    }

    fn to_place(self, team: Team, left: usize) -> String {
        t!(self, picture_to_place, team = side(team), left = left)
    }

    fn count(self, done: u16, limit: u16) -> String {
        t!(self, picture_count, done = done, limit = limit)
    }

    fn turn_count(self, done: u16, limit: u16) -> String {
        t!(self, picture_turn_count, done = done, limit = limit)
    }

    fn half(self, half: u8) -> String {
        t!(self, picture_half, half = half)
    }

    fn goal(self, team: Team) -> String {
        t!(self, picture_goal, team = side(team))
    }

    fn winner(self, team: Team) -> String {
        t!(self, picture_winner, team = side(team))
    }

    fn clock(self, left: u64, per_move: u64) -> String {
        let (left, per_move) = (duration(left), duration(per_move));
        t!(self, picture_clock, left = left, per_move = per_move)
    }

    fn draw(self) -> String {
        t!(self, picture_draw)
    }
}

/// `90` → `1m30s`: a duration in its two largest units, the same in
/// every language.
pub fn duration(seconds: u64) -> String {
    let units = [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")];
    let mut left = seconds;
    let mut out = String::new();
    let mut used = 0;
    for (size, unit) in units {
        if left >= size && used < 2 {
            out.push_str(&format!("{}{unit}", left / size));
            left %= size;
            used += 1;
        } else if used > 0 {
            used = 2;
        }
    }
    if out.is_empty() { "0s".into() } else { out }
}
