//! The tournaments' wing: what it borrows (the game flow, through which
//! it opens its boards' rooms and posts). Its work is in `command.rs`
//! (the commands), `run.rs` (pairing and ending), `post.rs` (what it
//! posts).

use crate::host::parts::Parts;

/// The tournaments' wing of the host: it opens its boards' rooms and
/// posts through the game flow it holds.
pub(in crate::host) struct Tournaments<'h> {
    /// The game flow (rooms, settings, replies).
    pub parts: &'h Parts,
}

impl<'h> Tournaments<'h> {
    /// The tournaments' wing on the host's `parts`.
    pub(in crate::host) fn on(parts: &'h Parts) -> Tournaments<'h> {
        Tournaments { parts }
    }
}
