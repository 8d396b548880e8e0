//! The `/futbol` slash command as Discord registers it, and its typed
//! options read back as the host's [`Command`] (no text to parse again).

use crate::engine::search::Level;
use crate::host::Input;
use crate::host::clock::{TimeChoice, parse_duration, time_word};
use crate::host::command::{Command, language, seat_word};
use serenity::all::{
    CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption,
};

/// `/futbol crear juego:boyer lado:negras` → `Create { Boyer, Black }`.
/// Options that do not read (Discord checks choices, but a stale client
/// may send anything) fall back to the words as text, so the host's parser
/// names what is wrong.
pub(super) fn input_of(options: &[CommandDataOption]) -> Input {
    let Some(sub) = options.first() else {
        return Input::Command(String::new());
    };
    let args: Vec<(&str, &str)> = match &sub.value {
        CommandDataOptionValue::SubCommand(args) => args
            .iter()
            .filter_map(|arg| Some((arg.name.as_str(), arg.value.as_str()?)))
            .collect(),
        _ => Vec::new(),
    };
    let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    let chosen = match sub.name.as_str() {
        "crear" => {
            let variant = arg("juego").map(str::parse).transpose().ok();
            let seat = match arg("lado") {
                Some(word) => seat_word(word),
                None => Some(Default::default()),
            };
            let time = match arg("tiempo") {
                Some(word) => time_word(word).and_then(Result::ok),
                None => Some(TimeChoice::Default),
            };
            let level = arg("nivel").map_or(Some(Level::DEFAULT), |n| n.parse().ok());
            let computer = match arg("rival") {
                Some("ordenador") => level.map(Some),
                _ => Some(None),
            };
            match (variant, seat, time, computer) {
                (Some(variant), Some(seat), Some(time), Some(computer)) => Some(Command::Create {
                    variant: variant.unwrap_or_default(),
                    seat,
                    time,
                    computer,
                }),
                _ => None,
            }
        }
        "tiempo" => arg("tiempo")
            .and_then(|word| parse_duration(word.trim_start_matches('+')).ok())
            .map(Command::GiveTime),
        "avisos" => match arg("avisos") {
            Some("si") => Some(Command::Pings(true)),
            Some("no") => Some(Command::Pings(false)),
            _ => None,
        },
        "unirse" => arg("codigo").map(|code| Command::Join { code: code.into() }),
        "mover" => arg("jugada").map(|action| Command::Move {
            action: action.into(),
        }),
        "rendirse" => Some(Command::Resign),
        "tablas" => Some(Command::Draw),
        "revancha" => Some(Command::Rematch),
        "ver" => Some(Command::Show),
        "salir" => Some(Command::Leave),
        "ayuda" => Some(Command::Help),
        "reglas" => match arg("juego").map(str::parse).transpose() {
            Ok(variant) => Some(Command::Rules { variant }),
            Err(_) => None,
        },
        "idioma" => arg("idioma").and_then(language).map(Command::Language),
        "historial" => Some(Command::History),
        "partida" => match arg("numero").map(|n| n.trim_start_matches('#').parse()) {
            None => Some(Command::Game { id: None }),
            Some(Ok(id)) => Some(Command::Game { id: Some(id) }),
            Some(Err(_)) => None,
        },
        _ => None,
    };
    match chosen {
        Some(command) => Input::Chosen(command),
        None => {
            let words = std::iter::once(sub.name.as_str()).chain(args.iter().map(|(_, v)| *v));
            Input::Command(words.collect::<Vec<_>>().join(" "))
        }
    }
}

/// An option named and described in Spanish (the default, the name the
/// adapter matches on), English and Russian: `[es, en, ru]`. Discord has no
/// Arabic locale, so Arabic users see the Spanish.
fn option(
    kind: CommandOptionType,
    [es, en, ru]: [&str; 3],
    [desc_es, desc_en, desc_ru]: [&str; 3],
) -> CreateCommandOption {
    let mut option = CreateCommandOption::new(kind, es, desc_es);
    for (locale, name, description) in [
        ("en-US", en, desc_en),
        ("en-GB", en, desc_en),
        ("ru", ru, desc_ru),
    ] {
        option = option
            .name_localized(locale, name)
            .description_localized(locale, description);
    }
    option
}

