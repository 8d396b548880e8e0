//! What a picture shows, taken from a game: the only place the renderer
//! knows the rule sets apart. Drawing works from this plain description.

use crate::Lang;
use crate::Words;
use futbol_rules::chess::Role;
use futbol_rules::chessfootball::{HALF_ACTIONS, Phase};
use futbol_rules::futbol::{self, Kind};
use futbol_rules::{Action, Boyer, ChessFootball, Futbol, Game, Outcome, Square, Team, Token};

/// The outline a piece is drawn with, so kinds differ by shape, not only
/// by letter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Shape {
    /// A round token.
    Circle,
    /// A small round token (pawns).
    SmallCircle,
    /// A square.
    Square,
    /// A diamond.
    Diamond,
    /// A triangle pointing towards the enemy goal.
    Triangle,
    /// An octagon (kings).
    Octagon,
    /// A star (queens).
    Star,
    /// A house-shaped pentagon (knights).
    Pentagon,
    /// A chess figurine (the pieces of `boyer` and `chessfootball`, which
    /// chess players read by their shapes): the standard symbol of the
    /// glyph's letter, K Q R B N P.
    Figure,
}

/// One piece as drawn: side, shape and letter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Glyph {
    /// Whose piece.
    pub team: Team,
    /// Its outline.
    pub shape: Shape,
    /// Its letter.
    pub letter: char,
}

/// A picture's content, independent of the rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// Board width (8 or 9).
    pub size: u8,
    /// The piece on each square, row-major from a1.
    pub cells: Vec<Option<Glyph>>,
    /// The carrier's square.
    pub carrier: Option<Square>,
    /// The loose ball's square.
    pub loose: Option<Square>,
    /// Goal squares.
    pub goals: Vec<Square>,
    /// Empty squares where the next piece may be placed.
    pub markers: Vec<Square>,
    /// Squares of the last action.
    pub highlights: Vec<Square>,
    /// The ball's path in the last action, as segments.
    pub arrows: Vec<(Square, Square)>,
    /// The engine's better action, as segments (an analysis's turning
    /// point), drawn in another colour than `arrows`.
    pub better: Vec<(Square, Square)>,
    /// Header line 1: the score.
    pub title: String,
    /// Header line 2: whose turn and the count, or the news.
    pub status: String,
    /// Whether the status is news (a goal, the end): drawn in gold.
    pub news: bool,
}

/// The last action and whether it scored, as the picture needs them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Last {
    /// The action.
    pub action: Action,
    /// The side that scored with it, if any.
    pub goal: Option<Team>,
}

impl View {
    /// Describes `game` after `last`.
    pub fn new(game: &Game, last: Option<Last>, lang: Lang) -> View {
        let size = game.variant().size();
        let mut view = View {
            size,
            cells: vec![None; size as usize * size as usize],
            carrier: None,
            loose: None,
            goals: Vec::new(),
            markers: Vec::new(),
            highlights: Vec::new(),
            arrows: Vec::new(),
            better: Vec::new(),
            title: String::new(),
            status: String::new(),
            news: false,
        };
        match game {
            Game::Futbol(g) => view.futbol(g),
            Game::Boyer(g) => view.boyer(g),
            Game::ChessFootball(g) => view.chessfootball(g),
        }
        if let Some(last) = last {
            view.last_action(last.action);
        }
        view.header(game, last.and_then(|l| l.goal), lang);
        view
    }

    /// Adds a timed game's clock to the title line (the status line has
    /// no room left in the longest games' headers).
    pub fn show_clock(&mut self, clock: super::ClockFace, lang: Lang) {
        let face = lang.clock(clock.left, clock.per_move);
        self.title = format!("{} · {face}", self.title);
    }

    /// Says the result in the status line (in gold), for a game that
    /// ended off the board; a game still going keeps its line.
    pub fn show_result(&mut self, outcome: Outcome, lang: Lang) {
        let result = match outcome {
            Outcome::Win(team) => lang.winner(team),
            Outcome::Draw => lang.draw().to_string(),
            Outcome::Ongoing => return,
        };
        self.status = result;
        self.news = true;
    }

    fn put(&mut self, square: Square, glyph: Glyph) {
        if let Some(cell) = self.cells.get_mut(square.index(self.size)) {
            *cell = Some(glyph);
        }
    }

    fn futbol(&mut self, g: &Futbol) {
        for (square, piece) in g.pieces() {
            let shape = match piece.kind {
                Kind::Goalkeeper => Shape::Circle,
                Kind::Defender => Shape::Square,
                Kind::Midfielder => Shape::Diamond,
                Kind::Forward => Shape::Triangle,
            };
            let glyph = Glyph {
                team: piece.team,
                shape,
                letter: piece.kind.letter(),
            };
            self.put(square, glyph);
        }
        match g.ball() {
            futbol::Ball::Carried(s) => self.carrier = Some(s),
            futbol::Ball::Loose(s) => self.loose = Some(s),
        }
        self.goals = all_squares(8).filter(|&s| Futbol::is_goal(s)).collect();
    }

