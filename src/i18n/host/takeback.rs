//! Takebacks in words: the request, its answers, the refusals.

use super::Say;
use crate::i18n::Lang;

impl Say {
    /// A player asked to take back their last action.
    pub fn takeback_asked(self, who: &str, opponent: &str) -> String {
        match self.0 {
            Lang::Es => format!(
                "{who} pide deshacer su última jugada. {opponent}: acepta con `deshacer` y rechaza con `deshacer no` (o con los botones); si juegas, queda rechazada."
            ),
            Lang::En => format!(
                "{who} asks to take back their last action. {opponent}: accept with `takeback`, decline with `takeback no` (or the buttons); playing a move declines it."
            ),
            Lang::Ar => format!(
                "يطلب {who} التراجع عن حركته الأخيرة. {opponent}: اقبل بالأمر `takeback` وارفض بالأمر `takeback no` (أو بالأزرار)؛ وإن لعبت حركة فقد رفضت."
            ),
            Lang::Ru => format!(
                "{who} просит отменить свой последний ход. {opponent}: прими командой `takeback` или откажи командой `takeback no` (или кнопками); твой ход тоже означает отказ."
            ),
        }
    }

    /// The request was declined, or withdrawn by its asker.
    pub fn takeback_declined(self, asker: &str, by: Option<&str>) -> String {
        match (self.0, by) {
            (Lang::Es, Some(by)) => format!("{by} no acepta deshacer la jugada de {asker}."),
            (Lang::Es, None) => format!("{asker} retira su petición de deshacer."),
            (Lang::En, Some(by)) => format!("{by} declines to take back {asker}'s action."),
            (Lang::En, None) => format!("{asker} withdraws the takeback request."),
            (Lang::Ar, Some(by)) => format!("يرفض {by} التراجع عن حركة {asker}."),
            (Lang::Ar, None) => format!("يسحب {asker} طلب التراجع."),
            (Lang::Ru, Some(by)) => format!("{by} не соглашается отменить ход игрока {asker}."),
            (Lang::Ru, None) => format!("{asker} отзывает просьбу об отмене хода."),
        }
    }

    /// The action was taken back; its player moves again.
    pub fn taken_back(self, who: &str) -> String {
        match self.0 {
            Lang::Es => format!("Se deshace la última jugada de {who}, que vuelve a jugar."),
            Lang::En => format!("{who}'s last action is taken back; {who} moves again."),
            Lang::Ar => format!("أُلغيت حركة {who} الأخيرة، ويلعب {who} من جديد."),
            Lang::Ru => format!("Последний ход игрока {who} отменён; {who} ходит снова."),
        }
    }

    /// `deshacer` with no action of one's own to take back.
    pub fn nothing_to_take_back(self) -> String {
        match self.0 {
            Lang::Es => "No hay ninguna jugada tuya que deshacer.".into(),
            Lang::En => "There is no action of yours to take back.".into(),
            Lang::Ar => "لا توجد حركة لك يمكن التراجع عنها.".into(),
            Lang::Ru => "Нет твоего хода, который можно отменить.".into(),
        }
    }

    /// The action to take back scored: the board was set up again.
    pub fn takeback_after_goal(self) -> String {
        match self.0 {
            Lang::Es => "Un gol no se deshace: el tablero ya se ha vuelto a colocar.".into(),
            Lang::En => "A goal cannot be taken back: the board has been set up again.".into(),
            Lang::Ar => "لا يمكن التراجع عن هدف: أُعيد ترتيب الرقعة.".into(),
            Lang::Ru => "Гол отменить нельзя: доска уже расставлена заново.".into(),
        }
    }

    /// The opponent played after the action.
    pub fn takeback_too_late(self) -> String {
        match self.0 {
            Lang::Es => "Demasiado tarde: tu rival ya ha jugado.".into(),
            Lang::En => "Too late: your opponent has already played.".into(),
            Lang::Ar => "فات الأوان: لقد لعب خصمك بالفعل.".into(),
            Lang::Ru => "Слишком поздно: соперник уже сходил.".into(),
        }
    }

    /// The user's request stands already.
    pub fn takeback_pending(self) -> String {
        match self.0 {
            Lang::Es => "Ya has pedido deshacer; espera la respuesta de tu rival.".into(),
            Lang::En => "You already asked to take back; wait for your opponent's answer.".into(),
            Lang::Ar => "لقد طلبت التراجع بالفعل؛ انتظر رد خصمك.".into(),
            Lang::Ru => "Ты уже попросил отменить ход; дождись ответа соперника.".into(),
        }
    }

    /// `deshacer si|no` with no request to answer.
    pub fn no_takeback_asked(self) -> String {
        match self.0 {
            Lang::Es => "Nadie ha pedido deshacer una jugada.".into(),
            Lang::En => "Nobody has asked to take back an action.".into(),
            Lang::Ar => "لم يطلب أحد التراجع عن حركة.".into(),
            Lang::Ru => "Никто не просил отменить ход.".into(),
        }
    }
}

/// Every text of this file in `lang`, for the catalogue test.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    let say = Say(lang);
    vec![
        say.takeback_asked("Ana", "Bob"),
        say.takeback_declined("Ana", Some("Bob")),
        say.takeback_declined("Ana", None),
        say.taken_back("Ana"),
        say.nothing_to_take_back(),
        say.takeback_after_goal(),
        say.takeback_too_late(),
        say.takeback_pending(),
        say.no_takeback_asked(),
    ]
}
