//! What `/readyz` reports on: each configured platform's connection, as
//! its adapter last saw it. The store is asked at each check instead
//! ([`super::listener`]); liveness asks nothing.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// Every part the bot needs before it is ready, shared between the
/// adapters (which say when a connection comes and goes) and the
/// operator's listener (which reads it). Cheap to clone.
#[derive(Clone, Default)]
pub struct Health {
    parts: Arc<Mutex<BTreeMap<&'static str, BTreeMap<u32, bool>>>>,
}

/// One part's handle for its adapter: a platform whose connections
/// (Discord's shards; Matrix's one sync loop, connection 0) come and go.
#[derive(Clone)]
pub struct Part {
    health: Health,
    name: &'static str,
}

impl Health {
    /// Registers `name` as needed and not connected yet: until its
    /// adapter says [`Part::up`], the bot is not ready.
    pub fn part(&self, name: &'static str) -> Part {
        if let Ok(mut parts) = self.parts.lock() {
            parts.entry(name).or_default();
        }
        Part {
            health: self.clone(),
            name,
        }
    }

    /// What keeps the bot from being ready, one line a part (empty: every
    /// part is connected).
    pub fn missing(&self) -> Vec<String> {
        let Ok(parts) = self.parts.lock() else {
            return vec!["the health record is poisoned".into()];
        };
        parts
            .iter()
            .filter_map(|(name, links)| {
                let down: Vec<String> = links
                    .iter()
                    .filter(|(_, up)| !**up)
                    .map(|(n, _)| n.to_string())
                    .collect();
                if links.is_empty() {
                    Some(format!("{name}: not connected yet"))
                } else if !down.is_empty() {
                    Some(format!("{name}: disconnected ({})", down.join(", ")))
                } else {
                    None
                }
            })
            .collect()
    }

    fn set(&self, name: &'static str, link: u32, up: bool) {
        if let Ok(mut parts) = self.parts.lock() {
            parts.entry(name).or_default().insert(link, up);
        }
    }
}

impl std::fmt::Debug for Part {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Part({})", self.name)
    }
}

impl Part {
    /// Connection `link` (a Discord shard's id; 0 for Matrix) is up.
    pub fn up(&self, link: u32) {
        self.health.set(self.name, link, true);
    }

    /// Connection `link` is down (dropped, reconnecting, or failing).
    pub fn down(&self, link: u32) {
        self.health.set(self.name, link, false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ready_only_when_every_part_has_all_its_links_up() {
        let health = Health::default();
        assert!(health.missing().is_empty(), "nothing configured: ready");
        let discord = health.part("discord");
        let matrix = health.part("matrix");
        assert_eq!(health.missing().len(), 2);
        discord.up(0);
        discord.up(1);
        matrix.up(0);
        assert!(health.missing().is_empty());
        discord.down(1);
        assert_eq!(health.missing(), ["discord: disconnected (1)"]);
        discord.up(1);
        matrix.down(0);
        assert_eq!(health.missing(), ["matrix: disconnected (0)"]);
    }
}
