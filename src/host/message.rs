//! What comes into the host and what goes out: plain values, no platform
//! types. Adapters translate their events into a [`Request`] and each
//! [`Reply`] into their own messages.

pub use super::controls::BoardFrame;
pub use super::controls::{Control, Style};
use super::page::PageView;
pub use super::people::MENTION;
pub use super::room::User;
pub use super::said::Said;
use crate::engine::ByTeam;
pub use crate::ids::Platform;
use crate::ids::UserId;
use std::sync::Arc;

/// What the host answers, or the store's refusal.
pub type Replies = Result<Vec<Reply>, crate::store::StoreError>;

/// What the user did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Input {
    /// A command as typed, without the platform's root (`/futbol`,
    /// `!futbol`).
    Command(String),
    /// A command the adapter built from typed input (a form, a slash
    /// command's options), so it is not written out and parsed again.
    Chosen(super::command::value::Command),
    /// Plain chat text: the host only acts on a bare action from the player
    /// to move (`e3-e4`), and ignores the rest.
    Chat(String),
    /// A button or menu choice: the id the host gave it.
    Button(String),
}

/// One event for the host.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Request {
    /// Which platform.
    pub platform: Platform,
    /// The community it comes from (a Discord server, a Matrix room, the
    /// web site), as the platform says: a room's code opens it only there.
    pub community: crate::ids::Community,
    /// The channel (room, chat) it happened in, as the platform names it.
    pub channel: String,
    /// Who did it.
    pub user: User,
    /// What they did.
    pub input: Input,
    /// The network address it came from, where the platform shows one
    /// (the web page): limits count per address as well as per user.
    pub address: Option<std::net::IpAddr>,
    /// What the platform says about the asker and the place they ask
    /// from, for what a community restricts.
    pub asker: Asker,
}

/// What the platform says about who asks and where: whether they are one
/// of the community's admins, their roles, and whether the bot may start
/// a thread where they ask. Only the platform says so (never the words
/// typed); the web page's askers are none of these.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Asker {
    /// An admin of the community: on Discord, Manage Server or
    /// Administrator in the member's permissions the interaction carries;
    /// on Matrix, a power level at least the room's `state_default`.
    pub admin: bool,
    /// Their roles in the community (Discord role ids).
    pub roles: Vec<String>,
    /// The bot may start a public thread in this channel and post in it.
    pub can_thread: bool,
    /// Their own language, where the platform tells it and the bot speaks
    /// it (Discord's `locale`, their client's): what only they read is in
    /// it; the channel's messages stay in the channel's.
    pub lang: Option<crate::i18n::Lang>,
}

impl Request {
    /// The requesting user on their platform: where their own settings are
    /// kept.
    pub fn user_key(&self) -> crate::ids::UserKey {
        crate::ids::UserKey {
            platform: self.platform,
            user: self.user.id.clone(),
        }
    }
}

/// Who sees a reply.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Target {
    /// Everyone in the channel.
    Channel(String),
    /// Only this user, in this channel (ephemeral on Discord, a reply to
    /// their message on Matrix).
    Private {
        /// The channel.
        channel: String,
        /// The user id.
        user: crate::ids::UserId,
    },
    /// This user alone, wherever they read the bot: a Discord direct
    /// message, a Matrix direct room, every page of theirs.
    Direct(crate::ids::UserId),
}

/// Why the host turned a request away for going past a limit, so an
/// adapter can say so in its own terms as well (the page's HTTP 429).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Limited {
    /// Too many requests (commands, chat) in a short time.
    TooFast,
    /// Too many rooms made lately, or waiting for an opponent.
    TooManyRooms,
}

/// Stands in a reply's text where [`Reply::deadline`] goes (Discord's
/// timestamp markup, a UTC time).
pub const DEADLINE: char = '\u{E001}';

/// The player a reply names at [`MENTION`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Mention {
    /// Their platform id.
    pub user: crate::ids::UserId,
    /// Their name, safe to echo.
    pub name: String,
    /// Whether to notify them (a real mention); otherwise the name is
    /// written as plain text (local games, pings turned off, private
    /// replies).
    pub notify: bool,
}

/// A permission the bot lacks in a channel, as the platform reports it
/// (Discord's interactions carry the bot's permissions there), so the
/// user hears which one instead of seeing nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lacking {
    /// Posting messages at all.
    SendMessages,
    /// Uploading pictures and files.
    AttachFiles,
    /// Link previews (the room's link).
    EmbedLinks,
    /// Starting a thread for a game.
    CreatePublicThreads,
    /// Posting in threads.
    SendMessagesInThreads,
}

