//! What the bot says about clocks, turns and pings. Where a sentence names
//! the player to move or a deadline, it holds the host's markers
//! ([`MENTION`], [`DEADLINE`]) that each adapter writes its own way.

use crate::engine::Team;
use crate::host::message::{DEADLINE, MENTION};
use crate::i18n::Words as _;
use crate::i18n::{Lang, Say, duration};

impl Say {
    /// Under a new board: whose move it is, and until when.
    pub fn turn_line(self, timed: bool) -> String {
        match (self.0, timed) {
            (Lang::Es, false) => format!("Juega {MENTION}."),
            (Lang::Es, true) => format!("Juega {MENTION}; se acaba su tiempo {DEADLINE}."),
            (Lang::En, false) => format!("{MENTION} to move."),
            (Lang::En, true) => format!("{MENTION} to move; their time runs out {DEADLINE}."),
            (Lang::Ar, false) => format!("الدور على {MENTION}."),
            (Lang::Ar, true) => format!("الدور على {MENTION}؛ ينتهي وقته {DEADLINE}."),
            (Lang::Ru, false) => format!("Ходит {MENTION}."),
            (Lang::Ru, true) => format!("Ходит {MENTION}; время истекает {DEADLINE}."),
        }
    }

    /// The reminder at 80 % of the move's time.
    pub fn reminder(self) -> String {
        match self.0 {
            Lang::Es => format!("⏰ {MENTION}, te toca: tu tiempo se acaba {DEADLINE}."),
            Lang::En => format!("⏰ {MENTION}, your move: your time runs out {DEADLINE}."),
            Lang::Ar => format!("⏰ {MENTION}، دورك: ينتهي وقتك {DEADLINE}."),
            Lang::Ru => format!("⏰ {MENTION}, твой ход: твоё время истекает {DEADLINE}."),
        }
    }

    /// The side to move ran out of time and lost.
    pub fn timed_out(self, who: &str, team: Team) -> String {
        let team = self.team(team);
        match self.0 {
            Lang::Es => format!("{who} ({team}) se queda sin tiempo: pierde por tiempo."),
            Lang::En => format!("{who} ({team}) ran out of time and loses on time."),
            Lang::Ar => format!("نفد وقت {who} ({team}): خسارة بسبب الوقت."),
            Lang::Ru => format!("{who} ({team}): время вышло, поражение по времени."),
        }
    }

    /// Time ran out before both sides had moved.
    pub fn aborted(self, who: &str) -> String {
        match self.0 {
            Lang::Es => format!(
                "{who} se queda sin tiempo antes de que jueguen los dos: partida anulada, sin resultado."
            ),
            Lang::En => format!(
                "{who} ran out of time before both sides had moved: game aborted, no result."
            ),
            Lang::Ar => format!("نفد وقت {who} قبل أن يلعب الطرفان: أُلغيت المباراة دون نتيجة."),
            Lang::Ru => format!(
                "{who}: время вышло до того, как сходили обе стороны. Партия отменена, без результата."
            ),
        }
    }

    /// A player gave the opponent time.
    pub fn time_given(self, giver: &str, receiver: &str, seconds: u64) -> String {
        let given = duration(seconds);
        match self.0 {
            Lang::Es => format!("{giver} da {given} más a {receiver} para esta jugada."),
            Lang::En => format!("{giver} gives {receiver} {given} more for this move."),
            Lang::Ar => {
                format!("منح {giver} اللاعب {receiver} وقتًا إضافيًا قدره {given} لهذه الحركة.")
            }
            Lang::Ru => format!("{giver} добавляет {given} на этот ход игроку {receiver}."),
        }
    }

    /// `ver` in a timed game: the clock.
    pub fn clock_status(self, left: u64, per_move: u64) -> String {
        let face = self.0.clock(left, per_move);
        match self.0 {
            Lang::Es => format!("Reloj: {face} para esta jugada."),
            Lang::En => format!("Clock: {face} for this move."),
            Lang::Ar => format!("الساعة: {face} لهذه الحركة."),
            Lang::Ru => format!("Часы: {face} на этот ход."),
        }
    }

