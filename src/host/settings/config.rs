//! `ajustes [CLAVE VALOR…]`: the community's settings, or (its admins) a
//! change to one. On Discord it is the admins' `/futbol-admin`, not a
//! `/futbol` sub-command.

use crate::community::server::{MAX_HIDDEN, Places, ROOMS_PER_PLAYER};
use crate::host::clock::{TimeChoice, time_word};
use crate::host::command::config::{ConfigChange, MAX_CHANNELS, SettingError, SettingKey};
use crate::host::command::error::{CommandError, truncate};
use crate::host::command::kind::Arg;
use crate::host::command::kind::{Kind, language, time_error, toggle, variant};
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `ajustes`: show them (`None`), or change one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SettingsCommand(pub Option<ConfigChange>);

impl Verb for SettingsCommand {
    const NAME: &'static str = "config";
    const ES: &'static [&'static str] = &["ajustes"];
    const EN: &'static [&'static str] = &["config", "settings"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::SETTING), Arg::optional(Kind::VALUE)];
    const ON_DISCORD: bool = false;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_config)
    }

    fn read(rest: &[&str]) -> Result<SettingsCommand, CommandError> {
        config(rest).map(SettingsCommand)
    }

    fn run(self, at: &At) -> Replies {
        crate::host::play::config::config(at.parts, at.request, at.say(), self.0)
    }
}

/// Reads the words after `config`.
fn config(rest: &[&str]) -> Result<Option<ConfigChange>, CommandError> {
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
                Some(Err(error)) => return Err(time_error(error, value)),
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
