//! How the host is set up: its configuration, its wall clock and why it
//! could not start. Below every part of the host, which each take what
//! they need of it.

use crate::community::limits::Limits;
use crate::host::profile::Profiles;
use crate::ids::Platform;
use crate::store::StoreError;
use std::collections::HashMap;
use std::sync::Arc;
use thiserror::Error;

/// How the host behaves.
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// Seconds without an accepted action after which a room closes.
    pub ttl_seconds: u64,
    /// Whether replies carry board pictures (off for load tests).
    pub images: bool,
    /// Room link per platform: a template where `{code}` is replaced.
    pub links: HashMap<Platform, String>,
    /// Seconds a closed room's code stays taken (its old link says where
    /// its games went) before a new room may get it.
    pub code_grace_seconds: u64,
    /// How fast one person (and one address) may act.
    pub limits: Limits,
    /// What each platform shows and what its rooms start with.
    pub profiles: Profiles,
    /// The page's address as a Matrix room's members reach it, when the
    /// operator serves the board as a Matrix widget
    /// (`--matrix-widget-url`): `tablero` adds the widget that opens it.
    pub widget_url: Option<String>,
}

impl Default for HostConfig {
    fn default() -> Self {
        HostConfig {
            ttl_seconds: 24 * 3600,
            images: true,
            links: HashMap::new(),
            code_grace_seconds: 3600,
            limits: Limits::default(),
            profiles: Profiles::default(),
            widget_url: None,
        }
    }
}

/// Why the host could not start.
#[derive(Debug, Error)]
pub enum HostError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The wall-clock time in unix seconds (not `clock`, which is time
/// controls); tests supply their own.
pub type WallClock = Arc<dyn Fn() -> u64 + Send + Sync>;

/// The system clock.
pub fn system_clock() -> WallClock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    })
}
