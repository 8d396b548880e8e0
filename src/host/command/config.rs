//! `config [KEY VALUE…]`: a community's settings as its admins write them,
//! read into a typed [`ConfigChange`] by the same parser as every command,
//! with a typed [`SettingError`] for what does not read.

use crate::community::server::{MAX_HIDDEN, Places};
use crate::engine::Variant;
use crate::host::clock::TimeChoice;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::{command::CommandError, dispatch::parse};

    fn change(text: &str) -> Result<Option<ConfigChange>, CommandError> {
        let command = parse(text)?;
        let settings = command.get::<crate::host::settings::config::SettingsCommand>();
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
