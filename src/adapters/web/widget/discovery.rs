//! Where another homeserver's server-server API is, found as the Matrix
//! spec finds it (Server-Server API, "Resolving server names"), each step
//! through the network guard ([`super::guard`]):
//!
//! 1. an IP literal: that address, with the given port or 8448; `Host` is
//!    the server name;
//! 2. a host name with an explicit port: its A/AAAA records and that
//!    port; `Host` the server name, the certificate the host name's;
//! 3. `https://<hostname>/.well-known/matrix/server` ("30x redirects
//!    should be followed, however redirection loops should be avoided"),
//!    whose `m.server` is `<delegated_hostname>[:<delegated_port>]`: an IP
//!    literal or an explicit port as in 1 and 2; else SRV
//!    `_matrix-fed._tcp.<delegated_hostname>`, then the deprecated
//!    `_matrix._tcp`, then port 8448, each with `Host` and the
//!    certificate of `<delegated_hostname>`;
//! 4. with no well-known: SRV `_matrix-fed._tcp.<hostname>`, 5. then
//!    `_matrix._tcp.<hostname>`;
//! 6. else the host's A/AAAA records on port 8448, `Host` the hostname.
//!
//! Redirects are at most [`MOST_REDIRECTS`], to `https` only, each
//! checked by the guard; every request has [`ASK_WAIT`], and the whole
//! search [`FIND_WAIT`]. A well-known is not cached: each
//! widget session asks again (the spec allows caching; at the sessions'
//! limit per network it costs little).

use super::guard::Guard;
use hickory_resolver::TokioResolver;
use hickory_resolver::proto::rr::RData;
use reqwest::header::{HOST, LOCATION};
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

/// How long one request (or one DNS lookup) may take.
pub(super) const ASK_WAIT: Duration = Duration::from_secs(5);

/// How long finding a server may take in all (lookups, well-knowns and
/// their redirects).
const FIND_WAIT: Duration = Duration::from_secs(15);

/// Redirects followed to a well-known at most.
const MOST_REDIRECTS: usize = 5;

/// The largest well-known document read.
const MOST_WELL_KNOWN: usize = 16 * 1024;

/// The federation port when none is named (spec: "port 8448").
const FEDERATION_PORT: u16 = 8448;

/// Why no federation request could be sent: the user is told the same
/// in every case ("your homeserver could not be reached"); the log gets
/// the reason.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum Unreached {
    /// The server name is not a host name, IP literal or port.
    #[error("not a server name")]
    Shape,
    /// No address for the name (no record, or the lookup failed).
    #[error("no address for {0}")]
    NoAddress(String),
    /// Every address of the name is one the guard refuses.
    #[error("{0} is inside the operator's network")]
    Guarded(String),
    /// Finding it took longer than [`FIND_WAIT`].
    #[error("finding it took too long")]
    Slow,
}

/// Where to send a federation request: the addresses to connect to (all
/// checked, all on one port), the name the certificate must be for (and
/// the TLS SNI: none for an IP literal, which reqwest leaves out), and
/// the `Host` header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Target {
    pub addresses: Vec<SocketAddr>,
    pub tls_name: String,
    pub host: String,
}

impl Target {
    /// The port every address is on.
    fn port(&self) -> u16 {
        self.addresses.first().map_or(FEDERATION_PORT, |a| a.port())
    }

    /// The URL of `path` on this target (its TLS name and port).
    pub fn url(&self, path: &str) -> String {
        let name = match self.tls_name.parse::<IpAddr>() {
            Ok(IpAddr::V6(v6)) => format!("[{v6}]"),
            _ => self.tls_name.clone(),
        };
        format!("https://{name}:{}{path}", self.port())
    }
}

/// The homeservers' finder: a resolver, the guard, and the certificates
/// trusted besides the system's.
pub(crate) struct Finder {
    resolver: TokioResolver,
    guard: Guard,
    roots: Vec<reqwest::Certificate>,
}

