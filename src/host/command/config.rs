//! `config [KEY VALUE…]`: a community's settings as its admins write them,
//! read into a typed [`ConfigChange`] by the same parser as every command,
//! with a typed [`SettingError`] for what does not read.

use super::kind::{language, toggle, variant};
use super::{CommandError, truncate};
use crate::community::server::{MAX_HIDDEN, Places, ROOMS_PER_PLAYER};
use crate::engine::Variant;
use crate::host::clock::{TimeChoice, time_word};
use crate::i18n::Lang;
use thiserror::Error;

/// The most channels `config canales` keeps.
pub const MAX_CHANNELS: usize = 10;

/// One of a community's settings, by the word admins type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SettingKey {
    /// `canales`: where rooms may be created.
    Channels,
    /// `rol`: the role that may create rooms.
    Role,
    /// `juego`: the default game.
    Game,
    /// `tiempo`: the default time per move.
    Clock,
    /// `idioma`: the default language.
    Language,
    /// `puntuada`: whether rooms are rated by default.
    Rated,
    /// `avisos`: whether the bot pings anyone.
    Pings,
    /// `salas`: the most open rooms per player.
    Rooms,
    /// `hilos`: a thread per game.
    Threads,
    /// `torneos`: whether anyone (not only admins) organises tournaments.
    Organisers,
    /// `ocultos`: the players taken off this community's leaderboards.
    Hidden,
}

impl SettingKey {
    /// Every setting, in the order `config` lists them.
    pub const ALL: [SettingKey; 11] = [
        SettingKey::Channels,
        SettingKey::Role,
        SettingKey::Game,
        SettingKey::Clock,
        SettingKey::Language,
        SettingKey::Rated,
        SettingKey::Pings,
        SettingKey::Rooms,
        SettingKey::Threads,
        SettingKey::Organisers,
        SettingKey::Hidden,
    ];

    /// Its words: Spanish (the name menus send back), English, Russian.
    pub fn words(self) -> [&'static str; 3] {
        match self {
            SettingKey::Channels => ["canales", "channels", "каналы"],
            SettingKey::Role => ["rol", "role", "роль"],
            SettingKey::Game => ["juego", "game", "игра"],
            SettingKey::Clock => ["tiempo", "time", "время"],
            SettingKey::Language => ["idioma", "language", "язык"],
            SettingKey::Rated => ["puntuada", "rated", "рейтинг"],
            SettingKey::Pings => ["avisos", "pings", "уведомления"],
            SettingKey::Rooms => ["salas", "rooms", "комнаты"],
            SettingKey::Threads => ["hilos", "threads", "ветки"],
            SettingKey::Organisers => ["torneos", "tournaments", "турниры"],
            SettingKey::Hidden => ["ocultos", "hidden", "скрытые"],
        }
    }

    /// The setting a word names (Spanish, English or Russian), in any case.
    pub fn of_word(word: &str) -> Option<SettingKey> {
        let word = word.to_lowercase();
        SettingKey::ALL
            .into_iter()
            .find(|key| key.words().contains(&word.as_str()))
    }
}

/// A change to one setting, its value read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ConfigChange {
    /// Where rooms may be created.
    Places(Places),
    /// The role needed to create rooms (`None`: everyone).
    Role(Option<String>),
    /// The default game.
    Game(Variant),
    /// The default time per move.
    Clock(TimeChoice),
    /// The default language.
    Language(Lang),
    /// Rated by default.
    Rated(bool),
    /// Pings at all.
    Pings(bool),
    /// The most open rooms per player.
    Rooms(u32),
    /// A thread per game.
    Threads(bool),
    /// Anyone organises tournaments (not only admins).
    Organisers(bool),
    /// The players taken off the community's leaderboards, as written
    /// (mentions, Matrix ids): the host reads them on its platform.
    Hidden(Vec<String>),
}

impl ConfigChange {
    /// Which setting it changes.
    pub fn key(&self) -> SettingKey {
        match self {
            ConfigChange::Places(_) => SettingKey::Channels,
            ConfigChange::Role(_) => SettingKey::Role,
            ConfigChange::Game(_) => SettingKey::Game,
            ConfigChange::Clock(_) => SettingKey::Clock,
            ConfigChange::Language(_) => SettingKey::Language,
            ConfigChange::Rated(_) => SettingKey::Rated,
            ConfigChange::Pings(_) => SettingKey::Pings,
            ConfigChange::Rooms(_) => SettingKey::Rooms,
            ConfigChange::Threads(_) => SettingKey::Threads,
            ConfigChange::Organisers(_) => SettingKey::Organisers,
            ConfigChange::Hidden(_) => SettingKey::Hidden,
        }
    }
}

