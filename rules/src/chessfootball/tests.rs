//! One test per rule of RULES.md §3, choices included.

use super::*;
use crate::layout::sketch;
use crate::{ActionKind, Illegal, parse_action};

/// A position from `Ke1 Qe4* ke8` (upper case White, `*` the carrier),
/// then the other six fields.
fn setup(pieces: &str, rest: &str) -> ChessFootball {
    sketch(pieces, rest, SIZE)
}

fn s(name: &str) -> Square {
    Square::parse(name, SIZE).unwrap()
}

fn act(game: &mut ChessFootball, text: &str) -> Result<crate::Played, Illegal> {
    game.play(parse_action(text, SIZE).unwrap())
}

fn refuse(game: &ChessFootball, text: &str) -> Illegal {
    let mut copy = game.clone();
    let err = act(&mut copy, text).unwrap_err();
    assert_eq!(&copy, game, "a refused action changed the position");
    err
}

fn legal(game: &ChessFootball) -> Vec<String> {
    let mut v: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    v.sort();
    v
}

/// A position in play: White's queen on d4 has the ball.
fn in_play() -> ChessFootball {
    setup(
        "Kd1 Qd4* Pa2 Ph2 Nb1 Rg1 ke8 qd6 pa7 ph7 nb8 rg8",
        "w 0-0 10 play 1 0-0",
    )
}

#[test]
fn the_kickoff_side_places_first_a_q_r_b_or_n_on_its_kickoff_square_choice() {
    let start = ChessFootball::start();
    assert_eq!(start.to_string(), "8/8/8/8/8/8/8/8 w 0-0 0 place 1 6-6");
    assert_eq!(legal(&start), ["B@e4", "N@e4", "Q@e4", "R@e4"]);
    assert_eq!(refuse(&start, "K@e4"), Illegal::KickOffFirst(s("e4")));
    assert_eq!(refuse(&start, "Q@d4"), Illegal::KickOffFirst(s("e4")));
    let mut g = start.clone();
    act(&mut g, "Q@e4").unwrap();
    assert_eq!(g.ball(), Some(s("e4")));
    assert_eq!(g.turn(), Team::Black);
    assert_eq!(g.actions(), 0, "placements are not actions");
}

#[test]
fn each_side_places_in_its_own_half() {
    let mut g = ChessFootball::start();
    act(&mut g, "Q@e4").unwrap();
    assert_eq!(refuse(&g, "Q@d4"), Illegal::NotYourHalf(s("d4")));
    act(&mut g, "Q@d5").unwrap();
    assert_eq!(refuse(&g, "R@a5"), Illegal::NotYourHalf(s("a5")));
}

#[test]
fn the_king_goes_on_a_goal_square_and_pawns_never_do() {
    let mut g = ChessFootball::start();
    act(&mut g, "R@e4").unwrap();
    act(&mut g, "R@a8").unwrap();
    assert_eq!(refuse(&g, "K@b1"), Illegal::KingOffGoal);
    assert_eq!(refuse(&g, "P@d1"), Illegal::PawnOnGoal);
    act(&mut g, "K@f1").unwrap();
}

#[test]
fn armies_keep_a_chess_sets_limits_and_room_for_king_and_pawns() {
    // White: N e4, R a1, R h1; a third rook is refused.
    let g = setup("Ne4* Ra1 Rh1 ke8 pa7 ph7", "w 0-0 0 place 1 3-3");
    assert_eq!(
        refuse(&g, "R@b1"),
        Illegal::ArmyLimit {
            role: Role::Rook,
            max: 2
        }
    );
    assert_eq!(
        refuse(&g, "Q@b1").to_string(),
        "keep room for your king and two pawns"
    );
    act(&mut g.clone(), "P@b2").unwrap();
    act(&mut g.clone(), "K@c1").unwrap();
}

#[test]
fn the_king_always_finds_a_goal_square() {
    // Three extras can cover at most three of the four goal squares, so
    // the king always has one left: Black filled c8, d8 and e8.
    let g = setup(
        "Ne4* Pa2 Pb2 Ph2 Kd1 Ra1 qc8 rd8 re8 pa7 ph7",
        "b 0-0 0 place 1 0-1",
    );
    assert_eq!(legal(&g), ["K@f8"]);
}

