//! Logging in once and staying one device: the session file (the access
//! token, owner-only) and the store directory (the device's keys, 0700 with
//! 0600 files).

use super::config::MatrixConfig;
use super::failures::MatrixError;
use matrix_sdk::Client;
use matrix_sdk::authentication::matrix::MatrixSession;
use matrix_sdk::{SessionMeta, SessionTokens};
use std::io;
use std::path::Path;

/// Creates the data directory, and the store directory in it readable by
/// its owner only (0700), before the SDK opens the store; an existing store
/// directory is made 0700 too. (The files are tokio's: its file calls run
/// off the async tasks.)
pub(super) async fn create_private_dir(data_dir: &Path, store: &Path) -> Result<(), MatrixError> {
    let failed = |path: &Path, e: io::Error| MatrixError::Store(format!("{}: {e}", path.display()));
    tokio::fs::create_dir_all(data_dir)
        .await
        .map_err(|e| failed(data_dir, e))?;
    let mut builder = tokio::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    builder.mode(0o700);
    builder.create(store).await.map_err(|e| failed(store, e))?;
    set_mode(store, 0o700).await.map_err(|e| failed(store, e))
}

/// Makes every file in the store readable by its owner only (0600), every
/// directory 0700. sqlite creates its files under the process umask; once a
/// database file is 0600, the `-wal` and `-shm` files it creates later copy
/// that mode.
pub(super) async fn restrict_files(store: &Path) -> Result<(), MatrixError> {
    let failed = |path: &Path, e: io::Error| MatrixError::Store(format!("{}: {e}", path.display()));
    let mut entries = tokio::fs::read_dir(store)
        .await
        .map_err(|e| failed(store, e))?;
    while let Some(entry) = entries.next_entry().await.map_err(|e| failed(store, e))? {
        let path = entry.path();
        // Not following links: a link's target is not the store's.
        let restricted = match tokio::fs::symlink_metadata(&path).await {
            Ok(meta) if meta.is_dir() => match set_mode(&path, 0o700).await {
                Ok(()) => Box::pin(restrict_files(&path))
                    .await
                    .map_err(io::Error::other),
                Err(e) => Err(e),
            },
            Ok(meta) if meta.is_file() => set_mode(&path, 0o600).await,
            Ok(_) => Ok(()),
            Err(e) => Err(e),
        };
        match restricted {
            // sqlite may remove a -wal or -journal file meanwhile.
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            other => other.map_err(|e| failed(&path, e))?,
        }
    }
    Ok(())
}

#[cfg(unix)]
async fn set_mode(path: &Path, mode: u32) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    tokio::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).await
}

#[cfg(not(unix))]
async fn set_mode(_path: &Path, _mode: u32) -> io::Result<()> {
    Ok(())
}

/// Restores the saved session, else logs in with the access token or the
/// password and saves the session, so the bot stays one device.
pub(super) async fn log_in(client: &Client, config: &MatrixConfig) -> Result<(), MatrixError> {
    let session_file = config.data_dir.join("matrix-session.json");
    let saved = read_session(&session_file).await?;
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
    save_session(&session_file, &session).await?;
    if client.matrix_auth().session().is_none() {
        client.restore_session(session).await?;
    }
    Ok(())
}

/// The saved session, if there is one. A file that exists but cannot be
/// read is an error, not a reason to log in as a new device.
async fn read_session(path: &Path) -> Result<Option<MatrixSession>, MatrixError> {
    match tokio::fs::read_to_string(path).await {
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
async fn save_session(path: &Path, session: &MatrixSession) -> Result<(), MatrixError> {
    use tokio::io::AsyncWriteExt;
    let text = serde_json::to_string(session).map_err(|e| MatrixError::Session(e.to_string()))?;
    let mut options = tokio::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    options.mode(0o600);
    let failed = |e: io::Error| MatrixError::Session(format!("{}: {e}", path.display()));
    let mut file = options.open(path).await.map_err(failed)?;
    file.write_all(text.as_bytes()).await.map_err(failed)?;
    file.flush().await.map_err(failed)
}
