//! What each player saw privately over a whole game, checked against what
//! they should have seen: their answers, menus and boards.

use super::*;

pub(super) fn last_board(standin: &StandIn) -> Value {
    standin
        .messages()
        .into_iter()
        .rev()
        .find(|m| {
            m["channel_id"] == LOBBY
                && m["webhook_id"].is_null()
                && !m["attachments"].as_array().is_none_or(Vec::is_empty)
        })
        .expect("a board")
}

/// A private answer `user` must still see at the end of the test, and no
/// one else: an ephemeral message answering `interaction`.
pub(super) struct Private {
    pub(super) what: &'static str,
    pub(super) user: (&'static str, &'static str),
    pub(super) interaction: String,
    /// Texts the answer contains.
    pub(super) needles: Vec<String>,
    /// Texts no message answering the interaction contains.
    pub(super) absent: Vec<&'static str>,
    /// Whether the answer carries a PNG (a private board).
    pub(super) image: bool,
    /// Check that the answer never pings (no `@everyone`, `<@`, `«»`).
    pub(super) no_mentions: bool,
}

impl Private {
    pub(super) fn new(
        what: &'static str,
        user: (&'static str, &'static str),
        interaction: &str,
        needles: &[&str],
    ) -> Private {
        Private {
            what,
            user,
            interaction: interaction.to_string(),
            needles: needles.iter().map(|n| n.to_string()).collect(),
            absent: Vec::new(),
            image: false,
            no_mentions: false,
        }
    }
}

/// What the test expects beyond its hard assertions, and what went wrong
/// on the way: reported together at the end, so one run shows every
/// problem.
#[derive(Default)]
pub(super) struct Expected {
    pub(super) privates: Vec<Private>,
    pub(super) problems: Vec<String>,
}

impl Expected {
    /// Waits (softly: a miss becomes a problem) until the bot has answered
    /// `interaction` with more than a loading state, and records that
    /// `user` must still see an ephemeral answer containing `needles` at
    /// the end.
    pub(super) async fn private(
        &mut self,
        standin: &StandIn,
        what: &'static str,
        user: (&'static str, &'static str),
        interaction: &str,
        needles: &[&str],
    ) -> &mut Private {
        let answered = standin
            .try_wait_for(SOFT, |s| {
                answers(s, interaction)
                    .iter()
                    .any(|m| m["flags"].as_u64().unwrap_or(0) & 128 == 0)
                    .then_some(())
            })
            .await;
        if answered.is_none() {
            self.problems
                .push(format!("{what}: no answer within {SOFT:?}"));
        }
        self.privates
            .push(Private::new(what, user, interaction, needles));
        let last = self.privates.len() - 1;
        &mut self.privates[last]
    }

    /// Every problem, once the bot has stopped: the private answers as the
    /// users see them, Discord's rules, old boards, mentions in edits.
    pub(super) fn check(mut self, standin: &StandIn, before_restart: &Value) -> Vec<String> {
        let mut problems = std::mem::take(&mut self.problems);
        // Every private answer is still there for whoever acted, and only
        // for them (Discord edits a deferred response's loading message
        // with the first follow-up, so deleting `@original` afterwards
        // deletes the answer).
        for private in &self.privates {
            problems.extend(check_private(standin, private));
        }
        // Nothing the bot sent broke a documented limit or rule.
        for violation in standin.violations() {
            problems.push(format!("Discord would refuse: {violation}"));
        }
        let calls = standin.calls();
        // A new board after the restart takes the buttons off the board
        // posted before it (the process forgot it), and every older board
        // in the channel, as the players see it, has lost its buttons.
        let before_id = before_restart["id"].as_str().unwrap_or_default();
        let stripped = calls.iter().any(|c| {
            c.method == "PATCH"
                && c.path
                    .ends_with(&format!("/channels/{LOBBY}/messages/{before_id}"))
                && c.json["components"] == serde_json::json!([])
        });
        if !stripped {
            problems.push(format!(
                "the board posted before the restart ({before_id}) keeps its buttons: no PATCH with components []"
            ));
        }
        let boards: Vec<Value> = standin
            .visible_to(ANA.0)
            .into_iter()
            .filter(|m| m["channel_id"] == LOBBY && m["webhook_id"].is_null() && has_png(m))
            .collect();
        for board in boards.iter().rev().skip(1) {
            if !components(board).is_empty() {
                problems.push(format!(
                    "an old board keeps its buttons: {} {:?}",
                    board["id"],
                    board["content"].as_str().unwrap_or("")
                ));
            }
        }
        // Every board and chart anyone was shown carries its description
        // (alt text), the position in words.
        for user in [ANA.0, BETO.0] {
            for message in standin.visible_to(user) {
                for file in message["attachments"].as_array().into_iter().flatten() {
                    let picture = ["board.png", "rating-chart.png"]
                        .contains(&file["filename"].as_str().unwrap_or_default());
                    let described = file["description"].as_str().is_some_and(|d| d.len() > 40);
                    if picture && !described {
                        problems.push(format!("a picture without its description: {file}"));
                    }
                }
            }
        }
        // Every board uploaded is written for size (about 16 KB; the
        // page's fast encoding of the same picture is about 36 KB).
        let uploads = calls.iter().flat_map(|call| &call.files);
        let boards: Vec<usize> = uploads
            .filter(|(name, _)| name == "board.png")
            .map(|(_, bytes)| bytes.len())
            .collect();
        if boards.is_empty() || boards.iter().any(|&size| size > 20 * 1024) {
            problems.push(format!("boards of {boards:?} bytes"));
        }
        // Edits and interaction responses, like new messages, never ping.
        for call in &calls {
            let body = if call.path.ends_with("/callback") {
                &call.json["data"]
            } else {
                &call.json
            };
            let edit = call.method == "PATCH" && call.path.contains("/messages/");
            let response = call.path.ends_with("/callback") && body.get("content").is_some();
            if (edit || response) && body["allowed_mentions"]["parse"] != serde_json::json!([]) {
                problems.push(format!(
                    "allowed_mentions not empty: {} {}: {body}",
                    call.method, call.path
                ));
            }
        }
        for problem in &problems {
            eprintln!("PROBLEM: {problem}");
        }
        problems
    }
}

