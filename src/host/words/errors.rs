//! Why a command could not be read, in the channel's language. Every
//! [`CommandError`] variant is matched here, so the compiler tells when a
//! new one lacks its words; user text is quoted through [`plain`].

use crate::host::command::CommandError;
use crate::i18n::{Lang, Say, plain};

/// The longest piece of user text a reply quotes.
const QUOTED: usize = 30;

impl Say {
    /// A command that could not be read.
    pub fn command_error(self, error: &CommandError) -> String {
        let q = |text: &str| plain(text, QUOTED);
        match self.0 {
            Lang::Es => match error {
                CommandError::Empty => "Falta el comando. Escribe `ayuda`.".into(),
                CommandError::TooLong { max } => {
                    format!(
                        "El comando es demasiado largo (como mucho {max} caracteres). Escribe `ayuda`."
                    )
                }
                CommandError::Unknown(word) => {
                    format!("No conozco el comando «{}». Escribe `ayuda`.", q(word))
                }
                CommandError::NoArguments(verb, extra) => format!(
                    "`{}` no lleva nada más (sobra «{}»).",
                    self.word(*verb),
                    q(extra)
                ),
                CommandError::NeedsCode => {
                    "`unirse` necesita el código de 4 letras de la sala.".into()
                }
                CommandError::NeedsAction => "`mover` necesita una jugada, como e3-e4.".into(),
                CommandError::NotAGame(word) => format!(
                    "«{}» no es un juego: futbol, boyer o chessfootball.",
                    q(word)
                ),
                CommandError::RulesArguments => {
                    "`reglas` lleva como mucho el nombre de un juego.".into()
                }
                CommandError::Unexpected(word) => format!(
                    "`crear` no entiende «{}»: escribe `crear [juego] [lado]`.",
                    q(word)
                ),
                CommandError::NeedsLanguage => "Elige el idioma: `idioma es`, `idioma en`, `idioma ar` o `idioma ru`.".into(),
                CommandError::BadGameId(word) => format!(
                    "«{}» no es un número de partida: escribe `partida 12` (los números salen en `historial`).",
                    q(word)
                ),
                CommandError::BadTime(word) => format!(
                    "No entiendo el tiempo «{}»: escribe un número y una unidad, como 30s, 5m, 2h, 1d o 3d, o `sin`.",
                    q(word)
                ),
                CommandError::TimeOutOfRange => "El tiempo por jugada va de 10s a 14d.".into(),
                CommandError::BadVacation(word) => format!(
                    "Unas vacaciones duran de 1h a 14d: `vacaciones 3d`, o `vacaciones fin` para terminarlas («{word}» no vale)."
                ),
                CommandError::NeedsPings => {
                    "Escribe `avisos si`, `avisos no` o `avisos resumen 18h`.".into()
                }
                CommandError::NeedsStep => "Escribe `torneo crear`, `torneo unirse`, `torneo empezar`, `torneo retirarse` o `torneo ver`.".into(),
                CommandError::BadCount(word) => format!(
                    "«{}» no es un número válido aquí: escribe, por ejemplo, `torneo ver 3` o `torneo crear rondas 5`.",
                    q(word)
                ),
                CommandError::Setting(error) => self.setting_error(error),
                CommandError::BadLevel(level) => format!(
                    "«{}» no es un nivel: el ordenador juega del 1 al 8, como `crear contra bot 4`.",
                    q(level)
                ),
                CommandError::NeedsTime => {
                    "`tiempo` necesita el tiempo que das al rival, como `tiempo +1d`.".into()
                }
            },
            Lang::En => match error {
                CommandError::Empty => "The command is missing. Type `help`.".into(),
                CommandError::TooLong { max } => {
                    format!("That command is too long (at most {max} characters). Type `help`.")
                }
                CommandError::Unknown(word) => {
                    format!("I don't know the command “{}”. Type `help`.", q(word))
                }
                CommandError::NoArguments(verb, extra) => format!(
                    "`{}` takes nothing more (“{}” is extra).",
                    self.word(*verb),
                    q(extra)
                ),
                CommandError::NeedsCode => "`join` needs the room's 4-letter code.".into(),
                CommandError::NeedsAction => "`move` needs an action, like e3-e4.".into(),
                CommandError::NotAGame(word) => format!(
                    "“{}” is not a game: futbol, boyer or chessfootball.",
                    q(word)
                ),
                CommandError::RulesArguments => "`rules` takes at most a game name.".into(),
                CommandError::Unexpected(word) => format!(
                    "`create` does not understand “{}”: type `create [game] [side]`.",
                    q(word)
                ),
                CommandError::NeedsLanguage => {
                    "Choose the language: `language es`, `language en`, `language ar` or `language ru`.".into()
                }
                CommandError::BadGameId(word) => format!(
                    "“{}” is not a game number: write `game 12` (`history` lists them).",
                    q(word)
                ),
                CommandError::BadTime(word) => format!(
                    "I can't read the time “{}”: write a number and a unit, like 30s, 5m, 2h, 1d or 3d, or `none`.",
                    q(word)
                ),
                CommandError::TimeOutOfRange => "The time per move is between 10s and 14d.".into(),
                CommandError::BadVacation(word) => format!(
                    "A vacation lasts from 1h to 14d: `vacation 3d`, or `vacation end` to end it (not “{word}”)."
                ),
                CommandError::NeedsPings => "Type `pings on`, `pings off` or `pings digest 18h`.".into(),
                CommandError::NeedsStep => "Type `tournament create`, `tournament join`, `tournament start`, `tournament withdraw` or `tournament show`.".into(),
                CommandError::BadCount(word) => format!(
                    "“{}” is not a number that fits here: write, for example, `tournament show 3` or `tournament create rounds 5`.",
                    q(word)
                ),
                CommandError::Setting(error) => self.setting_error(error),
                CommandError::BadLevel(level) => format!(
                    "“{}” is not a level: the computer plays 1 to 8, like `create vs bot 4`.",
                    q(level)
                ),
                CommandError::NeedsTime => {
                    "`time` needs the time you give your opponent, like `time +1d`.".into()
                }
            },
            Lang::Ar => match error {
                CommandError::Empty => "لم تكتب أي أمر. اكتب `help`.".into(),
                CommandError::TooLong { max } => {
                    format!("الأمر طويل جدًا (الحد الأقصى للأحرف: {max}). اكتب `help`.")
                }
                CommandError::Unknown(word) => {
                    format!("لا أعرف الأمر «{}». اكتب `help`.", q(word))
                }
                CommandError::NoArguments(verb, extra) => format!(
                    "الأمر `{}` لا يأخذ شيئًا بعده (الزائد: «{}»).",
                    self.word(*verb),
                    q(extra)
                ),
                CommandError::NeedsCode => {
                    "الأمر `join` يحتاج إلى رمز الغرفة المكوّن من 4 أحرف.".into()
                }
                CommandError::NeedsAction => "الأمر `move` يحتاج إلى حركة، مثل e3-e4.".into(),
                CommandError::NotAGame(word) => format!(
                    "لا توجد لعبة باسم «{}»: اختر futbol أو boyer أو chessfootball.",
                    q(word)
                ),
                CommandError::RulesArguments => {
                    "الأمر `rules` يأخذ اسم لعبة واحدة على الأكثر.".into()
                }
                CommandError::Unexpected(word) => format!(
                    "الأمر `create` لا يفهم «{}»: اكتب `create [game] [side]`.",
                    q(word)
                ),
                CommandError::NeedsLanguage => {
                    "اختر اللغة: `language es` أو `language en` أو `language ar` أو `language ru`."
                        .into()
                }
                CommandError::BadGameId(word) => format!(
                    "القيمة «{}» ليست رقم مباراة: اكتب `game 12` (تظهر الأرقام في `history`).",
                    q(word)
                ),
                CommandError::BadTime(word) => format!(
                    "لا أفهم الوقت «{}»: اكتب رقمًا ووحدة، مثل 30s أو 5m أو 2h أو 1d أو 3d، أو `none`.",
                    q(word)
                ),
                CommandError::TimeOutOfRange => "الوقت لكل حركة من 10s إلى 14d.".into(),
                CommandError::BadVacation(word) => format!(
                    "الإجازة من 1h إلى 14d: `vacation 3d`، أو `vacation end` لإنهائها (وليس «{word}»)."
                ),
                CommandError::NeedsPings => {
                    "اكتب `pings on` أو `pings off` أو `pings digest 18h`.".into()
                }
                CommandError::NeedsStep => "اكتب `tournament create` أو `tournament join` أو `tournament start` أو `tournament withdraw` أو `tournament show`.".into(),
                CommandError::BadCount(word) => format!(
                    "«{}» ليس رقمًا مناسبًا هنا: اكتب مثلًا `tournament show 3` أو `tournament create rounds 5`.",
                    q(word)
                ),
                CommandError::Setting(error) => self.setting_error(error),
                CommandError::BadLevel(level) => format!(
                    "لا يوجد مستوى «{}»: مستويات الكمبيوتر من 1 إلى 8، مثل `create vs bot 4`.",
                    q(level)
                ),
                CommandError::NeedsTime => {
                    "الأمر `time` يحتاج إلى الوقت الذي تمنحه لخصمك، مثل `time +1d`.".into()
                }
            },
            Lang::Ru => match error {
                CommandError::Empty => "Не указана команда. Напиши `help`.".into(),
                CommandError::TooLong { max } => {
                    format!("Слишком длинная команда (максимум символов: {max}). Напиши `help`.")
                }
                CommandError::Unknown(word) => {
                    format!("Неизвестная команда «{}». Напиши `help`.", q(word))
                }
                CommandError::NoArguments(verb, extra) => format!(
                    "После `{}` ничего не нужно (лишнее: «{}»).",
                    self.word(*verb),
                    q(extra)
                ),
                CommandError::NeedsCode => "Для `join` нужен код комнаты из 4 букв.".into(),
                CommandError::NeedsAction => "Для `move` нужен ход, например e3-e4.".into(),
                CommandError::NotAGame(word) => {
                    format!("«{}» — не игра: futbol, boyer или chessfootball.", q(word))
                }
                CommandError::RulesArguments => {
                    "После `rules` можно указать только название игры.".into()
                }
                CommandError::Unexpected(word) => format!(
                    "`create` не понимает «{}»: напиши `create [game] [side]`.",
                    q(word)
                ),
                CommandError::NeedsLanguage => {
                    "Выбери язык: `language es`, `language en`, `language ar` или `language ru`."
                        .into()
                }
                CommandError::BadGameId(word) => format!(
                    "«{}» — не номер партии: напиши `game 12` (номера есть в `history`).",
                    q(word)
                ),
                CommandError::BadTime(word) => format!(
                    "Не понимаю время «{}»: напиши число и единицу, например 30s, 5m, 2h, 1d или 3d, или `none`.",
                    q(word)
                ),
                CommandError::TimeOutOfRange => "Время на ход — от 10s до 14d.".into(),
                CommandError::BadVacation(word) => format!(
                    "Отпуск длится от 1h до 14d: `vacation 3d` или `vacation end`, чтобы закончить (не «{word}»)."
                ),
                CommandError::NeedsPings => {
                    "Напиши `pings on`, `pings off` или `pings digest 18h`.".into()
                }
                CommandError::NeedsStep => "Напиши `tournament create`, `tournament join`, `tournament start`, `tournament withdraw` или `tournament show`.".into(),
                CommandError::BadCount(word) => format!(
                    "«{}» — неподходящее число: напиши, например, `tournament show 3` или `tournament create rounds 5`.",
                    q(word)
                ),
                CommandError::Setting(error) => self.setting_error(error),
                CommandError::BadLevel(level) => format!(
                    "«{}» — не уровень: компьютер играет на уровнях от 1 до 8, например `create vs bot 4`.",
                    q(level)
                ),
                CommandError::NeedsTime => {
                    "Для `time` укажи, сколько времени дать сопернику, например `time +1d`.".into()
                }
            },
        }
    }
}

