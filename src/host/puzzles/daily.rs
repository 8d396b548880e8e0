//! The puzzle of the day: a community's admins turn it on in a channel
//! at an hour (UTC) with `problema diario 18h` (off by default on Discord
//! and Matrix); from that hour the sweep posts the day's puzzle there,
//! once (the day is claimed in the store, so of several processes one
//! posts), with the names of the day before's solvers, never pinged.
//! The page's community has it always, without a post: `problema
//! diario` (and the page's link) starts it. Anyone starts it with the
//! post's button; who solves it joins the day's list.

use super::wing::Puzzles;
use crate::engine::Variant;
use crate::host::command::puzzle::DailyPlan;
use crate::host::desk::Desk;
use crate::host::message::Replies;
use crate::host::message::{Control, Reply, Request, Style, Target, utc_day};
use crate::host::puzzles::button::PuzzleButton;
use crate::host::puzzles::button::PuzzleKind;
use crate::i18n::Say;
use crate::ids::{Community, Platform};
use crate::puzzles::records::Daily;
use crate::store::StoreError;
use serde::{Deserialize, Serialize};

/// Where and when a community's puzzle of the day is posted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    /// The community.
    pub community: Community,
    /// Its platform.
    pub platform: Platform,
    /// The channel posted in.
    pub channel: String,
    /// From this hour (UTC) on.
    pub hour: u8,
}

/// The setting listing every community's [`Place`].
const PLACES: &str = "puzzle-day-places";

impl Desk {
    fn places(&self) -> Result<Vec<Place>, StoreError> {
        Ok(self.records.store().setting(PLACES)?.unwrap_or_default())
    }

    /// The community's puzzle of `day`: the one chosen, else one chosen
    /// now (the same in every process: drawn from the community and the
    /// day), the first added standing.
    fn day_puzzle(
        &self,
        community: &Community,
        day: &str,
        channel: &str,
        variant: Variant,
    ) -> Result<Daily, StoreError> {
        if let Some(daily) = self.records.daily(community, day)? {
            return Ok(daily);
        }
        let (variant, entries) = match self.entries(variant) {
            entries if entries.is_empty() => (Variant::Futbol, self.entries(Variant::Futbol)),
            entries => (variant, entries),
        };
        let seed = crate::store::backup::fnv(format!("{} {day}", community.as_str()).as_bytes());
        let ratings = self.ratings(variant, &entries);
        let index = crate::puzzles::choose::next(&ratings, 1500.0, &[], 0, seed).unwrap_or(0);
        let id = entries.get(index).map(|e| e.id.clone()).unwrap_or_default();
        let daily = Daily {
            variant,
            id,
            channel: channel.to_string(),
        };
        self.records.choose_daily(community, day, &daily)
    }
}

