//! What every request to the page passes first: the host name it asks
//! for (DNS rebinding against a page on 127.0.0.1), the client's address
//! (the peer's, or a trusted proxy's `X-Forwarded-For`), its session (one
//! is issued to a page load that has none), and the security headers on
//! every answer. Also the Origin check of socket upgrades.

use super::session::{COOKIE, SECURE_COOKIE, Sessions};
use super::state::Web;
use crate::host::UserId;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::{IpAddr, SocketAddr};

/// The names of a page that listens on a loopback address.
pub(super) const LOOPBACK_NAMES: [&str; 3] = ["127.0.0.1", "localhost", "[::1]"];

/// Who a request comes from, as the guard found out.
#[derive(Clone, Debug)]
pub(super) struct Client {
    /// The client's address (behind a trusted proxy, the one it names).
    pub address: IpAddr,
    /// The user of its session, if it has one the server issued.
    pub user: Option<UserId>,
}

/// The headers every answer carries: no framing, no sniffing, nothing
/// from elsewhere, no referrer to other sites.
const HEADERS: [(&str, &str); 4] = [
    (
        "content-security-policy",
        "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    ),
    ("x-content-type-options", "nosniff"),
    ("x-frame-options", "DENY"),
    ("referrer-policy", "same-origin"),
];

/// The Activity's page is framed by Discord's client, and only by it:
/// its web, desktop, PTB and Canary clients on both of Discord's domains,
/// and the app's own proxy origin (`X-Frame-Options` cannot name an
/// origin, so it is left off there).
const ACTIVITY_CSP: &str = concat!(
    "default-src 'self'; img-src 'self' data:; frame-ancestors ",
    "https://discord.com https://*.discord.com https://discordapp.com ",
    "https://*.discordapp.com https://*.discordsays.com",
    "; base-uri 'none'; form-action 'self'"
);

/// The widget's page is framed by any Matrix client: Element Web at any
/// origin (app.element.io, any self-hosted copy) and Element Desktop at
/// `vector://vector`, which `frame-ancestors *` would not admit (CSP3
/// matches `*` to http(s) only). No widget text names the framing
/// origins, so the page sends no `frame-ancestors`: a stranger's page
/// that frames it gets nothing, since a seat needs a token the user's
/// own homeserver vouches for.
const WIDGET_CSP: &str =
    "default-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'";

/// The guard itself, around every route.
pub(super) async fn guard(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    mut request: Request,
    next: Next,
) -> Response {
    let headers = request.headers();
    if !host_allowed(headers, &web.serving.hosts) {
        return (StatusCode::MISDIRECTED_REQUEST, "unknown host name").into_response();
    }
    let trusted = web.serving.trusted_proxies.contains(&peer.ip());
    let address = match trusted {
        true => forwarded_for(headers, &web.serving.trusted_proxies).unwrap_or(peer.ip()),
        false => peer.ip(),
    };
    let secure = trusted
        && headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"));
    // The first session value that the server issued counts: a cookie
    // planted beside it (by a sibling site, with a longer path) cannot
    // lock its user out.
    let user = cookies(headers, SECURE_COOKIE)
        .chain(cookies(headers, COOKIE))
        .find_map(|value| web.sessions.user(&value));
    // A page load without a session gets one (only the pages, never an
    // answer a cache may keep, such as a picture); an API call or a
    // socket must bring the one its page got.
    let path = request.uri().path();
    // A room's, a tournament's and an archived game's page (whose button
    // asks for its analysis as the session's user).
    let room_page = ["/r/", "/t/", "/g/"].iter().any(|prefix| {
        path.strip_prefix(prefix)
            .is_some_and(|rest| !rest.contains('/'))
    });
    let puzzle_page = matches!(path, "/puzzle" | "/puzzle/daily" | "/me");
    let launch = path == "/" && activity_launch(&web, request.uri().query());
    let page =
        request.method() == Method::GET && !launch && (path == "/" || room_page || puzzle_page);
    let framed = match path {
        "/activity" if web.activity.is_some() => Some(ACTIVITY_CSP),
        "/" if launch => Some(ACTIVITY_CSP),
        "/widget" if web.widget.is_some() => Some(WIDGET_CSP),
        _ => None,
    };
    let issued = match (&user, page) {
        (None, true) => web.sessions.issue(),
        _ => None,
    };
    let user = user.or_else(|| issued.as_deref().and_then(|v| web.sessions.user(v)));
    request.extensions_mut().insert(Client { address, user });
    let mut response = next.run(request).await;
    let out = response.headers_mut();
    for (name, value) in HEADERS {
        out.insert(name, HeaderValue::from_static(value));
    }
    if let Some(policy) = framed {
        out.remove("x-frame-options");
        out.insert("content-security-policy", HeaderValue::from_static(policy));
    }
    if let Some(value) = issued
        && let Ok(cookie) = HeaderValue::from_str(&Sessions::cookie(&value, secure))
    {
        out.append(header::SET_COOKIE, cookie);
    }
    response
}

/// The launch parameters Discord's client adds to the Activity's URL,
/// which the Embedded App SDK requires ("frame_id query param is not
/// defined", and likewise `instance_id` and `platform`: the SDK's
/// `DiscordSDK` constructor, `src/Discord.ts`). A request to `/` that
/// carries all three is Discord launching the Activity.
#[cfg(feature = "discord")]
const LAUNCH_PARAMETERS: [&str; 3] = ["frame_id", "instance_id", "platform"];

/// Whether a request's query is Discord's launch of the Activity.
#[cfg(feature = "discord")]
pub(super) fn launched(query: Option<&str>) -> bool {
    let Some(query) = query else {
        return false;
    };
    LAUNCH_PARAMETERS.iter().all(|name| {
        query.split('&').any(|pair| {
            pair.split_once('=')
                .is_some_and(|(key, value)| key == *name && !value.is_empty())
        })
    })
}

/// Whether a request to `/` is Discord launching the Activity (which
/// `/` then answers), where the operator set it up.
#[cfg(feature = "discord")]
pub(super) fn activity_launch(web: &Web, query: Option<&str>) -> bool {
    web.activity.is_some() && launched(query)
}

/// Without Discord in the build, `/` is always the home page.
#[cfg(not(feature = "discord"))]
pub(super) fn activity_launch(_: &Web, _: Option<&str>) -> bool {
    false
}

/// Whether the request's `Host` is one the page answers to (any, when
/// the operator named none and the page is not on a loopback address).
fn host_allowed(headers: &HeaderMap, hosts: &[String]) -> bool {
    if hosts.is_empty() {
        return true;
    }
    let Some(host) = headers.get(header::HOST).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let name = strip_port(host);
    hosts
        .iter()
        .any(|allowed| allowed.eq_ignore_ascii_case(name))
}

/// `name:port` → `name` (also `[::1]:port` → `[::1]`).
fn strip_port(host: &str) -> &str {
    match host.rsplit_once(':') {
        Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) && !name.ends_with(':') => {
            name
        }
        _ => host,
    }
}

