//! One test per rule of RULES.md §1, choices included.

use super::*;
use crate::layout::sketch;
use crate::{ActionKind, Illegal, parse_action};

/// A position from `Pd1 Ce3* pd8 oe5`, then side, score and action count.
fn setup(pieces: &str, rest: &str) -> Futbol {
    sketch(pieces, rest, SIZE)
}

fn s(name: &str) -> Square {
    Square::parse(name, SIZE).unwrap()
}

fn act(game: &mut Futbol, text: &str) -> Result<crate::Played, Illegal> {
    game.play(parse_action(text, SIZE).unwrap())
}

fn refuse(game: &Futbol, text: &str) -> Illegal {
    let before = game.clone();
    let mut copy = game.clone();
    let err = act(&mut copy, text).unwrap_err();
    assert_eq!(copy, before, "a refused action changed the position");
    err
}

fn legal(game: &Futbol) -> Vec<String> {
    let mut v: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    v.sort();
    v
}

/// The legal actions from one square, sorted.
fn legal_from(game: &Futbol, square: &str) -> Vec<String> {
    let mut v = legal(game);
    v.retain(|m| m.starts_with(square));
    v
}

#[test]
fn start_position_is_the_documented_choice() {
    let start = Futbol::start();
    assert_eq!(
        start.to_string(),
        "3p4/1cd2dc1/2a1ca2/8/8/2A1C*A2/1CD2DC1/3P4 w 0-0 0"
    );
    assert_eq!(start.ball(), Ball::Carried(s("e3")));
    assert_eq!(start.turn(), Team::White);
}

#[test]
fn goalkeeper_steps_one_square_any_way() {
    let g = setup("Pd4 Ca1* pd8", "w 0-0 1");
    let moves = legal_from(&g, "d4");
    assert_eq!(moves.len(), 8);
    assert_eq!(refuse(&g, "d4-d6"), Illegal::KindPattern(Kind::Goalkeeper));
}

#[test]
fn defender_moves_one_or_two_orthogonally_over_an_empty_square() {
    let g = setup("Dd4 Pd5 Ca1* pd8", "w 0-0 1");
    let moves = legal_from(&g, "d4");
    assert_eq!(
        moves,
        ["d4-b4", "d4-c4", "d4-d2", "d4-d3", "d4-e4", "d4-f4"]
    );
    assert_eq!(refuse(&g, "d4-d6"), Illegal::Blocked(s("d5")));
    assert_eq!(refuse(&g, "d4-e5"), Illegal::KindPattern(Kind::Defender));
}

#[test]
fn midfielder_moves_one_or_two_diagonally_over_an_empty_square() {
    let g = setup("Cd4 Pe5 Ca1* pd8", "w 0-0 1");
    let moves = legal_from(&g, "d4");
    assert_eq!(
        moves,
        ["d4-b2", "d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-f2"]
    );
    assert_eq!(refuse(&g, "d4-f6"), Illegal::Blocked(s("e5")));
    assert_eq!(refuse(&g, "d4-d5"), Illegal::KindPattern(Kind::Midfielder));
}

#[test]
fn forward_leaps_like_a_knight_over_anything() {
    let g = setup("Ad4 Pd5 De5 Dc5 Cd3 Ca1* pd8", "w 0-0 1");
    let moves = legal_from(&g, "d4");
    assert_eq!(moves.len(), 8);
    assert_eq!(refuse(&g, "d4-d6"), Illegal::KindPattern(Kind::Forward));
}

#[test]
fn capture_removes_the_piece_for_good() {
    let mut g = setup("Ad4 Ca1* ce6 pd8", "w 0-0 1");
    assert_eq!(act(&mut g, "d4-e6").unwrap().kind, ActionKind::Capture);
    assert_eq!(g.piece_at(s("e6")).unwrap().kind, Kind::Forward);
    assert_eq!(g.pieces().count(), 3);
}

#[test]
fn capturing_the_carrier_steals_the_ball() {
    let mut g = setup("Ad4 ce6* pd8", "w 0-0 1");
    let played = act(&mut g, "d4xe6").unwrap();
    assert_eq!(played.kind, ActionKind::Steal);
    assert_eq!(g.ball(), Ball::Carried(s("e6")));
}

