//! One test per rule of RULES.md §2, choices included, and the vchess checks.

use super::*;
use crate::layout::sketch;
use crate::{Action, Illegal, parse_turn};

/// A position from `Qd4 kf9 oe5` (upper case White, `o` the ball), then the
/// side to move, score and turns.
fn setup(pieces: &str, rest: &str) -> Boyer {
    sketch(pieces, rest, SIZE)
}

fn s(name: &str) -> Square {
    Square::parse(name, SIZE).unwrap()
}

fn turn(text: &str) -> Action {
    Action::Turn(parse_turn(text, SIZE).unwrap())
}

fn legal(game: &Boyer) -> Vec<String> {
    let mut v: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    v.sort();
    v
}

fn refuse(game: &Boyer, text: &str) -> Illegal {
    let mut copy = game.clone();
    let err = copy.play(turn(text)).unwrap_err();
    assert_eq!(&copy, game, "a refused turn changed the position");
    err
}

#[test]
fn start_position_follows_the_seed() {
    assert_eq!(
        Boyer::default().to_string(),
        "rnbq1kbnr/9/9/9/4o4/9/9/9/RNBQ1KBNR w 0-0 0"
    );
}

#[test]
fn vchess_from_the_start_54_moves_and_55_turns_without_a_kick() {
    let turns = legal(&Boyer::default());
    let plain: Vec<_> = turns.iter().filter(|t| !t.contains('>')).collect();
    assert_eq!(plain.len(), 55);
    assert!(plain.contains(&&"--".to_string()));
}

#[test]
fn vchess_queen_kicks_along_the_diagonal() {
    let g = setup("Qd4 oe5 Ka1 ka9", "w 0-0 4");
    for target in ["e5>f6", "e5>g7", "e5>h8"] {
        assert!(legal(&g).contains(&target.to_string()), "{target}");
    }
    assert!(legal(&g).contains(&"e5>i9".to_string()));
}

#[test]
fn vchess_knight_kicks_leap_away_from_the_knight() {
    let g = setup("Nd4 oe5 Ka1 ka9", "w 0-0 4");
    let kicks: Vec<String> = legal(&g)
        .into_iter()
        .filter(|t| t.starts_with("e5>"))
        .collect();
    let mut targets: Vec<&str> = kicks.iter().map(|t| &t[3..]).collect();
    targets.sort();
    assert_eq!(targets, ["c6", "d7", "f3", "f7", "g4", "g6"]);
    assert_eq!(refuse(&g, "e5>c4"), Illegal::NoKicker(s("e5"), s("c4")));
    assert_eq!(refuse(&g, "e5>d3"), Illegal::NoKicker(s("e5"), s("d3")));
}

#[test]
fn vchess_rook_scores_up_a_clear_file_and_wins() {
    let mut g = setup("Re4 oe5 Ka1 ka9", "w 0-0 4");
    let played = g.play(turn("e5>e9")).unwrap();
    assert_eq!(played.goal, Some(Team::White));
    assert_eq!(g.outcome(), Outcome::Win(Team::White));
    assert_eq!(g.ball(), s("e9"), "the deciding goal is not reset");
    assert!(g.legal_actions().is_empty());
}

#[test]
fn the_ball_blocks_sliders_but_not_knights() {
    let g = setup("Qe4 Nd3 oe5 Ka1 ka9", "w 0-0 2");
    assert_eq!(refuse(&g, "e4-e6"), Illegal::Blocked(s("e5")));
    assert_eq!(refuse(&g, "e4-e5"), Illegal::Occupied(s("e5")));
    let mut jump = g.clone();
    jump.play(turn("d3-f4")).unwrap();
    let mut over = setup("Nd4 oe5 Ka1 ka9", "w 0-0 2");
    over.play(turn("d4-e6")).unwrap();
}

#[test]
fn there_are_no_captures_and_no_piece_stops_on_a_goal() {
    let g = setup("Ra4 rc4 Kd1 oh5 ka9", "w 0-0 2");
    assert_eq!(refuse(&g, "a4-c4"), Illegal::BoyerHasNoCaptures);
    assert!(parse_turn("a4xc4", SIZE).is_err());
    assert_eq!(refuse(&g, "d1-e1"), Illegal::StopOnGoal);
    // Sliding through an empty goal square is allowed.
    let through = setup("Rd1 oh5 ka9", "w 0-0 2");
    assert!(legal(&through).contains(&"d1-f1".to_string()));
}

