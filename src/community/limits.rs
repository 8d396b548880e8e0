//! Limits per person and per address, the same on every platform: how
//! fast one user (and one network address, where the platform shows one)
//! may act, chat and create rooms. Past a limit the host does nothing and
//! says so privately ("too fast").
//!
//! The limiter is governor's GCRA, keyed; an address's limit is checked
//! before its user's, so a flood of fresh web sessions from one address is
//! stopped by the address and never fills the map with users. An IPv6
//! address counts per /64 (one customer's network). Keys that are back to
//! a full budget are dropped every few thousand checks, so the memory
//! follows the users active in the last minute or so.

use crate::ids::UserKey;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU32, Ordering};

/// A rate: a burst, then so many a minute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    /// Allowed at once.
    pub burst: u32,
    /// Refilled each minute.
    pub per_minute: u32,
}

impl Rate {
    const fn new(burst: u32, per_minute: u32) -> Rate {
        Rate { burst, per_minute }
    }

    fn quota(self) -> Option<Quota> {
        let per_minute = NonZeroU32::new(self.per_minute)?;
        let burst = NonZeroU32::new(self.burst)?;
        Some(Quota::per_minute(per_minute).allow_burst(burst))
    }
}

/// The limits the host enforces; `None` turns one off (benchmarks, tests
/// that play a game in a millisecond).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Commands, buttons and moves, per user.
    pub actions: Option<Rate>,
    /// Chat lines the web page relays, per user.
    pub chat: Option<Rate>,
    /// Rooms created, per user.
    pub creations: Option<Rate>,
    /// How many times a user's rate one address gets (several people
    /// behind one router).
    pub address_factor: u32,
    /// Rooms waiting for an opponent one user may have open at once.
    pub waiting: Option<usize>,
    /// Rooms waiting for an opponent created from one address (network).
    pub waiting_per_address: Option<usize>,
}

impl Default for Limits {
    /// Generous for people, short for scripts: 30 actions at once then 2
    /// a second; 10 chat lines then 1 a second; 5 rooms then 3 a minute,
    /// and at most 3 rooms waiting for an opponent (12 from one address).
    fn default() -> Limits {
        Limits {
            actions: Some(Rate::new(30, 120)),
            chat: Some(Rate::new(10, 60)),
            creations: Some(Rate::new(5, 3)),
            address_factor: 4,
            waiting: Some(3),
            waiting_per_address: Some(12),
        }
    }
}

impl Limits {
    /// No limit at all.
    pub fn off() -> Limits {
        Limits {
            actions: None,
            chat: None,
            creations: None,
            address_factor: 1,
            waiting: None,
            waiting_per_address: None,
        }
    }
}

/// What a request counts against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Budget {
    /// A command, a button, a move.
    Action,
    /// A chat line.
    Chat,
    /// A new room.
    Creation,
}

/// Who a budget belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    /// A user on a platform.
    User(UserKey),
    /// An IPv4 address, or an IPv6 /64 (its first 64 bits).
    Address(u128),
}

/// Checks between two sweeps of keys back to a full budget.
const SWEEP_EVERY: u32 = 4096;

/// One budget's limiters: per user and per address.
struct Pair {
    user: DefaultKeyedRateLimiter<Key>,
    address: DefaultKeyedRateLimiter<Key>,
}

impl Pair {
    fn new(rate: Option<Rate>, factor: u32) -> Option<Pair> {
        let user = rate?.quota()?;
        let wide = Rate::new(
            rate?.burst.saturating_mul(factor.max(1)),
            rate?.per_minute.saturating_mul(factor.max(1)),
        )
        .quota()?;
        Some(Pair {
            user: RateLimiter::keyed(user),
            address: RateLimiter::keyed(wide),
        })
    }

    fn sweep(&self) {
        self.user.retain_recent();
        self.address.retain_recent();
        self.user.shrink_to_fit();
        self.address.shrink_to_fit();
    }
}

