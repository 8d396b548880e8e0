#![warn(missing_docs)]
//! futbol-bot: a chat bot that hosts games of chess football.
//!
//! A short tour, from the inside out:
//!
//! - [`engine`] (the `futbol-rules` crate, `rules/`): the rules of every
//!   game, pure. A [`engine::Game`] is a
//!   value; [`engine::Game::play_text`] plays what a player typed (a whole
//!   turn, or the steps of a `boyer` turn), [`engine::Game::legal_steps`]
//!   lists what may come next, and every refusal is a typed
//!   [`engine::Illegal`] or [`engine::SyntaxError`] variant.
//!   [`engine::Record`] reads and replays whole games;
//!   [`engine::search`] is the engine opponent (alpha-beta, levels 1–8).
//! - [`render`]: board pictures (indexed PNG) and GIF replays, pure.
//! - [`i18n`]: `Say`, which names the message a situation says and passes
//!   its arguments, importing nothing of the host (the messages about the
//!   host's own types are `host::words`, beside it). The sentences
//!   themselves are Project Fluent files, one folder a language, in the
//!   [`futbol_texts`] crate, which also owns [`i18n::Lang`] (a line of its
//!   table each); [`i18n::plain`] makes echoed user text unable to mention
//!   anyone.
//! - [`playout`]: random games, for the `playout` figures and benchmarks.
//!
//! - [`host`]: rooms, seats, spectators, turns and buttons, platform-free:
//!   `Host::handle(Request) -> Vec<Reply>`. A room changes only through
//!   pure methods that return an event or a refusal; the host applies one
//!   to a copy, saves it, then announces the event. Clocks and deadlines
//!   (`host::clock`) take the time as an argument; the engine opponent's
//!   searches run on a bounded pool off the request path.
//!   A command is one type of its wing (`host::dispatch::Verb`): the text
//!   parser, Discord's registration, the help and the buttons are made
//!   from the one registry every wing adds its commands to.
//!   `Host` is its parts, each owning its data (the open rooms `Rooms`,
//!   the settings `Prefs`, the engine's thinkers, the limiter, the
//!   digests, the puzzles' desk), and its lifecycle; it routes each
//!   request to a command, whose wing works on the parts (the game flow
//!   in `host/play/`, the archive, the settings, the puzzles, the
//!   tournaments). What a platform can do (threads, admins, pages) is its
//!   `host::Profile`.
//! - [`community`]: what belongs to people and servers rather than to one
//!   room: the limits per person and address, and the typed settings per
//!   scope (a channel, a community, a user) behind one cache.
//! - [`store`]: rooms, the channel index, move records, settings, the
//!   archive, ratings and tournaments behind one contract of a trait per part,
//!   which the sled backend (the default) and the PostgreSQL one each
//!   implement directly.
//!
//! - [`adapters`]: the local web page, Discord and Matrix, each behind its
//!   cargo feature, translate platform events into host requests and
//!   replies into platform messages; they decide nothing.
//! - [`ops`]: the operator's listener: liveness, readiness, Prometheus
//!   metrics and backups.
//! - [`serve`]: the host and its adapters wired together (`futbol-bot
//!   serve`); [`driver`]: the crash test's child process; [`matches`]:
//!   whole games between engine levels (`futbol-bot match`), a name apart
//!   from a tournament's arena.

pub mod adapters;
pub mod community;
/// The rules, in their own crate ([`futbol_rules`]): named `engine` here,
/// as the rest of the bot has always called it.
pub use futbol_rules as engine;
pub mod host;
pub mod i18n;
pub mod ids;
pub mod learn;
pub mod measure;
pub mod ops;
pub mod puzzles;
pub mod rating;
/// The pictures, in their own crate ([`futbol_pictures`]): named `render`
/// here, as the rest of the bot calls them.
pub use futbol_pictures as render;
pub mod serve;
pub mod store;
pub mod telemetry;
