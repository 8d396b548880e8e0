//! The host's replies as Discord payloads, within Discord's documented
//! limits: message content ≤ 2,000 characters; ≤ 5 action rows; ≤ 5 buttons
//! a row; one select menu a row, with ≤ 25 options; button labels ≤ 80,
//! option labels and values ≤ 100, placeholders ≤ 150 characters. Every
//! payload has `allowed_mentions` empty: host texts never ping anyone. The
//! content's Markdown is escaped, so user names and echoed input show as
//! typed ([`markdown`]).

mod markdown;

use crate::host::message::{DEADLINE, MENTION};
use crate::host::{Control, Reply, Style};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse, UserId,
};

/// Message content limit.
const CONTENT: usize = 2000;
/// Action rows a message may have.
const ROWS: usize = 5;
/// Buttons in one action row.
const BUTTONS_PER_ROW: usize = 5;
/// Options in one select menu.
const OPTIONS: usize = 25;
/// A button's label.
const BUTTON_LABEL: usize = 80;
/// A select option's label and value.
const OPTION_TEXT: usize = 100;
/// A select menu's placeholder.
const PLACEHOLDER: usize = 150;

/// A new channel message.
pub(super) fn message(reply: &Reply) -> CreateMessage {
    let mut message = CreateMessage::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply))
        .components(rows(&reply.controls));
    message = message.add_files(attachments(reply));
    message
}

/// An ephemeral follow-up (a second or later private reply).
pub(super) fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    let mut followup = CreateInteractionResponseFollowup::new()
        .content(content(reply))
        .ephemeral(true)
        .allowed_mentions(mentions(reply))
        .components(rows(&reply.controls));
    followup = followup.add_files(attachments(reply));
    followup
}

/// The first private reply to a deferred command: it replaces the
/// "thinking…" placeholder (`PATCH …/messages/@original`), which keeps the
/// ephemeral state it was deferred with.
pub(super) fn original(reply: &Reply) -> EditInteractionResponse {
    let mut edit = EditInteractionResponse::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply))
        .components(rows(&reply.controls));
    for file in attachments(reply) {
        edit = edit.new_attachment(file);
    }
    edit
}

/// A game's message where only interactions reach, as an edit of an
/// interaction's `@original`: its text, and, when a board came, the board
/// and its controls replacing the old ones (Edit Webhook Message: "To
/// remove or replace files you will have to supply the `attachments`
/// field which specifies the files to retain"; the new files alone are
/// listed). A text alone leaves the board and its controls as they are.
pub(super) fn edited(reply: &Reply) -> EditInteractionResponse {
    let mut edit = EditInteractionResponse::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply));
    if reply.image.is_some() || !reply.controls.is_empty() {
        edit = edit.components(rows(&reply.controls));
    }
    for file in attachments(reply) {
        edit = edit.new_attachment(file);
    }
    edit
}

/// A game's message as a public follow-up, new or edited (see
/// [`edited`]).
pub(super) fn shared(reply: &Reply) -> CreateInteractionResponseFollowup {
    let mut followup = CreateInteractionResponseFollowup::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply));
    if reply.image.is_some() || !reply.controls.is_empty() {
        followup = followup.components(rows(&reply.controls));
    }
    followup.add_files(attachments(reply))
}

/// The board picture, then the reply's files (a game's replay and
/// record), each as a multipart attachment. The files of a game stay far
/// under Discord's upload limit (a replay is under 1 MB).
fn attachments(reply: &Reply) -> Vec<CreateAttachment> {
    let board = reply.image.as_ref().map(|png| {
        let file = CreateAttachment::bytes(png.to_vec(), reply.picture.file_name());
        // "description: description (alt text) for the file (max 1024
        // characters)" (Discord, Attachment Object).
        match &reply.alt {
            Some(alt) => file.description(clip(alt, crate::render::DESCRIPTION_LIMIT)),
            None => file,
        }
    });
    let files = reply
        .files
        .iter()
        .map(|file| CreateAttachment::bytes(file.bytes.to_vec(), file.name.clone()));
    board.into_iter().chain(files).collect()
}

/// Nobody, or exactly the user the reply notifies.
fn mentions(reply: &Reply) -> CreateAllowedMentions {
    let user = reply.notified().and_then(|id| id.parse::<u64>().ok());
    CreateAllowedMentions::new().users(user.map(UserId::new))
}

