//! What belongs to people and servers rather than to one room, beside
//! the host: the limits per person and per address, and the typed
//! settings per scope (a channel, a community, a user), and a
//! tournament's standings as people read them. (The rating arithmetic is
//! [`crate::rating`], below the store that keeps ratings.)

pub mod limits;
pub mod server;
pub mod settings;
pub mod tournament;
