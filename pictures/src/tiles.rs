//! Square tiles, drawn once and cached, as lichess's board-image service
//! does: a board is then only copies of pre-drawn tiles.
//!
//! A tile is drawn in RGB at four times its size (that is the anti-aliasing),
//! shrunk, and mapped to the palette. The cache is keyed by everything that
//! changes a tile's pixels; its lock is held only to look up or insert.

use super::font::{FONT, text_width};
use super::palette::{Key, PALETTE};
use super::view::{Glyph, Shape};
use futbol_rules::Team;
use image::{Rgb, RgbImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_polygon_mut, draw_text_mut};
use imageproc::point::Point;
use std::collections::HashMap;
use std::f32::consts::PI;
use std::sync::{Arc, LazyLock, Mutex};

/// Supersampling factor.
const SS: u32 = 4;

/// What is drawn under the pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Background {
    /// The square's colour.
    pub base: Key,
    /// A goal: draw the net.
    pub net: bool,
    /// A placement target: draw a dot.
    pub marker: bool,
}

/// What stands on the square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Content {
    /// Nothing.
    Empty,
    /// A piece; `ball`: it carries the ball; `up`: a triangle points up.
    Piece {
        /// The piece.
        glyph: Glyph,
        /// Whether it has the ball.
        ball: bool,
        /// Which way a pointed shape points on screen.
        up: bool,
    },
    /// The loose ball.
    Ball,
}

/// A tile's size, background and content: all that changes its pixels.
type TileKey = (u32, Background, Content);

static CACHE: LazyLock<Mutex<HashMap<TileKey, Arc<[u8]>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// The tile of `size`×`size` palette indices for this square.
pub fn tile(size: u32, background: Background, content: Content) -> Arc<[u8]> {
    let key = (size, background, content);
    if let Some(tile) = CACHE.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return tile;
    }
    let tile: Arc<[u8]> = draw(size, background, content).into();
    if let Ok(mut cache) = CACHE.lock() {
        cache.insert(key, tile.clone());
    }
    tile
}

fn draw(size: u32, background: Background, content: Content) -> Vec<u8> {
    let big = size * SS;
    let mut img = RgbImage::from_pixel(big, big, Rgb(background.base.rgb()));
    if background.net {
        draw_net(&mut img);
    }
    if background.marker {
        let c = big as i32 / 2;
        draw_filled_circle_mut(
            &mut img,
            (c, c),
            (big as f32 * 0.13) as i32,
            Rgb(Key::Marker.rgb()),
        );
    }
    match content {
        Content::Empty => {}
        Content::Piece { glyph, ball, up } => {
            draw_piece(&mut img, glyph, up);
            if ball {
                draw_ball(&mut img, 0.77, 0.77, 0.19);
            }
        }
        Content::Ball => draw_ball(&mut img, 0.5, 0.5, 0.27),
    }
    shrink(&img, size)
}

/// A goal net: a grid of thin lines (straight, so rows repeat and the PNG
/// stays small).
fn draw_net(img: &mut RgbImage) {
    let big = img.width();
    let step = (big / 6).max(1);
    let line = Rgb(Key::Net.rgb());
    for (x, y, pixel) in img.enumerate_pixels_mut() {
        let offset = step / 2;
        if (x + offset) % step < SS || (y + offset) % step < SS {
            *pixel = line;
        }
    }
}

/// The filled and the outlined chess symbol (U+265A… and U+2654…) of a
/// piece letter.
fn figurines(letter: char) -> (char, char) {
    match letter {
        'K' => ('\u{265A}', '\u{2654}'),
        'Q' => ('\u{265B}', '\u{2655}'),
        'R' => ('\u{265C}', '\u{2656}'),
        'B' => ('\u{265D}', '\u{2657}'),
        'N' => ('\u{265E}', '\u{2658}'),
        _ => ('\u{265F}', '\u{2659}'),
    }
}

