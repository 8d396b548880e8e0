//! The bot's Prometheus metrics: their names (one constant each, what the
//! code records and the README lists), their help texts, and the
//! recorder that `/metrics` renders.
//!
//! Everything is recorded through the `metrics` facade, which costs
//! nothing until a recorder is installed: the host, store and adapters
//! record without knowing whether anyone scrapes. Labels are bounded
//! sets (platform, game, ending, reason, store, route shape, status);
//! never a user, room or channel id.

use metrics::{describe_counter, describe_gauge, describe_histogram};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

/// Rooms open in this process (a gauge, read at each scrape).
pub const ROOMS_OPEN: &str = "futbol_rooms_open";
/// Games finished and archived, by `game` and `ending`.
pub const GAMES_FINISHED: &str = "futbol_games_finished_total";
/// Changes to a room that were applied and stored, by `platform`.
pub const ACTIONS: &str = "futbol_actions_total";
/// Changes refused by the rules of the room, by `platform` and `reason`.
pub const ACTIONS_REFUSED: &str = "futbol_actions_refused_total";
/// Requests turned away by a person's or an address's limit, by
/// `platform`.
pub const REQUESTS_LIMITED: &str = "futbol_requests_limited_total";
/// How long the host took to answer a request, by `platform`.
pub const REQUEST_SECONDS: &str = "futbol_request_duration_seconds";
/// How long one durable store write took, by `store` (`sled`,
/// `postgres`).
pub const STORE_COMMIT_SECONDS: &str = "futbol_store_commit_duration_seconds";
/// How long drawing one board picture took.
pub const BOARD_DRAW_SECONDS: &str = "futbol_board_draw_duration_seconds";
/// The engine opponent's searches waiting for a thread.
pub const COMPUTER_QUEUE: &str = "futbol_computer_queue_length";
/// How long one engine search took.
pub const COMPUTER_SEARCH_SECONDS: &str = "futbol_computer_search_duration_seconds";
/// Calls to a platform's API that failed, by `platform`, `route` (its
/// shape, ids replaced) and `status` (the HTTP status, or `none`).
pub const PLATFORM_ERRORS: &str = "futbol_platform_api_errors_total";
/// Connections to a platform lost and tried again (a gateway resume or
/// reconnect, a failed sync), by `platform`.
pub const RECONNECTS: &str = "futbol_platform_reconnects_total";
/// Rooms looked up in the room registry: what requests cost (a move reads
/// its room once).
pub const ROOM_LOOKUPS: &str = "futbol_room_lookups_total";
/// Calls through the adapters' door to the host, by `side` (`answer`: an
/// action; `read`; `note`: an adapter's own bookkeeping): an action is
/// one answer, and no read after it.
pub const HOST_CALLS: &str = "futbol_host_calls_total";
/// Always 1, with the bot's `version` as a label.
pub const BUILD_INFO: &str = "futbol_build_info";

/// Every metric's name, as the README lists them (a test checks both).
pub const ALL: [&str; 15] = [
    ROOMS_OPEN,
    GAMES_FINISHED,
    ACTIONS,
    ACTIONS_REFUSED,
    REQUESTS_LIMITED,
    REQUEST_SECONDS,
    STORE_COMMIT_SECONDS,
    BOARD_DRAW_SECONDS,
    COMPUTER_QUEUE,
    COMPUTER_SEARCH_SECONDS,
    PLATFORM_ERRORS,
    RECONNECTS,
    ROOM_LOOKUPS,
    HOST_CALLS,
    BUILD_INFO,
];

/// Histogram buckets in seconds: from a fast sled commit (~100 µs) to a
/// slow engine search (~10 s).
const BUCKETS: [f64; 14] = [
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 2.5, 10.0,
];

/// Why the recorder could not be installed (another is installed in
/// this process already).
#[derive(Debug, thiserror::Error)]
#[error("the metrics recorder: {0}")]
pub struct MetricsError(String);

/// Installs the process's Prometheus recorder and describes every
/// metric; the handle renders the text `/metrics` serves. Once per
/// process.
pub fn install() -> Result<PrometheusHandle, MetricsError> {
    let handle = PrometheusBuilder::new()
        .set_buckets(&BUCKETS)
        .and_then(|builder| builder.install_recorder())
        .map_err(|e| MetricsError(e.to_string()))?;
    describe();
    metrics::gauge!(BUILD_INFO, "version" => env!("CARGO_PKG_VERSION")).set(1.0);
    Ok(handle)
}

/// The help texts and units of every metric.
fn describe() {
    use metrics::Unit::{Count, Seconds};
    describe_gauge!(ROOMS_OPEN, Count, "Rooms open in this process.");
    describe_counter!(GAMES_FINISHED, Count, "Games finished and archived.");
    describe_counter!(ACTIONS, Count, "Room changes applied and stored.");
    describe_counter!(ACTIONS_REFUSED, Count, "Room changes refused.");
    describe_counter!(REQUESTS_LIMITED, Count, "Requests turned away by a limit.");
    describe_histogram!(REQUEST_SECONDS, Seconds, "Time to answer a request.");
    describe_histogram!(STORE_COMMIT_SECONDS, Seconds, "Time of one durable write.");
    describe_histogram!(BOARD_DRAW_SECONDS, Seconds, "Time to draw one board.");
    describe_gauge!(COMPUTER_QUEUE, Count, "Engine searches waiting.");
    describe_histogram!(
        COMPUTER_SEARCH_SECONDS,
        Seconds,
        "Time of one engine search."
    );
    describe_counter!(PLATFORM_ERRORS, Count, "Failed calls to a platform's API.");
    describe_counter!(RECONNECTS, Count, "Platform connections lost and retried.");
    describe_counter!(ROOM_LOOKUPS, Count, "Rooms looked up in the registry.");
    describe_counter!(HOST_CALLS, Count, "Calls from the adapters to the host.");
    describe_gauge!(BUILD_INFO, Count, "The build, by version.");
}

/// The shape of an API route, ids and tokens replaced by `{id}`, so a
/// label never names a user, channel or interaction: a segment of digits,
/// of 16 characters or more (but for an event type's dotted name), with a
/// `:` or a Matrix sigil is an id
/// (`/channels/123/messages/456` is `/channels/{id}/messages/{id}`).
pub fn route_shape(path: &str) -> String {
    let path = path.split('?').next().unwrap_or_default();
    path.split('/')
        .map(|part| {
            let id_like = part != "@original"
                && ((part.len() >= 16 && !part.contains('.'))
                    || (!part.is_empty() && part.chars().all(|c| c.is_ascii_digit()))
                    || part.contains(':')
                    || part.starts_with(['!', '@', '$', '#']));
            if id_like { "{id}" } else { part }
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_keep_their_shape_and_lose_their_ids() {
        assert_eq!(
            route_shape("/api/v10/channels/1234567/messages/99?x=1"),
            "/api/v10/channels/{id}/messages/{id}"
        );
        assert_eq!(
            route_shape("/webhooks/55/aW50ZXJhY3Rpb246dG9rZW4xMjM0NTY3/messages/@original"),
            "/webhooks/{id}/{id}/messages/@original"
        );
        assert_eq!(
            route_shape("/_matrix/client/v3/rooms/!abc:server/send/m.room.message/txn"),
            "/_matrix/client/v3/rooms/{id}/send/m.room.message/txn"
        );
    }
}
