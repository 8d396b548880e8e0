//! What the adapters ask the host besides requests: the pages' views,
//! profiles and leaderboards, the background sweeps, a room's delivery
//! bookkeeping, the relayed lines. Each is lent from the part or wing
//! that owns it; nothing here decides anything.

use super::RoomCode;
use super::hub::Host;
use super::message::channel_key;
use super::page::{LobbyRoom, PageView};
use super::play::ratings::PlayerProfile;
use super::tournament::Tournament;
use crate::community::limits::Budget;
use crate::community::settings::Settings;
use crate::engine::Variant;
use crate::host::controls::Sketch;
use crate::host::message::Lacking;
use crate::host::message::Limited;
use crate::host::message::Platform;
use crate::host::message::Reply;
use crate::host::message::Request;
use crate::host::room::RoomState;
use crate::i18n::{Lang, Say};
use crate::store::{RelayLine, Store, StoreError};
use std::sync::Arc;
use tokio::sync::mpsc::UnboundedReceiver;

/// The message showing a room's board on a platform that edits its old
/// boards (Discord strips their buttons), and the change counter it shows.
#[derive(serde::Serialize, serde::Deserialize)]
struct BoardMessage {
    message: String,
    serial: u32,
}

impl Host {
    /// Counts a chat line the web page is about to relay against the
    /// user's (and address's) chat limit: `false` means drop it and say
    /// [`Host::too_fast`].
    pub fn allow_chat(&self, request: &Request) -> bool {
        self.parts
            .limiter
            .allow(Budget::Chat, &request.user_key(), request.address)
    }

    /// The private "too fast" answer to `request`, in its channel's
    /// language, for an adapter that refuses something itself.
    pub fn too_fast(&self, request: &Request) -> Reply {
        let say = Say(self.language(request.platform, &request.channel));
        self.play()
            .refused_for(request, Limited::TooFast, say.too_fast())
    }

    /// Sets the link of a room (the adapter knows it only after posting,
    /// as on Discord).
    pub fn set_link(&self, code: RoomCode, link: String) {
        if let Some(room) = self.parts.rooms.room(code)
            && let Ok(mut room) = room.lock()
        {
            room.state.link = Some(link);
            let _ = self.parts.rooms.save(None, &mut room, &[], 0);
        }
    }

    /// Records `message`, a board made at the room's change counter
    /// `serial`, as the one showing the room's board, and returns the
    /// message whose buttons the adapter removes: the one it replaces, or
    /// itself when a newer board was recorded first (boards of one room
    /// may be posted out of order). Kept in the store, so the first board
    /// after a restart still finds the one before it. Blocking: call it on
    /// the blocking pool.
    pub fn replace_board_message(
        &self,
        code: RoomCode,
        message: String,
        serial: u32,
    ) -> Option<String> {
        self.board_posted(code, message, serial, None)
    }

    /// [`Host::replace_board_message`] for an adapter that learns a room's
    /// link from its first board (Discord: the message's own link): that
    /// board also gives the room `link`, unless it has one. The record is
    /// the adapter's delivery bookkeeping, kept beside the room (a note
    /// that goes with it), so a later board reads and locks no room.
    pub fn board_posted(
        &self,
        code: RoomCode,
        message: String,
        serial: u32,
        link: Option<String>,
    ) -> Option<String> {
        let (previous, first) = self.parts.prefs.settings.update_note(
            code,
            &format!("board:{code}"),
            |kept: Option<BoardMessage>| match kept {
                Some(kept) if serial < kept.serial => (kept, (Some(message), false)),
                kept => {
                    let first = kept.is_none();
                    let previous = kept.map(|k| k.message);
                    (BoardMessage { message, serial }, (previous, first))
                }
            },
        );
        if first
            && let Some(link) = link
            && self
                .parts
                .rooms
                .state(code)
                .is_some_and(|s| s.link.is_none())
        {
            self.set_link(code, link);
        }
        previous
    }

    /// Whether replies carry pictures (a page links a chart only then).
    pub fn draws_pictures(&self) -> bool {
        self.parts.config.images
    }

    /// Now, by the host's clock (unix seconds): what ratings shown by an
    /// adapter are measured from.
    pub fn now(&self) -> u64 {
        (self.parts.clock)()
    }

    /// The store the host keeps everything in: what the page's profile
    /// and leaderboard pages read, and what tests check.
    pub fn store(&self) -> &Store {
        self.parts.rooms.store()
    }

    /// The typed settings (a channel's language, a user's pings, a
    /// community's defaults) and the adapters' notes about open rooms.
    pub fn settings(&self) -> &Settings {
        &self.parts.prefs.settings
    }

