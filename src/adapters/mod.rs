//! Platform adapters: each translates its platform's events into host
//! requests and the host's replies into its messages, and decides nothing.
//! Each sits behind a cargo feature.

#[cfg(feature = "web")]
pub mod web;

pub mod bridge;

#[cfg(feature = "discord")]
pub mod discord;

#[cfg(feature = "matrix")]
pub mod matrix;
