//! The `/futbol` slash command as Discord registers it, made from the
//! host's command specs, and a chosen sub-command read back as the words
//! the host's one parser reads.

use crate::host::Input;
use crate::host::SettingsCommand;
use crate::host::command::Kind;
use crate::host::dispatch::{Verb, registry};
use crate::i18n::{Lang, Say};
use serenity::all::{
    CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption, InstallationContext, InteractionContext, Permissions,
};
use std::collections::HashSet;
use std::sync::LazyLock;

/// The admins' command: the `ajustes` spec as a command of its own.
pub(super) const ADMIN_COMMAND: &str = "futbol-admin";

/// The words of one command's chosen options (a user option's value is
/// the user's id, written as the mention a typed command would carry).
fn option_words(options: &[CommandDataOption]) -> Vec<(&str, String)> {
    options
        .iter()
        .filter_map(|arg| {
            let value = match &arg.value {
                CommandDataOptionValue::User(user) => format!("<@{user}>"),
                other => other.as_str()?.to_string(),
            };
            Some((arg.name.as_str(), value))
        })
        .collect()
}

/// `/futbol-admin ajuste:juego valor:boyer` → `ajustes juego boyer`.
pub(super) fn admin_input_of(options: &[CommandDataOption]) -> Input {
    let args = option_words(options);
    let args: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
    Input::Command(registry::words_of_options(SettingsCommand::ES[0], &args))
}

/// `/futbol crear juego:boyer lado:negras` → `crear boyer negras`, read by
/// the host's parser like typed text, so a stale client's option that does
/// not read is named in the reply as a typed one would be.
pub(super) fn input_of(options: &[CommandDataOption]) -> Input {
    let Some(sub) = options.first() else {
        return Input::Command(String::new());
    };
    let args = match &sub.value {
        CommandDataOptionValue::SubCommand(args) => option_words(args),
        _ => Vec::new(),
    };
    let args: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
    Input::Command(registry::words_of_options(&sub.name, &args))
}

/// Discord's locales for each of the bot's languages but Spanish (the
/// names' own language), from the languages' table: Arabic has none, so
/// Arabic users see the Spanish.
pub(super) fn locales() -> impl Iterator<Item = (&'static str, Lang)> {
    (Lang::ALL.into_iter())
        .filter(|lang| *lang != Lang::Es)
        .flat_map(|lang| {
            lang.info()
                .discord
                .iter()
                .map(move |locale| (*locale, lang))
        })
}

/// The texts' Discord names (`texts/locales/*/discord.ftl`), by id.
static NAMES: LazyLock<HashSet<String>> = LazyLock::new(|| {
    (futbol_texts::inventory::messages("discord-").into_iter())
        .map(|(id, _)| id)
        .collect()
});

/// The name `lang` gives a command, option or choice (`group`) known by
/// its Spanish name `es` (and `value`, a choice's); `None` where the
/// texts give none (a game's or a level's name, the same everywhere).
fn name_in(lang: Lang, group: &str, es: &str) -> Option<String> {
    let id = format!("discord-{group}-{es}");
    NAMES
        .contains(&id)
        .then(|| futbol_texts::text(lang, &id, None))
}

/// An option (or sub-command) named in Spanish (the default, the name the
/// adapter matches on), its name in each language from the texts, and
/// described in each language.
fn option(
    kind: CommandOptionType,
    group: &str,
    es: &str,
    describe: impl Fn(Say) -> String,
) -> CreateCommandOption {
    let mut option = CreateCommandOption::new(kind, es, describe(Say(Lang::Es)));
    for (locale, lang) in locales() {
        if let Some(name) = name_in(lang, group, es) {
            option = option.name_localized(locale, name);
        }
        option = option.description_localized(locale, describe(Say(lang)));
    }
    option
}

/// One argument as a string option, with its kind's choices (a player
/// as Discord's user option, which offers the server's members).
fn argument(kind: Kind, required: bool) -> CreateCommandOption {
    let sort = match kind.user {
        true => CommandOptionType::User,
        false => CommandOptionType::String,
    };
    let es = kind.name;
    let mut option = option(sort, "option", es, |say| (kind.describe)(say.0)).required(required);
    for (value, label) in kind.choices() {
        let choice = format!("{es}-{value}");
        let locales: Vec<(&str, String)> = locales()
            .filter_map(|(locale, lang)| Some((locale, name_in(lang, "choice", &choice)?)))
            .collect();
        option = match locales.is_empty() {
            true => option.add_string_choice(label, value),
            false => option.add_string_choice_localized(label, value, locales),
        };
    }
    option
}