#[test]
fn the_move_comes_first_and_kicks_follow() {
    let g = setup("Qd1 oe5 Ka1 ka9", "w 0-0 2");
    let mut ok = g.clone();
    ok.play(turn("d1-d4 e5>g7")).unwrap();
    assert_eq!(ok.ball(), s("g7"));
    let kick_first = setup("Qd4 Rb1 oe5 Ka1 ka9", "w 0-0 2");
    assert_eq!(refuse(&kick_first, "e5>f6 b1-b2"), Illegal::MoveComesFirst);
    assert_eq!(refuse(&g, "d1-d2 d2-d3"), Illegal::MoveComesFirst);
}

#[test]
fn an_empty_turn_is_allowed() {
    let mut g = Boyer::default();
    g.play(turn("--")).unwrap();
    assert_eq!((g.turn(), g.turns()), (Team::Black, 1));
}

#[test]
fn each_piece_kicks_once_and_passes_chain_kicks() {
    // King d4 kicks e5>f6; the rook on g6 then kicks f6 west... a pass.
    let mut g = setup("Kd4 Rg6 oe5 ka9", "w 0-0 2");
    g.play(turn("e5>f6 f6>b6")).unwrap();
    assert_eq!(g.ball(), s("b6"));
    // The king may not kick twice: back and forth is refused.
    let twice = setup("Kd4 oe5 Rf7 ka9", "w 0-0 2");
    assert!(
        refuse(&twice, "e5>f6 f6>e5 e5>f6")
            .to_string()
            .contains("kick")
    );
}

#[test]
fn kick_geometry_follows_the_kicker() {
    let king = setup("Kd4 oe5 ka9", "w 0-0 2");
    let kicks: Vec<_> = legal(&king)
        .into_iter()
        .filter(|t| t.starts_with("e5"))
        .collect();
    assert_eq!(kicks, ["e5>f6"]);
    let rook_diag = setup("Rd4 oe5 ka9", "w 0-0 2");
    assert!(!legal(&rook_diag).iter().any(|t| t.starts_with("e5")));
    let rook = setup("Rd5 oe5 ka9", "w 0-0 2");
    let kicks: Vec<_> = legal(&rook)
        .into_iter()
        .filter(|t| t.starts_with("e5"))
        .collect();
    assert_eq!(kicks, ["e5>f5", "e5>g5", "e5>h5", "e5>i5"]);
    let bishop_straight = setup("Bd5 oe5 ka9", "w 0-0 2");
    assert!(!legal(&bishop_straight).iter().any(|t| t.starts_with("e5")));
}

#[test]
fn the_ball_never_lands_on_or_passes_a_piece() {
    let g = setup("Rd5 oe5 kg5 ka9", "w 0-0 2");
    let kicks: Vec<_> = legal(&g)
        .into_iter()
        .filter(|t| t.starts_with("e5"))
        .collect();
    assert_eq!(kicks, ["e5>f5"]);
}

#[test]
fn no_kick_along_rank_nine_into_or_through_the_goal() {
    // Ball on c9, rook on b9: along rank 9 it may reach d9 but not e9 or f9.
    let g = setup("Rb9 oc9 Ka1 ki5", "w 0-0 2");
    let kicks: Vec<_> = legal(&g)
        .into_iter()
        .filter(|t| t.starts_with("c9"))
        .collect();
    assert_eq!(kicks, ["c9>d9"]);
    // The king beside the goal cannot tap it in along the rank either.
    let king = setup("Kc9 od9 ki5", "w 0-0 2");
    assert!(!legal(&king).iter().any(|t| t.starts_with("d9")));
    // Rank 1 too, for either side.
    let low = setup("Kf5 rh1 og1 ka9", "b 0-0 3");
    let kicks: Vec<_> = legal(&low)
        .into_iter()
        .filter(|t| t.starts_with("g1"))
        .collect();
    assert_eq!(kicks, ["g1>f1"]);
}

#[test]
fn a_kick_off_the_goal_rank_scores() {
    let mut g = setup("Kc7 od8 ka1", "w 0-0 2");
    let played = g.play(turn("d8>e9")).unwrap();
    assert_eq!(played.goal, Some(Team::White));
}

#[test]
fn own_goals_count() {
    let mut g = setup("Qe3 oe2 ka9", "w 0-0 2");
    let played = g.play(turn("e2>e1")).unwrap();
    assert_eq!(played.goal, Some(Team::Black));
    assert_eq!(g.outcome(), Outcome::Win(Team::Black));
}

