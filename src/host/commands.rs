//! What each command and button does to a room.

use super::board::{ButtonId, ButtonKind};
use super::command::{Command, SeatChoice};
use super::room::{Ending, Player, Room, RoomState};
use super::{Control, Host, Reply, Request, channel_key};
use crate::engine::{
    Action, ActionError, ByTeam, Game, Illegal, Outcome, Played, Team, parse_turn,
};
use crate::i18n::Say;
use crate::render::Last;
use crate::store::StoreError;
use std::sync::{Arc, Mutex};

/// Letters of room codes: no look-alikes (no B 8, G 6, I L 1, O Q 0, S 5, Z 2).
const CODE_LETTERS: &[u8] = b"ACDEFHJKMNPRTUVWXY";

type Replies = Result<Vec<Reply>, StoreError>;

impl Host {
    pub(super) fn command(&self, request: &Request, key: &str, command: Command) -> Replies {
        let say = Say(self.lang(key));
        match command {
            Command::Create { variant, seat } => self.create(request, key, variant, seat),
            Command::Join { code } => self.join(request, &code),
            Command::Help => Ok(vec![self.private(request, say.help())]),
            Command::Language(lang) => {
                self.set_lang(key, lang)?;
                Ok(vec![self.private(request, Say(lang).language_set())])
            }
            Command::Rules { variant } => {
                let variant = variant.or_else(|| {
                    let code = self.channels.lock().ok()?.get(key).cloned()?;
                    self.room_state(&code).map(|s| s.variant)
                });
                Ok(vec![
                    self.private(request, say.rules(variant.unwrap_or_default())),
                ])
            }
            other => {
                if let Some(code) = self.channels.lock().ok().and_then(|c| c.get(key).cloned()) {
                    return self.in_room(request, &code, other);
                }
                // From another channel: the one room where the user sits.
                let Some(code) = self.seated_room(request) else {
                    return Ok(vec![self.private(request, say.no_room())]);
                };
                let mut replies = self.in_room(request, &code, other)?;
                let link = self.room_state(&code).and_then(|s| s.link);
                replies.push(self.private(request, say.acted_elsewhere(&code, link.as_deref())));
                Ok(replies)
            }
        }
    }

    /// The open room of the request's platform where the user sits, when
    /// there is exactly one.
    fn seated_room(&self, request: &Request) -> Option<String> {
        let mut found = None;
        for room in self.rooms_snapshot() {
            let Ok(room) = room.lock() else { continue };
            if room.state.platform == request.platform
                && room.state.open
                && room.seat_of(&request.user.id).is_some()
            {
                if found.is_some() {
                    return None;
                }
                found = Some(room.state.code.clone());
            }
        }
        found
    }

    pub(super) fn button(&self, request: &Request, id: &str) -> Replies {
        let key = channel_key(request.platform, &request.channel);
        let say = Say(self.lang(&key));
        let Some(button) = ButtonId::decode(id) else {
            return Ok(vec![self.private(request, say.stale_button())]);
        };
        if button.kind == ButtonKind::Join {
            return self.join(request, &button.code);
        }
        let Some(room) = self.room(&button.code) else {
            return Ok(vec![self.private(request, say.stale_button())]);
        };
        let serial = room.lock().map(|r| r.state.serial).unwrap_or(0);
        if serial != button.serial {
            return Ok(vec![self.private(request, say.stale_button())]);
        }
        let command = match button.kind {
            ButtonKind::Resign => Command::Resign,
            ButtonKind::Draw => Command::Draw,
            ButtonKind::Rematch => Command::Rematch,
            ButtonKind::Act(action) => {
                let Ok(mut room) = room.lock() else {
                    return Ok(Vec::new());
                };
                let say = Say(self.lang(&channel_key(room.state.platform, &room.state.channel)));
                return self.play(request, &mut room, &action, say, true);
            }
            ButtonKind::Pick(group) => return Ok(self.picker(request, &room, &group, 0, say)),
            ButtonKind::Page(group, page) => {
                return Ok(self.picker(request, &room, &group, page, say));
            }
            ButtonKind::Join => return self.join(request, &button.code),
        };
        self.in_room(request, &button.code, command)
    }

