//! The Swiss pairing rules, checked on whole tournaments: random fields of
//! 64 players over 9 rounds, and a small one whose every pairing and
//! tie-break was worked out by hand.

use std::collections::{BTreeMap, BTreeSet};

use futbol_tournament::swiss::{Had, Swiss, SwissError};
use futbol_tournament::tiebreak::standings;
use futbol_tournament::{Entrant, Outcome, Side};

/// Plays `swiss` to its end with random over-the-board results, checking
/// each round as it is paired; returns (boards across score groups, odd
/// score groups, boards, relaxed rounds).
fn play_out(swiss: &mut Swiss, rng: &mut fastrand::Rng) -> (usize, usize, usize, usize) {
    let mut met = BTreeSet::new();
    let mut byes = BTreeMap::new();
    let (mut crossing, mut odd_groups, mut boards, mut relaxed) = (0, 0, 0, 0);
    for round in 0..swiss.planned() {
        let scores: Vec<u32> = (0..swiss.players().len())
            .map(|at| swiss.score(Entrant(at as u16)))
            .collect();
        let paired = swiss
            .pair()
            .expect("a 64-player field pairs 9 rounds")
            .clone();
        relaxed += usize::from(paired.relaxed);
        // Everyone is in exactly one game or has the bye.
        let mut seen: Vec<Entrant> = paired
            .games
            .iter()
            .flat_map(|game| [game.white, game.black])
            .collect();
        seen.extend(paired.bye);
        seen.sort();
        let everyone: Vec<Entrant> = (0..swiss.players().len() as u16).map(Entrant).collect();
        assert_eq!(seen, everyone, "round {round}: each player once");
        if let Some(bye) = paired.bye {
            *byes.entry(bye).or_insert(0) += 1;
            assert_eq!(byes[&bye], 1, "round {round}: {bye:?} has a second bye");
        }
        let mut groups = BTreeMap::new();
        for game in &paired.games {
            let pair = (game.white.min(game.black), game.white.max(game.black));
            assert!(met.insert(pair), "round {round}: {pair:?} meet again");
            crossing += usize::from(scores[game.white.index()] != scores[game.black.index()]);
            for player in [game.white, game.black] {
                *groups.entry(scores[player.index()]).or_insert(0) += 1;
            }
        }
        odd_groups += groups.values().filter(|size| *size % 2 == 1).count();
        boards += paired.games.len();
        for game in &paired.games {
            let outcome = [Outcome::WhiteWon, Outcome::Draw, Outcome::BlackWon][rng.usize(0..3)];
            swiss
                .record(round, game.white, outcome)
                .expect("the round's game");
        }
    }
    (crossing, odd_groups, boards, relaxed)
}

/// Colours over the board: no one three times running, whites − blacks
/// within ±2.
fn check_colours(swiss: &Swiss) {
    for at in 0..swiss.players().len() {
        let sides: Vec<Side> = swiss
            .history(Entrant(at as u16))
            .into_iter()
            .filter_map(|had| match had {
                Had::Game { side, .. } if had.played() => Some(side),
                _ => None,
            })
            .collect();
        assert!(
            !sides.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
            "player {at}: {sides:?}"
        );
        let mut difference = 0i32;
        for side in &sides {
            difference += if *side == Side::White { 1 } else { -1 };
            assert!(difference.abs() <= 2, "player {at}: {sides:?}");
        }
    }
}

#[test]
fn random_fields_of_64_never_repeat_and_keep_colours_and_score_groups() {
    let (mut crossing, mut odd_groups, mut boards) = (0, 0, 0);
    for (seed, players) in (0..30).map(|seed| (seed, if seed % 2 == 0 { 64 } else { 63 })) {
        let mut rng = fastrand::Rng::with_seed(seed);
        let ratings: Vec<i32> = (0..players).map(|_| rng.i32(1000..2200)).collect();
        let mut swiss = Swiss::new(&ratings, 9).expect("a valid tournament");
        let (c, o, b, relaxed) = play_out(&mut swiss, &mut rng);
        assert_eq!(relaxed, 0, "seed {seed}: the colour limit gave way");
        check_colours(&swiss);
        (crossing, odd_groups, boards) = (crossing + c, odd_groups + o, boards + b);
    }
    // Each score group of odd size must send at least one player across,
    // and one board crossing fixes two: half the odd groups is the least
    // possible.
    println!(
        "boards across score groups: {crossing} of {boards} ({:.1} %); odd groups {odd_groups}, so at least {}",
        100.0 * crossing as f64 / boards as f64,
        odd_groups.div_ceil(2)
    );
    assert!(
        crossing * 100 <= boards * 20,
        "{crossing} of {boards} boards cross score groups"
    );
}

