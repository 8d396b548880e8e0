//! What belongs to people and servers rather than to one room, beside
//! the host: the limits per person and per address, and the typed
//! settings per scope (a channel, a community, a user), ratings, and a
//! tournament's standings as people read them.

pub mod limits;
pub mod ratings;
pub mod server;
pub mod settings;
pub mod tournament;
