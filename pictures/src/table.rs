//! A table as a picture: a tournament's standings (place, name, rating,
//! points, tie-breaks, each round's result), in the boards' header, palette
//! and font, each column as wide as its widest cell, rows in alternating
//! squares' colours so a line can be followed across, and wide enough
//! for its footer. Pure: the caller gives every text in its language.

use super::RenderError;
use super::font::{FONT, text_width};
use super::palette::Key;
use super::shape;
use ab_glyph::PxScale;
use image::{Rgb, RgbImage};
use imageproc::drawing::{draw_filled_rect_mut, draw_text_mut};
use imageproc::rect::Rect;

/// The header strip, as on a board and a chart.
const HEADER: u32 = 64;
/// One line of the table.
const ROW: u32 = 30;
/// The size of a cell's text.
const SCALE: f32 = 18.0;
/// Space on each side of a cell's text.
const PAD: f32 = 10.0;
/// Narrowest picture (Discord's preview of a chart), and the widest.
const MIN_WIDTH: u32 = 640;
const MAX_WIDTH: u32 = 1600;
/// Lines drawn at most; the caller says what was left out (`footer`).
pub const MAX_ROWS: usize = 64;

/// How a column's cells line up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// Text: from the left (right-to-left text from the right).
    Left,
    /// Numbers: to the right.
    Right,
}

/// One column: its heading and how its cells line up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// The heading (`Pts`, `Buchholz`, `R1`).
    pub head: String,
    /// How its cells line up.
    pub align: Align,
}

/// What a table picture shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The first header line (the tournament).
    pub title: String,
    /// The second (after which round).
    pub subtitle: String,
    /// The columns, left to right.
    pub columns: Vec<Column>,
    /// The lines, top first, a cell per column (missing cells are blank);
    /// at most [`MAX_ROWS`] are drawn.
    pub rows: Vec<Vec<String>>,
    /// A last line under the table (what was left out), if any.
    pub footer: Option<String>,
}

/// The table as an 8-bit PNG in the boards' palette.
pub fn table_png(table: &Table) -> Result<Vec<u8>, RenderError> {
    let rows = &table.rows[..table.rows.len().min(MAX_ROWS)];
    let widths: Vec<f32> = (0..table.columns.len())
        .map(|at| {
            let cells = rows.iter().filter_map(|row| row.get(at));
            let head = std::iter::once(&table.columns[at].head);
            head.chain(cells)
                .map(|cell| text_width(SCALE, cell))
                .fold(0.0, f32::max)
                + 2.0 * PAD
        })
        .collect();
    let footer = table
        .footer
        .as_deref()
        .map_or(0.0, |line| text_width(SCALE, line) + 2.0 * PAD);
    let needed = 16.0 + widths.iter().sum::<f32>().max(footer) + 16.0;
    let width = (needed.ceil() as u32).clamp(MIN_WIDTH, MAX_WIDTH);
    let lines = rows.len() as u32 + 1 + u32::from(table.footer.is_some());
    let height = HEADER + 8 + lines * ROW + 8;
    let mut img = RgbImage::from_pixel(width, height, Rgb(Key::Light.rgb()));
    draw_filled_rect_mut(
        &mut img,
        Rect::at(0, 0).of_size(width, HEADER),
        Rgb(Key::Header.rgb()),
    );
    shape::header_line(
        &mut img,
        Rgb(Key::HeaderText.rgb()),
        7.0,
        26.0,
        &table.title,
    );
    shape::header_line(&mut img, Rgb(Key::Dim.rgb()), 38.0, 18.0, &table.subtitle);
    let top = |line: u32| (HEADER + 8 + line * ROW) as f32;
    // The headings on the frame's colour, then the lines in turn.
    let band = |img: &mut RgbImage, line: u32, key: Key| {
        let rect = Rect::at(0, top(line) as i32).of_size(width, ROW);
        draw_filled_rect_mut(img, rect, Rgb(key.rgb()));
    };
    band(&mut img, 0, Key::Margin);
    let heads: Vec<&str> = table.columns.iter().map(|c| c.head.as_str()).collect();
    row_cells(&mut img, table, &widths, top(0), &heads, Key::Coordinate);
    for (at, row) in rows.iter().enumerate() {
        let line = at as u32 + 1;
        if at % 2 == 1 {
            band(&mut img, line, Key::Coordinate);
        }
        let cells: Vec<&str> = row.iter().map(String::as_str).collect();
        row_cells(&mut img, table, &widths, top(line), &cells, Key::Margin);
    }
    if let Some(footer) = &table.footer {
        let line = rows.len() as u32 + 1;
        cell(
            &mut img,
            Key::Margin,
            16.0 + PAD,
            width as f32 - 16.0,
            top(line),
            Align::Left,
            footer,
        );
    }
    super::encode::rgb_png(&img)
}

