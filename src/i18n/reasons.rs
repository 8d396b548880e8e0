//! The engine's refusals, in the player's language.
//!
//! The engine names each reason with a typed error whose English text is
//! its `Display`; the files under `reasons/` give the words in each other
//! language, in matches with no catch-all arm, so a new reason does not
//! compile until it has its words in every language.

use super::{Lang, Say};
use crate::engine::ActionError;

mod ar;
mod en;
mod es;
mod ru;

impl Say {
    /// Why an action was refused, in this language.
    pub fn reason(self, error: &ActionError) -> String {
        use ActionError::{Illegal, Syntax};
        match (self.0, error) {
            (Lang::Es, Syntax(e)) => es::syntax(e),
            (Lang::Es, Illegal(e)) => es::illegal(e),
            // English is the engine's own text, user text quoted safely.
            (Lang::En, Syntax(e)) => en::syntax(e),
            (Lang::En, Illegal(e)) => e.to_string(),
            (Lang::Ar, Syntax(e)) => ar::syntax(e),
            (Lang::Ar, Illegal(e)) => ar::illegal(e),
            (Lang::Ru, Syntax(e)) => ru::syntax(e),
            (Lang::Ru, Illegal(e)) => ru::illegal(e),
        }
    }
}

/// The longest piece of user text a reason quotes.
const QUOTED: usize = 30;

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
    /// compile until it is given a sample here (and its words in `reasons/`).
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
