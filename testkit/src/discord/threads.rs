//! Threads as Discord keeps them (Threads topic, Channel Object's
//! `thread_metadata`): started from a message, archived by inactivity and
//! unarchived by a post, locked (160005), deleted (10003).

use super::*;

/// A thread as Discord keeps it (Channel Object, `thread_metadata`).
#[derive(Clone, Debug)]
pub struct Thread {
    /// The channel it was started in.
    pub parent: String,
    /// Its name.
    pub name: String,
    /// `auto_archive_duration`, minutes.
    pub auto_archive: u64,
    /// Archived: hidden after its `auto_archive` minutes without a
    /// message; a message sent there unarchives it.
    pub archived: bool,
    /// Archived and locked by a moderator: no one posts there.
    pub locked: bool,
    /// Deleted by a moderator.
    pub deleted: bool,
}

impl StandIn {
    /// The threads started so far, by id.
    pub fn threads(&self) -> HashMap<String, Thread> {
        self.inner.lock().expect("lock").threads.clone()
    }

    /// A moderator deletes a thread.
    pub fn delete_thread(&self, id: &str) {
        if let Some(thread) = self.inner.lock().expect("lock").threads.get_mut(id) {
            thread.deleted = true;
        }
    }

    /// A thread goes quiet for its `auto_archive` minutes: archived,
    /// not locked.
    pub fn archive_thread(&self, id: &str) {
        if let Some(thread) = self.inner.lock().expect("lock").threads.get_mut(id) {
            thread.archived = true;
        }
    }

    /// A moderator archives and locks a thread.
    pub fn lock_thread(&self, id: &str) {
        if let Some(thread) = self.inner.lock().expect("lock").threads.get_mut(id) {
            thread.locked = true;
            thread.archived = true;
        }
    }

    /// `POST /channels/{channel}/messages/{message}/threads` (Channel
    /// resource, Start Thread from Message): "When called on a GUILD_TEXT
    /// channel, creates a PUBLIC_THREAD"; "The id of the created thread
    /// will be the same as the id of the source message, and as such a
    /// message can only have a single thread created from it" (a second:
    /// 400, 160004 "A thread has already been created for this message");
    /// `name` "1-100 character channel name"; `auto_archive_duration` one
    /// of 60, 1440, 4320, 10080. It needs CREATE_PUBLIC_THREADS (403,
    /// 50013), and the message must be in the channel (404, 10008 "Unknown
    /// Message").
    pub(super) fn start_thread(&self, call: &Req, channel: &str, message: &str) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(refusal) = self.refuse_off_limits(&mut inner, call, channel) {
            return refusal;
        }
        if bot_permissions(channel) & CREATE_PUBLIC_THREADS == 0 {
            inner.violate(call, "the bot lacks the permission", channel.to_string());
            return error(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
        }
        let exists = inner.messages.iter().any(|m| {
            !m.deleted && m.message["id"] == message && m.message["channel_id"] == channel
        });
        if !exists {
            return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        }
        if inner.threads.contains_key(message) {
            inner.violate(
                call,
                "a second thread from one message",
                message.to_string(),
            );
            return error(
                StatusCode::BAD_REQUEST,
                160004,
                "A thread has already been created for this message",
            );
        }
        let name = call.body["name"].as_str().unwrap_or_default().to_string();
        let archive = call.body["auto_archive_duration"].as_u64().unwrap_or(4320);
        let mut problems = Vec::new();
        if !(1..=100).contains(&name.chars().count()) {
            problems.push(("name is 1-100 characters", name.clone()));
        }
        if ![60, 1440, 4320, 10080].contains(&archive) {
            problems.push(("auto_archive_duration", archive.to_string()));
        }
        if !problems.is_empty() {
            inner.violate(call, "invalid thread", format!("{problems:?}"));
            return invalid_form(&problems);
        }
        let thread = Thread {
            parent: channel.to_string(),
            name: name.clone(),
            auto_archive: archive,
            archived: false,
            locked: false,
            deleted: false,
        };
        inner.threads.insert(message.to_string(), thread);
        axum::Json(json!({
            "id": message, "type": 11, "guild_id": guild_of(channel), "parent_id": channel,
            "name": name, "owner_id": BOT_ID, "last_message_id": null,
            "message_count": 0, "member_count": 1, "total_message_sent": 0,
            "rate_limit_per_user": 0, "flags": 0,
            "thread_metadata": {
                "archived": false, "auto_archive_duration": archive,
                "archive_timestamp": "2026-11-29T12:00:00.000000+00:00", "locked": false
            }
        }))
        .into_response()
    }
}
