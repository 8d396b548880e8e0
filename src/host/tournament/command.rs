//! `torneo`: registration, the organiser's start, withdrawals and the
//! standings. Each step reads the tournament, changes it and writes it
//! over the version read, again from the start when another process (or
//! a board ending at once) wrote first.

use crate::community::server::{AnyoneOrganises, DefaultGame, DefaultRated};
use crate::host::clock::{DefaultClock, TimeChoice};
use crate::host::command::tournament::TournamentCommand;
use crate::host::message::Replies;
use crate::host::message::Request;
use crate::host::message::{Control, Style, Target};
use crate::host::profile::ThreadStyle;
use crate::host::room::plain_name;
use crate::host::tournament::wing::Tournaments;
use crate::host::tournament::{Entry, Format, MAX_ENTRANTS, Stage, Tournament};
use crate::i18n::{Label, Say};
use crate::ids::ChannelKey;
use crate::store::StoreError;
use futbol_tournament::arena::Arena;
use futbol_tournament::swiss::{Swiss, SwissError};

/// Times a step is tried again after another write came first.
const ATTEMPTS: usize = 8;

/// The time per move when neither `crear` nor the community says (a day:
/// tournaments in chat are slow).
const DEFAULT_PER_MOVE: u64 = 86_400;

/// Games `torneo ver` lists (the newest; the page lists all).
const SHOWN_GAMES: usize = 100;

/// Names `torneo ver` lists before a registration's count.
const SHOWN_NAMES: usize = 60;

/// Tournaments taking entrants one organiser may hold at once.
const OPEN_PER_ORGANISER: usize = 3;

/// What a step did: the tournament as written, or a refusal to say.
enum Step {
    Done(Box<Tournament>),
    Refused(String),
}

