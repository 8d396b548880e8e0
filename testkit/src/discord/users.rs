//! What a person does in Discord, sent to the app as Discord sends it:
//! slash commands, buttons and menus (Receiving and Responding,
//! Interaction Object), with the member's permissions, roles and client
//! language; and the commands the bot registered.

use super::*;

impl StandIn {
    pub fn user(&self, id: &str, name: &str) -> Value {
        json!({ "id": id, "username": name, "discriminator": "0", "global_name": name, "avatar": null })
    }

    /// Guild Member Object: `roles`, "array of role object ids", and
    /// `permissions`, "total permissions of the member in the channel,
    /// including overwrites, returned when in the interaction object".
    pub(super) fn member(&self, id: &str, name: &str) -> Value {
        let (permissions, roles) = self
            .inner
            .lock()
            .expect("lock")
            .members
            .get(id)
            .cloned()
            .unwrap_or((MEMBER_PERMISSIONS, Vec::new()));
        json!({
            "user": self.user(id, name), "roles": roles, "joined_at": "2026-01-01T00:00:00.000000+00:00",
            "deaf": false, "mute": false, "flags": 0, "permissions": permissions.to_string(), "nick": null
        })
    }

    /// Gives a member these permissions and roles in every channel.
    pub fn set_member(&self, user: &str, permissions: u64, roles: &[&str]) {
        let roles = roles.iter().map(|r| r.to_string()).collect();
        let mut inner = self.inner.lock().expect("lock");
        inner.members.insert(user.to_string(), (permissions, roles));
    }

    /// Sets the language of `user`'s Discord client, which every
    /// interaction of theirs carries (Interaction Object: `locale`,
    /// "Selected language of the invoking user").
    pub fn set_locale(&self, user: &str, locale: &str) {
        let mut inner = self.inner.lock().expect("lock");
        inner.locales.insert(user.to_string(), locale.to_string());
    }

    /// The application commands the bot registered.
    pub fn registered(&self) -> Vec<Value> {
        self.inner.lock().expect("lock").commands.clone()
    }

    /// `/futbol-admin [options]`, a command whose options are its own
    /// (no sub-command); returns the interaction id.
    pub fn admin(&self, user: (&str, &str), channel: &str, options: &[(&str, &str)]) -> String {
        let options: Vec<Value> = options
            .iter()
            .map(|(name, value)| json!({ "name": name, "type": 3, "value": value }))
            .collect();
        let data = json!({
            "id": "920000000000000002", "name": "futbol-admin", "type": 1, "options": options
        });
        let (id, payload) = self.base_interaction(Kind::Command, user, channel, data, None);
        self.dispatch("INTERACTION_CREATE", payload);
        id
    }

    /// Builds an INTERACTION_CREATE payload and starts tracking it (its
    /// 3-second window starts now: the caller dispatches it at once).
    pub(super) fn base_interaction(
        &self,
        kind: Kind,
        user: (&str, &str),
        channel: &str,
        data: Value,
        message: Option<String>,
    ) -> (String, Value) {
        let id = self.id();
        let token = format!("tok-{id}");
        let mut inner = self.inner.lock().expect("lock");
        // An interaction in a thread: its channel is the thread (Channel
        // Types: PUBLIC_THREAD is 11, with its `parent_id`), and the bot's
        // permissions there are the parent channel's.
        let parent = inner.threads.get(channel).map(|t| t.parent.clone());
        let at = inner.place_of(parent.as_deref().unwrap_or(channel));
        let locale = (inner.locales.get(user.0).cloned()).unwrap_or_else(|| "es-ES".into());
        inner.interactions.push(Interaction {
            id: id.clone(),
            token: token.clone(),
            kind,
            user: user.0.to_string(),
            user_name: user.1.to_string(),
            channel: channel.to_string(),
            created: Instant::now(),
            message,
            response: None,
            original: None,
            invalidated: false,
            place: at,
        });
        drop(inner);
        let place = parent.as_deref().unwrap_or(channel);
        let guild = guild_of(place);
        let mut channel_object = json!({ "id": channel, "type": 0, "guild_id": guild, "name": "general", "permissions": MEMBER_PERMISSIONS.to_string() });
        if let Some(parent) = &parent {
            channel_object["type"] = json!(11);
            channel_object["parent_id"] = json!(parent);
        }
        let mut payload = json!({
            "id": id, "application_id": APP_ID,
            "type": match kind { Kind::Command => 2, Kind::Component => 3 },
            "data": data,
            "guild_id": guild, "channel_id": channel,
            "channel": channel_object,
            "member": self.member(user.0, user.1),
            // Interaction object: app_permissions, "Bitwise set of
            // permissions the app has within the channel the interaction
            // was sent from".
            "token": token, "version": 1, "app_permissions": bot_permissions(place).to_string(),
            "locale": locale, "guild_locale": "es-ES", "entitlements": [],
            "authorizing_integration_owners": { "0": guild }, "context": 0,
            "attachment_size_limit": 10485760
        });
        places::shape(&mut payload, at, self.user(user.0, user.1));
        (id, payload)
    }

    /// A `/futbol SUB [options]` slash command; returns the interaction id.
    pub fn slash(
        &self,
        user: (&str, &str),
        channel: &str,
        sub: &str,
        options: &[(&str, &str)],
    ) -> String {
        // Application Command Option Type: STRING is 3, USER is 6; a USER
        // option's value is the user's snowflake, and the interaction's
        // `resolved.users` carries that user ("Interaction Object —
        // Resolved Data Structure"). The bot's only user option is
        // `jugador`.
        let mut users = serde_json::Map::new();
        let options: Vec<Value> = options
            .iter()
            .map(|(name, value)| match *name {
                "jugador" => {
                    users.insert(
                        value.to_string(),
                        json!({
                            "id": value, "username": "someone", "discriminator": "0",
                            "global_name": null, "avatar": null
                        }),
                    );
                    json!({ "name": name, "type": 6, "value": value })
                }
                _ => json!({ "name": name, "type": 3, "value": value }),
            })
            .collect();
        let mut data = json!({
            "id": "920000000000000001", "name": "futbol", "type": 1,
            "options": [{ "name": sub, "type": 1, "options": options }]
        });
        if !users.is_empty() {
            data["resolved"] = json!({ "users": users });
        }
        let (id, payload) = self.base_interaction(Kind::Command, user, channel, data, None);
        self.dispatch("INTERACTION_CREATE", payload);
        id
    }

    /// A press on a button of `message`.
    pub fn button(&self, user: (&str, &str), message: &Value, custom_id: &str) -> String {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        self.component(user, message, data)
    }

    /// A choice in a select menu of `message`.
    pub fn select(
        &self,
        user: (&str, &str),
        message: &Value,
        menu_id: &str,
        value: &str,
    ) -> String {
        let data = json!({ "custom_id": menu_id, "component_type": 3, "values": [value] });
        self.component(user, message, data)
    }

    pub(super) fn component(&self, user: (&str, &str), message: &Value, data: Value) -> String {
        let channel = message["channel_id"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let on = message["id"].as_str().map(str::to_string);
        let (id, mut payload) = self.base_interaction(Kind::Component, user, &channel, data, on);
        let mut message = message.clone();
        if let Some(fields) = message.as_object_mut() {
            fields.remove("deleted");
        }
        payload["message"] = message;
        self.dispatch("INTERACTION_CREATE", payload);
        id
    }
}
