//! The engine's refusals, in the player's language.
//!
//! The engine names each reason with a typed error whose English text is
//! its `Display`; this file gives the Spanish for every one of them, in
//! matches with no catch-all arm, so a new reason does not compile until it
//! has its Spanish words.

use super::{Lang, plain};
use crate::engine::chess::Role;
use crate::engine::futbol::Kind;
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
        SyntaxError::BoyerHasNoCaptures
        | SyntaxError::SkipNotAlone
        | SyntaxError::NotABoyerToken
        | SyntaxError::TurnTooLong => error.to_string(),
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
        SyntaxError::BoyerHasNoCaptures => "en boyer no se captura".into(),
        SyntaxError::SkipNotAlone => "`--` es un turno completo por sí solo".into(),
        SyntaxError::NotABoyerToken => "los turnos de boyer son movimientos y chuts".into(),
        SyntaxError::TurnTooLong => "un turno tiene como mucho un movimiento y 8 chuts".into(),
    }
}

fn illegal_es(error: &Illegal) -> String {
    match error {
        Illegal::GameOver => "la partida ha terminado".into(),
        Illegal::NoPieceOfYours(s) => format!("en {s} no hay ninguna pieza tuya"),
        Illegal::NotTheCarrier(s) => format!("la pieza de {s} no lleva el balón"),
        Illegal::SameSquare => "la jugada debe ir a otra casilla".into(),
        Illegal::OwnPiece(s) => format!("en {s} hay una pieza tuya"),
        Illegal::Occupied(s) => format!("{s} está ocupada"),
        Illegal::NothingToCapture(s) => format!("en {s} no hay nada que capturar"),
        Illegal::Blocked(s) => format!("{s} está en medio"),
        Illegal::NotInLine(a, b) => {
            format!("{a} y {b} no están en la misma fila, columna o diagonal")
        }
        Illegal::CannotSkip => "tienes jugadas posibles: no puedes pasar".into(),
        Illegal::KindPattern(kind) => kind_rule_es(*kind).into(),
        Illegal::RolePattern(role) => role_rule_es(*role).into(),
        Illegal::CarrierCannotCapture => "quien lleva el balón no puede capturar".into(),
        Illegal::DribbleOneSquare => "el regate es de una sola casilla".into(),
        Illegal::NoCaptureOnFirstMove => "en la primera jugada no se puede capturar".into(),
        Illegal::PassTooFar => "un pase llega como mucho a 5 casillas".into(),
        Illegal::CrossTooFar => "un centro llega como mucho a 5 casillas".into(),
        Illegal::ShotTooFar => "un tiro llega como mucho a 3 casillas".into(),
        Illegal::CrossOntoGoal(s) => {
            format!("un centro no puede acabar en una casilla de gol ({s})")
        }
        Illegal::BallToOpponent(s) => format!("no puedes jugar el balón al rival de {s}"),
        Illegal::KickerNamedOutsideBoyer => "solo en boyer se indica quién chuta (d4:)".into(),
        Illegal::NotInFutbol => {
            "en futbol no hay coronación, colocación ni turnos de varias jugadas".into()
        }
        Illegal::NotABoyerTurn => {
            "un turno de boyer es un movimiento y chuts, como b1-c3 e5>e7, o --".into()
        }
        Illegal::MoveComesFirst => "el movimiento va primero, y solo uno por turno".into(),
        Illegal::StopOnGoal => "ninguna pieza puede pararse en e1 ni en e9".into(),
        Illegal::BoyerHasNoCaptures => "en boyer no se captura".into(),
        Illegal::BallNotThere(s) => format!("el balón está en {s}"),
        Illegal::CannotKick(k, t) => format!("la pieza de {k} no puede chutar el balón a {t}"),
        Illegal::NoKicker(f, t) => format!("ninguna pieza tuya puede chutar el balón de {f} a {t}"),
        Illegal::AmbiguousKick => {
            "dos caballos pueden chutar así: indica cuál, como d4:e5>d7".into()
        }
        Illegal::GoalEndsTurn => "un gol termina el turno".into(),
        Illegal::EmptyToken => "falta la jugada".into(),
        Illegal::TurnTooLong => "un turno tiene como mucho un movimiento y 8 chuts".into(),
        Illegal::PlacementOver => "la colocación ha terminado".into(),
        Illegal::NotYourHalf(s) => format!("{s} no está en tu campo"),
        Illegal::KickOffFirst(s) => {
            format!(
                "tu primera pieza es una dama, torre, alfil o caballo en tu casilla de saque {s}"
            )
        }
        Illegal::KingOffGoal => "el rey va en una de tus casillas de gol".into(),
        Illegal::PawnOnGoal => "un peón nunca va en una casilla de gol".into(),
        Illegal::ArmyLimit { role, max } => format!(
            "un ejército tiene como mucho {max} de la pieza {}",
            role_es(*role)
        ),
        Illegal::NoRoomForKingAndPawns => "deja sitio para tu rey y dos peones".into(),
        Illegal::KickOffWithoutPass => "así tu pieza de saque se quedaría sin pase".into(),
        Illegal::ImpossiblePlacement => "esa colocación no es posible".into(),
        Illegal::PlaceFirst => "primero coloca tus piezas, como N@e4".into(),
        Illegal::NotInChessFootball => "en chessfootball no hay turnos de varias jugadas".into(),
        Illegal::KickOffPass(s) => {
            format!("la primera jugada es un pase desde la casilla de saque {s}")
        }
        Illegal::PassToTeammate => "un pase va a un compañero".into(),
        Illegal::OnlyTheCarrier => "solo se puede capturar a quien lleva el balón".into(),
        Illegal::MustPromote => "un peón en la última fila corona: añade =Q, =R, =B o =N".into(),
        Illegal::CannotPromote => "solo corona un peón que llega a la última fila".into(),
    }
}