/// Why `config` could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SettingError {
    /// A word that names no setting.
    #[error("`{0}` is not a setting")]
    Unknown(String),
    /// A setting without a value.
    #[error("{0:?} needs a value")]
    NeedsValue(SettingKey),
    /// A value the setting does not take.
    #[error("{0:?} does not take `{1}`")]
    BadValue(SettingKey, String),
    /// More channels than are kept.
    #[error("at most {MAX_CHANNELS} channels")]
    TooManyChannels,
    /// More hidden players than are kept.
    #[error("at most {MAX_HIDDEN} players")]
    TooManyHidden,
}

/// Reads the words after `config`.
pub fn config(rest: &[&str]) -> Result<Option<ConfigChange>, CommandError> {
    let [key, values @ ..] = rest else {
        return Ok(None);
    };
    let key = SettingKey::of_word(key).ok_or_else(|| SettingError::Unknown(truncate(key, 30)))?;
    let bad = |word: &str| SettingError::BadValue(key, truncate(word, 30));
    let [value, more @ ..] = values else {
        return Err(SettingError::NeedsValue(key).into());
    };
    let lists = matches!(key, SettingKey::Channels | SettingKey::Hidden);
    if let (Some(extra), false) = (more.first(), lists) {
        return Err(bad(extra).into());
    }
    let word = value.to_lowercase();
    let change = match key {
        SettingKey::Channels => ConfigChange::Places(places(values)?),
        SettingKey::Role => match word.as_str() {
            "todos" | "everyone" | "all" | "nadie" => ConfigChange::Role(None),
            _ => ConfigChange::Role(Some(role_id(value).ok_or_else(|| bad(value))?)),
        },
        SettingKey::Game => ConfigChange::Game(variant(value)?),
        SettingKey::Clock => match word.as_str() {
            "defecto" | "default" => ConfigChange::Clock(TimeChoice::Default),
            _ => match time_word(value) {
                Some(Ok(time)) => ConfigChange::Clock(time),
                Some(Err(error)) => return Err(super::kind::time_error(error, value)),
                None => return Err(bad(value).into()),
            },
        },
        SettingKey::Language => ConfigChange::Language(language(value).ok_or_else(|| bad(value))?),
        SettingKey::Rated => ConfigChange::Rated(toggle(value).ok_or_else(|| bad(value))?),
        SettingKey::Pings => ConfigChange::Pings(toggle(value).ok_or_else(|| bad(value))?),
        SettingKey::Threads => ConfigChange::Threads(toggle(value).ok_or_else(|| bad(value))?),
        SettingKey::Organisers => {
            ConfigChange::Organisers(toggle(value).ok_or_else(|| bad(value))?)
        }
        SettingKey::Hidden => match word.as_str() {
            "nadie" | "nobody" | "none" | "никто" => ConfigChange::Hidden(Vec::new()),
            _ if values.len() > MAX_HIDDEN => return Err(SettingError::TooManyHidden.into()),
            _ => ConfigChange::Hidden(values.iter().map(|v| truncate(v, 100)).collect()),
        },
        SettingKey::Rooms => match value.parse::<u32>() {
            Ok(n) if ROOMS_PER_PLAYER.contains(&n) => ConfigChange::Rooms(n),
            _ => return Err(bad(value).into()),
        },
    };
    Ok(Some(change))
}

