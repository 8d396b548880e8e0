//! How the operator sets the Matrix adapter up.

use std::path::PathBuf;
use std::sync::Arc;

/// How to reach the homeserver.
#[derive(Clone, Debug)]
pub struct MatrixConfig {
    /// The homeserver's URL (`https://matrix.example.org`).
    pub homeserver: String,
    /// The bot's user name (localpart or full id).
    pub user: String,
    /// Its password, for the first login.
    pub password: Option<String>,
    /// An access token, instead of the password (its device is kept).
    pub access_token: Option<String>,
    /// Where the session and the stores live.
    pub data_dir: PathBuf,
    /// Where the sync's connection is reported (`/readyz`).
    pub health: crate::ops::Part,
    /// The bridge to the page's widget mode, when the operator serves the
    /// board as a widget.
    pub widget: Option<Arc<crate::adapters::bridge::Bridge>>,
}
