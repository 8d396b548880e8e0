//! A reply's files on Matrix: a picture (a game's replay GIF) as `m.image`
//! with its `info` (size, dimensions, media type), any other file (a game's
//! record) as `m.file` with its media type and size. Encrypted rooms get
//! encrypted uploads, as boards do. Neither mentions anyone.

use crate::host::{Attachment, Reply};
use matrix_sdk::Client;
use matrix_sdk::room::Room;
use matrix_sdk::ruma::UInt;
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::events::room::message::{
    AddMentions, FileInfo, FileMessageEventContent, ForwardThread, ImageMessageEventContent,
    MessageType, OriginalSyncRoomMessageEvent, ReplyMetadata, RoomMessageEventContent,
};
use matrix_sdk::ruma::events::room::{ImageInfo, MediaSource};

/// Sends a reply's files to `room`, after its text. A game's replay is
/// drawn and sent by a task of its own: the event handler that sends it
/// holds up the sync loop, hence every other room, so it must not wait
/// for a whole game's pictures and their upload. A private reply's files
/// answer the user's message, as its text does.
pub(super) async fn deliver(
    client: &Client,
    room: &Room,
    reply: &Reply,
    private: Option<&OriginalSyncRoomMessageEvent>,
) {
    if reply.replay.is_none() {
        send(client, room, &reply.files, private).await;
        return;
    }
    let (client, room, reply) = (client.clone(), room.clone(), reply.clone());
    tokio::spawn(async move {
        let drawn = reply.drawn().await;
        send(&client, &room, &drawn.files, None).await;
    });
}

/// Uploads and posts each file to `room`, in order; a file that fails is
/// logged and the next one still goes.
async fn send(
    client: &Client,
    room: &Room,
    files: &[Attachment],
    private: Option<&OriginalSyncRoomMessageEvent>,
) {
    for file in files {
        if let Err(error) = send_one(client, room, file, private).await {
            tracing::warn!(
                "matrix: could not send {} to {}: {error}",
                file.name,
                room.room_id()
            );
        }
    }
}

async fn send_one(
    client: &Client,
    room: &Room,
    file: &Attachment,
    private: Option<&OriginalSyncRoomMessageEvent>,
) -> Result<(), matrix_sdk::Error> {
    let mime = file
        .mime
        .parse::<mime::Mime>()
        .unwrap_or(mime::APPLICATION_OCTET_STREAM);
    let encrypted = room.latest_encryption_state().await?.is_encrypted();
    let source = upload(client, &file.bytes, &mime, encrypted).await?;
    let size = UInt::new(file.bytes.len() as u64);
    let message = if file.is_image() {
        let mut info = ImageInfo::new();
        if let Some((width, height)) = file.size {
            info.width = Some(UInt::from(width));
            info.height = Some(UInt::from(height));
        }
        info.size = size;
        info.mimetype = Some(file.mime.to_string());
        let mut image = ImageMessageEventContent::new(file.name.clone(), source);
        image.info = Some(Box::new(info));
        MessageType::Image(image)
    } else {
        let mut info = FileInfo::new();
        info.size = size;
        info.mimetype = Some(file.mime.to_string());
        let mut content = FileMessageEventContent::new(file.name.clone(), source);
        content.info = Some(Box::new(info));
        MessageType::File(content)
    };
    let mut content = RoomMessageEventContent::new(message);
    if let Some(origin) = private {
        let metadata = ReplyMetadata::new(&origin.event_id, &origin.sender, None);
        content = content.make_reply_to(metadata, ForwardThread::No, AddMentions::No);
    }
    room.send(content.add_mentions(Mentions::new())).await?;
    Ok(())
}

/// `bytes` on the homeserver, whole: encrypted for an encrypted room
/// (the homeserver keeps them as an opaque file), else as `mime`.
pub(super) async fn upload(
    client: &Client,
    bytes: &[u8],
    mime: &mime::Mime,
    encrypted: bool,
) -> Result<MediaSource, matrix_sdk::Error> {
    if encrypted {
        let mut reader = bytes;
        let file = client.upload_encrypted_file(&mut reader).await?;
        return Ok(MediaSource::Encrypted(Box::new(file)));
    }
    let response = client.media().upload(mime, bytes.to_vec(), None).await?;
    Ok(MediaSource::Plain(response.content_uri))
}
