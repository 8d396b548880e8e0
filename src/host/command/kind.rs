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

/// Every kind, for the tests and the text catalogue, which walk them all.
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

/// One Discord choice: the value sent back and its name in Spanish (the
/// default), English and Russian.
pub type Choice = (&'static str, [&'static str; 3]);

impl Kind {
    /// The option's name as Discord registers it: Spanish (what the
    /// adapter matches on), English and Russian.
    pub fn names(self) -> [&'static str; 3] {
        match self {
            Kind::Game => ["juego", "game", "игра"],
            Kind::Seat => ["lado", "side", "сторона"],
            Kind::Time | Kind::Give => ["tiempo", "time", "время"],
            Kind::Rival => ["rival", "opponent", "соперник"],
            Kind::Level => ["nivel", "level", "уровень"],
            Kind::Rated => ["puntos", "rating", "рейтинг"],
            Kind::Player => ["jugador", "player", "игрок"],
            Kind::Scope => ["alcance", "scope", "охват"],
            Kind::Form => ["como", "as", "как"],
            Kind::Toggle => ["avisos", "pings", "уведомления"],
            Kind::Answer => ["respuesta", "answer", "ответ"],
            Kind::Away => ["dias", "days", "дни"],
            Kind::Hour => ["hora", "hour", "час"],
            Kind::Zone => ["zona", "zone", "пояс"],
            Kind::Language => ["idioma", "language", "язык"],
            Kind::Number => ["numero", "number", "номер"],
            Kind::Code => ["codigo", "code", "код"],
            Kind::Action => ["jugada", "action", "действие"],
            Kind::Setting => ["ajuste", "setting", "настройка"],
            Kind::Value => ["valor", "value", "значение"],
            Kind::Step => ["paso", "step", "шаг"],
            Kind::Rounds => ["rondas", "rounds", "туры"],
            Kind::Length => ["arena", "arena", "арена"],
        }
    }

    /// The choices a platform with menus offers (none: free text).
    pub fn choices(self) -> Vec<Choice> {
        let same = |word: &'static str| (word, [word; 3]);
        let same_in_all = |value: &'static str, name: &'static str| (value, [name; 3]);
        match self {
            Kind::Game => Variant::ALL.iter().map(|v| same(v.name())).collect(),
            Kind::Seat => vec![
                ("blancas", ["blancas", "white", "белые"]),
                ("negras", ["negras", "black", "чёрные"]),
                ("azar", ["azar", "random", "случайно"]),
                ("local", ["local", "local", "локально"]),
            ],
            Kind::Time => vec![
                ("10m", ["10 minutos", "10 minutes", "10 минут"]),
                ("1h", ["1 hora", "1 hour", "1 час"]),
                ("1d", ["1 día", "1 day", "1 день"]),
                ("3d", ["3 días", "3 days", "3 дня"]),
                ("7d", ["7 días", "7 days", "7 дней"]),
                ("sin", ["sin reloj", "no clock", "без часов"]),
            ],
            Kind::Rival => vec![
                ("persona", ["persona", "person", "человек"]),
                ("ordenador", ["ordenador", "computer", "компьютер"]),
            ],
            Kind::Level => ["1", "2", "3", "4", "5", "6", "7", "8"]
                .into_iter()
                .map(same)
                .collect(),
            Kind::Rated => vec![
                ("puntuada", ["puntuada", "rated", "на рейтинг"]),
                ("casual", ["casual", "casual", "без рейтинга"]),
            ],
            Kind::Scope => vec![
                ("aqui", ["aquí", "here", "здесь"]),
                ("global", ["global", "global", "везде"]),
            ],
            Kind::Form => vec![
                ("imagen", ["imagen", "picture", "картинка"]),
                ("texto", ["texto", "text", "текст"]),
            ],
            Kind::Toggle => vec![
                ("si", ["sí", "on", "вкл"]),
                ("no", ["no", "off", "выкл"]),
                ("resumen", ["resumen diario", "daily digest", "сводка"]),
            ],
            Kind::Answer => vec![("si", ["sí", "yes", "да"]), ("no", ["no", "no", "нет"])],
            Kind::Away => vec![
                ("1d", ["1 día", "1 day", "1 день"]),
                ("3d", ["3 días", "3 days", "3 дня"]),
                ("7d", ["7 días", "7 days", "7 дней"]),
                ("14d", ["14 días", "14 days", "14 дней"]),
                ("fin", ["terminar", "end", "закончить"]),
            ],
            // Each language by its own name, the same in every locale.
            Kind::Language => (Lang::ALL.into_iter())
                .map(|lang| same_in_all(lang.code(), lang.info().name))
                .collect(),
            Kind::Setting => super::SettingKey::ALL
                .into_iter()
                .map(|key| {
                    let [es, en, ru] = key.words();
                    (es, [es, en, ru])
                })
                .collect(),
            Kind::Step => vec![
                ("crear", ["crear", "create", "создать"]),
                ("unirse", ["unirse", "join", "вступить"]),
                ("empezar", ["empezar", "start", "начать"]),
                ("retirarse", ["retirarse", "withdraw", "выйти"]),
                ("ver", ["ver", "show", "показать"]),
            ],
            Kind::Rounds => ["3", "4", "5", "6", "7", "9"]
                .into_iter()
                .map(same)
                .collect(),
            Kind::Length => vec![
                ("30", ["30 minutos", "30 minutes", "30 минут"]),
                ("60", ["1 hora", "1 hour", "1 час"]),
                ("120", ["2 horas", "2 hours", "2 часа"]),
            ],
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
pub(super) fn toggle(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "no" | "off" => Some(false),
        "si" | "sí" | "on" | "yes" => Some(true),
        _ => None,
    }
}

/// A game's name, or why it is not one.
pub(super) fn variant(word: &str) -> Result<Variant, CommandError> {
    word.parse()
        .map_err(|_| CommandError::NotAGame(truncate(word, 30)))
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
                    Kind::Toggle => {
                        toggle(value).is_some() || super::super::comforts::digest_word(value)
                    }
                    Kind::Answer => toggle(value).is_some(),
                    Kind::Away => {
                        value == "fin" || super::super::comforts::vacation(&[value]).is_ok()
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
