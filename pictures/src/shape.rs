//! Header text that needs shaping: Arabic letters join and change form,
//! and an Arabic line runs right to left with numbers and Latin words
//! inside it running left to right. The line is split into runs by the
//! Unicode bidirectional algorithm (`unicode-bidi`), each run is shaped
//! with the bundled font's own OpenType tables (`rustybuzz`), and the
//! glyphs are drawn with `ab_glyph`, right-aligned. Lines without
//! right-to-left letters keep the plain path, which needs no shaping.

use super::font::{FONT, FONT_BYTES};
use ab_glyph::{Font, GlyphId, PxScale, ScaleFont, point};
use image::{Rgb, RgbImage};
use std::sync::LazyLock;
use unicode_bidi::{BidiInfo, Level};

/// The bundled font as the shaper reads it.
static FACE: LazyLock<Option<rustybuzz::Face<'static>>> = LazyLock::new(|| {
    let face = rustybuzz::Face::from_slice(FONT_BYTES, 0);
    if face.is_none() {
        tracing::error!("the bundled font does not parse for shaping: Arabic headers stay empty");
    }
    face
});

/// Whether `text` has right-to-left letters (Arabic, Hebrew), so it must
/// be shaped and laid out right to left.
pub fn is_rtl(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(c as u32, 0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF))
}

/// A glyph placed on the line: its id and its pen position in pixels from
/// the line's left end, on the baseline.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Placed {
    glyph: u16,
    x: f32,
    y: f32,
}

/// The glyphs of `text` at `scale`, in visual order from the left, with
/// the line's width. A right-to-left paragraph: its runs are reordered by
/// the bidirectional algorithm and each is shaped in its own direction.
fn layout(text: &str, scale: f32) -> (Vec<Placed>, f32) {
    let Some(face) = FACE.as_ref() else {
        return (Vec::new(), 0.0);
    };
    let factor = FONT.as_scaled(PxScale::from(scale)).h_scale_factor();
    let bidi = BidiInfo::new(text, Some(Level::rtl()));
    let mut placed = Vec::new();
    let mut pen = 0.0;
    for paragraph in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
        for run in runs {
            let mut buffer = rustybuzz::UnicodeBuffer::new();
            buffer.push_str(&text[run.clone()]);
            buffer.guess_segment_properties();
            buffer.set_direction(match levels[run.start].is_rtl() {
                true => rustybuzz::Direction::RightToLeft,
                false => rustybuzz::Direction::LeftToRight,
            });
            let shaped = rustybuzz::shape(face, &[], buffer);
            for (info, position) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
                placed.push(Placed {
                    glyph: info.glyph_id as u16,
                    x: pen + position.x_offset as f32 * factor,
                    y: -(position.y_offset as f32) * factor,
                });
                pen += position.x_advance as f32 * factor;
            }
        }
    }
    (placed, pen)
}

/// Draws `text` shaped, its right end `right` pixels from the left edge
/// and its top at `top` (as `imageproc`'s text drawing places a line), in
/// `color` blended over what is there.
pub fn draw_rtl(img: &mut RgbImage, color: Rgb<u8>, right: f32, top: f32, scale: f32, text: &str) {
    let (glyphs, width) = layout(text, scale);
    let px = PxScale::from(scale);
    let baseline = top + FONT.as_scaled(px).ascent();
    let left = right - width;
    let (w, h) = img.dimensions();
    for placed in glyphs {
        let glyph = GlyphId(placed.glyph)
            .with_scale_and_position(px, point(left + placed.x, baseline + placed.y));
        let Some(outline) = FONT.outline_glyph(glyph) else {
            continue;
        };
        let bounds = outline.px_bounds();
        outline.draw(|gx, gy, coverage| {
            let x = bounds.min.x as i64 + gx as i64;
            let y = bounds.min.y as i64 + gy as i64;
            if x < 0 || y < 0 || x >= w as i64 || y >= h as i64 {
                return;
            }
            let pixel = img.get_pixel_mut(x as u32, y as u32);
            let c = coverage.clamp(0.0, 1.0);
            for (channel, ink) in pixel.0.iter_mut().zip(color.0) {
                *channel = (*channel as f32 * (1.0 - c) + ink as f32 * c).round() as u8;
            }
        });
    }
}

/// A header line of a chart or a table: from the left, or right-aligned
/// and shaped when it is right-to-left.
pub(crate) fn header_line(img: &mut RgbImage, color: Rgb<u8>, top: f32, scale: f32, line: &str) {
    match is_rtl(line) {
        true => draw_rtl(img, color, img.width() as f32 - 16.0, top, scale, line),
        false => imageproc::drawing::draw_text_mut(
            img,
            color,
            16,
            top as i32,
            PxScale::from(scale),
            &*FONT,
            line,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_right_to_left_letters_need_shaping() {
        assert!(is_rtl("دور الأبيض · 12/160"));
        assert!(!is_rtl("Ходят Белые · ход 12/160"));
        assert!(!is_rtl("White to move"));
    }

    #[test]
    fn arabic_letters_join_and_run_right_to_left() {
        // "لعب": three letters, each in its joined form, not the isolated
        // one the plain path would draw; the first letter ends up last
        // (rightmost) on the line.
        let face = FACE.as_ref().expect("the bundled font parses");
        let isolated = |c: char| face.glyph_index(c).map(|g| g.0);
        let (glyphs, width) = layout("لعب", 20.0);
        assert_eq!(glyphs.len(), 3);
        assert!(width > 0.0);
        for (glyph, letter) in glyphs.iter().zip(['ب', 'ع', 'ل']) {
            assert_ne!(Some(glyph.glyph), isolated(letter), "{letter} is joined");
        }
        assert!(glyphs.windows(2).all(|w| w[0].x < w[1].x));
    }

    #[test]
    fn numbers_inside_arabic_keep_their_order() {
        // "الحركة 12/160": the number stays 12/160 read left to right, and
        // sits left of the Arabic word.
        let face = FACE.as_ref().expect("the bundled font parses");
        let (glyphs, _) = layout("الحركة 12/160", 20.0);
        let digits: Vec<u16> = "12/160"
            .chars()
            .filter_map(|c| face.glyph_index(c).map(|g| g.0))
            .collect();
        let shown: Vec<u16> = glyphs.iter().map(|g| g.glyph).take(digits.len()).collect();
        assert_eq!(shown, digits);
    }
}
