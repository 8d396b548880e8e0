//! A board picture in words, for those who cannot see it (Discord's
//! attachment description, Matrix's image body, the page's `alt`): the
//! game, the header's score and status, each side's pieces with their
//! squares, the ball and the last action. Made from the same [`View`] the
//! picture is drawn from, so the words and the picture never disagree.

use crate::lang::side;
use crate::view::{Glyph, Last, Shape, View};
use crate::{Lang, Options};
use futbol_rules::{Game, Square, Team};
use futbol_texts::t;

/// Discord's limit for an attachment's description; every description
/// stays under it (the longest positions of the tests use about 310).
pub const DESCRIPTION_LIMIT: usize = 1024;

/// The kinds of piece in the order a description lists them: `futbol`'s
/// four (by their letters) and the chess pieces.
const FUTBOL: [char; 4] = ['P', 'D', 'C', 'A'];
const CHESS: [char; 6] = ['K', 'Q', 'R', 'B', 'N', 'P'];

/// The position `game` shows after `last`, in `options.lang`, as the
/// picture drawn with `options` shows it (`texts/locales/*/describe.ftl`).
pub fn board_description(game: &Game, last: Option<Last>, options: Options) -> String {
    let lang = options.lang;
    let view = crate::view_of(game, last, options);
    let (title, status) = (view.title.as_str(), view.status.as_str());
    let game_name = game.variant().name();
    let mut text = t!(
        lang,
        describe_board,
        game = game_name,
        title = title,
        status = status
    );
    for team in Team::BOTH {
        let pieces = pieces(&view, team, lang);
        text.push(' ');
        text.push_str(&t!(lang, describe_side, team = side(team), pieces = pieces));
    }
    text.push(' ');
    text.push_str(&match (view.carrier, view.loose) {
        (Some(square), _) => t!(lang, describe_carried, square = square.to_string()),
        (None, Some(square)) => t!(lang, describe_loose, square = square.to_string()),
        (None, None) => t!(lang, describe_no_ball),
    });
    if let Some(last) = last {
        text.push(' ');
        text.push_str(&t!(lang, describe_last, action = last.action.to_string()));
    }
    text
}

/// One side's pieces: each kind with its squares, `Portero e1; Defensa
/// c2, f2`; "none" for a side with none yet (a placement to come).
fn pieces(view: &View, team: Team, lang: Lang) -> String {
    let mine: Vec<(Square, Glyph)> = (0..view.cells.len())
        .filter_map(|i| {
            let glyph = view.cells[i].filter(|g| g.team == team)?;
            Some((Square::from_index(i, view.size), glyph))
        })
        .collect();
    let chess = mine.iter().any(|(_, g)| g.shape == Shape::Figure);
    let order: &[char] = if chess { &CHESS } else { &FUTBOL };
    let comma = t!(lang, describe_comma);
    let groups: Vec<String> = order
        .iter()
        .filter_map(|&letter| {
            let squares: Vec<String> = (mine.iter())
                .filter(|(_, g)| g.letter.to_ascii_uppercase() == letter)
                .map(|(square, _)| square.to_string())
                .collect();
            let (piece, squares) = (piece_key(chess, letter), squares.join(&comma));
            (!squares.is_empty())
                .then(|| t!(lang, describe_group, piece = piece, squares = squares))
        })
        .collect();
    match groups.is_empty() {
        true => t!(lang, describe_none),
        false => groups.join(&t!(lang, describe_semicolon)),
    }
}

/// A kind of piece as the texts name it: `futbol`'s by letter (P
/// goalkeeper, D defender, C midfielder, A forward), or a chess piece.
fn piece_key(chess: bool, letter: char) -> &'static str {
    const FUTBOL_KEYS: [&str; 4] = ["goalkeeper", "defender", "midfielder", "forward"];
    const CHESS_KEYS: [&str; 6] = ["king", "queen", "rook", "bishop", "knight", "pawn"];
    let key = match chess {
        false => FUTBOL
            .iter()
            .position(|&l| l == letter)
            .map(|i| FUTBOL_KEYS[i]),
        true => CHESS
            .iter()
            .position(|&l| l == letter)
            .map(|i| CHESS_KEYS[i]),
    };
    key.unwrap_or("other")
}

#[cfg(test)]
mod tests {
    use super::*;
    use futbol_rules::{Action, Variant};

    fn played(variant: Variant, actions: &[&str]) -> (Game, Option<Last>) {
        let mut game = Game::new(variant);
        let mut last = None;
        for text in actions {
            let action: Action = game.parse_action(text).expect("legal notation");
            last = Some(Last::from(game.play(action).expect("legal")));
        }
        (game, last)
    }

