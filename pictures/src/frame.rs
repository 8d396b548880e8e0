//! Laying out a picture: the cached frame with its coordinates, the square
//! tiles, the ball's arrows and the header, all in palette indices.

use super::font::FONT;
use super::palette::{Key, PALETTE};
use super::shape;
use super::tiles::{Background, Content, tile};
use super::view::View;
use futbol_rules::{Square, Team};
use image::{ImageBuffer, Luma, Rgb, RgbImage};
use imageproc::drawing::{draw_polygon_mut, draw_text_mut};
use imageproc::point::Point;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

/// Height of the header strip.
pub const HEADER: u32 = 64;
/// Width of the frame around the board (coordinates live there).
const MARGIN: u32 = 26;

/// A finished picture in palette indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// One palette index per pixel, row by row.
    pub pixels: Vec<u8>,
}

/// Where the squares are in a board picture of a `size`×`size` board, so a
/// page can map a click to a square without drawing anything itself.
/// Flipping turns the board around inside the same rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct BoardGeometry {
    /// The picture's width in pixels.
    pub width: u32,
    /// The picture's height in pixels.
    pub height: u32,
    /// The board's left edge.
    pub left: u32,
    /// The board's top edge.
    pub top: u32,
    /// A square's side.
    pub square: u32,
    /// Squares a side.
    pub size: u8,
}

/// The geometry of every picture of a `size`×`size` board.
pub fn geometry(size: u8) -> BoardGeometry {
    let geo = Geometry::new(size, false);
    BoardGeometry {
        width: geo.width(),
        height: geo.height(),
        left: MARGIN,
        top: HEADER + MARGIN,
        square: geo.square,
        size,
    }
}

/// Where the board sits: square size and orientation.
#[derive(Clone, Copy)]
struct Geometry {
    size: u8,
    square: u32,
    flip: bool,
}

impl Geometry {
    fn new(size: u8, flip: bool) -> Geometry {
        let square = if size == 9 { 64 } else { 72 };
        Geometry { size, square, flip }
    }

    fn width(self) -> u32 {
        2 * MARGIN + self.size as u32 * self.square
    }

    fn height(self) -> u32 {
        HEADER + 2 * MARGIN + self.size as u32 * self.square
    }

    /// The top-left pixel of a square.
    fn origin(self, square: Square) -> (u32, u32) {
        let last = self.size - 1;
        let (col, row) = if self.flip {
            (last - square.file(), square.rank())
        } else {
            (square.file(), last - square.rank())
        };
        (
            MARGIN + col as u32 * self.square,
            HEADER + MARGIN + row as u32 * self.square,
        )
    }

    fn centre(self, square: Square) -> (f32, f32) {
        let (x, y) = self.origin(square);
        let half = self.square as f32 / 2.0;
        (x as f32 + half, y as f32 + half)
    }
}

/// Draws the whole picture of `view`, White at the bottom unless `flip`.
pub fn compose(view: &View, flip: bool) -> Frame {
    let geo = Geometry::new(view.size, flip);
    let mut frame = Frame {
        width: geo.width(),
        height: geo.height(),
        pixels: base(geo).to_vec(),
    };
    for index in 0..view.cells.len() {
        let square = Square::from_index(index, view.size);
        let (background, content) = square_look(view, square, flip);
        let tile = tile(geo.square, background, content);
        let (x, y) = geo.origin(square);
        for row in 0..geo.square {
            let start = ((y + row) * frame.width + x) as usize;
            let from = (row * geo.square) as usize;
            frame.pixels[start..start + geo.square as usize]
                .copy_from_slice(&tile[from..from + geo.square as usize]);
        }
    }
    for &(from, to) in &view.arrows {
        draw_arrow(&mut frame, geo, (from, to), Key::Arrow);
    }
    for &(from, to) in &view.better {
        draw_arrow(&mut frame, geo, (from, to), Key::Marker);
    }
    draw_header(&mut frame, view);
    frame
}

fn square_look(view: &View, square: Square, flip: bool) -> (Background, Content) {
    let dark = (square.file() + square.rank()).is_multiple_of(2);
    let goal = view.goals.contains(&square);
    let lit = view.highlights.contains(&square);
    let base = match (lit, goal, dark) {
        (true, _, true) => Key::DarkHighlight,
        (true, _, false) => Key::LightHighlight,
        (false, true, true) => Key::GoalDark,
        (false, true, false) => Key::GoalLight,
        (false, false, true) => Key::Dark,
        (false, false, false) => Key::Light,
    };
    let glyph = view.cells.get(square.index(view.size)).copied().flatten();
    let content = match glyph {
        Some(glyph) => Content::Piece {
            glyph,
            ball: view.carrier == Some(square),
            up: (glyph.team == Team::White) != flip,
        },
        None if view.loose == Some(square) => Content::Ball,
        None => Content::Empty,
    };
    let marker = content == Content::Empty && view.markers.contains(&square);
    (
        Background {
            base,
            net: goal,
            marker,
        },
        content,
    )
}

