//! A map that keeps only its newest entries: what pages load by URL (board
//! pictures, files) never grows without bound.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

/// The values and the order they came in.
struct Kept<K, V> {
    map: HashMap<K, V>,
    order: VecDeque<K>,
}

/// A map that keeps only its newest `capacity` entries, so what pages
/// load by URL never grows without bound.
pub(super) struct Bounded<K, V> {
    inner: Mutex<Kept<K, V>>,
    capacity: usize,
}

impl<K: Clone + Eq + std::hash::Hash, V: Clone> Bounded<K, V> {
    /// Keeps at most `capacity` entries.
    pub fn new(capacity: usize) -> Bounded<K, V> {
        Bounded {
            inner: Mutex::new(Kept {
                map: HashMap::new(),
                order: VecDeque::new(),
            }),
            capacity,
        }
    }

    /// The value, if kept.
    pub fn get(&self, key: &K) -> Option<V> {
        let inner = self.inner.lock().ok()?;
        inner.map.get(key).cloned()
    }

    /// Keeps a value as the newest, forgetting the oldest beyond the
    /// capacity.
    pub fn put(&self, key: K, value: V) {
        let Ok(mut inner) = self.inner.lock() else {
            return;
        };
        let Kept { map, order } = &mut *inner;
        if map.insert(key.clone(), value).is_some() {
            order.retain(|k| *k != key);
        }
        order.push_back(key);
        while order.len() > self.capacity {
            if let Some(old) = order.pop_front() {
                map.remove(&old);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_keeps_the_newest() {
        let kept = Bounded::new(2);
        for n in 0..3u8 {
            kept.put(n, vec![n]);
        }
        assert!(kept.get(&0).is_none());
        assert_eq!(kept.get(&2), Some(vec![2u8]));
        // Put again, a key is the newest: the other one goes first.
        kept.put(1, vec![1]);
        kept.put(3, vec![3]);
        assert!(kept.get(&2).is_none());
        assert_eq!(kept.get(&1), Some(vec![1u8]));
    }
}
