//! The door's reading side: placing a page or a press that arrives
//! without a reply, and what pages and commands show besides a room's
//! replies. Each call counts as a read.

use super::notes::Notes;
use super::{Analysed, Door, DoorError, Side};
use crate::engine::{Team, Variant};
use crate::host::controls::Sketch;
use crate::host::fair::ToBeListed;
use crate::host::hub::Host;
use crate::host::message::Platform;
use crate::host::message::{Lacking, Limited, Reply, Request};
use crate::host::page::{LobbyRoom, PageView};
use crate::host::play::ratings::PlayerProfile;
use crate::host::room::RoomState;
use crate::host::shown::Shown;
use crate::host::tournament::Tournament;
use crate::i18n::{Lang, Say};
use crate::ids::RoomCode;
use crate::ids::UserId;
use crate::render::Encoding;
use crate::store::StoreError;
use crate::store::leaderboard::Board;
use std::sync::Arc;

impl Door {
    /// The private "too fast" answer to `request`.
    pub async fn too_fast(&self, request: &Request) -> Option<Reply> {
        let request = request.clone();
        self.run(Side::Read, move |host| Reads::of(host).too_fast(&request))
            .await
    }

    /// The private answer naming the permissions the bot lacks.
    pub async fn lacking_notice(&self, request: &Request, lacking: Vec<Lacking>) -> Option<Reply> {
        let request = request.clone();
        self.run(Side::Read, move |host| {
            Reads::of(host).lacking_notice(&request, &lacking)
        })
        .await
    }

    // Arrivals: placing a page or a press that comes without a reply.

    /// Room `code` as it stands, if open.
    pub async fn room(&self, code: RoomCode) -> Option<RoomState> {
        self.run(Side::Read, move |host| host.room_state(code))
            .await
            .flatten()
    }

    /// Room `code` and the language of its channel as `platform` names
    /// it, if open.
    pub async fn room_and_language(
        &self,
        code: RoomCode,
        platform: Platform,
    ) -> Option<(RoomState, Lang)> {
        let read = self.run(Side::Read, move |host| {
            let state = host.room_state(code)?;
            let lang = host.language(platform, &state.channel);
            Some((state, lang))
        });
        read.await.flatten()
    }

    /// The seat `user` has in room `code`, if any.
    pub async fn seat_of(&self, code: RoomCode, user: UserId) -> Option<Team> {
        let state = self.room(code).await?;
        Team::BOTH
            .into_iter()
            .find(|&t| state.seats[t].as_ref().is_some_and(|p| p.id == user))
    }

    /// A channel's language.
    pub async fn language(&self, platform: Platform, channel: &str) -> Lang {
        let channel = channel.to_string();
        let lang = self.run(Side::Read, move |host| host.language(platform, &channel));
        lang.await.unwrap_or_default()
    }

    /// The room open in a channel.
    pub async fn channel_room(&self, platform: Platform, channel: &str) -> Option<RoomCode> {
        let channel = channel.to_string();
        let code = self.run(Side::Read, move |host| {
            host.channel_room(platform, &channel)
        });
        code.await.flatten()
    }

    /// A room's page view as it stands, in its channel's language, and the
    /// room for pages in other languages (a page that arrives, or a change
    /// another process made).
    pub async fn seen(&self, code: RoomCode) -> Option<(PageView, Shown)> {
        self.run(Side::Read, move |host| Reads::of(host).seen(code))
            .await
            .flatten()
    }

    /// A room's current board and its change counter (a picture asked
    /// for after a restart, or after another process's change).
    pub async fn current_sketch(
        &self,
        code: RoomCode,
        platform: Platform,
    ) -> Option<(u32, Sketch)> {
        let sketch = self.run(Side::Read, move |host| {
            Reads::of(host).current_sketch(code, platform)
        });
        sketch.await.flatten()
    }