    /// A secret of the bot's own (the web page's session key), made once
    /// by `fresh` and kept in the store, so it is the same after a restart
    /// and in every process sharing the store; the stored one wins should
    /// two processes make one at once. `None` when `fresh` fails.
    /// Blocking: call it on the blocking pool.
    pub fn secret(
        &self,
        name: &str,
        fresh: impl FnOnce() -> Option<Vec<u8>>,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        let key = format!("secret:{name}");
        if let Some(kept) = self.store().setting::<Vec<u8>>(&key)? {
            return Ok(Some(kept));
        }
        let Some(made) = fresh() else {
            return Ok(None);
        };
        // Only if none is there yet: two processes starting together on one
        // database end up with the same secret.
        Ok(self.store().add_setting(&key, &made)?.or(Some(made)))
    }

    /// The state of an open room, for adapters and tests.
    pub fn room_state(&self, code: RoomCode) -> Option<RoomState> {
        self.parts.rooms.state(code)
    }

    /// The language chosen for a channel (Spanish unless set). May read
    /// the store once per channel: call it on the blocking pool.
    pub fn language(&self, platform: Platform, channel: &str) -> Lang {
        self.parts.prefs.lang(&channel_key(platform, channel))
    }

    /// The open room of a channel, if any.
    pub fn channel_room(&self, platform: Platform, channel: &str) -> Option<RoomCode> {
        self.parts
            .rooms
            .channel_code(&channel_key(platform, channel))
    }

    /// The current game's position string and record of an open room.
    pub fn game_text(&self, code: RoomCode) -> Option<(String, Vec<String>)> {
        let room = self.parts.rooms.room(code)?;
        let room = room.lock().ok()?;
        let moves = self.store().moves(code.as_str(), room.state.game_no).ok()?;
        Some((room.game.to_string(), moves))
    }

    /// How many rooms this process holds open (the operator's gauge).
    pub fn open_rooms(&self) -> usize {
        self.parts.rooms.count()
    }

    /// How many times a room was looked up since start: what the tests
    /// that count a request's reads read.
    #[cfg(feature = "test-hooks")]
    pub fn room_lookups(&self) -> u64 {
        self.parts.rooms.lookups()
    }

    /// How many calls of `side` the adapters made through the door since
    /// start: an action on the page or a press on Discord is one answer.
    #[cfg(feature = "test-hooks")]
    pub fn door_calls(&self, side: super::door::Side) -> u64 {
        self.life.calls(side)
    }

    /// The codes of rooms changed by any process sharing the store, for an
    /// adapter that keeps pages up to date (`None` when the store is this
    /// process's own).
    pub fn room_changes(&self) -> Option<UnboundedReceiver<String>> {
        self.parts.rooms.room_changes()
    }

    /// Writes lines for the other processes' pages (nothing when no other
    /// process shares the store; see `store/relay.rs`). Each relay call
    /// reads or writes the store: call them on the blocking pool.
    pub fn relay(&self, lines: &[RelayLine]) -> Result<(), StoreError> {
        self.store().relay(lines)
    }

    /// The relayed lines numbered after `after`, at most `limit`.
    pub fn relayed(&self, after: u64, limit: usize) -> Result<Vec<(u64, RelayLine)>, StoreError> {
        self.store().relayed(after, limit)
    }

    /// The highest relayed line's number, where a new reader starts.
    pub fn relay_head(&self) -> Result<u64, StoreError> {
        self.store().relay_head()
    }

    /// Drops relayed lines older than `age`.
    pub fn forget_relayed(&self, age: std::time::Duration) -> Result<(), StoreError> {
        self.store().forget_relayed(age)
    }

    /// What a game page shows of room `code` (open, or closed lately).
    pub fn page_view(&self, code: RoomCode) -> Option<PageView> {
        crate::host::play::page::page_view(&self.play(), code)
    }

    /// [`Host::page_view`], and the room as it stands for a page that
    /// reads another language than its channel's.
    pub fn seen(&self, code: RoomCode) -> Option<(PageView, super::Shown)> {
        crate::host::play::page::seen(&self.play(), code)
    }

    /// The sketch of the board of a room on `platform` now, and its
    /// change counter.
    pub fn current_sketch(&self, code: RoomCode, platform: Platform) -> Option<(u32, Sketch)> {
        crate::host::play::page::current_sketch(&self.play(), code, platform)
    }

    /// The archived games of a closed room, as its old link lists them.
    pub fn closed_games(&self, code: RoomCode) -> Option<Vec<u64>> {
        crate::host::play::page::closed_games(&self.play(), code)
    }

    /// The rooms waiting for a player on `platform`.
    pub fn lobby(&self, platform: Platform) -> Vec<LobbyRoom> {
        crate::host::play::page::lobby(&self.play(), platform)
    }

    /// An archived game's record, when the page may show it.
    pub fn archived_record(&self, id: u64) -> Option<String> {
        crate::host::play::archive::archived_record(&self.play(), id)
    }

