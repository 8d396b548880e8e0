//! Failed Discord calls: logged with their method, route and status
//! (tokens hidden), and counted for the operator's metrics.

use crate::telemetry::{PLATFORM_ERRORS, route_shape};
use serenity::http::HttpError;

/// Logs a failed Discord call with its method, route and status, so an
/// operator sees what Discord refused; tokens in the route are hidden.
/// Each is counted for the operator by its route's shape and status.
pub(super) fn log_failure(what: &str, error: &serenity::Error) {
    let (shape, status) = match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let route = route(&response.url);
            let status = response.status_code.as_u16();
            tracing::warn!(
                "discord: {what} failed: {} {route} → {status} (code {}: {})",
                response.method,
                response.error.code,
                response.error.message
            );
            (route_shape(&route), status.to_string())
        }
        other => {
            tracing::warn!("discord: {what} failed: {}", redact(&other.to_string()));
            ("none".to_string(), "none".to_string())
        }
    };
    metrics::counter!(PLATFORM_ERRORS, "platform" => "discord", "route" => shape, "status" => status)
        .increment(1);
}

/// A Discord URL's path, tokens hidden.
fn route(url: &str) -> String {
    let path = url.split_once("/api/").map_or(url, |(_, path)| path);
    let path = path.split('?').next().unwrap_or(path);
    format!("/api/{}", redact(path))
}

/// `text` with every interaction or webhook token (the path segment two
/// after `interactions` or `webhooks`) hidden: HTTP errors quote URLs.
fn redact(text: &str) -> String {
    let segments: Vec<&str> = text.split('/').collect();
    let shown: Vec<&str> = segments
        .iter()
        .enumerate()
        .map(|(i, segment)| {
            let secret = i >= 2 && matches!(segments[i - 2], "interactions" | "webhooks");
            if secret { "{token}" } else { segment }
        })
        .collect();
    shown.join("/")
}

#[cfg(test)]
mod tests {
    use super::{redact, route};

    #[test]
    fn routes_hide_tokens() {
        assert_eq!(
            route("https://discord.com/api/v10/webhooks/1/secret/messages/@original?wait=true"),
            "/api/v10/webhooks/1/{token}/messages/@original"
        );
        assert_eq!(
            route("http://127.0.0.1:9/api/v10/interactions/5/secret/callback"),
            "/api/v10/interactions/5/{token}/callback"
        );
        assert_eq!(
            route("https://discord.com/api/v10/channels/7/messages"),
            "/api/v10/channels/7/messages"
        );
        let error = "error sending request for url (https://discord.com/api/v10/webhooks/1/secret)";
        assert!(!redact(error).contains("secret"));
    }
}