impl Puzzles<'_> {
    /// `problema diario [HORA|no]`.
    pub(super) fn daily(&self, request: &Request, plan: DailyPlan) -> Replies {
        let say = self.say(request);
        let on_page = request.platform == Platform::Web;
        let text = match plan {
            DailyPlan::Start => return self.start_daily(request, &utc_day(self.now())),
            _ if on_page || !request.asker.admin => say.puzzle_daily_admins(),
            DailyPlan::At(hour) => {
                self.set_place(request, Some(hour))?;
                say.puzzle_daily_on(hour)
            }
            DailyPlan::Off => {
                self.set_place(request, None)?;
                say.puzzle_daily_off()
            }
        };
        Ok(vec![self.private(request, text)])
    }

    fn set_place(&self, request: &Request, hour: Option<u8>) -> Result<(), StoreError> {
        let store = self.desk.records.store();
        let mut places = self.desk.places()?;
        places.retain(|p| p.community != request.community);
        if let Some(hour) = hour {
            places.push(Place {
                community: request.community.clone(),
                platform: request.platform,
                channel: request.channel.clone(),
                hour,
            });
        }
        store.save_setting(PLACES, &places)?;
        self.desk.looked.soon(request.platform);
        Ok(())
    }

    /// Starts the community's puzzle of `day` for the asker: only today's
    /// (an older post's button is answered so), and not twice.
    pub(super) fn start_daily(&self, request: &Request, day: &str) -> Replies {
        let say = self.say(request);
        let now = self.now();
        if day != utc_day(now) {
            return Ok(vec![self.private(request, say.puzzle_daily_over())]);
        }
        let on = request.platform == Platform::Web || self.place_of(&request.community)?.is_some();
        if !on {
            return Ok(vec![self.private(request, say.puzzle_daily_none())]);
        }
        let variant = self.default_game(&request.community);
        let daily = self
            .desk
            .day_puzzle(&request.community, day, &request.channel, variant)?;
        let reply = self.desk.with_solver(&request.user_key(), |solver| {
            // Only an answer spends the day's try: opened and left (for
            // another puzzle), it is there again as it was left.
            if solver.daily_answered.as_deref() == Some(day) {
                return Ok(self.private(request, say.puzzle_daily_tried()));
            }
            let going = (solver.current.as_ref())
                .is_some_and(|c| c.daily.as_deref() == Some(day) && c.id == daily.id);
            if !going {
                solver.start(daily.variant, &daily.id, Some(day.to_string()), now);
            }
            Ok(self.board(request, solver, say, super::said::Said::New))
        })?;
        Ok(vec![reply])
    }

    fn place_of(&self, community: &Community) -> Result<Option<Place>, StoreError> {
        let places = self.desk.places()?;
        Ok(places.into_iter().find(|p| &p.community == community))
    }

    /// The days' puzzles due on `platform` now, posted once: at most
    /// once a minute, each community's from its hour on.
    pub(in crate::host) fn post_due(&self, platform: Platform) -> Vec<Reply> {
        let now = self.now();
        if platform == Platform::Web || !self.desk.looked.claim_minute(platform, now) {
            return Vec::new();
        }
        let places = match self.desk.places() {
            Ok(places) => places,
            Err(error) => {
                tracing::error!("puzzles of the day: {error}");
                return Vec::new();
            }
        };
        let (day, hour) = (utc_day(now), (now % 86_400 / 3600) as u8);
        let mut posts = Vec::new();
        for place in places
            .into_iter()
            .filter(|p| p.platform == platform && p.hour <= hour)
        {
            match self.post(&place, &day, now) {
                Ok(Some(post)) => posts.push(post),
                Ok(None) => {}
                Err(error) => {
                    tracing::error!("the puzzle of the day in {}: {error}", place.community)
                }
            }
        }
        posts
    }

    /// The post of `place`'s puzzle of `day`, when this call claimed it.
    fn post(&self, place: &Place, day: &str, now: u64) -> Result<Option<Reply>, StoreError> {
        let community = &place.community;
        let variant = self.default_game(community);
        if !self.desk.records.claim_post(community, day)? {
            return Ok(None);
        }
        let daily = self
            .desk
            .day_puzzle(community, day, &place.channel, variant)?;
        let Some(entry) = self.desk.find(daily.variant, &daily.id) else {
            return Ok(None);
        };
        let key = crate::ids::ChannelKey::new(place.platform, &place.channel);
        let say = Say(self.prefs.lang(&key));
        let yesterday = utc_day(now.saturating_sub(86_400));
        let solvers = self.desk.records.solvers(community, &yesterday)?;
        let had = self.desk.records.daily(community, &yesterday)?.is_some();
        let Ok(at) = crate::puzzles::attempt::position(&entry.puzzle, &[]) else {
            return Ok(None);
        };
        let mut text = say.puzzle_daily_post(
            &entry.id,
            daily.variant.name(),
            &say.team(at.attacker),
            at.left,
        );
        if had {
            text.push('\n');
            text.push_str(&say.puzzle_daily_solvers(&solvers.join(", "), solvers.len()));
        }
        let target = Target::Channel(place.channel.clone());
        let reply = Reply::new(place.platform, target, text);
        let mut reply = self.with_board(reply, &at.game, (None, at.attacker), say);
        reply.controls.push(Control::Button {
            id: PuzzleButton {
                serial: 0,
                kind: PuzzleKind::Day(day.to_string()),
            }
            .encode(),
            label: say.puzzle_daily_label(),
            style: Style::Primary,
        });
        Ok(Some(reply))
    }
}
