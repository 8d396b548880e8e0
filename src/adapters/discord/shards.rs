//! Shard ranges: `0-1/4` runs shards 0 and 1 of 4 in this process, so a
//! big bot's servers can be split over several processes and machines
//! (Discord puts at most 2,500 servers on a shard). Every process may post
//! to any channel: Discord's REST API does not care which shard received
//! the event.

use std::fmt;
use std::str::FromStr;

/// Which shards this process runs, of how many in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard run here.
    pub first: u32,
    /// The last shard run here (included).
    pub last: u32,
    /// Shards in all, across every process.
    pub total: u32,
}

impl FromStr for ShardRange {
    type Err = String;

    /// `N/T` or `A-B/T`, with A ≤ B < T.
    fn from_str(text: &str) -> Result<ShardRange, String> {
        let bad = || {
            format!("`{text}` is not a shard range: write `0-1/4` (shards 0 and 1 of 4) or `2/4`")
        };
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (first, last),
            None => (range, range),
        };
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        let (first, last, total) = (number(first)?, number(last)?, number(total)?);
        if first > last || last >= total {
            return Err(format!(
                "`{text}`: the shards run here must be between 0 and {} (of {total})",
                total.saturating_sub(1)
            ));
        }
        Ok(ShardRange { first, last, total })
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ranges_and_refuses_nonsense() {
        let range = |first, last, total| ShardRange { first, last, total };
        assert_eq!("0-1/4".parse(), Ok(range(0, 1, 4)));
        assert_eq!("3/4".parse(), Ok(range(3, 3, 4)));
        assert_eq!(" 2-3/4 ".parse(), Ok(range(2, 3, 4)));
        for bad in ["", "4", "1-0/4", "0-4/4", "a-b/4", "0-1/0", "5/4"] {
            assert!(bad.parse::<ShardRange>().is_err(), "{bad}");
        }
    }
}
