//! The argument kinds the bot's commands share, one constant each: its
//! option's name and choices, its help's words and its description.

use super::kind::{
    Choice, Kind, digest_word, es_en, form_word, language, rated_word, scope_word, seat_word,
    toggle, variant,
};
use crate::engine::Variant;
use crate::host::clock::{parse_duration, time_word};
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::LazyLock;

/// Every language's code as help shows `idioma`'s argument: `es|en|…`.
static CODES: LazyLock<String> = LazyLock::new(|| codes("|"));

/// Every language's code, joined by `between`.
pub fn codes(between: &str) -> String {
    let codes: Vec<&str> = Lang::ALL.into_iter().map(Lang::code).collect();
    codes.join(between)
}

/// Values that are their own labels.
fn same(values: &[&'static str]) -> Vec<Choice> {
    values.iter().map(|value| (*value, *value)).collect()
}

/// Free text: whatever is typed is read by the command.
fn any(_word: &str) -> bool {
    true
}

impl Kind {
    /// A rule set: `futbol`, `boyer`, `chessfootball`.
    pub const GAME: Kind = Kind {
        name: "juego",
        choices: || Variant::ALL.iter().map(|v| (v.name(), v.name())).collect(),
        describe: |lang| t!(lang, command_arg_game),
        usage: |_| "futbol|boyer|chessfootball",
        words: Kind::as_chosen,
        reads: |word| variant(word).is_ok(),
        user: false,
    };
    /// The creator's seat.
    pub const SEAT: Kind = Kind {
        name: "lado",
        choices: || same(&["blancas", "negras", "azar", "local"]),
        describe: |lang| t!(lang, command_arg_seat),
        usage: |lang| {
            es_en(
                lang,
                "local|blancas|negras|azar",
                "local|white|black|random",
            )
        },
        words: Kind::as_chosen,
        reads: |word| seat_word(word).is_some(),
        user: false,
    };
    /// The time per move of a new room.
    pub const TIME: Kind = Kind {
        name: "tiempo",
        choices: || {
            vec![
                ("10m", "10 minutos"),
                ("1h", "1 hora"),
                ("1d", "1 día"),
                ("3d", "3 días"),
                ("7d", "7 días"),
                ("sin", "sin reloj"),
            ]
        },
        describe: |lang| t!(lang, command_arg_time),
        usage: |lang| es_en(lang, "30s|5m|2h|1d|3d|sin", "30s|5m|2h|1d|3d|none"),
        words: Kind::as_chosen,
        reads: |word| time_word(word).is_some_and(|t| t.is_ok()),
        user: false,
    };
    /// A person (by the code) or the computer (`contra bot`).
    pub const RIVAL: Kind = Kind {
        name: "rival",
        choices: || same(&["persona", "ordenador"]),
        describe: |lang| t!(lang, command_arg_rival),
        usage: |lang| es_en(lang, "contra bot", "vs bot"),
        // The computer as a rival is `contra bot`, a person nothing.
        words: |value, _| match value {
            "ordenador" => vec!["contra".into(), "bot".into()],
            _ => Vec::new(),
        },
        reads: |word| matches!(word, "persona" | "ordenador"),
        user: false,
    };
    /// The computer's level, 1–8.
    pub const LEVEL: Kind = Kind {
        name: "nivel",
        choices: || same(&["1", "2", "3", "4", "5", "6", "7", "8"]),
        describe: |lang| t!(lang, command_arg_level),
        usage: |_| "1-8",
        // A level counts only after `contra bot` (as a menu offers it: a
        // level for a person is ignored).
        words: |value, so_far| match so_far.last().map(String::as_str) {
            Some("bot") => vec![value.to_string()],
            _ => Vec::new(),
        },
        reads: |word| word.parse::<crate::engine::search::Level>().is_ok(),
        user: false,
    };
    /// Rated or casual.
    pub const RATED: Kind = Kind {
        name: "puntos",
        choices: || same(&["puntuada", "casual"]),
        describe: |lang| t!(lang, command_arg_rated),
        usage: |lang| es_en(lang, "puntuada|casual", "rated|casual"),
        words: Kind::as_chosen,
        reads: |word| rated_word(word).is_some(),
        user: false,
    };
    /// A player (a mention; on Discord a user option).
    pub const PLAYER: Kind = Kind {
        name: "jugador",
        choices: Kind::free,
        describe: |lang| t!(lang, command_arg_player),
        usage: |lang| es_en(lang, "@jugador", "@player"),
        words: Kind::as_chosen,
        reads: any,
        user: true,
    };
    /// This community or the whole platform.
    pub const SCOPE: Kind = Kind {
        name: "alcance",
        choices: || vec![("aqui", "aquí"), ("global", "global")],
        describe: |lang| t!(lang, command_arg_scope),
        usage: |_| "global",
        words: Kind::as_chosen,
        reads: |word| scope_word(word).is_some(),
        user: false,
    };
    /// A picture or the same in words (`ver texto`).
    pub const FORM: Kind = Kind {
        name: "como",
        choices: || same(&["imagen", "texto"]),
        describe: |lang| t!(lang, command_arg_form),
        usage: |lang| es_en(lang, "texto", "text"),
        words: Kind::as_chosen,
        reads: |word| form_word(word).is_some(),
        user: false,
    };
    /// Time to give the opponent (`+1d`).
    pub const GIVE: Kind = Kind {
        name: "tiempo",
        choices: Kind::free,
        describe: |lang| t!(lang, command_arg_give),
        usage: |_| "+1d",
        words: Kind::as_chosen,
        reads: any,
        user: false,
    };
    /// Yes or no, or the daily summary instead.
    pub const TOGGLE: Kind = Kind {
        name: "avisos",
        choices: || vec![("si", "sí"), ("no", "no"), ("resumen", "resumen diario")],
        describe: |lang| t!(lang, command_arg_toggle),
        usage: |lang| es_en(lang, "si|no|resumen", "on|off|digest"),
        words: Kind::as_chosen,
        reads: |word| toggle(word).is_some() || digest_word(word),
        user: false,
    };
    /// Yes or no to the opponent's request (`deshacer si`).
    pub const ANSWER: Kind = Kind {
        name: "respuesta",
        choices: || vec![("si", "sí"), ("no", "no")],
        describe: |lang| t!(lang, command_arg_answer),
        usage: |lang| es_en(lang, "si|no", "yes|no"),
        words: Kind::as_chosen,
        reads: |word| toggle(word).is_some(),
        user: false,
    };
    /// How long a vacation lasts, or `fin`.
    pub const AWAY: Kind = Kind {
        name: "dias",
        choices: || {
            vec![
                ("1d", "1 día"),
                ("3d", "3 días"),
                ("7d", "7 días"),
                ("14d", "14 días"),
                ("fin", "terminar"),
            ]
        },
        describe: |lang| t!(lang, command_arg_away),
        usage: |lang| es_en(lang, "3d|fin", "3d|end"),
        words: Kind::as_chosen,
        reads: |word| word == "fin" || parse_duration(word).is_ok_and(|s| s >= 3_600),
        user: false,
    };
    /// An hour of the day (`18h`).
    pub const HOUR: Kind = Kind {
        name: "hora",
        choices: Kind::free,
        describe: |lang| t!(lang, command_arg_hour),
        usage: |_| "18h",
        words: Kind::as_chosen,
        reads: any,
        user: false,
    };
    /// A time zone's IANA name.
    pub const ZONE: Kind = Kind {
        name: "zona",
        choices: Kind::free,
        describe: |lang| t!(lang, command_arg_zone),
        usage: |_| "Europe/Madrid",
        words: Kind::as_chosen,
        reads: any,
        user: false,
    };
    /// One of the bot's languages, each by its own name.
    pub const LANGUAGE: Kind = Kind {
        name: "idioma",
        choices: || {
            (Lang::ALL.into_iter())
                .map(|lang| (lang.code(), lang.info().name))
                .collect()
        },
        describe: |lang| t!(lang, command_arg_language, codes = codes(", ")),
        usage: |_| CODES.as_str(),
        words: Kind::as_chosen,
        reads: |word| language(word).is_some(),
        user: false,
    };
    /// An archived game's number.
    pub const NUMBER: Kind = Kind {
        name: "numero",
        choices: Kind::free,
        describe: |lang| t!(lang, command_arg_number),
        usage: |_| "N",
        words: Kind::as_chosen,
        reads: any,
        user: false,
    };
    /// A room's code.
    pub const CODE: Kind = Kind {
        name: "codigo",
        choices: Kind::free,
        describe: |lang| t!(lang, command_arg_code),
        usage: |lang| es_en(lang, "CÓDIGO", "CODE"),
        words: Kind::as_chosen,
        reads: any,
        user: false,
    };
    /// An action in the game's notation (the rest of the line).
    pub const ACTION: Kind = Kind {
        name: "jugada",
        choices: Kind::free,
        describe: |lang| t!(lang, command_arg_action),
        usage: |lang| es_en(lang, "JUGADA", "ACTION"),
        words: Kind::as_chosen,
        reads: any,
        user: false,
    };
    /// One of a community's settings (`ajustes`).
    pub const SETTING: Kind = Kind {
        name: "ajuste",
        choices: || {
            (super::config::SettingKey::ALL.into_iter())
                .map(|key| (key.words()[0], key.words()[0]))
                .collect()
        },
        describe: |lang| t!(lang, command_arg_setting),
        usage: |lang| es_en(lang, "CLAVE", "KEY"),
        words: Kind::as_chosen,
        reads: |word| super::config::SettingKey::of_word(word).is_some(),
        user: false,
    };
    /// A setting's new value (the rest of the line).
    pub const VALUE: Kind = Kind {
        name: "valor",
        choices: Kind::free,
        describe: |lang| t!(lang, command_arg_value),
        usage: |lang| es_en(lang, "VALOR", "VALUE"),
        words: Kind::as_chosen,
        reads: any,
        user: false,
    };
    /// What `torneo` does: `crear`, `unirse`, …
    pub const STEP: Kind = Kind {
        name: "paso",
        choices: || {
            super::tournament::STEPS
                .iter()
                .map(|(es, _)| (*es, *es))
                .collect()
        },
        describe: |lang| t!(lang, command_arg_step),
        usage: |lang| {
            es_en(
                lang,
                "crear|unirse|empezar|retirarse|ver",
                "create|join|start|withdraw|show",
            )
        },
        words: Kind::as_chosen,
        reads: |word| super::tournament::STEPS.iter().any(|(es, _)| *es == word),
        user: false,
    };
    /// A Swiss's rounds.
    pub const ROUNDS: Kind = Kind {
        name: "rondas",
        choices: || same(&["3", "4", "5", "6", "7", "9"]),
        describe: |lang| t!(lang, command_arg_rounds),
        usage: |lang| es_en(lang, "rondas N", "rounds N"),
        words: |value, _| vec!["rondas".into(), value.to_string()],
        reads: |word| word.parse::<u64>().is_ok(),
        user: false,
    };
    /// An arena's length in minutes.
    pub const LENGTH: Kind = Kind {
        name: "arena",
        choices: || vec![("30", "30 minutos"), ("60", "1 hora"), ("120", "2 horas")],
        describe: |lang| t!(lang, command_arg_length),
        usage: |_| "arena M",
        words: |value, _| vec!["arena".into(), value.to_string()],
        reads: |word| word.parse::<u64>().is_ok(),
        user: false,
    };
}