#[test]
fn the_same_state_pairs_the_same_way_after_a_round_trip() {
    let mut rng = fastrand::Rng::with_seed(7);
    let ratings: Vec<i32> = (0..41).map(|_| rng.i32(1000..2200)).collect();
    let mut swiss = Swiss::new(&ratings, 6).expect("valid");
    for round in 0..4 {
        let stored = serde_json::to_string(&swiss).expect("serialises");
        let mut restored: Swiss = serde_json::from_str(&stored).expect("reads back");
        let here = swiss.pair().expect("pairs").clone();
        assert_eq!(restored.pair().expect("pairs"), &here, "round {round}");
        for game in &here.games {
            swiss
                .record(round, game.white, Outcome::Draw)
                .expect("recorded");
        }
    }
}

#[test]
fn round_one_is_the_top_half_against_the_bottom_half_colours_alternating() {
    // Registered out of rating order: seeds are by rating.
    let ratings = [1500, 1900, 1700, 1300, 2000, 1600, 1800, 1400];
    let mut swiss = Swiss::new(&ratings, 3).expect("valid");
    let round = swiss.pair().expect("pairs");
    let boards: Vec<(i32, i32)> = round
        .games
        .iter()
        .map(|game| (ratings[game.white.index()], ratings[game.black.index()]))
        .collect();
    assert_eq!(
        boards,
        [(2000, 1600), (1500, 1900), (1800, 1400), (1300, 1700)]
    );
    assert_eq!(round.bye, None);
}

/// Five players A–E (ratings 2000 down to 1600), three rounds, every
/// pairing and tie-break worked out by hand (see the module doc of
/// `tiebreak` for the definitions).
#[test]
fn a_small_swiss_pairs_and_breaks_ties_as_worked_out_by_hand() {
    let [a, b, c, d, e] = [0, 1, 2, 3, 4].map(Entrant);
    let mut swiss = Swiss::new(&[2000, 1900, 1800, 1700, 1600], 3).expect("valid");
    let pairs = |swiss: &mut Swiss| {
        let round = swiss.pair().expect("pairs");
        (
            round
                .games
                .iter()
                .map(|game| (game.white, game.black))
                .collect::<Vec<_>>(),
            round.bye,
        )
    };
    // Round 1: E, the lowest, has the bye; A–C and B–D (top half against
    // bottom half), board 2 with the higher seed black.
    assert_eq!(pairs(&mut swiss), (vec![(a, c), (d, b)], Some(e)));
    swiss.record(0, a, Outcome::WhiteWon).unwrap();
    swiss.record(0, d, Outcome::Draw).unwrap();
    // Round 2: C (0) has the bye. A and E (1 point each) cannot meet
    // without B and D meeting again, so both float: A–B, E–D; B and A
    // swap colours (each had one), E has none and D wants black.
    assert_eq!(pairs(&mut swiss), (vec![(b, a), (e, d)], Some(c)));
    swiss.record(1, b, Outcome::BlackWon).unwrap();
    swiss.record(1, e, Outcome::Draw).unwrap();
    // Round 3: B (½) has the bye; A (2) meets E (1½), C–D (1 each).
    assert_eq!(pairs(&mut swiss), (vec![(a, e), (c, d)], Some(b)));
    assert_eq!(swiss.pair().map(|_| ()), Err(SwissError::RoundNotOver));
    swiss.record(2, a, Outcome::BlackForfeited).unwrap();
    swiss.record(2, c, Outcome::BlackWon).unwrap();
    assert_eq!(
        swiss.record(2, c, Outcome::Draw),
        Err(SwissError::AlreadyRecorded)
    );
    assert!(
        swiss.is_over() && swiss.is_in(e),
        "one forfeit does not withdraw"
    );
    // By hand (half points; Sonneborn–Berger in quarters):
    // A: 3 points; opponents C (adjusted 1 half: its bye as a draw), B (2),
    //    and a virtual opponent for the forfeit won in round 3 (A's 4 halves
    //    before it, + 0 for the loss it is given, + 0 rounds after) = 4:
    //    Buchholz 7, SB 2·1 + 2·2 + 2·4 = 14.
    // D: 2; B (2), E (3: bye and forfeit as draws), C (1): Buchholz 6,
    //    SB 1·2 + 1·3 + 2·1 = 7.
    // E: 1½; virtual for the bye (0 + 0 + 2 later rounds) = 2, D (4), a
    //    virtual for the forfeit lost (3 + 2 + 0) = 5: Buchholz 11,
    //    SB 2·2 + 1·4 + 0 = 8.
    // B: 1½; D (4), A (5), virtual for the bye (1 + 0 + 0) = 1: Buchholz
    //    10, SB 4 + 0 + 2 = 6.
    // C: 1; A (5), virtual for the bye (0 + 0 + 1) = 1, D (4): Buchholz
    //    10, SB 0 + 2 + 0 = 2.
    let table: Vec<(usize, Entrant, u32, u32, u32)> = standings(&swiss)
        .iter()
        .map(|line| {
            (
                line.place,
                line.entrant,
                line.score,
                line.buchholz,
                line.sonneborn,
            )
        })
        .collect();
    assert_eq!(
        table,
        [
            (1, a, 6, 7, 14),
            (2, d, 4, 6, 7),
            (3, e, 3, 11, 8),
            (4, b, 3, 10, 6),
            (5, c, 2, 10, 2)
        ]
    );
    let leader = &standings(&swiss)[0];
    assert_eq!(
        (leader.buchholz_text(), leader.sonneborn_text()),
        ("3½".to_string(), "3.5".to_string())
    );
}

