//! What every event handler shares: the host's door, the events waiting
//! for their keys, how the homeserver takes uploads, the SDK's base client
//! and the widget's bridge.

use super::undecrypted::Undecrypted;
use crate::host::Door;
use matrix_sdk_base::BaseClient;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// What every event handler shares.
#[derive(Clone)]
pub(super) struct Bot {
    /// The host's door: the only way to it.
    pub host: Door,
    /// Events that could not be decrypted yet (see [`inbound`]).
    pub undecrypted: Arc<Mutex<Undecrypted>>,
    /// Whether the homeserver takes uploads to a reserved URI (until it
    /// refuses one; see [`outbound`]).
    pub async_uploads: Arc<AtomicBool>,
    /// The SDK's base client, whose crypto machine encrypts reactions.
    pub base: BaseClient,
    /// The widget's bridge, if it runs.
    pub bridge: Option<Arc<crate::adapters::bridge::Bridge>>,
}

impl Bot {
    /// Passes replies to the rooms' requests on to the widget's pages.
    pub(super) fn to_pages(&self, replies: &[crate::host::Reply]) {
        if let Some(bridge) = &self.bridge {
            bridge.to_pages(replies.to_vec());
        }
    }
}
