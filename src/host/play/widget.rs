//! `tablero`: the live board as a widget of a Matrix room. The host
//! decides who may add it and what it says; the Matrix adapter sends the
//! room's widget state event, or, where the bot's power level is too low,
//! the text that tells an admin how to add it by hand.

use crate::host::message::{Platform, Reply, Request, Target, Widget};
use crate::host::parts::Parts;

/// The widget's address under the page's: the room and the user are
/// Element's template variables (they say where to look, and prove
/// nothing: the page asks the homeserver who the user is), and the
/// client's language picks the page's.
pub(super) fn widget_url(base: &str) -> String {
    let base = base.trim_end_matches('/');
    format!(
        "{base}/widget?room=$matrix_room_id&user=$matrix_user_id&lang=$org.matrix.msc2873.client_language"
    )
}

/// Adds the live board to the request's Matrix room, for its admins,
/// where the operator serves the page to Matrix.
pub(in crate::host) fn widget(parts: &Parts, request: &Request) -> Reply {
    let say = super::flow::asker_say(parts, request);
    let base = match request.platform {
        Platform::Matrix => parts.config.widget_url.as_deref(),
        _ => None,
    };
    let Some(base) = base else {
        return super::flow::private(request, say.widget_unavailable());
    };
    if !request.asker.admin {
        tracing::info!(user = %request.user.id, "widget refused: not an admin");
        return super::flow::private(request, say.widget_admins());
    }
    let url = widget_url(base);
    let target = Target::Channel(request.channel.clone());
    let mut reply = Reply::new(request.platform, target, say.widget_added());
    reply.widget = Some(Widget {
        name: say.widget_name(),
        refused: say.widget_refused(&url),
        url,
    });
    reply
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_carries_the_clients_variables() {
        assert_eq!(
            widget_url("https://futbol.example/"),
            "https://futbol.example/widget?room=$matrix_room_id&user=$matrix_user_id&lang=$org.matrix.msc2873.client_language"
        );
    }
}
