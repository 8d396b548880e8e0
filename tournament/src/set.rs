//! A set of up to 256 small numbers as four words: the pairing search asks
//! "who is still free and may meet this player" at every step, and with
//! bits that is four `and`s instead of a walk over a list.

/// A set of numbers below [`crate::MAX_PLAYERS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Set([u64; 4]);

impl Set {
    /// The numbers `0..n`.
    pub(crate) fn first(n: usize) -> Set {
        let mut set = Set::default();
        for i in 0..n {
            set.insert(i);
        }
        set
    }

    pub(crate) fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    pub(crate) fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }

    pub(crate) fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }

    /// The numbers in both sets.
    pub(crate) fn and(&self, other: &Set) -> Set {
        let mut words = self.0;
        for (word, theirs) in words.iter_mut().zip(other.0) {
            *word &= theirs;
        }
        Set(words)
    }

    /// The smallest number in the set.
    pub(crate) fn smallest(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, word)| **word != 0)
            .map(|(at, word)| at * 64 + word.trailing_zeros() as usize)
    }

    /// The numbers in increasing order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(at, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let bit = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    at * 64 + bit
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_what_was_put_in_across_words() {
        let mut set = Set::default();
        assert!(set.is_empty() && set.smallest().is_none());
        for i in [255, 3, 64, 63, 128] {
            set.insert(i);
        }
        assert_eq!(set.iter().collect::<Vec<_>>(), [3, 63, 64, 128, 255]);
        set.remove(3);
        assert_eq!(set.smallest(), Some(63));
        assert!(set.contains(255) && !set.contains(3));
        assert_eq!(set.and(&Set::first(64)).iter().collect::<Vec<_>>(), [63]);
        assert_eq!(Set::first(256).iter().count(), 256);
    }
}
