//! The refusals in Arabic. Each sentence starts with an Arabic word, so a
//! chat that picks the direction from the first letter lays it out right
//! to left even when a square or user text follows.

use super::QUOTED;
use crate::engine::chess::Role;
use crate::engine::futbol::Kind;
use crate::engine::{Illegal, SyntaxError};
use crate::i18n::plain;

/// Why the text is not an action, in Arabic.
pub(super) fn syntax(error: &SyntaxError) -> String {
    match error {
        SyntaxError::Empty => "لم تكتب أي حركة".into(),
        SyntaxError::NotASquare(s) => format!("لا يوجد مربع باسم {}", plain(s, QUOTED)),
        SyntaxError::Unrecognized(t) => format!(
            "النص «{}» ليس حركة: اكتب c3-d4 أو c3xd4 أو e3>c5 أو --",
            plain(t, QUOTED)
        ),
        SyntaxError::NotAPiece(t) => {
            format!("لا توجد هنا قطعة بالحرف «{}»", plain(t, QUOTED))
        }
        SyntaxError::BoyerHasNoCaptures => "لا التقاط للقطع في boyer".into(),
        SyntaxError::SkipNotAlone => "الرمز `--` دور كامل وحده".into(),
        SyntaxError::NotABoyerToken => "الدور في boyer حركة وركلات فقط".into(),
        SyntaxError::TurnTooLong => "في الدور حركة واحدة و8 ركلات على الأكثر".into(),
    }
}

/// Why the rules forbid the action, in Arabic.
pub(super) fn illegal(error: &Illegal) -> String {
    match error {
        Illegal::GameOver => "انتهت المباراة".into(),
        Illegal::NoPieceOfYours(s) => format!("لا توجد قطعة لك على {s}"),
        Illegal::NotTheCarrier(s) => format!("القطعة على {s} لا تملك الكرة"),
        Illegal::SameSquare => "يجب أن تنتهي الحركة على مربع آخر".into(),
        Illegal::OwnPiece(s) => format!("توجد قطعة لك على {s}"),
        Illegal::Occupied(s) => format!("المربع {s} مشغول"),
        Illegal::NothingToCapture(s) => format!("لا يوجد ما يمكن التقاطه على {s}"),
        Illegal::Blocked(s) => format!("الطريق مسدود عند {s}"),
        Illegal::NotInLine(a, b) => {
            format!("المربعان {a} و{b} ليسا على صف أو عمود أو قطر واحد")
        }
        Illegal::CannotSkip => "لديك حركة ممكنة، فلا يمكنك تخطي الدور".into(),
        Illegal::KindPattern(kind) => kind_rule(*kind).into(),
        Illegal::RolePattern(role) => role_rule(*role).into(),
        Illegal::CarrierCannotCapture => "حامل الكرة لا يمكنه الالتقاط".into(),
        Illegal::DribbleOneSquare => "المراوغة مربع واحد فقط في كل مرة".into(),
        Illegal::NoCaptureOnFirstMove => "لا يمكن الالتقاط في الحركة الأولى".into(),
        Illegal::PassTooFar => "التمريرة تصل إلى 5 مربعات على الأكثر".into(),
        Illegal::CrossTooFar => "العرضية تصل إلى 5 مربعات على الأكثر".into(),
        Illegal::ShotTooFar => "التسديدة تصل إلى 3 مربعات على الأكثر".into(),
        Illegal::CrossOntoGoal(s) => {
            format!("لا يمكن أن تنتهي العرضية على مربع مرمى ({s})")
        }
        Illegal::BallToOpponent(s) => format!("لا يمكن لعب الكرة إلى الخصم على {s}"),
        Illegal::KickerNamedOutsideBoyer => "تحديد القطعة الراكلة (d4:) في boyer فقط".into(),
        Illegal::NotInFutbol => "لا ترقية في futbol، ولا وضع للقطع، ولا أدوار من عدة حركات".into(),
        Illegal::NotABoyerTurn => "الدور في boyer حركة وركلات، مثل b1-c3 e5>e7، أو --".into(),
        Illegal::MoveComesFirst => "الحركة تأتي أولًا، وحركة واحدة فقط في كل دور".into(),
        Illegal::StopOnGoal => "لا يمكن لأي قطعة التوقف على e1 أو e9".into(),
        Illegal::BoyerHasNoCaptures => "لا التقاط للقطع في boyer".into(),
        Illegal::BallNotThere(s) => format!("الكرة على {s}"),
        Illegal::CannotKick(k, t) => format!("القطعة على {k} لا يمكنها ركل الكرة إلى {t}"),
        Illegal::NoKicker(f, t) => {
            format!("لا توجد قطعة لك يمكنها ركل الكرة من {f} إلى {t}")
        }
        Illegal::AmbiguousKick => "يمكن لحصانين تنفيذ هذه الركلة: حدّد الراكل، مثل d4:e5>d7".into(),
        Illegal::GoalEndsTurn => "الهدف ينهي الدور".into(),
        Illegal::EmptyToken => "جزء من الدور فارغ".into(),
        Illegal::TurnTooLong => "في الدور حركة واحدة و8 ركلات على الأكثر".into(),
        Illegal::PlacementOver => "انتهت مرحلة وضع القطع".into(),
        Illegal::NotYourHalf(s) => format!("المربع {s} ليس في نصف رقعتك"),
        Illegal::KickOffFirst(s) => {
            format!("قطعتك الأولى ملكة أو رخ أو أسقف أو حصان على مربع ركلة البداية {s}")
        }
        Illegal::KingOffGoal => "يوضع الملك على أحد مربعات مرماك".into(),
        Illegal::PawnOnGoal => "لا يوضع البيدق أبدًا على مربع مرمى".into(),
        Illegal::ArmyLimit { role, max } => {
            format!("الحد الأقصى لقطعة {} في الجيش: {max}", role_name(*role))
        }
        Illegal::NoRoomForKingAndPawns => "اترك مكانًا لملكك وبيدقين".into(),
        Illegal::KickOffWithoutPass => "بهذا تبقى قطعة ركلة البداية بلا تمريرة".into(),
        Illegal::ImpossiblePlacement => "هذا الوضع غير ممكن".into(),
        Illegal::PlaceFirst => "ضع قطعك أولًا، مثل N@e4".into(),
        Illegal::NotInChessFootball => "لا أدوار من عدة حركات في chessfootball".into(),
        Illegal::KickOffPass(s) => {
            format!("الحركة الأولى تمريرة من مربع ركلة البداية {s}")
        }
        Illegal::PassToTeammate => "التمريرة تكون إلى قطعة زميلة".into(),
        Illegal::OnlyTheCarrier => "لا يمكن التقاط إلا القطعة المستحوذة على الكرة".into(),
        Illegal::MustPromote => "البيدق على الصف الأخير يُرقّى: أضف =Q أو =R أو =B أو =N".into(),
        Illegal::CannotPromote => "لا يُرقّى إلا بيدق يصل إلى الصف الأخير".into(),
    }
}