    /// The games a closed room played, for its link's page.
    pub async fn closed_games(&self, code: RoomCode) -> Option<Vec<u64>> {
        self.run(Side::Read, move |host| Reads::of(host).closed_games(code))
            .await
            .flatten()
    }

    /// Draws a board's picture (it needs no host: a sketch holds all it
    /// shows).
    pub async fn draw(sketch: Arc<Sketch>, flip: bool, encoding: Encoding) -> Option<Arc<[u8]>> {
        let drawn = tokio::task::spawn_blocking(move || sketch.draw(flip, encoding));
        drawn.await.ok().flatten()
    }

    /// An archived web game's last board, for its page.
    pub async fn final_png(&self, id: u64, lang: Lang) -> Option<Vec<u8>> {
        let png = self.run(Side::Read, move |host| {
            crate::host::play::analysis::page_final_png(&host.parts, id, lang)
        });
        png.await.flatten()
    }

    /// [`Door::final_png`] in words.
    pub async fn final_description(&self, id: u64, lang: Lang) -> Option<String> {
        let words = self.run(Side::Read, move |host| {
            crate::host::play::analysis::page_final_description(&host.parts, id, lang)
        });
        words.await.flatten()
    }

    /// An archived web game's replay (GIF), for its room's page and its own.
    pub async fn replay_gif(&self, id: u64, lang: Lang) -> Option<Vec<u8>> {
        let gif = self.run(Side::Read, move |host| {
            crate::host::play::analysis::page_replay_gif(&host.parts, id, lang)
        });
        gif.await.flatten()
    }

    /// Person `id`'s own page on `platform`: ratings, puzzles, last games.
    pub async fn me(&self, platform: Platform, id: String) -> Option<crate::host::play::me::Me> {
        let me = self.run(Side::Read, move |host| {
            (crate::host::play::me::me(&host.parts, platform, &id))
                .inspect_err(|error| tracing::error!("a person's page: {error}"))
                .ok()
        });
        me.await.flatten()
    }

    /// A game's starting board, for the page's how to play.
    pub async fn start_png(&self, variant: Variant, lang: Lang) -> Option<Arc<[u8]>> {
        Self::draw(
            Arc::new(Sketch::start(variant, lang)),
            false,
            Encoding::Small,
        )
        .await
    }

    /// A game's starting board in words, the `alt` of [`Door::start_png`].
    pub async fn start_description(&self, variant: Variant, lang: Lang) -> Option<String> {
        let described =
            tokio::task::spawn_blocking(move || Sketch::start(variant, lang).description());
        described.await.ok()
    }

    // Queries.

    /// The rooms waiting for a player on `platform`.
    pub async fn lobby(&self, platform: Platform) -> Vec<LobbyRoom> {
        (self
            .run(Side::Read, move |host| Reads::of(host).lobby(platform))
            .await)
            .unwrap_or_default()
    }

    /// An archived game's record.
    pub async fn archived_record(&self, id: u64) -> Option<String> {
        self.run(Side::Read, move |host| Reads::of(host).archived_record(id))
            .await
            .flatten()
    }

    /// An archived game and its analysis, for its page.
    pub async fn analysis(&self, id: u64) -> Option<Analysed> {
        self.run(Side::Read, move |host| Reads::of(host).page_analysis(id))
            .await
            .flatten()
    }

    /// An analysed game's board at `step`.
    pub async fn analysis_png(&self, id: u64, lang: Lang, step: Option<usize>) -> Option<Vec<u8>> {
        let png = self.run(Side::Read, move |host| {
            Reads::of(host).page_analysis_png(id, lang, step)
        });
        png.await.flatten()
    }

    /// A rated player's profile and name (`None`: never rated).
    pub async fn profile(&self, platform: Platform, id: &str) -> Option<(PlayerProfile, String)> {
        let id = id.to_string();
        let read = self.run(Side::Read, move |host| {
            let profile = Reads::of(host).profile_of(platform, &id).ok()?;
            let name = profile.name()?.to_string();
            Some((profile, name))
        });
        read.await.flatten()
    }

