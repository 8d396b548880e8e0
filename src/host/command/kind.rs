//! What a command's argument holds: one [`Kind`] per sort of value, which
//! says how the value is read from a word, how Discord offers it (its
//! option's name and choices), and how a chosen option is written back as
//! the words the one parser reads.

use super::{CommandError, SeatChoice, truncate};
use crate::engine::Variant;
use crate::i18n::Lang;

/// The sort of one argument. Its words in help and its description are
/// texts (`i18n::commands`); its option name and choices are here, because
/// they are what players type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A rule set: `futbol`, `boyer`, `chessfootball`.
    Game,
    /// The creator's seat.
    Seat,
    /// The time per move of a new room.
    Time,
    /// A person (by the code) or the computer (`contra bot`).
    Rival,
    /// The computer's level, 1–8.
    Level,
    /// Rated or casual.
    Rated,
    /// A player (a mention; on Discord a user option).
    Player,
    /// This community or the whole platform.
    Scope,
    /// A picture or the same in words (`ver texto`).
    Form,
    /// Time to give the opponent (`+1d`).
    Give,
    /// Yes or no.
    Toggle,
    /// Yes or no to the opponent's request (`deshacer si`).
    Answer,
    /// How long a vacation lasts, or `fin`.
    Away,
    /// An hour of the day (`18h`).
    Hour,
    /// A time zone's IANA name.
    Zone,
    /// One of the bot's languages.
    Language,
    /// An archived game's number.
    Number,
    /// A room's code.
    Code,
    /// An action in the game's notation (the rest of the line).
    Action,
    /// One of a community's settings (`config`).
    Setting,
    /// A setting's new value (the rest of the line).
    Value,
    /// What `torneo` does: `crear`, `unirse`, …
    Step,
    /// A Swiss's rounds.
    Rounds,
    /// An arena's length in minutes.
    Length,
}

/// Every kind, for the tests, which walk them all.
#[cfg(test)]
pub const ALL_KINDS: [Kind; 24] = [
    Kind::Game,
    Kind::Seat,
    Kind::Time,
    Kind::Rival,
    Kind::Level,
    Kind::Rated,
    Kind::Player,
    Kind::Scope,
    Kind::Form,
    Kind::Give,
    Kind::Toggle,
    Kind::Answer,
    Kind::Away,
    Kind::Hour,
    Kind::Zone,
    Kind::Language,
    Kind::Number,
    Kind::Code,
    Kind::Action,
    Kind::Setting,
    Kind::Value,
    Kind::Step,
    Kind::Rounds,
    Kind::Length,
];

/// One Discord choice: the value sent back and its Spanish label (its
/// other languages' are `texts/locales/*/discord.ftl`'s).
pub type Choice = (&'static str, &'static str);

impl Kind {
    /// The option's Spanish name, which Discord registers and the adapter
    /// matches on (its other languages' are in `discord.ftl`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Game => "juego",
            Kind::Seat => "lado",
            Kind::Time | Kind::Give => "tiempo",
            Kind::Rival => "rival",
            Kind::Level => "nivel",
            Kind::Rated => "puntos",
            Kind::Player => "jugador",
            Kind::Scope => "alcance",
            Kind::Form => "como",
            Kind::Toggle => "avisos",
            Kind::Answer => "respuesta",
            Kind::Away => "dias",
            Kind::Hour => "hora",
            Kind::Zone => "zona",
            Kind::Language => "idioma",
            Kind::Number => "numero",
            Kind::Code => "codigo",
            Kind::Action => "jugada",
            Kind::Setting => "ajuste",
            Kind::Value => "valor",
            Kind::Step => "paso",
            Kind::Rounds => "rondas",
            Kind::Length => "arena",
        }
    }

    /// The choices a platform with menus offers (none: free text).
    pub fn choices(self) -> Vec<Choice> {
        let same = |word: &'static str| (word, word);
        let same_in_all = |value: &'static str, name: &'static str| (value, name);
        match self {
            Kind::Game => Variant::ALL.iter().map(|v| same(v.name())).collect(),
            Kind::Seat => vec![
                ("blancas", "blancas"),
                ("negras", "negras"),
                ("azar", "azar"),
                ("local", "local"),
            ],
            Kind::Time => vec![
                ("10m", "10 minutos"),
                ("1h", "1 hora"),
                ("1d", "1 día"),
                ("3d", "3 días"),
                ("7d", "7 días"),
                ("sin", "sin reloj"),
            ],
            Kind::Rival => vec![("persona", "persona"), ("ordenador", "ordenador")],
            Kind::Level => ["1", "2", "3", "4", "5", "6", "7", "8"]
                .into_iter()
                .map(same)
                .collect(),
            Kind::Rated => vec![("puntuada", "puntuada"), ("casual", "casual")],
            Kind::Scope => vec![("aqui", "aquí"), ("global", "global")],
            Kind::Form => vec![("imagen", "imagen"), ("texto", "texto")],
            Kind::Toggle => vec![("si", "sí"), ("no", "no"), ("resumen", "resumen diario")],
            Kind::Answer => vec![("si", "sí"), ("no", "no")],
            Kind::Away => vec![
                ("1d", "1 día"),
                ("3d", "3 días"),
                ("7d", "7 días"),
                ("14d", "14 días"),
                ("fin", "terminar"),
            ],
            // Each language by its own name, the same in every locale.
            Kind::Language => (Lang::ALL.into_iter())
                .map(|lang| same_in_all(lang.code(), lang.info().name))
                .collect(),
            Kind::Setting => super::SettingKey::ALL
                .into_iter()
                .map(|key| (key.words()[0], key.words()[0]))
                .collect(),
            Kind::Step => vec![
                ("crear", "crear"),
                ("unirse", "unirse"),
                ("empezar", "empezar"),
                ("retirarse", "retirarse"),
                ("ver", "ver"),
            ],
            Kind::Rounds => ["3", "4", "5", "6", "7", "9"]
                .into_iter()
                .map(same)
                .collect(),
            Kind::Length => vec![("30", "30 minutos"), ("60", "1 hora"), ("120", "2 horas")],
            Kind::Give
            | Kind::Number
            | Kind::Code
            | Kind::Action
            | Kind::Player
            | Kind::Value
            | Kind::Hour
            | Kind::Zone => Vec::new(),
        }
    }

    /// A chosen option's value as the words the parser reads after the
    /// command word, given the words written so far: the computer as a
    /// rival is `contra bot`, a person nothing, and a level counts only
    /// after `contra bot` (as a menu offers it: a level for a person is
    /// ignored).
    pub fn words(self, value: &str, so_far: &[String]) -> Vec<String> {
        match (self, value) {
            (Kind::Rival, "ordenador") => vec!["contra".into(), "bot".into()],
            (Kind::Rival, "persona") => Vec::new(),
            (Kind::Level, _) if so_far.last().map(String::as_str) != Some("bot") => Vec::new(),
            (Kind::Rounds, _) => vec!["rondas".into(), value.to_string()],
            (Kind::Length, _) => vec!["arena".into(), value.to_string()],
            _ => vec![value.to_string()],
        }
    }
}

