//! Prints the PNG size of each game's start picture.
fn main() {
    use futbol_bot::engine::{Game, Variant};
    use futbol_bot::render::{Options, board_png};
    for v in Variant::ALL {
        let png = board_png(&Game::new(v), None, Options::default()).unwrap_or_default();
        println!("{v}: {} bytes", png.len());
    }
}
