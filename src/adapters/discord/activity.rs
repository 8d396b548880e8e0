//! The Discord side of the Activity (the live board inside Discord, served
//! by the web page): launching it, and the bridge's Discord end.
//!
//! - The "Open the board" button under a room's board answers its
//!   interaction with `LAUNCH_ACTIVITY` (Receiving and Responding,
//!   Interaction Callback Type 12: "Launch the Activity associated with
//!   the app. Only available for apps with Activities enabled"). The host
//!   adds that button only where the operator set the Activity up.
//! - The Entry Point command (Application Commands, `PRIMARY_ENTRY_POINT`,
//!   type 4, handler `DISCORD_LAUNCH_ACTIVITY` 2: "Discord handles the
//!   interaction by launching an Activity") is registered with the global
//!   commands: "When you enable Activities, an Entry Point command … is
//!   automatically created", and overwriting the global commands without
//!   it would remove it; "Your app cannot have a PRIMARY_ENTRY_POINT
//!   guild command".
//! - Moves made in the Activity come back as Discord replies, which are
//!   posted here as any channel reply; replies to Discord's own requests
//!   go the other way, to the Activity's pages.

use super::bot::Bot;
use super::failures::log_failure;
use crate::adapters::bridge::Bridge;
use crate::host::{ButtonId, ButtonKind, Reply};
use crate::i18n::Lang;
use futbol_texts::t;
use serenity::all::{CommandType, ComponentInteraction, CreateCommand, EntryPointHandlerType};
use serenity::http::Http;
use std::sync::Arc;

/// The interaction callback type that launches the app's Activity.
const LAUNCH_ACTIVITY: u8 = 12;

/// The Entry Point command's name (the one Discord creates is "launch").
const ENTRY_POINT: &str = "launch";

/// Whether a component's id is the "Open the board" button.
pub(super) fn opens_board(custom_id: &str) -> bool {
    ButtonId::decode(custom_id).is_some_and(|b| b.kind == ButtonKind::Open)
}

/// Answers the button with the Activity's launch (its one initial
/// response).
pub(super) async fn launch(http: &Http, component: &ComponentInteraction) {
    let body = serde_json::json!({ "type": LAUNCH_ACTIVITY });
    if let Err(error) = http
        .create_interaction_response(component.id, &component.token, &body, Vec::new())
        .await
    {
        log_failure("launching the Activity", &error);
    }
}

/// The Entry Point command, for the global commands.
pub(super) fn entry_point() -> CreateCommand {
    let mut command = CreateCommand::new(ENTRY_POINT)
        .description(t!(Lang::Es, discord_launch))
        .kind(CommandType::PrimaryEntryPoint)
        .handler(EntryPointHandlerType::DiscordLaunchActivity);
    for (locale, lang) in super::command::locales() {
        command = command.description_localized(locale, t!(lang, discord_launch));
    }
    command
}

/// The app's Entry Point command as Discord has it now (made by Discord
/// when the portal's Activities were turned on, or renamed since), to be
/// sent again with the global commands so an overwrite keeps it: `None`
/// when there is none, or when Discord could not be asked (then the
/// overwrite goes without it, as before).
pub(super) async fn existing_entry_point(http: &Http) -> Option<CreateCommand> {
    let commands = match serenity::all::Command::get_global_commands(http).await {
        Ok(commands) => commands,
        Err(error) => {
            log_failure("reading the global commands", &error);
            return None;
        }
    };
    let entry = commands
        .into_iter()
        .find(|c| c.kind == CommandType::PrimaryEntryPoint)?;
    let handler = entry
        .handler
        .unwrap_or(EntryPointHandlerType::DiscordLaunchActivity);
    // Sent back as it is: an overwrite sets every field it names, so what
    // it leaves out (where it may run, its translations) would be reset.
    let mut kept = CreateCommand::new(entry.name)
        .description(entry.description)
        .kind(CommandType::PrimaryEntryPoint)
        .handler(handler)
        .integration_types(entry.integration_types);
    if let Some(contexts) = entry.contexts {
        kept = kept.contexts(contexts);
    }
    for (locale, name) in entry.name_localizations.unwrap_or_default() {
        kept = kept.name_localized(locale, name);
    }
    for (locale, text) in entry.description_localizations.unwrap_or_default() {
        kept = kept.description_localized(locale, text);
    }
    Some(kept)
}

/// Posts the Activity's replies to their channels until the bridge closes.
pub(super) async fn post_from_pages(bot: Bot, http: Arc<Http>, bridge: Arc<Bridge>) {
    let Some(mut inbox) = bridge.chat_inbox() else {
        return;
    };
    while let Some(replies) = inbox.recv().await {
        let public: Vec<Reply> = replies.into_iter().filter(|r| !r.is_private()).collect();
        bot.post(&http, &public).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_open_button_launches() {
        let code = "ABCD".parse().expect("a code");
        let open = ButtonId {
            code,
            serial: 3,
            kind: ButtonKind::Open,
        };
        assert!(opens_board(&open.encode()));
        let join = ButtonId {
            kind: ButtonKind::Command("join".into(), String::new()),
            ..open
        };
        assert!(!opens_board(&join.encode()));
        assert!(!opens_board("fb:open"));
    }
}