#[test]
fn the_kickoff_side_never_makes_its_kickoff_pass_impossible() {
    // A bishop kicker with four pieces placed, none on its diagonals: if
    // the fifth misses the diagonals too, only the king (on c1–f1, off the
    // diagonals) is left and the kick-off pass could never be made.
    let g = setup("Be4* Pa2 Ph3 Ra1 kd8 pa7 ph7 ra8", "w 0-0 0 place 1 2-2");
    assert_eq!(refuse(&g, "Q@a3"), Illegal::KickOffWithoutPass);
    act(&mut g.clone(), "Q@c2").unwrap();
    act(&mut g.clone(), "K@d1").unwrap();
    assert!(legal(&g).iter().all(|p| p != "Q@a3"));
}

#[test]
fn play_starts_with_a_pass_from_the_kickoff_square() {
    let g = setup(
        "Kd1 Qe4* Pa2 Ph2 Nb1 Rg4 ke8 qd6 pa7 ph7 nb8 rg8",
        "w 0-0 0 kickoff 1 0-0",
    );
    assert_eq!(legal(&g), ["e4>b1", "e4>g4"]);
    assert_eq!(refuse(&g, "a2-a3"), Illegal::KickOffPass(s("e4")));
    let mut after = g.clone();
    act(&mut after, "e4>g4").unwrap();
    assert_eq!(after.phase(), Phase::Play);
    assert_eq!(after.actions(), 1);
}

#[test]
fn placing_the_last_piece_starts_the_kickoff() {
    let mut g = setup(
        "Kd1 Qe4* Pa2 Ph2 Nb1 Rg4 ke8 qd6 pa7 ph7 nb8",
        "b 0-0 0 place 1 0-1",
    );
    act(&mut g, "R@g8").unwrap();
    assert_eq!((g.phase(), g.turn()), (Phase::KickOff, Team::White));
}

#[test]
fn pieces_move_like_chess_pieces_and_pawns_one_square_forward() {
    let g = in_play();
    let moves = legal(&g);
    assert!(moves.contains(&"a2-a3".to_string()));
    assert!(!moves.contains(&"a2-a4".to_string()), "no double step");
    assert!(moves.contains(&"b1-c3".to_string()));
    assert_eq!(refuse(&g, "a2-b3"), Illegal::RolePattern(Role::Pawn));
}

#[test]
fn the_carrier_moves_with_the_ball_and_passes_to_the_first_piece_on_a_line() {
    let mut g = in_play();
    let moves = legal(&g);
    assert!(
        moves.contains(&"d4>d1".to_string()),
        "queen to king down the file"
    );
    assert!(!moves.contains(&"d4>a7".to_string()), "not to an opponent");
    act(&mut g, "d4-f4").unwrap();
    assert_eq!(g.ball(), Some(s("f4")));
    let mut pass = in_play();
    assert_eq!(act(&mut pass, "d4>d1").unwrap().kind, ActionKind::Pass);
    assert_eq!(pass.ball(), Some(s("d1")));
}

#[test]
fn only_the_carrier_can_be_captured_and_capturing_takes_the_ball() {
    let g = setup(
        "Kd1 Qd4 Pa2 Ph2 Nb1 Rg1 ke8 qd6* pa7 ph7 nb8 rg8",
        "w 0-0 10 play 1 0-0",
    );
    assert_eq!(refuse(&g, "g1xg8"), Illegal::OnlyTheCarrier);
    let mut take = g.clone();
    let played = act(&mut take, "d4xd6").unwrap();
    assert_eq!((played.kind, played.goal), (ActionKind::Steal, None));
    assert_eq!(take.ball(), Some(s("d6")));
    assert_eq!(take.piece_at(s("d6")).unwrap().team, Team::White);
    let mut dash = g.clone();
    act(&mut dash, "d4-d6").unwrap();
    assert_eq!(dash, take, "a capture may be typed with -");
}