/// One line's cells, left to right, each in its column.
fn row_cells(
    img: &mut RgbImage,
    table: &Table,
    widths: &[f32],
    top: f32,
    cells: &[&str],
    ink: Key,
) {
    let mut left = 16.0;
    for ((column, width), text) in table.columns.iter().zip(widths).zip(cells) {
        cell(
            img,
            ink,
            left + PAD,
            left + width - PAD,
            top,
            column.align,
            text,
        );
        left += width;
    }
}

/// One cell's text between `left` and `right`.
fn cell(img: &mut RgbImage, ink: Key, left: f32, right: f32, top: f32, align: Align, text: &str) {
    let color = Rgb(ink.rgb());
    let y = top + (ROW as f32 - SCALE) / 2.0 - 1.0;
    if shape::is_rtl(text) {
        return shape::draw_rtl(img, color, right, y, SCALE, text);
    }
    let x = match align {
        Align::Left => left,
        Align::Right => right - text_width(SCALE, text),
    };
    draw_text_mut(
        img,
        color,
        x as i32,
        y as i32,
        PxScale::from(SCALE),
        &*FONT,
        text,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::palette::PALETTE;

    fn table(rows: usize) -> Table {
        let column = |head: &str, align| Column {
            head: head.into(),
            align,
        };
        Table {
            title: "Torneo 7 · futbol".into(),
            subtitle: "after round 3 of 5".into(),
            columns: vec![
                column("#", Align::Right),
                column("Name", Align::Left),
                column("Pts", Align::Right),
                column("R1", Align::Left),
            ],
            rows: (0..rows)
                .map(|at| {
                    vec![
                        (at + 1).to_string(),
                        format!("player {at}"),
                        "2½".into(),
                        "+4w".into(),
                    ]
                })
                .collect(),
            footer: (rows > MAX_ROWS).then(|| format!("+{} more", rows - MAX_ROWS)),
        }
    }

    #[test]
    fn grows_with_its_lines_and_stops_at_the_most_it_draws() {
        let decode = |png: Vec<u8>| image::load_from_memory(&png).expect("decodes").to_rgb8();
        let small = decode(table_png(&table(3)).expect("a table"));
        assert_eq!(small.width(), MIN_WIDTH);
        assert_eq!(small.height(), HEADER + 8 + 4 * ROW + 8);
        let tall = decode(table_png(&table(300)).expect("a long table"));
        assert_eq!(
            tall.height(),
            HEADER + 8 + (MAX_ROWS as u32 + 2) * ROW + 8,
            "64 lines and the footer"
        );
        // Every other line is shaded, and the text is in the frame's ink
        // (each colour as the palette holds it).
        let held = |key: Key| PALETTE.color(PALETTE.index_of(key.rgb()));
        let shaded = tall.get_pixel(2, HEADER + 8 + 2 * ROW + 2).0;
        let plain = tall.get_pixel(2, HEADER + 8 + ROW + 2).0;
        assert_eq!((shaded, plain), (held(Key::Coordinate), held(Key::Light)));
        assert!(
            small.pixels().any(|p| p.0 == held(Key::Margin)),
            "text is drawn"
        );
    }

    #[test]
    fn a_wide_table_widens_the_picture_up_to_its_limit() {
        let mut wide = table(2);
        for round in 2..=40 {
            wide.columns.push(Column {
                head: format!("R{round}"),
                align: Align::Left,
            });
        }
        let png = table_png(&wide).expect("a table");
        let image = image::load_from_memory(&png).expect("decodes");
        assert_eq!(image.width(), MAX_WIDTH);
    }
}