/// A chess role's name.
const fn role_es(role: Role) -> &'static str {
    match role {
        Role::King => "rey",
        Role::Queen => "dama",
        Role::Rook => "torre",
        Role::Bishop => "alfil",
        Role::Knight => "caballo",
        Role::Pawn => "peón",
    }
}

/// A chess role's move rule.
const fn role_rule_es(role: Role) -> &'static str {
    match role {
        Role::King => "el rey se mueve una casilla",
        Role::Queen => "la dama se mueve en línea recta o diagonal",
        Role::Rook => "la torre se mueve en horizontal o vertical",
        Role::Bishop => "el alfil se mueve en diagonal",
        Role::Knight => "el caballo salta en L",
        Role::Pawn => "el peón avanza una casilla y pasa o captura en diagonal hacia delante",
    }
}

/// A `futbol` kind's move rule.
const fn kind_rule_es(kind: Kind) -> &'static str {
    match kind {
        Kind::Goalkeeper => "el portero se mueve una casilla en cualquier dirección",
        Kind::Defender => "el defensa se mueve 1 o 2 casillas en horizontal o vertical",
        Kind::Midfielder => "el centrocampista se mueve 1 o 2 casillas en diagonal",
        Kind::Forward => "el delantero salta como el caballo",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Square, Variant};

    /// One value of each variant listed, each with the pattern it stands
    /// for: the patterns must cover the enum, so a new variant does not
    /// compile until it is given a sample here (and its words above).
    macro_rules! one_of_each {
        ($enum:ident { $($pattern:pat => $sample:expr,)* }) => {{
            fn covered(error: &$enum) {
                match error {
                    $($pattern => {})*
                }
            }
            let samples = vec![$($sample),*];
            samples.iter().for_each(covered);
            $(assert!(matches!($sample, $pattern), "{:?} is not its own pattern", $sample);)*
            samples
        }};
    }

    fn every_syntax_error() -> Vec<SyntaxError> {
        one_of_each!(SyntaxError {
            SyntaxError::Empty => SyntaxError::Empty,
            SyntaxError::NotASquare(_) => SyntaxError::NotASquare("z9".into()),
            SyntaxError::Unrecognized(_) => SyntaxError::Unrecognized("hola".into()),
            SyntaxError::NotAPiece(_) => SyntaxError::NotAPiece("X".into()),
            SyntaxError::BoyerHasNoCaptures => SyntaxError::BoyerHasNoCaptures,
            SyntaxError::SkipNotAlone => SyntaxError::SkipNotAlone,
            SyntaxError::NotABoyerToken => SyntaxError::NotABoyerToken,
            SyntaxError::TurnTooLong => SyntaxError::TurnTooLong,
        })
    }

    fn every_illegal() -> Vec<Illegal> {
        let (a, b) = (Square::new(3, 3), Square::new(4, 4));
        let mut all = one_of_each!(Illegal {
            Illegal::GameOver => Illegal::GameOver,
            Illegal::NoPieceOfYours(_) => Illegal::NoPieceOfYours(a),
            Illegal::NotTheCarrier(_) => Illegal::NotTheCarrier(a),
            Illegal::SameSquare => Illegal::SameSquare,
            Illegal::OwnPiece(_) => Illegal::OwnPiece(a),
            Illegal::Occupied(_) => Illegal::Occupied(a),
            Illegal::NothingToCapture(_) => Illegal::NothingToCapture(a),
            Illegal::Blocked(_) => Illegal::Blocked(a),
            Illegal::NotInLine(..) => Illegal::NotInLine(a, b),
            Illegal::CannotSkip => Illegal::CannotSkip,
            Illegal::KindPattern(_) => Illegal::KindPattern(Kind::Forward),
            Illegal::RolePattern(_) => Illegal::RolePattern(Role::Knight),
            Illegal::CarrierCannotCapture => Illegal::CarrierCannotCapture,
            Illegal::DribbleOneSquare => Illegal::DribbleOneSquare,
            Illegal::NoCaptureOnFirstMove => Illegal::NoCaptureOnFirstMove,
            Illegal::PassTooFar => Illegal::PassTooFar,
            Illegal::CrossTooFar => Illegal::CrossTooFar,
            Illegal::ShotTooFar => Illegal::ShotTooFar,
            Illegal::CrossOntoGoal(_) => Illegal::CrossOntoGoal(a),
            Illegal::BallToOpponent(_) => Illegal::BallToOpponent(a),
            Illegal::KickerNamedOutsideBoyer => Illegal::KickerNamedOutsideBoyer,
            Illegal::NotInFutbol => Illegal::NotInFutbol,
            Illegal::NotABoyerTurn => Illegal::NotABoyerTurn,
            Illegal::MoveComesFirst => Illegal::MoveComesFirst,
            Illegal::StopOnGoal => Illegal::StopOnGoal,
            Illegal::BoyerHasNoCaptures => Illegal::BoyerHasNoCaptures,
            Illegal::BallNotThere(_) => Illegal::BallNotThere(a),
            Illegal::CannotKick(..) => Illegal::CannotKick(a, b),
            Illegal::NoKicker(..) => Illegal::NoKicker(a, b),
            Illegal::AmbiguousKick => Illegal::AmbiguousKick,
            Illegal::GoalEndsTurn => Illegal::GoalEndsTurn,
            Illegal::EmptyToken => Illegal::EmptyToken,
            Illegal::TurnTooLong => Illegal::TurnTooLong,
            Illegal::PlacementOver => Illegal::PlacementOver,
            Illegal::NotYourHalf(_) => Illegal::NotYourHalf(a),
            Illegal::KickOffFirst(_) => Illegal::KickOffFirst(a),
            Illegal::KingOffGoal => Illegal::KingOffGoal,
            Illegal::PawnOnGoal => Illegal::PawnOnGoal,
            Illegal::ArmyLimit { .. } => Illegal::ArmyLimit { role: Role::Rook, max: 2 },
            Illegal::NoRoomForKingAndPawns => Illegal::NoRoomForKingAndPawns,
            Illegal::KickOffWithoutPass => Illegal::KickOffWithoutPass,
            Illegal::ImpossiblePlacement => Illegal::ImpossiblePlacement,
            Illegal::PlaceFirst => Illegal::PlaceFirst,
            Illegal::NotInChessFootball => Illegal::NotInChessFootball,
            Illegal::KickOffPass(_) => Illegal::KickOffPass(a),
            Illegal::PassToTeammate => Illegal::PassToTeammate,
            Illegal::OnlyTheCarrier => Illegal::OnlyTheCarrier,
            Illegal::MustPromote => Illegal::MustPromote,
            Illegal::CannotPromote => Illegal::CannotPromote,
        });
        // The variants that name a piece, once for every piece.
        for role in Role::ALL {
            all.push(Illegal::RolePattern(role));
            all.push(Illegal::ArmyLimit { role, max: 1 });
        }
        for kind in [
            Kind::Goalkeeper,
            Kind::Defender,
            Kind::Midfielder,
            Kind::Forward,
        ] {
            all.push(Illegal::KindPattern(kind));
        }
        all
    }

    /// Every refusal the engine can give has words in both languages, and
    /// the Spanish is not the English left as it was.
    #[test]
    fn every_refusal_reads_in_both_languages() {
        let errors = (every_syntax_error().into_iter().map(ActionError::from))
            .chain(every_illegal().into_iter().map(ActionError::from));
        for error in errors {
            let (en, es) = (Lang::En.reason(&error), Lang::Es.reason(&error));
            assert!(!en.trim().is_empty(), "{error:?} has no English");
            assert!(!es.trim().is_empty(), "{error:?} has no Spanish");
            assert_ne!(en, es, "{error:?} is not translated");
        }
    }

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