/// The frame without squares or header text: margins and coordinates.
fn base(geo: Geometry) -> Arc<[u8]> {
    type Cache = Mutex<HashMap<(u8, bool), Arc<[u8]>>>;
    static CACHE: LazyLock<Cache> = LazyLock::new(|| Mutex::new(HashMap::new()));
    let key = (geo.size, geo.flip);
    if let Some(frame) = CACHE.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return frame;
    }
    let mut img = RgbImage::from_pixel(geo.width(), geo.height(), Rgb(Key::Margin.rgb()));
    let scale = 17.0;
    let ink = Rgb(Key::Coordinate.rgb());
    for i in 0..geo.size {
        let file = (b'a' + i) as char;
        let rank = (i + 1).to_string();
        let (x, _) = geo.origin(Square::new(i, 0));
        let (_, y) = geo.origin(Square::new(0, i));
        let mid = geo.square as i32 / 2;
        for ty in [HEADER as i32 + 4, (geo.height() - MARGIN) as i32 + 4] {
            draw_text_mut(
                &mut img,
                ink,
                x as i32 + mid - 5,
                ty,
                scale,
                &*FONT,
                &file.to_string(),
            );
        }
        for tx in [6, (geo.width() - MARGIN) as i32 + 7] {
            draw_text_mut(&mut img, ink, tx, y as i32 + mid - 9, scale, &*FONT, &rank);
        }
    }
    for y in 0..HEADER {
        for x in 0..geo.width() {
            img.put_pixel(x, y, Rgb(Key::Header.rgb()));
        }
    }
    let frame: Arc<[u8]> = img.pixels().map(|p| PALETTE.index_of(p.0)).collect();
    if let Ok(mut cache) = CACHE.lock() {
        cache.insert(key, frame.clone());
    }
    frame
}

/// A path (the ball's, or a better action's): a thick arrow in `ink`,
/// outlined so it reads on any square.
fn draw_arrow(frame: &mut Frame, geo: Geometry, (from, to): (Square, Square), ink: Key) {
    let (x0, y0) = geo.centre(from);
    let (x1, y1) = geo.centre(to);
    let (dx, dy) = (x1 - x0, y1 - y0);
    let length = (dx * dx + dy * dy).sqrt();
    if length < 1.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let s = geo.square as f32;
    let Some(mut canvas) = ImageBuffer::<Luma<u8>, &mut [u8]>::from_raw(
        frame.width,
        frame.height,
        frame.pixels.as_mut_slice(),
    ) else {
        return;
    };
    for (grow, key) in [(s * 0.035, Key::WhiteLine), (0.0, ink)] {
        let shaft = s * 0.06 + grow;
        let head_w = s * 0.2 + grow;
        let head_l = s * 0.34 + grow;
        let tip = length - s * 0.3 + grow;
        let base = tip - head_l;
        let at = |along: f32, across: f32| {
            Point::new(
                (x0 + ux * along - uy * across).round() as i32,
                (y0 + uy * along + ux * across).round() as i32,
            )
        };
        let poly = [
            at(s * 0.34 - grow, -shaft),
            at(base, -shaft),
            at(base, -head_w),
            at(tip, 0.0),
            at(base, head_w),
            at(base, shaft),
            at(s * 0.34 - grow, shaft),
        ];
        draw_polygon_mut(&mut canvas, &poly, Luma([key.index()]));
    }
}

/// The score on the first line, the status (or the news) on the second;
/// right-to-left lines (Arabic) shaped and aligned right.
fn draw_header(frame: &mut Frame, view: &View) {
    let mut img = RgbImage::from_pixel(frame.width, HEADER, Rgb(Key::Header.rgb()));
    let status = if view.news { Key::Gold } else { Key::Dim };
    let lines = [
        (&view.title, Key::HeaderText, 7, 26.0),
        (&view.status, status, 38, 18.0),
    ];
    for (text, key, top, scale) in lines {
        let color = Rgb(key.rgb());
        match shape::is_rtl(text) {
            true => {
                let right = frame.width as f32 - 16.0;
                shape::draw_rtl(&mut img, color, right, top as f32, scale, text);
            }
            false => draw_text_mut(&mut img, color, 16, top, scale, &*FONT, text),
        }
    }
    for (pixel, out) in img.pixels().zip(frame.pixels.iter_mut()) {
        *out = PALETTE.index_of(pixel.0);
    }
}