#[test]
fn nothing_can_be_captured_on_the_first_move() {
    let g = setup("Ad4 Ca1* ce6 pd8", "w 0-0 0");
    assert_eq!(refuse(&g, "d4xe6"), Illegal::NoCaptureOnFirstMove);
    assert!(!legal(&g).contains(&"d4xe6".to_string()));
}

#[test]
fn ending_on_the_loose_ball_picks_it_up_passing_over_does_not() {
    // The loose ball on d3 blocks nothing: the defender slides over it.
    let mut over = setup("Dd2 od3 pd8", "w 0-0 1");
    act(&mut over, "d2-d4").unwrap();
    assert_eq!(over.ball(), Ball::Loose(s("d3")));
    let mut onto = setup("Dd2 od3 pd8", "w 0-0 1");
    assert_eq!(act(&mut onto, "d2-d3").unwrap().kind, ActionKind::PickUp);
    assert_eq!(onto.ball(), Ball::Carried(s("d3")));
}

#[test]
fn the_carrier_cannot_capture_nor_use_its_own_pattern() {
    let g = setup("Dd4* ce5 pd8", "w 0-0 1");
    assert_eq!(refuse(&g, "d4xe5"), Illegal::CarrierCannotCapture);
    assert_eq!(refuse(&g, "d4-e5"), Illegal::CarrierCannotCapture);
    assert_eq!(refuse(&g, "d4-d6"), Illegal::DribbleOneSquare);
}

#[test]
fn dribble_steps_one_square_onto_an_empty_square() {
    let mut g = setup("Ad4* Pd5 pd8", "w 0-0 1");
    assert_eq!(refuse(&g, "d4-d5"), Illegal::OwnPiece(s("d5")));
    let played = act(&mut g, "d4-e5").unwrap();
    assert_eq!(played.kind, ActionKind::Dribble { goal: false });
    assert_eq!(g.ball(), Ball::Carried(s("e5")));
}

#[test]
fn dribbling_into_an_empty_enemy_goal_scores() {
    let mut g = setup("Ce7* Pd1 pa8", "w 0-0 9");
    let played = act(&mut g, "e7-e8").unwrap();
    assert_eq!(played.goal, Some(Team::White));
    assert_eq!(g.score(), ByTeam::new(1, 0));
}

#[test]
fn pass_goes_one_to_five_squares_along_a_clear_line() {
    let g = setup("Ca1* Cf6 Pa7 cb3 pd8", "w 0-0 1");
    let mut ok = g.clone();
    assert_eq!(act(&mut ok, "a1>f6").unwrap().kind, ActionKind::Pass);
    assert_eq!(ok.ball(), Ball::Carried(s("f6")));
    assert_eq!(refuse(&g, "a1>a7"), Illegal::PassTooFar);
    let blocked = setup("Ca1* Pa4 da2 pd8", "w 0-0 1");
    assert_eq!(refuse(&blocked, "a1>a4"), Illegal::Blocked(s("a2")));
    assert_eq!(refuse(&g, "a1>b3"), Illegal::NotInLine(s("a1"), s("b3")));
}

#[test]
fn cross_leaves_the_ball_loose_up_to_five_squares_never_on_a_goal_choice() {
    let g = setup("Ca1* pd8", "w 0-0 1");
    let mut ok = g.clone();
    assert_eq!(act(&mut ok, "a1>f6").unwrap().kind, ActionKind::Cross);
    assert_eq!(ok.ball(), Ball::Loose(s("f6")));
    assert_eq!(refuse(&g, "a1>g7"), Illegal::CrossTooFar);
    let near_goal = setup("Cb1* pd8", "w 0-0 1");
    assert_eq!(refuse(&near_goal, "b1>d1"), Illegal::CrossOntoGoal(s("d1")));
    assert!(!legal(&near_goal).contains(&"b1>e1".to_string()));
    // ...but a cross flies over an empty goal square.
    assert!(legal(&near_goal).contains(&"b1>f1".to_string()));
}