/// The client a trusted proxy names: the last `X-Forwarded-For` entry
/// that is not itself a trusted proxy (the ones before it the client may
/// have written).
fn forwarded_for(headers: &HeaderMap, trusted: &[IpAddr]) -> Option<IpAddr> {
    let chain: Vec<IpAddr> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|hop| hop.trim().parse().ok())
        .collect();
    chain.into_iter().rev().find(|hop| !trusted.contains(hop))
}

/// Whether a socket upgrade comes from this page: a browser's `Origin`
/// must name the host the request was sent to (a missing one is a client
/// that is no browser, which could forge it anyway).
pub(super) fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
    let authority = origin
        .to_str()
        .ok()
        .and_then(|o| o.split_once("://"))
        .map(|(_, rest)| rest.trim_end_matches('/'));
    matches!((authority, host), (Some(a), Some(h)) if a.eq_ignore_ascii_case(h))
}

/// A cookie's first value (percent-decoded, as the page writes it).
pub(super) fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    cookies(headers, name).next()
}

/// Every value of a cookie, in the order the browser sent them.
fn cookies<'a>(headers: &'a HeaderMap, name: &'a str) -> impl Iterator<Item = String> + 'a {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(move |pair| {
            let (k, v) = pair.trim().split_once('=')?;
            (k == name).then(|| {
                percent_encoding::percent_decode_str(v)
                    .decode_utf8_lossy()
                    .into_owned()
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "discord")]
    #[test]
    fn discords_launch_is_told_by_its_three_parameters() {
        let launch = "frame_id=f1&instance_id=i-1&platform=desktop&channel_id=2&guild_id=3";
        assert!(launched(Some(launch)));
        assert!(launched(Some("platform=mobile&instance_id=i&frame_id=f")));
        for other in [
            None,
            Some(""),
            Some("frame_id=f1&instance_id=i-1"),
            Some("frame_id=&instance_id=i-1&platform=desktop"),
            Some("xframe_id=f&instance_id=i&platform=desktop"),
            Some("lang=es"),
        ] {
            assert!(!launched(other), "{other:?}");
        }
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (k, v) in pairs {
            map.append(*k, v.parse().expect("a header value"));
        }
        map
    }

    #[test]
    fn hosts_and_origins() {
        let local: Vec<String> = LOOPBACK_NAMES.iter().map(|s| s.to_string()).collect();
        assert!(host_allowed(
            &headers(&[("host", "127.0.0.1:8080")]),
            &local
        ));
        assert!(host_allowed(&headers(&[("host", "[::1]:8080")]), &local));
        assert!(host_allowed(&headers(&[("host", "LOCALHOST")]), &local));
        assert!(!host_allowed(
            &headers(&[("host", "evil.example:8080")]),
            &local
        ));
        assert!(!host_allowed(&headers(&[]), &local));
        assert!(host_allowed(&headers(&[("host", "x")]), &[]));
        let same = [
            ("host", "127.0.0.1:8080"),
            ("origin", "http://127.0.0.1:8080"),
        ];
        assert!(same_origin(&headers(&same)));
        let other = [
            ("host", "127.0.0.1:8080"),
            ("origin", "http://evil.example"),
        ];
        assert!(!same_origin(&headers(&other)));
        assert!(same_origin(&headers(&[("host", "127.0.0.1:8080")])));
    }

    #[test]
    fn a_trusted_proxy_names_the_client() {
        let proxy: IpAddr = "10.0.0.1".parse().expect("ip");
        let forged = headers(&[("x-forwarded-for", "203.0.113.9, 198.51.100.7, 10.0.0.1")]);
        assert_eq!(
            forwarded_for(&forged, &[proxy]),
            "198.51.100.7".parse().ok(),
            "the hop the proxy saw, not what the client wrote before it"
        );
        assert_eq!(forwarded_for(&headers(&[]), &[proxy]), None);
    }

    #[test]
    fn cookies_are_read_by_name() {
        let map = headers(&[(
            "cookie",
            "a=b; fb_name=Ana%20Mar%C3%ADa; fb_sid=xyz; fb_sid=w",
        )]);
        assert_eq!(cookie(&map, "fb_name").as_deref(), Some("Ana María"));
        assert_eq!(cookie(&map, "fb_sid").as_deref(), Some("xyz"));
        assert_eq!(cookies(&map, "fb_sid").collect::<Vec<_>>(), ["xyz", "w"]);
        assert_eq!(cookie(&map, "fb_uid"), None);
    }
}
