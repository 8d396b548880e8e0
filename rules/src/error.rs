//! Typed errors of the engine.
//!
//! Parsing is in two steps, as in shakmaty: a [`SyntaxError`] says the text is
//! not an action at all, an [`Illegal`] says the action is well formed but the
//! rules forbid it here. Each names precisely what is wrong, because players
//! read these messages in chat.

use super::Square;
use super::chess::Role;
use super::futbol::Kind;
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
    /// `boyer`: `x` was written, but pieces never capture.
    #[error("boyer has no captures")]
    BoyerHasNoCaptures,
    /// `boyer`: `--` stood beside other tokens.
    #[error("`--` is a whole turn on its own")]
    SkipNotAlone,
    /// `boyer`: a token that is neither a move nor a kick.
    #[error("boyer turns are moves and kicks")]
    NotABoyerToken,
    /// `boyer`: more tokens than a turn holds.
    #[error("a turn has at most one move and 8 kicks")]
    TurnTooLong,
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
    /// An action whose two squares are the same.
    #[error("the action must go to another square")]
    SameSquare,
    /// The target holds a piece of the mover's own side.
    #[error("{0} is taken by your own piece")]
    OwnPiece(Square),
    /// The target holds an opponent that cannot be captured this way.
    #[error("{0} is taken")]
    Occupied(Square),
    /// `x` was written but the target is empty.
    #[error("there is nothing to capture on {0}")]
    NothingToCapture(Square),
    /// A piece or the ball would pass through an occupied square.
    #[error("{0} is in the way")]
    Blocked(Square),
    /// The ball travels along a rank, file or diagonal only.
    #[error("{0} and {1} are not on one rank, file or diagonal")]
    NotInLine(Square, Square),
    /// `--` while some action exists.
    #[error("you have a legal action, so you cannot pass the turn")]
    CannotSkip,
    /// `futbol`: a piece's target is not in its kind's move pattern.
    #[error("{}", kind_rule(*.0))]
    KindPattern(Kind),
    /// `boyer`, `chessfootball`: a piece's target is not in its role's move
    /// pattern ("a knight moves in an L").
    #[error("{}", role_rule(*.0))]
    RolePattern(Role),
    /// `futbol`: the carrier never captures.
    #[error("the carrier cannot capture")]
    CarrierCannotCapture,
    /// `futbol`: the carrier only dribbles one square.
    #[error("the carrier only dribbles one square at a time")]
    DribbleOneSquare,
    /// `futbol`: no capture on the game's first action.
    #[error("nothing can be captured on the first move")]
    NoCaptureOnFirstMove,
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
    /// `futbol`: a kick named its kicker, as only `boyer` writes it.
    #[error("only boyer kicks name their kicker (d4:)")]
    KickerNamedOutsideBoyer,
    /// `futbol`: a promotion, a placement or a whole turn.
    #[error("futbol has no promotions, placements or multi-token turns")]
    NotInFutbol,
    /// `boyer`: an action that is not a whole turn.
    #[error("a boyer turn is moves and kicks, like b1-c3 e5>e7, or --")]
    NotABoyerTurn,
    /// `boyer`: a move after a kick, or a second move.
    #[error("the move comes first, and only one a turn")]
    MoveComesFirst,
    /// `boyer`: a move onto a goal square.
    #[error("no piece may stop on e1 or e9")]
    StopOnGoal,
    /// `boyer`: a move onto an opponent.
    #[error("boyer has no captures")]
    BoyerHasNoCaptures,
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
    /// `boyer`: something followed a goal in the same turn.
    #[error("a goal ends the turn")]
    GoalEndsTurn,
    /// `boyer`: a step with no token in it.
    #[error("an empty token")]
    EmptyToken,
    /// `boyer`: more tokens than a turn holds.
    #[error("a turn has at most one move and 8 kicks")]
    TurnTooLong,
    /// `chessfootball`: a placement after the placement phase.
    #[error("the placement phase is over")]
    PlacementOver,
    /// `chessfootball`: pieces are placed in their own half.
    #[error("{0} is not in your half")]
    NotYourHalf(Square),
    /// `chessfootball`: the kick-off side's first piece.
    #[error("your first piece is a queen, rook, bishop or knight on your kick-off square {0}")]
    KickOffFirst(Square),
    /// `chessfootball`: the king placed off its own goal squares.
    #[error("the king goes on one of your goal squares")]
    KingOffGoal,
    /// `chessfootball`: a pawn placed on a goal square.
    #[error("a pawn never stands on a goal square")]
    PawnOnGoal,
    /// `chessfootball`: a chess set's limit on one kind of piece.
    #[error("an army has at most {max} of the {}", role.name())]
    ArmyLimit {
        /// The kind of piece.
        role: Role,
        /// How many of it an army may hold.
        max: usize,
    },
    /// `chessfootball`: a placement that leaves no room for the king and
    /// the two pawns every army holds.
    #[error("keep room for your king and two pawns")]
    NoRoomForKingAndPawns,
    /// `chessfootball`: a placement after which the kick-off piece could
    /// never pass.
    #[error("that would leave your kick-off piece with no pass")]
    KickOffWithoutPass,
    /// `chessfootball`: a placement refused for no rule in particular.
    #[error("that placement is not possible")]
    ImpossiblePlacement,
    /// `chessfootball`: a play action during the placement phase.
    #[error("place your pieces first, like N@e4")]
    PlaceFirst,
    /// `chessfootball`: a whole `boyer`-style turn.
    #[error("chessfootball has no multi-token turns")]
    NotInChessFootball,
    /// `chessfootball`: at kick-off, anything but a pass from this square.
    #[error("the first action is a pass from the kick-off square {0}")]
    KickOffPass(Square),
    /// `chessfootball`: the ball played to an empty square or an opponent.
    #[error("a pass goes to a teammate")]
    PassToTeammate,
    /// `chessfootball`: a capture of a piece without the ball.
    #[error("only the ball carrier can be captured")]
    OnlyTheCarrier,
    /// `chessfootball`: a pawn reaching its last rank without `=Q` and the like.
    #[error("a pawn on the last rank promotes: add =Q, =R, =B or =N")]
    MustPromote,
    /// `chessfootball`: `=Q` and the like on anything but a pawn reaching its
    /// last rank.
    #[error("only a pawn reaching the last rank promotes")]
    CannotPromote,
}

/// A `futbol` kind's move rule, as a refusal says it.
const fn kind_rule(kind: Kind) -> &'static str {
    match kind {
        Kind::Goalkeeper => "a goalkeeper moves one square in any direction",
        Kind::Defender => "a defender moves 1 or 2 squares along a rank or file",
        Kind::Midfielder => "a midfielder moves 1 or 2 squares diagonally",
        Kind::Forward => "a forward moves like a knight",
    }
}

/// A chess role's move rule, as a refusal says it.
const fn role_rule(role: Role) -> &'static str {
    match role {
        Role::King => "a king moves one square",
        Role::Queen => "a queen moves along a rank, file or diagonal",
        Role::Rook => "a rook moves along a rank or file",
        Role::Bishop => "a bishop moves along a diagonal",
        Role::Knight => "a knight moves in an L",
        Role::Pawn => "a pawn moves one square forward and passes or captures diagonally forward",
    }
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
