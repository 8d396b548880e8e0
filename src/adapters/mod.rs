//! Platform adapters: each translates its platform's events into host
//! requests and the host's replies into its messages, and decides nothing.
//! Each sits behind a cargo feature.

#[cfg(feature = "web")]
pub mod web;

pub mod bridge;

/// Test only: Discord's stand-in, reached by the Discord adapter and by
/// the Activity's page (the two share nothing else but the bridge).
#[cfg(all(feature = "test-hooks", feature = "discord"))]
pub mod stand_in;

#[cfg(feature = "discord")]
pub mod discord;

#[cfg(feature = "matrix")]
pub mod matrix;
