//! What goes wrong with the homeserver: the adapter's errors, and each
//! failed call counted for the operator.

use crate::telemetry::PLATFORM_ERRORS;
use thiserror::Error;

/// Why the Matrix bot stopped.
#[derive(Debug, Error)]
pub enum MatrixError {
    /// The client could not be built (bad URL, store).
    #[error("matrix client: {0}")]
    Build(Box<matrix_sdk::ClientBuildError>),
    /// A request failed.
    #[error("matrix: {0}")]
    Sdk(Box<matrix_sdk::Error>),
    /// The session file could not be read or written.
    #[error("matrix session file: {0}")]
    Session(String),
    /// The store directory could not be created or made private.
    #[error("matrix store: {0}")]
    Store(String),
    /// The homeserver no longer knows the session's access token.
    #[error(
        "matrix: the session was logged out; delete matrix-session.json and matrix-store from the data directory and log in again"
    )]
    LoggedOut,
    /// No saved session, no access token and no password.
    #[error("matrix: no saved session, access token or password to log in with")]
    NoCredentials,
}

// By hand rather than `#[from]`: the SDK's errors are boxed to keep every
// `Result` small.
impl From<matrix_sdk::ClientBuildError> for MatrixError {
    fn from(error: matrix_sdk::ClientBuildError) -> Self {
        MatrixError::Build(Box::new(error))
    }
}

impl From<matrix_sdk::Error> for MatrixError {
    fn from(error: matrix_sdk::Error) -> Self {
        MatrixError::Sdk(Box::new(error))
    }
}

impl From<matrix_sdk::HttpError> for MatrixError {
    fn from(error: matrix_sdk::HttpError) -> Self {
        matrix_sdk::Error::from(error).into()
    }
}

/// Counts a failed call to the homeserver for the operator, by what it
/// was (`send`, `upload`, `react`, `sync`) and its HTTP status.
pub(super) fn api_failed(route: &'static str, status: Option<u16>) {
    let status = status.map_or_else(|| "none".to_string(), |s| s.to_string());
    metrics::counter!(PLATFORM_ERRORS, "platform" => "matrix", "route" => route, "status" => status)
        .increment(1);
}

/// The HTTP status of a failed SDK call, when the homeserver answered.
pub(super) fn status_of(error: &matrix_sdk::Error) -> Option<u16> {
    error.as_client_api_error().map(|e| e.status_code.as_u16())
}
