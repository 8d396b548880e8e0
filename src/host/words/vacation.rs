//! What the bot says about vacations (`vacaciones`). Deadlines are the
//! host's [`DEADLINE`] marker, which each adapter writes its own way.

use crate::host::message::DEADLINE;
use crate::i18n::{Lang, Say, duration};

impl Say {
    /// `vacaciones`: what is used this year, and the running one's end.
    pub fn vacation_status(self, used: u64, allowance: u64, running: bool) -> String {
        let (used, allowance) = (duration(used), duration(allowance));
        match (self.0, running) {
            (Lang::Es, true) => format!(
                "Vacaciones este año: {used} de {allowance}. Estás de vacaciones hasta {DEADLINE} (`vacaciones fin` las termina)."
            ),
            (Lang::Es, false) => format!(
                "Vacaciones este año: {used} de {allowance}. `vacaciones 3d` para tus relojes tres días."
            ),
            (Lang::En, true) => format!(
                "Vacation this year: {used} of {allowance}. You are on vacation until {DEADLINE} (`vacation end` ends it)."
            ),
            (Lang::En, false) => format!(
                "Vacation this year: {used} of {allowance}. `vacation 3d` stops your clocks for three days."
            ),
            (Lang::Ar, true) => format!(
                "الإجازة هذا العام: {used} من {allowance}. أنت في إجازة حتى {DEADLINE} (`vacation end` ينهيها)."
            ),
            (Lang::Ar, false) => format!(
                "الإجازة هذا العام: {used} من {allowance}. الأمر `vacation 3d` يوقف ساعاتك ثلاثة أيام."
            ),
            (Lang::Ru, true) => format!(
                "Отпуск в этом году: {used} из {allowance}. Ты в отпуске до {DEADLINE} (`vacation end` завершает его)."
            ),
            (Lang::Ru, false) => format!(
                "Отпуск в этом году: {used} из {allowance}. `vacation 3d` останавливает твои часы на три дня."
            ),
        }
    }

    /// A vacation longer than what is left of the year's allowance.
    pub fn vacation_too_long(self, left: u64) -> String {
        let left = duration(left);
        match self.0 {
            Lang::Es => {
                format!("No te quedan tantos días de vacaciones este año: te quedan {left}.")
            }
            Lang::En => format!("You do not have that much vacation left this year: {left} left."),
            Lang::Ar => format!("لم يتبقَّ لك هذا القدر من الإجازة هذا العام: تبقّى {left}."),
            Lang::Ru => format!("У тебя не осталось столько отпуска в этом году: осталось {left}."),
        }
    }

    /// The vacation started: how many games' clocks stopped (none: no
    /// timed game is going, and nobody is told).
    pub fn vacation_started(self, games: usize) -> String {
        match (self.0, games) {
            (Lang::Es, 0) => format!(
                "De vacaciones hasta {DEADLINE}. Ahora no juegas ninguna partida con reloj; las que empieces no se paran."
            ),
            (Lang::Es, 1) => {
                format!(
                    "De vacaciones hasta {DEADLINE}: reloj parado en 1 partida. Tu rival lo sabe."
                )
            }
            (Lang::Es, _) => format!(
                "De vacaciones hasta {DEADLINE}: relojes parados en {games} partidas. Tus rivales lo saben."
            ),
            (Lang::En, 0) => format!(
                "On vacation until {DEADLINE}. You play no timed game now; games you start are not stopped."
            ),
            (Lang::En, 1) => {
                format!(
                    "On vacation until {DEADLINE}: the clock stopped in 1 game. Your opponent is told."
                )
            }
            (Lang::En, _) => format!(
                "On vacation until {DEADLINE}: clocks stopped in {games} games. Your opponents are told."
            ),
            (Lang::Ar, 0) => format!(
                "في إجازة حتى {DEADLINE}. لا تلعب الآن أي مباراة بساعة؛ والمباريات التي تبدؤها لا تتوقف."
            ),
            (Lang::Ar, _) => {
                format!("في إجازة حتى {DEADLINE}: توقفت الساعات في المباريات: {games}. أُبلغ خصومك.")
            }
            (Lang::Ru, 0) => format!(
                "В отпуске до {DEADLINE}. Сейчас у тебя нет партий с часами; новые партии не останавливаются."
            ),
            (Lang::Ru, _) => format!(
                "В отпуске до {DEADLINE}: часы остановлены в партиях: {games}. Соперники предупреждены."
            ),
        }
    }

    /// `vacaciones fin` with none running.
    pub fn no_vacation(self) -> String {
        match self.0 {
            Lang::Es => "No estás de vacaciones.".into(),
            Lang::En => "You are not on vacation.".into(),
            Lang::Ar => "لست في إجازة.".into(),
            Lang::Ru => "Ты не в отпуске.".into(),
        }
    }

    /// The vacation ended early; the days not used are given back.
    pub fn vacation_ended(self) -> String {
        match self.0 {
            Lang::Es => "Vacaciones terminadas: tus relojes corren de nuevo y los días que no usaste vuelven a tu cuenta.".into(),
            Lang::En => "Vacation over: your clocks run again, and the days you did not use are yours again.".into(),
            Lang::Ar => "انتهت الإجازة: عادت ساعاتك للعمل، وعادت إليك الأيام التي لم تستخدمها.".into(),
            Lang::Ru => "Отпуск окончен: твои часы снова идут, а неиспользованные дни возвращены.".into(),
        }
    }

    /// In a game's channel: a player's vacation stopped its clocks.
    pub fn vacation_paused(self, who: &str) -> String {
        match self.0 {
            Lang::Es => format!(
                "{who} está de vacaciones: los relojes de esta partida se paran hasta {DEADLINE}."
            ),
            Lang::En => {
                format!("{who} is on vacation: this game's clocks are stopped until {DEADLINE}.")
            }
            Lang::Ar => format!("{who} في إجازة: ساعات هذه المباراة متوقفة حتى {DEADLINE}."),
            Lang::Ru => format!("{who} в отпуске: часы этой партии остановлены до {DEADLINE}."),
        }
    }

    /// In a game's channel: the player is back early.
    pub fn vacation_resumed(self, who: &str) -> String {
        match self.0 {
            Lang::Es => format!(
                "{who} ha vuelto de vacaciones: los relojes de esta partida corren de nuevo."
            ),
            Lang::En => format!("{who} is back from vacation: this game's clocks run again."),
            Lang::Ar => format!("عاد {who} من الإجازة: ساعات هذه المباراة تعمل من جديد."),
            Lang::Ru => format!("{who} вернулся из отпуска: часы этой партии снова идут."),
        }
    }
}

/// Every text of this file in `lang`, for the catalogue test.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    let say = Say(lang);
    vec![
        say.vacation_status(3 * 86_400, 14 * 86_400, true),
        say.vacation_status(0, 14 * 86_400, false),
        say.vacation_too_long(86_400),
        say.vacation_started(0),
        say.vacation_started(1),
        say.vacation_started(2),
        say.no_vacation(),
        say.vacation_ended(),
        say.vacation_paused("Ana"),
        say.vacation_resumed("Ana"),
    ]
}