/// A chess figurine from the bundled font. White: the filled symbol in
/// white under the outlined one in black, as printed diagrams draw it.
/// Black: both in black, a solid piece (a light outline made Black's thin
/// pieces read as White's on light squares).
fn draw_figure(img: &mut RgbImage, glyph: Glyph) {
    let big = img.width() as f32;
    let (fill, line) = match glyph.team {
        Team::White => (Key::WhiteFill, Key::WhiteLine),
        Team::Black => (Key::BlackFill, Key::BlackFill),
    };
    let (solid, hollow) = figurines(glyph.letter);
    // Sized so the outlined symbol fills 80 % of the square's height, and
    // centred on its own outline (the font's line box is not the glyph's).
    let Some(probe) = outlined(hollow, big) else {
        return;
    };
    let scale = big * big * 0.80 / probe.px_bounds().height().max(1.0);
    let Some(frame) = outlined(hollow, scale) else {
        return;
    };
    let bounds = frame.px_bounds();
    let left = (big - bounds.width()) / 2.0 - bounds.min.x;
    let top = (big - bounds.height()) / 2.0 - bounds.min.y;
    for (symbol, key) in [(solid, fill), (hollow, line)] {
        let Some(shape) = outlined(symbol, scale) else {
            continue;
        };
        let at = shape.px_bounds();
        let color = key.rgb();
        shape.draw(|x, y, coverage| {
            let px = (at.min.x + left + x as f32) as i64;
            let py = (at.min.y + top + y as f32) as i64;
            let inside =
                (0..img.width() as i64).contains(&px) && (0..img.height() as i64).contains(&py);
            if inside {
                let pixel = img.get_pixel_mut(px as u32, py as u32);
                for (channel, target) in pixel.0.iter_mut().zip(color) {
                    *channel =
                        (*channel as f32 * (1.0 - coverage) + target as f32 * coverage) as u8;
                }
            }
        });
    }
}

/// A symbol of the bundled font as an outline at `scale` pixels, placed
/// on a baseline at the origin.
fn outlined(symbol: char, scale: f32) -> Option<ab_glyph::OutlinedGlyph> {
    use ab_glyph::Font;
    let glyph = FONT
        .glyph_id(symbol)
        .with_scale_and_position(scale, ab_glyph::point(0.0, 0.0));
    FONT.outline_glyph(glyph)
}

fn draw_piece(img: &mut RgbImage, glyph: Glyph, up: bool) {
    if glyph.shape == Shape::Figure {
        return draw_figure(img, glyph);
    }
    let big = img.width() as f32;
    let (fill, line) = match glyph.team {
        Team::White => (Key::WhiteFill, Key::WhiteLine),
        Team::Black => (Key::BlackFill, Key::BlackLine),
    };
    let radius = big * 0.40;
    let border = big * 0.055;
    outline(img, glyph.shape, up, radius, Rgb(line.rgb()));
    outline(img, glyph.shape, up, radius - border, Rgb(fill.rgb()));
    let scale = big
        * if glyph.shape == Shape::SmallCircle {
            0.34
        } else {
            0.40
        };
    let text = glyph.letter.to_string();
    let width = text_width(scale, &text);
    let x = (big - width) / 2.0;
    let y = big / 2.0 - scale * 0.58;
    let nudge = match (glyph.shape, up) {
        (Shape::Triangle, true) => big * 0.07,
        (Shape::Triangle, false) => -big * 0.07,
        _ => 0.0,
    };
    draw_text_mut(
        img,
        Rgb(line.rgb()),
        x as i32,
        (y + nudge) as i32,
        scale,
        &*FONT,
        &text,
    );
}