/// What the bot did with an interaction's token, for failure messages.
pub(super) fn trace(standin: &StandIn, interaction: &str) -> String {
    let Some(token) = standin
        .interactions()
        .into_iter()
        .find(|i| i.id == interaction)
        .map(|i| i.token)
    else {
        return "unknown interaction".into();
    };
    standin
        .calls()
        .iter()
        .filter(|c| c.path.contains(&token))
        .map(|c| {
            let route = c.path.split(&token).nth(1).unwrap_or_default();
            let what = if c.path.contains("/interactions/") {
                format!(
                    "callback type {} flags {}",
                    c.json["type"], c.json["data"]["flags"]
                )
            } else {
                let content: String = c.json["content"]
                    .as_str()
                    .unwrap_or("")
                    .chars()
                    .take(50)
                    .collect();
                let files = if c.files.is_empty() {
                    String::new()
                } else {
                    format!(" + {} file(s)", c.files.len())
                };
                format!("flags {} {content:?}{files}", c.json["flags"])
            };
            format!("{} …{route} ({what})", c.method)
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The problems with one expected private answer, in the final views.
pub(super) fn check_private(standin: &StandIn, private: &Private) -> Vec<String> {
    let mut problems = Vec::new();
    let who = private.user.1;
    let found: Vec<Value> = standin
        .visible_to(private.user.0)
        .into_iter()
        .filter(|m| {
            let content = m["content"].as_str().unwrap_or("");
            m["interaction_metadata"]["id"] == private.interaction.as_str()
                && m["flags"].as_u64().unwrap_or(0) & 64 == 64
                && private.needles.iter().all(|n| content.contains(n.as_str()))
                && (!private.image || has_png(m))
        })
        .collect();
    if found.is_empty() {
        problems.push(format!(
            "{}: {who} cannot see an ephemeral answer containing {:?}{}; the bot did: {}",
            private.what,
            private.needles,
            if private.image { " with a PNG" } else { "" },
            trace(standin, &private.interaction)
        ));
    }
    for message in &found {
        for other in USERS.iter().filter(|u| u.0 != private.user.0) {
            if standin
                .visible_to(other.0)
                .iter()
                .any(|m| m["id"] == message["id"])
            {
                problems.push(format!(
                    "{}: {} sees {who}'s private answer",
                    private.what, other.1
                ));
            }
        }
    }
    for message in answers(standin, &private.interaction) {
        let content = message["content"].as_str().unwrap_or("");
        for absent in &private.absent {
            if content.contains(absent) {
                problems.push(format!(
                    "{}: the answer says {absent:?}: {content:?}",
                    private.what
                ));
            }
        }
        if private.no_mentions {
            for bad in mention_problems(content) {
                problems.push(format!(
                    "{}: the answer contains {bad:?}: {content:?}",
                    private.what
                ));
            }
        }
    }
    problems
}
