//! The engine's refusals, in the player's language.
//!
//! The engine names each reason with a typed error; its words, English
//! included, are in `texts/locales/*/reasons.ftl`. Here each kind of error
//! picks its message and arguments, once for every language, in matches
//! with no catch-all arm, so a new reason does not compile until it has
//! its message.

use super::{Lang, Say};
use crate::engine::chess::Role;
use crate::engine::futbol::Kind;
use crate::engine::{ActionError, Illegal, SyntaxError};
use crate::i18n::plain;
use futbol_texts::t;

impl Say {
    /// Why an action was refused, in this language.
    pub fn reason(self, error: &ActionError) -> String {
        match error {
            ActionError::Syntax(e) => syntax(self.0, e),
            ActionError::Illegal(e) => illegal(self.0, e),
        }
    }
}

/// The longest piece of user text a reason quotes.
const QUOTED: usize = 30;

/// Why the text is not an action, in `lang`; user text quoted safely.
fn syntax(lang: Lang, error: &SyntaxError) -> String {
    match error {
        SyntaxError::Empty => t!(lang, "reason-empty"),
        SyntaxError::NotASquare(s) => t!(lang, "reason-not-a-square", text = plain(s, QUOTED)),
        SyntaxError::Unrecognized(s) => t!(lang, "reason-unrecognized", text = plain(s, QUOTED)),
        SyntaxError::NotAPiece(s) => t!(lang, "reason-not-a-piece", text = plain(s, QUOTED)),
        SyntaxError::BoyerHasNoCaptures => t!(lang, "reason-boyer-has-no-captures"),
        SyntaxError::SkipNotAlone => t!(lang, "reason-skip-not-alone"),
        SyntaxError::NotABoyerToken => t!(lang, "reason-not-a-boyer-token"),
        SyntaxError::TurnTooLong => t!(lang, "reason-turn-too-long"),
    }
}

/// Why the rules forbid the action, in `lang`. Squares are written as the
/// engine writes them (`e4`).
fn illegal(lang: Lang, error: &Illegal) -> String {
    match error {
        Illegal::GameOver => t!(lang, "reason-game-over"),
        Illegal::NoPieceOfYours(s) => t!(lang, "reason-no-piece-of-yours", square = s.to_string()),
        Illegal::NotTheCarrier(s) => t!(lang, "reason-not-the-carrier", square = s.to_string()),
        Illegal::SameSquare => t!(lang, "reason-same-square"),
        Illegal::OwnPiece(s) => t!(lang, "reason-own-piece", square = s.to_string()),
        Illegal::Occupied(s) => t!(lang, "reason-occupied", square = s.to_string()),
        Illegal::NothingToCapture(s) => {
            t!(lang, "reason-nothing-to-capture", square = s.to_string())
        }
        Illegal::Blocked(s) => t!(lang, "reason-blocked", square = s.to_string()),
        Illegal::NotInLine(a, b) => t!(
            lang,
            "reason-not-in-line",
            from = a.to_string(),
            to = b.to_string()
        ),
        Illegal::CannotSkip => t!(lang, "reason-cannot-skip"),
        Illegal::KindPattern(k) => t!(lang, "reason-kind-pattern", kind = kind(*k)),
        Illegal::RolePattern(r) => t!(lang, "reason-role-pattern", role = role(*r)),
        Illegal::CarrierCannotCapture => t!(lang, "reason-carrier-cannot-capture"),
        Illegal::DribbleOneSquare => t!(lang, "reason-dribble-one-square"),
        Illegal::NoCaptureOnFirstMove => t!(lang, "reason-no-capture-on-first-move"),
        Illegal::PassTooFar => t!(lang, "reason-pass-too-far"),
        Illegal::CrossTooFar => t!(lang, "reason-cross-too-far"),
        Illegal::ShotTooFar => t!(lang, "reason-shot-too-far"),
        Illegal::CrossOntoGoal(s) => t!(lang, "reason-cross-onto-goal", square = s.to_string()),
        Illegal::BallToOpponent(s) => {
            t!(lang, "reason-ball-to-opponent", square = s.to_string())
        }
        Illegal::KickerNamedOutsideBoyer => t!(lang, "reason-kicker-named-outside-boyer"),
        Illegal::NotInFutbol => t!(lang, "reason-not-in-futbol"),
        Illegal::NotABoyerTurn => t!(lang, "reason-not-a-boyer-turn"),
        Illegal::MoveComesFirst => t!(lang, "reason-move-comes-first"),
        Illegal::StopOnGoal => t!(lang, "reason-stop-on-goal"),
        // The same words as the syntax error of that name.
        Illegal::BoyerHasNoCaptures => t!(lang, "reason-boyer-has-no-captures"),
        Illegal::BallNotThere(s) => t!(lang, "reason-ball-not-there", square = s.to_string()),
        Illegal::CannotKick(k, s) => t!(
            lang,
            "reason-cannot-kick",
            kicker = k.to_string(),
            target = s.to_string()
        ),
        Illegal::NoKicker(f, s) => t!(
            lang,
            "reason-no-kicker",
            from = f.to_string(),
            to = s.to_string()
        ),
        Illegal::AmbiguousKick => t!(lang, "reason-ambiguous-kick"),
        Illegal::GoalEndsTurn => t!(lang, "reason-goal-ends-turn"),
        Illegal::EmptyToken => t!(lang, "reason-empty-token"),
        // The same words as the syntax error of that name.
        Illegal::TurnTooLong => t!(lang, "reason-turn-too-long"),
        Illegal::PlacementOver => t!(lang, "reason-placement-over"),
        Illegal::NotYourHalf(s) => t!(lang, "reason-not-your-half", square = s.to_string()),
        Illegal::KickOffFirst(s) => t!(lang, "reason-kick-off-first", square = s.to_string()),
        Illegal::KingOffGoal => t!(lang, "reason-king-off-goal"),
        Illegal::PawnOnGoal => t!(lang, "reason-pawn-on-goal"),
        Illegal::ArmyLimit { role: r, max } => {
            t!(lang, "reason-army-limit", role = role(*r), max = *max)
        }
        Illegal::NoRoomForKingAndPawns => t!(lang, "reason-no-room-for-king-and-pawns"),
        Illegal::KickOffWithoutPass => t!(lang, "reason-kick-off-without-pass"),
        Illegal::ImpossiblePlacement => t!(lang, "reason-impossible-placement"),
        Illegal::PlaceFirst => t!(lang, "reason-place-first"),
        Illegal::NotInChessFootball => t!(lang, "reason-not-in-chess-football"),
        Illegal::KickOffPass(s) => t!(lang, "reason-kick-off-pass", square = s.to_string()),
        Illegal::PassToTeammate => t!(lang, "reason-pass-to-teammate"),
        Illegal::OnlyTheCarrier => t!(lang, "reason-only-the-carrier"),
        Illegal::MustPromote => t!(lang, "reason-must-promote"),
        Illegal::CannotPromote => t!(lang, "reason-cannot-promote"),
    }
}

