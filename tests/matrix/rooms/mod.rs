#![cfg(feature = "matrix")]
//! The Matrix adapter end to end against a real Synapse on 127.0.0.1
//! (`scripts/synapse.sh` installs and starts it), with matrix-sdk clients
//! for two players and a spectator, and the real bot binary.

use testkit::bot;
use testkit::synapse;

use bot::Bot;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::deserialized_responses::EncryptionInfo;
use matrix_sdk::media::{MediaFormat, MediaRequestParameters};
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::reaction::ReactionEventContent;
use matrix_sdk::ruma::events::relation::Annotation;
use matrix_sdk::ruma::events::room::encryption::RoomEncryptionEventContent;
use matrix_sdk::ruma::events::room::member::MembershipState;
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation, RoomMessageEventContent,
};
use matrix_sdk::ruma::events::{AnySyncTimelineEvent, EmptyStateKey, InitialStateEvent};
use matrix_sdk::ruma::serde::Raw;
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId};
use matrix_sdk::{Client, Room};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use synapse::synapse;

mod client;
use client::*;
mod community;
mod encrypted;
mod late_keys;
use late_keys::*;

fn start_bot(dir: &Path, url: &str, bot: &str, credential: (&str, &str)) -> Bot {
    Bot::start(
        dir,
        &["--matrix-homeserver", url, "--matrix-user", bot],
        &[credential],
    )
}

const BOT_PASSWORD: (&str, &str) = ("MATRIX_PASSWORD", "password-of-bot");

/// The one homeserver all these tests share: the test that restarts it
/// holds this alone, the others together (a restart under a test that
/// waits for the bot's messages would lose some of them).
static HOMESERVER: tokio::sync::RwLock<()> = tokio::sync::RwLock::const_new(());

/// Waits until the bot's log (shared by its restarts) shows `times` starts.
async fn wait_listening(bot: &Bot, times: usize) {
    let started = Instant::now();
    while bot.log().matches("matrix: listening").count() < times {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the bot did not start"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Synapse started, a bot registered and listening: its homeserver URL,
/// its data directory, the bot and its user id.
async fn bot_on_synapse() -> (String, tempfile::TempDir, Bot, OwnedUserId) {
    let url = synapse(&["start"]);
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("bot");
    synapse(&["register", &bot_name, BOT_PASSWORD.1]);
    let bot = start_bot(dir.path(), &url, &bot_name, BOT_PASSWORD);
    wait_listening(&bot, 1).await;
    let bot_id: OwnedUserId = format!("@{bot_name}:localhost")
        .try_into()
        .expect("user id");
    (url, dir, bot, bot_id)
}

async fn new_room(
    host: &Person,
    invite: &[&Person],
    bot: &OwnedUserId,
    encrypted: bool,
) -> OwnedRoomId {
    let mut request = CreateRoom::new();
    let mut invites: Vec<OwnedUserId> = invite
        .iter()
        .filter_map(|p| p.client.user_id().map(ToOwned::to_owned))
        .collect();
    invites.push(bot.clone());
    request.invite = invites;
    if encrypted {
        let event = InitialStateEvent::new(
            EmptyStateKey,
            RoomEncryptionEventContent::with_recommended_defaults(),
        );
        request.initial_state = vec![event.to_raw_any()];
    }
    let room = host.client.create_room(request).await.expect("create room");
    let id = room.room_id().to_owned();
    for person in invite {
        person.client.join_room_by_id(&id).await.expect("join");
    }
    // The bot accepts the invitation by itself.
    let started = Instant::now();
    loop {
        let joined = match room.get_member(bot).await {
            Ok(Some(member)) => *member.membership() == MembershipState::Join,
            _ => false,
        };
        if joined {
            return id;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the bot never joined {id}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Prints the median and the worst of (text, board) latencies.
fn report_latency(what: &str, times: &[(Duration, Duration)]) {
    let median = |mut all: Vec<Duration>| {
        all.sort();
        (
            all.get(all.len() / 2).copied().unwrap_or_default(),
            all.last().copied().unwrap_or_default(),
        )
    };
    let (text, text_max) = median(times.iter().map(|t| t.0).collect());
    let (board, board_max) = median(times.iter().map(|t| t.1).collect());
    println!(
        "latency, {what}, {} moves: text p50 {} ms (max {}), board p50 {} ms (max {})",
        times.len(),
        text.as_millis(),
        text_max.as_millis(),
        board.as_millis(),
        board_max.as_millis()
    );
}

/// The store directory is 0700 and everything in it 0600.
fn store_is_private(dir: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = |path: &Path| {
            std::fs::metadata(path)
                .expect("store metadata")
                .permissions()
                .mode()
                & 0o777
        };
        let store = dir.join("matrix-store");
        assert_eq!(mode(&store), 0o700, "{}", store.display());
        let mut files = 0;
        for entry in std::fs::read_dir(&store).expect("the store") {
            let path = entry.expect("a store entry").path();
            let wanted = if path.is_dir() { 0o700 } else { 0o600 };
            assert_eq!(mode(&path), wanted, "{}", path.display());
            files += 1;
        }
        assert!(files > 0, "an empty store");
    }
}
