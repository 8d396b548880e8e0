//! Writes the pictures the README shows (`docs/*.png`), one per game, from
//! real play: `cargo run --release --example docs_pictures`.

use futbol_bot::engine::{Game, Variant};
use futbol_bot::render::{self, Options};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let games: [(Variant, &[&str]); 3] = [
        (
            Variant::Futbol,
            &["e3>c3", "c6-d4", "c3-c4", "d4xc2", "c4>f4"],
        ),
        (Variant::Boyer, &["d1-d6 e5>h2 h2>f3"]),
        (
            Variant::ChessFootball,
            &[
                "Q@e4", "R@e5", "K@d1", "K@e8", "P@a2", "P@a7", "P@h2", "P@h7", "N@b1", "N@g8",
                "R@g4", "B@c8", "e4>g4", "e5-e6", "g4-g6",
            ],
        ),
    ];
    for (variant, actions) in games {
        let mut game = Game::new(variant);
        let mut last = None;
        for text in actions {
            let action = game.parse_action(text)?;
            last = Some(game.play(action)?.into());
        }
        let png = render::board_png(&game, last, Options::default())?;
        let path = format!("docs/{variant}.png");
        std::fs::write(&path, png)?;
        println!("{path}: {game}");
    }
    Ok(())
}