/// A server name's host and port (the spec's grammar): `[v6][:port]`,
/// an IPv4 literal or a DNS name, then `:port`. A name that only looks
/// like an address (`127.1`, `0x7f.1`, `2130706433`, which URL parsers
/// read as 127.0.0.1) is none.
pub(crate) fn split(server: &str) -> Result<(&str, Option<u16>), Unreached> {
    let (host, port) = match server.strip_prefix('[') {
        Some(rest) => {
            let (v6, after) = rest.split_once(']').ok_or(Unreached::Shape)?;
            v6.parse::<std::net::Ipv6Addr>()
                .map_err(|_| Unreached::Shape)?;
            match after {
                "" => (v6, None),
                _ => (v6, Some(after.strip_prefix(':').ok_or(Unreached::Shape)?)),
            }
        }
        None => {
            let (host, port) = match server.split_once(':') {
                Some((host, port)) => (host, Some(port)),
                None => (server, None),
            };
            let fine = |c: char| c.is_ascii_alphanumeric() || "-.".contains(c);
            if !host.chars().all(fine) {
                return Err(Unreached::Shape);
            }
            // The last label of a DNS name is never all digits (RFC 3696
            // §2), nor hexadecimal with 0x: such a "name" is a disguised
            // address unless it is a plain IPv4 literal.
            let last = host
                .trim_end_matches('.')
                .rsplit('.')
                .next()
                .unwrap_or_default();
            let numeric = last.chars().all(|c| c.is_ascii_digit())
                || last.to_ascii_lowercase().starts_with("0x");
            if numeric && host.parse::<std::net::Ipv4Addr>().is_err() {
                return Err(Unreached::Shape);
            }
            (host, port)
        }
    };
    let port = match port {
        Some(port) => Some(port.parse::<u16>().map_err(|_| Unreached::Shape)?),
        None => None,
    };
    if host.is_empty() || host.len() > 255 {
        return Err(Unreached::Shape);
    }
    Ok((host, port))
}

impl Finder {
    /// A finder asking `resolver`, guarded by `guard`, trusting `roots`
    /// besides the system's certificates.
    pub fn new(resolver: TokioResolver, guard: Guard, roots: Vec<reqwest::Certificate>) -> Finder {
        Finder {
            resolver,
            guard,
            roots,
        }
    }

    /// Where `server`'s server-server API is.
    pub async fn find(&self, server: &str) -> Result<Target, Unreached> {
        let (host, port) = split(server)?;
        // The operator's allowance of private hosts holds only for a user
        // whose own server it allowed.
        let trusted = self.guard.allows(host);
        tokio::time::timeout(FIND_WAIT, self.search(server, (host, port), trusted))
            .await
            .map_err(|_| Unreached::Slow)?
    }

    /// The spec's steps for `server`, which is `host` and `port`.
    async fn search(
        &self,
        server: &str,
        (host, port): (&str, Option<u16>),
        trusted: bool,
    ) -> Result<Target, Unreached> {
        // 1. An IP literal; 2. a host name with an explicit port.
        if host.parse::<IpAddr>().is_ok() || port.is_some() {
            return self.named((host, port), server, trusted).await;
        }
        // 3. Its well-known delegation: 3.1, 3.2 as 1 and 2; 3.3–3.5 as
        // 4–6 for the delegated name.
        if let Some(delegated) = self.well_known(host, trusted).await {
            let (name, port) = split(&delegated)?;
            if name.parse::<IpAddr>().is_ok() || port.is_some() {
                return self.named((name, port), &delegated, trusted).await;
            }
            return self.by_srv_or_default(name, trusted).await;
        }
        // 4.–6. SRV records, else port 8448.
        self.by_srv_or_default(host, trusted).await
    }

    /// An IP literal (on its port, or 8448) or a name with its port: the
    /// certificate is `name`'s, `Host` the whole `server`.
    async fn named(
        &self,
        (name, port): (&str, Option<u16>),
        server: &str,
        trusted: bool,
    ) -> Result<Target, Unreached> {
        let ips = self.addresses(name, trusted).await?;
        Ok(target(&ips, port.unwrap_or(FEDERATION_PORT), name, server))
    }

