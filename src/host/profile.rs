//! What each platform can show and what its rooms start with, in the
//! host's configuration: the host asks a room's profile, never which
//! platform it is on.

use super::clock::DEFAULT_PER_MOVE;
use crate::ids::Platform;

/// One platform's profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// Seconds a move may take in a room created without a clock chosen
    /// (`None`: untimed). A game on one device is never timed by default.
    pub default_clock: Option<u64>,
    /// Whether each player sees the board from their own side, so every
    /// board is drawn twice (the web page).
    pub each_side: bool,
    /// Whether the room lists who asked to watch; a platform that counts
    /// its own watchers (the page's open sockets) keeps none.
    pub lists_spectators: bool,
    /// Whether an adapter shows this platform's rooms live on a page: each
    /// board's reply then carries the page's view of its room, made under
    /// the one lock its change took, so the adapter never asks for the
    /// room again. Off unless the page is served (`serve` turns it on):
    /// a host without pages makes no views.
    pub pages: bool,
}

/// The profiles of the three platforms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profiles {
    /// The local web page: untimed, each side drawn, watchers counted live.
    pub web: Profile,
    /// Discord: a day a move, one picture, spectators listed.
    pub discord: Profile,
    /// Matrix: as Discord.
    pub matrix: Profile,
}

impl Default for Profiles {
    fn default() -> Profiles {
        let chat = Profile {
            default_clock: Some(DEFAULT_PER_MOVE),
            each_side: false,
            lists_spectators: true,
            pages: false,
        };
        Profiles {
            web: Profile {
                default_clock: None,
                each_side: true,
                lists_spectators: false,
                pages: false,
            },
            discord: chat,
            matrix: chat,
        }
    }
}

impl Profiles {
    /// The profile of `platform`.
    pub fn of(&self, platform: Platform) -> Profile {
        match platform {
            Platform::Web => self.web,
            Platform::Discord => self.discord,
            Platform::Matrix => self.matrix,
        }
    }
}