    fn boyer(&mut self, g: &Boyer) {
        for (square, piece) in g.pieces() {
            self.put(square, chess_glyph(piece.team, piece.role));
        }
        self.loose = Some(g.ball());
        self.goals = vec![Boyer::goal_of(Team::White), Boyer::goal_of(Team::Black)];
    }

    fn chessfootball(&mut self, g: &ChessFootball) {
        for (square, piece) in g.pieces() {
            self.put(square, chess_glyph(piece.team, piece.role));
        }
        self.carrier = g.ball();
        self.goals = all_squares(8)
            .filter(|&s| Team::BOTH.iter().any(|&t| ChessFootball::is_goal_of(s, t)))
            .collect();
        if g.phase() == Phase::Placement {
            for action in g.legal_actions() {
                if let Action::Place { to, .. } = action
                    && !self.markers.contains(&to)
                {
                    self.markers.push(to);
                }
            }
        }
    }

    /// Shows `played` (lit, and its paths as arrows) and `better` (its
    /// paths as arrows of another colour) on the position before them (an
    /// analysis's turning point), with `caption` as the news line.
    pub fn show_choice(&mut self, played: Action, better: Option<Action>, caption: String) {
        // The played action's squares lit as a last action's are; a
        // one-square step's arrow is short and half under its piece.
        self.last_action(played);
        self.arrows = segments(played);
        self.better = better.map(segments).unwrap_or_default();
        if let Some(Action::Place { to, .. }) = better {
            self.highlights.push(to);
        }
        self.status = caption;
        self.news = true;
    }

    fn last_action(&mut self, action: Action) {
        match action {
            Action::Skip => {}
            Action::Move { from, to }
            | Action::Capture { from, to }
            | Action::Promote { from, to, .. } => {
                self.highlights.extend([from, to]);
            }
            Action::Ball { from, to, .. } => {
                self.highlights.push(from);
                self.arrows.push((from, to));
            }
            Action::Place { to, .. } => self.highlights.push(to),
            Action::Turn(turn) => {
                for token in turn.tokens() {
                    match *token {
                        Token::Move { from, to } => self.highlights.extend([from, to]),
                        Token::Kick { from, to, .. } => self.arrows.push((from, to)),
                        Token::None => {}
                    }
                }
            }
        }
    }

    fn header(&mut self, game: &Game, goal: Option<Team>, lang: Lang) {
        let score = game.score();
        self.title = format!(
            "{} {} – {} {}",
            lang.team(Team::White),
            score.white,
            score.black,
            lang.team(Team::Black)
        );
        let count = match game {
            Game::Futbol(g) => lang.count(g.actions(), futbol::ACTION_LIMIT),
            Game::Boyer(g) => lang.turn_count(g.turns(), futbol_rules::boyer::TURN_LIMIT),
            Game::ChessFootball(g) => {
                let in_half = g.actions() - (g.half() as u16 - 1) * HALF_ACTIONS;
                format!(
                    "{} · {}",
                    lang.half(g.half()),
                    lang.count(in_half.min(HALF_ACTIONS), HALF_ACTIONS)
                )
            }
        };
        let (status, news) = match (game.outcome(), goal) {
            (Outcome::Win(team), Some(scorer)) => {
                (format!("{} {}", lang.goal(scorer), lang.winner(team)), true)
            }
            (Outcome::Win(team), None) => (lang.winner(team), true),
            (Outcome::Draw, _) => (lang.draw().to_string(), true),
            (Outcome::Ongoing, Some(team)) => (lang.goal(team), true),
            (Outcome::Ongoing, None) => match game {
                Game::ChessFootball(g) if g.phase() == Phase::Placement => {
                    (lang.to_place(g.turn(), g.to_place()[g.turn()]), false)
                }
                _ => (lang.to_move(game.turn()), false),
            },
        };
        self.status = format!("{status} · {count}");
        self.news = news;
    }
}

/// Every path of an action: its pieces' moves and its kicks.
fn segments(action: Action) -> Vec<(Square, Square)> {
    match action {
        Action::Skip | Action::Place { .. } => Vec::new(),
        Action::Move { from, to }
        | Action::Capture { from, to }
        | Action::Promote { from, to, .. }
        | Action::Ball { from, to, .. } => vec![(from, to)],
        Action::Turn(turn) => (turn.tokens().iter())
            .filter_map(|token| match *token {
                Token::Move { from, to } | Token::Kick { from, to, .. } => Some((from, to)),
                Token::None => None,
            })
            .collect(),
    }
}

fn chess_glyph(team: Team, role: Role) -> Glyph {
    Glyph {
        team,
        shape: Shape::Figure,
        letter: role.letter(),
    }
}

fn all_squares(size: u8) -> impl Iterator<Item = Square> {
    (0..size as usize * size as usize).map(move |i| Square::from_index(i, size))
}
