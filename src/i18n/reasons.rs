//! The engine's refusals, in the player's language.
//!
//! The engine names each reason with a typed error whose English text is
//! its `Display`; this file gives the Spanish for every one of them.

use super::{Lang, plain};
use crate::engine::{ActionError, Illegal, SyntaxError};

impl Lang {
    /// Why an action was refused, in this language.
    pub fn reason(self, error: &ActionError) -> String {
        match self {
            Lang::En => match error {
                ActionError::Syntax(e) => syntax_en(e),
                ActionError::Illegal(e) => e.to_string(),
            },
            Lang::Es => match error {
                ActionError::Syntax(e) => syntax_es(e),
                ActionError::Illegal(e) => illegal_es(e),
            },
        }
    }
}

/// The longest piece of user text a reason quotes.
const QUOTED: usize = 30;

fn syntax_en(error: &SyntaxError) -> String {
    match error {
        SyntaxError::Empty => error.to_string(),
        SyntaxError::NotASquare(s) => format!("{} is not a square", plain(s, QUOTED)),
        SyntaxError::Unrecognized(t) => format!(
            "“{}” is not an action: write c3-d4, c3xd4, e3>c5 or --",
            plain(t, QUOTED)
        ),
        SyntaxError::NotAPiece(t) => format!("“{}” is not a piece letter here", plain(t, QUOTED)),
        SyntaxError::WrongGame(why) => why.to_string(),
    }
}

fn syntax_es(error: &SyntaxError) -> String {
    match error {
        SyntaxError::Empty => "no has escrito ninguna jugada".into(),
        SyntaxError::NotASquare(s) => format!("{} no es una casilla", plain(s, QUOTED)),
        SyntaxError::Unrecognized(t) => format!(
            "«{}» no es una jugada: escribe c3-d4, c3xd4, e3>c5 o --",
            plain(t, QUOTED)
        ),
        SyntaxError::NotAPiece(t) => {
            format!("«{}» no es una letra de pieza aquí", plain(t, QUOTED))
        }
        SyntaxError::WrongGame(why) => pattern_es(why),
    }
}

fn illegal_es(error: &Illegal) -> String {
    match error {
        Illegal::GameOver => "la partida ha terminado".into(),
        Illegal::NoPieceOfYours(s) => format!("en {s} no hay ninguna pieza tuya"),
        Illegal::NotTheCarrier(s) => format!("la pieza de {s} no lleva el balón"),
        Illegal::CarrierCannotCapture => "quien lleva el balón no puede capturar".into(),
        Illegal::DribbleOneSquare => "el regate es de una sola casilla".into(),
        Illegal::Pattern(why) => pattern_es(why),
        Illegal::Blocked(s) => format!("{s} está en medio"),
        Illegal::OwnPiece(s) => format!("en {s} hay una pieza tuya"),
        Illegal::Occupied(s) => format!("{s} está ocupada"),
        Illegal::NothingToCapture(s) => format!("en {s} no hay nada que capturar"),
        Illegal::NoCaptureOnFirstMove => "en la primera jugada no se puede capturar".into(),
        Illegal::NotInLine(a, b) => {
            format!("{a} y {b} no están en la misma fila, columna o diagonal")
        }
        Illegal::PassTooFar => "un pase llega como mucho a 5 casillas".into(),
        Illegal::CrossTooFar => "un centro llega como mucho a 5 casillas".into(),
        Illegal::ShotTooFar => "un tiro llega como mucho a 3 casillas".into(),
        Illegal::CrossOntoGoal(s) => {
            format!("un centro no puede acabar en una casilla de gol ({s})")
        }
        Illegal::BallToOpponent(s) => format!("no puedes jugar el balón al rival de {s}"),
        Illegal::CannotSkip => "tienes jugadas posibles: no puedes pasar".into(),
        Illegal::BallNotThere(s) => format!("el balón está en {s}"),
        Illegal::CannotKick(k, t) => format!("la pieza de {k} no puede chutar el balón a {t}"),
        Illegal::NoKicker(f, t) => format!("ninguna pieza tuya puede chutar el balón de {f} a {t}"),
        Illegal::AmbiguousKick => {
            "dos caballos pueden chutar así: indica cuál, como d4:e5>d7".into()
        }
        Illegal::NotYourHalf(s) => format!("{s} no está en tu campo"),
        Illegal::KickOffFirst(s) => {
            format!(
                "tu primera pieza es una dama, torre, alfil o caballo en tu casilla de saque {s}"
            )
        }
        Illegal::ArmyLimit(role, n) => format!(
            "un ejército tiene como mucho {n} de la pieza {}",
            role_es(role)
        ),
        Illegal::SameSquare => "la jugada debe ir a otra casilla".into(),
    }
}

fn role_es(role: &str) -> &str {
    match role {
        "king" => "rey",
        "queen" => "dama",
        "rook" => "torre",
        "bishop" => "alfil",
        "knight" => "caballo",
        "pawn" => "peón",
        other => other,
    }
}

