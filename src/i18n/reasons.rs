//! The engine's refusals, in the player's language.
//!
//! The engine names each reason with a typed error; its words, English
//! included, are in `texts/locales/*/reasons.ftl`. Here each kind of error
//! picks its message and arguments, once for every language, in matches
//! with no catch-all arm, so a new reason does not compile until it has
//! its message.

use super::host::Say;
use super::plain::plain;
use crate::engine::chess::Role;
use crate::engine::futbol::Kind;
use crate::engine::{ActionError, Illegal, SyntaxError};
use futbol_texts::Lang;
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
        SyntaxError::Empty => t!(lang, reason_empty),
        SyntaxError::NotASquare(s) => t!(lang, reason_not_a_square, text = plain(s, QUOTED)),
        SyntaxError::Unrecognized(s) => t!(lang, reason_unrecognized, text = plain(s, QUOTED)),
        SyntaxError::NotAPiece(s) => t!(lang, reason_not_a_piece, text = plain(s, QUOTED)),
        SyntaxError::BoyerHasNoCaptures => t!(lang, reason_boyer_has_no_captures),
        SyntaxError::SkipNotAlone => t!(lang, reason_skip_not_alone),
        SyntaxError::NotABoyerToken => t!(lang, reason_not_a_boyer_token),
        SyntaxError::TurnTooLong => t!(lang, reason_turn_too_long),
    }
}

/// Why the rules forbid the action, in `lang`. Squares are written as the
/// engine writes them (`e4`).
fn illegal(lang: Lang, error: &Illegal) -> String {
    match error {
        Illegal::GameOver => t!(lang, reason_game_over),
        Illegal::NoPieceOfYours(s) => t!(lang, reason_no_piece_of_yours, square = s.to_string()),
        Illegal::NotTheCarrier(s) => t!(lang, reason_not_the_carrier, square = s.to_string()),
        Illegal::SameSquare => t!(lang, reason_same_square),
        Illegal::OwnPiece(s) => t!(lang, reason_own_piece, square = s.to_string()),
        Illegal::Occupied(s) => t!(lang, reason_occupied, square = s.to_string()),
        Illegal::NothingToCapture(s) => {
            t!(lang, reason_nothing_to_capture, square = s.to_string())
        }
        Illegal::Blocked(s) => t!(lang, reason_blocked, square = s.to_string()),
        Illegal::NotInLine(a, b) => t!(
            lang,
            reason_not_in_line,
            from = a.to_string(),
            to = b.to_string()
        ),
        Illegal::CannotSkip => t!(lang, reason_cannot_skip),
        Illegal::KindPattern(k) => t!(lang, reason_kind_pattern, kind = kind(*k)),
        Illegal::RolePattern(r) => t!(lang, reason_role_pattern, role = role(*r)),
        Illegal::CarrierCannotCapture => t!(lang, reason_carrier_cannot_capture),
        Illegal::DribbleOneSquare => t!(lang, reason_dribble_one_square),
        Illegal::NoCaptureOnFirstMove => t!(lang, reason_no_capture_on_first_move),
        Illegal::PassTooFar => t!(lang, reason_pass_too_far),
        Illegal::CrossTooFar => t!(lang, reason_cross_too_far),
        Illegal::ShotTooFar => t!(lang, reason_shot_too_far),
        Illegal::CrossOntoGoal(s) => t!(lang, reason_cross_onto_goal, square = s.to_string()),
        Illegal::BallToOpponent(s) => {
            t!(lang, reason_ball_to_opponent, square = s.to_string())
        }
        Illegal::KickerNamedOutsideBoyer => t!(lang, reason_kicker_named_outside_boyer),
        Illegal::NotInFutbol => t!(lang, reason_not_in_futbol),
        Illegal::NotABoyerTurn => t!(lang, reason_not_a_boyer_turn),
        Illegal::MoveComesFirst => t!(lang, reason_move_comes_first),
        Illegal::StopOnGoal => t!(lang, reason_stop_on_goal),
        // The same words as the syntax error of that name.
        Illegal::BoyerHasNoCaptures => t!(lang, reason_boyer_has_no_captures),
        Illegal::BallNotThere(s) => t!(lang, reason_ball_not_there, square = s.to_string()),
        Illegal::CannotKick(k, s) => t!(
            lang,
            reason_cannot_kick,
            kicker = k.to_string(),
            target = s.to_string()
        ),
        Illegal::NoKicker(f, s) => t!(
            lang,
            reason_no_kicker,
            from = f.to_string(),
            to = s.to_string()
        ),
        Illegal::AmbiguousKick => t!(lang, reason_ambiguous_kick),
        Illegal::GoalEndsTurn => t!(lang, reason_goal_ends_turn),
        Illegal::EmptyToken => t!(lang, reason_empty_token),
        // The same words as the syntax error of that name.
        Illegal::TurnTooLong => t!(lang, reason_turn_too_long),
        Illegal::PlacementOver => t!(lang, reason_placement_over),
        Illegal::NotYourHalf(s) => t!(lang, reason_not_your_half, square = s.to_string()),
        Illegal::KickOffFirst(s) => t!(lang, reason_kick_off_first, square = s.to_string()),
        Illegal::KingOffGoal => t!(lang, reason_king_off_goal),
        Illegal::PawnOnGoal => t!(lang, reason_pawn_on_goal),
        Illegal::ArmyLimit { role: r, max } => {
            t!(lang, reason_army_limit, role = role(*r), max = *max)
        }
        Illegal::NoRoomForKingAndPawns => t!(lang, reason_no_room_for_king_and_pawns),
        Illegal::KickOffWithoutPass => t!(lang, reason_kick_off_without_pass),
        Illegal::ImpossiblePlacement => t!(lang, reason_impossible_placement),
        Illegal::PlaceFirst => t!(lang, reason_place_first),
        Illegal::NotInChessFootball => t!(lang, reason_not_in_chess_football),
        Illegal::KickOffPass(s) => t!(lang, reason_kick_off_pass, square = s.to_string()),
        Illegal::PassToTeammate => t!(lang, reason_pass_to_teammate),
        Illegal::OnlyTheCarrier => t!(lang, reason_only_the_carrier),
        Illegal::MustPromote => t!(lang, reason_must_promote),
        Illegal::CannotPromote => t!(lang, reason_cannot_promote),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Square, Variant};

    /// The words the code gives a selector are the files' keys: a word
    /// spelt otherwise would fall to the default branch, and two pieces
    /// would read the same.
    #[test]
    fn every_piece_has_its_own_words() {
        let kinds = [
            Kind::Goalkeeper,
            Kind::Defender,
            Kind::Midfielder,
            Kind::Forward,
        ];
        for lang in Lang::ALL {
            let say = Say(lang);
            let by_role = Role::ALL.map(|r| say.reason(&Illegal::RolePattern(r).into()));
            let by_kind = kinds.map(|k| say.reason(&Illegal::KindPattern(k).into()));
            let limit =
                Role::ALL.map(|role| say.reason(&Illegal::ArmyLimit { role, max: 2 }.into()));
            for texts in [&by_role[..], &by_kind, &limit] {
                let distinct: std::collections::BTreeSet<_> = texts.iter().collect();
                assert_eq!(distinct.len(), texts.len(), "{lang:?}: {texts:?}");
            }
        }
        let square = Illegal::NotInLine(Square::new(3, 3), Square::new(4, 4));
        assert!(Say(Lang::En).reason(&square.into()).contains("d4"));
    }

    /// Every refusal met in random games of every rule set is worded by
    /// the files, not the engine's own English.
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
