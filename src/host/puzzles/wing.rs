//! The puzzles' wing: a puzzle shown, answered, hinted and ended, on the
//! few parts it borrows (the desk, the settings, the clock).

use super::button::{PuzzleButton, PuzzleKind};
use super::said::{Ended, Moved, Said, origin_name};
use crate::community::server::DefaultGame;
use crate::engine::Variant;
use crate::host::command::puzzle::PuzzleAsk;
use crate::host::config::WallClock;
use crate::host::desk::Desk;
use crate::host::message::Replies;
use crate::host::message::{Reply, Request, private_to};
use crate::host::parts::Parts;
use crate::host::prefs::Prefs;
use crate::i18n::Say;
use crate::puzzles::attempt::{self, Answer, AnswerError};
use crate::puzzles::bank;
use crate::puzzles::solver::Solver;
use std::sync::Arc;

/// The puzzles' wing, borrowing what it uses.
pub(in crate::host) struct Puzzles<'h> {
    /// The records, the locks, the ratings seen.
    pub desk: &'h Desk,
    /// Settings: a community's default game, a channel's language.
    pub prefs: &'h Prefs,
    /// The wall clock.
    pub clock: &'h WallClock,
    /// Whether boards are drawn (tests run without pictures).
    pub images: bool,
}

impl<'h> Puzzles<'h> {
    /// The puzzles' wing on the host's `parts`.
    pub(in crate::host) fn on(parts: &'h Parts) -> Puzzles<'h> {
        Puzzles {
            desk: &parts.puzzles,
            prefs: &parts.prefs,
            clock: &parts.clock,
            images: parts.config.images,
        }
    }
}

impl Puzzles<'_> {
    pub(super) fn say(&self, request: &Request) -> Say {
        self.prefs.asker_say(request)
    }

    /// The community's game, where a puzzle's rule set is not said.
    pub(super) fn default_game(&self, community: &crate::ids::Community) -> Variant {
        self.prefs.settings.get::<DefaultGame>(community)
    }

    pub(super) fn private(&self, request: &Request, text: String) -> Reply {
        private_to(request.platform, &request.channel, &request.user.id, text)
    }

    pub(super) fn now(&self) -> u64 {
        (self.clock)()
    }

    /// `problema …`.
    pub(in crate::host) fn command(&self, request: &Request, ask: PuzzleAsk) -> Replies {
        match ask {
            PuzzleAsk::Show(variant) => self.show(request, variant, false),
            PuzzleAsk::Hint => self.hint(request, None),
            PuzzleAsk::Answer(text) => self.answer(request, &text, None),
            PuzzleAsk::Daily(plan) => self.daily(request, plan),
        }
    }

    /// A puzzle button, pressed by the person whose attempt it acts on.
    pub(in crate::host) fn button(&self, request: &Request, button: PuzzleButton) -> Replies {
        let serial = Some(button.serial);
        match button.kind {
            PuzzleKind::Pick(group) => self.pick(request, &group, 0, button.serial),
            PuzzleKind::Page(group, page) => self.pick(request, &group, page, button.serial),
            PuzzleKind::Act(text) => self.answer(request, &text, serial),
            PuzzleKind::Hint => self.hint(request, serial),
            PuzzleKind::Next(variant) => self.show(request, Some(variant), true),
            PuzzleKind::Day(day) => self.start_daily(request, &day),
        }
    }

    /// The asker's puzzle: the one they are solving (unless `fresh`, or
    /// another rule set is asked), else a new one.
    fn show(&self, request: &Request, variant: Option<Variant>, fresh: bool) -> Replies {
        let say = self.say(request);
        let now = self.now();
        let variant_asked = variant;
        let variant = variant.unwrap_or_else(|| self.default_game(&request.community));
        let reply = self.desk.with_solver(&request.user_key(), |solver| {
            if let Some(current) = &solver.current
                && !fresh
                && variant_asked.is_none_or(|v| v == current.variant)
            {
                return Ok(self.board(request, solver, say, Said::Again));
            }
            let entries = self.desk.entries(variant);
            if entries.is_empty() {
                return Ok(self.private(request, say.puzzle_none_for(variant)));
            }
            let ratings = self.desk.ratings(variant, &entries);
            let recent = solver.recent(variant, now);
            let given: Vec<(usize, u64)> = (entries.iter().enumerate())
                .filter(|(_, entry)| recent.contains(&entry.id.as_str()))
                .map(|(index, _)| (index, now))
                .collect();
            let seed = now ^ u64::from(solver.serial).rotate_left(32);
            let Some(index) =
                crate::puzzles::choose::next(&ratings, solver.rating.rating, &given, now, seed)
            else {
                return Ok(self.private(request, say.puzzle_all_done(variant)));
            };
            let Some(entry) = entries.get(index) else {
                return Ok(self.private(request, say.internal_error()));
            };
            solver.start(variant, &entry.id, None, now);
            Ok(self.board(request, solver, say, Said::New))
        })?;
        Ok(vec![reply])
    }

