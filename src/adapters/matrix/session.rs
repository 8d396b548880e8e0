//! Logging in once and staying one device: the session file (the access
//! token, owner-only) and the store directory (the device's keys, 0700 with
//! 0600 files).

use super::{MatrixConfig, MatrixError};
use matrix_sdk::Client;
use matrix_sdk::authentication::matrix::MatrixSession;
use matrix_sdk::{SessionMeta, SessionTokens};
use std::io;
use std::path::Path;

/// Runs blocking file work on tokio's blocking pool.
pub(super) async fn blocking<T, F>(work: F) -> Result<T, MatrixError>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, MatrixError> + Send + 'static,
{
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| MatrixError::Store(format!("a file task failed: {e}")))?
}

/// Creates the data directory, and the store directory in it readable by
/// its owner only (0700), before the SDK opens the store; an existing store
/// directory is made 0700 too.
pub(super) fn create_private_dir(data_dir: &Path, store: &Path) -> Result<(), MatrixError> {
    let failed = |path: &Path, e: io::Error| MatrixError::Store(format!("{}: {e}", path.display()));
    std::fs::create_dir_all(data_dir).map_err(|e| failed(data_dir, e))?;
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(store).map_err(|e| failed(store, e))?;
    set_mode(store, 0o700).map_err(|e| failed(store, e))
}

/// Makes every file in the store readable by its owner only (0600), every
/// directory 0700. sqlite creates its files under the process umask; once a
/// database file is 0600, the `-wal` and `-shm` files it creates later copy
/// that mode.
pub(super) fn restrict_files(store: &Path) -> Result<(), MatrixError> {
    let failed = |path: &Path, e: io::Error| MatrixError::Store(format!("{}: {e}", path.display()));
    let entries = std::fs::read_dir(store).map_err(|e| failed(store, e))?;
    for entry in entries {
        let path = entry.map_err(|e| failed(store, e))?.path();
        // Not following links: a link's target is not the store's.
        let restricted = std::fs::symlink_metadata(&path).and_then(|meta| {
            if meta.is_dir() {
                set_mode(&path, 0o700)?;
                restrict_files(&path).map_err(io::Error::other)
            } else if meta.is_file() {
                set_mode(&path, 0o600)
            } else {
                Ok(())
            }
        });
        match restricted {
            // sqlite may remove a -wal or -journal file meanwhile.
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            other => other.map_err(|e| failed(&path, e))?,
        }
    }
    Ok(())
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
}

#[cfg(not(unix))]
fn set_mode(_path: &Path, _mode: u32) -> io::Result<()> {
    Ok(())
}

/// Restores the saved session, else logs in with the access token or the
/// password and saves the session, so the bot stays one device.
pub(super) async fn log_in(client: &Client, config: &MatrixConfig) -> Result<(), MatrixError> {
    let session_file = config.data_dir.join("matrix-session.json");
    let saved = blocking({
        let path = session_file.clone();
        move || read_session(&path)
    })
    .await?;
    let session = match (saved, &config.access_token, &config.password) {
        // A saved session wins unless a different token was configured.
        (Some(saved), token, _)
            if token
                .as_deref()
                .is_none_or(|t| t == saved.tokens.access_token) =>
        {
            client.restore_session(saved).await?;
            return Ok(());
        }
        (_, Some(token), _) => session_of_token(config, token).await?,
        (_, None, Some(password)) => {
            client
                .matrix_auth()
                .login_username(&config.user, password)
                .initial_device_display_name("futbol-bot")
                .await?;
            client
                .matrix_auth()
                .session()
                .ok_or_else(|| MatrixError::Session("no session after login".into()))?
        }
        (_, None, None) => return Err(MatrixError::NoCredentials),
    };
    blocking({
        let session = session.clone();
        move || save_session(&session_file, &session)
    })
    .await?;
    if client.matrix_auth().session().is_none() {
        client.restore_session(session).await?;
    }
    Ok(())
}

/// The saved session, if there is one. A file that exists but cannot be
/// read is an error, not a reason to log in as a new device.
fn read_session(path: &Path) -> Result<Option<MatrixSession>, MatrixError> {
    match std::fs::read_to_string(path) {
        Ok(text) => serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| MatrixError::Session(format!("{}: {e}", path.display()))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(MatrixError::Session(format!("{}: {e}", path.display()))),
    }
}

/// The user and device an access token belongs to, asked of the homeserver
/// by a throwaway client (the real one must be restored with them).
async fn session_of_token(
    config: &MatrixConfig,
    token: &str,
) -> Result<MatrixSession, MatrixError> {
    let probe = Client::builder()
        .homeserver_url(&config.homeserver)
        .build()
        .await?;
    let placeholder = MatrixSession {
        meta: SessionMeta {
            user_id: matrix_sdk::ruma::owned_user_id!("@futbol-bot:localhost"),
            device_id: "PROBE".into(),
        },
        tokens: SessionTokens {
            access_token: token.to_string(),
            refresh_token: None,
        },
    };
    probe.restore_session(placeholder).await?;
    let whoami = probe.whoami().await?;
    let device_id = whoami.device_id.ok_or_else(|| {
        MatrixError::Session("the homeserver names no device for this access token".into())
    })?;
    Ok(MatrixSession {
        meta: SessionMeta {
            user_id: whoami.user_id,
            device_id,
        },
        tokens: SessionTokens {
            access_token: token.to_string(),
            refresh_token: None,
        },
    })
}

/// Writes the session (it holds the access token) readable by its owner only.
fn save_session(path: &Path, session: &MatrixSession) -> Result<(), MatrixError> {
    use std::io::Write;
    #[cfg(unix)]
    use std::os::unix::fs::OpenOptionsExt;
    let text = serde_json::to_string(session).map_err(|e| MatrixError::Session(e.to_string()))?;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    options.mode(0o600);
    options
        .open(path)
        .and_then(|mut file| file.write_all(text.as_bytes()))
        .map_err(|e| MatrixError::Session(format!("{}: {e}", path.display())))
}
