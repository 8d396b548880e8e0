//! A room: its code, channel, seats, spectators, the game and its record,
//! rematch votes and the series. [`RoomState`] is what the store keeps; the
//! game itself is rebuilt from the move records.

use super::clock::{MoveClock, TimeControl};
pub use super::people::{Player, User, plain_name};
use crate::engine::{ByTeam, Entry, Game, Outcome, Team, Variant};
use crate::ids::Platform;
use crate::ids::{Community, RoomCode, UserId};
use crate::store::{ArchivedGame, Store};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// How a game ended when its rules did not end it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Ending {
    /// This side resigned (or left).
    Resigned(Team),
    /// Both agreed a draw.
    Agreed,
    /// Nobody moved for too long.
    Expired,
    /// This side ran out of time on its move.
    Timeout(Team),
    /// Time ran out before both sides had moved: no result.
    Aborted,
}

/// Everything about a room the store keeps. What is empty, unset or
/// zero is left out of the stored form and read back as its default:
/// start-up reads every open room, and the store's cache keeps what it
/// read, so each byte counts once per room for as long as the process
/// runs (`cargo bench --bench scale`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RoomState {
    /// The 4-letter code.
    pub code: RoomCode,
    /// The platform of its channel.
    pub platform: Platform,
    /// The channel it was created in.
    pub channel: String,
    /// The rule set.
    pub variant: Variant,
    /// One user plays both sides.
    #[serde(default, skip_serializing_if = "is_false")]
    pub local: bool,
    /// Its games change no rating (`crear … casual`); its rematches are
    /// casual too.
    #[serde(default, skip_serializing_if = "is_false")]
    pub casual: bool,
    /// The game going on is casual because its two players already played
    /// `fair::PAIR_LIMIT` rated games with each other in the last day;
    /// decided again for each game.
    #[serde(default, skip_serializing_if = "is_false")]
    pub pair_spent: bool,
    /// Who sits where.
    pub seats: ByTeam<Option<Player>>,
    /// Who watches.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spectators: Vec<Player>,
    /// Which game of the series (1, 2, …).
    pub game_no: u32,
    /// The current game's start position.
    pub start: String,
    /// The steps of the turn being built (`boyer`), if one is open.
    /// Older versions stored a list; it is read as its one entry.
    #[serde(
        default,
        deserialize_with = "one_or_list",
        skip_serializing_if = "Option::is_none"
    )]
    pub pending: Option<String>,
    /// A side's standing draw offer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<Team>,
    /// Until when a player's vacation stops the clocks (unix seconds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused_until: Option<u64>,
    /// A side's standing request to take back its last action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takeback: Option<Team>,
    /// How the game ended off the board, if it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
    /// Rematch votes, by seat.
    #[serde(default, skip_serializing_if = "no_votes")]
    pub rematch: ByTeam<bool>,
    /// Games won, by user id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub wins: BTreeMap<UserId, u32>,
    /// Bumped on every change a button could depend on.
    pub serial: u32,
    /// Unix seconds of the last accepted action (or creation).
    pub last_activity: u64,
    /// The room's link, as the adapter supplied it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    /// Whether the room is still open.
    pub open: bool,
    /// The time control, if the room has a clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<TimeControl>,
    /// The clock of the move in progress.
    #[serde(default)]
    pub move_clock: MoveClock,
    /// The deadline the store holds for this room (unix seconds), so the
    /// next save can replace it.
    #[serde(default)]
    pub deadline: Option<u64>,
    /// Unix seconds when the current game started (0: before this was
    /// kept; the archive then uses the last action's time).
    #[serde(default)]
    pub game_started: u64,
    /// The archive ids of this room's finished games.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub archived: Vec<u64>,
    /// The community the room was created in; its code opens it only
    /// there. `None` for rooms stored before communities were kept.
    #[serde(default)]
    pub community: Option<Community>,
    /// The channel the room's own thread hangs from, where its results are
    /// told (`None`: the room lives in its channel).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<String>,
    /// The tournament board this room plays (`None`: an ordinary room).
    /// Its one game closes it, and the tournament reads its result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<BoardTag>,
    /// How many stored actions its current game has, written with each
    /// save: a store that writes a save's actions before its state (sled,
    /// `store/sled/ordered.rs`) may hold more after a crash, and only these
    /// count. `None` in states saved before it was kept: all count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plies: Option<u32>,
    /// What the room's typed commands keep with it, by command name
    /// (`seguir`'s followers): `command/typed/`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub marks: BTreeMap<String, Vec<Player>>,
}

