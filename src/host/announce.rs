//! Events and refusals in words: what the host says after a room changed
//! (or refused to), in the room's language, with the board when it moved.

use super::change::{Event, Refusal};
use super::room::{Player, Room};
use super::{Host, Reply, Request, Target};
use crate::engine::{Action, Outcome, Team};
use crate::i18n::Say;
use crate::render::Last;

impl Host {
    /// The replies for an accepted change, made by `request`.
    pub(super) fn announce(&self, request: &Request, room: &Room, event: Event) -> Vec<Reply> {
        let say = self.room_say(room);
        let name = |team: Team| room.name(team);
        let board = |text: String, last: Option<Last>| self.board_reply(room, text, last, say);
        let notice = |text: String| self.to_channel(room, text, None, Vec::new());
        let with_result = |text: String| format!("{text} {}", self.result_text(room, say));
        let who = Player::from_user(&request.user).name;
        match event {
            Event::Joined(team) => vec![board(say.joined(&who, team), None)],
            Event::Rejoined(team) => vec![board(say.rejoined(&who, team), None)],
            Event::Watching => {
                // The arrival is told once, in the channel; the private
                // board carries no text of its own.
                let mut private = board(String::new(), None);
                private.platform = request.platform;
                private.target = Target::Private {
                    channel: request.channel.clone(),
                    user: request.user.id.clone(),
                };
                vec![
                    notice(say.spectating(&who, room.state.code.as_str())),
                    private,
                ]
            }
            Event::StoppedWatching => vec![notice(say.stopped_watching(&who))],
            Event::Left { team, forfeit } => {
                let text = say.left_game(&name(team));
                vec![notice(if forfeit { with_result(text) } else { text })]
            }
            Event::Played {
                mover,
                played,
                skipped,
            } => {
                let mut lines = vec![say.describe(mover, &played)];
                if let Some(team) = played.goal {
                    let score = room.game.score();
                    lines.push(say.goal(team, score.white, score.black));
                }
                let mut last = Last::from(played);
                for (team, skip) in skipped {
                    lines.push(say.skipped(team));
                    last = Last::from(skip);
                }
                if room.game.outcome().is_over() {
                    lines.push(self.result_text(room, say));
                }
                vec![board(lines.join("\n"), Some(last))]
            }
            Event::Building(turn) => {
                let arrows = Last {
                    action: Action::Turn(turn),
                    goal: None,
                };
                vec![board(say.turn_so_far(&turn.to_string()), Some(arrows))]
            }
            Event::Resigned(team) => vec![board(with_result(say.resigned(&name(team))), None)],
            Event::DrawOffered(team) => vec![notice(say.draw_offered(&name(team)))],
            Event::DrawAgreed => vec![board(with_result(say.draw_agreed()), None)],
            Event::RematchAsked(team) => vec![notice(say.rematch_asked(&name(team)))],
            Event::RematchStarted => {
                let mut text = say.rematch_started(
                    room.state.code.as_str(),
                    room.state.game_no,
                    &name(Team::White),
                    &name(Team::Black),
                );
                if let Some(series) = self.series_text(room, say) {
                    text = format!("{text} {series}");
                }
                vec![board(text, None)]
            }
            Event::Expired => vec![self.expired_notice(room)],
        }
    }

    /// The channel's notice that a room closed after its idle time.
    pub(super) fn expired_notice(&self, room: &Room) -> Reply {
        let say = self.room_say(room);
        let text = say.expired(room.state.code.as_str(), self.config.ttl_seconds / 3600);
        self.to_channel(room, text, None, Vec::new())
    }

    /// The private answer to a refused change; `text` is the action as
    /// typed, quoted when the action itself was refused.
    pub(super) fn refuse(
        &self,
        request: &Request,
        room: &Room,
        refusal: Refusal,
        text: Option<&str>,
    ) -> Reply {
        let say = self.room_say(room);
        let answer = match refusal {
            Refusal::NotAPlayer => say.not_a_player(),
            Refusal::GameOver => say.game_over(),
            Refusal::Waiting => say.waiting(room.state.code.as_str()),
            Refusal::NotYourTurn(team) => say.not_your_turn(team),
            Refusal::Action(error) => say.refused(text.unwrap_or_default(), &say.0.reason(&error)),
            Refusal::DrawPending => say.draw_pending(),
            Refusal::StillPlaying => say.still_playing(),
        };
        self.private(request, answer)
    }

    /// "Ganan Blancas (Ana)." and the series, if any.
    pub(super) fn result_text(&self, room: &Room, say: Say) -> String {
        let result = match room.outcome() {
            Outcome::Win(team) => say.won(team, &room.name(team)),
            Outcome::Draw => say.drawn(),
            Outcome::Ongoing => String::new(),
        };
        match self.series_text(room, say) {
            Some(series) => format!("{result} {series}"),
            None => result,
        }
    }

    fn series_text(&self, room: &Room, say: Say) -> Option<String> {
        if room.state.local {
            return None;
        }
        let (a, b) = (
            room.state.seats.white.as_ref()?,
            room.state.seats.black.as_ref()?,
        );
        let wins = |p: &Player| room.state.wins.get(&p.id).copied().unwrap_or(0);
        (room.state.game_no > 1 || wins(a) + wins(b) > 0)
            .then(|| say.series(&a.name, wins(a), &b.name, wins(b)))
    }

    /// The board, its controls and `text`, to the room's channel.
    pub(super) fn board_reply(
        &self,
        room: &Room,
        text: String,
        last: Option<Last>,
        say: Say,
    ) -> Reply {
        let image = if self.config.images {
            room.picture(last, say)
        } else {
            None
        };
        let controls = room.controls(say);
        self.to_channel(room, text, image, controls)
    }
}
