//! Events and refusals in words: what the host says after a room changed
//! (or refused to), in the room's language, with the board when it moved.

use super::buttons;
use super::lines::{Kept, said};
use crate::engine::{Action, Team};
use crate::host::change::{Event, Refusal};
use crate::host::fair::PAIR_LIMIT;
use crate::host::message::{MENTION, Mention};
use crate::host::message::{Reply, Request, Said, Target};
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

/// A line to the room's channel that says `said`, in the room's language.
fn notice(room: &Room, said: Said, say: Say) -> Reply {
    let mut reply = super::flow::to_channel(room, said.say(say), None, Vec::new());
    reply.said = Some((said, say.0));
    reply
}

fn event_replies(parts: &Parts, request: &Request, room: &Room, event: Event) -> Vec<Reply> {
    // A deadline's event is the sweep's, which keeps the room itself.
    if matches!(
        event,
        Event::Expired | Event::Reminder(_) | Event::TimedOut(_) | Event::Aborted(_)
    ) {
        return due_notice(parts, room, event);
    }
    let say = super::flow::room_say(parts, room);
    let words = Kept::of(parts, room);
    let who = Player::from_user(&request.user).name;
    let line = |line: fn(&Kept, Say, &Event, &str) -> String| {
        let (event, who) = (event.clone(), who.clone());
        said(&words, move |kept, say| line(kept, say, &event, &who))
    };
    let board = |said: Said, last: Option<Last>| board_reply(parts, room, said, last, say);
    match &event {
        Event::Joined(_) | Event::RematchStarted => vec![board(line(with_pair), None)],
        // Nothing changed: the board again, without notifying anyone.
        Event::Rejoined(_) => vec![quiet(board(line(event_line), None))],
        Event::Watching { arrived } => {
            // An arrival is told once, in the channel; the private
            // board notifies nobody and, after a first arrival,
            // carries no text of its own. Watching again (or from a
            // page, which counts its watchers) is told to the watcher.
            let told = line(event_line);
            let private_text = match arrived {
                true => Said::none(),
                false => told.clone(),
            };
            let mut private = quiet(board(private_text, None));
            private.platform = request.platform;
            private.target = Target::Private {
                channel: request.channel.clone(),
                user: request.user.id.clone(),
            };
            match arrived {
                true => vec![notice(room, told, say), private],
                false => vec![private],
            }
        }
        Event::Played {
            played, skipped, ..
        } => {
            // The picture marks the last action played: the skip of a
            // side that could not move, if any came after.
            let last = skipped.last().map_or(played, |(_, skip)| skip);
            vec![board(line(event_line), Some(Last::from(*last)))]
        }
        Event::Building(turn) => {
            let arrows = Last {
                action: Action::Turn(*turn),
                goal: None,
            };
            vec![board(line(event_line), Some(arrows))]
        }
        Event::Resigned(_) | Event::DrawAgreed | Event::TakenBack { .. } => {
            vec![board(line(event_line), None)]
        }
        Event::TakebackAsked(_) => {
            let mut reply = notice(room, line(event_line), say);
            reply.controls = buttons::takeback_controls(room, say);
            vec![reply]
        }
        Event::Paused { until, .. } => {
            let mut reply = notice(room, line(event_line), say);
            reply.deadline = Some(*until);
            vec![reply]
        }
        Event::StoppedWatching
        | Event::Left { .. }
        | Event::DrawOffered(_)
        | Event::TakebackDeclined { .. }
        | Event::Resumed { .. }
        | Event::RematchAsked(_)
        | Event::TimeGiven { .. } => vec![notice(room, line(event_line), say)],
        // Answered above.
        Event::Expired | Event::Reminder(_) | Event::TimedOut(_) | Event::Aborted(_) => Vec::new(),
    }
}

/// A game the pair's day of rated games leaves casual says so first.
fn with_pair(kept: &Kept, say: Say, event: &Event, who: &str) -> String {
    let text = event_line(kept, say, event, who);
    match kept.room.state.pair_spent {
        true => format!("{text}\n{}", say.pair_spent(PAIR_LIMIT)),
        false => text,
    }
}

