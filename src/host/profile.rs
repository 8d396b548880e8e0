//! What each platform can show and what its rooms start with, in the
//! host's configuration: the host asks a room's profile, never which
//! platform it is on.

use super::clock::DEFAULT_PER_MOVE;
use crate::ids::Platform;

/// How a platform gives a game a thread of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadStyle {
    /// None: a room is its own page (the web page).
    None,
    /// A thread is a channel the room moves into, started from its
    /// announcement (Discord); on by default where the bot may make one.
    Channels,
    /// A thread hangs from the room's announcement in the channel, which
    /// the room keeps (Matrix's `m.thread`); only where the community
    /// turned threads on.
    Replies,
}

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
    /// How a game gets a thread of its own.
    pub threads: ThreadStyle,
    /// Whether communities have admins who change settings and may
    /// organise tournaments (the page has none: anyone organises there).
    pub admins: bool,
    /// Whether a community can keep rooms to some channels and their
    /// creation to a role (Discord's; a Matrix room is its own community).
    pub roles: bool,
    /// Whether a board in a server's channel offers to open the live
    /// board inside the platform's client (Discord's Activity): only
    /// where the operator set the Activity up, so no button leads
    /// nowhere (`serve` turns it on).
    pub activity: bool,
    /// Whether the page shows this platform's rooms inside its client as
    /// a room widget (Matrix's), drawing their boards: only where the
    /// operator serves it (`serve` turns it on).
    pub widget: bool,
    /// Whether the answer to a press replaces the pressed message (a
    /// Discord component's answer): a press on an older board is then
    /// answered with the board as it is too ([`Reply::current`]).
    ///
    /// [`Reply::current`]: super::Reply::current
    pub in_place: bool,
}

/// The profiles of the three platforms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profiles {
    /// The local web page: untimed, each side drawn, watchers counted live.
    pub web: Profile,
    /// Discord: a day a move, one picture, spectators listed, a thread a
    /// game, channels and roles.
    pub discord: Profile,
    /// Matrix: as Discord, with threads under the announcement, and no
    /// roles.
    pub matrix: Profile,
}

impl Default for Profiles {
    fn default() -> Profiles {
        let discord = Profile {
            default_clock: Some(DEFAULT_PER_MOVE),
            each_side: false,
            lists_spectators: true,
            pages: false,
            threads: ThreadStyle::Channels,
            admins: true,
            roles: true,
            activity: false,
            widget: false,
            in_place: true,
        };
        Profiles {
            web: Profile {
                default_clock: None,
                each_side: true,
                lists_spectators: false,
                pages: false,
                threads: ThreadStyle::None,
                admins: false,
                roles: false,
                activity: false,
                widget: false,
                in_place: false,
            },
            discord,
            matrix: Profile {
                threads: ThreadStyle::Replies,
                roles: false,
                in_place: false,
                ..discord
            },
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