#[test]
fn two_missed_games_or_a_withdrawal_take_a_player_out() {
    let mut swiss = Swiss::new(&[1800, 1700, 1600, 1500, 1400, 1300], 5).expect("valid");
    let quitter = Entrant(5);
    let absent = Entrant(4);
    for round in 0..2 {
        let games = swiss.pair().expect("pairs").games.clone();
        for game in games {
            let outcome = if game.white == absent {
                Outcome::WhiteForfeited
            } else if game.black == absent {
                Outcome::BlackForfeited
            } else {
                Outcome::Draw
            };
            swiss.record(round, game.white, outcome).unwrap();
        }
    }
    assert!(!swiss.is_in(absent), "two games missed");
    swiss.withdraw(quitter);
    let round = swiss.pair().expect("four players left").clone();
    let paired: Vec<Entrant> = round
        .games
        .iter()
        .flat_map(|game| [game.white, game.black])
        .collect();
    assert_eq!(paired.len(), 4);
    assert!(!paired.contains(&absent) && !paired.contains(&quitter) && round.bye.is_none());
    assert_eq!(swiss.history(quitter)[2], Had::Absent);
}

#[test]
fn refusals_are_typed() {
    assert_eq!(Swiss::new(&[1500], 1), Err(SwissError::TooFewPlayers));
    assert_eq!(Swiss::new(&[1500; 257], 1), Err(SwissError::TooManyPlayers));
    assert_eq!(
        Swiss::new(&[1500; 4], 4),
        Err(SwissError::TooManyRounds {
            players: 4,
            most: 3
        })
    );
    assert!(Swiss::new(&[1500; 5], 5).is_ok(), "five rounds, a bye each");
    let mut swiss = Swiss::new(&[1500; 2], 1).expect("valid");
    let white = swiss.pair().expect("pairs").games[0].white;
    swiss.record(0, white, Outcome::Draw).unwrap();
    assert_eq!(swiss.pair().map(|_| ()), Err(SwissError::AllRoundsPaired));
    assert_eq!(
        swiss.record(3, white, Outcome::Draw),
        Err(SwissError::NoSuchGame)
    );
}
