//! The refusals in Russian.

use super::QUOTED;
use crate::engine::chess::Role;
use crate::engine::futbol::Kind;
use crate::engine::{Illegal, SyntaxError};
use crate::i18n::plain;

/// Why the text is not an action, in Russian.
pub(super) fn syntax(error: &SyntaxError) -> String {
    match error {
        SyntaxError::Empty => "ход не указан".into(),
        SyntaxError::NotASquare(s) => format!("{} — не поле доски", plain(s, QUOTED)),
        SyntaxError::Unrecognized(t) => format!(
            "«{}» — не ход: напиши c3-d4, c3xd4, e3>c5 или --",
            plain(t, QUOTED)
        ),
        SyntaxError::NotAPiece(t) => {
            format!("здесь нет фигуры с буквой «{}»", plain(t, QUOTED))
        }
        SyntaxError::BoyerHasNoCaptures => "в boyer фигуры не бьют".into(),
        SyntaxError::SkipNotAlone => "`--` — это целый ход сам по себе".into(),
        SyntaxError::NotABoyerToken => "ход в boyer состоит из перемещения и ударов по мячу".into(),
        SyntaxError::TurnTooLong => "за ход — не больше одного перемещения и 8 ударов".into(),
    }
}

/// Why the rules forbid the action, in Russian.
pub(super) fn illegal(error: &Illegal) -> String {
    match error {
        Illegal::GameOver => "партия окончена".into(),
        Illegal::NoPieceOfYours(s) => format!("на {s} нет твоей фигуры"),
        Illegal::NotTheCarrier(s) => format!("у фигуры на {s} нет мяча"),
        Illegal::SameSquare => "ход должен вести на другое поле".into(),
        Illegal::OwnPiece(s) => format!("на {s} стоит твоя фигура"),
        Illegal::Occupied(s) => format!("поле {s} занято"),
        Illegal::NothingToCapture(s) => format!("на {s} нечего бить"),
        Illegal::Blocked(s) => format!("путь перекрыт на {s}"),
        Illegal::NotInLine(a, b) => {
            format!("{a} и {b} не на одной горизонтали, вертикали или диагонали")
        }
        Illegal::CannotSkip => "у тебя есть допустимый ход, пропустить нельзя".into(),
        Illegal::KindPattern(kind) => kind_rule(*kind).into(),
        Illegal::RolePattern(role) => role_rule(*role).into(),
        Illegal::CarrierCannotCapture => "фигура с мячом не может бить".into(),
        Illegal::DribbleOneSquare => "с мячом можно пройти только на одно поле".into(),
        Illegal::NoCaptureOnFirstMove => "на первом ходу бить нельзя".into(),
        Illegal::PassTooFar => "пас — не дальше 5 полей".into(),
        Illegal::CrossTooFar => "навес — не дальше 5 полей".into(),
        Illegal::ShotTooFar => "удар по воротам — не дальше 3 полей".into(),
        Illegal::CrossOntoGoal(s) => {
            format!("навес не может заканчиваться на поле ворот ({s})")
        }
        Illegal::BallToOpponent(s) => format!("нельзя отдать мяч сопернику на {s}"),
        Illegal::KickerNamedOutsideBoyer => "бьющую фигуру (d4:) указывают только в boyer".into(),
        Illegal::NotInFutbol => {
            "в futbol нет превращения, расстановки и ходов из нескольких частей".into()
        }
        Illegal::NotABoyerTurn => {
            "ход в boyer — это перемещение и удары, например b1-c3 e5>e7, или --".into()
        }
        Illegal::MoveComesFirst => "перемещение идёт первым, и только одно за ход".into(),
        Illegal::StopOnGoal => "никакая фигура не может встать на e1 или e9".into(),
        Illegal::BoyerHasNoCaptures => "в boyer фигуры не бьют".into(),
        Illegal::BallNotThere(s) => format!("мяч на {s}"),
        Illegal::CannotKick(k, t) => format!("фигура на {k} не может пробить мяч на {t}"),
        Illegal::NoKicker(f, t) => {
            format!("ни одна твоя фигура не может пробить мяч с {f} на {t}")
        }
        Illegal::AmbiguousKick => {
            "этот удар могут сделать два коня: укажи, какой, например d4:e5>d7".into()
        }
        Illegal::GoalEndsTurn => "гол завершает ход".into(),
        Illegal::EmptyToken => "пустая часть хода".into(),
        Illegal::TurnTooLong => "за ход — не больше одного перемещения и 8 ударов".into(),
        Illegal::PlacementOver => "расстановка закончена".into(),
        Illegal::NotYourHalf(s) => format!("{s} не на твоей половине доски"),
        Illegal::KickOffFirst(s) => {
            format!("твоя первая фигура — ферзь, ладья, слон или конь на поле начального удара {s}")
        }
        Illegal::KingOffGoal => "король ставится на одно из полей твоих ворот".into(),
        Illegal::PawnOnGoal => "пешку нельзя ставить на поле ворот".into(),
        Illegal::ArmyLimit { role, max } => {
            format!("{} в армии может быть не больше {max}", role_plural(*role))
        }
        Illegal::NoRoomForKingAndPawns => "оставь место для короля и двух пешек".into(),
        Illegal::KickOffWithoutPass => {
            "тогда фигуре начального удара некому будет отдать пас".into()
        }
        Illegal::ImpossiblePlacement => "такая расстановка невозможна".into(),
        Illegal::PlaceFirst => "сначала расставь фигуры, например N@e4".into(),
        Illegal::NotInChessFootball => "в chessfootball нет ходов из нескольких частей".into(),
        Illegal::KickOffPass(s) => {
            format!("первое действие — пас с поля начального удара {s}")
        }
        Illegal::PassToTeammate => "пас отдают своей фигуре".into(),
        Illegal::OnlyTheCarrier => "бить можно только фигуру с мячом".into(),
        Illegal::MustPromote => {
            "пешка на последней горизонтали превращается: добавь =Q, =R, =B или =N".into()
        }
        Illegal::CannotPromote => {
            "превращается только пешка, дошедшая до последней горизонтали".into()
        }
    }
}

/// A chess role's name in the genitive plural, as "not more than N of
/// them" needs it ("ладей").
const fn role_plural(role: Role) -> &'static str {
    match role {
        Role::King => "королей",
        Role::Queen => "ферзей",
        Role::Rook => "ладей",
        Role::Bishop => "слонов",
        Role::Knight => "коней",
        Role::Pawn => "пешек",
    }
}

/// A chess role's move rule.
const fn role_rule(role: Role) -> &'static str {
    match role {
        Role::King => "король ходит на одно поле",
        Role::Queen => "ферзь ходит по горизонтали, вертикали или диагонали",
        Role::Rook => "ладья ходит по горизонтали или вертикали",
        Role::Bishop => "слон ходит по диагонали",
        Role::Knight => "конь ходит буквой «Г»",
        Role::Pawn => "пешка ходит на одно поле вперёд, а пасует и бьёт по диагонали вперёд",
    }
}

/// A `futbol` kind's move rule.
const fn kind_rule(kind: Kind) -> &'static str {
    match kind {
        Kind::Goalkeeper => "вратарь ходит на одно поле в любом направлении",
        Kind::Defender => "защитник ходит на 1 или 2 поля по горизонтали или вертикали",
        Kind::Midfielder => "полузащитник ходит на 1 или 2 поля по диагонали",
        Kind::Forward => "нападающий ходит как конь",
    }
}
