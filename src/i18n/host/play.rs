//! What the host says during play: who may act, refused actions, skipped
//! turns, goals, results, resignations and draw offers.

use super::Say;
use crate::engine::Team;
use crate::i18n::Lang;

impl Say {
    /// A spectator or stranger tried to play.
    pub fn not_a_player(self) -> String {
        match self.0 {
            Lang::Es => "Solo los jugadores pueden hacer eso; tú estás mirando.".into(),
            Lang::En => "Only the players can do that; you are watching.".into(),
            Lang::Ar => "هذا للاعبين فقط؛ أنت تشاهد المباراة.".into(),
            Lang::Ru => "Это могут делать только игроки; ты зритель.".into(),
        }
    }

    /// A player acted out of turn.
    pub fn not_your_turn(self, to_move: Team) -> String {
        let team = self.team(to_move);
        match self.0 {
            Lang::Es => format!("No es tu turno: juegan {team}."),
            Lang::En => format!("It is not your turn: {team} to move."),
            Lang::Ar => format!("ليس دورك: الدور على {team}."),
            Lang::Ru => format!("Сейчас не твой ход: ходят {team}."),
        }
    }

    /// A refused action (quoted safely), with its reason.
    pub fn refused(self, action: &str, reason: &str) -> String {
        let action = crate::i18n::plain(action, 40);
        match self.0 {
            Lang::Es => format!("No se puede «{action}»: {reason}."),
            Lang::En => format!("Cannot play “{action}”: {reason}."),
            Lang::Ar => format!("لا يمكن لعب «{action}»: {reason}."),
            Lang::Ru => format!("Нельзя сыграть «{action}»: {reason}."),
        }
    }

    /// A side had no action and lost its turn.
    pub fn skipped(self, team: Team) -> String {
        let team = self.team(team);
        match self.0 {
            Lang::Es => format!("{team} no tiene jugadas: pierde el turno."),
            Lang::En => format!("{team} has no legal action: the turn passes."),
            Lang::Ar => format!("{team}: لا توجد حركة ممكنة، فينتقل الدور."),
            Lang::Ru => format!("{team}: нет допустимых ходов, ход переходит к сопернику."),
        }
    }

    /// A goal.
    pub fn goal(self, team: Team, white: u8, black: u8) -> String {
        let team = self.team(team);
        match self.0 {
            Lang::Es => format!("¡GOL de {team}! {white}–{black}"),
            Lang::En => format!("GOAL for {team}! {white}–{black}"),
            Lang::Ar => format!("هدف! سجّل {team}! {white}–{black}"),
            Lang::Ru => format!("ГОЛ! Забили {team}! {white}–{black}"),
        }
    }

    /// The game was won.
    pub fn won(self, team: Team, who: &str) -> String {
        let team = self.team(team);
        match self.0 {
            Lang::Es => format!("Fin de la partida: ganan {team} ({who})."),
            Lang::En => format!("Game over: {team} ({who}) wins."),
            Lang::Ar => format!("انتهت المباراة: فاز {team} ({who})."),
            Lang::Ru => format!("Партия окончена: победили {team} ({who})."),
        }
    }

    /// The game was drawn.
    pub fn drawn(self) -> String {
        match self.0 {
            Lang::Es => "Fin de la partida: tablas.".into(),
            Lang::En => "Game over: a draw.".into(),
            Lang::Ar => "انتهت المباراة: تعادل.".into(),
            Lang::Ru => "Партия окончена: ничья.".into(),
        }
    }

    /// A player resigned.
    pub fn resigned(self, who: &str) -> String {
        match self.0 {
            Lang::Es => format!("{who} se rinde."),
            Lang::En => format!("{who} resigns."),
            Lang::Ar => format!("استسلم {who}."),
            Lang::Ru => format!("{who} сдаётся."),
        }
    }

    /// A draw was offered.
    pub fn draw_offered(self, who: &str) -> String {
        match self.0 {
            Lang::Es => {
                format!("{who} ofrece tablas. El rival acepta con `tablas`; una jugada la rechaza.")
            }
            Lang::En => format!(
                "{who} offers a draw. The opponent accepts with `draw`; a move declines it."
            ),
            Lang::Ar => format!("يعرض {who} التعادل. يقبله الخصم بالأمر `draw`، وأي حركة ترفضه."),
            Lang::Ru => format!(
                "{who} предлагает ничью. Соперник принимает командой `draw`; любой ход её отклоняет."
            ),
        }
    }

    /// The draw offer stands already.
    pub fn draw_pending(self) -> String {
        match self.0 {
            Lang::Es => "Ya has ofrecido tablas.".into(),
            Lang::En => "You already offered a draw.".into(),
            Lang::Ar => "لقد عرضت التعادل بالفعل.".into(),
            Lang::Ru => "Ничья уже предложена.".into(),
        }
    }

    /// A draw was agreed.
    pub fn draw_agreed(self) -> String {
        match self.0 {
            Lang::Es => "Tablas de mutuo acuerdo.".into(),
            Lang::En => "Draw agreed.".into(),
            Lang::Ar => "تعادل بالاتفاق.".into(),
            Lang::Ru => "Ничья по соглашению.".into(),
        }
    }

    /// A button from an older board.
    pub fn stale_button(self) -> String {
        match self.0 {
            Lang::Es => "Ese botón es de un tablero antiguo: usa el del último tablero.".into(),
            Lang::En => "That button belongs to an older board: use the latest one.".into(),
            Lang::Ar => "هذا الزر من رقعة قديمة: استخدم أزرار أحدث رقعة.".into(),
            Lang::Ru => "Эта кнопка от старой доски: используй кнопки последней доски.".into(),
        }
    }
}
