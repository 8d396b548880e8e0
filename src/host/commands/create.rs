//! Opening a room, and joining one by its code (a seat or a spectator's
//! place).

use super::Replies;
use crate::engine::{ByTeam, Game, Team, Variant};
use crate::host::clock::{DEFAULT_PER_MOVE, MoveClock, TimeChoice, TimeControl};
use crate::host::command::SeatChoice;
use crate::host::computer;
use crate::host::room::{Player, Room, RoomState};
use crate::host::{ChannelKey, Host, Platform, Request, RoomCode, channel_key};
use crate::i18n::Say;
use std::sync::{Arc, Mutex};

/// Letters of room codes: no look-alikes (no B 8, G 6, I L 1, O Q 0, S 5, Z 2).
const CODE_LETTERS: &[u8] = b"ACDEFHJKMNPRTUVWXY";

impl Host {
    pub(super) fn create(
        &self,
        request: &Request,
        key: &ChannelKey,
        variant: Variant,
        seat: SeatChoice,
        time: TimeChoice,
        computer: Option<u8>,
    ) -> Replies {
        let say = Say(self.lang(key));
        let mut rooms = match self.rooms.lock() {
            Ok(rooms) => rooms,
            Err(_) => return Ok(Vec::new()),
        };
        if let Some(code) = self.channels.lock().ok().and_then(|c| c.get(key).copied()) {
            return Ok(vec![self.private(request, say.already_open(code.as_str()))]);
        }
        let code = loop {
            let letters = [0; 4].map(|_| CODE_LETTERS[fastrand::usize(..CODE_LETTERS.len())]);
            let Some(code) = RoomCode::new(letters) else {
                continue;
            };
            if !rooms.contains_key(&code) && self.store.room::<RoomState>(code.as_str())?.is_none()
            {
                break code;
            }
        };
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
            seats[!team] = Some(computer::player(level, say.computer(level)));
        }
        let per_move = match time {
            TimeChoice::Untimed => None,
            TimeChoice::PerMove(seconds) => Some(seconds),
            // A day a move on chat platforms; none on the web page or in a
            // game played on one device.
            TimeChoice::Default => (request.platform != Platform::Web && seat != SeatChoice::Local)
                .then_some(DEFAULT_PER_MOVE),
        };
        let game = Game::new(variant);
        let link = self
            .config
            .links
            .get(&request.platform)
            .map(|t| t.replace("{code}", code.as_str()));
        let mut state = RoomState::new(
            code,
            request.platform,
            &request.channel,
            variant,
            (self.clock)(),
        );
        state.local = seat == SeatChoice::Local;
        state.seats = seats;
        state.link = link.clone();
        state.time = per_move.map(|per_move| TimeControl { per_move });
        if computer.is_some() {
            state.move_clock = MoveClock::start(state.last_activity);
        }
        let mut room = Room {
            state,
            game,
            plies: 0,
        };
        self.save(&mut room, &[], 0)?;
        if let Ok(mut channels) = self.channels.lock() {
            channels.insert(key.clone(), code);
        }
        // Against the engine the game starts at once (its clock too).
        self.thinkers.consider(&room);
        let text = if room.state.local {
            say.created_local(code.as_str(), variant, &player.name)
        } else if let Some(level) = computer {
            say.created_vs_computer(code.as_str(), variant, &player.name, say.team(team), level)
        } else {
            say.created(
                code.as_str(),
                variant,
                link.as_deref(),
                &player.name,
                say.team(team),
            )
        };
        let reply = self.board_reply(&room, text, None, say);
        rooms.insert(code, Arc::new(Mutex::new(room)));
        Ok(vec![reply])
    }

    pub(super) fn join(&self, request: &Request, code: &str) -> Replies {
        let say = Say(self.lang(&channel_key(request.platform, &request.channel)));
        let Some(room) = code.parse().ok().and_then(|code| self.room(code)) else {
            let shown: String = code
                .trim()
                .to_uppercase()
                .chars()
                .filter(|c| c.is_ascii_alphanumeric())
                .take(8)
                .collect();
            return Ok(vec![self.private(request, say.unknown_code(&shown))]);
        };
        let Ok(mut room) = room.lock() else {
            return Ok(Vec::new());
        };
        if room.state.platform != request.platform {
            let code = room.state.code;
            return Ok(vec![
                self.private(request, say.other_platform(code.as_str())),
            ]);
        }
        let player = Player::from_user(&request.user);
        let now = (self.clock)();
        match self.apply(&mut room, |room| Ok(room.join(player, now)))? {
            Ok(event) => Ok(self.announce(request, &room, event)),
            Err(refusal) => Ok(vec![self.refuse(request, &room, refusal, None)]),
        }
    }
}
