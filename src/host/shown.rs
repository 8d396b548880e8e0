//! A room as an answer left it, for each page to show in its reader's own
//! language. The host words a reply in the room's language; a page that
//! reads another makes its view's words, its controls and its picture's
//! header from this, and no room is looked up again.

use super::controls::Control;
use super::page::{PageView, view_of};
use super::room::Room;
use crate::i18n::{Lang, Say};
use std::sync::Arc;

/// A room's controls in `say`'s language; with `open`, the button that
/// opens the live board inside the platform's client.
pub type Controls = fn(&Room, Say, bool) -> Vec<Control>;

/// A copy of a room at one change, shared by every page that shows it.
#[derive(Clone, Debug)]
pub struct Shown(Arc<Kept>);

#[derive(Debug)]
struct Kept {
    room: Room,
    /// The room's controls in a language (the game's, which this part
    /// below the game does not name).
    controls: Controls,
    /// When the answer was made (the view's clock and description).
    now: u64,
    /// Whether the board offers to open the live board inside the
    /// platform's client (Discord's Activity).
    open: bool,
}

impl Shown {
    /// Room `room` as an answer at `now` leaves it.
    pub(in crate::host) fn new(room: &Room, now: u64, open: bool, controls: Controls) -> Shown {
        Shown(Arc::new(Kept {
            room: room.clone(),
            controls,
            now,
            open,
        }))
    }

    /// The page's view of the room in `lang`, without its move list (the
    /// answer's own view has it, read once).
    pub fn view(&self, lang: Lang) -> PageView {
        let Kept {
            room,
            controls,
            now,
            open,
        } = &*self.0;
        let say = Say(lang);
        view_of(room, say, *now, || controls(room, say, *open))
    }
}

/// Two copies are the same when they are one.
impl PartialEq for Shown {
    fn eq(&self, other: &Shown) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Shown {}