/// Fills `shape` at `radius` around the tile's centre.
fn outline(img: &mut RgbImage, shape: Shape, up: bool, radius: f32, color: Rgb<u8>) {
    let c = img.width() as f32 / 2.0;
    let circle = |img: &mut RgbImage, r: f32| {
        draw_filled_circle_mut(img, (c as i32, c as i32), r as i32, color)
    };
    let points: Vec<(f32, f32)> = match shape {
        Shape::Circle => return circle(img, radius * 0.95),
        Shape::SmallCircle => return circle(img, radius * 0.72),
        Shape::Square => vec![(-0.82, -0.82), (0.82, -0.82), (0.82, 0.82), (-0.82, 0.82)],
        Shape::Diamond => vec![(0.0, -1.08), (0.95, 0.0), (0.0, 1.08), (-0.95, 0.0)],
        Shape::Triangle if up => vec![(0.0, -1.05), (1.0, 0.8), (-1.0, 0.8)],
        Shape::Triangle => vec![(0.0, 1.05), (1.0, -0.8), (-1.0, -0.8)],
        Shape::Octagon => ring(8, PI / 8.0, 1.0, 1.0),
        Shape::Star => ring(16, 0.0, 1.05, 0.78),
        Shape::Figure => return,
        Shape::Pentagon => vec![
            (-0.85, 0.9),
            (0.85, 0.9),
            (0.85, -0.25),
            (0.0, -1.05),
            (-0.85, -0.25),
        ],
    };
    let poly: Vec<Point<i32>> = points
        .iter()
        .map(|&(x, y)| Point::new((c + x * radius) as i32, (c + y * radius) as i32))
        .collect();
    draw_polygon_mut(img, &poly, color);
}

/// `n` points around a circle, alternating between two radii.
fn ring(n: usize, offset: f32, outer: f32, inner: f32) -> Vec<(f32, f32)> {
    (0..n)
        .map(|i| {
            let angle = offset + 2.0 * PI * i as f32 / n as f32;
            let r = if i % 2 == 0 { outer } else { inner };
            (r * angle.cos(), r * angle.sin())
        })
        .collect()
}

/// A football at (`cx`, `cy`) (fractions of the tile) of radius `r`.
fn draw_ball(img: &mut RgbImage, cx: f32, cy: f32, r: f32) {
    let big = img.width() as f32;
    let (x, y, r) = (cx * big, cy * big, r * big);
    let black = Rgb(Key::BallBlack.rgb());
    draw_filled_circle_mut(img, (x as i32, y as i32), r as i32, black);
    draw_filled_circle_mut(
        img,
        (x as i32, y as i32),
        (r * 0.86) as i32,
        Rgb(Key::BallWhite.rgb()),
    );
    let patch = |ax: f32, ay: f32, pr: f32| -> Vec<Point<i32>> {
        ring(5, -PI / 2.0, 1.0, 1.0)
            .into_iter()
            .map(|(px, py)| Point::new((ax + px * pr) as i32, (ay + py * pr) as i32))
            .collect()
    };
    draw_polygon_mut(img, &patch(x, y, r * 0.36), black);
    for k in 0..5 {
        let angle = -PI / 2.0 + 2.0 * PI * k as f32 / 5.0;
        let (px, py) = (x + angle.cos() * r * 0.78, y + angle.sin() * r * 0.78);
        draw_polygon_mut(img, &patch(px, py, r * 0.16), black);
    }
}

/// Averages `SS`×`SS` blocks and maps each pixel to the palette.
fn shrink(img: &RgbImage, size: u32) -> Vec<u8> {
    let mut out = Vec::with_capacity((size * size) as usize);
    for ty in 0..size {
        for tx in 0..size {
            let mut sum = [0u32; 3];
            for dy in 0..SS {
                for dx in 0..SS {
                    let p = img.get_pixel(tx * SS + dx, ty * SS + dy).0;
                    for i in 0..3 {
                        sum[i] += p[i] as u32;
                    }
                }
            }
            let n = SS * SS;
            out.push(PALETTE.index_of(sum.map(|v| (v / n) as u8)));
        }
    }
    out
}