/// The text, its Markdown escaped ([`markdown::escape`]), within the
/// limit, with Discord's markup for the mention (`<@id>`, or the escaped
/// name when not notifying) and the deadline (`<t:UNIX:R>`, shown in each
/// reader's language and time zone), which are written after escaping; a
/// message with neither text nor picture gets a ball, since Discord
/// refuses an empty one.
fn content(reply: &Reply) -> String {
    if reply.text.is_empty() && reply.image.is_none() && reply.files.is_empty() {
        return "⚽".into();
    }
    let escaped = markdown::escape(&reply.text);
    let mut text = String::with_capacity(escaped.len());
    for c in escaped.chars() {
        match (c, &reply.mention, reply.deadline) {
            (MENTION, Some(m), _) if m.notify => text.push_str(&format!("<@{}>", m.user)),
            (MENTION, Some(m), _) => text.push_str(&markdown::escape(&m.name)),
            (DEADLINE, _, Some(at)) => text.push_str(&format!("<t:{at}:R>")),
            (MENTION | DEADLINE, _, _) => text.push('?'),
            (c, _, _) => text.push(c),
        }
    }
    markdown::clip(&text, CONTENT)
}

fn clip(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

/// Each menu on its own row, then buttons in rows of five; five rows at
/// most.
pub(super) fn rows(controls: &[Control]) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let mut buttons = Vec::new();
    for (index, control) in controls.iter().enumerate() {
        match control {
            Control::Button { id, label, style } => {
                let style = match style {
                    Style::Primary => ButtonStyle::Primary,
                    Style::Secondary => ButtonStyle::Secondary,
                    Style::Danger => ButtonStyle::Danger,
                };
                buttons.push(
                    CreateButton::new(id.clone())
                        .label(clip(label, BUTTON_LABEL))
                        .style(style),
                );
            }
            Control::Menu {
                placeholder,
                options,
            } => {
                let options = options
                    .iter()
                    .take(OPTIONS)
                    .map(|(label, value)| {
                        CreateSelectMenuOption::new(
                            clip(label, OPTION_TEXT),
                            clip(value, OPTION_TEXT),
                        )
                    })
                    .collect();
                let menu = CreateSelectMenu::new(
                    format!("menu:{index}"),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder(clip(placeholder, PLACEHOLDER));
                rows.push(CreateActionRow::SelectMenu(menu));
            }
        }
    }
    for chunk in buttons.chunks(BUTTONS_PER_ROW) {
        rows.push(CreateActionRow::Buttons(chunk.to_vec()));
    }
    rows.truncate(ROWS);
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::{Platform, Target};

    fn reply(text: &str, controls: Vec<Control>) -> Reply {
        let mut reply = Reply::new(Platform::Discord, Target::Channel("1".into()), text.into());
        reply.controls = controls;
        reply
    }

    #[test]
    fn stays_within_discords_limits() {
        let button = |i: usize| Control::Button {
            id: format!("b{i}"),
            label: "x".repeat(200),
            style: Style::Primary,
        };
        let menu = Control::Menu {
            placeholder: "p".repeat(300),
            options: (0..40)
                .map(|i| ("l".repeat(150), format!("v{i}")))
                .collect(),
        };
        let mut controls: Vec<Control> = (0..12).map(button).collect();
        controls.insert(0, menu.clone());
        controls.insert(0, menu);
        let rows = rows(&controls);
        assert_eq!(rows.len(), ROWS);
        let json = serde_json::to_value(&rows).expect("rows serialise");
        for row in json.as_array().expect("rows") {
            let components = row["components"].as_array().expect("components");
            assert!(components.len() <= BUTTONS_PER_ROW);
            for component in components {
                if let Some(label) = component["label"].as_str() {
                    assert!(label.chars().count() <= BUTTON_LABEL);
                }
                if let Some(options) = component["options"].as_array() {
                    assert!(options.len() <= OPTIONS);
                }
            }
        }
        assert_eq!(
            content(&reply(&"a".repeat(5000), Vec::new())).len(),
            CONTENT
        );
        assert_eq!(content(&reply("", Vec::new())), "⚽");
    }

    #[test]
    fn user_markdown_is_escaped_and_the_markup_written_after() {
        let mut named = reply(
            &format!("**Bea** [x](y) juega; {MENTION} ({DEADLINE}). `ayuda`"),
            Vec::new(),
        );
        named.deadline = Some(7);
        named.mention = Some(crate::host::message::Mention {
            user: "42".into(),
            name: "__Ana__".into(),
            notify: false,
        });
        assert_eq!(
            content(&named),
            "\\*\\*Bea\\*\\* \\[x\\](y) juega; \\_\\_Ana\\_\\_ (<t:7:R>). `ayuda`"
        );
        named.mention.as_mut().expect("a mention").notify = true;
        assert!(content(&named).contains("juega; <@42> (<t:7:R>)"));
    }
}