    /// A profile in words, one fact a line.
    pub async fn profile_text(
        &self,
        say: Say,
        profile: PlayerProfile,
        name: String,
    ) -> Option<String> {
        let text = self.run(Side::Read, move |host| {
            Reads::of(host).profile_text(say, &profile, &name)
        });
        text.await
    }

    /// A profile's rating chart.
    pub async fn profile_chart(
        &self,
        say: Say,
        profile: PlayerProfile,
        name: String,
    ) -> Option<Arc<[u8]>> {
        let chart = self.run(Side::Read, move |host| {
            Reads::of(host).profile_chart(say, &profile, &name)
        });
        chart.await.flatten()
    }

    /// The leaderboard of `variant` in `scope`, with `asker`'s place (and
    /// why they are not listed yet); the time it was read at.
    pub async fn ranking(
        &self,
        variant: Variant,
        scope: String,
        asker: Option<(Platform, String)>,
    ) -> Option<(Board, Option<ToBeListed>, u64)> {
        let read = self.run(Side::Read, move |host| {
            let now = host.now();
            let far = match &asker {
                Some((platform, id)) => Reads::of(host)
                    .to_be_listed(variant, *platform, id, now)
                    .ok()?,
                None => None,
            };
            let asker = asker.as_ref().map(|(p, id)| (*p, id.as_str()));
            let board = host.store().leaderboard(variant, &scope, asker, now).ok()?;
            Some((board, far, now))
        });
        read.await.flatten()
    }

    /// A tournament's record.
    pub async fn tournament(&self, id: u64) -> Option<Tournament> {
        self.run(Side::Read, move |host| {
            Reads::of(host).tournament_record(id)
        })
        .await
        .flatten()
    }

    /// A tournament's standings as a picture.
    pub async fn standings_png(&self, tournament: Tournament, say: Say) -> Option<Vec<u8>> {
        let png = self.run(Side::Read, move |host| {
            Reads::of(host).tournament_standings_png(&tournament, say)
        });
        png.await.flatten()
    }

    /// A tournament's standings in words (the picture's alternative).
    pub fn standings_text(&self, tournament: &Tournament, say: Say) -> Option<String> {
        Reads::of(&self.host).tournament_standings_text(tournament, say)
    }

    /// Whether the host is stopping (a connection cut short then is the
    /// stop, not a fault).
    pub fn stopping(&self) -> bool {
        self.host.stopping()
    }

    /// Whether the bot draws pictures (an operator may turn them off).
    pub fn draws_pictures(&self) -> bool {
        Reads::of(&self.host).draws_pictures()
    }

    /// The host's clock, in seconds.
    pub fn now(&self) -> u64 {
        self.host.now()
    }

    /// A secret kept in the store under `name`, made by `fresh` the first
    /// time (the first process to store one wins).
    pub async fn secret(
        &self,
        name: &'static str,
        fresh: fn() -> Option<Vec<u8>>,
    ) -> Result<Option<Vec<u8>>, DoorError> {
        self.stored(Side::Read, move |host| Notes::of(host).secret(name, fresh))
            .await
    }
}

/// What pages and commands show besides a room's replies, read in place
/// on the host's parts and wings: the door's reads run these on the
/// blocking pool; tests and benchmarks call them directly.
pub struct Reads<'h> {
    host: &'h Host,
}

