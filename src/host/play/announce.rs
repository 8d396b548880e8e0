//! Events and refusals in words: what the host says after a room changed
//! (or refused to), in the room's language, with the board when it moved.

use super::buttons;
use crate::engine::{Action, Outcome, Team};
use crate::host::change::{Event, Refusal};
use crate::host::fair::PAIR_LIMIT;
use crate::host::message::{MENTION, Mention};
use crate::host::message::{Reply, Request, Target};
use crate::host::parts::Parts;
use crate::host::room::{Player, Room};
use crate::host::shown::Shown;
use crate::i18n::Say;
use crate::ids::Community;
use crate::render::Last;
use std::sync::Arc;

/// The replies for an accepted change, made by `request`; a game it
/// finished is told in the channel of the room's thread too.
pub(super) fn announce(parts: &Parts, request: &Request, room: &Room, event: Event) -> Vec<Reply> {
    let replies = event_replies(parts, request, room, event);
    with_parent_result(parts, room, replies)
}

/// A room in a thread: the result of a game its last change finished,
/// added for the channel the thread hangs from.
pub(super) fn with_parent_result(
    parts: &Parts,
    room: &Room,
    mut replies: Vec<Reply>,
) -> Vec<Reply> {
    if room.finished.is_some() && room.state.parent.is_some() {
        let say = super::flow::room_say(parts, room);
        let text = format!("{}: {}", room.state.code, result_text(parts, room, say));
        replies.extend(result_for_parent(parts, room, &text));
    }
    replies
}