/// A seat as players write it (`negras`, `black`, …).
pub fn seat_word(word: &str) -> Option<SeatChoice> {
    match word.to_lowercase().as_str() {
        "local" => Some(SeatChoice::Local),
        "blancas" | "white" => Some(SeatChoice::White),
        "negras" | "black" => Some(SeatChoice::Black),
        "azar" | "random" => Some(SeatChoice::Random),
        _ => None,
    }
}

/// Rated (`true`) or casual as players write it.
pub fn rated_word(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "puntuada" | "rated" => Some(true),
        "casual" | "amistosa" => Some(false),
        _ => None,
    }
}

/// The whole platform (`true`) or this community, as players write it.
pub fn scope_word(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "global" | "todos" | "all" => Some(true),
        "aqui" | "aquí" | "here" => Some(false),
        _ => None,
    }
}

/// In words (`true`) or as a picture, as players write it.
pub fn form_word(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "texto" | "text" | "текст" | "نص" => Some(true),
        "imagen" | "picture" | "image" | "картинка" | "صورة" => Some(false),
        _ => None,
    }
}

/// A language as players write it (`es`, `english`, `العربية`, `русский`,
/// …), in any case: its code or one of its words (`texts`' table).
pub fn language(word: &str) -> Option<Lang> {
    Lang::of_word(word)
}

/// Yes or no as players write it.
pub fn toggle(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "no" | "off" => Some(false),
        "si" | "sí" | "on" | "yes" => Some(true),
        _ => None,
    }
}

/// A game's name, or why it is not one.
pub fn variant(word: &str) -> Result<Variant, CommandError> {
    word.parse()
        .map_err(|_| CommandError::NotAGame(truncate(word, 30)))
}

/// `resumen` / `digest`: the summary instead of mentions.
pub fn digest_word(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "resumen" | "digest" | "сводка"
    )
}

/// An hour of the day: `18h`, `18`, `18:00`.
pub fn hour_word(word: &str) -> Option<u8> {
    let word = word.to_lowercase();
    let digits = word.trim_end_matches('h').trim_end_matches(":00");
    digits.parse::<u8>().ok().filter(|h| *h < 24)
}

/// The error of a time that did not read (`crear 5x`, `tiempo +99d`).
pub fn time_error(error: crate::host::clock::TimeError, word: &str) -> CommandError {
    match error {
        crate::host::clock::TimeError::Unreadable => CommandError::BadTime(truncate(word, 30)),
        crate::host::clock::TimeError::OutOfRange => CommandError::TimeOutOfRange,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every choice a menu offers reads back as its kind: a menu cannot
    /// offer what the parser refuses.
    #[test]
    fn every_choice_reads_back() {
        for kind in ALL_KINDS {
            for (value, _) in kind.choices() {
                let ok = match kind {
                    Kind::Game => variant(value).is_ok(),
                    Kind::Seat => seat_word(value).is_some(),
                    Kind::Time => crate::host::clock::time_word(value).is_some_and(|t| t.is_ok()),
                    Kind::Rival => !kind.words(value, &[]).is_empty() || value == "persona",
                    Kind::Level => value.parse::<crate::engine::search::Level>().is_ok(),
                    Kind::Rated => rated_word(value).is_some(),
                    Kind::Scope => scope_word(value).is_some(),
                    Kind::Form => form_word(value).is_some(),
                    Kind::Toggle => toggle(value).is_some() || digest_word(value),
                    Kind::Answer => toggle(value).is_some(),
                    Kind::Away => {
                        value == "fin"
                            || crate::host::clock::parse_duration(value).is_ok_and(|s| s >= 3_600)
                    }
                    Kind::Language => language(value).is_some(),
                    Kind::Setting => super::super::SettingKey::of_word(value).is_some(),
                    Kind::Step => super::super::STEPS.iter().any(|(es, _)| *es == value),
                    Kind::Rounds | Kind::Length => value.parse::<u64>().is_ok(),
                    Kind::Give
                    | Kind::Number
                    | Kind::Code
                    | Kind::Action
                    | Kind::Player
                    | Kind::Value
                    | Kind::Hour
                    | Kind::Zone => false,
                };
                assert!(ok, "{kind:?} offers {value:?}, which does not read");
            }
        }
    }
}