#[test]
fn a_shot_goes_at_most_three_squares() {
    let far = setup("Ce4* pa8", "w 0-0 1");
    assert_eq!(refuse(&far, "e4>e8"), Illegal::ShotTooFar);
    let mut near = setup("Ce5* pa8", "w 0-0 1");
    let played = act(&mut near, "e5>e8").unwrap();
    assert_eq!(played.kind, ActionKind::Shot { goal: true });
    assert_eq!(played.goal, Some(Team::White));
}

#[test]
fn a_shot_at_an_enemy_is_a_save_and_at_a_teammate_a_pass() {
    let mut save = setup("Ce5* Pd1 pe8", "w 0-0 1");
    let played = act(&mut save, "e5>e8").unwrap();
    assert_eq!((played.kind, played.goal), (ActionKind::Save, None));
    assert_eq!(save.ball(), Ball::Carried(s("e8")));
    let mut pass = setup("Cb5* Ae8 pa8", "w 0-0 1");
    let played = act(&mut pass, "b5>e8").unwrap();
    assert_eq!((played.kind, played.goal), (ActionKind::Pass, None));
    assert_eq!(pass.score(), ByTeam::new(0, 0));
    let far_save = setup("Ce4* pe8", "w 0-0 1");
    assert_eq!(refuse(&far_save, "e4>e8"), Illegal::ShotTooFar);
}

#[test]
fn the_ball_never_goes_to_an_opponent_off_the_goal() {
    let g = setup("Ca1* cc3 pd8", "w 0-0 1");
    assert_eq!(refuse(&g, "a1>c3"), Illegal::BallToOpponent(s("c3")));
}

#[test]
fn there_are_no_own_goals_and_any_piece_may_stand_on_a_goal() {
    let mut g = setup("Cd2* pa8", "w 0-0 1");
    let played = act(&mut g, "d2-d1").unwrap();
    assert_eq!(played.goal, None);
    let own_goal = setup("Cd3* pa8", "w 0-0 1");
    assert_eq!(refuse(&own_goal, "d3>d1"), Illegal::CrossOntoGoal(s("d1")));
    let mut keeper = setup("Pd7 Ca1* pa8", "w 0-0 1");
    act(&mut keeper, "d7-d8").unwrap();
    assert_eq!(keeper.score(), ByTeam::new(0, 0));
}

#[test]
fn stealing_on_the_goal_square_is_not_a_goal() {
    let mut g = setup("Ac6 pd8* ca8", "w 0-0 1");
    let played = act(&mut g, "c6xd8").unwrap();
    assert_eq!((played.kind, played.goal), (ActionKind::Steal, None));
}

#[test]
fn a_side_with_no_action_skips_and_the_skip_counts() {
    // White is boxed in a corner, and on the first action nothing can be
    // captured.
    let mut g = setup("Pa1 Da2 Db1 Cb2 pa3 dc1 cc3*", "w 0-0 0");
    assert_eq!(legal(&g), ["--"]);
    let played = act(&mut g, "--").unwrap();
    assert_eq!(played.kind, ActionKind::Skip);
    assert_eq!((g.turn(), g.actions()), (Team::Black, 1));
    assert_eq!(refuse(&Futbol::start(), "--"), Illegal::CannotSkip);
    // A side with no pieces at all also only skips.
    let empty = setup("pd8 oe4", "w 0-0 1");
    assert_eq!(legal(&empty), ["--"]);
}

#[test]
fn reset_after_a_goal_fills_home_squares_in_the_fixed_order_choice() {
    // White has one C (not the one from e3), one D and the P; Black has all
    // but a forward. White scores by dribbling onto e8.
    let mut g = setup("Ce7* Df5 Ph4 pd7 dc2 dh8 ca6 cb5 cg3 ab4", "w 0-0 20");
    act(&mut g, "e7-e8").unwrap();
    assert_eq!(g.to_string(), "3p4/1cd2dc1/2a1c*3/8/8/4C3/2D5/3P4 b 1-0 21");
    assert_eq!(g.ball(), Ball::Carried(s("e6")));
    assert_eq!(g.turn(), Team::Black);
}