    /// The engine's seat, by level.
    pub fn computer(self, level: u8) -> String {
        match self.0 {
            Lang::Es => format!("Ordenador (nivel {level})"),
            Lang::En => format!("Computer (level {level})"),
            Lang::Ar => format!("الكمبيوتر (المستوى {level})"),
            Lang::Ru => format!("Компьютер (уровень {level})"),
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
        match self.0 {
            Lang::Es => format!(
                "Sala {code} creada: {variant} contra el ordenador (nivel {level}). {who} juega con {seat}."
            ),
            Lang::En => format!(
                "Room {code} created: {variant} against the computer (level {level}). {who} plays {seat}."
            ),
            Lang::Ar => format!(
                "تم إنشاء الغرفة {code}: {variant} ضد الكمبيوتر (المستوى {level}). {seat}: {who}."
            ),
            Lang::Ru => format!(
                "Комната {code} создана: {variant} против компьютера (уровень {level}). {seat} — {who}."
            ),
        }
    }

    /// Too many searches at once: the engine moves as soon as it can.
    pub fn computer_busy(self) -> String {
        match self.0 {
            Lang::Es => {
                "El ordenador está ocupado con otras partidas: jugará en cuanto pueda.".into()
            }
            Lang::En => {
                "The computer is busy with other games: it will move as soon as it can.".into()
            }
            Lang::Ar => "الكمبيوتر مشغول بمباريات أخرى: سيلعب حركته في أقرب وقت ممكن.".into(),
            Lang::Ru => "Компьютер занят другими партиями: он сходит, как только сможет.".into(),
        }
    }

    /// `avisos si|no` was saved.
    pub fn pings_set(self, on: bool) -> String {
        match (self.0, on) {
            (Lang::Es, true) => "Avisos activados: te mencionaré cuando te toque.".into(),
            (Lang::Es, false) => "Avisos desactivados: tu nombre saldrá sin mención.".into(),
            (Lang::En, true) => "Pings on: I will mention you when it is your move.".into(),
            (Lang::En, false) => "Pings off: your name will appear without a mention.".into(),
            (Lang::Ar, true) => "التنبيهات مفعّلة: سأشير إليك عندما يحين دورك.".into(),
            (Lang::Ar, false) => "التنبيهات متوقفة: سيظهر اسمك دون إشارة.".into(),
            (Lang::Ru, true) => {
                "Уведомления включены: я упомяну тебя, когда будет твой ход.".into()
            }
            (Lang::Ru, false) => "Уведомления выключены: твоё имя будет без упоминания.".into(),
        }
    }

    /// `tiempo` in a room without a clock.
    pub fn no_clock(self) -> String {
        match self.0 {
            Lang::Es => "Esta sala no tiene reloj.".into(),
            Lang::En => "This room has no clock.".into(),
            Lang::Ar => "لا توجد ساعة في هذه الغرفة.".into(),
            Lang::Ru => "В этой комнате нет часов.".into(),
        }
    }

    /// `tiempo` for one's own move.
    pub fn own_time(self) -> String {
        match self.0 {
            Lang::Es => "Solo puedes dar tiempo a tu rival, mientras le toca a él.".into(),
            Lang::En => "You can only give time to your opponent, on their move.".into(),
            Lang::Ar => "يمكنك منح الوقت لخصمك فقط، أثناء دوره.".into(),
            Lang::Ru => "Добавить время можно только сопернику, пока идёт его ход.".into(),
        }
    }

    /// More time than a whole move's.
    pub fn too_much_time(self, per_move: u64) -> String {
        let most = duration(per_move);
        match self.0 {
            Lang::Es => format!("Como mucho puedes dar el tiempo de una jugada ({most})."),
            Lang::En => format!("You can give at most one move's time ({most})."),
            Lang::Ar => format!("أقصى ما يمكنك منحه هو وقت حركة واحدة ({most})."),
            Lang::Ru => format!("Можно дать не больше времени одного хода ({most})."),
        }
    }
}

/// Every text of this file in `lang`, each method called with sample arguments (every branch: each enum value, Some/None, each match arm), so the catalogue test can check that each exists in every language.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    use crate::engine::Variant;
    let say = Say(lang);
    let mut out = vec![
        say.turn_line(false),
        say.turn_line(true),
        say.reminder(),
        say.timed_out("Ana", Team::White),
        say.timed_out("Bob", Team::Black),
        say.aborted("Ana"),
        say.time_given("Ana", "Bob", 3_600),
        say.clock_status(82_800, 86_400),
        say.computer(3),
    ];
    for variant in Variant::ALL {
        out.push(say.created_vs_computer("ABCD", variant, "Ana", &say.team(Team::White), 4));
    }
    out.extend([
        say.created_vs_computer("ABCD", Variant::Boyer, "Bob", &say.team(Team::Black), 8),
        say.computer_busy(),
        say.pings_set(true),
        say.pings_set(false),
        say.no_clock(),
        say.own_time(),
        say.too_much_time(86_400),
    ]);
    out
}