/// Every text of this file in `lang`, each function called with sample arguments (every branch: each enum value, each match arm), so the catalogue test can check that each exists in every language.
#[cfg(test)]
pub(super) fn samples(lang: crate::i18n::Lang) -> Vec<String> {
    use crate::host::command::Verb;
    let verbs = [
        Verb::Resign,
        Verb::Draw,
        Verb::Rematch,
        Verb::Show,
        Verb::Leave,
    ];
    let mut errors = vec![
        CommandError::Empty,
        CommandError::TooLong { max: 200 },
        CommandError::Unknown("bailar".into()),
        CommandError::NeedsCode,
        CommandError::NeedsAction,
        CommandError::NotAGame("ajedrez".into()),
        CommandError::RulesArguments,
        CommandError::Unexpected("5x".into()),
        CommandError::NeedsLanguage,
        CommandError::BadGameId("doce".into()),
        CommandError::BadTime("5x".into()),
        CommandError::NeedsTime,
        CommandError::TimeOutOfRange,
        CommandError::BadVacation("99d".into()),
        CommandError::BadLevel("0".into()),
        CommandError::NeedsPings,
        CommandError::NeedsStep,
        CommandError::BadCount("doce".into()),
        CommandError::Setting(crate::host::command::SettingError::TooManyChannels),
    ];
    errors.extend(
        verbs
            .into_iter()
            .map(|verb| CommandError::NoArguments(verb, "ya".into())),
    );
    // A new variant does not compile until it is given a sample above.
    for error in &errors {
        match error {
            CommandError::Empty
            | CommandError::TooLong { .. }
            | CommandError::Unknown(_)
            | CommandError::NoArguments(..)
            | CommandError::NeedsCode
            | CommandError::NeedsAction
            | CommandError::NotAGame(_)
            | CommandError::RulesArguments
            | CommandError::Unexpected(_)
            | CommandError::NeedsLanguage
            | CommandError::BadGameId(_)
            | CommandError::BadTime(_)
            | CommandError::NeedsTime
            | CommandError::TimeOutOfRange
            | CommandError::BadVacation(_)
            | CommandError::BadLevel(_)
            | CommandError::NeedsPings
            | CommandError::NeedsStep
            | CommandError::BadCount(_)
            | CommandError::Setting(_) => {}
        }
    }
    let say = Say(lang);
    errors
        .iter()
        .map(|error| say.command_error(error))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::command::parse;

    #[test]
    fn every_error_speaks_every_language_and_quotes_safely() {
        for text in [
            "",
            "bailar @everyone",
            "rendirse <@&1>",
            "unirse",
            "mover",
            "crear ajedrez",
            "reglas a b",
            "crear futbol @here",
            "idioma xx",
            "crear 5x",
            "crear 20d",
            "tiempo",
            "avisos quizá",
            "crear contra bot 0",
            &format!("mover {}", "e".repeat(250)),
        ] {
            let error = parse(text).expect_err(text);
            let said: Vec<String> = Lang::ALL
                .into_iter()
                .map(|lang| Say(lang).command_error(&error))
                .collect();
            for (i, a) in said.iter().enumerate() {
                for b in &said[i + 1..] {
                    assert_ne!(a, b, "{error:?}");
                }
            }
            for said in &said {
                assert!(!said.contains("@everyone") && !said.contains("@here"));
                assert!(!said.contains("<@") && !said.contains("«»"), "{said}");
            }
        }
        let long = parse(&"x".repeat(300)).expect_err("too long");
        assert!(
            Say(Lang::Es)
                .command_error(&long)
                .contains("demasiado largo")
        );
        assert!(
            Say(Lang::En)
                .command_error(&long)
                .contains("too long (at most 200")
        );
        assert!(Say(Lang::Ar).command_error(&long).contains("طويل جدًا"));
        assert!(
            Say(Lang::Ru)
                .command_error(&long)
                .contains("максимум символов: 200")
        );
    }
}