    /// SRV `_matrix-fed._tcp.<name>`, then `_matrix._tcp.<name>`, else
    /// `<name>:8448`; the certificate and `Host` are `name`'s.
    async fn by_srv_or_default(&self, name: &str, trusted: bool) -> Result<Target, Unreached> {
        for service in ["_matrix-fed._tcp", "_matrix._tcp"] {
            if let Some((record, port)) = self.srv(&format!("{service}.{name}.")).await {
                let ips = self.addresses(&record, trusted).await?;
                return Ok(target(&ips, port, name, name));
            }
        }
        let ips = self.addresses(name, trusted).await?;
        Ok(target(&ips, FEDERATION_PORT, name, name))
    }

    /// The SRV record of `query` with the lowest priority (the highest
    /// weight among equals), if any.
    async fn srv(&self, query: &str) -> Option<(String, u16)> {
        let lookup = tokio::time::timeout(ASK_WAIT, self.resolver.srv_lookup(query))
            .await
            .ok()?
            .ok()?;
        let mut records: Vec<_> = (lookup.answers().iter())
            .filter_map(|record| match &record.data {
                RData::SRV(srv) => Some(srv.clone()),
                _ => None,
            })
            .collect();
        records.sort_by_key(|srv| (srv.priority, std::cmp::Reverse(srv.weight)));
        let best = records.into_iter().next()?;
        let target = best.target.to_utf8();
        let target = target.trim_end_matches('.').to_string();
        // "A Target of "." means that the service is decidedly not
        // available at this domain" (RFC 2782).
        (!target.is_empty()).then_some((target, best.port))
    }

    /// The addresses of `name` (an IP literal, or a name looked up), all
    /// of which the guard lets through.
    async fn addresses(&self, name: &str, trusted: bool) -> Result<Vec<IpAddr>, Unreached> {
        let all: Vec<IpAddr> = match name.parse::<IpAddr>() {
            Ok(ip) => vec![ip],
            Err(_) => {
                let fqdn = format!("{}.", name.trim_end_matches('.'));
                let found = tokio::time::timeout(ASK_WAIT, self.resolver.lookup_ip(fqdn))
                    .await
                    .map_err(|_| Unreached::NoAddress(name.to_string()))?
                    .map_err(|_| Unreached::NoAddress(name.to_string()))?;
                found.iter().collect()
            }
        };
        if all.is_empty() {
            return Err(Unreached::NoAddress(name.to_string()));
        }
        // One address inside the operator's network is enough to refuse
        // the name: a name that resolves both ways is no one's homeserver.
        match all.iter().all(|ip| self.guard.admits(trusted, name, *ip)) {
            true => Ok(all),
            false => Err(Unreached::Guarded(name.to_string())),
        }
    }

    /// `m.server` of `host`'s well-known, following redirects (`https`
    /// only, each guarded), if it has a usable one.
    async fn well_known(&self, host: &str, trusted: bool) -> Option<String> {
        let mut url =
            reqwest::Url::parse(&format!("https://{host}/.well-known/matrix/server")).ok()?;
        for _ in 0..=MOST_REDIRECTS {
            let shown = url.host_str()?.to_string();
            let name = shown.trim_start_matches('[').trim_end_matches(']');
            if name.parse::<IpAddr>().is_err() {
                split(name).ok()?;
            }
            let ips = self.addresses(name, trusted).await.ok()?;
            let port = url.port_or_known_default()?;
            let host = match url.port() {
                Some(port) => format!("{shown}:{port}"),
                None => shown.clone(),
            };
            let answer = self
                .get(&target(&ips, port, name, &host), url.as_str())
                .await
                .ok()?;
            let status = answer.status();
            if status.is_redirection() {
                let location = answer.headers().get(LOCATION)?.to_str().ok()?;
                url = url.join(location).ok()?;
                if url.scheme() != "https" {
                    return None;
                }
                continue;
            }
            if !status.is_success() {
                return None;
            }
            let body = read_at_most(answer, MOST_WELL_KNOWN).await?;
            #[derive(serde::Deserialize)]
            struct WellKnown {
                #[serde(rename = "m.server")]
                server: String,
            }
            let known: WellKnown = serde_json::from_slice(&body).ok()?;
            let usable = split(&known.server).is_ok();
            return usable.then_some(known.server);
        }
        None
    }

