//! What the host says around the end of a game: rematches, the series
//! score, and asking for a rematch at the wrong time.

use super::Say;
use crate::engine::Team;
use crate::i18n::Lang;

impl Say {
    /// A player asks for a rematch.
    pub fn rematch_asked(self, who: &str) -> String {
        match self.0 {
            Lang::Es => format!("{who} quiere la revancha. Falta que la pida el rival."),
            Lang::En => format!("{who} wants a rematch. Waiting for the opponent."),
            Lang::Ar => format!("يريد {who} إعادة المباراة. بانتظار أن يطلبها الخصم أيضًا."),
            Lang::Ru => format!("{who} хочет реванш. Ждём, когда его попросит и соперник."),
        }
    }

    /// A rematch started.
    pub fn rematch_started(self, code: &str, number: u32, white: &str, black: &str) -> String {
        let (w, b) = (self.team(Team::White), self.team(Team::Black));
        match self.0 {
            Lang::Es => format!(
                "¡Revancha! Sala {code}, partida {number}: {white} con Blancas, {black} con Negras."
            ),
            Lang::En => format!(
                "Rematch! Room {code}, game {number}: {white} plays White, {black} plays Black."
            ),
            Lang::Ar => format!(
                "إعادة المباراة! الغرفة {code}، المباراة {number}: {w}: {white}، {b}: {black}."
            ),
            Lang::Ru => {
                format!("Реванш! Комната {code}, партия {number}: {w} — {white}, {b} — {black}.")
            }
        }
    }

    /// The series score.
    pub fn series(self, a: &str, a_wins: u32, b: &str, b_wins: u32) -> String {
        match self.0 {
            Lang::Es => format!("Serie: {a} {a_wins} – {b_wins} {b}"),
            Lang::En => format!("Series: {a} {a_wins} – {b_wins} {b}"),
            Lang::Ar => format!("السلسلة: {a} {a_wins} – {b_wins} {b}"),
            Lang::Ru => format!("Счёт серии: {a} {a_wins} – {b_wins} {b}"),
        }
    }

    /// The game is not over yet.
    pub fn still_playing(self) -> String {
        match self.0 {
            Lang::Es => "La partida sigue: la revancha llega al terminar.".into(),
            Lang::En => "The game is still on: a rematch comes after it ends.".into(),
            Lang::Ar => "المباراة مستمرة: يمكن طلب إعادة المباراة بعد انتهائها.".into(),
            Lang::Ru => "Партия ещё идёт: реванш — после её окончания.".into(),
        }
    }

    /// The game is over already.
    pub fn game_over(self) -> String {
        match self.0 {
            Lang::Es => "La partida ha terminado: pide `revancha` para otra.".into(),
            Lang::En => "The game is over: ask for a `rematch` to play again.".into(),
            Lang::Ar => "انتهت المباراة: اطلب `rematch` للعب مرة أخرى.".into(),
            Lang::Ru => "Партия окончена: напиши `rematch`, чтобы сыграть ещё.".into(),
        }
    }
}
