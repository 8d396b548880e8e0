//! Colours in a Swiss, as FIDE's rules for the Dutch system put them: what
//! each player's past colours make them want, and who gets what on a board.
//!
//! Only games played over the board count (a bye or a forfeit gives no
//! colour). The colour difference (whites − blacks) stays within ±2 and no
//! one plays the same colour three times running: a player at +2, or
//! after two whites in a row, *must* have black next (an absolute
//! preference), and pairing keeps two players who must have the same
//! colour apart while it can.

use crate::Side;

/// How much a player wants their preferred colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    /// No game played yet.
    None,
    /// Even colours: the other colour than last time, if it can be had.
    Mild,
    /// One colour ahead: the other one, unless both players are.
    Strong,
    /// Two ahead, or the same colour twice running: the other one, always.
    Absolute,
}

/// A player's colour preference for the next round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Preference {
    pub(crate) side: Option<Side>,
    pub(crate) strength: Strength,
}

/// What a player's past colours (oldest first) make them want.
pub(crate) fn preference(history: &[Side]) -> Preference {
    let whites = history.iter().filter(|side| **side == Side::White).count() as i64;
    let difference = 2 * whites - history.len() as i64;
    let twice = match history {
        [.., a, b] if a == b => Some(*a),
        _ => None,
    };
    let (side, strength) = match (history.last(), difference, twice) {
        (None, _, _) => (None, Strength::None),
        (_, d, _) if d >= 2 => (Some(Side::Black), Strength::Absolute),
        (_, d, _) if d <= -2 => (Some(Side::White), Strength::Absolute),
        (_, _, Some(twice)) => (Some(twice.other()), Strength::Absolute),
        (_, 1, _) => (Some(Side::Black), Strength::Strong),
        (_, -1, _) => (Some(Side::White), Strength::Strong),
        (Some(last), _, _) => (Some(last.other()), Strength::Mild),
    };
    Preference { side, strength }
}

/// Whether two players both *must* have the same colour: pairing them would
/// break the ±2 or three-in-a-row rule for one of them.
pub(crate) fn clash(a: Preference, b: Preference) -> bool {
    a.strength == Strength::Absolute && b.strength == Strength::Absolute && a.side == b.side
}

/// Whether both want the same colour strongly: allowed, but a pairing
/// without it is tried first.
pub(crate) fn strain(a: Preference, b: Preference) -> bool {
    a.side.is_some()
        && a.side == b.side
        && a.strength >= Strength::Strong
        && b.strength >= Strength::Strong
}

/// The colour `a` gets against `b`, or `None` when neither has played (the
/// caller alternates by board). When both want the same colour the stronger
/// wish wins; when equally strong, the colours of the latest game in which
/// they had different ones are swapped; failing that, the higher-ranked
/// player (`a_higher`) has their wish.
pub(crate) fn allocate(a: &[Side], b: &[Side], a_higher: bool) -> Option<Side> {
    let (pa, pb) = (preference(a), preference(b));
    match (pa.side, pb.side) {
        (None, None) => None,
        (Some(side), None) => Some(side),
        (None, Some(side)) => Some(side.other()),
        (Some(x), Some(y)) if x != y => Some(x),
        (Some(wanted), Some(_)) => Some(if pa.strength != pb.strength {
            if pa.strength > pb.strength {
                wanted
            } else {
                wanted.other()
            }
        } else if let Some(last) = a.iter().rev().zip(b.iter().rev()).find(|(x, y)| x != y) {
            last.0.other()
        } else if a_higher {
            wanted
        } else {
            wanted.other()
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::{Black as B, White as W};

    #[test]
    fn preferences_follow_the_difference_and_the_last_two() {
        let cases: [(&[Side], Option<Side>, Strength); 7] = [
            (&[], None, Strength::None),
            (&[W], Some(B), Strength::Strong),
            (&[W, B], Some(W), Strength::Mild),
            (&[W, W], Some(B), Strength::Absolute),
            (&[B, W, W], Some(B), Strength::Absolute),
            (&[W, B, W, W, B, W], Some(B), Strength::Absolute),
            (&[B, W, B], Some(W), Strength::Strong),
        ];
        for (history, side, strength) in cases {
            assert_eq!(
                preference(history),
                Preference { side, strength },
                "{history:?}"
            );
        }
    }

    #[test]
    fn two_who_must_have_the_same_colour_clash() {
        let must_black = preference(&[W, W]);
        let also = preference(&[B, W, W]);
        let wants_black = preference(&[W]);
        assert!(clash(must_black, also));
        assert!(!clash(must_black, wants_black) && strain(must_black, wants_black));
        assert!(!strain(preference(&[W, B]), preference(&[B, W])));
    }

    #[test]
    fn allocation_grants_the_stronger_wish_then_alternates() {
        // Different wishes: both granted.
        assert_eq!(allocate(&[B], &[W], false), Some(W));
        // Absolute beats strong.
        assert_eq!(allocate(&[W], &[W, W], true), Some(W));
        // Equal strength: the latest round where they differed is swapped
        // (a had black then, b white: now a white).
        assert_eq!(allocate(&[B, W], &[W, B], false), Some(B));
        assert_eq!(allocate(&[W, B], &[B, W], false), Some(W));
        // Equal, never differed: the higher-ranked has their wish.
        assert_eq!(allocate(&[W], &[W], true), Some(B));
        assert_eq!(allocate(&[W], &[W], false), Some(W));
        assert_eq!(allocate(&[], &[], true), None);
        assert_eq!(allocate(&[], &[B], true), Some(B));
    }
}
