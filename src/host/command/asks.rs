//! What some commands ask, as values their wings read: the seat a room's
//! creator takes, what `vacaciones` asks.

/// What `vacaciones` asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VacationAsk {
    /// Say how much is used and whether one runs.
    Show,
    /// Stop the clocks for this many seconds more.
    Start(u64),
    /// End the running one now.
    End,
}

/// Which seat the creator takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SeatChoice {
    /// White (the default).
    #[default]
    White,
    /// Black.
    Black,
    /// Decided by a coin toss.
    Random,
    /// One user plays both sides.
    Local,
}
