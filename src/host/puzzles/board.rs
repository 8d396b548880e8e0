//! A puzzle's replies: the board from the attacker's side with what
//! happened last marked, the heading ("score in N"), and the controls
//! that fit (the picker and a hint while it goes on, another puzzle once
//! it ended). The board's words go with it for screen readers.

use super::said::{Ended, Said};
use super::wing::Puzzles;
use crate::engine::{Action, Game, Team};
use crate::host::message::{Control, Reply, Request, Style};
use crate::host::puzzles::button::PuzzleButton;
use crate::host::puzzles::button::PuzzleKind;
use crate::i18n::Say;
use crate::puzzles::attempt::{self, Answer};
use crate::puzzles::solver::Solver;
use crate::render::{self, Last, Options};

impl Puzzles<'_> {
    /// The board of the attempt `solver` is on, after `said`.
    pub(super) fn board(&self, request: &Request, solver: &Solver, say: Say, said: Said) -> Reply {
        let Some((entry, current)) = self.current(solver, None) else {
            return self.private(request, say.internal_error());
        };
        let Ok(at) = attempt::position(&entry.puzzle, &current.played) else {
            return self.private(request, say.internal_error());
        };
        let heading = say.puzzle_heading(
            &entry.id,
            entry.puzzle.variant.name(),
            &say.team(at.attacker),
            at.left,
        );
        let heading = match &current.daily {
            Some(day) => format!("{} {heading}", say.puzzle_daily_mark(day)),
            None => heading,
        };
        let on_page = request.platform == crate::ids::Platform::Web;
        let heading = match crate::engine::puzzle::within_turn(&at.game) {
            true => format!(
                "{heading} {} {}",
                say.puzzle_steps(),
                say.puzzle_how(on_page)
            ),
            false => format!("{heading} {}", say.puzzle_how(on_page)),
        };
        let text = match &said {
            Said::New | Said::Again => heading,
            Said::Text(line) => format!("{line}\n{heading}"),
            Said::Good(played, None) => {
                format!("{}\n{heading}", say.puzzle_good(&played.to_string()))
            }
            Said::Good(played, Some(reply)) => format!(
                "{}\n{heading}",
                say.puzzle_good_reply(&played.to_string(), &reply.to_string())
            ),
        };
        let last = at.last.map(|action| Last { action, goal: None });
        let mut reply = self.pictured(request, text, &at.game, last, at.attacker, say);
        let id = |kind| {
            PuzzleButton {
                serial: solver.serial,
                kind,
            }
            .encode()
        };
        reply
            .controls
            .extend(crate::host::picker::groups_menu(&at.game, say, |group| {
                id(PuzzleKind::Pick(group.to_string()))
            }));
        reply.controls.push(Control::Button {
            id: id(PuzzleKind::Hint),
            label: say.puzzle_hint_label(),
            style: Style::Secondary,
        });
        reply
    }

    /// The reply to the answer that ended an attempt: what it did, the
    /// board after it (and after the defence that stops a wrong one), and
    /// a button for the next puzzle.
    pub(super) fn ended(&self, request: &Request, say: Say, ended: &Ended) -> Reply {
        let puzzle = &ended.entry.puzzle;
        let Ok(at) = attempt::position(puzzle, &ended.played) else {
            return self.private(request, say.internal_error());
        };
        let mut game = at.game.clone();
        let mut last = None;
        let line = |actions: &[Action]| {
            (actions.iter().map(Action::to_string))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let change = (ended.moved.after - ended.moved.before).round() as i64;
        let rating = ended.moved.after.round() as i64;
        let text = match &ended.answered {
            Answer::Solved { played } => {
                last = Some(played_last(&mut game, *played));
                match ended.finish.rated() {
                    false => say.puzzle_solved_helped(&played.to_string()),
                    true => {
                        say.puzzle_solved(&played.to_string(), rating, change, ended.moved.streak)
                    }
                }
            }
            Answer::Wrong {
                played,
                refutation,
                solution,
            } => {
                last = Some(played_last(&mut game, *played));
                if let Some(refutation) = refutation {
                    last = Some(played_last(&mut game, *refutation));
                }
                let stopped = refutation.map(|r| r.to_string()).unwrap_or_default();
                say.puzzle_wrong(
                    &played.to_string(),
                    &stopped,
                    &line(solution),
                    rating,
                    change,
                )
            }
            Answer::Good { .. } => String::new(),
        };
        let mut reply = self.pictured(request, text, &game, last, at.attacker, say);
        reply.controls.push(Control::Button {
            id: PuzzleButton {
                serial: 0,
                kind: PuzzleKind::Next(puzzle.variant),
            }
            .encode(),
            label: say.puzzle_next_label(),
            style: Style::Primary,
        });
        reply
    }

    /// A private reply of `text` with the board of `game` from
    /// `attacker`'s side, and the board in words.
    fn pictured(
        &self,
        request: &Request,
        text: String,
        game: &Game,
        last: Option<Last>,
        attacker: Team,
        say: Say,
    ) -> Reply {
        let reply = self.private(request, text);
        self.with_board(reply, game, (last, attacker), say)
    }

    /// `reply` with the board of `game` from the side of `attacker`
    /// (who scores), `last` marked, and the board in words (when the
    /// host draws pictures).
    pub(super) fn with_board(
        &self,
        mut reply: Reply,
        game: &Game,
        (last, attacker): (Option<Last>, Team),
        say: Say,
    ) -> Reply {
        let options = Options {
            flip: attacker == Team::Black,
            lang: say.0,
            clock: None,
            ended: None,
            ..Options::default()
        };
        if !self.images {
            return reply;
        }
        match render::board_png(game, last, options) {
            Ok(png) => {
                reply.image = Some(png.into());
                reply.frame = Some(crate::host::message::BoardFrame {
                    size: game.variant().size(),
                    flipped: options.flip,
                });
                reply.alt = Some(render::board_description(game, last, options));
            }
            Err(error) => tracing::error!("a puzzle's board could not be drawn: {error}"),
        }
        reply
    }
}

/// Plays `action` on `game` for the picture, returning its mark.
fn played_last(game: &mut Game, action: Action) -> Last {
    let goal = game.play(action).ok().and_then(|played| played.goal);
    Last { action, goal }
}
