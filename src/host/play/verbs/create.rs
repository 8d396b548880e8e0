//! `crear [juego] [lado] [tiempo] [contra bot [nivel]] [casual|puntuada]`:
//! open a room in this channel, the words in any order.

use crate::community::server::{DefaultGame, DefaultRated};
use crate::engine::Variant;
use crate::engine::search::Level;
use crate::host::clock::{TimeChoice, time_word};
use crate::host::command::asks::SeatChoice;
use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::rated_word;
use crate::host::command::kind::seat_word;
use crate::host::command::kind::time_error;
use crate::host::command::kind::variant;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::play::create::NewRoom;
use crate::i18n::Lang;
use futbol_texts::t;

/// `crear`: a new room.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Create {
    /// The rule set (unsaid: the community's default game).
    pub variant: Option<Variant>,
    /// The creator's seat.
    pub seat: SeatChoice,
    /// The time per move.
    pub time: TimeChoice,
    /// A person joins by the code, or the engine takes the other seat at
    /// once, at this level (1–8).
    pub computer: Option<Level>,
    /// Its games change no rating (`casual`), or do (`puntuada`,
    /// `rated`); unsaid: the community's default.
    pub casual: Option<bool>,
}

impl Verb for Create {
    const NAME: &'static str = "create";
    const ES: &'static [&'static str] = &["crear"];
    const EN: &'static [&'static str] = &["create", "new"];
    const ARGS: &'static [Arg] = &[
        Arg::optional(Kind::GAME),
        Arg::optional(Kind::SEAT),
        Arg::optional(Kind::TIME),
        Arg::optional(Kind::RIVAL),
        Arg::optional(Kind::LEVEL),
        Arg::optional(Kind::RATED),
    ];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_create)
    }

    fn read(rest: &[&str]) -> Result<Create, CommandError> {
        let mut chosen_variant = None;
        let mut seat = None;
        let mut time = None;
        let mut computer = None;
        let mut casual = None;
        let mut words = rest.iter();
        while let Some(word) = words.next() {
            if let Some(choice) = rated_word(word) {
                if casual.replace(!choice).is_some() {
                    return Err(CommandError::Unexpected(truncate(word, 30)));
                }
                continue;
            }
            // `contra bot [nivel]` / `vs bot [level]`.
            if matches!(word.to_lowercase().as_str(), "contra" | "vs" | "against") {
                match words.next().map(|w| w.to_lowercase()).as_deref() {
                    Some("bot" | "ordenador" | "computer") => {}
                    _ => return Err(CommandError::Unexpected(truncate(word, 30))),
                }
                let rest = words.as_slice();
                let level = match rest.first() {
                    Some(next) if next.starts_with(|c: char| c.is_ascii_digit()) => {
                        words.next();
                        match next.parse::<Level>() {
                            Ok(level) => level,
                            Err(_) => return Err(CommandError::BadLevel(truncate(next, 10))),
                        }
                    }
                    _ => Level::DEFAULT,
                };
                computer = Some(level);
                continue;
            }
            if let Some(choice) = time_word(word) {
                if time.is_some() {
                    return Err(CommandError::Unexpected(truncate(word, 30)));
                }
                time = Some(choice.map_err(|error| time_error(error, word))?);
                continue;
            }
            match (seat_word(word), seat, chosen_variant) {
                (Some(s), None, _) => seat = Some(s),
                (None, _, None) => chosen_variant = Some(variant(word)?),
                _ => return Err(CommandError::Unexpected(truncate(word, 30))),
            }
        }
        Ok(Create {
            variant: chosen_variant,
            seat: seat.unwrap_or_default(),
            time: time.unwrap_or(TimeChoice::Default),
            computer,
            casual,
        })
    }

    fn run(self, at: &At) -> Replies {
        let parts = at.parts;
        if let Some(refused) =
            crate::host::play::config::creation_refused(parts, at.request, at.say())
        {
            return Ok(vec![refused]);
        }
        // Unsaid: the community's defaults.
        let (settings, community) = (&parts.prefs.settings, &at.request.community);
        let new = NewRoom {
            variant: (self.variant).unwrap_or_else(|| settings.get::<DefaultGame>(community)),
            seat: self.seat,
            time: self.time,
            computer: self.computer,
            casual: (self.casual).unwrap_or_else(|| !settings.get::<DefaultRated>(community)),
        };
        crate::host::play::create::create(parts, at.request, at.key, new)
    }
}
