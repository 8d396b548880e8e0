//! The `/futbol` slash command as Discord registers it, and its typed
//! options read back as the host's [`Command`] (no text to parse again).

use crate::host::Input;
use crate::host::clock::{TimeChoice, parse_duration, time_word};
use crate::host::command::{Command, DEFAULT_LEVEL, language, seat_word};
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
            let level = arg("nivel").map_or(Some(DEFAULT_LEVEL), |n| n.parse().ok());
            let computer = match arg("rival") {
                Some("ordenador") => level.filter(|n| (1..=8).contains(n)).map(Some),
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

/// `/futbol` with its sub-commands, Spanish by default, English localized.
pub fn slash_command() -> CreateCommand {
    let sub = |es: &str, en: &str, desc_es: &str, desc_en: &str| {
        CreateCommandOption::new(CommandOptionType::SubCommand, es, desc_es)
            .name_localized("en-US", en)
            .name_localized("en-GB", en)
            .description_localized("en-US", desc_en)
            .description_localized("en-GB", desc_en)
    };
    let text = |es: &str, en: &str, desc_es: &str, desc_en: &str, required: bool| {
        CreateCommandOption::new(CommandOptionType::String, es, desc_es)
            .name_localized("en-US", en)
            .name_localized("en-GB", en)
            .description_localized("en-US", desc_en)
            .description_localized("en-GB", desc_en)
            .required(required)
    };
    let game = |required: bool| {
        text("juego", "game", "El juego", "The game", required)
            .add_string_choice("futbol", "futbol")
            .add_string_choice("boyer", "boyer")
            .add_string_choice("chessfootball", "chessfootball")
    };
    let side = text("lado", "side", "Tu lado", "Your side", false)
        .add_string_choice_localized(
            "blancas",
            "blancas",
            [("en-US", "white"), ("en-GB", "white")],
        )
        .add_string_choice_localized("negras", "negras", [("en-US", "black"), ("en-GB", "black")])
        .add_string_choice_localized("azar", "azar", [("en-US", "random"), ("en-GB", "random")])
        .add_string_choice_localized("local", "local", [("en-US", "local"), ("en-GB", "local")]);
    let both = |en: &'static str| [("en-US", en), ("en-GB", en)];
    let time = text(
        "tiempo",
        "time",
        "Tiempo por jugada (1 día si no eliges)",
        "Time per move (a day unless chosen)",
        false,
    )
    .add_string_choice_localized("10 minutos", "10m", both("10 minutes"))
    .add_string_choice_localized("1 hora", "1h", both("1 hour"))
    .add_string_choice_localized("1 día", "1d", both("1 day"))
    .add_string_choice_localized("3 días", "3d", both("3 days"))
    .add_string_choice_localized("7 días", "7d", both("7 days"))
    .add_string_choice_localized("sin reloj", "sin", both("no clock"));
    let rival = text(
        "rival",
        "opponent",
        "Una persona (por el código) o el ordenador",
        "A person (by the code) or the computer",
        false,
    )
    .add_string_choice_localized("persona", "persona", both("person"))
    .add_string_choice_localized("ordenador", "ordenador", both("computer"));
    let level = (1..=8).fold(
        text(
            "nivel",
            "level",
            "Nivel del ordenador (4 si no eliges)",
            "The computer's level (4 unless chosen)",
            false,
        ),
        |option, n| option.add_string_choice(n.to_string(), n.to_string()),
    );
    let give = text(
        "tiempo",
        "time",
        "Cuánto: 30s, 5m, 2h, 1d…",
        "How much: 30s, 5m, 2h, 1d…",
        true,
    );
    let pings = text(
        "avisos",
        "pings",
        "Mencionarte cuando te toque",
        "Mention you on your move",
        true,
    )
    .add_string_choice_localized("sí", "si", both("on"))
    .add_string_choice_localized("no", "no", both("off"));
    let language = text("idioma", "language", "es o en", "es or en", true)
        .add_string_choice("español", "es")
        .add_string_choice("English", "en");
    CreateCommand::new("futbol")
        .description("Fútbol-Ajedrez y otros juegos de fútbol en un tablero")
        .description_localized("en-US", "Chess football games")
        .description_localized("en-GB", "Chess football games")
        .add_option(
            sub(
                "crear",
                "create",
                "Crea una sala en este canal",
                "Create a room in this channel",
            )
            .add_sub_option(game(false))
            .add_sub_option(side)
            .add_sub_option(time)
            .add_sub_option(rival)
            .add_sub_option(level),
        )
        .add_option(
            sub(
                "tiempo",
                "time",
                "Da tiempo a tu rival para esta jugada",
                "Give your opponent time for this move",
            )
            .add_sub_option(give),
        )
        .add_option(
            sub(
                "avisos",
                "pings",
                "Menciones cuando te toca",
                "Mentions on your move",
            )
            .add_sub_option(pings),
        )
        .add_option(
            sub(
                "unirse",
                "join",
                "Únete a una sala por su código",
                "Join a room by its code",
            )
            .add_sub_option(text(
                "codigo",
                "code",
                "El código de 4 letras",
                "The 4-letter code",
                true,
            )),
        )
        .add_option(
            sub(
                "mover",
                "move",
                "Juega una jugada (e3-e4, e3>c5, N@e4…)",
                "Play an action (e3-e4, e3>c5, N@e4…)",
            )
            .add_sub_option(text("jugada", "action", "La jugada", "The action", true)),
        )
        .add_option(sub(
            "rendirse",
            "resign",
            "Abandona la partida",
            "Resign the game",
        ))
        .add_option(sub(
            "tablas",
            "draw",
            "Ofrece o acepta tablas",
            "Offer or accept a draw",
        ))
        .add_option(sub(
            "revancha",
            "rematch",
            "Pide la revancha",
            "Ask for a rematch",
        ))
        .add_option(sub("ver", "show", "Muestra el tablero", "Show the board"))
        .add_option(sub(
            "salir",
            "leave",
            "Deja de mirar o abandona",
            "Stop watching or leave",
        ))
        .add_option(
            sub(
                "reglas",
                "rules",
                "Las reglas en breve",
                "The rules in short",
            )
            .add_sub_option(game(false)),
        )
        .add_option(
            sub(
                "idioma",
                "language",
                "El idioma del canal",
                "The channel's language",
            )
            .add_sub_option(language),
        )
        .add_option(sub(
            "historial",
            "history",
            "Las últimas partidas del canal y las tuyas",
            "The channel's last games and yours",
        ))
        .add_option(
            sub(
                "partida",
                "game",
                "El registro de una partida (o de la de ahora)",
                "A game's record (or the current one's)",
            )
            .add_sub_option(text(
                "numero",
                "number",
                "Su número en el historial",
                "Its number in the history",
                false,
            )),
        )
        .add_option(sub("ayuda", "help", "Los comandos", "The commands"))
}