#[test]
fn capturing_the_king_with_the_ball_is_a_goal_wherever_it_stands() {
    let mut g2 = setup(
        "Kd1 Qd5 Pa2 Ph2 Nb1 Rg1 ke6* qd7 pa7 ph7 nb8 rg8",
        "w 0-0 88 play 1 0-0",
    );
    let played = act(&mut g2, "d5xe6").unwrap();
    assert_eq!(played.goal, Some(Team::White));
    assert_eq!(g2.phase(), Phase::Placement, "a goal restarts");
}

#[test]
fn the_capturer_of_the_king_stays_on_its_square_when_the_game_ends() {
    let mut g = setup(
        "Kd1 Qd5 Pa2 Ph2 Nb1 Rg1 ke6* qd7 pa7 ph7 nb8 rg8",
        "w 0-0 179 play 2 0-0",
    );
    let played = act(&mut g, "d5xe6").unwrap();
    assert_eq!(played.goal, Some(Team::White));
    assert_eq!(g.outcome(), Outcome::Win(Team::White));
    assert_eq!(g.ball(), Some(s("d5")));
    assert_eq!(
        g.piece_at(s("e6")).unwrap().role,
        Role::King,
        "the king stays"
    );
}

#[test]
fn a_goal_when_the_ball_ends_on_an_enemy_goal_square() {
    // Carried there.
    let mut carry = setup("Kd1 Qd7* ke8 pa7", "w 0-0 10 play 1 0-0");
    assert_eq!(act(&mut carry, "d7-d8").unwrap().goal, Some(Team::White));
    // Passed to a teammate standing there (unlike futbol).
    let mut pass = setup("Kd1 Qd5* Rd8 ke8 pa7", "w 0-0 10 play 1 0-0");
    assert_eq!(act(&mut pass, "d5>d8").unwrap().goal, Some(Team::White));
    // Won by capturing the carrier there.
    let mut steal = setup("Kd1 Rd5 ke8 nd8* pa7", "w 0-0 10 play 1 0-0");
    assert_eq!(act(&mut steal, "d5xd8").unwrap().goal, Some(Team::White));
    // No own goals: carrying onto one's own goal square is nothing.
    let mut own = setup("Kd2* ke8 pa7", "w 0-0 10 play 1 0-0");
    assert_eq!(act(&mut own, "d2-d1").unwrap().goal, None);
}

#[test]
fn after_a_goal_the_armies_return_and_the_conceding_side_kicks_off() {
    let mut g = setup("Kd1 Qd7* ke8 pa7", "w 0-0 10 play 1 0-0");
    act(&mut g, "d7-d8").unwrap();
    assert_eq!(g.to_string(), "8/8/8/8/8/8/8/8 b 1-0 11 place 1 6-6");
    assert_eq!(legal(&g), ["B@e5", "N@e5", "Q@e5", "R@e5"]);
}

#[test]
fn pawns_pass_diagonally_forward_and_promote_by_choice_written_out() {
    let g = setup("Kd1 Pe7* Rf8 Nd8 ka8 pa6", "w 0-0 10 play 1 0-0");
    let moves = legal(&g);
    for m in ["e7>d8", "e7>f8", "e7-e8=Q", "e7-e8=R", "e7-e8=B", "e7-e8=N"] {
        assert!(moves.contains(&m.to_string()), "{m}");
    }
    assert_eq!(refuse(&g, "e7-e8"), Illegal::MustPromote);
    // The promotion scores (e8 is a goal square) and is still written.
    let mut scored = g.clone();
    let played = act(&mut scored, "e7-e8=N").unwrap();
    assert_eq!(played.action.to_string(), "e7-e8=N");
    assert_eq!(played.goal, Some(Team::White));
}

#[test]
fn a_promotion_may_make_any_piece_beyond_the_army_limits() {
    // White already has a queen; the pawn may still become one.
    let mut g = setup("Kd1 Qa1 Pb7 ke6* pa6", "w 0-0 10 play 1 0-0");
    act(&mut g, "b7-b8=Q").unwrap();
    assert_eq!(g.piece_at(s("b8")).unwrap().role, Role::Queen);
}

