//! Interactions answered (Receiving and Responding): one initial response
//! each within 3 seconds, the `@original` message, follow-ups (the first
//! after a deferral edits `@original`), and the 15-minute token.

use super::*;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Webhook {
    Get,
    Edit,
    Delete,
}

impl StandIn {
    /// `POST /interactions/{id}/{token}/callback` (Receiving and Responding,
    /// Create Interaction Response).
    pub(super) fn callback(&self, call: &Req, id: &str, token: &str) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        let Some(mut interaction) = inner.interaction(id).filter(|i| i.token == token).cloned()
        else {
            // Opcodes and Status Codes: 10062 "Unknown interaction".
            return error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
        };
        // One initial response per interaction (Opcodes and Status Codes:
        // 40060 "Interaction has already been acknowledged").
        if interaction.response.is_some() {
            inner.violate(
                call,
                "an interaction has one initial response",
                format!("interaction {id} answered again"),
            );
            return error(
                StatusCode::BAD_REQUEST,
                40060,
                "Interaction has already been acknowledged.",
            );
        }
        // Receiving and Responding: "you must send an initial response
        // within 3 seconds of receiving the event. If the 3 second deadline
        // is exceeded, the token will be invalidated." Discord then answers
        // 10062 "Unknown interaction".
        let late = call.at.duration_since(interaction.created);
        if interaction.invalidated || late > ACK_WINDOW {
            inner.violate(
                call,
                "initial response within 3 seconds",
                format!("interaction {id} answered after {late:?}"),
            );
            if let Some(i) = inner.interactions.iter_mut().find(|i| i.id == id) {
                i.invalidated = true;
            }
            return error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
        }
        let kind = call.body["type"].as_u64().unwrap_or(0);
        let data = &call.body["data"];
        let flags = data["flags"].as_u64().unwrap_or(0);
        let data_call = Req {
            body: data,
            ..*call
        };
        match kind {
            // Interaction Callback Type: 4 CHANNEL_MESSAGE_WITH_SOURCE
            // "Respond to an interaction with a message"; the message is
            // `@original`, ephemeral with the EPHEMERAL flag.
            CHANNEL_MESSAGE_WITH_SOURCE => {
                if let Some(refusal) = self.refuse_body(&mut inner, &data_call, true) {
                    return refusal;
                }
                let message = self.message_object(
                    &interaction.channel,
                    data,
                    call.files,
                    flags & EPHEMERAL,
                    Some((&interaction, None)),
                );
                inner.keep_original(&mut interaction, message, flags);
            }
            // Interaction Callback Type: 5 DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
            // "ACK an interaction and edit a response later, the user sees a
            // loading state": `@original` is a loading message. Interaction
            // Callback Data: "If you create a callback with the type
            // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE the only valid message
            // flag you may use is EPHEMERAL".
            DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE => {
                if flags & !EPHEMERAL != 0 {
                    inner.violate(
                        call,
                        "a deferred response may only set the EPHEMERAL flag",
                        format!("flags {flags}"),
                    );
                    return invalid_form(&[("flags", format!("{flags}"))]);
                }
                let message = self.message_object(
                    &interaction.channel,
                    &json!({}),
                    &[],
                    (flags & EPHEMERAL) | LOADING,
                    Some((&interaction, None)),
                );
                inner.keep_original(&mut interaction, message, flags);
            }
            // Interaction Callback Type: 6 DEFERRED_UPDATE_MESSAGE "For
            // components, ACK an interaction and edit the original message
            // later; the user does not see a loading state", and 7
            // UPDATE_MESSAGE "For components, edit the message the component
            // was attached to": `@original` is the component's message. Both
            // are "Only valid for component-based interactions".
            DEFERRED_UPDATE_MESSAGE | UPDATE_MESSAGE => {
                if interaction.kind != Kind::Component {
                    inner.violate(
                        call,
                        "callback types 6 and 7 are only valid for components",
                        format!("type {kind} for a command"),
                    );
                    return invalid_form(&[("type", format!("{kind}"))]);
                }
                if kind == UPDATE_MESSAGE {
                    if let Some(refusal) = self.refuse_body(&mut inner, &data_call, false) {
                        return refusal;
                    }
                    let on = interaction.message.clone().unwrap_or_default();
                    let mut message = inner.stored(&on).map(|s| s.message.clone());
                    if let Some(message) = &mut message {
                        self.edit(message, data, call.files);
                        if let Some(stored) = inner.stored(&on) {
                            stored.message = message.clone();
                        }
                    }
                }
                interaction.original = interaction.message.clone();
            }
            // Interaction Callback Type 12 LAUNCH_ACTIVITY: "Launch the
            // Activity associated with the app. Only available for apps
            // with Activities enabled"; How Activities Work: launchable
            // from command, message component and modal submit
            // interactions. It creates no message.
            activity::LAUNCH_ACTIVITY if inner.activities => {
                inner.activity.launched.push(id.to_string());
            }
            _ => {
                inner.violate(
                    call,
                    "a known interaction callback type",
                    format!("type {kind}"),
                );
                return invalid_form(&[("type", format!("{kind}"))]);
            }
        }
        interaction.response = Some(InitialResponse {
            kind,
            flags,
            at: call.at,
        });
        if let Some(slot) = inner.interactions.iter_mut().find(|i| i.id == id) {
            *slot = interaction;
        }
        StatusCode::NO_CONTENT.into_response()
    }

    /// The interaction behind a webhook call with its token, if the token
    /// still works.
    pub(super) fn token(
        &self,
        inner: &mut Inner,
        call: &Req,
        app: &str,
        token: &str,
    ) -> Result<Interaction, Box<Response>> {
        let Some(interaction) = inner
            .interactions
            .iter()
            .find(|i| i.token == token && app == APP_ID)
            .cloned()
        else {
            // Opcodes and Status Codes: 10015 "Unknown webhook".
            return Err(Box::new(error(
                StatusCode::NOT_FOUND,
                10015,
                "Unknown Webhook",
            )));
        };
        let age = call.at.duration_since(interaction.created);
        // Receiving and Responding: "If the 3 second deadline is exceeded,
        // the token will be invalidated"; Followup Messages: "Interaction
        // tokens are valid for 15 minutes". Opcodes and Status Codes:
        // 50027 "Invalid webhook token provided".
        let unanswered = interaction.response.is_none() && age > ACK_WINDOW;
        let expired = age > inner.token_lifetime;
        if interaction.invalidated || unanswered || expired {
            let rule = if expired {
                "interaction tokens are valid for 15 minutes"
            } else {
                "initial response within 3 seconds, or the token is invalidated"
            };
            inner.violate(
                call,
                rule,
                format!("token of interaction {} used after {age:?}", interaction.id),
            );
            // The documentation names no HTTP status for it; Discord
            // answers 401 (the token is what authorizes the call).
            return Err(Box::new(error(
                StatusCode::UNAUTHORIZED,
                50027,
                "Invalid Webhook Token",
            )));
        }
        Ok(interaction)
    }

    /// `POST /webhooks/{app}/{token}` (Receiving and Responding, Create
    /// Followup Message).
    pub(super) fn followup(&self, call: &Req, app: &str, token: &str) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        let interaction = match self.token(&mut inner, call, app, token) {
            Ok(interaction) => interaction,
            Err(refusal) => return *refusal,
        };
        if let Some(refusal) = self.refuse_body(&mut inner, call, true) {
            return refusal;
        }
        // Create Followup Message: "When using this endpoint directly after
        // responding to an interaction with DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
        // this endpoint will function as Edit Original Interaction Response
        // for backwards compatibility. In this case, no new message will be
        // created, and the loading message will be edited instead. The
        // ephemeral flag will be ignored, and the value you provided in the
        // initial defer response will be preserved". "Directly after": the
        // loading message is still there, unedited.
        let deferred = interaction
            .response
            .is_some_and(|r| r.kind == DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE);
        if deferred && let Some(original) = interaction.original.as_deref() {
            let mut edited = None;
            if let Some(stored) = inner.stored(original)
                && stored.message["flags"].as_u64().unwrap_or(0) & LOADING != 0
            {
                self.edit(&mut stored.message, call.body, call.files);
                edited = Some(stored.message.clone());
            }
            if let Some(message) = edited {
                return axum::Json(message).into_response();
            }
        }
        if let Some(refusal) = self.refuse_followup(&mut inner, call, &interaction) {
            return refusal;
        }
        // Otherwise a new message (Create Followup Message: "You can use the
        // EPHEMERAL message flag 1 << 6 (64) to send a message that only the
        // user can see"). After a DEFERRED_UPDATE_MESSAGE (type 6) the
        // documentation makes no exception: every follow-up is a new message.
        let flags = call.body["flags"].as_u64().unwrap_or(0) & EPHEMERAL;
        let message = self.message_object(
            &interaction.channel,
            call.body,
            call.files,
            flags,
            Some((&interaction, interaction.original.as_deref())),
        );
        inner.messages.push(Stored {
            message: message.clone(),
            owner: (flags != 0).then(|| interaction.user.clone()),
            token: Some(interaction.token.clone()),
            deleted: false,
        });
        axum::Json(message).into_response()
    }

    /// `GET`/`PATCH`/`DELETE /webhooks/{app}/{token}/messages/{id|@original}`
    /// (Receiving and Responding: Get/Edit/Delete Original Interaction
    /// Response, Get/Edit/Delete Followup Message).
    pub(super) fn webhook_message(
        &self,
        call: &Req,
        app: &str,
        token: &str,
        id: &str,
        what: Webhook,
    ) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        let interaction = match self.token(&mut inner, call, app, token) {
            Ok(interaction) => interaction,
            Err(refusal) => return *refusal,
        };
        // `@original` is the initial response: the message a type 4 or 5
        // created, or for a type 6 or 7 the component's message ("edit the
        // original message later"). A follow-up is addressed by its id, for
        // "a message sent with that token".
        let target = if id == "@original" {
            interaction.original.clone()
        } else {
            inner
                .messages
                .iter()
                .find(|s| !s.deleted && s.message["id"] == id && s.token.as_deref() == Some(token))
                .map(|_| id.to_string())
        };
        let Some(target) = target.filter(|t| {
            inner
                .messages
                .iter()
                .any(|s| !s.deleted && s.message["id"] == t.as_str())
        }) else {
            // Opcodes and Status Codes: 10008 "Unknown message".
            return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        };
        match what {
            Webhook::Get => {
                axum::Json(inner.stored(&target).map(|s| s.message.clone())).into_response()
            }
            // Edit Original Interaction Response / Edit Followup Message:
            // "Functions the same as Edit Webhook Message" (its content,
            // components, attachments).
            Webhook::Edit => {
                if let Some(refusal) = self.refuse_body(&mut inner, call, false) {
                    return refusal;
                }
                let Some(stored) = inner.stored(&target) else {
                    return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
                };
                self.edit(&mut stored.message, call.body, call.files);
                axum::Json(stored.message.clone()).into_response()
            }
            // Delete Original Interaction Response: "Deletes the initial
            // Interaction response. Returns 204 No Content on success."
            // Whatever `@original` holds now goes.
            Webhook::Delete => {
                if let Some(stored) = inner.stored(&target) {
                    stored.deleted = true;
                }
                StatusCode::NO_CONTENT.into_response()
            }
        }
    }
}
