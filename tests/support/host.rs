//! A host on a real sled database with a clock the test sets, no pictures:
//! shared by the host-level test crates.

use futbol_bot::host::{Host, HostConfig};
use futbol_bot::store::Store;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// A host on the sled database in `dir`, its time read from `now`.
pub fn on_test_clock(dir: &std::path::Path, now: &Arc<AtomicU64>) -> Host {
    let now = now.clone();
    let config = HostConfig {
        images: false,
        ..HostConfig::default()
    };
    let store = Store::open(dir).expect("store");
    Host::new(store, config, Arc::new(move || now.load(Ordering::SeqCst))).expect("host")
}