/// What a reply's picture shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Picture {
    /// The board (every room's picture).
    #[default]
    Board,
    /// A player's rating chart (`perfil`).
    Chart,
    /// A tournament's standings.
    Standings,
    /// A game's advantage chart (`analizar`).
    Analysis,
}

impl Picture {
    /// The file name an adapter gives it.
    pub fn file_name(self) -> &'static str {
        match self {
            Picture::Board => "board.png",
            Picture::Chart => "rating-chart.png",
            Picture::Standings => "standings.png",
            Picture::Analysis => "analysis.png",
        }
    }
}

/// One message from the host.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reply {
    /// The platform whose adapter delivers it.
    pub platform: Platform,
    /// Who sees it.
    pub target: Target,
    /// The text: plain, with user names that cannot ping anyone.
    pub text: String,
    /// A picture (PNG), shared so fan-out is cheap: a board, or what
    /// [`Reply::picture`] says.
    pub image: Option<Arc<[u8]>>,
    /// What the picture is, for its file name.
    pub picture: Picture,
    /// Where the squares of a board `image` are (its size and side), for a
    /// platform that maps a click on it to a square (the page's puzzles).
    pub frame: Option<BoardFrame>,
    /// The picture in words, for those who cannot see it (a board's
    /// position: [`render::board_description`]); adapters send it as the
    /// image's description.
    pub alt: Option<String>,
    /// The board to draw from either side, for a platform that shows each
    /// player their own side (the web page), which draws a side only when
    /// a page asks for it; `image` is then `None`.
    pub sketch: Option<Arc<crate::host::controls::Sketch>>,
    /// Buttons and menus.
    pub controls: Vec<Control>,
    /// The room this is about, if any (adapters use it for links).
    pub room: Option<crate::ids::RoomCode>,
    /// The room's change counter when this was made: a board posted late
    /// (after a newer one) is recognised as older.
    pub serial: Option<u32>,
    /// Who the text names at [`MENTION`], if anyone.
    pub mention: Option<Mention>,
    /// The deadline the text names at [`DEADLINE`] (unix seconds).
    pub deadline: Option<u64>,
    /// Files sent with it (a game's record, its replay once drawn).
    pub files: Vec<crate::host::files::Attachment>,
    /// A game's replay for the adapter to draw ([`Reply::drawn`]) and
    /// send with the files.
    pub replay: Option<crate::host::files::Replay>,
    /// Set when the reply turns the request away for a limit.
    pub limited: Option<Limited>,
    /// A room's announcement from which the adapter starts a thread of
    /// this name; the room then moves into it ([`super::Host::into_thread`]).
    pub thread: Option<String>,
    /// The room as a game page shows it, with a board for a platform
    /// that draws each side itself (the page): made under the room's one
    /// lock, so the adapter need not ask for the room again.
    pub view: Option<Arc<PageView>>,
    /// The live board as a widget the adapter adds to the channel's room
    /// (Matrix's `tablero`), sending `text` once it is there.
    pub widget: Option<Widget>,
    /// Who sits where, on a line about a room whose controls only its
    /// players may use (a takeback's answer), for a platform with pages:
    /// each page is shown the controls that are its own.
    pub seats: Option<Arc<ByTeam<Option<UserId>>>>,
    /// The room as this answer left it, beside [`Reply::view`], for a
    /// page that reads another language than the room's.
    pub shown: Option<super::shown::Shown>,
    /// The text in any language, for a page that reads another than the
    /// room's, and the language `text` is in (`None`: a text said in its
    /// reader's language only).
    pub said: Option<(Said, crate::i18n::Lang)>,
    /// For a press on an older board of an open room: that room's board
    /// as it is now, for a platform that shows the answer in place of the
    /// pressed message (Discord where only interactions reach).
    pub current: Option<Box<Reply>>,
}

/// A widget for a chat room: what Element shows as the live board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Widget {
    /// Its address, with the template variables the client fills in
    /// (`$matrix_room_id`, `$matrix_user_id`, the client's language).
    pub url: String,
    /// Its name, as the room's widget list shows it.
    pub name: String,
    /// What to send instead when the platform refuses the bot (too low a
    /// power level): how an admin adds it by hand.
    pub refused: String,
}

impl Reply {
    /// A reply of `text` alone to `target`: the rest is added by who makes
    /// it (one place lists every field).
    pub fn new(platform: Platform, target: Target, text: String) -> Reply {
        Reply {
            platform,
            target,
            text,
            image: None,
            picture: Picture::Board,
            sketch: None,
            frame: None,
            alt: None,
            controls: Vec::new(),
            room: None,
            serial: None,
            mention: None,
            deadline: None,
            files: Vec::new(),
            replay: None,
            limited: None,
            thread: None,
            view: None,
            widget: None,
            seats: None,
            shown: None,
            said: None,
            current: None,
        }
    }

