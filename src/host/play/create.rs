//! Opening a room, and joining one by its code (a seat or a spectator's
//! place).

use crate::community::limits::{Budget, network};
use crate::engine::search::Level;
use crate::engine::{ByTeam, Game, Team, Variant};
use crate::host::change::Event;
use crate::host::clock::{DefaultClock, MoveClock, TimeChoice, TimeControl};
use crate::host::command::asks::SeatChoice;
use crate::host::computer;
use crate::host::fair::pair_spent;
use crate::host::message::Replies;
use crate::host::message::{Limited, Request, Said, channel_key};
use crate::host::parts::Parts;
use crate::host::play::archive::Viewer;
use crate::host::play::threads::THREAD_PERMISSIONS;
use crate::host::play::threads::ThreadPlan;
use crate::host::play::threads::thread_name;
use crate::host::prefs::Prefs;
use crate::host::profile::ThreadStyle;
use crate::host::room::{Player, Room, RoomState};
use crate::i18n::Say;
use crate::ids::{ChannelKey, RoomCode};
use std::sync::{Arc, Mutex};

/// Letters of room codes: no look-alikes (no B 8, G 6, I L 1, O Q 0, S 5, Z 2).
const CODE_LETTERS: &[u8] = b"ACDEFHJKMNPRTUVWXY";

/// Random codes tried before the store is walked in order.
const RANDOM_TRIES: usize = 16;

/// Every possible code.
const ALL_CODES: usize = CODE_LETTERS.len().pow(4);

/// The `n`th code in order.
fn nth_code(mut n: usize) -> String {
    let mut letters = [0u8; 4];
    for letter in letters.iter_mut().rev() {
        *letter = CODE_LETTERS[n % CODE_LETTERS.len()];
        n /= CODE_LETTERS.len();
    }
    String::from_utf8_lossy(&letters).into_owned()
}

/// The codes a creation tries, in order: a few at random (almost always
/// enough), then every code once from a random start, so a nearly full
/// bot still finds its last free codes and a full one stops.
pub(in crate::host) fn code_candidates() -> impl Iterator<Item = String> {
    let start = fastrand::usize(..ALL_CODES);
    (0..RANDOM_TRIES)
        .map(|_| nth_code(fastrand::usize(..ALL_CODES)))
        .chain((0..ALL_CODES).map(move |i| nth_code((start + i) % ALL_CODES)))
}

/// What `crear` chose (the fields of `Command::Create`).
pub(in crate::host) struct NewRoom {
    pub variant: Variant,
    pub seat: SeatChoice,
    pub time: TimeChoice,
    pub computer: Option<Level>,
    pub casual: bool,
}

