//! Typed errors of the engine.
//!
//! Parsing is in two steps, as in shakmaty: a [`SyntaxError`] says the text is
//! not an action at all, an [`Illegal`] says the action is well formed but the
//! rules forbid it here. Each names precisely what is wrong, because players
//! read these messages in chat.

use super::Square;
use thiserror::Error;

/// The text is not an action in the shared notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SyntaxError {
    /// Nothing was typed.
    #[error("no action was given")]
    Empty,
    /// A token that looks like a square but is not on this board.
    #[error("{0} is not a square")]
    NotASquare(String),
    /// The text does not follow any action form.
    #[error("`{0}` is not an action: write c3-d4, c3xd4, e3>c5 or --")]
    Unrecognized(String),
    /// A piece letter that the game does not have.
    #[error("`{0}` is not a piece letter here")]
    NotAPiece(String),
    /// A form that exists in another rule set only.
    #[error("{0}")]
    WrongGame(&'static str),
}

/// A well-formed action that the rules forbid in this position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Illegal {
    /// Nothing can be played after the end.
    #[error("the game is over")]
    GameOver,
    /// The from-square is empty or holds an opponent.
    #[error("{0} has no piece of yours")]
    NoPieceOfYours(Square),
    /// A ball action from a piece that does not hold the ball.
    #[error("{0} does not have the ball")]
    NotTheCarrier(Square),
    /// `futbol`: the carrier never captures.
    #[error("the carrier cannot capture")]
    CarrierCannotCapture,
    /// `futbol`: the carrier only dribbles one square.
    #[error("the carrier only dribbles one square at a time")]
    DribbleOneSquare,
    /// The target is not in the piece's move pattern.
    #[error("{0}")]
    Pattern(&'static str),
    /// A piece or the ball would pass through an occupied square.
    #[error("{0} is in the way")]
    Blocked(Square),
    /// The target holds a piece of the mover's own side.
    #[error("{0} is taken by your own piece")]
    OwnPiece(Square),
    /// The target holds an opponent that cannot be captured this way.
    #[error("{0} is taken")]
    Occupied(Square),
    /// `x` was written but the target is empty.
    #[error("there is nothing to capture on {0}")]
    NothingToCapture(Square),
    /// `futbol`: no capture on the game's first action.
    #[error("nothing can be captured on the first move")]
    NoCaptureOnFirstMove,
    /// The ball travels along a rank, file or diagonal only.
    #[error("{0} and {1} are not on one rank, file or diagonal")]
    NotInLine(Square, Square),
    /// `futbol` pass limit.
    #[error("a pass goes at most 5 squares")]
    PassTooFar,
    /// `futbol` cross limit.
    #[error("a cross goes at most 5 squares")]
    CrossTooFar,
    /// `futbol` shot limit.
    #[error("a shot goes at most 3 squares")]
    ShotTooFar,
    /// `futbol`: a cross never ends on a goal square.
    #[error("a cross may not end on a goal square ({0})")]
    CrossOntoGoal(Square),
    /// `futbol`: the ball reaches an opponent only as a save on its goal.
    #[error("the ball cannot be played to the opponent on {0}")]
    BallToOpponent(Square),
    /// `--` while some action exists.
    #[error("you have a legal action, so you cannot pass the turn")]
    CannotSkip,
    /// `boyer`: a kick names a square the ball is not on.
    #[error("the ball is on {0}")]
    BallNotThere(Square),
    /// `boyer`: the named kicker cannot make this kick.
    #[error("the piece on {0} cannot kick the ball to {1}")]
    CannotKick(Square, Square),
    /// `boyer`: no piece of the side to move can make this kick.
    #[error("no piece of yours can kick the ball from {0} to {1}")]
    NoKicker(Square, Square),
    /// `boyer`: two knights could make the kick and none was named.
    #[error("two knights can make this kick: name the kicker, like d4:e5>d7")]
    AmbiguousKick,
    /// `chessfootball`: pieces are placed in their own half.
    #[error("{0} is not in your half")]
    NotYourHalf(Square),
    /// `chessfootball`: the kick-off side's first piece.
    #[error("your first piece is a queen, rook, bishop or knight on your kick-off square {0}")]
    KickOffFirst(Square),
    /// `chessfootball`: a chess set's limit on one kind of piece.
    #[error("an army has at most {1} of the {0}")]
    ArmyLimit(&'static str, usize),
    /// An action whose two squares are the same.
    #[error("the action must go to another square")]
    SameSquare,
}

/// Either step of reading an action failed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    /// The text is not an action.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The action is not allowed here.
    #[error(transparent)]
    Illegal(#[from] Illegal),
}

/// A position string that cannot be read or describes an impossible game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Wrong number of space-separated fields.
    #[error("a position has {expected} fields separated by spaces, found {found}")]
    Fields {
        /// How many the rule set needs.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// The board part is malformed.
    #[error("board: {0}")]
    Board(String),
    /// A field other than the board is malformed.
    #[error("{field}: `{value}` is not valid")]
    Field {
        /// Which field.
        field: &'static str,
        /// What was given.
        value: String,
    },
    /// The parts are each fine but cannot stand together.
    #[error("{0}")]
    Impossible(String),
    /// Readable, but not written the one canonical way.
    #[error("not canonical: it should be written `{0}`")]
    NotCanonical(String),
}
