//! Data-driven perft: every line of `tests/data/perft_*.txt` is a position
//! and the leaf counts expected at several depths.

use futbol_rules::{Game, Variant};

fn check_file(variant: Variant, text: &str) {
    let mut checked = 0;
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.split(';').map(str::trim);
        let position = fields.next().expect("a position");
        let game = Game::from_position(variant, position).expect("a valid position");
        for field in fields {
            let (depth, expected) = field.split_once(' ').expect("depth count");
            let depth: u32 = depth.parse().expect("a depth");
            let expected: u64 = expected.parse().expect("a count");
            assert_eq!(game.perft(depth), expected, "{position} at depth {depth}");
            checked += 1;
        }
    }
    assert!(checked >= 5, "the data file holds too few cases");
}

#[test]
fn futbol_perft() {
    check_file(Variant::Futbol, include_str!("data/perft_futbol.txt"));
}

#[test]
fn boyer_perft() {
    check_file(Variant::Boyer, include_str!("data/perft_boyer.txt"));
}

#[test]
fn chessfootball_perft() {
    check_file(
        Variant::ChessFootball,
        include_str!("data/perft_chessfootball.txt"),
    );
}
