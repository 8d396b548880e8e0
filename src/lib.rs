#![warn(missing_docs)]
//! futbol-bot: a chat bot that hosts games of chess football.
//!
//! A short tour, from the inside out:
//!
//! - [`engine`]: the rules of every game, pure. A [`engine::Game`] is a
//!   value; [`engine::Game::legal_actions`] lists what may be played,
//!   [`engine::Game::parse_action`] reads what a player typed in two steps
//!   (syntax, then legality) so every refusal names its reason, and
//!   [`engine::Record`] reads and replays whole games.
//!
//! - [`render`]: board pictures (indexed PNG) and GIF replays, pure.
//! - [`i18n`]: every text the bot shows, in Spanish and English.
//! - [`playout`]: random games, for the `playout` figures and benchmarks.
//!
//! - [`host`]: rooms, seats, spectators, turns and buttons, platform-free:
//!   `Host::handle(Request) -> Vec<Reply>`.
//! - [`store`]: sled trees for rooms, the channel index and move records.
//!
//! - [`adapters`]: the local web page, Discord and Matrix, each behind its
//!   cargo feature, translate platform events into host requests.

pub mod adapters;
pub mod driver;
pub mod engine;
pub mod host;
pub mod i18n;
pub mod playout;
pub mod render;
pub mod serve;
pub mod store;
