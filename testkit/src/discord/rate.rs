//! Rate limits, as the Rate Limits page documents them: a limited call
//! is answered `429 Too Many Requests` with a JSON body (`message`,
//! `retry_after` in seconds, `global`) and the headers `Retry-After`
//! ("The number of seconds to wait before submitting another request"),
//! `X-RateLimit-Limit`, `-Remaining`, `-Reset`, `-Reset-After`,
//! `-Bucket`, `-Scope`, and, for the global limit, `X-RateLimit-Global`.
//! "Interaction endpoints are not bound to the bot's Global Rate Limit":
//! a global 429 never answers one. The client's part: wait, then retry.

use super::*;

/// How the stand-in limits: every `every`-th call to a route that posts
/// or edits is answered 429, and the first call to a route bound to the
/// global limit with the global one.
#[derive(Default)]
pub(super) struct Limiting {
    every: usize,
    seen: usize,
    global_sent: bool,
    /// The 429s given, and how many of them were global.
    pub given: usize,
    pub global: usize,
}

impl StandIn {
    /// Answers every `every`-th call that posts or edits with a 429.
    pub fn limit_every(&self, every: usize) {
        let mut inner = self.inner.lock().expect("lock");
        inner.limiting = Limiting {
            every,
            ..Limiting::default()
        };
    }

    /// The 429s given so far: (all, global).
    pub fn limited(&self) -> (usize, usize) {
        let inner = self.inner.lock().expect("lock");
        (inner.limiting.given, inner.limiting.global)
    }

    /// The 429 for this call, if it is one the stand-in limits now.
    pub(super) fn rate_limited(&self, method: &str, route: &str) -> Option<Response> {
        let posts = [
            "/interactions/",
            "/webhooks/",
            "/channels/",
            "/users/@me/channels",
        ];
        if method == "GET" || !posts.iter().any(|p| route.starts_with(p)) {
            return None;
        }
        let mut inner = self.inner.lock().expect("lock");
        let limiting = &mut inner.limiting;
        if limiting.every == 0 {
            return None;
        }
        let interaction = route.starts_with("/interactions/") || route.starts_with("/webhooks/");
        let global = !interaction && !limiting.global_sent;
        limiting.seen += 1;
        if !global && !limiting.seen.is_multiple_of(limiting.every) {
            return None;
        }
        limiting.global_sent |= global;
        limiting.given += 1;
        limiting.global += usize::from(global);
        let body = json!({
            "message": "You are being rate limited.",
            "retry_after": 1.0,
            "global": global,
        });
        let mut response = (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response();
        let headers = response.headers_mut();
        let reset = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() + 1);
        for (name, value) in [
            ("retry-after", "1".to_string()),
            ("x-ratelimit-limit", "5".to_string()),
            ("x-ratelimit-remaining", "0".to_string()),
            ("x-ratelimit-reset", reset.to_string()),
            ("x-ratelimit-reset-after", "1".to_string()),
            ("x-ratelimit-bucket", "stand-in".to_string()),
            (
                "x-ratelimit-scope",
                if global { "global" } else { "user" }.to_string(),
            ),
        ] {
            if let Ok(value) = value.parse() {
                headers.insert(name, value);
            }
        }
        if global && let Ok(value) = "true".parse() {
            headers.insert("x-ratelimit-global", value);
        }
        Some(response)
    }
}
