//! Time controls and deadlines, with the time always passed in (never
//! read here), so tests run on a clock of their own.
//!
//! A timed room gives each move `per_move` seconds (plus any time the
//! opponent gave). At 80 % the player to move is reminded once; at the end
//! they lose on time, or the game is aborted if a side has not moved yet.
//! Every open room has one next deadline (a reminder, a timeout, or its
//! idle limit), kept in the store in time order so a sweep reads only what
//! is due.

use crate::community::settings::Setting;
use crate::ids::Community;
use serde::{Deserialize, Serialize};

/// The shortest time per move.
pub const MIN_PER_MOVE: u64 = 10;
/// The longest time per move: 14 days.
pub const MAX_PER_MOVE: u64 = 14 * DAY;
/// The time per move on chat platforms when `crear` names none: a day.
pub const DEFAULT_PER_MOVE: u64 = DAY;
const MINUTE: u64 = 60;
const HOUR: u64 = 60 * MINUTE;
const DAY: u64 = 24 * HOUR;

/// A room's time control.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TimeControl {
    /// Seconds each move may take.
    pub per_move: u64,
}

/// What `crear` asked for (and what a community sets as its default).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum TimeChoice {
    /// The platform's default (a day on chat platforms, none on the web).
    #[default]
    Default,
    /// No clock (`sin`, `none`).
    Untimed,
    /// This many seconds a move.
    PerMove(u64),
}

/// A community's time per move for new rooms when `crear` names none;
/// unset, the platform's profile decides.
pub struct DefaultClock;

impl Setting for DefaultClock {
    type Scope = Community;
    type Value = TimeChoice;
    const NAME: &'static str = "clock";
    fn default() -> TimeChoice {
        TimeChoice::Default
    }
}

/// A time that could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TimeError {
    /// Not a number with a unit.
    Unreadable,
    /// Shorter than 10 s or longer than 14 d.
    OutOfRange,
}

/// Reads `30s`, `5m`, `2h`, `1d` (a number and a unit) as seconds, within
/// the allowed range.
pub fn parse_duration(word: &str) -> Result<u64, TimeError> {
    let word = word.trim().to_lowercase();
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let (number, unit) = word.split_at(digits);
    let number: u64 = number.parse().map_err(|_| TimeError::Unreadable)?;
    let unit = match unit {
        "s" | "seg" | "sec" => 1,
        "m" | "min" => MINUTE,
        "h" => HOUR,
        "d" => DAY,
        _ => return Err(TimeError::Unreadable),
    };
    let seconds = number.checked_mul(unit).ok_or(TimeError::OutOfRange)?;
    if (MIN_PER_MOVE..=MAX_PER_MOVE).contains(&seconds) {
        Ok(seconds)
    } else {
        Err(TimeError::OutOfRange)
    }
}

/// A `crear` word as a time, if it is meant as one (`sin`, `none`, or
/// starting with a digit); `None` for other words.
pub fn time_word(word: &str) -> Option<Result<TimeChoice, TimeError>> {
    match word.to_lowercase().as_str() {
        "sin" | "none" | "no" => Some(Ok(TimeChoice::Untimed)),
        w if w.starts_with(|c: char| c.is_ascii_digit()) => {
            Some(parse_duration(w).map(TimeChoice::PerMove))
        }
        _ => None,
    }
}

/// The clock of the move in progress.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct MoveClock {
    /// When the move began (unix seconds).
    pub started: u64,
    /// Seconds the opponent gave on top.
    pub extra: u64,
    /// Whether the 80 % reminder was sent.
    pub reminded: bool,
}

impl MoveClock {
    /// A fresh move starting at `now`.
    pub const fn start(now: u64) -> MoveClock {
        MoveClock {
            started: now,
            extra: 0,
            reminded: false,
        }
    }

    /// When the move's time runs out.
    pub const fn timeout(&self, control: TimeControl) -> u64 {
        self.started
            .saturating_add(control.per_move)
            .saturating_add(self.extra)
    }

    /// When 80 % of the move's time has passed.
    pub const fn reminder(&self, control: TimeControl) -> u64 {
        let total = control.per_move.saturating_add(self.extra);
        self.started.saturating_add(total - total / 5)
    }

    /// Seconds left at `now`.
    pub const fn left(&self, control: TimeControl, now: u64) -> u64 {
        self.timeout(control).saturating_sub(now)
    }
}

/// What falls due next in a room.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Due {
    /// Remind the player to move.
    Reminder(u64),
    /// The player to move runs out of time.
    Timeout(u64),
    /// The room closes for want of activity.
    Idle(u64),
}

impl Due {
    /// When.
    pub const fn at(self) -> u64 {
        match self {
            Due::Reminder(at) | Due::Timeout(at) | Due::Idle(at) => at,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_times_within_range() {
        assert_eq!(parse_duration("30s"), Ok(30));
        assert_eq!(parse_duration("5m"), Ok(300));
        assert_eq!(parse_duration("2H"), Ok(7200));
        assert_eq!(parse_duration("14d"), Ok(MAX_PER_MOVE));
        assert_eq!(parse_duration("9s"), Err(TimeError::OutOfRange));
        assert_eq!(parse_duration("15d"), Err(TimeError::OutOfRange));
        assert_eq!(
            parse_duration("99999999999999999999d"),
            Err(TimeError::Unreadable)
        );
        assert_eq!(parse_duration("1y"), Err(TimeError::Unreadable));
        assert_eq!(parse_duration("d"), Err(TimeError::Unreadable));
        assert_eq!(time_word("sin"), Some(Ok(TimeChoice::Untimed)));
        assert_eq!(time_word("1d"), Some(Ok(TimeChoice::PerMove(86_400))));
        assert_eq!(time_word("boyer"), None);
    }

    #[test]
    fn the_reminder_comes_at_eighty_percent() {
        let control = TimeControl { per_move: 100 };
        let clock = MoveClock::start(1_000);
        assert_eq!(clock.reminder(control), 1_080);
        assert_eq!(clock.timeout(control), 1_100);
        let given = MoveClock {
            extra: 100,
            ..clock
        };
        assert_eq!(given.timeout(control), 1_200);
        assert_eq!(given.left(control, 1_150), 50);
    }
}