pub(in crate::host) fn create(
    parts: &Parts,
    request: &Request,
    key: &ChannelKey,
    new: NewRoom,
) -> Replies {
    let NewRoom {
        variant,
        seat,
        time,
        computer,
        casual,
    } = new;
    let say = Say(parts.prefs.lang(key));
    // What only the asker reads: the refusals below.
    let mine = Prefs::asker_or(request, || say);
    if let Some(code) = parts.rooms.channel_code(key) {
        return Ok(vec![super::flow::private(
            request,
            mine.already_open(code.as_str()),
        )]);
    }
    if !parts
        .limiter
        .allow(Budget::Creation, &request.user_key(), request.address)
    {
        let text = mine.too_many_rooms();
        return Ok(vec![super::flow::refused_for(
            request,
            Limited::TooManyRooms,
            text,
        )]);
    }
    if let Some(most) = waiting_over(parts, request) {
        let text = mine.too_many_waiting(most);
        return Ok(vec![super::flow::refused_for(
            request,
            Limited::TooManyRooms,
            text,
        )]);
    }
    // The code is reserved in the store (atomically, no lock of ours
    // held), then the channel is claimed; the room is saved and drawn
    // without holding the room map.
    let now = (parts.clock)();
    let Some(code) = parts.store().reserve_code(now, code_candidates())? else {
        tracing::warn!("no room code is free");
        return Ok(vec![super::flow::private(request, mine.bot_full())]);
    };
    let Ok(code) = code.parse::<RoomCode>() else {
        return Ok(Vec::new());
    };
    if !parts.rooms.claim_channel(key, code) {
        parts.store().unreserve_code(code.as_str())?;
        let open = parts.rooms.channel_code(key);
        let shown = open.map_or_else(String::new, |c| c.to_string());
        return Ok(vec![super::flow::private(
            request,
            mine.already_open(&shown),
        )]);
    }
    let player = Player::from_user(&request.user);
    let team = match seat {
        SeatChoice::White | SeatChoice::Local => Team::White,
        SeatChoice::Black => Team::Black,
        SeatChoice::Random if fastrand::bool() => Team::White,
        SeatChoice::Random => Team::Black,
    };
    let mut seats = ByTeam::new(None, None);
    seats[team] = Some(player.clone());
    if seat == SeatChoice::Local {
        seats[!team] = Some(player.clone());
    } else if let Some(level) = computer {
        let number = level.number();
        seats[!team] = Some(computer::player(number, say.computer(number)));
    }
    // Unchosen, the community's default, else the platform's.
    let time = match time {
        TimeChoice::Default => parts.prefs.settings.get::<DefaultClock>(&request.community),
        chosen => chosen,
    };
    let per_move = match time {
        TimeChoice::Untimed => None,
        TimeChoice::PerMove(seconds) => Some(seconds),
        // The platform's default; none in a game played on one device.
        TimeChoice::Default => match seat {
            SeatChoice::Local => None,
            _ => parts.config.profiles.of(request.platform).default_clock,
        },
    };
    let game = Game::new(variant);
    let link = parts
        .config
        .links
        .get(&request.platform)
        .map(|t| t.replace("{code}", code.as_str()));
    let mut state = RoomState::new(
        code,
        request.platform,
        &request.channel,
        variant,
        (parts.clock)(),
    );
    state.local = seat == SeatChoice::Local;
    state.casual = casual;
    state.seats = seats;
    state.link = link.clone();
    state.community = Some(request.community.clone());
    // The change counter starts anywhere: a code comes back (at once
    // for a room that closed without a game), and what is named by
    // code and counter (a picture's URL, a button) must never name an
    // earlier room's (two rooms of one code overlap with odds of about
    // their changes in 2^30).
    state.serial = fastrand::u32(..1 << 30);
    state.time = per_move.map(|per_move| TimeControl { per_move });
    if computer.is_some() {
        state.move_clock = MoveClock::start(state.last_activity);
    }
    let mut room = Room {
        state,
        game,
        plies: 0,
        version: 0,
        finished: None,
        origin: request.address.map(network),
    };
    if let Err(error) = parts.rooms.save(None, &mut room, &[], 0) {
        parts.rooms.release_channel(key);
        let _ = parts.store().unreserve_code(code.as_str());
        return Err(error);
    }
    // Against the engine the game starts at once (its clock too).
    parts.thinkers.consider(&room);
    let (local, name) = (room.state.local, player.name.clone());
    let text = Said::new(move |say| {
        if local {
            say.created_local(code.as_str(), variant, &name)
        } else if let Some(level) = computer {
            let team = say.team(team);
            say.created_vs_computer(code.as_str(), variant, &name, &team, level.number())
        } else {
            let team = say.team(team);
            say.created(
                code.as_str(),
                variant,
                link.as_deref(),
                &name,
                &team,
                !casual,
            )
        }
    });
    // In a thread of its own: the announcement here, the board there
    // once the adapter has made it.
    let replies = match super::threads::thread_plan(parts, request) {
        ThreadPlan::Start => {
            // Discord's thread is a channel the room moves into, whose
            // first board comes then; Matrix's hangs from this board.
            let threads = parts.config.profiles.of(request.platform).threads;
            let mut announcement = match threads {
                ThreadStyle::Channels => {
                    super::flow::to_channel(&room, text.say(say), None, Vec::new())
                }
                ThreadStyle::Replies | ThreadStyle::None => {
                    super::announce::board_reply(parts, &room, text, None, say)
                }
            };
            announcement.thread = Some(thread_name(&room));
            vec![announcement]
        }
        ThreadPlan::None => vec![super::announce::board_reply(parts, &room, text, None, say)],
        ThreadPlan::Lacking => vec![
            super::announce::board_reply(parts, &room, text, None, say),
            super::flow::private(request, mine.bot_lacks(&THREAD_PERMISSIONS)),
        ],
    };
    parts.rooms.hold(room);
    Ok(replies)
}