    /// Whether only one user sees it.
    pub fn is_private(&self) -> bool {
        matches!(self.target, Target::Private { .. } | Target::Direct(_))
    }

    /// The user to notify, if the reply mentions someone for real.
    pub fn notified(&self) -> Option<&str> {
        self.mention
            .as_ref()
            .filter(|m| m.notify)
            .map(|m| m.user.as_str())
    }

    /// The text with the mention and the deadline written by the adapter.
    pub fn text_with(
        &self,
        mention: impl Fn(&Mention) -> String,
        deadline: impl Fn(u64) -> String,
    ) -> String {
        let mut out = String::with_capacity(self.text.len());
        for c in self.text.chars() {
            match c {
                MENTION => match &self.mention {
                    Some(m) => out.push_str(&mention(m)),
                    None => out.push('?'),
                },
                DEADLINE => match self.deadline {
                    Some(at) => out.push_str(&deadline(at)),
                    None => out.push('?'),
                },
                c => out.push(c),
            }
        }
        out
    }

    /// The text for a platform without mentions: names as plain text,
    /// deadlines in UTC.
    pub fn plain_text(&self) -> String {
        self.text_with(|m| m.name.clone(), utc)
    }
}

/// `2026-11-30 14:05 UTC`: a deadline for readers in any time zone.
pub fn utc(at: u64) -> String {
    let (hour, minute) = (at % 86_400 / 3600, at % 3600 / 60);
    let (year, month, day) = civil(at);
    format!("{year}-{month:02}-{day:02} {hour:02}:{minute:02} UTC")
}

/// The calendar day (UTC) of unix second `at`, `2026-12-05`: what a
/// day's puzzle is kept by.
pub fn utc_day(at: u64) -> String {
    let (year, month, day) = civil(at);
    format!("{year}-{month:02}-{day:02}")
}

/// The calendar year (UTC) of unix second `at`: what yearly allowances
/// count by.
pub fn utc_year(at: u64) -> i64 {
    civil(at).0
}

/// The civil date (UTC) of unix second `at`, from days since 1970-01-01
/// (Howard Hinnant's algorithm).
fn civil(at: u64) -> (i64, i64, i64) {
    let days = at / 86_400;
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// A channel's key across platforms.
pub(in crate::host) fn channel_key(platform: Platform, channel: &str) -> crate::ids::ChannelKey {
    crate::ids::ChannelKey::new(platform, channel)
}

/// A reply only `user` sees, in `channel`.
pub(in crate::host) fn private_to(
    platform: Platform,
    channel: &str,
    user: &crate::ids::UserId,
    text: String,
) -> Reply {
    let target = Target::Private {
        channel: channel.to_string(),
        user: user.clone(),
    };
    Reply::new(platform, target, text)
}

impl Reply {
    /// The reply with its replay, if any, drawn into its files on the
    /// blocking pool; a replay that cannot be drawn is logged and left out
    /// (the record still goes). Adapters await this just before sending.
    pub async fn drawn(mut self) -> Reply {
        let Some(replay) = self.replay.take() else {
            return self;
        };
        match tokio::task::spawn_blocking(move || replay.draw()).await {
            Ok(Ok(gif)) => self.files.insert(0, gif),
            Ok(Err(error)) => tracing::error!("the replay could not be drawn: {error}"),
            Err(error) => tracing::error!("drawing the replay stopped: {error}"),
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadlines_in_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(1_796_040_000), "2026-11-30 12:00 UTC");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(utc_year(1_798_761_599), 2026, "the year's last second");
        assert_eq!(utc_year(1_798_761_600), 2027);
    }

    #[test]
    fn markers_are_filled_by_the_adapter() {
        let text = format!("Juega {MENTION} ({DEADLINE})");
        let mut reply = Reply::new(Platform::Discord, Target::Channel("1".into()), text);
        reply.mention = Some(Mention {
            user: "42".into(),
            name: "Ana".into(),
            notify: true,
        });
        reply.deadline = Some(0);
        let text = reply.text_with(|m| format!("<@{}>", m.user), |t| format!("<t:{t}:R>"));
        assert_eq!(text, "Juega <@42> (<t:0:R>)");
        assert_eq!(reply.plain_text(), "Juega Ana (1970-01-01 00:00 UTC)");
        assert_eq!(reply.notified(), Some("42"));
    }
}
