//! Matrix: `!futbol …` text commands and reactions, on matrix-sdk.
//!
//! A thin adapter. The bot keeps one device forever (session file plus the
//! sqlite state and crypto stores in the data directory), joins the rooms it
//! is invited to, syncs once before it listens (so nothing from before its
//! start is answered) and ignores its own events. Boards are `m.image`
//! events with their size; refusals are replies to the user's message.
//! Buttons become reactions on the board: ✋ join, 🤝 draw, 🏳️ resign,
//! 🔁 rematch; a reaction counts only when the host accepts it from that
//! user, and refusals to reactions are not posted.

use crate::host::{Control, Host, Input, Platform, Reply, Request, Target, User, button_kind};
use matrix_sdk::attachment::{AttachmentConfig, AttachmentInfo, BaseImageInfo};

use matrix_sdk::authentication::matrix::MatrixSession;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::event_handler::Ctx;
use matrix_sdk::room::Room;
use matrix_sdk::ruma::UInt;
use matrix_sdk::ruma::api::error::ErrorKind;
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::events::reaction::{OriginalSyncReactionEvent, ReactionEventContent};
use matrix_sdk::ruma::events::relation::Annotation;
use matrix_sdk::ruma::events::room::member::StrippedRoomMemberEvent;
use matrix_sdk::ruma::events::room::message::{
    AddMentions, ForwardThread, MessageType, OriginalSyncRoomMessageEvent, Relation, ReplyMetadata,
    RoomMessageEventContent,
};
use matrix_sdk::{Client, RoomState};
use matrix_sdk::{SessionMeta, SessionTokens};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;

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
}

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

/// The reactions that stand for buttons.
const REACTIONS: [(&str, &str); 4] = [
    ("join", "✋"),
    ("draw", "🤝"),
    ("resign", "🏳️"),
    ("rematch", "🔁"),
];

#[derive(Clone)]
struct Bot {
    host: Arc<Host>,
}

/// Logs in (or restores the saved session), then answers for as long as
/// the process lives; it returns only when logging in fails or the
/// session is revoked.
pub async fn run(host: Arc<Host>, config: MatrixConfig) -> Result<(), MatrixError> {
    std::fs::create_dir_all(&config.data_dir)
        .map_err(|e| MatrixError::Session(format!("{}: {e}", config.data_dir.display())))?;
    let client = Client::builder()
        .homeserver_url(&config.homeserver)
        .sqlite_store(config.data_dir.join("matrix-store"), None)
        .build()
        .await?;
    log_in(&client, &config).await?;
    client.add_event_handler(on_invite);
    let first = sync_once_with_retry(&client).await;
    client.add_event_handler_context(Bot { host: host.clone() });
    client.add_event_handler(on_message);
    client.add_event_handler(on_reaction);
    tokio::spawn(sweep(host, client.clone()));
    println!(
        "matrix: listening as {}",
        client.user_id().map(|u| u.to_string()).unwrap_or_default()
    );
    // The sync loop ends on an error the SDK does not retry itself (a
    // homeserver restart, say); it resumes from the stored sync token, so
    // no event is handled twice and none is skipped.
    let mut settings = SyncSettings::default().token(first);
    let mut delay = Duration::from_millis(500);
    loop {
        let started = std::time::Instant::now();
        if let Err(error) = client.sync(settings).await {
            if matches!(
                error.client_api_error_kind(),
                Some(ErrorKind::UnknownToken(_))
            ) {
                return Err(MatrixError::LoggedOut);
            }
            eprintln!("matrix: sync failed, resuming: {error}");
        }
        if started.elapsed() > Duration::from_secs(60) {
            delay = Duration::from_millis(500);
        }
        tokio::time::sleep(delay).await;
        delay = (delay * 2).min(Duration::from_secs(30));
        settings = SyncSettings::default();
    }
}