    fn described(variant: Variant, actions: &[&str], lang: Lang) -> String {
        let (game, last) = played(variant, actions);
        let options = Options {
            lang,
            ..Options::default()
        };
        board_description(&game, last, options)
    }

    #[test]
    fn the_starting_positions_in_spanish_and_english() {
        let futbol = described(Variant::Futbol, &[], Lang::Es);
        for part in [
            "Tablero: futbol. Blancas 0 – 0 Negras. Juegan Blancas",
            "Blancas: Portero d1; Defensa c2, f2; Centrocampista b2, g2, e3; Delantero c3, f3.",
            "Negras: Portero d8; Defensa c7, f7; Centrocampista e6, b7, g7; Delantero c6, f6.",
            "Balón: lo lleva la pieza de e3.",
        ] {
            assert!(futbol.contains(part), "{part:?} in {futbol}");
        }
        assert!(!futbol.contains("Última jugada"), "{futbol}");
        let boyer = described(Variant::Boyer, &[], Lang::En);
        for part in [
            "Board: boyer. White 0 – 0 Black. White to move",
            "White: King f1; Queen d1; Rook a1, i1; Bishop c1, g1; Knight b1, h1.",
            "Black: King f9; Queen d9; Rook a9, i9; Bishop c9, g9; Knight b9, h9.",
            "Ball: loose on e5.",
        ] {
            assert!(boyer.contains(part), "{part:?} in {boyer}");
        }
        let placing = described(Variant::ChessFootball, &[], Lang::En);
        for part in [
            "White: no pieces.",
            "Black: no pieces.",
            "Ball: not in play yet.",
        ] {
            assert!(placing.contains(part), "{part:?} in {placing}");
        }
        // The same positions in the other language.
        let futbol = described(Variant::Futbol, &[], Lang::En);
        let white = "White: Goalkeeper d1; Defender c2, f2; Midfielder b2, g2, e3; Forward c3, f3.";
        assert!(futbol.contains(white), "{futbol}");
        assert!(
            futbol.contains("Ball: held by the piece on e3."),
            "{futbol}"
        );
        let boyer = described(Variant::Boyer, &[], Lang::Es);
        let white = "Blancas: Rey f1; Dama d1; Torre a1, i1; Alfil c1, g1; Caballo b1, h1.";
        assert!(boyer.contains(white), "{boyer}");
        assert!(boyer.contains("Balón: suelto en e5."), "{boyer}");
        let placing = described(Variant::ChessFootball, &[], Lang::Es);
        assert!(placing.contains("Blancas: ninguna pieza."), "{placing}");
        assert!(
            placing.contains("Balón: aún no está en juego."),
            "{placing}"
        );
    }

    #[test]
    fn the_last_action_is_named_as_the_notation_writes_it() {
        for variant in [Variant::Futbol, Variant::Boyer, Variant::ChessFootball] {
            let game = Game::new(variant);
            let first = game.legal_actions()[0].to_string();
            let text = described(variant, &[first.as_str()], Lang::En);
            assert!(text.ends_with(&format!(" Last action: {first}.")), "{text}");
            let es = described(variant, &[first.as_str()], Lang::Es);
            assert!(es.ends_with(&format!(" Última jugada: {first}.")), "{es}");
        }
    }

    /// Every position of long games in every language, clock shown, stays
    /// under Discord's limit; the longest is reported.
    #[test]
    fn every_description_fits_discord_s_limit() {
        let mut longest = (0, String::new());
        for variant in [Variant::Futbol, Variant::Boyer, Variant::ChessFootball] {
            let mut rng = 7u64;
            let mut game = Game::new(variant);
            let mut last = None;
            for _ in 0..300 {
                for lang in Lang::ALL {
                    let options = Options {
                        lang,
                        clock: Some(crate::ClockFace {
                            per_move: 86_400,
                            left: 86_399,
                        }),
                        ..Options::default()
                    };
                    let text = board_description(&game, last, options);
                    if text.chars().count() > longest.0 {
                        longest = (text.chars().count(), text);
                    }
                }
                let legal = game.legal_actions();
                if legal.is_empty() {
                    break;
                }
                rng = rng
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let action = legal[(rng >> 33) as usize % legal.len()];
                last = Some(Last::from(game.play(action).expect("legal")));
            }
        }
        eprintln!("the longest, {} characters: {}", longest.0, longest.1);
        assert!(
            longest.0 < DESCRIPTION_LIMIT,
            "{} characters: {}",
            longest.0,
            longest.1
        );
    }
}