/// A chess role as the texts' selectors name it (`$role`).
const fn role(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// A `futbol` kind as the texts' selectors name it (`$kind`).
const fn kind(kind: Kind) -> &'static str {
    match kind {
        Kind::Goalkeeper => "goalkeeper",
        Kind::Defender => "defender",
        Kind::Midfielder => "midfielder",
        Kind::Forward => "forward",
    }
}

/// Every text of this file in `lang`, each function called with sample arguments (every branch: each enum value, each match arm), so the catalogue test can check that each exists in every language.
#[cfg(test)]
pub(super) fn samples(lang: crate::i18n::Lang) -> Vec<String> {
    tests::every_error()
        .iter()
        .map(|error| Say(lang).reason(error))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::chess::Role;
    use crate::engine::futbol::Kind;
    use crate::engine::{Game, Illegal, Square, SyntaxError, Variant};

    /// One value of each variant listed, each with the pattern it stands
    /// for: the patterns must cover the enum, so a new variant does not
    /// compile until it is given a sample here (and its message in
    /// `texts/locales/*/reasons.ftl`).
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

    /// Every refusal the engine can give, syntax errors first.
    pub(super) fn every_error() -> Vec<ActionError> {
        (every_syntax_error().into_iter().map(ActionError::from))
            .chain(every_illegal().into_iter().map(ActionError::from))
            .collect()
    }

    /// Every refusal the engine can give has words in every language, and
    /// no translation is the English left as it was.
    #[test]
    fn every_refusal_reads_in_every_language() {
        for error in every_error() {
            let en = Say(Lang::En).reason(&error);
            assert!(!en.trim().is_empty(), "{error:?} has no English");
            for lang in [Lang::Es, Lang::Ar, Lang::Ru] {
                let text = Say(lang).reason(&error);
                assert!(!text.trim().is_empty(), "{error:?} has no {lang:?}");
                assert_ne!(en, text, "{error:?} is not translated to {lang:?}");
            }
        }
    }

    /// Every refusal met in random games of every rule set reads in Spanish,
    /// Arabic and Russian: no sentence of the engine is left untranslated.
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
                        let english = error.to_string();
                        for lang in [Lang::Es, Lang::Ar, Lang::Ru] {
                            let text = Say(lang).reason(&error);
                            assert!(
                                text != english || english.starts_with("`"),
                                "untranslated to {lang:?}: {english}"
                            );
                        }
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