#[test]
fn kickoff_without_a_midfielder_goes_to_the_first_survivor_choice() {
    // Black keeps a defender and its goalkeeper; the fallback order is
    // A c6, A f6, D c7, D f7, P d8, so the defender (reset to c7) kicks off.
    let mut g = setup("Ce7* Pd1 df4 pb8", "w 0-0 3");
    act(&mut g, "e7-e8").unwrap();
    assert_eq!(g.ball(), Ball::Carried(s("c7")));
    let mut keeper_only = setup("Ce7* Pd1 pb8", "w 0-0 3");
    act(&mut keeper_only, "e7-e8").unwrap();
    assert_eq!(keeper_only.ball(), Ball::Carried(s("d8")));
    let mut nobody = setup("Ce5* Pd1", "w 0-0 3");
    act(&mut nobody, "e5>e8").unwrap();
    assert_eq!(nobody.ball(), Ball::Loose(s("e6")));
    assert_eq!(nobody.turn(), Team::Black);
    assert_eq!(legal(&nobody), ["--"]);
}

#[test]
fn two_goals_win_at_once_and_the_last_goal_is_not_reset() {
    let mut shot = setup("Ce5* Pd1 pa8", "w 1-0 30");
    act(&mut shot, "e5>e8").unwrap();
    assert_eq!(shot.outcome(), Outcome::Win(Team::White));
    assert_eq!(shot.ball(), Ball::Loose(s("e8")));
    assert_eq!(shot.to_string(), "p3o3/8/8/4C3/8/8/8/3P4 b 2-0 31");
    let mut dribble = setup("Ce7* pa8", "w 1-0 30");
    act(&mut dribble, "e7-e8").unwrap();
    assert_eq!(dribble.ball(), Ball::Carried(s("e8")));
    assert!(dribble.legal_actions().is_empty(), "no action, not even --");
    assert_eq!(refuse(&dribble, "--"), Illegal::GameOver);
}

#[test]
fn the_game_ends_after_160_actions_and_the_last_goal_counts() {
    let mut draw = setup("Ca1* pa8", "w 0-0 159");
    act(&mut draw, "a1-a2").unwrap();
    assert_eq!(draw.outcome(), Outcome::Draw);
    assert!(draw.legal_actions().is_empty());
    let mut late_goal = setup("Ce7* pa8", "w 0-0 159");
    act(&mut late_goal, "e7-e8").unwrap();
    assert_eq!(late_goal.outcome(), Outcome::Win(Team::White));
    assert_eq!(
        late_goal.ball(),
        Ball::Carried(s("e8")),
        "no reset at the end"
    );
    let ahead = setup("Ca1* pa8", "b 0-1 160");
    assert_eq!(ahead.outcome(), Outcome::Win(Team::Black));
}

#[test]
fn position_strings_round_trip_and_refuse_other_spellings() {
    for text in [
        "3p4/1cd2dc1/2a1ca2/8/8/2A1C*A2/1CD2DC1/3P4 w 0-0 0",
        "8/8/8/3o4/8/8/8/8 b 1-1 57",
        "p3o3/8/8/4C3/8/8/8/3P4 b 2-0 31",
    ] {
        assert_eq!(text.parse::<Futbol>().unwrap().to_string(), text);
    }
    for bad in [
        "8/8/8/3o4/8/8/8/8 b 1-1 057",
        "8/8/8/3o22/8/8/8/8 b 0-0 5",
        "8/8/8/8/8/8/8/8 w 0-0 0",
        "8/8/8/3o4/8/8/8 w 0-0 0",
        "3o4/8/8/8/8/8/8/8 w 0-0 0",
        "8/8/8/3o4/8/8/8/8 x 0-0 0",
        "8/8/8/3o4/8/8/8/8 w 3-0 0",
        "8/8/8/3o4/8/8/8/8 w 0-0 161",
        "CCCC4/8/8/3o4/8/8/8/8 w 0-0 0",
        "8/8/8/3*4/8/8/8/8 w 0-0 0",
        "8/8/8/3o4/8/8/8/8 w  0-0 0",
    ] {
        assert!(bad.parse::<Futbol>().is_err(), "{bad} was accepted");
    }
}