/// What `event`, made by `who`, says in `say`'s language.
fn event_line(kept: &Kept, say: Say, event: &Event, who: &str) -> String {
    let room = &kept.room;
    let name = |team: Team| kept.name(team, say);
    let with_result = |text: String| format!("{text} {}", kept.result(say));
    match *event {
        Event::Joined(team) => say.joined(who, team),
        Event::Rejoined(team) => say.rejoined(who, team),
        Event::Watching { .. } => say.spectating(who, room.state.code.as_str()),
        Event::StoppedWatching => say.stopped_watching(who),
        Event::Left { team, forfeit } => {
            let text = say.left_game(&name(team));
            if forfeit { with_result(text) } else { text }
        }
        Event::Played {
            mover,
            ref played,
            ref skipped,
        } => {
            let mut lines = vec![say.describe(mover, played)];
            if let Some(team) = played.goal {
                let score = room.game.score();
                lines.push(say.goal(team, score.white, score.black));
            }
            for (team, _) in skipped {
                lines.push(say.skipped(*team));
            }
            if room.game.outcome().is_over() {
                lines.push(kept.result(say));
            }
            lines.join("\n")
        }
        Event::Building(turn) => say.turn_so_far(&turn.to_string()),
        Event::Resigned(team) => with_result(say.resigned(&name(team))),
        Event::DrawOffered(team) => say.draw_offered(&name(team)),
        Event::DrawAgreed => with_result(say.draw_agreed()),
        Event::TakebackAsked(team) => say.takeback_asked(&name(team), &name(!team)),
        Event::TakebackDeclined { asker, by } => {
            let by = (by != asker).then(|| name(by));
            say.takeback_declined(&name(asker), by.as_deref())
        }
        Event::TakenBack { asker, .. } => say.taken_back(&name(asker)),
        Event::Paused { by, .. } => say.vacation_paused(&name(by)),
        Event::Resumed { by } => say.vacation_resumed(&name(by)),
        Event::RematchAsked(team) => say.rematch_asked(&name(team)),
        Event::RematchStarted => {
            let text = say.rematch_started(
                room.state.code.as_str(),
                room.state.game_no,
                &name(Team::White),
                &name(Team::Black),
            );
            match kept.series(say) {
                Some(series) => format!("{text} {series}"),
                None => text,
            }
        }
        Event::TimeGiven { to, seconds } => say.time_given(who, &name(to), seconds),
        Event::Reminder(_) => say.reminder(),
        Event::TimedOut(team) => {
            format!("{} {}", say.timed_out(&name(team), team), kept.result(say))
        }
        Event::Aborted(team) => say.aborted(&name(team)),
        Event::Expired => String::new(),
    }
}

/// What the sweep says when a deadline falls due.
pub(super) fn due_notice(parts: &Parts, room: &Room, event: Event) -> Vec<Reply> {
    let say = super::flow::room_say(parts, room);
    let words = Kept::of(parts, room);
    let told = event.clone();
    let line = said(&words, move |kept, say| event_line(kept, say, &told, ""));
    match event {
        Event::Reminder(_) => {
            let mut reply = notice(room, line, say);
            reply.mention = to_move(parts, room, true);
            reply.deadline = room.state.time.map(|c| room.state.move_clock.timeout(c));
            vec![reply]
        }
        Event::TimedOut(_) | Event::Aborted(_) => {
            vec![board_reply(parts, room, line, None, say)]
        }
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
    let (code, hours) = (room.state.code, parts.config.ttl_seconds / 3600);
    notice(
        room,
        Said::new(move |say| say.expired(code.as_str(), hours)),
        say,
    )
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
    super::lines::result_text(parts, room, say)
}

/// The board, its controls and `text`, to the room's channel; while
/// a game goes on, a line naming the player to move (a real mention)
/// and when their time runs out.
pub(super) fn board_reply(
    parts: &Parts,
    room: &Room,
    said: Said,
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
    let mut reply = super::flow::to_channel(room, String::new(), image, controls);
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
    let mut said = said;
    if let Some(mention) = to_move(parts, room, false) {
        let deadline = room.state.time.map(|c| room.state.move_clock.timeout(c));
        let timed = deadline.is_some();
        said = said.then(Said::new(move |say| say.turn_line(timed)));
        reply.mention = Some(mention);
        reply.deadline = deadline;
    }
    if parts.thinkers.is_waiting(room.state.code) {
        said = said.then(Said::new(|say| say.computer_busy()));
    }
    reply.text = said.say(say);
    reply.said = Some((said, say.0));
    reply
}

/// A board's first messages in its room: the board, white pinged to
/// move, and a line pinging black.
pub(in crate::host) fn board_opening(parts: &Parts, room: &Room, intro: Said) -> Vec<Reply> {
    let say = super::flow::room_say(parts, room);
    let mut replies = vec![board_reply(parts, room, intro, None, say)];
    if let Some(black) = &room.state.seats[Team::Black] {
        let text = Said::new(|say| say.tournament_you_play(Team::Black));
        let mut line = notice(room, text, say);
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