/// `/futbol` with its sub-commands, Spanish by default, English and
/// Russian localized.
pub fn slash_command() -> CreateCommand {
    let sub = |names: [&str; 3], descriptions: [&str; 3]| {
        option(CommandOptionType::SubCommand, names, descriptions)
    };
    let text = |names: [&str; 3], descriptions: [&str; 3], required: bool| {
        option(CommandOptionType::String, names, descriptions).required(required)
    };
    // A choice's name in English and Russian.
    let both = |en: &'static str, ru: &'static str| [("en-US", en), ("en-GB", en), ("ru", ru)];
    let game = |required: bool| {
        text(
            ["juego", "game", "игра"],
            ["El juego", "The game", "Игра"],
            required,
        )
        .add_string_choice("futbol", "futbol")
        .add_string_choice("boyer", "boyer")
        .add_string_choice("chessfootball", "chessfootball")
    };
    let side = text(
        ["lado", "side", "сторона"],
        ["Tu lado", "Your side", "Твоя сторона"],
        false,
    )
    .add_string_choice_localized("blancas", "blancas", both("white", "белые"))
    .add_string_choice_localized("negras", "negras", both("black", "чёрные"))
    .add_string_choice_localized("azar", "azar", both("random", "случайно"))
    .add_string_choice_localized("local", "local", both("local", "локально"));
    let time = text(
        ["tiempo", "time", "время"],
        [
            "Tiempo por jugada (1 día si no eliges)",
            "Time per move (a day unless chosen)",
            "Время на ход (1 день, если не выбрано)",
        ],
        false,
    )
    .add_string_choice_localized("10 minutos", "10m", both("10 minutes", "10 минут"))
    .add_string_choice_localized("1 hora", "1h", both("1 hour", "1 час"))
    .add_string_choice_localized("1 día", "1d", both("1 day", "1 день"))
    .add_string_choice_localized("3 días", "3d", both("3 days", "3 дня"))
    .add_string_choice_localized("7 días", "7d", both("7 days", "7 дней"))
    .add_string_choice_localized("sin reloj", "sin", both("no clock", "без часов"));
    let rival = text(
        ["rival", "opponent", "соперник"],
        [
            "Una persona (por el código) o el ordenador",
            "A person (by the code) or the computer",
            "Человек (по коду) или компьютер",
        ],
        false,
    )
    .add_string_choice_localized("persona", "persona", both("person", "человек"))
    .add_string_choice_localized("ordenador", "ordenador", both("computer", "компьютер"));
    let level = (1..=8).fold(
        text(
            ["nivel", "level", "уровень"],
            [
                "Nivel del ordenador (4 si no eliges)",
                "The computer's level (4 unless chosen)",
                "Уровень компьютера (4, если не выбран)",
            ],
            false,
        ),
        |option, n| option.add_string_choice(n.to_string(), n.to_string()),
    );
    let give = text(
        ["tiempo", "time", "время"],
        [
            "Cuánto: 30s, 5m, 2h, 1d…",
            "How much: 30s, 5m, 2h, 1d…",
            "Сколько: 30s, 5m, 2h, 1d…",
        ],
        true,
    );
    let pings = text(
        ["avisos", "pings", "уведомления"],
        [
            "Mencionarte cuando te toque",
            "Mention you on your move",
            "Упоминать тебя, когда твой ход",
        ],
        true,
    )
    .add_string_choice_localized("sí", "si", both("on", "вкл"))
    .add_string_choice_localized("no", "no", both("off", "выкл"));
    // Each language by its own name, the same in every locale.
    let language = text(
        ["idioma", "language", "язык"],
        ["es, en, ar o ru", "es, en, ar or ru", "es, en, ar или ru"],
        true,
    )
    .add_string_choice("español", "es")
    .add_string_choice("English", "en")
    .add_string_choice("العربية", "ar")
    .add_string_choice("Русский", "ru");
    CreateCommand::new("futbol")
        .description("Fútbol-Ajedrez y otros juegos de fútbol en un tablero")
        .description_localized("en-US", "Chess football games")
        .description_localized("en-GB", "Chess football games")
        .description_localized("ru", "Футбольные шахматы и другие футбольные игры на доске")
        .add_option(
            sub(
                ["crear", "create", "создать"],
                [
                    "Crea una sala en este canal",
                    "Create a room in this channel",
                    "Создать комнату в этом канале",
                ],
            )
            .add_sub_option(game(false))
            .add_sub_option(side)
            .add_sub_option(time)
            .add_sub_option(rival)
            .add_sub_option(level),
        )
        .add_option(
            sub(
                ["tiempo", "time", "время"],
                [
                    "Da tiempo a tu rival para esta jugada",
                    "Give your opponent time for this move",
                    "Дать сопернику время на этот ход",
                ],
            )
            .add_sub_option(give),
        )
        .add_option(
            sub(
                ["avisos", "pings", "уведомления"],
                [
                    "Menciones cuando te toca",
                    "Mentions on your move",
                    "Упоминания, когда твой ход",
                ],
            )
            .add_sub_option(pings),
        )
        .add_option(
            sub(
                ["unirse", "join", "присоединиться"],
                [
                    "Únete a una sala por su código",
                    "Join a room by its code",
                    "Присоединиться к комнате по её коду",
                ],
            )
            .add_sub_option(text(
                ["codigo", "code", "код"],
                [
                    "El código de 4 letras",
                    "The 4-letter code",
                    "Код из 4 букв",
                ],
                true,
            )),
        )
        .add_option(
            sub(
                ["mover", "move", "ход"],
                [
                    "Juega una jugada (e3-e4, e3>c5, N@e4…)",
                    "Play an action (e3-e4, e3>c5, N@e4…)",
                    "Сделать ход (e3-e4, e3>c5, N@e4…)",
                ],
            )
            .add_sub_option(text(
                ["jugada", "action", "действие"],
                ["La jugada", "The action", "Действие"],
                true,
            )),
        )
        .add_option(sub(
            ["rendirse", "resign", "сдаться"],
            ["Abandona la partida", "Resign the game", "Сдать партию"],
        ))
        .add_option(sub(
            ["tablas", "draw", "ничья"],
            [
                "Ofrece o acepta tablas",
                "Offer or accept a draw",
                "Предложить или принять ничью",
            ],
        ))
        .add_option(sub(
            ["revancha", "rematch", "реванш"],
            ["Pide la revancha", "Ask for a rematch", "Попросить реванш"],
        ))
        .add_option(sub(
            ["ver", "show", "показать"],
            ["Muestra el tablero", "Show the board", "Показать доску"],
        ))
        .add_option(sub(
            ["salir", "leave", "выйти"],
            [
                "Deja de mirar o abandona",
                "Stop watching or leave",
                "Перестать смотреть или покинуть партию",
            ],
        ))
        .add_option(
            sub(
                ["reglas", "rules", "правила"],
                [
                    "Las reglas en breve",
                    "The rules in short",
                    "Правила вкратце",
                ],
            )
            .add_sub_option(game(false)),
        )
        .add_option(
            sub(
                ["idioma", "language", "язык"],
                [
                    "El idioma del canal",
                    "The channel's language",
                    "Язык канала",
                ],
            )
            .add_sub_option(language),
        )
        .add_option(sub(
            ["historial", "history", "история"],
            [
                "Las últimas partidas del canal y las tuyas",
                "The channel's last games and yours",
                "Последние партии канала и твои",
            ],
        ))
        .add_option(
            sub(
                ["partida", "game", "партия"],
                [
                    "El registro de una partida (o de la de ahora)",
                    "A game's record (or the current one's)",
                    "Запись партии (или текущей)",
                ],
            )
            .add_sub_option(text(
                ["numero", "number", "номер"],
                [
                    "Su número en el historial",
                    "Its number in the history",
                    "Её номер в истории",
                ],
                false,
            )),
        )
        .add_option(sub(
            ["ayuda", "help", "помощь"],
            ["Los comandos", "The commands", "Список команд"],
        ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// The texts of one name or description: the default and each locale's.
    fn texts<'a>(node: &'a Value, key: &str) -> Vec<(&'a str, &'a str)> {
        let mut out = vec![("default", node[key].as_str().unwrap_or(""))];
        if let Some(map) = node[format!("{key}_localizations")].as_object() {
            for (locale, text) in map {
                out.push((locale.as_str(), text.as_str().unwrap_or("")));
            }
        }
        out
    }

    /// Discord refuses the whole command when one name or description
    /// breaks its rules, so every option and choice is checked here, and
    /// every option has its English and Russian words.
    fn check(node: &Value, problems: &mut Vec<String>) {
        let name = node["name"].as_str().unwrap_or("?");
        for (locale, text) in texts(node, "name") {
            let chars = text.chars().count();
            let allowed = text
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_');
            if !(1..=32).contains(&chars) || !allowed || text.to_lowercase() != text {
                problems.push(format!("{name}: {locale} name {text:?}"));
            }
        }
        for (locale, text) in texts(node, "description") {
            if !(1..=100).contains(&text.chars().count()) {
                problems.push(format!("{name}: {locale} description {text:?}"));
            }
        }
        for locale in ["en-US", "en-GB", "ru"] {
            for key in ["name_localizations", "description_localizations"] {
                if node[key][locale].as_str().is_none() {
                    problems.push(format!("{name}: no {locale} in {key}"));
                }
            }
        }
        for choice in node["choices"].as_array().into_iter().flatten() {
            for (locale, text) in texts(choice, "name") {
                if !(1..=100).contains(&text.chars().count()) {
                    problems.push(format!("{name}: {locale} choice {text:?}"));
                }
            }
        }
        for option in node["options"].as_array().into_iter().flatten() {
            check(option, problems);
        }
    }

    #[test]
    fn every_name_keeps_discords_rules_in_every_locale() {
        let command = serde_json::to_value(slash_command()).expect("the command serializes");
        assert_eq!(command["name"], "futbol");
        assert!(command["description_localizations"]["ru"].is_string());
        let mut problems = Vec::new();
        for option in command["options"].as_array().expect("sub-commands") {
            check(option, &mut problems);
        }
        assert!(problems.is_empty(), "{problems:#?}");
        let choices = command["options"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|o| o["name"] == "idioma")
            .and_then(|o| o["options"][0]["choices"].as_array())
            .expect("idioma's choices");
        let values: Vec<&str> = choices.iter().filter_map(|c| c["value"].as_str()).collect();
        assert_eq!(values, ["es", "en", "ar", "ru"]);
        assert!(values.iter().all(|v| language(v).is_some()));
    }
}
