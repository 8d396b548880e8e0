//! What belongs to people and servers rather than to one room, beside
//! the host: the limits per person and per address, and the typed
//! settings per scope (a channel, a community, a user); ratings and
//! tournaments are to come here (see the project's design notes).

pub mod limits;
pub mod ratings;
pub mod server;
pub mod settings;
