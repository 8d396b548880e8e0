//! Messages as Discord keeps them: created in a channel or a DM, edited,
//! deleted, and who sees which (a user's view: channel messages as last
//! edited, plus that user's own ephemeral ones).

use super::*;

impl StandIn {
    /// Every message the bot made (channel messages, interaction responses,
    /// follow-ups), in the order they were created, each as last edited;
    /// one deleted since carries `"deleted": true` (not a Discord field).
    pub fn messages(&self) -> Vec<Value> {
        let inner = self.inner.lock().expect("lock");
        inner
            .messages
            .iter()
            .map(|s| {
                let mut message = s.message.clone();
                if s.deleted {
                    message["deleted"] = json!(true);
                }
                message
            })
            .collect()
    }

    /// What `user` can see now: every channel message as last edited
    /// (deleted ones gone) and that user's own ephemeral messages (the
    /// `@original` of their interactions and their ephemeral follow-ups).
    pub fn visible_to(&self, user: &str) -> Vec<Value> {
        let inner = self.inner.lock().expect("lock");
        inner
            .messages
            .iter()
            .filter(|s| !s.deleted && s.owner.as_deref().is_none_or(|o| o == user))
            .map(|s| s.message.clone())
            .collect()
    }

    /// A new message object. `interaction` (with whether this is a
    /// follow-up) adds the interaction metadata Discord puts on responses.
    pub(super) fn message_object(
        &self,
        channel: &str,
        body: &Value,
        files: &[(String, Vec<u8>)],
        flags: u64,
        interaction: Option<(&Interaction, Option<&str>)>,
    ) -> Value {
        let id = self.id();
        // Message Object: `guild_id`, "ID of the guild the message was
        // sent in" (none outside a server).
        let guild = match interaction {
            Some((interaction, _)) => interaction.place.guild(channel),
            None => Some(guild_of(channel)),
        };
        let mut message = json!({
            "id": id, "channel_id": channel, "guild_id": guild,
            "author": self.user(BOT_ID, "futbol-bot"),
            "content": "",
            "timestamp": "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": [], "pinned": false, "type": 0,
            "flags": flags,
            "components": [],
            "webhook_id": null,
        });
        if let Some((interaction, original)) = interaction {
            // Message resource, Message Interaction Metadata Object: "Sent
            // if the message is sent as a result of an interaction";
            // `original_response_message_id` only on follow-ups,
            // `interacted_message_id` for components. Responses and
            // follow-ups are webhook messages of the application.
            let mut metadata = json!({
                "id": interaction.id,
                "type": match interaction.kind { Kind::Command => 2, Kind::Component => 3 },
                "user": self.user(&interaction.user, &interaction.user_name),
                "authorizing_integration_owners":
                    interaction.place.owners(&interaction.channel, &interaction.user),
            });
            if let Some(original) = original {
                metadata["original_response_message_id"] = json!(original);
            }
            if let Some(on) = &interaction.message {
                metadata["interacted_message_id"] = json!(on);
            }
            message["interaction_metadata"] = metadata;
            message["webhook_id"] = json!(APP_ID);
            message["type"] = json!(match interaction.kind {
                Kind::Command => 20,
                Kind::Component => 0,
            });
        }
        self.edit(&mut message, body, files);
        message["edited_timestamp"] = Value::Null;
        message["flags"] = json!(flags);
        message
    }