#[test]
fn a_side_with_no_action_skips() {
    // White's only piece, the king, is boxed in by Black pieces it cannot
    // capture (only the carrier can be captured).
    let mut g = setup("Kc1 kd8* pb2 pc2 pd2 nb1 nd1", "w 0-0 10 play 1 0-0");
    assert_eq!(legal(&g), ["--"]);
    act(&mut g, "--").unwrap();
    assert_eq!((g.turn(), g.actions()), (Team::Black, 11));
}

#[test]
fn only_two_kings_left_restarts_without_a_goal() {
    let mut kings = setup("Kd1 ke8 qe5* Rh5", "w 0-0 10 play 1 0-0");
    act(&mut kings, "h5xe5").unwrap();
    assert_eq!(kings.phase(), Phase::Play, "the rook survives");
    let mut bare = setup("Kd4 ke8 qe5*", "w 0-0 10 play 1 0-0");
    act(&mut bare, "d4xe5").unwrap();
    assert_eq!(bare.to_string(), "8/8/8/8/8/8/8/8 b 0-0 11 place 1 6-6");
}

#[test]
fn halves_last_90_actions_and_black_kicks_off_the_second() {
    // Black scores with the 90th action: Black still kicks off the second half.
    let mut goal = setup("Kh1 ke8 qd2* pa7", "b 0-0 89 play 1 0-0");
    assert_eq!(act(&mut goal, "d2-d1").unwrap().goal, Some(Team::Black));
    assert_eq!(goal.to_string(), "8/8/8/8/8/8/8/8 b 0-1 90 place 2 6-6");
    let mut quiet = setup("Kh1 ke8 qd2* pa7", "w 0-0 89 play 1 0-0");
    act(&mut quiet, "h1-g1").unwrap();
    assert_eq!(quiet.to_string(), "8/8/8/8/8/8/8/8 b 0-0 90 place 2 6-6");
}

#[test]
fn nothing_restarts_after_the_last_action() {
    let mut g = setup("Kh1 ke8 qd2* pa7", "b 1-1 179 play 2 0-0");
    act(&mut g, "d2-d1").unwrap();
    assert_eq!(g.outcome(), Outcome::Win(Team::Black));
    assert_eq!(g.to_string(), "4k3/p7/8/8/8/8/8/3q*3K w 1-2 180 play 2 0-0");
    assert!(g.legal_actions().is_empty());
    let mut draw = setup("Kh1 ke8 qd2* pa7", "b 1-1 179 play 2 0-0");
    act(&mut draw, "a7-a6").unwrap();
    assert_eq!(draw.outcome(), Outcome::Draw);
}

#[test]
fn position_strings_round_trip() {
    for text in [
        "8/8/8/8/8/8/8/8 w 0-0 0 place 1 6-6",
        "8/8/8/4r3/4Q*3/8/8/3K4 b 0-0 0 place 1 4-5",
        "4k3/p7/8/8/8/8/8/3q*3K w 1-2 180 play 2 0-0",
        "8/8/8/8/8/8/8/8 b 0-1 90 place 2 6-6",
    ] {
        assert_eq!(text.parse::<ChessFootball>().unwrap().to_string(), text);
    }
    for bad in [
        "8/8/8/8/8/8/8/8 w 0-0 0 place 1 6-5",
        "8/8/8/8/8/8/8/8 w 0-0 0 place 2 6-6",
        "8/8/8/8/4Q3/8/8/8 b 0-0 0 place 1 5-6",
        "8/8/8/8/8/8/8/8 w 0-0 0 play 1 0-0",
        "4k3/8/8/8/8/8/8/3Q*4 w 0-0 0 play 1 0-0",
        "P3k3/8/8/8/8/8/8/3K*4 w 0-0 5 play 1 0-0",
        "8/8/8/8/8/8/8/8 w 0-0 181 place 1 6-6",
    ] {
        assert!(bad.parse::<ChessFootball>().is_err(), "{bad}");
    }
}