#[test]
fn a_goal_ends_the_turn() {
    let g = setup("Re4 Kd8 oe5 ka1", "w 0-0 2");
    assert_eq!(refuse(&g, "e5>e9 e9>f9"), Illegal::GoalEndsTurn);
}

#[test]
fn more_goals_to_win_reset_after_a_goal_choice() {
    let mut g = setup("Re4 oe5 Ka1 ka9", "w 0-0 4 goals=2");
    g.play(turn("e5>e9")).unwrap();
    assert_eq!(g.outcome(), Outcome::Ongoing);
    assert_eq!(
        g.to_string(),
        "rnbq1kbnr/9/9/9/4o4/9/9/9/RNBQ1KBNR b 1-0 5 goals=2"
    );
}

#[test]
fn the_game_is_drawn_after_200_turns_choice() {
    let mut g = setup("Ka1 oe5 ka9", "b 0-0 199");
    g.play(turn("--")).unwrap();
    assert_eq!(g.outcome(), Outcome::Draw);
    assert!(g.legal_actions().is_empty());
}

#[test]
fn the_knight_prefix_only_when_two_knights_could_kick() {
    // Knights d4 and f4 both touch e5; both can reach e.g. d7 and f7.
    let g = setup("Nd4 Nf4 oe5 Ka1 ka9", "w 0-0 2");
    let turns = legal(&g);
    assert!(turns.contains(&"d4:e5>d7".to_string()));
    assert!(turns.contains(&"f4:e5>d7".to_string()));
    assert!(!turns.contains(&"e5>d7".to_string()));
    assert_eq!(refuse(&g, "e5>d7"), Illegal::AmbiguousKick);
    // A kick only one knight can make carries no prefix, and a redundant
    // prefix is accepted and dropped.
    let single = setup("Nd4 oe5 Ka1 ka9", "w 0-0 2");
    assert_eq!(
        single.resolve(turn("d4:e5>d7")).unwrap().to_string(),
        "e5>d7"
    );
    assert_eq!(
        refuse(&single, "f4:e5>d7"),
        Illegal::CannotKick(s("f4"), s("d7"))
    );
}

#[test]
fn a_turn_built_step_by_step_equals_the_whole_turn() {
    let start = setup("Qd1 Bg1 Nh1 oe5 Ka1 ka9", "w 0-0 2");
    let mut whole = start.clone();
    let played = whole.play(turn("d1-d6 e5>h2 h2>i3")).unwrap();
    let mut steps = start.clone();
    for text in ["d1-d6", "e5>h2", "h2>i3"] {
        let token = parse_turn(text, SIZE).unwrap().tokens()[0];
        assert!(steps.legal_steps().contains(&token), "{text} not offered");
        assert_eq!(steps.step(token).unwrap(), None);
    }
    assert_eq!(steps.pending().to_string(), "d1-d6 e5>h2 h2>i3");
    assert_eq!(steps.end_turn().unwrap(), played);
    assert_eq!(steps, whole);
}

#[test]
fn position_strings_round_trip() {
    for text in [
        "rnbq1kbnr/9/9/9/4o4/9/9/9/RNBQ1KBNR w 0-0 0",
        "rnbq1kbnr/9/9/9/4o4/9/9/9/RNBQ1KBNR b 1-0 5 goals=2",
        "4o4/9/9/9/9/9/9/9/K8 b 1-0 7",
    ] {
        assert_eq!(text.parse::<Boyer>().unwrap().to_string(), text);
    }
    for bad in [
        "rnbq1kbnr/9/9/9/4o4/9/9/9/RNBQ1KBNR w 0-0 0 goals=1",
        "rnbq1kbnr/9/9/9/9/9/9/9/RNBQ1KBNR w 0-0 0",
        "rnbq1kbnr/9/9/9/4p4/9/9/9/RNBQ1KBNR w 0-0 0",
        "rnbqkkbnr/9/9/9/4o4/9/9/9/RNBQ1KBNR w 0-0 0",
        "4o4/9/9/9/9/9/9/9/K8 w 0-0 7",
        "rnbq1kbnr/9/9/9/4o4/9/9/9/RNBQ1KBNR w 0-0 201",
    ] {
        assert!(bad.parse::<Boyer>().is_err(), "{bad}");
    }
}
