//! The operator's side of the bot: liveness, readiness, metrics and a
//! backup of the running store, on a listener of its own
//! (`--ops-addr`), never on the public page's port unless asked. (The
//! metrics' names, which every part records under, are
//! [`crate::telemetry`], below them all.)
//!
//! - [`health`]: which platforms are connected, as their adapters say;
//! - [`listener`]: `/livez`, `/readyz`, `/metrics`, `/backup`;
//! - [`stopping`]: the stop every part waits for.

pub mod health;
pub mod listener;
pub mod stopping;

pub use health::{Health, Part};
pub use listener::{OpsError, serve};
pub use stopping::{Stop, Stopping};
