//! The network guard of every request a user can steer. A widget's page
//! names the Matrix user id, so its server name, so where the bot sends
//! a request: unguarded, `@x:127.0.0.1`, `@x:10.0.0.5` or a well-known
//! that redirects to `169.254.169.254` would have the bot ask into the
//! operator's own network. So a name is resolved first, every address is
//! checked, and the request goes to the checked address alone (no second
//! lookup for a rebinding name to change); a redirect is checked again.
//! Loopback, private, link-local, unique-local, multicast, unspecified
//! and reserved addresses (IPv4 and IPv6, mapped and embedded IPv4
//! included) are refused, unless the operator allowed the host by name
//! (its own homeserver on a private network) and the user's own server
//! is one the operator allowed too: an outsider's SRV record, redirect or
//! delegation cannot lead the bot to an allowed private host. Every
//! refusal looks alike to the user: the same as a homeserver that could
//! not be reached.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The hosts the operator allowed on any address, by name (or literal).
#[derive(Clone, Debug, Default)]
pub(crate) struct Guard {
    allowed: Vec<String>,
}

impl Guard {
    /// A guard that lets `allowed` hosts (names or IP literals, compared
    /// without case) reach any address.
    pub fn new(allowed: &[String]) -> Guard {
        let allowed = (allowed.iter())
            .map(|host| canonical(host))
            .filter(|host| !host.is_empty())
            .collect();
        Guard { allowed }
    }

    /// Whether the operator allowed `host` (a name or an IP literal).
    pub fn allows(&self, host: &str) -> bool {
        self.allowed.contains(&canonical(host))
    }

    /// Whether `host` (as named in the request) may be reached at `ip`,
    /// for a user whose own server is `trusted` (one the operator allowed).
    pub fn admits(&self, trusted: bool, host: &str, ip: IpAddr) -> bool {
        public(ip) || (trusted && self.allows(host))
    }
}

/// A host as the guard compares it: an IP literal in its one written
/// form, a name in lower case; no brackets, no spaces.
fn canonical(host: &str) -> String {
    let bare = host.trim().trim_start_matches('[').trim_end_matches(']');
    match bare.parse::<IpAddr>() {
        Ok(ip) => ip.to_string(),
        Err(_) => bare.trim_end_matches('.').to_ascii_lowercase(),
    }
}

/// Whether `ip` is an address of the public internet.
pub(crate) fn public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => public_v6(v6),
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    let reserved = ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_multicast()
        || ip.is_broadcast()
        || a == 0
        // 100.64.0.0/10, shared address space (carrier-grade NAT).
        || (a == 100 && (64..128).contains(&b))
        // 192.0.0.0/24, IETF protocol assignments.
        || (a == 192 && b == 0 && ip.octets()[2] == 0)
        // 198.18.0.0/15, benchmarking.
        || (a == 198 && (18..20).contains(&b))
        // 240.0.0.0/4, reserved.
        || a >= 240;
    !reserved
}

fn public_v6(ip: Ipv6Addr) -> bool {
    // An IPv4 address carried in IPv6 is judged as IPv4: mapped
    // (::ffff:0:0/96), compatible (::/96), NAT64 (64:ff9b::/96) and 6to4
    // (2002::/16).
    if let Some(v4) = ip.to_ipv4_mapped() {
        return public_v4(v4);
    }
    let s = ip.segments();
    if s[..6] == [0; 6] && !ip.is_unspecified() && !ip.is_loopback() {
        return public_v4(Ipv4Addr::from(((s[6] as u32) << 16) | s[7] as u32));
    }
    if s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return public_v4(Ipv4Addr::from(((s[6] as u32) << 16) | s[7] as u32));
    }
    // 64:ff9b:1::/48, a local NAT64 prefix (RFC 8215): inside by design.
    if s[..3] == [0x64, 0xff9b, 1] {
        return false;
    }
    if s[0] == 0x2002 {
        return public_v4(Ipv4Addr::from(((s[1] as u32) << 16) | s[2] as u32));
    }
    let reserved = ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        // fe80::/10 link-local, fec0::/10 the old site-local.
        || (s[0] & 0xffc0) == 0xfe80
        || (s[0] & 0xffc0) == 0xfec0
        // fc00::/7, unique local.
        || (s[0] & 0xfe00) == 0xfc00
        // 2001:db8::/32, documentation; 2001::/32, Teredo (a tunnel to
        // an IPv4 address it hides); 100::/64, discard.
        || (s[0] == 0x2001 && (s[1] == 0xdb8 || s[1] == 0))
        || s[..4] == [0x100, 0, 0, 0];
    !reserved
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_pass() {
        for inside in [
            "127.0.0.1",
            "127.5.6.7",
            "10.0.0.5",
            "172.16.3.4",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "224.0.0.1",
            "255.255.255.255",
            "::1",
            "::",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.5",
            "::127.0.0.1",
            "64:ff9b::a00:5",
            "64:ff9b:1::1",
            "2001:0:4136:e378::1",
            "2002:7f00:1::",
            "fe80::1",
            "fc00::1",
            "fd12:3456::1",
            "ff02::1",
            "2001:db8::1",
        ] {
            let ip: IpAddr = inside.parse().expect(inside);
            assert!(!public(ip), "{inside} is not public");
        }
        for outside in [
            "1.1.1.1",
            "93.184.216.34",
            "2606:4700:4700::1111",
            "::ffff:1.1.1.1",
        ] {
            let ip: IpAddr = outside.parse().expect(outside);
            assert!(public(ip), "{outside} is public");
        }
    }

    #[test]
    fn the_operator_allows_hosts_by_name() {
        let guard = Guard::new(&[" Matrix.Internal".into(), "[0:0::1]".into()]);
        let inside: IpAddr = "10.0.0.5".parse().expect("an address");
        assert!(guard.admits(true, "matrix.internal", inside));
        assert!(guard.admits(true, "MATRIX.internal.", inside));
        assert!(!guard.admits(true, "other.internal", inside));
        assert!(guard.admits(true, "::1", "::1".parse().expect("an address")));
        assert!(guard.admits(false, "elsewhere", "1.1.1.1".parse().expect("an address")));
        // An outsider's server cannot lead to an allowed private host.
        assert!(!guard.admits(false, "matrix.internal", inside));
        assert!(guard.allows("matrix.internal") && !guard.allows("evil.example"));
    }
}
