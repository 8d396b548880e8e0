//! What the host says about a community's settings: the list `config`
//! shows, a change made, why one was refused (not an admin, a value that
//! does not read), and why `crear` is refused here, in every language.
//! Setting names and values are written as typed (Spanish or English:
//! the words the parser reads).

use crate::community::server::{MAX_HIDDEN, Places};
use crate::host::clock::TimeChoice;
use crate::host::command::config::MAX_CHANNELS;
use crate::host::command::config::SettingError;
use crate::host::command::config::SettingKey;
use crate::i18n::{Lang, Say, duration, plain};
use futbol_texts::t;

/// A setting's value as `config` shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    /// Where rooms may be made.
    Places(Places),
    /// The role that may create rooms (`None`: everyone).
    Role(Option<String>),
    /// A word as typed (a game, a language).
    Word(&'static str),
    /// A default time per move.
    Clock(TimeChoice),
    /// On or off.
    Toggle(bool),
    /// A number.
    Number(u32),
    /// Players, as the platform writes them (a Discord mention, a Matrix
    /// id): nobody when empty.
    Players(Vec<String>),
}

impl Say {
    /// The word to type for a setting (Spanish, else English).
    fn key_word(self, key: SettingKey) -> &'static str {
        let [es, en, _] = key.words();
        match self.0 {
            Lang::Es => es,
            _ => en,
        }
    }

    /// A setting's value in words.
    fn shown(self, value: &Shown) -> String {
        match value {
            Shown::Places(Places::Anywhere) => t!(self.0, server_value_all),
            Shown::Places(Places::Threads) => t!(self.0, server_value_threads),
            Shown::Places(Places::Channels(list)) => {
                let each: Vec<String> = list.iter().map(|c| format!("<#{c}>")).collect();
                each.join(" ")
            }
            Shown::Role(None) => t!(self.0, server_value_everyone),
            Shown::Role(Some(role)) => format!("<@&{role}>"),
            Shown::Word(word) => (*word).into(),
            Shown::Clock(TimeChoice::Default) => t!(self.0, server_value_platform_clock),
            Shown::Clock(TimeChoice::Untimed) => t!(self.0, server_value_no_clock),
            Shown::Clock(TimeChoice::PerMove(seconds)) => duration(*seconds),
            Shown::Toggle(true) => t!(self.0, server_value_on),
            Shown::Toggle(false) => t!(self.0, server_value_off),
            Shown::Number(n) => n.to_string(),
            Shown::Players(list) if list.is_empty() => t!(self.0, server_value_nobody),
            Shown::Players(list) => list.join(" "),
        }
    }

    /// `config`: every setting of the community and how to change one.
    pub fn settings_list(self, values: &[(SettingKey, Shown)]) -> String {
        let lines: Vec<String> = values
            .iter()
            .map(|(key, value)| {
                let (key, value) = (self.key_word(*key), self.shown(value));
                t!(self.0, server_settings_item, key = key, value = value)
            })
            .collect();
        t!(self.0, server_settings, list = lines.join("\n"))
    }

    /// A setting was changed.
    pub fn setting_changed(self, key: SettingKey, value: &Shown) -> String {
        let (key, value) = (self.key_word(key), self.shown(value));
        t!(self.0, server_setting_changed, key = key, value = value)
    }

    /// Someone who is not an admin tried to change a setting.
    pub fn admins_only(self) -> String {
        t!(self.0, server_admins_only)
    }

    /// `config` on the page, whose settings are the operator's.
    pub fn page_settings(self) -> String {
        t!(self.0, server_page_settings)
    }

    /// A setting's words could not be read.
    pub fn setting_error(self, error: &SettingError) -> String {
        let q = |text: &str| plain(text, 30);
        match error {
            SettingError::Unknown(word) => {
                t!(self.0, server_unknown_setting, word = q(word))
            }
            SettingError::NeedsValue(key) => {
                let (key, example) = (self.key_word(*key), self.example(*key));
                t!(self.0, server_needs_value, key = key, example = example)
            }
            SettingError::BadValue(key, word) => {
                let (key, example) = (self.key_word(*key), self.example(*key));
                t!(
                    self.0,
                    server_bad_value,
                    key = key,
                    word = q(word),
                    example = example
                )
            }
            SettingError::TooManyChannels => {
                t!(self.0, server_too_many_channels, most = MAX_CHANNELS)
            }
            SettingError::TooManyHidden => {
                t!(self.0, server_too_many_hidden, most = MAX_HIDDEN)
            }
        }
    }

    /// A value that a setting takes, as an example: words as typed inside
    /// a command (Spanish, else English: the words the parser reads), so
    /// they stay here rather than in the texts.
    fn example(self, key: SettingKey) -> &'static str {
        let spanish = self.0 == Lang::Es;
        match key {
            SettingKey::Channels if spanish => "#partidas (o todos, hilos)",
            SettingKey::Channels => "#games (or all, threads)",
            SettingKey::Role if spanish => "@Jugadores (o todos)",
            SettingKey::Role => "@Players (or everyone)",
            SettingKey::Game => "boyer",
            SettingKey::Clock => "1d",
            SettingKey::Language => "en",
            SettingKey::Organisers if spanish => "si",
            SettingKey::Organisers => "on",
            SettingKey::Rated | SettingKey::Pings | SettingKey::Threads if spanish => "no",
            SettingKey::Rated | SettingKey::Pings | SettingKey::Threads => "off",
            SettingKey::Rooms => "5",
            SettingKey::Hidden if spanish => "@Ana (o nadie)",
            SettingKey::Hidden => "@Ana (or nobody)",
        }
    }

    /// `crear` in a channel where the community does not allow rooms.
    pub fn not_here(self, places: &Places) -> String {
        match places {
            Places::Threads => t!(self.0, server_not_here_threads),
            _ => {
                let list = self.shown(&Shown::Places(places.clone()));
                t!(self.0, server_not_here, list = list)
            }
        }
    }

    /// A setting that only Discord servers have (channels, roles), asked
    /// for elsewhere.
    pub fn discord_only(self, key: SettingKey) -> String {
        t!(self.0, server_discord_only, key = self.key_word(key))
    }

    /// A room's thread could not be made or is gone: it plays here now.
    pub fn thread_lost(self) -> String {
        t!(self.0, server_thread_lost)
    }

    /// `crear` by someone without the community's creator role.
    pub fn needs_role(self, role: &str) -> String {
        t!(self.0, server_needs_role, role = role)
    }

    /// `crear` by a player already in as many open rooms as allowed.
    pub fn rooms_cap(self, cap: u32) -> String {
        t!(self.0, server_rooms_cap, cap = cap)
    }
}