/// `/futbol` with one sub-command per spec, Spanish by default, localized
/// for every language Discord has a locale of.
///
/// It is offered wherever Discord lets an app be used (Application
/// Commands, Contexts: "`integration_types`: installation contexts where
/// the command is available", 0 a server install, 1 a user install;
/// "`contexts`: interaction contexts where the command can be used", 0 a
/// server, 1 a DM with the bot, 2 group DMs and other DMs), so a player
/// who installed the app plays in any chat.
pub fn slash_command() -> CreateCommand {
    let mut command = CreateCommand::new("futbol")
        .description(futbol_texts::t!(Lang::Es, discord_futbol))
        .integration_types(vec![InstallationContext::Guild, InstallationContext::User])
        .contexts(vec![
            InteractionContext::Guild,
            InteractionContext::BotDm,
            InteractionContext::PrivateChannel,
        ]);
    for (locale, lang) in locales() {
        command = command.description_localized(locale, futbol_texts::t!(lang, discord_futbol));
    }
    // The settings are the admins' command; the widget is Matrix's.
    for spec in registry::all().filter(|spec| spec.on_discord && spec.discord_under.is_none()) {
        let mut sub = option(
            CommandOptionType::SubCommand,
            "command",
            &spec.discord_name(),
            |say| (spec.describe)(say.0),
        );
        for arg in spec.args {
            sub = sub.add_sub_option(argument(arg.kind, arg.required));
        }
        // The commands offered as options of this one's sub-command: their
        // arguments, never required (choosing one runs that command).
        for under in registry::all().filter(|s| s.discord_under == Some(spec.es[0])) {
            for arg in under.args {
                sub = sub.add_sub_option(argument(arg.kind, false));
            }
        }
        command = command.add_option(sub);
    }
    command
}

/// `/futbol-admin [ajuste] [valor]`, offered only in servers and by
/// default only to members with Manage Server ("default_member_permissions:
/// Set of permissions represented as a bit set"; a server may give it to
/// others, so the host still checks the member's own permissions).
pub fn admin_command() -> CreateCommand {
    let describe = SettingsCommand::describe;
    let mut command = CreateCommand::new(ADMIN_COMMAND)
        .description(describe(Lang::Es))
        .default_member_permissions(Permissions::MANAGE_GUILD)
        .integration_types(vec![InstallationContext::Guild])
        .contexts(vec![InteractionContext::Guild]);
    for (locale, lang) in locales() {
        command = command
            .name_localized(locale, ADMIN_COMMAND)
            .description_localized(locale, describe(lang));
    }
    for arg in SettingsCommand::ARGS {
        command = command.add_option(argument(arg.kind, arg.required));
    }
    command
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
    /// every option has its words in each language Discord has a locale of.
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
        for locale in ["en-US", "en-GB", "ru", "pt-BR", "fr", "de", "it"] {
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

    /// Application Commands, Slash Commands: "a maximum of 8000
    /// characters for combined name, description, and value properties for
    /// each command, its options (including subcommands and groups), and
    /// choices. When localization fields are present, only the longest
    /// localization for each field (including the default value) is
    /// counted". Held to the older figure, 4000, as a margin (the size is
    /// printed: 2,782 with the slow games' commands).
    fn size(node: &Value) -> usize {
        let longest = |key: &str| {
            texts(node, key)
                .iter()
                .map(|(_, text)| text.chars().count())
                .max()
                .unwrap_or(0)
        };
        let value = node["value"].as_str().map_or(0, |v| v.chars().count());
        let nested = ["options", "choices"]
            .iter()
            .flat_map(|key| node[*key].as_array().into_iter().flatten())
            .map(size)
            .sum::<usize>();
        longest("name") + longest("description") + value + nested
    }

    #[test]
    fn both_commands_fit_discords_size_limit() {
        for command in [slash_command(), admin_command()] {
            let command = serde_json::to_value(command).expect("the command serializes");
            let size = size(&command);
            eprintln!("{}: {size} characters", command["name"]);
            assert!(size <= 4000, "{}: {size}", command["name"]);
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
        assert_eq!(values, ["es", "en", "ar", "ru", "pt", "fr", "de", "it"]);
        assert!(
            values
                .iter()
                .all(|v| crate::host::command::language(v).is_some())
        );
    }
}
