//! The texts of `tablero`, the live board as a Matrix room's widget
//! (`texts/locales/*/widget.ftl`).

use crate::i18n::Say;
use futbol_texts::t;

impl Say {
    /// Said to the room once the widget is in it.
    pub fn widget_added(self) -> String {
        t!(self.0, widget_added)
    }

    /// The widget's name in the room's list of widgets.
    pub fn widget_name(self) -> String {
        t!(self.0, widget_name)
    }

    /// Said when the bot may not add it: how an admin adds `url` by hand.
    pub fn widget_refused(self, url: &str) -> String {
        t!(self.0, widget_refused, url = url)
    }

    /// Said where there is no widget to add (another platform, or no page
    /// served to Matrix).
    pub fn widget_unavailable(self) -> String {
        t!(self.0, widget_unavailable)
    }

    /// Said to someone who is not a room admin.
    pub fn widget_admins(self) -> String {
        t!(self.0, widget_admins)
    }
}