    /// An archived web game and its analysis, if any, when the page may
    /// show it.
    pub fn page_analysis(
        &self,
        id: u64,
    ) -> Option<(
        crate::store::ArchivedGame,
        Option<crate::engine::search::analysis::Analysis>,
    )> {
        crate::host::play::analysis::page_analysis(&self.play(), id)
    }

    /// The page's analysis chart (`step` `None`) or a stepper's board.
    pub fn page_analysis_png(&self, id: u64, lang: Lang, step: Option<usize>) -> Option<Vec<u8>> {
        crate::host::play::analysis::page_analysis_png(&self.play(), id, lang, step)
    }

    /// A player's ratings and their history.
    pub fn profile_of(&self, platform: Platform, id: &str) -> Result<PlayerProfile, StoreError> {
        crate::host::play::ratings::profile_of(&self.play(), platform, id)
    }

    /// A profile in words.
    pub fn profile_text(&self, say: Say, profile: &PlayerProfile, name: &str) -> String {
        crate::host::play::ratings::profile_text(&self.play(), say, profile, name)
    }

    /// A profile's rating chart.
    pub fn profile_chart(
        &self,
        say: Say,
        profile: &PlayerProfile,
        name: &str,
    ) -> Option<Arc<[u8]>> {
        crate::host::play::ratings::profile_chart(&self.play(), say, profile, name)
    }

    /// A leaderboard in words.
    pub fn leaderboard_text(
        &self,
        say: Say,
        request: &Request,
        variant: Variant,
        scope: &str,
        global: bool,
    ) -> Result<String, StoreError> {
        crate::host::play::ratings::leaderboard_text(
            &self.play(),
            say,
            request,
            variant,
            scope,
            global,
        )
    }

    /// How far `id` is from being listed in `variant` at `now`.
    pub fn to_be_listed(
        &self,
        variant: Variant,
        platform: Platform,
        id: &str,
        now: u64,
    ) -> Result<Option<super::ToBeListed>, StoreError> {
        super::to_be_listed(self.store(), variant, platform, id, now)
    }

    /// The private notice to the asker of `request` that the bot lacks
    /// `lacking` in its channel.
    pub fn lacking_notice(&self, request: &super::Request, lacking: &[Lacking]) -> Reply {
        self.play().lacking_notice(request, lacking)
    }

    /// The engine's moves that are ready on `platform`, played.
    pub fn computer_moves(&self, platform: Platform) -> Vec<Reply> {
        self.finished(crate::host::play::computer::computer_moves(
            &self.play(),
            platform,
        ))
    }

    /// Replies made on the room locks let go: their page views get their
    /// move lists.
    fn finished(&self, mut replies: Vec<Reply>) -> Vec<Reply> {
        crate::host::play::page::for_pages(&self.play(), &mut replies);
        replies
    }

    /// The deadlines of `platform` that are due, acted on, and the
    /// tournaments whose boards they ended moved on.
    pub fn sweep_due(&self, platform: Platform) -> Vec<Reply> {
        let mut replies = crate::host::play::sweep::sweep_due(&self.play(), platform);
        replies.extend(self.tournaments().advance_noted(platform));
        self.finished(replies)
    }

    /// The daily summaries due on `platform` now.
    pub fn digests(&self, platform: Platform) -> Vec<Reply> {
        crate::host::play::digest::digests(&self.play(), platform)
    }

    /// Moves on every running tournament of `platform`.
    pub fn advance_tournaments(&self, platform: Platform, open_missing: bool) -> Vec<Reply> {
        self.finished(
            self.tournaments()
                .advance_tournaments(platform, open_missing),
        )
    }

    /// Tournament `id` as stored, for an adapter's page.
    pub fn tournament_record(&self, id: u64) -> Option<Tournament> {
        self.tournaments().tournament_record(id)
    }

    /// A tournament's standings picture, in `say`'s language.
    pub fn tournament_standings_png(&self, t: &Tournament, say: Say) -> Option<Vec<u8>> {
        self.tournaments().tournament_standings_png(t, say)
    }

    /// A tournament's standings in words.
    pub fn tournament_standings_text(&self, t: &Tournament, say: Say) -> Option<String> {
        self.tournaments().tournament_standings_text(t, say)
    }

    /// A room moved into the thread `thread` (Discord made it).
    pub fn into_thread(&self, code: RoomCode, thread: &str) -> Vec<Reply> {
        self.finished(crate::host::play::threads::move_into_thread(
            &self.play(),
            code,
            thread,
        ))
    }

    /// A room whose thread could not be made stays in its channel.
    pub fn thread_lost(&self, code: RoomCode) -> Vec<Reply> {
        self.finished(crate::host::play::threads::thread_lost(&self.play(), code))
    }
}