/// `todos`, `hilos`, or channels by mention (`<#123>`) or id.
fn places(values: &[&str]) -> Result<Places, SettingError> {
    match values {
        [one] if matches!(one.to_lowercase().as_str(), "todos" | "todas" | "all") => {
            return Ok(Places::Anywhere);
        }
        [one] if matches!(one.to_lowercase().as_str(), "hilos" | "threads") => {
            return Ok(Places::Threads);
        }
        _ => {}
    }
    let mut channels: Vec<String> = Vec::new();
    for value in values {
        let id = value
            .strip_prefix("<#")
            .and_then(|v| v.strip_suffix('>'))
            .unwrap_or(value);
        if id.is_empty() || id.len() > 20 || !id.bytes().all(|b| b.is_ascii_digit()) {
            return Err(SettingError::BadValue(
                SettingKey::Channels,
                truncate(value, 30),
            ));
        }
        if !channels.iter().any(|c| c == id) {
            channels.push(id.to_string());
        }
    }
    if channels.len() > MAX_CHANNELS {
        return Err(SettingError::TooManyChannels);
    }
    Ok(Places::Channels(channels))
}

/// A role by mention (`<@&123>`) or id.
fn role_id(value: &str) -> Option<String> {
    let id = value
        .strip_prefix("<@&")
        .and_then(|v| v.strip_suffix('>'))
        .unwrap_or(value);
    let digits = !id.is_empty() && id.len() <= 20 && id.bytes().all(|b| b.is_ascii_digit());
    digits.then(|| id.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::command::parse;

    fn change(text: &str) -> Result<Option<ConfigChange>, CommandError> {
        let command = parse(text)?;
        let settings = command.get::<crate::host::settings::SettingsCommand>();
        Ok(settings
            .unwrap_or_else(|| panic!("{text} read as {command:?}"))
            .0
            .clone())
    }

    #[test]
    fn each_setting_reads_its_values_and_refuses_others() {
        assert_eq!(change("ajustes"), Ok(None));
        assert_eq!(change("config"), Ok(None));
        assert_eq!(
            change("config canales <#12> 34 <#12>"),
            Ok(Some(ConfigChange::Places(Places::Channels(vec![
                "12".into(),
                "34".into()
            ]))))
        );
        assert_eq!(
            change("settings channels threads"),
            Ok(Some(ConfigChange::Places(Places::Threads)))
        );
        assert_eq!(
            change("ajustes canales todos"),
            Ok(Some(ConfigChange::Places(Places::Anywhere)))
        );
        assert_eq!(
            change("ajustes rol <@&99>"),
            Ok(Some(ConfigChange::Role(Some("99".into()))))
        );
        assert_eq!(
            change("ajustes rol everyone"),
            Ok(Some(ConfigChange::Role(None)))
        );
        assert_eq!(
            change("ajustes juego boyer"),
            Ok(Some(ConfigChange::Game(Variant::Boyer)))
        );
        assert_eq!(
            change("ajustes tiempo 3d"),
            Ok(Some(ConfigChange::Clock(TimeChoice::PerMove(3 * 86_400))))
        );
        assert_eq!(
            change("ajustes idioma ru"),
            Ok(Some(ConfigChange::Language(Lang::Ru)))
        );
        assert_eq!(
            change("config rated off"),
            Ok(Some(ConfigChange::Rated(false)))
        );
        assert_eq!(change("config rooms 5"), Ok(Some(ConfigChange::Rooms(5))));
        assert_eq!(
            change("config hilos no"),
            Ok(Some(ConfigChange::Threads(false)))
        );
        let refused = |text: &str| change(text).expect_err(text);
        assert_eq!(
            refused("config color rojo"),
            SettingError::Unknown("color".into()).into()
        );
        assert_eq!(
            refused("config salas"),
            SettingError::NeedsValue(SettingKey::Rooms).into()
        );
        assert_eq!(
            refused("config salas 0"),
            SettingError::BadValue(SettingKey::Rooms, "0".into()).into()
        );
        assert_eq!(
            refused("config canales general"),
            SettingError::BadValue(SettingKey::Channels, "general".into()).into()
        );
        assert_eq!(
            refused("config rol @everyone"),
            SettingError::BadValue(SettingKey::Role, "@everyone".into()).into()
        );
        assert_eq!(
            refused("config avisos si no"),
            SettingError::BadValue(SettingKey::Pings, "no".into()).into()
        );
        let many: Vec<String> = (1..=11).map(|n| n.to_string()).collect();
        assert_eq!(
            refused(&format!("config canales {}", many.join(" "))),
            SettingError::TooManyChannels.into()
        );
        assert!(matches!(
            refused("config juego ajedrez"),
            CommandError::NotAGame(_)
        ));
        assert_eq!(refused("config tiempo 1s"), CommandError::TimeOutOfRange);
    }
}
