//! The refusals in Spanish.

use super::QUOTED;
use crate::engine::chess::Role;
use crate::engine::futbol::Kind;
use crate::engine::{Illegal, SyntaxError};
use crate::i18n::plain;

/// Why the text is not an action, in Spanish.
pub(super) fn syntax(error: &SyntaxError) -> String {
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

/// Why the rules forbid the action, in Spanish.
pub(super) fn illegal(error: &Illegal) -> String {
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
        Illegal::KindPattern(kind) => kind_rule(*kind).into(),
        Illegal::RolePattern(role) => role_rule(*role).into(),
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
            role_name(*role)
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
const fn role_name(role: Role) -> &'static str {
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
const fn role_rule(role: Role) -> &'static str {
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
const fn kind_rule(kind: Kind) -> &'static str {
    match kind {
        Kind::Goalkeeper => "el portero se mueve una casilla en cualquier dirección",
        Kind::Defender => "el defensa se mueve 1 o 2 casillas en horizontal o vertical",
        Kind::Midfielder => "el centrocampista se mueve 1 o 2 casillas en diagonal",
        Kind::Forward => "el delantero salta como el caballo",
    }
}
