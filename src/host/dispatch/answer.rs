//! What a command that answers for itself says back (`seguir`): a text
//! for the asker or the channel, with buttons that run a command again
//! with another argument.

use crate::host::command::value::Command;
use crate::host::controls::{Control, Style};
use crate::host::room::User;
use crate::i18n::Lang;

/// Who asks, in which language, when.
pub struct Ask<'a> {
    /// The asker, as the platform says.
    pub user: &'a User,
    /// The room's channel's language.
    pub lang: Lang,
    /// Now (unix seconds).
    pub now: u64,
}

/// Who reads an answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Audience {
    /// Only the asker.
    Asker,
    /// The room's channel.
    Channel,
}

/// What a command says back.
#[derive(Clone, PartialEq, Debug)]
pub struct Answer {
    /// The text, in the asker's channel's language.
    pub text: String,
    /// Who reads it.
    pub audience: Audience,
    /// Buttons that run a command when pressed.
    pub buttons: Vec<Button>,
}

impl Answer {
    /// An answer only the asker reads, without buttons.
    pub fn to_asker(text: String) -> Answer {
        Answer {
            text,
            audience: Audience::Asker,
            buttons: Vec::new(),
        }
    }

    /// The same answer with a button that runs `command` when pressed.
    pub fn with_button(mut self, label: &str, command: Command, style: Style) -> Answer {
        self.buttons.push(Button {
            label: label.to_string(),
            command,
            style,
        });
        self
    }
}

impl Answer {
    /// Its buttons as controls, each id made by `id` from the command it
    /// runs (a room's board's button, or one without a room).
    pub fn controls(buttons: Vec<Button>, id: impl Fn(&Command) -> String) -> Vec<Control> {
        (buttons.into_iter())
            .map(|button| Control::Button {
                id: id(&button.command),
                label: button.label,
                style: button.style,
            })
            .collect()
    }
}

/// A button of an [`Answer`].
#[derive(Clone, PartialEq, Debug)]
pub struct Button {
    /// Its label.
    pub label: String,
    /// The command it runs.
    pub command: Command,
    /// Its look.
    pub style: Style,
}