/// Restores the saved session, else logs in with the access token or the
/// password and saves the session, so the bot stays one device.
async fn log_in(client: &Client, config: &MatrixConfig) -> Result<(), MatrixError> {
    let session_file = config.data_dir.join("matrix-session.json");
    let saved: Option<MatrixSession> = match std::fs::read_to_string(&session_file) {
        Ok(text) => {
            Some(serde_json::from_str(&text).map_err(|e| MatrixError::Session(e.to_string()))?)
        }
        Err(_) => None,
    };
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
    save_session(&session_file, &session)?;
    if client.matrix_auth().session().is_none() {
        client.restore_session(session).await?;
    }
    Ok(())
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
fn save_session(path: &std::path::Path, session: &MatrixSession) -> Result<(), MatrixError> {
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

/// The first sync, retried until the homeserver answers.
async fn sync_once_with_retry(client: &Client) -> String {
    let mut delay = Duration::from_millis(500);
    loop {
        match client.sync_once(SyncSettings::default()).await {
            Ok(response) => return response.next_batch,
            Err(error) => {
                eprintln!("matrix: first sync failed, retrying: {error}");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_secs(30));
            }
        }
    }
}

/// Joins the rooms the bot is invited to, with backoff.
async fn on_invite(event: StrippedRoomMemberEvent, room: Room, client: Client) {
    if Some(event.state_key.as_ref()) != client.user_id() {
        return;
    }
    tokio::spawn(async move {
        let mut delay = Duration::from_millis(250);
        for _ in 0..10 {
            if room.join().await.is_ok() {
                return;
            }
            tokio::time::sleep(delay).await;
            delay *= 2;
        }
        eprintln!("matrix: could not join {}", room.room_id());
    });
}

async fn on_message(
    event: OriginalSyncRoomMessageEvent,
    room: Room,
    client: Client,
    bot: Ctx<Bot>,
) {
    if Some(event.sender.as_ref()) == client.user_id() || room.state() != RoomState::Joined {
        return;
    }
    // Edits repeat an old message with a `* ` prefix: never a new command.
    if matches!(event.content.relates_to, Some(Relation::Replacement(_))) {
        return;
    }
    let MessageType::Text(text) = &event.content.msgtype else {
        return;
    };
    let body = text.body.trim();
    let input = match body.strip_prefix("!futbol") {
        Some(rest) => Input::Command(rest.trim().to_string()),
        None => Input::Chat(body.to_string()),
    };
    let user = user_of(&room, &event.sender).await;
    let replies = ask(&bot, &room, user, input).await;
    deliver(&bot, &client, &replies, Some(&event)).await;
}

async fn on_reaction(event: OriginalSyncReactionEvent, room: Room, client: Client, bot: Ctx<Bot>) {
    if Some(event.sender.as_ref()) == client.user_id() || room.state() != RoomState::Joined {
        return;
    }
    let relation = &event.content.relates_to;
    let key = relation.key.trim_end_matches('\u{fe0f}');
    let Some(buttons) = bot
        .host
        .note::<HashMap<String, String>>(&board_key(&relation.event_id))
    else {
        return;
    };
    let Some(id) = buttons.get(key).cloned() else {
        return;
    };
    let user = user_of(&room, &event.sender).await;
    let replies = ask(&bot, &room, user, Input::Button(id)).await;
    // A refused reaction is simply ignored: there is no message to reply to.
    let public: Vec<Reply> = replies.into_iter().filter(|r| !r.is_private()).collect();
    deliver(&bot, &client, &public, None).await;
}

async fn ask(bot: &Bot, room: &Room, user: User, input: Input) -> Vec<Reply> {
    let request = Request {
        platform: Platform::Matrix,
        channel: room.room_id().to_string(),
        user,
        input,
    };
    bot.host.clone().handle_async(request).await
}

/// The member's display name, else the user id's localpart.
async fn user_of(room: &Room, sender: &matrix_sdk::ruma::UserId) -> User {
    let name = match room.get_member_no_sync(sender).await {
        Ok(Some(member)) => member.name().to_string(),
        _ => sender.localpart().to_string(),
    };
    User {
        id: sender.to_string(),
        name,
    }
}

fn board_key(event: &matrix_sdk::ruma::EventId) -> String {
    format!("matrix-board:{event}")
}

/// Sends the host's Matrix replies: text, then the board as `m.image` with
/// its reactions; private ones as replies to the user's message.
async fn deliver(
    bot: &Bot,
    client: &Client,
    replies: &[Reply],
    origin: Option<&OriginalSyncRoomMessageEvent>,
) {
    for reply in replies.iter().filter(|r| r.platform == Platform::Matrix) {
        let mut content = RoomMessageEventContent::text_plain(&reply.text);
        if let (Target::Private { .. }, Some(origin)) = (&reply.target, origin) {
            let metadata = ReplyMetadata::new(&origin.event_id, &origin.sender, None);
            content = content.make_reply_to(metadata, ForwardThread::No, AddMentions::No);
        } else if reply.is_private() {
            continue;
        }
        content = content.add_mentions(Mentions::new());
        let target = match &reply.target {
            Target::Channel(channel) | Target::Private { channel, .. } => channel,
        };
        let Some(room) = target_room(client, target) else {
            continue;
        };
        if !reply.text.is_empty() && room.send(content).await.is_err() {
            eprintln!("matrix: could not send to {target}");
        }
        if let Some(png) = &reply.image {
            send_board(bot, &room, png, &reply.controls).await;
        }
    }
}

fn target_room(client: &Client, channel: &str) -> Option<Room> {
    let id = matrix_sdk::ruma::RoomId::parse(channel).ok()?;
    client.get_room(&id)
}

async fn send_board(bot: &Bot, room: &Room, png: &[u8], controls: &[Control]) {
    let (width, height) = png_size(png);
    let info = BaseImageInfo {
        width: Some(UInt::from(width)),
        height: Some(UInt::from(height)),
        size: UInt::new(png.len() as u64),
        ..Default::default()
    };
    let config = AttachmentConfig::new().info(AttachmentInfo::Image(info));
    let sent = room
        .send_attachment("board.png", &mime::IMAGE_PNG, png.to_vec(), config)
        .await;
    let Ok(response) = sent else {
        eprintln!("matrix: could not send a board to {}", room.room_id());
        return;
    };
    let buttons: HashMap<String, String> = controls
        .iter()
        .filter_map(|control| match control {
            Control::Button { id, .. } => {
                let kind = button_kind(id)?;
                let emoji = REACTIONS.iter().find(|(k, _)| *k == kind)?.1;
                Some((emoji.trim_end_matches('\u{fe0f}').to_string(), id.clone()))
            }
            Control::Menu { .. } => None,
        })
        .collect();
    bot.host.remember(&board_key(&response.event_id), &buttons);
    for (_, emoji) in REACTIONS {
        if buttons.contains_key(emoji.trim_end_matches('\u{fe0f}')) {
            let reaction = ReactionEventContent::new(Annotation::new(
                response.event_id.clone(),
                emoji.to_string(),
            ));
            let _ = room.send(reaction).await;
        }
    }
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(png: &[u8]) -> (u32, u32) {
    let field = |at: usize| {
        png.get(at..at + 4)
            .and_then(|b| <[u8; 4]>::try_from(b).ok())
            .map_or(0, u32::from_be_bytes)
    };
    (field(16), field(20))
}

/// Closes idle Matrix rooms once a minute and posts the notices.
async fn sweep(host: Arc<Host>, client: Client) {
    let bot = Bot { host: host.clone() };
    host.sweep(Platform::Matrix, |notices| {
        let (bot, client) = (bot.clone(), client.clone());
        async move { deliver(&bot, &client, &notices, None).await }
    })
    .await;
}
