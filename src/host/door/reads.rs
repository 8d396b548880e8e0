//! The door's reading side: placing a page or a press that arrives
//! without a reply, and what pages and commands show besides a room's
//! replies. Each call counts as a read.

use super::{Analysed, Door, DoorError, Side};
use crate::engine::{Team, Variant};
use crate::host::controls::Sketch;
use crate::host::fair::ToBeListed;
use crate::host::message::Platform;
use crate::host::page::{LobbyRoom, PageView};
use crate::host::play::ratings::PlayerProfile;
use crate::host::room::RoomState;
use crate::host::shown::Shown;
use crate::host::tournament::Tournament;
use crate::i18n::{Lang, Say};
use crate::ids::RoomCode;
use crate::ids::UserId;
use crate::render::Encoding;
use crate::store::leaderboard::Board;
use std::sync::Arc;

impl Door {
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
        self.run(Side::Read, move |host| host.seen(code))
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
        let sketch = self.run(Side::Read, move |host| host.current_sketch(code, platform));
        sketch.await.flatten()
    }

    /// The games a closed room played, for its link's page.
    pub async fn closed_games(&self, code: RoomCode) -> Option<Vec<u64>> {
        self.run(Side::Read, move |host| host.closed_games(code))
            .await
            .flatten()
    }

    /// Draws a board's picture (it needs no host: a sketch holds all it
    /// shows).
    pub async fn draw(sketch: Arc<Sketch>, flip: bool, encoding: Encoding) -> Option<Arc<[u8]>> {
        let drawn = tokio::task::spawn_blocking(move || sketch.draw(flip, encoding));
        drawn.await.ok().flatten()
    }

    // Queries.

    /// The rooms waiting for a player on `platform`.
    pub async fn lobby(&self, platform: Platform) -> Vec<LobbyRoom> {
        (self.run(Side::Read, move |host| host.lobby(platform)).await).unwrap_or_default()
    }

    /// An archived game's record.
    pub async fn archived_record(&self, id: u64) -> Option<String> {
        self.run(Side::Read, move |host| host.archived_record(id))
            .await
            .flatten()
    }

    /// An archived game and its analysis, for its page.
    pub async fn analysis(&self, id: u64) -> Option<Analysed> {
        self.run(Side::Read, move |host| host.page_analysis(id))
            .await
            .flatten()
    }

    /// An analysed game's board at `step`.
    pub async fn analysis_png(&self, id: u64, lang: Lang, step: Option<usize>) -> Option<Vec<u8>> {
        let png = self.run(Side::Read, move |host| {
            host.page_analysis_png(id, lang, step)
        });
        png.await.flatten()
    }

    /// A rated player's profile and name (`None`: never rated).
    pub async fn profile(&self, platform: Platform, id: &str) -> Option<(PlayerProfile, String)> {
        let id = id.to_string();
        let read = self.run(Side::Read, move |host| {
            let profile = host.profile_of(platform, &id).ok()?;
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
            host.profile_text(say, &profile, &name)
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
            host.profile_chart(say, &profile, &name)
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
                Some((platform, id)) => host.to_be_listed(variant, *platform, id, now).ok()?,
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
        self.run(Side::Read, move |host| host.tournament_record(id))
            .await
            .flatten()
    }

    /// A tournament's standings as a picture.
    pub async fn standings_png(&self, tournament: Tournament, say: Say) -> Option<Vec<u8>> {
        let png = self.run(Side::Read, move |host| {
            host.tournament_standings_png(&tournament, say)
        });
        png.await.flatten()
    }

    /// A tournament's standings in words (the picture's alternative).
    pub fn standings_text(&self, tournament: &Tournament, say: Say) -> Option<String> {
        self.host.tournament_standings_text(tournament, say)
    }

    /// Whether the host is stopping (a connection cut short then is the
    /// stop, not a fault).
    pub fn stopping(&self) -> bool {
        self.host.stopping()
    }

    /// Whether the bot draws pictures (an operator may turn them off).
    pub fn draws_pictures(&self) -> bool {
        self.host.draws_pictures()
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
        self.stored(Side::Read, move |host| host.secret(name, fresh))
            .await
    }
}
