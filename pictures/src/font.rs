//! The bundled font (DejaVu Sans Bold, see `assets/fonts/LICENSE-DejaVu.txt`),
//! loaded once. No system font is ever used, so pictures look the same on
//! every machine.

use ab_glyph::{FontRef, PxScale};
use std::sync::LazyLock;

/// The font file: DejaVu Sans Bold covers Latin, Cyrillic, Arabic (with
/// the tables that join its letters) and the chess figurines.
pub static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// The one font.
pub static FONT: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    #[allow(clippy::expect_used)]
    FontRef::try_from_slice(FONT_BYTES).expect("the bundled font is a valid TrueType file")
});

/// The width of `text` at `scale` pixels, for centring.
pub fn text_width(scale: f32, text: &str) -> f32 {
    imageproc::drawing::text_size(PxScale::from(scale), &*FONT, text).0 as f32
}