    /// A GET of `url` sent to `target`'s address alone (no lookup of its
    /// own), with no redirect followed.
    pub async fn get(
        &self,
        target: &Target,
        url: &str,
    ) -> Result<reqwest::Response, reqwest::Error> {
        let mut builder = reqwest::Client::builder()
            .use_rustls_tls()
            .no_proxy()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(ASK_WAIT);
        if target.tls_name.parse::<IpAddr>().is_err() {
            builder = builder.resolve_to_addrs(&target.tls_name, &target.addresses);
        }
        for root in &self.roots {
            builder = builder.add_root_certificate(root.clone());
        }
        builder
            .build()?
            .get(url)
            .header(HOST, &target.host)
            .send()
            .await
    }
}

/// The target at `ips` on `port`, with the certificate of `tls_name` and
/// the `Host` header `host`.
fn target(ips: &[IpAddr], port: u16, tls_name: &str, host: &str) -> Target {
    Target {
        addresses: ips.iter().map(|ip| SocketAddr::new(*ip, port)).collect(),
        tls_name: tls_name.to_string(),
        host: host.to_string(),
    }
}

/// A body of at most `most` bytes, or nothing.
pub(super) async fn read_at_most(mut answer: reqwest::Response, most: usize) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    while let Some(chunk) = answer.chunk().await.ok()? {
        body.extend_from_slice(&chunk);
        if body.len() > most {
            return None;
        }
    }
    Some(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_names_split_into_host_and_port() {
        assert_eq!(split("example.org"), Ok(("example.org", None)));
        assert_eq!(split("example.org:8008"), Ok(("example.org", Some(8008))));
        assert_eq!(split("1.2.3.4:99"), Ok(("1.2.3.4", Some(99))));
        assert_eq!(split("[::1]"), Ok(("::1", None)));
        assert_eq!(split("[2001:db8::5]:8448"), Ok(("2001:db8::5", Some(8448))));
        for bad in [
            "",
            ":80",
            "a:b",
            "a:99999",
            "[::1",
            "[::1]x",
            "a/b",
            "a b",
            "a@b",
            "::1",
            "2606:4700::1111:443",
            "[example.org]",
            "127.1",
            "0x7f.1",
            "2130706433",
            "a.0x10",
        ] {
            assert_eq!(split(bad), Err(Unreached::Shape), "{bad}");
        }
    }

    #[test]
    fn a_target_names_its_url_by_its_certificates_name() {
        let ip = |s: &str| s.parse::<IpAddr>().expect("an address");
        let named = target(&[ip("10.1.2.3")], 8448, "matrix.example", "example");
        assert_eq!(named.url("/x"), "https://matrix.example:8448/x");
        let literal = target(&[ip("2001:db8::5")], 443, "2001:db8::5", "[2001:db8::5]");
        assert_eq!(literal.url("/x"), "https://[2001:db8::5]:443/x");
    }

    #[tokio::test]
    async fn literals_inside_are_refused_before_anything_is_asked() {
        use hickory_resolver::config::ResolverConfig;
        use hickory_resolver::net::runtime::TokioRuntimeProvider;
        let config = ResolverConfig::from_parts(None, Vec::new(), Vec::new());
        let resolver = hickory_resolver::Resolver::builder_with_config(
            config,
            TokioRuntimeProvider::default(),
        )
        .build()
        .expect("a resolver");
        let finder = Finder::new(resolver, Guard::new(&["10.0.0.7".into()]), Vec::new());
        for inside in [
            "127.0.0.1",
            "10.0.0.5",
            "[::1]",
            "[::ffff:127.0.0.1]",
            "169.254.169.254:80",
        ] {
            let found = finder.find(inside).await;
            assert!(
                matches!(found, Err(Unreached::Guarded(_))),
                "{inside}: {found:?}"
            );
        }
        let allowed = finder
            .find("10.0.0.7")
            .await
            .expect("allowed by the operator");
        let at = |s: &str| s.parse::<SocketAddr>().expect("an address");
        assert_eq!(allowed.addresses, vec![at("10.0.0.7:8448")]);
        let public = finder.find("1.1.1.1:443").await.expect("a public literal");
        assert_eq!(
            (public.tls_name.as_str(), public.host.as_str()),
            ("1.1.1.1", "1.1.1.1:443")
        );
    }
}
