//! Refusals that teach, walked: random games of each rule set, and at
//! each position every kind of action a player may type tried from the
//! pieces (moves, captures, ball actions, kicks, placements, passes), so
//! every kind of refusal the engine gives turns up; each is then said in
//! all eight languages as its own rule, never a bare "illegal action".

#[cfg(test)]
mod tests {
    use crate::engine::{ActionError, Game, Outcome, Variant};
    use crate::i18n::{Lang, Say};
    use crate::learn::board::Board;
    use std::collections::BTreeMap;

    /// The name of an error's kind (`KindPattern`), as its `Debug` starts.
    fn kind(error: &ActionError) -> String {
        let text = format!("{error:?}");
        let inner = text
            .trim_start_matches("Illegal(")
            .trim_start_matches("Syntax(");
        inner
            .split(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or_default()
            .to_string()
    }

    /// What a player might type at `game`: from each square that holds a
    /// piece or the ball, to squares near and far, in every form; a few
    /// placements, promotions, kicks named by their kicker, and passing.
    fn typed(game: &Game, rng: &mut fastrand::Rng) -> Vec<String> {
        let size = game.variant().size();
        let square = |f: u8, r: u8| format!("{}{}", char::from(b'a' + f), r + 1);
        let board = Board::of(game);
        let mut from: Vec<String> = board.pieces.keys().cloned().collect();
        from.extend(board.ball().map(str::to_string));
        let mut out = vec!["--".to_string(), "-- --".into(), "e4".into()];
        for f in &from {
            for _ in 0..24 {
                let t = square(rng.u8(..size), rng.u8(..size));
                for form in ["-", "x", ">"] {
                    out.push(format!("{f}{form}{t}"));
                }
                out.push(format!("{f}-{t}=Q"));
                out.push(format!(
                    "{t}:{f}>{}",
                    square(rng.u8(..size), rng.u8(..size))
                ));
                out.push(format!(
                    "{f}-{t} {t}>{}",
                    square(rng.u8(..size), rng.u8(..size))
                ));
            }
        }
        for _ in 0..16 {
            let t = square(rng.u8(..size), rng.u8(..size));
            for role in ["K", "Q", "R", "B", "N", "P"] {
                out.push(format!("{role}@{t}"));
            }
        }
        out
    }

    /// Every kind of refusal random games of `variant` meet, with one
    /// error of each.
    fn refusals(variant: Variant) -> BTreeMap<String, ActionError> {
        let mut rng = fastrand::Rng::with_seed(78 + variant as u64);
        let mut seen = BTreeMap::new();
        for _ in 0..12 {
            let mut game = Game::new(variant);
            for _ in 0..90 {
                for text in typed(&game, &mut rng) {
                    if let Err(error) = game.parse_action(&text) {
                        seen.entry(kind(&error)).or_insert(error);
                    }
                }
                let legal = game.legal_actions();
                if game.outcome() != Outcome::Ongoing || legal.is_empty() {
                    for text in typed(&game, &mut rng).into_iter().take(3) {
                        if let Err(error) = game.parse_action(&text) {
                            seen.entry(kind(&error)).or_insert(error);
                        }
                    }
                    break;
                }
                let action = legal[rng.usize(..legal.len())];
                if game.play(action).is_err() {
                    break;
                }
            }
        }
        seen
    }

    /// The kinds of refusal the walk meets in each game: a new kind, or
    /// one no longer met, shows here. (Rarer ones, such as a first move's
    /// capture or a pass too long, need positions of their own.)
    const MET: [(Variant, &[&str]); 3] = [
        (
            Variant::Futbol,
            &[
                "BallToOpponent",
                "Blocked",
                "CannotSkip",
                "CarrierCannotCapture",
                "CrossOntoGoal",
                "CrossTooFar",
                "DribbleOneSquare",
                "KickerNamedOutsideBoyer",
                "KindPattern",
                "NoPieceOfYours",
                "NotInFutbol",
                "NotInLine",
                "NotTheCarrier",
                "NothingToCapture",
                "OwnPiece",
                "SameSquare",
                "ShotTooFar",
                "Unrecognized",
            ],
        ),
        (
            Variant::Boyer,
            &[
                "BallNotThere",
                "Blocked",
                "BoyerHasNoCaptures",
                "CannotKick",
                "GameOver",
                "NoKicker",
                "NoPieceOfYours",
                "NotABoyerToken",
                "Occupied",
                "OwnPiece",
                "RolePattern",
                "SameSquare",
                "SkipNotAlone",
                "StopOnGoal",
                "Unrecognized",
            ],
        ),
        (
            Variant::ChessFootball,
            &[
                "ArmyLimit",
                "Blocked",
                "CannotPromote",
                "CannotSkip",
                "KickOffFirst",
                "KickOffPass",
                "KickOffWithoutPass",
                "KingOffGoal",
                "MustPromote",
                "NoPieceOfYours",
                "NoRoomForKingAndPawns",
                "NotTheCarrier",
                "NotYourHalf",
                "NothingToCapture",
                "OnlyTheCarrier",
                "OwnPiece",
                "PassToTeammate",
                "PawnOnGoal",
                "PlaceFirst",
                "PlacementOver",
                "RolePattern",
                "SameSquare",
                "Unrecognized",
            ],
        ),
    ];

    #[test]
    fn every_refusal_met_in_random_games_names_its_rule_in_every_language() {
        for (variant, met) in MET {
            let seen = refusals(variant);
            let names: Vec<&str> = seen.keys().map(String::as_str).collect();
            assert_eq!(names, met, "{variant:?}");
            for (name, error) in &seen {
                let english = Say(Lang::En).reason(error);
                for lang in Lang::ALL {
                    let said = Say(lang).reason(error);
                    assert!(!said.trim().is_empty(), "{variant:?} {name} in {lang:?}");
                    if lang != Lang::En {
                        assert_ne!(said, english, "{variant:?} {name}: {lang:?} is English");
                    }
                }
            }
        }
    }
}