impl<'h> Reads<'h> {
    /// The reads of `host`.
    pub fn of(host: &'h Host) -> Reads<'h> {
        Reads { host }
    }

    /// The private "too fast" answer to `request`, in its channel's
    /// language, for an adapter that refuses something itself.
    pub fn too_fast(&self, request: &Request) -> Reply {
        let say = Say(self.host.language(request.platform, &request.channel));
        crate::host::play::flow::refused_for(request, Limited::TooFast, say.too_fast())
    }

    /// The private notice to the asker of `request` that the bot lacks
    /// `lacking` in its channel.
    pub fn lacking_notice(&self, request: &Request, lacking: &[Lacking]) -> Reply {
        crate::host::play::flow::lacking_notice(&self.host.parts, request, lacking)
    }

    /// Whether replies carry pictures (a page links a chart only then).
    pub fn draws_pictures(&self) -> bool {
        self.host.parts.config.images
    }

    /// What a game page shows of room `code` (open, or closed lately).
    pub fn page_view(&self, code: RoomCode) -> Option<PageView> {
        crate::host::play::page::page_view(&self.host.parts, code)
    }

    /// [`Reads::page_view`], and the room as it stands for a page that
    /// reads another language than its channel's.
    pub fn seen(&self, code: RoomCode) -> Option<(PageView, Shown)> {
        crate::host::play::page::seen(&self.host.parts, code)
    }

    /// The sketch of the board of a room on `platform` now, and its
    /// change counter.
    pub fn current_sketch(&self, code: RoomCode, platform: Platform) -> Option<(u32, Sketch)> {
        crate::host::play::page::current_sketch(&self.host.parts, code, platform)
    }

    /// The archived games of a closed room, as its old link lists them.
    pub fn closed_games(&self, code: RoomCode) -> Option<Vec<u64>> {
        crate::host::play::page::closed_games(&self.host.parts, code)
    }

    /// The rooms waiting for a player on `platform`.
    pub fn lobby(&self, platform: Platform) -> Vec<LobbyRoom> {
        crate::host::play::page::lobby(&self.host.parts, platform)
    }

    /// An archived game's record, when the page may show it.
    pub fn archived_record(&self, id: u64) -> Option<String> {
        crate::host::play::archive::archived_record(&self.host.parts, id)
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
        crate::host::play::analysis::page_analysis(&self.host.parts, id)
    }

    /// The page's analysis chart (`step` `None`) or a stepper's board.
    pub fn page_analysis_png(&self, id: u64, lang: Lang, step: Option<usize>) -> Option<Vec<u8>> {
        crate::host::play::analysis::page_analysis_png(&self.host.parts, id, lang, step)
    }

    /// A player's ratings and their history.
    pub fn profile_of(&self, platform: Platform, id: &str) -> Result<PlayerProfile, StoreError> {
        crate::host::play::ratings::profile_of(&self.host.parts, platform, id)
    }

    /// A profile in words.
    pub fn profile_text(&self, say: Say, profile: &PlayerProfile, name: &str) -> String {
        crate::host::play::ratings::profile_text(&self.host.parts, say, profile, name)
    }

    /// A profile's rating chart.
    pub fn profile_chart(
        &self,
        say: Say,
        profile: &PlayerProfile,
        name: &str,
    ) -> Option<Arc<[u8]>> {
        crate::host::play::ratings::profile_chart(&self.host.parts, say, profile, name)
    }

    /// How far `id` is from being listed in `variant` at `now`.
    pub fn to_be_listed(
        &self,
        variant: Variant,
        platform: Platform,
        id: &str,
        now: u64,
    ) -> Result<Option<ToBeListed>, StoreError> {
        crate::host::fair::to_be_listed(self.host.store(), variant, platform, id, now)
    }

    /// Tournament `id` as stored, for an adapter's page.
    pub fn tournament_record(&self, id: u64) -> Option<Tournament> {
        self.host.tournaments().tournament_record(id)
    }

    /// A tournament's standings picture, in `say`'s language.
    pub fn tournament_standings_png(&self, t: &Tournament, say: Say) -> Option<Vec<u8>> {
        self.host.tournaments().tournament_standings_png(t, say)
    }

    /// A tournament's standings in words.
    pub fn tournament_standings_text(&self, t: &Tournament, say: Say) -> Option<String> {
        self.host.tournaments().tournament_standings_text(t, say)
    }
}
