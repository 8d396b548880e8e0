//! The gateway's health, for the operator: each shard is up while serenity
//! says it is connected (it has its READY, or resumed), and down while it
//! reconnects or cannot; each loss of a connected shard is counted.
//! serenity keeps its runners' stages in the shard manager, which is read
//! here, rather than its stage events, which a shard that is restarted
//! whole never sends for going down.

use crate::ops::Part;
use crate::telemetry::RECONNECTS;
use serenity::gateway::{ConnectionStage, ShardManager};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// How often the stages are read.
const EVERY: Duration = Duration::from_millis(250);

/// Keeps `health` to the shards' stages until the task is dropped.
pub(super) async fn watch(manager: Arc<ShardManager>, health: Part) {
    let mut seen: HashMap<u32, bool> = HashMap::new();
    loop {
        let mut now: HashMap<u32, bool> = manager
            .runners
            .lock()
            .await
            .iter()
            .map(|(id, info)| (id.0, info.stage == ConnectionStage::Connected))
            .collect();
        // A shard being restarted leaves the manager until it connects.
        for id in seen.keys() {
            now.entry(*id).or_insert(false);
        }
        for (id, &up) in &now {
            if up {
                health.up(*id);
            } else {
                health.down(*id);
                if seen.get(id) == Some(&true) {
                    metrics::counter!(RECONNECTS, "platform" => "discord").increment(1);
                }
            }
        }
        seen = now;
        tokio::time::sleep(EVERY).await;
    }
}
