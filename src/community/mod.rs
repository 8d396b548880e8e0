//! What belongs to people and servers rather than to one room, beside
//! the host: the limits per person and per address, and the typed
//! settings per scope (a channel, a community, a user). (A tournament's
//! standings as people read them are the tournaments' wing's,
//! `host::tournament::standings`; the rating arithmetic is
//! [`crate::rating`], below the store that keeps ratings.)

pub mod limits;
pub mod server;
pub mod settings;