    /// The picker's second step, shown only to the one who asked.
    fn picker(
        &self,
        request: &Request,
        room: &Arc<Mutex<Room>>,
        group: &str,
        page: usize,
        say: Say,
    ) -> Vec<Reply> {
        let Ok(room) = room.lock() else {
            return Vec::new();
        };
        if !room.may_move(&request.user.id) {
            return vec![self.private(request, self.refusal_for(&room, &request.user.id, say))];
        }
        let mut reply = self.private(request, say.pick_target(group));
        reply.controls = room.actions_menu(group, page, say).into_iter().collect();
        reply.room = Some(room.state.code.clone());
        vec![reply]
    }

    fn create(
        &self,
        request: &Request,
        key: &str,
        variant: crate::engine::Variant,
        seat: SeatChoice,
    ) -> Replies {
        let say = Say(self.lang(key));
        let mut rooms = match self.rooms.lock() {
            Ok(rooms) => rooms,
            Err(_) => return Ok(Vec::new()),
        };
        if let Some(code) = self.channels.lock().ok().and_then(|c| c.get(key).cloned()) {
            return Ok(vec![self.private(request, say.already_open(&code))]);
        }
        let code = loop {
            let code: String = (0..4)
                .map(|_| CODE_LETTERS[fastrand::usize(..CODE_LETTERS.len())] as char)
                .collect();
            if !rooms.contains_key(&code) && self.store.room::<RoomState>(&code)?.is_none() {
                break code;
            }
        };
        let player = Player::from_user(&request.user);
        let team = match seat {
            SeatChoice::White | SeatChoice::Local => Team::White,
            SeatChoice::Black => Team::Black,
            SeatChoice::Random => {
                if fastrand::bool() {
                    Team::White
                } else {
                    Team::Black
                }
            }
        };
        let mut seats = ByTeam::new(None, None);
        seats[team] = Some(player.clone());
        if seat == SeatChoice::Local {
            seats[!team] = Some(player.clone());
        }
        let game = Game::new(variant);
        let link = self
            .config
            .links
            .get(&request.platform)
            .map(|t| t.replace("{code}", &code));
        let state = RoomState {
            code: code.clone(),
            platform: request.platform,
            channel: request.channel.clone(),
            variant,
            local: seat == SeatChoice::Local,
            seats,
            spectators: Vec::new(),
            game_no: 1,
            start: game.to_string(),
            pending: Vec::new(),
            draw_offer: None,
            ending: None,
            rematch: ByTeam::default(),
            wins: Default::default(),
            serial: 0,
            last_activity: (self.clock)(),
            link: link.clone(),
            board_message: None,
            open: true,
        };
        let room = Room {
            state,
            game,
            plies: 0,
        };
        self.save_room(&room)?;
        if let Ok(mut channels) = self.channels.lock() {
            channels.insert(key.to_string(), code.clone());
        }
        let text = if room.state.local {
            say.created_local(&code, variant, &player.name)
        } else {
            say.created(
                &code,
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

    fn join(&self, request: &Request, code: &str) -> Replies {
        let key = channel_key(request.platform, &request.channel);
        let say = Say(self.lang(&key));
        let code = code.trim().to_uppercase();
        let Some(room) = self.room(&code) else {
            let shown: String = code
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
            return Ok(vec![self.private(request, say.other_platform(&code))]);
        }
        let say = Say(self.lang(&channel_key(room.state.platform, &room.state.channel)));
        let player = Player::from_user(&request.user);
        if let Some(team) = room.seat_of(&player.id) {
            let text = say.rejoined(&player.name, team);
            return Ok(vec![self.board_reply(&room, text, None, say)]);
        }
        let free = Team::BOTH
            .into_iter()
            .find(|&t| room.state.seats[t].is_none());
        match free {
            Some(team) if !room.state.local => {
                room.state.seats[team] = Some(player.clone());
                room.state.serial += 1;
                room.state.last_activity = (self.clock)();
                self.save_room(&room)?;
                let text = say.joined(&player.name, team);
                Ok(vec![self.board_reply(&room, text, None, say)])
            }
            _ => {
                if !room.state.spectators.iter().any(|p| p.id == player.id) {
                    room.state.spectators.push(player.clone());
                    self.save_room(&room)?;
                }
                let notice =
                    self.to_channel(&room, say.spectating(&player.name, &code), None, Vec::new());
                // The arrival is told once, in the channel; the private
                // board carries no text of its own.
                let mut board = self.board_reply(&room, String::new(), None, say);
                board.target = super::Target::Private {
                    channel: request.channel.clone(),
                    user: request.user.id.clone(),
                };
                board.platform = request.platform;
                Ok(vec![notice, board])
            }
        }
    }

    /// Commands on the channel's (or a button's) room.
    fn in_room(&self, request: &Request, code: &str, command: Command) -> Replies {
        let Some(room) = self.room(code) else {
            let say = Say(self.lang(&channel_key(request.platform, &request.channel)));
            return Ok(vec![self.private(request, say.no_room())]);
        };
        let Ok(mut room) = room.lock() else {
            return Ok(Vec::new());
        };
        let say = Say(self.lang(&channel_key(room.state.platform, &room.state.channel)));
        let user = &request.user.id;
        match command {
            Command::Show => Ok(vec![self.board_reply(&room, String::new(), None, say)]),
            Command::Leave => self.leave(request, &mut room, say),
            Command::Move { action } => self.play(request, &mut room, &action, say, false),
            Command::Resign | Command::Draw if room.seat_of(user).is_none() => {
                Ok(vec![self.private(request, say.not_a_player())])
            }
            Command::Resign | Command::Draw if room.outcome().is_over() => {
                Ok(vec![self.private(request, say.game_over())])
            }
            Command::Resign => {
                let team = self.acting_seat(&room, user);
                room.state.ending = Some(Ending::Resigned(team));
                let text = say.resigned(&room.name(team));
                self.finish(&mut room, text, None, say)
            }
            Command::Draw => self.draw(request, &mut room, say),
            Command::Rematch => self.rematch(request, &mut room, say),
            _ => Ok(Vec::new()),
        }
    }

    /// The seat a user acts for: in a local game, the side to move.
    fn acting_seat(&self, room: &Room, user: &str) -> Team {
        if room.state.local {
            room.to_move()
        } else {
            room.seat_of(user).unwrap_or(Team::White)
        }
    }

    fn leave(&self, request: &Request, room: &mut Room, say: Say) -> Replies {
        let user = &request.user.id;
        let Some(team) = room.seat_of(user) else {
            let before = room.state.spectators.len();
            room.state.spectators.retain(|p| &p.id != user);
            if room.state.spectators.len() != before {
                self.save_room(room)?;
            }
            let name = Player::from_user(&request.user).name;
            return Ok(vec![self.to_channel(
                room,
                say.stopped_watching(&name),
                None,
                Vec::new(),
            )]);
        };
        let mut text = say.left_game(&room.name(team));
        if !room.outcome().is_over() && room.full() && !room.state.local {
            room.state.ending = Some(Ending::Resigned(team));
            self.record_win(room);
            text = format!("{text} {}", self.result_text(room, say));
        }
        room.state.open = false;
        room.state.serial += 1;
        self.save_room(room)?;
        self.forget(room);
        Ok(vec![self.to_channel(room, text, None, Vec::new())])
    }

    fn draw(&self, request: &Request, room: &mut Room, say: Say) -> Replies {
        let team = self.acting_seat(room, &request.user.id);
        if room.state.local || room.state.draw_offer == Some(!team) {
            room.state.ending = Some(Ending::Agreed);
            return self.finish(room, say.draw_agreed(), None, say);
        }
        if room.state.draw_offer == Some(team) {
            return Ok(vec![self.private(request, say.draw_pending())]);
        }
        room.state.draw_offer = Some(team);
        self.save_room(room)?;
        Ok(vec![self.to_channel(
            room,
            say.draw_offered(&room.name(team)),
            None,
            Vec::new(),
        )])
    }

    fn rematch(&self, request: &Request, room: &mut Room, say: Say) -> Replies {
        let Some(team) = room.seat_of(&request.user.id) else {
            return Ok(vec![self.private(request, say.not_a_player())]);
        };
        if !room.outcome().is_over() {
            return Ok(vec![self.private(request, say.still_playing())]);
        }
        room.state.rematch[team] = true;
        let both = room.state.rematch.white && room.state.rematch.black;
        if !room.state.local && !both {
            self.save_room(room)?;
            return Ok(vec![self.to_channel(
                room,
                say.rematch_asked(&room.name(team)),
                None,
                Vec::new(),
            )]);
        }
        let seats = room.state.seats.clone();
        room.state.seats = ByTeam::new(seats.black, seats.white);
        room.game = Game::new(room.state.variant);
        room.plies = 0;
        room.state.start = room.game.to_string();
        room.state.game_no += 1;
        room.state.pending.clear();
        room.state.draw_offer = None;
        room.state.ending = None;
        room.state.rematch = ByTeam::default();
        room.state.serial += 1;
        room.state.last_activity = (self.clock)();
        self.save_room(room)?;
        let mut text = say.rematch_started(
            &room.state.code,
            room.state.game_no,
            &room.name(Team::White),
            &room.name(Team::Black),
        );
        if let Some(series) = self.series_text(room, say) {
            text = format!("{text} {series}");
        }
        Ok(vec![self.board_reply(room, text, None, say)])
    }

    /// Ends the game off the board (resign, draw): saves and announces.
    fn finish(&self, room: &mut Room, text: String, last: Option<Last>, say: Say) -> Replies {
        self.record_win(room);
        room.state.draw_offer = None;
        room.state.serial += 1;
        self.save_room(room)?;
        let text = format!("{text} {}", self.result_text(room, say));
        Ok(vec![self.board_reply(room, text, last, say)])
    }

    /// Adds the finished game to the series.
    fn record_win(&self, room: &mut Room) {
        if let Outcome::Win(team) = room.outcome()
            && !room.state.local
            && let Some(player) = room.state.seats[team].clone()
        {
            *room.state.wins.entry(player.id).or_default() += 1;
        }
    }

    fn result_text(&self, room: &Room, say: Say) -> String {
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

    /// Why this user may not move now.
    fn refusal_for(&self, room: &Room, user: &str, say: Say) -> String {
        if room.outcome().is_over() {
            say.game_over()
        } else if room.seat_of(user).is_none() {
            say.not_a_player()
        } else if !room.full() && !room.state.local {
            say.waiting(&room.state.code)
        } else {
            say.not_your_turn(room.to_move())
        }
    }

    /// A move, a whole `boyer` turn, or `boyer` steps (`stepwise`: from the
    /// picker, where each choice is one step of the turn).
    fn play(
        &self,
        request: &Request,
        room: &mut Room,
        text: &str,
        say: Say,
        stepwise: bool,
    ) -> Replies {
        let user = &request.user.id;
        let ready = room.state.local || room.full();
        if room.outcome().is_over() || !room.may_move(user) || !ready {
            return Ok(vec![
                self.private(request, self.refusal_for(room, user, say)),
            ]);
        }
        let text: String = text.chars().take(120).collect();
        let refused =
            |error: &ActionError| self.private(request, say.refused(&text, &say.0.reason(error)));
        let mover = room.to_move();
        if let Game::Boyer(_) = room.game
            && (stepwise || room.pending_tokens().is_some())
        {
            return self.continue_turn(request, room, &text, say);
        }
        let action = match room.game.parse_action(&text) {
            Ok(action) => action,
            Err(error) => return Ok(vec![refused(&error)]),
        };
        let mut next = room.game.clone();
        let played = match next.play(action) {
            Ok(played) => played,
            Err(error) => return Ok(vec![refused(&error.into())]),
        };
        self.commit(room, next, played, mover, say)
    }

    /// Saves an accepted action, plays forced skips, and announces it all.
    fn commit(
        &self,
        room: &mut Room,
        next: Game,
        played: Played,
        mover: Team,
        say: Say,
    ) -> Replies {
        let mut lines = vec![say.describe(mover, &played)];
        let mut last = Last::from(played);
        self.save_ply(room, next, &played.action.to_string())?;
        if let Some(team) = played.goal {
            let score = room.game.score();
            lines.push(say.goal(team, score.white, score.black));
        }
        while !room.game.outcome().is_over() && room.game.legal_actions() == [Action::Skip] {
            let skipper = room.to_move();
            let mut next = room.game.clone();
            let skip = next.play_unchecked(Action::Skip);
            self.save_ply(room, next, "--")?;
            lines.push(say.skipped(skipper));
            last = Last::from(skip);
        }
        if room.game.outcome().is_over() {
            self.record_win(room);
            room.state.serial += 1;
            self.save_room(room)?;
            lines.push(self.result_text(room, say));
        }
        Ok(vec![self.board_reply(
            room,
            lines.join("\n"),
            Some(last),
            say,
        )])
    }

    /// Records one ply durably, then makes it the room's game.
    fn save_ply(&self, room: &mut Room, next: Game, action: &str) -> Result<(), StoreError> {
        let mut state = room.state.clone();
        state.serial += 1;
        state.draw_offer = None;
        state.pending.clear();
        state.last_activity = (self.clock)();
        self.store
            .save_action(&state.code, &state, state.game_no, room.plies, action)?;
        room.state = state;
        room.game = next;
        room.plies += 1;
        Ok(())
    }

    /// `boyer`: more tokens for the turn being built; `--` ends it.
    fn continue_turn(&self, request: &Request, room: &mut Room, text: &str, say: Say) -> Replies {
        let mover = room.to_move();
        let Game::Boyer(boyer) = &room.game else {
            return Ok(Vec::new());
        };
        let mut next = boyer.clone();
        let finished = if text.trim() == "--" {
            next.end_turn().map(Some)
        } else {
            match parse_turn(text, room.state.variant.size()) {
                Ok(turn) => turn
                    .tokens()
                    .iter()
                    .try_fold(None, |done, &token| match done {
                        Some(_) => Err(Illegal::Pattern("a goal ends the turn")),
                        None => next.step(token),
                    }),
                Err(error) => {
                    return Ok(vec![self.private(
                        request,
                        say.refused(text, &say.0.reason(&error.into())),
                    )]);
                }
            }
        };
        match finished {
            Err(error) => {
                Ok(vec![self.private(
                    request,
                    say.refused(text, &say.0.reason(&error.into())),
                )])
            }
            Ok(Some(played)) => self.commit(room, Game::Boyer(next), played, mover, say),
            Ok(None) => self.save_steps(room, next, say),
        }
    }

    /// `boyer`: a turn in progress is saved as pending tokens.
    fn save_steps(&self, room: &mut Room, next: crate::engine::Boyer, say: Say) -> Replies {
        let pending = next.pending().to_string();
        room.game = Game::Boyer(next);
        room.state.pending = vec![pending.clone()];
        room.state.serial += 1;
        room.state.last_activity = (self.clock)();
        self.save_room(room)?;
        let tokens = parse_turn(&pending, room.state.variant.size()).ok();
        let arrows = tokens.map(|t| Last {
            action: Action::Turn(t),
            goal: None,
        });
        let text = say.turn_so_far(&pending);
        Ok(vec![self.board_reply(room, text, arrows, say)])
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
        let controls: Vec<Control> = room.controls(say);
        self.to_channel(room, text, image, controls)
    }
}