fn event_replies(parts: &Parts, request: &Request, room: &Room, event: Event) -> Vec<Reply> {
    let say = super::flow::room_say(parts, room);
    let name = |team: Team| room.name(team);
    let board = |text: String, last: Option<Last>| board_reply(parts, room, text, last, say);
    let notice = |text: String| super::flow::to_channel(room, text, None, Vec::new());
    let with_result = |text: String| format!("{text} {}", result_text(parts, room, say));
    let who = Player::from_user(&request.user).name;
    // A game the pair's day of rated games leaves casual says so first.
    let with_pair = |text: String| match room.state.pair_spent {
        true => format!("{text}\n{}", say.pair_spent(PAIR_LIMIT)),
        false => text,
    };
    match event {
        Event::Joined(team) => vec![board(with_pair(say.joined(&who, team)), None)],
        // Nothing changed: the board again, without notifying anyone.
        Event::Rejoined(team) => vec![quiet(board(say.rejoined(&who, team), None))],
        Event::Watching { arrived } => {
            // An arrival is told once, in the channel; the private
            // board notifies nobody and, after a first arrival,
            // carries no text of its own. Watching again (or from a
            // page, which counts its watchers) is told to the watcher.
            let told = say.spectating(&who, room.state.code.as_str());
            let mut private = quiet(board(
                if arrived { String::new() } else { told.clone() },
                None,
            ));
            private.platform = request.platform;
            private.target = Target::Private {
                channel: request.channel.clone(),
                user: request.user.id.clone(),
            };
            match arrived {
                true => vec![notice(told), private],
                false => vec![private],
            }
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
                lines.push(result_text(parts, room, say));
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
        Event::TakebackAsked(team) => {
            let text = say.takeback_asked(&name(team), &name(!team));
            vec![super::flow::to_channel(
                room,
                text,
                None,
                buttons::takeback_controls(room, say),
            )]
        }
        Event::TakebackDeclined { asker, by } => {
            let by = (by != asker).then(|| name(by));
            vec![notice(say.takeback_declined(&name(asker), by.as_deref()))]
        }
        Event::TakenBack { asker, .. } => vec![board(say.taken_back(&name(asker)), None)],
        Event::Paused { by, until } => {
            let mut reply = notice(say.vacation_paused(&name(by)));
            reply.deadline = Some(until);
            vec![reply]
        }
        Event::Resumed { by } => vec![notice(say.vacation_resumed(&name(by)))],
        Event::RematchAsked(team) => vec![notice(say.rematch_asked(&name(team)))],
        Event::RematchStarted => {
            let mut text = say.rematch_started(
                room.state.code.as_str(),
                room.state.game_no,
                &name(Team::White),
                &name(Team::Black),
            );
            if let Some(series) = series_text(room, say) {
                text = format!("{text} {series}");
            }
            vec![board(with_pair(text), None)]
        }
        Event::TimeGiven { to, seconds } => {
            vec![notice(say.time_given(&who, &name(to), seconds))]
        }
        Event::Expired | Event::Reminder(_) | Event::TimedOut(_) | Event::Aborted(_) => {
            due_notice(parts, room, event)
        }
    }
}

/// What the sweep says when a deadline falls due.
pub(super) fn due_notice(parts: &Parts, room: &Room, event: Event) -> Vec<Reply> {
    let say = super::flow::room_say(parts, room);
    let name = |team: Team| room.name(team);
    let board = |text: String| board_reply(parts, room, text, None, say);
    match event {
        Event::Reminder(_) => {
            let mut reply = super::flow::to_channel(room, say.reminder(), None, Vec::new());
            reply.mention = to_move(parts, room, true);
            reply.deadline = room.state.time.map(|c| room.state.move_clock.timeout(c));
            vec![reply]
        }
        Event::TimedOut(team) => {
            let text = say.timed_out(&name(team), team);
            vec![board(format!("{text} {}", result_text(parts, room, say)))]
        }
        Event::Aborted(team) => vec![board(say.aborted(&name(team)))],
        Event::Expired => vec![expired_notice(parts, room)],
        // Events of a request, never of a deadline; named, so a new
        // event is named here by the compiler.
        Event::Joined(_)
        | Event::Rejoined(_)
        | Event::Watching { .. }
        | Event::StoppedWatching
        | Event::Left { .. }
        | Event::Played { .. }
        | Event::Building(_)
        | Event::Resigned(_)
        | Event::DrawOffered(_)
        | Event::DrawAgreed
        | Event::TakebackAsked(_)
        | Event::TakebackDeclined { .. }
        | Event::TakenBack { .. }
        | Event::Paused { .. }
        | Event::Resumed { .. }
        | Event::RematchAsked(_)
        | Event::RematchStarted
        | Event::TimeGiven { .. } => Vec::new(),
    }
}

/// The player to move in a game going on between seated players,
/// notified unless the game is local or they turned pings off, and on
/// a board (not a `reminder`) unless they take a daily summary instead.
fn to_move(parts: &Parts, room: &Room, reminder: bool) -> Option<Mention> {
    if room.outcome().is_over() || !(room.full() || room.state.local) {
        return None;
    }
    let player = room.state.seats[room.game.turn()].as_ref()?;
    let person = player.level().is_none();
    let notify = person
        && !room.state.local
        && parts.prefs.pings_on(
            room.state.platform,
            &player.id,
            room.state.community.as_ref(),
        )
        && (reminder || parts.prefs.digest_off(room.state.platform, &player.id));
    Some(Mention {
        user: player.id.clone(),
        name: player.name.clone(),
        notify,
    })
}

/// The channel's notice that a room closed after its idle time.
pub(super) fn expired_notice(parts: &Parts, room: &Room) -> Reply {
    let say = super::flow::room_say(parts, room);
    let text = say.expired(room.state.code.as_str(), parts.config.ttl_seconds / 3600);
    super::flow::to_channel(room, text, None, Vec::new())
}

/// The private answer to a refused change; `text` is the action as
/// typed, quoted when the action itself was refused.
pub(super) fn refuse(
    parts: &Parts,
    request: &Request,
    room: &Room,
    refusal: Refusal,
    text: Option<&str>,
) -> Reply {
    let say = super::flow::asker_say(parts, request);
    let answer = match refusal {
        Refusal::NotAPlayer => say.not_a_player(),
        Refusal::GameOver => say.game_over(),
        Refusal::Waiting => say.waiting(room.state.code.as_str()),
        Refusal::NotYourTurn(team) => say.not_your_turn(team),
        Refusal::Action(error) => say.refused(text.unwrap_or_default(), &say.reason(&error)),
        Refusal::DrawPending => say.draw_pending(),
        Refusal::StillPlaying => say.still_playing(),
        Refusal::NoClock => say.no_clock(),
        Refusal::OwnTime => say.own_time(),
        Refusal::TooMuchTime(per_move) => say.too_much_time(per_move),
        Refusal::NothingToTakeBack => say.nothing_to_take_back(),
        Refusal::TakebackAfterGoal => say.takeback_after_goal(),
        Refusal::TakebackTooLate => say.takeback_too_late(),
        Refusal::TakebackPending => say.takeback_pending(),
        Refusal::NoTakebackAsked => say.no_takeback_asked(),
    };
    super::flow::private(request, answer)
}

/// "Ganan Blancas (Ana)." and the series, if any.
pub(super) fn result_text(parts: &Parts, room: &Room, say: Say) -> String {
    let result = match room.outcome() {
        Outcome::Win(team) => say.won(team, &room.name(team)),
        Outcome::Draw => say.drawn(),
        Outcome::Ongoing => String::new(),
    };
    let result = match series_text(room, say) {
        Some(series) => format!("{result} {series}"),
        None => result,
    };
    match rating_text(parts, room, say) {
        Some(ratings) => format!("{result}\n{ratings}"),
        None => result,
    }
}

/// What the game the last change finished did to both ratings:
/// `Ana 1500? → 1689 (+189), …` (`None` unless it was rated).
fn rating_text(parts: &Parts, room: &Room, say: Say) -> Option<String> {
    let game = room.finished.as_ref().filter(|g| g.rated)?;
    let changes = match parts.store().rating_changes(game) {
        Ok(changes) => changes?,
        Err(error) => {
            tracing::warn!(game = game.id, %error, "a rating change does not read");
            return None;
        }
    };
    let names = [&game.white.name, &game.black.name];
    let lines: Vec<_> = names
        .iter()
        .zip(&changes)
        .map(|(name, change)| {
            let diff = (change.after.rating.round() - change.before.rating.round()) as i64;
            (
                name.as_str(),
                change.before.shown(),
                change.after.shown(),
                diff,
            )
        })
        .collect();
    Some(say.rating_changes(&lines))
}

fn series_text(room: &Room, say: Say) -> Option<String> {
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

/// The board, its controls and `text`, to the room's channel; while
/// a game goes on, a line naming the player to move (a real mention)
/// and when their time runs out.
pub(super) fn board_reply(
    parts: &Parts,
    room: &Room,
    text: String,
    last: Option<Last>,
    say: Say,
) -> Reply {
    let now = (parts.clock)();
    // A platform that shows each player their own side draws each
    // side when it is looked at; any other gets the channel's picture.
    let profile = parts.config.profiles.of(room.state.platform);
    let each_side = profile.each_side;
    let (image, sketch) = match (parts.config.images, each_side) {
        (false, _) => (None, None),
        (true, true) => (None, Some(Arc::new(room.sketch(last, say, now)))),
        (true, false) => (room.picture(last, say, now, false), None),
    };
    let alt = (image.is_some() || sketch.is_some()).then(|| room.description(last, say, now));
    // The live board inside Discord: where the bot is a member (its
    // backend posts the Activity's moves to the channel).
    let open =
        profile.activity && (room.state.community.as_ref()).is_some_and(Community::is_server);
    let controls = buttons::board_controls(room, say, open);
    let mut reply = super::flow::to_channel(room, text, image, controls);
    reply.alt = alt;
    reply.sketch = sketch;
    // A page shows the room beside its board.
    if profile.pages {
        let controls = || reply.controls.clone();
        reply.view = Some(Arc::new(crate::host::page::view_of(
            room, say, now, controls,
        )));
        // And in every other language a page reads.
        reply.shown = Some(Shown::new(room, now, open, buttons::board_controls));
    }
    if let Some(mention) = to_move(parts, room, false) {
        let deadline = room.state.time.map(|c| room.state.move_clock.timeout(c));
        let line = say.turn_line(deadline.is_some());
        reply.text = match reply.text.is_empty() {
            true => line,
            false => format!("{}\n{line}", reply.text),
        };
        reply.mention = Some(mention);
        reply.deadline = deadline;
    }
    if parts.thinkers.is_waiting(room.state.code) {
        reply.text = format!("{}\n{}", reply.text, say.computer_busy());
    }
    reply
}

/// A board's first messages in its room: the board, white pinged to
/// move, and a line pinging black.
pub(in crate::host) fn board_opening(parts: &Parts, room: &Room, intro: String) -> Vec<Reply> {
    let say = super::flow::room_say(parts, room);
    let mut replies = vec![board_reply(parts, room, intro, None, say)];
    if let Some(black) = &room.state.seats[Team::Black] {
        let text = say.tournament_you_play(Team::Black);
        let mut line = super::flow::to_channel(room, text, None, Vec::new());
        let community = room.state.community.as_ref();
        line.mention = Some(Mention {
            user: black.id.clone(),
            name: black.name.clone(),
            notify: parts
                .prefs
                .pings_on(room.state.platform, &black.id, community),
        });
        debug_assert!(line.text.contains(MENTION));
        replies.push(line);
    }
    replies
}

/// The same reply, naming the player to move without notifying them.
pub(in crate::host) fn quiet(mut reply: Reply) -> Reply {
    if let Some(mention) = &mut reply.mention {
        mention.notify = false;
    }
    reply
}

/// The result of a game that just ended, for the channel its thread
/// hangs from (`None` for a room in its channel).
fn result_for_parent(_play: &Parts, room: &Room, result: &str) -> Option<Reply> {
    let parent = room.state.parent.as_ref()?;
    let mut reply = super::flow::to_channel(room, result.to_string(), None, Vec::new());
    reply.target = crate::host::message::Target::Channel(parent.clone());
    Some(reply)
}