    /// `problema pista`: where the next right action starts, then (asked
    /// again) the action itself. The attempt then moves no rating.
    fn hint(&self, request: &Request, serial: Option<u32>) -> Replies {
        let say = self.say(request);
        let reply = self.desk.with_solver(&request.user_key(), |solver| {
            let Some((entry, current)) = self.current(solver, serial) else {
                return Ok(self.nothing_going(request, solver, say, serial));
            };
            let hint = attempt::hint(&entry.puzzle, &current.played);
            let Ok(Some((origin, action))) = hint else {
                return Ok(self.private(request, say.puzzle_no_hint()));
            };
            let second = current.hinted_at == Some(current.played.len());
            if let Some(current) = &mut solver.current {
                current.hints = current.hints.saturating_add(1);
                current.hinted_at = Some(current.played.len());
            }
            let text = match second {
                false => say.puzzle_hint_origin(&origin_name(origin)),
                true => say.puzzle_hint_action(&action.to_string()),
            };
            Ok(self.board(request, solver, say, Said::Text(text)))
        })?;
        Ok(vec![reply])
    }

    /// An answer, typed or pressed.
    fn answer(&self, request: &Request, text: &str, serial: Option<u32>) -> Replies {
        let say = self.say(request);
        let now = self.now();
        let user = request.user_key();
        let reply = self.desk.with_solver(&user, |solver| {
            let Some((entry, current)) = self.current(solver, serial) else {
                return Ok(self.nothing_going(request, solver, say, serial));
            };
            let (variant, id) = (current.variant, current.id.clone());
            let answered = match attempt::answer(&entry.puzzle, &current.played, text) {
                Ok(answered) => answered,
                // Not an action of this position: said why, and the
                // puzzle stays as it was (board, menus, hint).
                Err(AnswerError::Action(error)) => {
                    let why = say.refused(text, &say.reason(&error));
                    return Ok(self.board(request, solver, say, Said::Text(why)));
                }
                Err(error) => {
                    tracing::error!("puzzle {variant} {id}: {error}");
                    solver.current = None;
                    return Ok(self.private(request, say.internal_error()));
                }
            };
            let solved = match &answered {
                Answer::Good { played, reply } => {
                    if let Some(attempt) = &mut solver.current {
                        attempt.played.push(played.to_string());
                        attempt.played.extend(reply.map(|r| r.to_string()));
                    }
                    let said = Said::Good(*played, *reply);
                    return Ok(self.board(request, solver, say, said));
                }
                Answer::Solved { .. } => true,
                Answer::Wrong { .. } => false,
            };
            let mut rating = self
                .desk
                .records
                .rating(variant, &id, entry.puzzle.rating)?;
            let before = solver.rating.rating;
            let played = current.played.clone();
            let finish = solver.finish(solved, &mut rating, now);
            if finish.rated() {
                self.desk.records.save_rating(variant, &id, &rating)?;
                self.desk.saw(variant, &id, rating.rating);
            }
            if let (Some(day), true) = (&current.daily, solved) {
                let name = crate::host::room::plain_name(&request.user.name);
                self.desk
                    .records
                    .add_solver(&request.community, day, &user, &name)?;
            }
            let moved = Moved {
                before,
                after: solver.rating.rating,
                streak: solver.streak,
            };
            let ended = Ended {
                entry,
                played,
                answered,
                finish,
                moved,
            };
            Ok(self.ended(request, say, &ended))
        })?;
        Ok(vec![reply])
    }

    /// The person's attempt and its puzzle, when a button of `serial`
    /// (if pressed) is of it.
    pub(super) fn current(
        &self,
        solver: &Solver,
        serial: Option<u32>,
    ) -> Option<(Arc<bank::Entry>, crate::puzzles::solver::Attempt)> {
        let current = solver.current.clone()?;
        if serial.is_some_and(|s| s != solver.serial) {
            return None;
        }
        Some((self.desk.find(current.variant, &current.id)?, current))
    }

    /// The answer when there is no attempt to act on: an older board's
    /// button, or nothing being solved.
    fn nothing_going(
        &self,
        request: &Request,
        solver: &Solver,
        say: Say,
        serial: Option<u32>,
    ) -> Reply {
        match (serial, &solver.current) {
            (Some(_), _) => self.private(request, say.stale_button()),
            (None, Some(_)) => self.private(request, say.internal_error()),
            (None, None) => self.private(request, say.puzzle_none_going()),
        }
    }

    /// The picker's second step for `group`.
    fn pick(&self, request: &Request, group: &str, page: usize, serial: u32) -> Replies {
        let say = self.say(request);
        let solver = self.desk.records.solver(&request.user_key())?;
        let Some((entry, current)) = self.current(&solver, Some(serial)) else {
            return Ok(vec![self.nothing_going(
                request,
                &solver,
                say,
                Some(serial),
            )]);
        };
        let Ok(at) = attempt::position(&entry.puzzle, &current.played) else {
            return Ok(vec![self.private(request, say.internal_error())]);
        };
        let id = |kind| PuzzleButton { serial, kind }.encode();
        let menu = crate::host::picker::actions_menu(
            &at.game,
            group,
            page,
            say,
            |action| id(PuzzleKind::Act(action.to_string())),
            |next| id(PuzzleKind::Page(group.to_string(), next)),
        );
        let mut reply = self.private(request, say.puzzle_pick());
        reply.controls.extend(menu);
        Ok(vec![reply])
    }
}
