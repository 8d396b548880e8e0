//! What every event handler shares: the host's door, the server the bot
//! registers its command in, what each channel lacks, the games reached
//! only through interactions, and the Activity's bridge. The handlers'
//! work is in the files beside this one (`mod.rs` the interactions,
//! `post.rs` posting, `in_place.rs` where only interactions reach).

use super::{permissions, reach};
use crate::adapters::bridge::Bridge;
use crate::host::Door;
use std::sync::Arc;

/// The adapter's shared state.
#[derive(Clone)]
pub(super) struct Bot {
    /// The host's door: the only way to it.
    pub host: Door,
    pub guild: Option<u64>,
    /// What each channel's latest interaction said the bot lacks there.
    pub denied: Arc<permissions::Denied>,
    /// The game's message of each channel only interactions reach.
    pub boards: Arc<reach::Boards>,
    /// The Activity's bridge, if it runs.
    pub bridge: Option<Arc<Bridge>>,
}