/// The engine's fixed rule sentences, in Spanish; an unknown one stays in
/// English rather than vanish.
fn pattern_es(english: &str) -> String {
    let spanish = match english {
        "a goalkeeper moves one square in any direction" => {
            "el portero se mueve una casilla en cualquier dirección"
        }
        "a defender moves 1 or 2 squares along a rank or file" => {
            "el defensa se mueve 1 o 2 casillas en horizontal o vertical"
        }
        "a midfielder moves 1 or 2 squares diagonally" => {
            "el centrocampista se mueve 1 o 2 casillas en diagonal"
        }
        "a forward moves like a knight" => "el delantero salta como el caballo",
        "only boyer kicks name their kicker (d4:)" => "solo en boyer se indica quién chuta (d4:)",
        "futbol has no promotions, placements or multi-token turns" => {
            "en futbol no hay coronación, colocación ni turnos de varias jugadas"
        }
        "a goal ends the turn" => "un gol termina el turno",
        "an empty token" => "falta la jugada",
        "a turn has at most one move and 8 kicks" => {
            "un turno tiene como mucho un movimiento y 8 chuts"
        }
        "a boyer turn is moves and kicks, like b1-c3 e5>e7, or --" => {
            "un turno de boyer es un movimiento y chuts, como b1-c3 e5>e7, o --"
        }
        "the move comes first, and only one a turn" => {
            "el movimiento va primero, y solo uno por turno"
        }
        "no piece may stop on e1 or e9" => "ninguna pieza puede pararse en e1 ni en e9",
        "boyer has no captures" => "en boyer no se captura",
        "`--` is a whole turn on its own" => "`--` es un turno completo por sí solo",
        "boyer turns are moves and kicks" => "los turnos de boyer son movimientos y chuts",
        "a king moves one square" => "el rey se mueve una casilla",
        "a queen moves along a rank, file or diagonal" => {
            "la dama se mueve en línea recta o diagonal"
        }
        "a rook moves along a rank or file" => "la torre se mueve en horizontal o vertical",
        "a bishop moves along a diagonal" => "el alfil se mueve en diagonal",
        "a knight moves in an L" => "el caballo salta en L",
        "a pawn moves one square forward and passes or captures diagonally forward" => {
            "el peón avanza una casilla y pasa o captura en diagonal hacia delante"
        }
        "the placement phase is over" => "la colocación ha terminado",
        "the king goes on one of your goal squares" => "el rey va en una de tus casillas de gol",
        "a pawn never stands on a goal square" => "un peón nunca va en una casilla de gol",
        "keep room for your king and two pawns" => "deja sitio para tu rey y dos peones",
        "that would leave your kick-off piece with no pass" => {
            "así tu pieza de saque se quedaría sin pase"
        }
        "that placement is not possible" => "esa colocación no es posible",
        "place your pieces first, like N@e4" => "primero coloca tus piezas, como N@e4",
        "chessfootball has no multi-token turns" => {
            "en chessfootball no hay turnos de varias jugadas"
        }
        "the first action is a pass from the kick-off square e4" => {
            "la primera jugada es un pase desde la casilla de saque e4"
        }
        "the first action is a pass from the kick-off square e5" => {
            "la primera jugada es un pase desde la casilla de saque e5"
        }
        "a pass goes to a teammate" => "un pase va a un compañero",
        "only the ball carrier can be captured" => "solo se puede capturar a quien lleva el balón",
        "a pawn on the last rank promotes: add =Q, =R, =B or =N" => {
            "un peón en la última fila corona: añade =Q, =R, =B o =N"
        }
        "only a pawn reaching the last rank promotes" => {
            "solo corona un peón que llega a la última fila"
        }
        other => other,
    };
    spanish.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Variant};

    /// Every refusal met in random games of every rule set reads in Spanish:
    /// no sentence of the engine is left untranslated.
    #[test]
    fn every_refusal_met_in_play_is_translated() {
        let mut rng = fastrand::Rng::with_seed(11);
        let probes = [
            "e3-e9",
            "a1-h8",
            "d4xe5",
            "e5>e9",
            "e4-e5",
            "Q@e4",
            "K@a1",
            "P@d1",
            "e7-e8",
            "--",
            "d4:e5>d7",
            "b1-c3 e5>e7",
        ];
        for variant in Variant::ALL {
            let mut game = Game::new(variant);
            for _ in 0..60 {
                for probe in probes {
                    if let Err(error) = game.parse_action(probe) {
                        let text = Lang::Es.reason(&error);
                        let english = error.to_string();
                        assert!(
                            text != english || english.starts_with("`"),
                            "untranslated: {english}"
                        );
                    }
                }
                let actions = game.legal_actions();
                if actions.is_empty() {
                    break;
                }
                let _ = game.play(actions[rng.usize(..actions.len())]);
            }
        }
    }
}
