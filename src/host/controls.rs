//! Board replies: the picture, the buttons and the move picker.
//!
//! A button id is `fb:CODE:SERIAL:KIND[:ARG]`. The serial is the room's
//! change counter when the board was posted, so a button from an older
//! board is recognised and refused politely, also after a restart.

use super::room::{Ending, Room};
use crate::engine::Outcome;
use crate::i18n::Say;
use crate::ids::RoomCode;
use crate::render::{self, ClockFace, Encoding, Last, Options};
use std::sync::Arc;

/// A button's look.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    /// The main choice.
    Primary,
    /// An ordinary choice.
    Secondary,
    /// A choice that ends something (resign).
    Danger,
}

/// An interactive control the adapter shows with the message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Control {
    /// A button.
    Button {
        /// Sent back as [`crate::host::message::Input::Button`] when pressed.
        id: String,
        /// Its label.
        label: String,
        /// Its look.
        style: Style,
    },
    /// A menu of at most 25 options.
    Menu {
        /// A placeholder text.
        placeholder: String,
        /// Each option's label and the id sent back when chosen.
        options: Vec<(String, String)>,
    },
}

/// A board to draw later, from either side: a platform that shows each
/// player their own side (the web page) gets this instead of pictures, and
/// draws a side only when a page asks for it, off the path of the move
/// that made it (a move no longer waits for two pictures).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sketch {
    game: crate::engine::Game,
    last: Option<Last>,
    options: Options,
}

impl Sketch {
    /// The same board with its header in `lang`, for a page that reads
    /// another language than its room's.
    pub fn speaking(&self, lang: crate::i18n::Lang) -> Sketch {
        Sketch {
            options: Options {
                lang,
                ..self.options
            },
            ..self.clone()
        }
    }

    /// A new game's board in `lang`: how a game starts, for the page's
    /// how to play.
    pub fn start(variant: crate::engine::Variant, lang: crate::i18n::Lang) -> Sketch {
        Sketch {
            game: crate::engine::Game::new(variant),
            last: None,
            options: Options {
                lang,
                ..Options::default()
            },
        }
    }

    /// The board in words, as [`Sketch::draw`] draws it from White's side.
    pub fn description(&self) -> String {
        render::board_description(&self.game, self.last, self.options)
    }

    /// The position it draws (what a benchmark or a page plays on from).
    pub fn game(&self) -> &crate::engine::Game {
        &self.game
    }

    /// The picture, White at the bottom unless `flip` (PNG), written as
    /// `encoding` says: fast for the page, small for a chat.
    pub fn draw(&self, flip: bool, encoding: Encoding) -> Option<Arc<[u8]>> {
        let options = Options {
            flip,
            encoding,
            ..self.options
        };
        let started = std::time::Instant::now();
        let png = render::board_png(&self.game, self.last, options);
        metrics::histogram!(crate::telemetry::BOARD_DRAW_SECONDS)
            .record(started.elapsed().as_secs_f64());
        png.ok().map(Arc::from)
    }
}

/// A board picture's squares: how many a side, and whether Black is at
/// the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardFrame {
    /// Squares a side (8, or 9 for `boyer`).
    pub size: u8,
    /// Drawn from Black's side.
    pub flipped: bool,
}

/// What a button asks for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ButtonKind {
    /// Run a command (its [`crate::host::dispatch::verb::Verb::NAME`]) with this
    /// button argument ([`crate::host::dispatch::verb::Verb::arg`]): `join`,
    /// `resign`, `takeback` with `si`, `analyse` with a game's number.
    /// The host looks the name up in the registry when it is pressed.
    Command(String, String),
    /// Open the picker's second step for a group (a square, a role, the ball).
    Pick(String),
    /// The next page of a group's actions.
    Page(String, usize),
    /// Play this action (text).
    Act(String),
    /// Open the live board inside the platform's client (Discord's
    /// Activity): the adapter answers it, the host never acts on it.
    Open,
}