impl Tournaments<'_> {
    pub(in crate::host) fn tournament(
        &self,
        request: &Request,
        key: &ChannelKey,
        command: TournamentCommand,
    ) -> Replies {
        let say = Say(self.parts.prefs.lang(key));
        // Boards play apart: a room each on the page, a thread each on
        // Discord (where the bot must be allowed to make them) and Matrix.
        let profile = self.parts.config.profiles.of(request.platform);
        if profile.threads == ThreadStyle::Channels && !request.asker.can_thread {
            let lacking = crate::host::play::threads::THREAD_PERMISSIONS;
            return Ok(vec![crate::host::play::flow::private(
                request,
                say.bot_lacks(&lacking),
            )]);
        }
        match command {
            TournamentCommand::Create {
                variant,
                format,
                time,
                casual,
            } => self.tournament_create(request, say, variant, format, time, casual),
            TournamentCommand::Join(id) => self.tournament_join(request, say, id),
            TournamentCommand::Start(id) => self.tournament_start(request, say, id),
            TournamentCommand::Withdraw(id) => self.tournament_withdraw(request, say, id),
            TournamentCommand::Show(id) => self.tournament_show(request, say, id),
        }
    }

    fn tournament_create(
        &self,
        request: &Request,
        say: Say,
        variant: Option<crate::engine::Variant>,
        format: Format,
        time: TimeChoice,
        casual: Option<bool>,
    ) -> Replies {
        let community = &request.community;
        // The page has no admins: there anyone organises.
        let admins = self.parts.config.profiles.of(request.platform).admins;
        let may = request.asker.admin
            || !admins
            || self.parts.prefs.settings.get::<AnyoneOrganises>(community);
        if !may {
            return Ok(vec![crate::host::play::flow::private(
                request,
                say.may_not_organise(),
            )]);
        }
        // A tournament is kept for good: its creations count as rooms'.
        let budget = crate::community::limits::Budget::Creation;
        if !self
            .parts
            .limiter
            .allow(budget, &request.user_key(), request.address)
        {
            let text = say.too_many_rooms();
            return Ok(vec![crate::host::play::flow::refused_for(
                request,
                crate::host::message::Limited::TooManyRooms,
                text,
            )]);
        }
        let time = match time {
            TimeChoice::Default => self.parts.prefs.settings.get::<DefaultClock>(community),
            chosen => chosen,
        };
        let per_move = match time {
            TimeChoice::PerMove(seconds) => seconds,
            TimeChoice::Default => DEFAULT_PER_MOVE,
            TimeChoice::Untimed => {
                return Ok(vec![crate::host::play::flow::private(
                    request,
                    say.tournament_needs_clock(),
                )]);
            }
        };
        // One organiser keeps a few registrations open at once (they do
        // not end by themselves; a running tournament does).
        let mine = self
            .parts
            .store()
            .open_tournaments::<Tournament>()?
            .into_iter()
            .filter(|(_, _, t)| t.platform == request.platform && t.organiser == request.user.id)
            .filter(|(_, _, t)| t.stage == Stage::Registration)
            .count();
        if mine >= OPEN_PER_ORGANISER {
            let text = say.too_many_tournaments(OPEN_PER_ORGANISER);
            return Ok(vec![crate::host::play::flow::refused_for(
                request,
                crate::host::message::Limited::TooManyRooms,
                text,
            )]);
        }
        let id = self.parts.store().next_tournament_id()?;
        let now = crate::host::play::flow::now(self.parts);
        let t = Tournament {
            id,
            platform: request.platform,
            channel: request.channel.clone(),
            community: community.clone(),
            organiser: request.user.id.clone(),
            variant: variant
                .unwrap_or_else(|| self.parts.prefs.settings.get::<DefaultGame>(community)),
            per_move,
            casual: casual
                .unwrap_or_else(|| !self.parts.prefs.settings.get::<DefaultRated>(community)),
            format,
            stage: Stage::Registration,
            entrants: Vec::new(),
            swiss: None,
            arena: matches!(format, Format::Arena { .. }).then(Arena::default),
            boards: Vec::new(),
            created: now,
            ends_at: None,
            posted_at: now,
        };
        self.parts.store().save_tournament(id, None, true, &t)?;
        let organiser = plain_name(&request.user.name);
        let text = say.tournament_created(id, t.variant, format, per_move, &organiser);
        let mut reply = self.to_tournament(&t, text);
        reply.controls = vec![Control::Button {
            id: crate::host::controls::tournament_join(id),
            label: say.label(Label::Join).to_string(),
            style: Style::Primary,
        }];
        Ok(vec![reply])
    }

    pub(in crate::host) fn tournament_join(
        &self,
        request: &Request,
        say: Say,
        id: Option<u64>,
    ) -> Replies {
        let name = plain_name(&request.user.name);
        let user = request.user.id.clone();
        let rating = self
            .parts
            .store()
            .standing(
                self.variant_of(request, id)?,
                request.platform,
                user.as_str(),
            )?
            .map_or(1500, |s| s.rating.rating.round() as i32);
        let step = self.tournament_step(request, id, |t| {
            if t.entrant_of(&user).is_some() {
                return Err(say.tournament_already_in(t.id));
            }
            let open = match t.format {
                Format::Swiss { .. } => t.stage == Stage::Registration,
                Format::Arena { .. } => t.stage != Stage::Over,
            };
            if !open {
                return Err(say.tournament_closed(t.id));
            }
            if t.entrants.len() >= MAX_ENTRANTS {
                return Err(say.tournament_full(t.id, MAX_ENTRANTS));
            }
            if let Some(arena) = &mut t.arena {
                arena
                    .join(rating)
                    .map_err(|_| say.tournament_full(t.id, MAX_ENTRANTS))?;
            }
            t.entrants.push(Entry {
                id: user.clone(),
                name: name.clone(),
                rating,
            });
            Ok(())
        })?;
        let t = match step {
            Step::Done(t) => t,
            Step::Refused(text) => {
                return Ok(vec![crate::host::play::flow::private(request, text)]);
            }
        };
        let mut replies =
            vec![self.to_tournament(&t, say.tournament_joined(&name, t.id, t.entrants.len()))];
        // A running arena pairs the newcomer at once.
        if t.stage == Stage::Running {
            replies.extend(self.advance_after_step(t.id));
        }
        Ok(replies)
    }

    fn tournament_start(&self, request: &Request, say: Say, id: Option<u64>) -> Replies {
        let now = crate::host::play::flow::now(self.parts);
        let step = self.tournament_step(request, id, |t| {
            if t.organiser != request.user.id && !request.asker.admin {
                return Err(say.tournament_not_organiser(t.id));
            }
            if t.stage != Stage::Registration {
                return Err(say.tournament_started_already(t.id));
            }
            if t.entrants.len() < 2 {
                return Err(say.tournament_too_few(t.id));
            }
            if let Format::Swiss { rounds } = &mut t.format {
                // More rounds than the field can play without a repeat are
                // cut to what it can.
                let players = t.entrants.len();
                let most = if players % 2 == 0 {
                    players - 1
                } else {
                    players
                };
                *rounds = (*rounds).min(most);
                let ratings: Vec<i32> = t.entrants.iter().map(|e| e.rating).collect();
                t.swiss = Some(Swiss::new(&ratings, *rounds).map_err(|error| match error {
                    SwissError::TooFewPlayers => say.tournament_too_few(t.id),
                    other => other.to_string(),
                })?);
            }
            if let Format::Arena { minutes } = t.format {
                t.ends_at = Some(now + minutes * 60);
                t.posted_at = now;
            }
            t.stage = Stage::Running;
            Ok(())
        })?;
        let t = match step {
            Step::Done(t) => t,
            Step::Refused(text) => {
                return Ok(vec![crate::host::play::flow::private(request, text)]);
            }
        };
        let text = say.tournament_starts(t.id, t.entrants.len(), t.format);
        let mut replies = vec![self.to_tournament(&t, text)];
        replies.extend(self.advance_after_step(t.id));
        Ok(replies)
    }

    fn tournament_withdraw(&self, request: &Request, say: Say, id: Option<u64>) -> Replies {
        let user = request.user.id.clone();
        let step = self.tournament_step(request, id, |t| {
            let Some(entrant) = t.entrant_of(&user).filter(|&e| t.is_in(e)) else {
                return Err(say.tournament_not_in(t.id));
            };
            match (t.stage, &mut t.swiss, &mut t.arena) {
                (Stage::Over, ..) => return Err(say.tournament_closed(t.id)),
                // Before a Swiss starts, a withdrawal is as if unregistered.
                (Stage::Registration, None, None) => {
                    t.entrants.remove(entrant.index());
                }
                (_, Some(swiss), _) => swiss.withdraw(entrant),
                (_, None, Some(arena)) => arena.leave(entrant),
                (Stage::Running, None, None) => {}
            }
            Ok(())
        })?;
        let t = match step {
            Step::Done(t) => t,
            Step::Refused(text) => {
                return Ok(vec![crate::host::play::flow::private(request, text)]);
            }
        };
        let playing = t
            .entrant_of(&user)
            .and_then(|e| t.board_of(e))
            .map(|board| board.code.to_string());
        let name = plain_name(&request.user.name);
        let text = say.tournament_withdrew(&name, t.id, playing.as_deref());
        Ok(vec![self.to_tournament(&t, text)])
    }

    fn tournament_show(&self, request: &Request, say: Say, id: Option<u64>) -> Replies {
        let Some((_, t)) = self.find_tournament(request, id)? else {
            return Ok(vec![crate::host::play::flow::private(
                request,
                say.tournament_unknown(id),
            )]);
        };
        let mut reply = match t.stage {
            Stage::Registration => {
                // The first names: a message holds 2,000 characters.
                let names = t.names();
                let shown = &names[..names.len().min(SHOWN_NAMES)];
                let text = say.tournament_registered(t.id, shown, names.len());
                crate::host::play::flow::private(request, text)
            }
            _ => match self.standings_reply(&t) {
                Some(reply) => reply,
                None => crate::host::play::flow::private(request, say.tournament_unknown(id)),
            },
        };
        // Asked for, the standings go to the asker's channel.
        reply.target = Target::Channel(request.channel.clone());
        // The newest games: a message holds 2,000 characters.
        let games: Vec<u64> = t
            .boards
            .iter()
            .rev()
            .filter_map(|b| b.game)
            .take(SHOWN_GAMES)
            .collect();
        if !games.is_empty() {
            reply.text = format!("{}\n{}", reply.text, say.tournament_games(&games));
        }
        Ok(vec![reply])
    }

    /// Applies `change` to the tournament the request names (or this
    /// channel's), writing it over the version read; again from a fresh
    /// read when another write came first.
    fn tournament_step(
        &self,
        request: &Request,
        id: Option<u64>,
        mut change: impl FnMut(&mut Tournament) -> Result<(), String>,
    ) -> Result<Step, StoreError> {
        let say = Say(self.parts.prefs.lang(&crate::host::message::channel_key(
            request.platform,
            &request.channel,
        )));
        for _ in 0..ATTEMPTS {
            let Some((version, mut t)) = self.find_tournament(request, id)? else {
                return Ok(Step::Refused(say.tournament_unknown(id)));
            };
            if let Err(text) = change(&mut t) {
                return Ok(Step::Refused(text));
            }
            let open = t.stage != Stage::Over;
            match self
                .parts
                .store()
                .save_tournament(t.id, Some(version), open, &t)
            {
                Ok(_) => return Ok(Step::Done(Box::new(t))),
                Err(StoreError::Conflict) => continue,
                Err(error) => return Err(error),
            }
        }
        Err(StoreError::Conflict)
    }

    /// The tournament `id` if the request's community may see it, or
    /// without an id the newest open one of the request's channel (or of
    /// the board the channel plays).
    fn find_tournament(
        &self,
        request: &Request,
        id: Option<u64>,
    ) -> Result<Option<(u64, Tournament)>, StoreError> {
        let mine =
            |t: &Tournament| t.platform == request.platform && t.community == request.community;
        if let Some(id) = id {
            return Ok(self
                .parts
                .store()
                .tournament::<Tournament>(id)?
                .filter(|(_, t)| mine(t)));
        }
        let key = crate::host::message::channel_key(request.platform, &request.channel);
        let board_of = self
            .parts
            .rooms
            .channel_code(&key)
            .and_then(|code| self.parts.rooms.state(code))
            .and_then(|state| state.tournament)
            .map(|tag| tag.tournament);
        let newest = self
            .parts
            .store()
            .open_tournaments::<Tournament>()?
            .into_iter()
            .filter(|(id, _, t)| mine(t) && (t.channel == request.channel || Some(*id) == board_of))
            .max_by_key(|(id, _, _)| *id);
        Ok(newest.map(|(_, version, t)| (version, t)))
    }

    /// Moves the tournament on after a step that is written: a failure
    /// is logged (the sweep tries again), and the step still answers.
    fn advance_after_step(&self, id: u64) -> Vec<crate::host::message::Reply> {
        self.advance_tournament(id, false).unwrap_or_else(|error| {
            tracing::error!(tournament = id, %error, "the tournament could not move on");
            Vec::new()
        })
    }

    /// The game of the tournament a join names, for the joiner's rating.
    fn variant_of(
        &self,
        request: &Request,
        id: Option<u64>,
    ) -> Result<crate::engine::Variant, StoreError> {
        Ok(self
            .find_tournament(request, id)?
            .map_or_else(Default::default, |(_, t)| t.variant))
    }
}