/// The host's limiters.
pub(crate) struct Limiter {
    actions: Option<Pair>,
    chat: Option<Pair>,
    creations: Option<Pair>,
    checks: AtomicU32,
}

impl Limiter {
    /// Limiters for `limits`.
    pub fn new(limits: Limits) -> Limiter {
        let factor = limits.address_factor;
        Limiter {
            actions: Pair::new(limits.actions, factor),
            chat: Pair::new(limits.chat, factor),
            creations: Pair::new(limits.creations, factor),
            checks: AtomicU32::new(0),
        }
    }

    /// Counts one request against `budget`: `false` when its address or
    /// its user is over the limit (then nothing is counted for the user).
    pub fn allow(&self, budget: Budget, user: &UserKey, address: Option<IpAddr>) -> bool {
        let pair = match budget {
            Budget::Action => &self.actions,
            Budget::Chat => &self.chat,
            Budget::Creation => &self.creations,
        };
        let Some(pair) = pair else {
            return true;
        };
        if self.checks.fetch_add(1, Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1 {
            for pair in [&self.actions, &self.chat, &self.creations]
                .into_iter()
                .flatten()
            {
                pair.sweep();
            }
        }
        if let Some(address) = address
            && pair
                .address
                .check_key(&Key::Address(network(address)))
                .is_err()
        {
            return false;
        }
        pair.user.check_key(&Key::User(user.clone())).is_ok()
    }
}

/// The part of an address that counts: all of IPv4 (also when mapped into
/// IPv6), the /64 of IPv6 (one customer's network). Public so that an
/// adapter counting its own connections counts them the same way.
pub fn network(address: IpAddr) -> u128 {
    match address {
        IpAddr::V4(v4) => u128::from(u32::from(v4)),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => u128::from(u32::from(v4)),
            None => (u128::from(v6) >> 64) << 64 | 1 << 32,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Platform;

    /// A web user asking from an address (none when it does not read).
    type Asker = (UserKey, Option<IpAddr>);

    /// The limiter asked about one asker, as the host asks it.
    fn allow(limiter: &Limiter, budget: Budget, (user, address): &Asker) -> bool {
        limiter.allow(budget, user, *address)
    }

    fn request(user: &str, address: &str) -> Asker {
        let key = UserKey {
            platform: Platform::Web,
            user: user.into(),
        };
        (key, address.parse().ok())
    }

    #[test]
    fn a_user_and_an_address_have_budgets() {
        let limits = Limits {
            actions: Some(Rate::new(3, 1)),
            address_factor: 2,
            ..Limits::off()
        };
        let limiter = Limiter::new(limits);
        let ana = request("ana", "192.0.2.1");
        assert!((0..3).all(|_| allow(&limiter, Budget::Action, &ana)));
        assert!(!allow(&limiter, Budget::Action, &ana), "the fourth at once");
        assert!(allow(&limiter, Budget::Chat, &ana), "chat is off here");
        // Bea behind the same address: the address has counted Ana's 4
        // (a refused one too), so 2 more, then it is spent.
        let bea = request("bea", "192.0.2.1");
        assert!((0..2).all(|_| allow(&limiter, Budget::Action, &bea)));
        let cris = request("cris", "192.0.2.1");
        assert!(!allow(&limiter, Budget::Action, &cris), "the address's 7th");
        assert!(allow(
            &limiter,
            Budget::Action,
            &request("cris", "192.0.2.2")
        ));
        // Without an address (Discord, Matrix), only the user counts.
        assert!(allow(&limiter, Budget::Action, &request("dani", "")));
    }

    #[test]
    fn ipv6_counts_per_64() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().expect("v6");
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().expect("v6");
        let c: IpAddr = "2001:db8:1:3::1".parse().expect("v6");
        assert_eq!(network(a), network(b));
        assert_ne!(network(a), network(c));
        let mapped: IpAddr = "::ffff:192.0.2.1".parse().expect("mapped");
        assert_eq!(network(mapped), network("192.0.2.1".parse().expect("v4")));
    }
}
