//! What comes into the host and what goes out: plain values, no platform
//! types. Adapters translate their events into a [`Request`] and each
//! [`Reply`] into their own messages.

use std::fmt;
use std::sync::Arc;

/// Where a request came from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Platform {
    /// The local web page.
    Web,
    /// Discord.
    Discord,
    /// Matrix.
    Matrix,
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Platform::Web => "web",
            Platform::Discord => "discord",
            Platform::Matrix => "matrix",
        })
    }
}

/// Who acted: the platform's user id and the name to show.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct User {
    /// Stable id on the platform.
    pub id: String,
    /// Display name, shown as plain text.
    pub name: String,
}

/// What the user did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Input {
    /// A command as typed, without the platform's root (`/futbol`,
    /// `!futbol`).
    Command(String),
    /// A command the adapter built from typed input (a form, a slash
    /// command's options), so it is not written out and parsed again.
    Chosen(super::command::Command),
    /// Plain chat text: the host only acts on a bare action from the player
    /// to move (`e3-e4`), and ignores the rest.
    Chat(String),
    /// A button or menu choice: the id the host gave it.
    Button(String),
}

/// One event for the host.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Request {
    /// Which platform.
    pub platform: Platform,
    /// The channel (room, chat) it happened in, as the platform names it.
    pub channel: String,
    /// Who did it.
    pub user: User,
    /// What they did.
    pub input: Input,
}

/// Who sees a reply.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Target {
    /// Everyone in the channel.
    Channel(String),
    /// Only this user, in this channel (ephemeral on Discord, a reply to
    /// their message on Matrix).
    Private {
        /// The channel.
        channel: String,
        /// The user id.
        user: String,
    },
}

/// A button's look.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    /// The main choice.
    Primary,
    /// An ordinary choice.
    Secondary,
    /// A choice that ends something (resign).
    Danger,
}

/// An interactive control the adapter shows with the message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Control {
    /// A button.
    Button {
        /// Sent back as [`Input::Button`] when pressed.
        id: String,
        /// Its label.
        label: String,
        /// Its look.
        style: Style,
    },
    /// A menu of at most 25 options.
    Menu {
        /// A placeholder text.
        placeholder: String,
        /// Each option's label and the id sent back when chosen.
        options: Vec<(String, String)>,
    },
}

/// One message from the host.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reply {
    /// The platform whose adapter delivers it.
    pub platform: Platform,
    /// Who sees it.
    pub target: Target,
    /// The text: plain, with user names that cannot ping anyone.
    pub text: String,
    /// A board picture (PNG), shared so fan-out is cheap.
    pub image: Option<Arc<[u8]>>,
    /// Buttons and menus.
    pub controls: Vec<Control>,
    /// The room this is about, if any (adapters use it for links).
    pub room: Option<super::RoomCode>,
}

impl Reply {
    /// Whether only one user sees it.
    pub fn is_private(&self) -> bool {
        matches!(self.target, Target::Private { .. })
    }
}
