//! Encrypted reactions. matrix-sdk sends `m.reaction` in the clear even in
//! an encrypted room (its send path skips encryption for that one type), so
//! the bot encrypts its reactions itself with the room's current Megolm
//! session, the one its board was just encrypted with, and sends the
//! `m.room.encrypted` event straight to the homeserver. The relation stays
//! readable to the server, as the spec wants for encrypted relations.
//!
//! To reach the crypto machine the bot builds the SDK's base client itself
//! (the same sqlite stores `ClientBuilder::sqlite_store` would open) and
//! keeps a handle on it.

use super::failures::MatrixError;
use matrix_sdk::cross_process_lock::CrossProcessLockConfig;
use matrix_sdk::ruma::api::client::message::send_message_event;
use matrix_sdk::ruma::events::reaction::ReactionEventContent;
use matrix_sdk::ruma::serde::Raw;
use matrix_sdk::ruma::{OwnedEventId, TransactionId};
use matrix_sdk::{
    Room, SqliteCryptoStore, SqliteEventCacheStore, SqliteMediaStore, SqliteStateStore,
    SqliteStoreConfig, ThreadingSupport,
};
use matrix_sdk_base::store::StoreConfig;
use matrix_sdk_base::{BaseClient, DmRoomDefinition};
use std::path::Path;

/// The holder name the SDK's builder gives its store locks; the same one,
/// so a store opened by an older build is taken over cleanly.
const LOCK_HOLDER: &str = "main";

/// Reactions a board may still get before its room's Megolm session is
/// due for rotation; below that, the next board rotates it and the
/// reaction goes in the clear rather than risk an expired session.
const ROTATION_MARGIN: u32 = 8;

/// Opens the store directory's sqlite stores and the base client on them,
/// as the SDK's builder does for `sqlite_store(dir, None)`.
pub(super) async fn base_client(store: &Path) -> Result<BaseClient, MatrixError> {
    let config = SqliteStoreConfig::new(store);
    let (state, events, media, crypto) = tokio::try_join!(
        SqliteStateStore::open_with_config(&config),
        SqliteEventCacheStore::open_with_config(&config),
        SqliteMediaStore::open_with_config(&config),
        SqliteCryptoStore::open_with_config(&config),
    )
    .map_err(|e| MatrixError::Store(e.to_string()))?;
    let stores = StoreConfig::new(CrossProcessLockConfig::MultiProcess {
        holder_name: LOCK_HOLDER.to_owned(),
    })
    .state_store(state)
    .event_cache_store(events)
    .media_store(media)
    .crypto_store(crypto);
    Ok(BaseClient::new(
        stores,
        ThreadingSupport::Disabled,
        DmRoomDefinition::MatrixSpec,
    ))
}

/// Sends one reaction: encrypted in an encrypted room whose current room
/// key is shared and not about to rotate, else through the SDK (in the
/// clear), with a log line saying why.
pub(super) async fn send(base: &BaseClient, room: &Room, reaction: ReactionEventContent) {
    let encrypted = room
        .latest_encryption_state()
        .await
        .map(|state| state.is_encrypted())
        .unwrap_or(true);
    let outcome = if encrypted {
        match encrypt(base, room, &reaction).await {
            Ok(content) => send_encrypted(room, content).await,
            Err(reason) => {
                tracing::info!(
                    "matrix: a reaction in {} goes in the clear: {reason}",
                    room.room_id()
                );
                room.send(reaction)
                    .await
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }
        }
    } else {
        room.send(reaction)
            .await
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    if let Err(error) = outcome {
        super::failures::api_failed("react", None);
        tracing::warn!("matrix: could not react in {}: {error}", room.room_id());
    }
}

/// The reaction as an `m.room.encrypted` content, or why it cannot be.
async fn encrypt(
    base: &BaseClient,
    room: &Room,
    reaction: &ReactionEventContent,
) -> Result<Raw<serde_json::Value>, String> {
    let machine = base.olm_machine().await;
    let olm = machine.as_ref().ok_or("no crypto machine")?;
    let session = olm
        .store()
        .get_outbound_group_session(room.room_id())
        .await
        .map_err(|e| e.to_string())?
        .ok_or("no room key yet")?;
    let limit = session.settings().rotation_period_msgs.clamp(1, 10_000);
    // The SDK's encryption panics on an expired session; a session that is
    // unshared, invalidated or close to its limit is left to the next board.
    let index = u64::from(session.message_index().await);
    if !session.shared()
        || session.invalidated()
        || session.expired()
        || index + u64::from(ROTATION_MARGIN) >= limit
    {
        return Err("the room key is due for rotation".into());
    }
    let content = Raw::new(reaction)
        .map_err(|e| e.to_string())?
        .cast_unchecked();
    let encrypted = olm
        .encrypt_room_event_raw(room.room_id(), "m.reaction", &content)
        .await
        .map_err(|e| e.to_string())?;
    Ok(encrypted.content.cast_unchecked())
}

/// Sends an already encrypted event as it is (the SDK's `send_raw` would
/// encrypt it a second time).
async fn send_encrypted(room: &Room, content: Raw<serde_json::Value>) -> Result<(), String> {
    let request = send_message_event::v3::Request::new_raw(
        room.room_id().to_owned(),
        TransactionId::new(),
        "m.room.encrypted".into(),
        content.cast_unchecked(),
    );
    let sent: Result<OwnedEventId, _> = room
        .client()
        .send(request)
        .await
        .map(|response| response.event_id);
    sent.map(|_| ()).map_err(|e| e.to_string())
}
