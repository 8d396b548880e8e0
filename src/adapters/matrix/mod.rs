//! Matrix: `!futbol …` text commands and reactions, on matrix-sdk.
//!
//! A thin adapter. The bot keeps one device forever (session file plus the
//! sqlite state and crypto stores in the data directory, owner-only), joins
//! the rooms it is invited to, syncs once before it listens (so nothing from
//! before its start is answered) and ignores its own events. Boards are
//! `m.image` events with their size; refusals are replies to the user's
//! message. Buttons become reactions on the board: ✋ join, 🤝 draw,
//! 🏳️ resign, 🔁 rematch, 🔍 analyse (under a finished game's record); a
//! reaction counts only when the host accepts it from that user, and
//! refusals to reactions are not posted.
//!
//! In encrypted rooms an event whose room key has not arrived yet is kept
//! (a bounded number, for a while) and handled once its key comes in a
//! later sync; every failure to decrypt is logged.
//!
//! - [`session`]: logging in, the session file, the private store directory;
//! - [`inbound`]: events in (messages, reactions, undecryptable events);
//! - [`outbound`]: the host's replies out (texts, boards, reactions);
//! - [`reactions`]: reactions, encrypted in encrypted rooms;
//! - [`widget`]: the board as a room's widget (the page's widget mode).

mod bot;
mod config;
mod direct;
mod failures;
mod files;
mod inbound;
mod outbound;
mod reactions;
mod session;
mod threads;
mod undecrypted;
mod widget;

use crate::host::Door;
use crate::telemetry::RECONNECTS;
use bot::Bot;
pub use config::MatrixConfig;
pub use failures::MatrixError;
use failures::{api_failed, status_of};
use matrix_sdk::Client;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::ruma::api::client::filter::{Filter, FilterDefinition, RoomEventFilter};
use matrix_sdk::ruma::api::client::sync::sync_events;
use matrix_sdk::ruma::api::error::ErrorKind;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Logs in (or restores the saved session), then answers until `stop`
/// (then the sync ends); it returns early only when logging in fails or
/// the session is revoked.
pub async fn run(
    host: impl Into<Door>,
    config: MatrixConfig,
    stop: crate::ops::Stopping,
) -> Result<(), MatrixError> {
    let store = config.data_dir.join("matrix-store");
    session::create_private_dir(&config.data_dir, &store).await?;
    let base = reactions::base_client(&store).await?;
    let client = Client::builder()
        .homeserver_url(&config.homeserver)
        .base_client(base.clone())
        .build()
        .await?;
    // sqlite created its files under the umask; its -wal and -shm files
    // copy the database file's mode, so they follow.
    session::restrict_files(&store).await?;
    session::log_in(&client, &config).await?;
    client.add_event_handler(inbound::on_invite);
    sync_once_with_retry(&client).await?;
    config.health.up(0);
    let bot = Bot {
        host: host.into(),
        undecrypted: Arc::default(),
        async_uploads: Arc::new(AtomicBool::new(true)),
        base,
        bridge: config.widget.clone(),
    };
    if let Some(bridge) = config.widget.clone() {
        if let Some(me) = client.user_id() {
            bridge.set_server(me.server_name().as_str());
        }
        tokio::spawn(outbound::post_from_pages(
            bot.clone(),
            client.clone(),
            bridge.clone(),
        ));
        tokio::spawn(widget::answer_questions(client.clone(), bridge));
    }
    client.add_event_handler_context(bot.clone());
    client.add_event_handler(inbound::on_message);
    client.add_event_handler(inbound::on_reaction);
    client.add_event_handler(inbound::on_encrypted);
    tokio::spawn(outbound::sweep(bot.clone(), client.clone()));
    tracing::info!(
        "matrix: listening as {}",
        client.user_id().map(|u| u.to_string()).unwrap_or_default()
    );
    tokio::select! {
        result = sync_forever(&bot, &client, &config.health) => result,
        () = stop.wait() => {
            tracing::info!("matrix: sync stopped");
            Ok(())
        }
    }
}

/// Syncs until the session is revoked. Each sync resumes from the stored
/// token, so no event is handled twice and none is skipped; after one that
/// brought to-device messages (room keys come so) the events still waiting
/// for their keys are tried again.
///
/// Not `Client::sync`: its loop sleeps a whole second after any sync that
/// came back within a second of the previous one, which is exactly when a
/// game is being played (the bot's own events come back at once), so a
/// move waited up to a second before the bot even saw it. Here the next
/// sync starts at once, unless the homeserver keeps answering at once
/// with nothing (ignoring the long-poll timeout), or failing (backoff).
async fn sync_forever(
    bot: &Bot,
    client: &Client,
    health: &crate::ops::Part,
) -> Result<(), MatrixError> {
    let mut delay = Duration::from_millis(500);
    loop {
        let started = Instant::now();
        match client.sync_once(sync_settings()).await {
            Ok(response) => {
                health.up(0);
                delay = Duration::from_millis(500);
                if !response.to_device.is_empty() {
                    inbound::retry_undecrypted(bot, client).await;
                }
                let idle = response.rooms.is_empty() && response.to_device.is_empty();
                if idle && started.elapsed() < Duration::from_secs(1) {
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
            Err(error) if logged_out(&error) => return Err(MatrixError::LoggedOut),
            // Stopping: a sync cut short is the stop, not a fault.
            Err(_) if bot.host.stopping() => tokio::time::sleep(delay).await,
            Err(error) => {
                health.down(0);
                api_failed("sync", status_of(&error));
                metrics::counter!(RECONNECTS, "platform" => "matrix").increment(1);
                tracing::warn!("matrix: sync failed, retrying in {delay:?}: {error}");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_secs(30));
            }
        }
    }
}

/// Every sync but for typing notifications, read receipts and presence:
/// the bot uses none, and each would wake it (and keep it busy while a
/// move comes in) for nothing. Room keys and device lists always come.
fn sync_settings() -> SyncSettings {
    let mut filter = FilterDefinition::default();
    filter.presence = Filter::ignore_all();
    filter.room.ephemeral = RoomEventFilter::ignore_all();
    SyncSettings::default().filter(sync_events::v3::Filter::FilterDefinition(filter))
}

/// The first sync, retried until the homeserver answers; event handlers
/// added after it never see what came before.
async fn sync_once_with_retry(client: &Client) -> Result<(), MatrixError> {
    let mut delay = Duration::from_millis(500);
    loop {
        match client.sync_once(sync_settings()).await {
            Ok(_) => return Ok(()),
            Err(error) if logged_out(&error) => return Err(MatrixError::LoggedOut),
            Err(error) => {
                tracing::warn!("matrix: first sync failed, retrying in {delay:?}: {error}");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_secs(30));
            }
        }
    }
}

/// Whether the homeserver no longer knows the bot's access token.
fn logged_out(error: &matrix_sdk::Error) -> bool {
    matches!(
        error.client_api_error_kind(),
        Some(ErrorKind::UnknownToken(_))
    )
}