impl RoomState {
    /// The room's community: the one it was created in, or for an older
    /// room the one its channel names (`None`: a Discord room stored
    /// before servers were kept, open to its platform as it was then).
    pub fn community(&self) -> Option<Community> {
        self.community
            .clone()
            .or_else(|| Community::of_channel(self.platform, &self.channel))
    }

    /// Whether its games change ratings: two people online, not made
    /// casual (the archive says for each game, `ArchivedGame::rated`).
    pub fn rated(&self) -> bool {
        let person = |team: Team| {
            self.seats[team]
                .as_ref()
                .is_none_or(|p| !crate::ids::is_computer(p.id.as_str()))
        };
        !self.casual
            && !self.pair_spent
            && !self.local
            && person(Team::White)
            && person(Team::Black)
    }

    /// Whether a request from `community` on `platform` may open the room
    /// by its code (join it, press its buttons, see its closed games):
    /// elsewhere the code is as unknown as a code never given out.
    pub fn opens_for(&self, platform: Platform, community: &Community) -> bool {
        self.platform == platform && self.community().is_none_or(|own| &own == community)
    }

    /// A room stored before communities were kept learns its own from the
    /// first request made in its channel (saved with its next change).
    pub fn learn_community(&mut self, platform: Platform, channel: &str, community: &Community) {
        let own_channel = (self.platform, self.channel.as_str()) == (platform, channel);
        if self.community.is_none() && own_channel {
            self.community = Some(community.clone());
        }
    }

    /// A new room's state at `now`: game 1 of `variant` from its start,
    /// no seat taken, no clock; the caller seats the creator.
    pub fn new(
        code: RoomCode,
        platform: Platform,
        channel: &str,
        variant: Variant,
        now: u64,
    ) -> Self {
        RoomState {
            code,
            platform,
            channel: channel.to_string(),
            variant,
            local: false,
            casual: false,
            pair_spent: false,
            seats: ByTeam::new(None, None),
            spectators: Vec::new(),
            game_no: 1,
            start: Game::new(variant).to_string(),
            pending: None,
            draw_offer: None,
            takeback: None,
            paused_until: None,
            ending: None,
            rematch: ByTeam::default(),
            wins: BTreeMap::new(),
            serial: 0,
            last_activity: now,
            link: None,
            open: true,
            time: None,
            move_clock: MoveClock::default(),
            deadline: None,
            game_started: now,
            archived: Vec::new(),
            community: None,
            parent: None,
            tournament: None,
            plies: None,
            marks: BTreeMap::new(),
        }
    }
}

/// A live room: its state plus the game rebuilt from the records.
#[derive(Clone, Debug)]
pub struct Room {
    /// What the store keeps.
    pub state: RoomState,
    /// The current game.
    pub game: Game,
    /// Actions played in the current game.
    pub plies: u32,
    /// The room's version in the store when last read or written (0: not
    /// yet saved, or a store that keeps no versions); a store shared by
    /// several processes writes the room only at this version.
    pub version: u64,
    /// The game the room's last change finished and archived, if it did:
    /// set by every save, taken by the end-of-game reply. Not stored.
    pub finished: Option<Arc<ArchivedGame>>,
    /// The network it was created from (see [`super::network`]), for the
    /// cap on rooms waiting from one address; not stored, so a restart
    /// forgets it.
    pub origin: Option<u128>,
}

impl Room {
    /// Rebuilds a room from the store: the start position, every recorded
    /// action and the steps of a turn in progress.
    pub fn load(state: RoomState, store: &Store) -> Result<Room, String> {
        let mut game =
            Game::from_position(state.variant, &state.start).map_err(|e| e.to_string())?;
        let moves = store
            .moves(state.code.as_str(), state.game_no)
            .map_err(|e| e.to_string())?;
        for text in &moves {
            game.play_text(text, Entry::Whole)
                .map_err(|e| format!("{text}: {e}"))?;
        }
        if let Some(steps) = &state.pending {
            game.play_text(steps, Entry::Steps)
                .map_err(|e| format!("{steps}: {e}"))?;
        }
        Ok(Room {
            version: 0,
            finished: None,
            plies: moves.len() as u32,
            state,
            game,
            origin: None,
        })
    }

    /// The seat of a user, if seated.
    pub fn seat_of(&self, user_id: &UserId) -> Option<Team> {
        Team::BOTH.into_iter().find(|&t| {
            self.state.seats[t]
                .as_ref()
                .is_some_and(|p| &p.id == user_id)
        })
    }