pub(in crate::host) fn join(parts: &Parts, request: &Request, code: &str) -> Replies {
    let key = channel_key(request.platform, &request.channel);
    let say = super::flow::asker_say(parts, request);
    let code_given = code.parse::<RoomCode>().ok();
    let Some(room) = code_given.and_then(|code| room_for(parts, request, code)) else {
        if let Some(games) = code_given.and_then(|code| {
            super::page::closed_games_seen(parts, code, &Viewer::of(request, &key))
        }) {
            let text = say.room_closed(&code.trim().to_uppercase(), &games);
            return Ok(vec![super::flow::private(request, text)]);
        }
        let shown: String = code
            .trim()
            .to_uppercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .take(8)
            .collect();
        return Ok(vec![super::flow::private(
            request,
            say.unknown_code(&shown),
        )]);
    };
    let Ok(mut room) = room.lock() else {
        return Ok(Vec::new());
    };
    let player = Player::from_user(&request.user);
    let now = (parts.clock)();
    // A page that watches is counted by the page, never stored; a chat
    // platform keeps a bounded list of who asked to watch.
    let keep = parts.config.profiles.of(request.platform).lists_spectators;
    // The game this join starts: casual if the two already had their
    // rated games together today (the room says so with the board).
    let join = |room: &mut Room| {
        let event = room.join(player, now, keep);
        if matches!(event, Event::Joined(_)) && room.full() && pair_spent(parts.store(), room, now)
        {
            room.state.pair_spent = true;
        }
        Ok(event)
    };
    match super::flow::apply(parts, &mut room, join)? {
        Ok(event) => Ok(super::announce::announce(parts, request, &room, event)),
        Err(refusal) => Ok(vec![super::announce::refuse(
            parts, request, &room, refusal, None,
        )]),
    }
}

/// The cap the user (or their network) has reached of rooms waiting
/// for an opponent, if they have: a room nobody joins stays for a day,
/// so without it one person could hold every code.
fn waiting_over(parts: &Parts, request: &Request) -> Option<usize> {
    let limits = parts.config.limits;
    let origin = request.address.map(network);
    let (mut mine, mut from_there) = (0, 0);
    for room in parts.rooms.snapshot() {
        let Ok(room) = room.lock() else { continue };
        if !room.state.open || room.full() || room.state.local {
            continue;
        }
        mine += usize::from(room.seat_of(&request.user.id).is_some());
        from_there += usize::from(origin.is_some() && room.origin == origin);
    }
    let over = |cap: Option<usize>, count: usize| cap.filter(|&cap| count >= cap);
    over(limits.waiting, mine).or_else(|| over(limits.waiting_per_address, from_there))
}

/// An open room by its code, if the request's community may open it:
/// elsewhere the code is unknown.
pub(in crate::host) fn room_for(
    parts: &Parts,
    request: &Request,
    code: RoomCode,
) -> Option<Arc<Mutex<Room>>> {
    let room = parts.rooms.room(code)?;
    let opens = room
        .lock()
        .ok()?
        .state
        .opens_for(request.platform, &request.community);
    opens.then_some(room)
}
