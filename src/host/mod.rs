//! The heart of the bot, knowing no platform: `Host::handle(Request) ->
//! Vec<Reply>`. It keeps rooms, seats and games, asks the engine about
//! legality, the renderer for pictures and the store to remember.
//!
//! The host is its parts, each owning its data (`parts.rs`: the open
//! rooms, what people chose, the engine's thinkers, the rate limiter, the
//! digests' minute, the puzzles' desk), and the wings that borrow the few
//! they use: the game (`play/`), the archive and ratings, the settings,
//! the puzzles, the tournaments. A command is one type of its wing
//! (`dispatch/`); `hub.rs` routes a request to it, and the adapters reach
//! the host only through its door (`door/`).
//!
//! This file only names the parts: no file of the host imports through
//! it, so it is the top of the host's layers.

pub mod analysis_pictures;
mod archive;
/// The commands adapters build from a page's form or a slash command's
/// options (the rest arrive as text and are read by the one parser).
pub use archive::Analyse;
pub use play::verbs::{Create, Join};
pub use puzzles::PuzzleCommand;
pub use settings::{LanguageCommand, SettingsCommand};
pub use tournament::TournamentStep;
mod change;
pub mod clock;
pub mod command;
mod computer;
pub mod config;
mod controls;
mod desk;
pub mod digest;
pub mod dispatch;
mod door;
mod fair;
mod files;
mod hub;
mod lifecycle;
pub mod message;
mod minutes;
mod page;
mod parts;
mod people;
mod picker;
mod play;
mod pool;
mod prefs;
mod press;
mod profile;
mod puzzles;
mod room;
mod rooms;
mod said;
mod settings;
mod shown;
pub mod tournament;
mod words;

pub use crate::community::limits::{Limits, Rate, network};
pub use crate::ids::{ChannelKey, Community, NotACode, RoomCode, UserId, UserKey};
pub use config::{HostConfig, HostError, WallClock, system_clock};
pub use controls::{ButtonId, ButtonKind, Sketch};
pub use door::notes::Notes;
pub use door::reads::Reads;
pub use door::{Door, DoorError};
pub use fair::{PAIR_LIMIT, PAIR_WINDOW, ToBeListed, to_be_listed};
pub use files::{Attachment, RECORD_MIME, Replay, ReplayError};
pub use hub::Host;
pub use lifecycle::Side;
pub use message::{
    Asker, Control, Input, Lacking, Limited, Picture, Platform, Reply, Request, Style, Target,
    User, Widget,
};
pub use page::{LobbyRoom, PageClock, PageView, Seat, Step};
pub use play::archive::record_text;
pub use play::buttons::GameButton;
pub use play::me::Me;
pub use play::ratings::{PlayerProfile, player_id};
pub use profile::{Profile, Profiles, ThreadStyle};
pub use room::{Player, RoomState, plain_name};
pub use shown::Shown;
