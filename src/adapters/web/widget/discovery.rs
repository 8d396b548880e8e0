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
//! Redirects are at most [`MOST_REDIRECTS`], each checked by the guard,
//! and every request has [`ASK_WAIT`]. A well-known is not cached: each
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
}

/// Where to send a federation request: the address to connect to, the
/// name the certificate must be for (and the TLS SNI: none for an IP
/// literal, which reqwest leaves out), and the `Host` header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Target {
    pub address: SocketAddr,
    pub tls_name: String,
    pub host: String,
}

impl Target {
    /// The URL of `path` on this target (its TLS name and port).
    pub fn url(&self, path: &str) -> String {
        let name = match self.tls_name.parse::<IpAddr>() {
            Ok(IpAddr::V6(v6)) => format!("[{v6}]"),
            _ => self.tls_name.clone(),
        };
        format!("https://{name}:{}{path}", self.address.port())
    }
}

/// The homeservers' finder: a resolver, the guard, and the certificates
/// trusted besides the system's.
pub(crate) struct Finder {
    resolver: TokioResolver,
    guard: Guard,
    roots: Vec<reqwest::Certificate>,
}

/// A server name's host and port: `host[:port]`, `[v6][:port]`.
pub(crate) fn split(server: &str) -> Result<(&str, Option<u16>), Unreached> {
    let (host, port) = match server.strip_prefix('[') {
        Some(rest) => {
            let (v6, after) = rest.split_once(']').ok_or(Unreached::Shape)?;
            match after {
                "" => (v6, None),
                _ => (v6, Some(after.strip_prefix(':').ok_or(Unreached::Shape)?)),
            }
        }
        None => match server.rsplit_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (server, None),
        },
    };
    let port = match port {
        Some(port) => Some(port.parse::<u16>().map_err(|_| Unreached::Shape)?),
        None => None,
    };
    let fine = |c: char| c.is_ascii_alphanumeric() || "-.:".contains(c);
    if host.is_empty() || host.len() > 255 || !host.chars().all(fine) {
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
        // 1. An IP literal.
        if let Ok(ip) = host.parse::<IpAddr>() {
            return self.literal(ip, port, server);
        }
        // 2. A host name with an explicit port.
        if let Some(port) = port {
            let ip = self.address(host).await?;
            return Ok(self.target((ip, port), host, server));
        }
        // 3. Its well-known delegation.
        if let Some(delegated) = self.well_known(host).await {
            let (name, port) = split(&delegated)?;
            if let Ok(ip) = name.parse::<IpAddr>() {
                return self.literal(ip, port, &delegated);
            }
            if let Some(port) = port {
                let ip = self.address(name).await?;
                return Ok(self.target((ip, port), name, &delegated));
            }
            return self.by_srv_or_default(name).await;
        }
        // 4.–6. SRV records, else port 8448.
        self.by_srv_or_default(host).await
    }

    /// An IP literal's target, if the guard lets it through.
    fn literal(&self, ip: IpAddr, port: Option<u16>, host: &str) -> Result<Target, Unreached> {
        if !self.guard.admits(&ip.to_string(), ip) {
            return Err(Unreached::Guarded(ip.to_string()));
        }
        let address = SocketAddr::new(ip, port.unwrap_or(FEDERATION_PORT));
        Ok(Target {
            address,
            tls_name: ip.to_string(),
            host: host.to_string(),
        })
    }

    fn target(&self, (ip, port): (IpAddr, u16), tls_name: &str, host: &str) -> Target {
        Target {
            address: SocketAddr::new(ip, port),
            tls_name: tls_name.to_string(),
            host: host.to_string(),
        }
    }

    /// SRV `_matrix-fed._tcp.<name>`, then `_matrix._tcp.<name>`, else
    /// `<name>:8448`; the certificate and `Host` are `name`'s.
    async fn by_srv_or_default(&self, name: &str) -> Result<Target, Unreached> {
        for service in ["_matrix-fed._tcp", "_matrix._tcp"] {
            if let Some((target, port)) = self.srv(&format!("{service}.{name}.")).await {
                // The record's target is the operator's choice of the
                // domain's: it is guarded as `name` would be.
                let ip = self.address_for(&target, name).await?;
                return Ok(self.target((ip, port), name, name));
            }
        }
        let ip = self.address(name).await?;
        Ok(self.target((ip, FEDERATION_PORT), name, name))
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

    /// An address of `name` the guard lets through.
    async fn address(&self, name: &str) -> Result<IpAddr, Unreached> {
        self.address_for(name, name).await
    }

    /// An address of `name`, guarded as a host named `allowed_as`.
    async fn address_for(&self, name: &str, allowed_as: &str) -> Result<IpAddr, Unreached> {
        if let Ok(ip) = name.parse::<IpAddr>() {
            return match self.guard.admits(allowed_as, ip) || self.guard.admits(name, ip) {
                true => Ok(ip),
                false => Err(Unreached::Guarded(name.to_string())),
            };
        }
        let fqdn = format!("{}.", name.trim_end_matches('.'));
        let found = tokio::time::timeout(ASK_WAIT, self.resolver.lookup_ip(fqdn))
            .await
            .map_err(|_| Unreached::NoAddress(name.to_string()))?
            .map_err(|_| Unreached::NoAddress(name.to_string()))?;
        let all: Vec<IpAddr> = found.iter().collect();
        if all.is_empty() {
            return Err(Unreached::NoAddress(name.to_string()));
        }
        // One address inside the operator's network is enough to refuse
        // the name: a name that resolves both ways is no one's homeserver.
        match all
            .iter()
            .all(|ip| self.guard.admits(allowed_as, *ip) || self.guard.admits(name, *ip))
        {
            true => Ok(all[0]),
            false => Err(Unreached::Guarded(name.to_string())),
        }
    }

    /// `m.server` of `host`'s well-known, following redirects (each
    /// guarded), if it has a usable one.
    async fn well_known(&self, host: &str) -> Option<String> {
        let mut url =
            reqwest::Url::parse(&format!("https://{host}/.well-known/matrix/server")).ok()?;
        for _ in 0..=MOST_REDIRECTS {
            let name = url
                .host_str()?
                .trim_start_matches('[')
                .trim_end_matches(']');
            let port = url.port_or_known_default()?;
            let ip = self.address(name).await.ok()?;
            let target = Target {
                address: SocketAddr::new(ip, port),
                tls_name: name.to_string(),
                host: url.host_str()?.to_string(),
            };
            let answer = self.get(&target, url.as_str()).await.ok()?;
            let status = answer.status();
            if status.is_redirection() {
                let location = answer.headers().get(LOCATION)?.to_str().ok()?;
                url = url.join(location).ok()?;
                if !matches!(url.scheme(), "https" | "http") {
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
            builder = builder.resolve(&target.tls_name, target.address);
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
            "", ":80", "a:b", "a:99999", "[::1", "[::1]x", "a/b", "a b", "a@b",
        ] {
            assert_eq!(split(bad), Err(Unreached::Shape), "{bad}");
        }
    }

    #[test]
    fn a_target_names_its_url_by_its_certificates_name() {
        let target = Target {
            address: "10.1.2.3:8448".parse().expect("an address"),
            tls_name: "matrix.example".into(),
            host: "example".into(),
        };
        assert_eq!(target.url("/x"), "https://matrix.example:8448/x");
        let literal = Target {
            address: "[2001:db8::5]:443".parse().expect("an address"),
            tls_name: "2001:db8::5".into(),
            host: "[2001:db8::5]".into(),
        };
        assert_eq!(literal.url("/x"), "https://[2001:db8::5]:443/x");
    }
}