    /// Whether this user may act for the side to move.
    pub fn may_move(&self, user_id: &UserId) -> bool {
        let to_move = self.game.turn();
        self.state.seats[to_move]
            .as_ref()
            .is_some_and(|p| &p.id == user_id)
    }

    /// Whether both seats are taken.
    pub fn full(&self) -> bool {
        self.state.seats.white.is_some() && self.state.seats.black.is_some()
    }

    /// Won, drawn or going, counting resignations and agreements.
    pub fn outcome(&self) -> Outcome {
        match self.state.ending {
            Some(Ending::Resigned(team) | Ending::Timeout(team)) => Outcome::Win(!team),
            Some(Ending::Agreed | Ending::Expired | Ending::Aborted) => Outcome::Draw,
            None => self.game.outcome(),
        }
    }

    /// The name of whoever sits at `team`.
    pub fn name(&self, team: Team) -> String {
        self.state.seats[team]
            .as_ref()
            .map_or_else(|| "?".to_string(), |p| p.name.clone())
    }

    /// [`Room::name`] in `say`'s language (the engine's seat by its
    /// level's name there).
    pub fn name_in(&self, team: Team, say: crate::i18n::Say) -> String {
        self.state.seats[team]
            .as_ref()
            .map_or_else(|| "?".to_string(), |p| p.name_in(say))
    }
}

/// Reads `pending` as one optional string, or as the list older versions
/// wrote.
fn is_false(value: &bool) -> bool {
    !value
}

fn no_votes(votes: &ByTeam<bool>) -> bool {
    !votes[Team::White] && !votes[Team::Black]
}

fn one_or_list<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Stored {
        One(Option<String>),
        List(Vec<String>),
    }
    Ok(match Stored::deserialize(d)? {
        Stored::One(steps) => steps,
        Stored::List(list) => (!list.is_empty()).then(|| list.join(" ")),
    })
}

/// The tournament a room's game belongs to, and which of its boards it is
/// (kept in the room's state, so its archived game names its board).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct BoardTag {
    /// The tournament's id.
    pub tournament: u64,
    /// The board's place in `Tournament::boards`.
    pub board: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A state stored with every field written out (as before defaults
    /// were left out) reads the same, and is stored again without them.
    #[test]
    fn defaults_are_left_out_and_read_back() {
        let old = r#"{"code":"AXHY","platform":"web","channel":"c9","variant":"futbol",
            "local":false,"casual":false,"seats":{"white":{"id":"alice","name":"alice"},
            "black":{"id":"bob","name":"bob"}},"spectators":[],"game_no":1,
            "start":"3p4/1cd2dc1/2a1ca2/8/8/2A1C*A2/1CD2DC1/3P4 w 0-0 0","pending":null,
            "draw_offer":null,"ending":null,"rematch":{"white":false,"black":false},
            "wins":{},"serial":646774320,"last_activity":1796407425,"link":null,
            "board_message":null,"board_serial":0,"open":true,"time":null,
            "move_clock":{"started":1796407425,"extra":0,"reminded":false},
            "deadline":1796493825,"game_started":1796407419,"archived":[],
            "community":"web","parent":null,"plies":19}"#;
        let state: RoomState = serde_json::from_str(old).expect("the old form reads");
        let new = serde_json::to_string(&state).expect("encodes");
        for gone in [
            "local",
            "casual",
            "spectators",
            "pending",
            "draw_offer",
            "ending",
            "rematch",
            "wins",
            "link",
            "board_message",
            "board_serial",
            "time",
            "archived",
            "parent",
        ] {
            assert!(!new.contains(&format!("\"{gone}\"")), "{gone} in {new}");
        }
        assert!(
            new.len() * 3 < old.len() * 2,
            "{} of {} bytes",
            new.len(),
            old.len()
        );
        assert_eq!(
            serde_json::from_str::<RoomState>(&new).expect("reads"),
            state
        );

        // Set, each is written and read back.
        let mut busy = state.clone();
        busy.local = true;
        busy.casual = true;
        busy.spectators.push(Player {
            id: "eve".into(),
            name: "eve".into(),
        });
        busy.pending = Some("a1-a2".into());
        busy.draw_offer = Some(Team::Black);
        busy.ending = Some(Ending::Aborted);
        busy.rematch = ByTeam::new(false, true);
        busy.wins.insert("alice".into(), 2);
        busy.link = Some("https://example.invalid/r/AXHY".into());
        busy.archived.push(3);
        busy.parent = Some("c1".into());
        let encoded = serde_json::to_string(&busy).expect("encodes");
        assert_eq!(
            serde_json::from_str::<RoomState>(&encoded).expect("reads"),
            busy
        );
    }
}