/// A decoded button id.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ButtonId {
    /// The room.
    pub code: RoomCode,
    /// The room's serial when the button was made.
    pub serial: u32,
    /// What it does.
    pub kind: ButtonKind,
}

impl ButtonId {
    /// Encodes the id (at most 100 bytes, Discord's limit for custom ids).
    pub fn encode(&self) -> String {
        let (kind, arg) = match &self.kind {
            ButtonKind::Pick(group) => ("pick", group.clone()),
            ButtonKind::Page(group, page) => ("page", format!("{group}|{page}")),
            ButtonKind::Act(action) => ("act", action.clone()),
            ButtonKind::Open => ("open", String::new()),
            ButtonKind::Command(name, arg) => (name.as_str(), arg.clone()),
        };
        format!("fb:{}:{}:{kind}:{arg}", self.code, self.serial)
    }

    /// The archived game an Analizar button's id names (the adapters show
    /// it beside a board's controls, or as a link to the game's page).
    pub fn analysed_game(id: &str) -> Option<u64> {
        match ButtonId::decode(id)?.kind {
            ButtonKind::Command(name, game) if name == "analyse" => game.parse().ok(),
            _ => None,
        }
    }

    /// Decodes an id; `None` for anything the host did not make.
    pub fn decode(id: &str) -> Option<ButtonId> {
        let mut parts = id.splitn(5, ':');
        let (Some("fb"), Some(code), Some(serial), Some(kind)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        let arg = parts.next().unwrap_or("").to_string();
        let kind = match kind {
            "pick" => ButtonKind::Pick(arg),
            "page" => {
                let (group, page) = arg.split_once('|')?;
                ButtonKind::Page(group.to_string(), page.parse().ok()?)
            }
            "act" => ButtonKind::Act(arg),
            "open" => ButtonKind::Open,
            // A command's name (lower-case letters), read by its type
            // when pressed.
            name if !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase()) => {
                ButtonKind::Command(name.to_string(), arg)
            }
            _ => return None,
        };
        Some(ButtonId {
            code: code.parse().ok()?,
            serial: serial.parse().ok()?,
            kind,
        })
    }
}

/// The id of a button that runs a command with no room (`reglas`'s),
/// in the one grammar of button ids with the subject `-`:
/// `fb:-:0:NAME:ARG`.
pub fn roomless_button(name: &str, arg: &str) -> String {
    format!("fb:-:0:{name}:{arg}")
}

/// The command name and argument of a room-less button's id.
pub fn roomless_pressed(id: &str) -> Option<(&str, &str)> {
    let rest = id.strip_prefix("fb:-:0:")?;
    let (name, arg) = rest.split_once(':')?;
    let named = !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase());
    named.then_some((name, arg))
}

/// A tournament's Join button id, in the one grammar of button ids
/// (`fb:SUBJECT:SERIAL:KIND:ARG`), its subject `t` and the tournament's
/// number: `fb:t7:0:join:`. A room's code is four letters, so the two
/// never meet.
pub fn tournament_join(id: u64) -> String {
    format!("fb:t{id}:0:join:")
}

/// The tournament a Join button names, if `id` is one: in the grammar
/// above, or as boards posted before it wrote it (`ft:7:join`).
pub fn tournament_joined(id: &str) -> Option<u64> {
    match id.strip_prefix("fb:t") {
        Some(rest) => rest.strip_suffix(":0:join:")?.parse().ok(),
        None => id.strip_prefix("ft:")?.strip_suffix(":join")?.parse().ok(),
    }
}

impl Room {
    /// A button id of this room's current board.
    pub fn button(&self, kind: ButtonKind) -> String {
        ButtonId {
            code: self.state.code,
            serial: self.state.serial,
            kind,
        }
        .encode()
    }

