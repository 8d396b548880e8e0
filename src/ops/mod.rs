//! The operator's side of the bot: liveness, readiness, metrics and a
//! backup of the running store, on a listener of its own
//! (`--ops-addr`), never on the public page's port unless asked.
//!
//! - [`health`]: which platforms are connected, as their adapters say;
//! - [`metrics`]: the metrics' names and the Prometheus recorder;
//! - [`listener`]: `/livez`, `/readyz`, `/metrics`, `/backup`;
//! - [`stopping`]: the stop every part waits for.

pub mod health;
pub mod listener;
pub mod metrics;
pub mod stopping;

pub use health::{Health, Part};
pub use listener::{OpsError, serve};
pub use stopping::{Stop, Stopping};