/// A chess role's name.
const fn role_name(role: Role) -> &'static str {
    match role {
        Role::King => "الملك",
        Role::Queen => "الملكة",
        Role::Rook => "الرخ",
        Role::Bishop => "الأسقف",
        Role::Knight => "الحصان",
        Role::Pawn => "البيدق",
    }
}

/// A chess role's move rule.
const fn role_rule(role: Role) -> &'static str {
    match role {
        Role::King => "الملك يتحرك مربعًا واحدًا",
        Role::Queen => "الملكة تتحرك على صف أو عمود أو قطر",
        Role::Rook => "الرخ يتحرك على صف أو عمود",
        Role::Bishop => "الأسقف يتحرك قطريًا",
        Role::Knight => "الحصان يتحرك على شكل L",
        Role::Pawn => "البيدق يتقدم مربعًا واحدًا، ويمرر أو يلتقط قطريًا إلى الأمام",
    }
}

/// A `futbol` kind's move rule.
const fn kind_rule(kind: Kind) -> &'static str {
    match kind {
        Kind::Goalkeeper => "حارس المرمى يتحرك مربعًا واحدًا في أي اتجاه",
        Kind::Defender => "المدافع يتحرك مربعًا أو مربعين أفقيًا أو عموديًا",
        Kind::Midfielder => "لاعب الوسط يتحرك مربعًا أو مربعين قطريًا",
        Kind::Forward => "المهاجم يقفز مثل الحصان",
    }
}