    /// The board picture, White at the bottom (the channel's view) unless
    /// `flip`, with the clock of a timed game in progress as it stands at
    /// `now`.
    pub fn picture(&self, last: Option<Last>, say: Say, now: u64, flip: bool) -> Option<Arc<[u8]>> {
        self.sketch(last, say, now).draw(flip, Encoding::Small)
    }

    /// The board as it stands at `now`, to draw later from either side.
    pub fn sketch(&self, last: Option<Last>, say: Say, now: u64) -> Sketch {
        Sketch {
            game: self.game.clone(),
            last,
            options: self.picture_options(say, now),
        }
    }

    /// How this room's board is drawn at `now`, from White's side: its
    /// clock while it runs, its result once it ended off the board.
    fn picture_options(&self, say: Say, now: u64) -> Options {
        Options {
            flip: false,
            lang: say.0,
            clock: self.clock_face(now),
            ended: self.ended_off_board(),
            encoding: Encoding::Small,
        }
    }

    /// The result of a game that ended off the board (resigned, lost on
    /// time, a draw agreed), which its position does not show; `None`
    /// while it goes on, when the rules ended it, or without a result.
    fn ended_off_board(&self) -> Option<Outcome> {
        match self.state.ending? {
            Ending::Resigned(_) | Ending::Timeout(_) | Ending::Agreed => Some(self.outcome()),
            Ending::Expired | Ending::Aborted => None,
        }
    }

    /// The board in words, as [`Room::picture`] draws it from White's side.
    pub fn description(&self, last: Option<Last>, say: Say, now: u64) -> String {
        render::board_description(&self.game, last, self.picture_options(say, now))
    }

    /// The clock to show: a timed game with both players, still going.
    pub fn clock_face(&self, now: u64) -> Option<ClockFace> {
        let control = self.state.time?;
        let running = !self.outcome().is_over() && (self.full() || self.state.local);
        running.then(|| ClockFace {
            per_move: control.per_move,
            left: self.state.move_clock.left(control, now),
        })
    }
}

#[cfg(test)]
mod tests {

    use super::*;

    #[test]
    fn a_tournament_join_is_read_in_either_form_and_never_as_a_room() {
        let id = tournament_join(7);
        assert_eq!(tournament_joined(&id), Some(7));
        assert_eq!(tournament_joined("ft:7:join"), Some(7));
        assert_eq!(ButtonId::decode(&id), None);
        assert_eq!(tournament_joined("fb:ABCD:3:join:"), None);
        assert!(id.len() <= 100);
    }

    #[test]
    fn a_roomless_button_is_not_a_rooms() {
        let id = roomless_button("piece", "portero");
        assert_eq!(roomless_pressed(&id), Some(("piece", "portero")));
        assert_eq!(ButtonId::decode(&id), None);
        assert_eq!(roomless_pressed("fb:ABCD:0:piece:x"), None);
        assert_eq!(roomless_pressed("fb:-:0:Piece:x"), None);
    }

    #[test]
    fn button_ids_round_trip() {
        for kind in [
            ButtonKind::Command("join".into(), String::new()),
            ButtonKind::Command("takeback".into(), "no".into()),
            ButtonKind::Pick("e3".into()),
            ButtonKind::Page("ball".into(), 2),
            ButtonKind::Act("d4:e5>d7".into()),
            ButtonKind::Act("b1-c3 e5>e7".into()),
            ButtonKind::Command("follow".into(), "no".into()),
        ] {
            let id = ButtonId {
                code: "ACDE".parse().expect("a code"),
                serial: 17,
                kind,
            };
            assert!(id.encode().len() <= 100);
            assert_eq!(ButtonId::decode(&id.encode()), Some(id));
        }
        assert_eq!(ButtonId::decode("hello"), None);
        assert_eq!(ButtonId::decode("fb:ACDE:x:join:"), None);
        assert_eq!(ButtonId::decode("fb:ACDE:1:Dance:"), None);
    }
}