    /// Applies an edit (or a new message's body) to `message`.
    pub(super) fn edit(&self, message: &mut Value, body: &Value, files: &[(String, Vec<u8>)]) {
        if let Some(content) = body.get("content") {
            message["content"] = json!(content.as_str().unwrap_or(""));
        }
        if let Some(components) = body.get("components") {
            message["components"] = if components.is_null() {
                json!([])
            } else {
                components.clone()
            };
        }
        if let Some(embeds) = body.get("embeds") {
            message["embeds"] = if embeds.is_null() {
                json!([])
            } else {
                embeds.clone()
            };
        }
        // Messages resource, Edit Message (and Webhook resource, Edit
        // Webhook Message): "Any provided files will be appended to the
        // message. To remove or replace files you will have to supply the
        // `attachments` field which specifies the files to retain".
        let mut attachments: Vec<Value> = message["attachments"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        if let Some(keep) = body.get("attachments").and_then(Value::as_array) {
            let keep: Vec<String> = keep
                .iter()
                .filter_map(|a| match &a["id"] {
                    Value::String(id) => Some(id.clone()),
                    Value::Number(id) => Some(id.to_string()),
                    _ => None,
                })
                .collect();
            attachments.retain(|a| {
                a["id"]
                    .as_str()
                    .is_some_and(|id| keep.iter().any(|k| k == id))
            });
        }
        // Uploading Files: the `attachments` of `payload_json` are
        // "attachment objects with filename and description", each `id`
        // naming the upload `files[n]` by its `n`; the description (alt
        // text) is kept on the attachment made from it.
        let described = |n: usize| {
            let sent = body["attachments"].as_array()?.iter().find(|a| {
                a["id"].as_u64() == Some(n as u64)
                    || a["id"].as_str() == Some(n.to_string().as_str())
            })?;
            sent["description"].as_str().map(str::to_string)
        };
        for (n, (name, bytes)) in files.iter().enumerate() {
            let id = self.id();
            let mut attachment = json!({
                "id": id, "filename": name, "size": bytes.len(),
                "url": format!("https://cdn.example/{id}/{name}"),
                "proxy_url": format!("https://cdn.example/{id}/{name}")
            });
            if let Some(description) = described(n) {
                attachment["description"] = json!(description);
            }
            attachments.push(attachment);
        }
        message["attachments"] = Value::Array(attachments);
        // The loading state ends with the first edit; the ephemeral state
        // never changes (Create Followup Message: "an existing message's
        // ephemeral state cannot be changed").
        let flags = message["flags"].as_u64().unwrap_or(0) & !LOADING;
        message["flags"] = json!(flags);
        message["edited_timestamp"] = json!("2026-11-29T12:00:01.000000+00:00");
    }

    /// `POST /channels/{channel}/messages` (Messages resource, Create
    /// Message).
    /// `POST /users/@me/channels` (User resource, Create DM): "Create a
    /// new DM channel with a user. Returns a DM channel object (if one
    /// already exists, it will be returned instead)"; JSON param
    /// `recipient_id`, "the recipient to open a DM channel with". Channel
    /// Object, Channel Types: `DM` is 1, "a direct message between users",
    /// with its `recipients`.
    pub(super) fn create_dm(&self, call: &Req) -> Response {
        let Some(recipient) = call.body["recipient_id"].as_str().map(String::from) else {
            let problem = ("recipient_id", "BASE_TYPE_REQUIRED".to_string());
            return invalid_form(&[problem]);
        };
        let mut inner = self.inner.lock().expect("lock");
        let id = match inner.dms.get(&recipient) {
            Some(id) => id.clone(),
            None => {
                let id = self.id();
                inner.dms.insert(recipient.clone(), id.clone());
                id
            }
        };
        drop(inner);
        axum::Json(json!({
            "id": id, "type": 1, "last_message_id": null,
            "recipients": [self.user(&recipient, "someone")],
        }))
        .into_response()
    }

    /// The DM channel the bot opened with `user`, if it did.
    pub fn dm_channel(&self, user: &str) -> Option<String> {
        self.inner.lock().expect("lock").dms.get(user).cloned()
    }

    pub(super) fn create_message(&self, call: &Req, channel: &str) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(refusal) = self.refuse_off_limits(&mut inner, call, channel) {
            return refusal;
        }
        if let Some(refusal) = self.refuse_body(&mut inner, call, true) {
            return refusal;
        }
        // A DM channel is no guild channel: no permission is checked
        // ("If operating on a guild channel, …" below).
        if inner.dms.values().any(|dm| dm == channel) {
            let mut message = self.message_object(channel, call.body, call.files, 0, None);
            message["guild_id"] = Value::Null;
            inner.messages.push(Stored {
                message: message.clone(),
                owner: None,
                token: None,
                deleted: false,
            });
            return axum::Json(message).into_response();
        }
        // Create Message: "If operating on a guild channel, this endpoint
        // requires the SEND_MESSAGES permission to be present on the
        // current user"; files need ATTACH_FILES. Without it: 403, code
        // 50013 "You lack permissions to perform that action".
        // In a thread the parent's permissions count, and posting takes
        // SEND_MESSAGES_IN_THREADS. A deleted thread is an unknown
        // channel (404, 10003); "Sending a message will automatically
        // unarchive the thread, unless the thread has been locked by a
        // moderator" (Threads topic), and in a locked thread users without
        // Manage Threads "won't be able to create or update messages"
        // (Change Log, "Update to Locked Threads"): JSON Error Codes,
        // 160005 "Thread is locked".
        let thread = inner.threads.get(channel).cloned();
        if thread.as_ref().is_some_and(|t| t.deleted) {
            return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
        }
        if thread.as_ref().is_some_and(|t| t.locked) {
            return error(StatusCode::FORBIDDEN, 160005, "Thread is locked");
        }
        let place = thread.as_ref().map_or(channel, |t| t.parent.as_str());
        let granted = bot_permissions(place);
        let lacks = |flag: u64| granted & flag == 0;
        let post = match thread {
            Some(_) => SEND_MESSAGES_IN_THREADS,
            None => SEND_MESSAGES,
        };
        if lacks(post) || (!call.files.is_empty() && lacks(ATTACH_FILES)) {
            inner.violate(call, "the bot lacks the permission", channel.to_string());
            return error(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
        }
        // Threads topic: "Sending a message will automatically unarchive
        // the thread".
        if let Some(thread) = inner.threads.get_mut(channel) {
            thread.archived = false;
        }
        let message = self.message_object(channel, call.body, call.files, 0, None);
        inner.messages.push(Stored {
            message: message.clone(),
            owner: None,
            token: None,
            deleted: false,
        });
        axum::Json(message).into_response()
    }

    /// `PATCH`/`DELETE /channels/{channel}/messages/{id}` (Messages
    /// resource, Edit Message, Delete Message).
    pub(super) fn channel_message(
        &self,
        call: &Req,
        channel: &str,
        id: &str,
        delete: bool,
    ) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(refusal) = self.refuse_off_limits(&mut inner, call, channel) {
            return refusal;
        }
        let found = inner
            .messages
            .iter()
            .any(|s| !s.deleted && s.message["id"] == id && s.message["channel_id"] == channel);
        if !found {
            // Opcodes and Status Codes: 10008 "Unknown message".
            return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        }
        if delete {
            // Delete Message: "Returns a 204 empty response on success."
            if let Some(stored) = inner.stored(id) {
                stored.deleted = true;
            }
            return StatusCode::NO_CONTENT.into_response();
        }
        if let Some(refusal) = self.refuse_body(&mut inner, call, false) {
            return refusal;
        }
        // No message is updated in a locked thread (see Create Message).
        if inner.threads.get(channel).is_some_and(|t| t.locked) {
            return error(StatusCode::FORBIDDEN, 160005, "Thread is locked");
        }
        let Some(stored) = inner.stored(id) else {
            return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        };
        // Edit Message: "The fields content, embeds, flags and components
        // can be edited by the original message author": the fields given
        // replace the message's (`components: []` takes a board's buttons
        // off).
        self.edit(&mut stored.message, call.body, call.files);
        axum::Json(stored.message.clone()).into_response()
    }
}
