//! A player's rating chart: one line per game (rule set), one point per
//! rated game, in the boards' palette and font, at a size Discord shows
//! whole in its preview (640×360) with text large enough to read there.
//! Pure: the caller gives the texts in its language and the points.

use super::RenderError;
use super::font::{FONT, text_width};
use super::palette::Key;
use super::shape;
use ab_glyph::PxScale;
use image::{Rgb, RgbImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_line_segment_mut, draw_text_mut};
use imageproc::rect::Rect;

/// The picture's size.
const WIDTH: u32 = 640;
const HEIGHT: u32 = 360;
/// The header strip, as on a board.
const HEADER: u32 = 64;
/// The plot's margins: left for the ratings, bottom for the legend.
const LEFT: f32 = 64.0;
const RIGHT: f32 = 20.0;
const TOP: f32 = HEADER as f32 + 18.0;
const BOTTOM: f32 = 46.0;

/// One game's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// Its name in the legend (`futbol 1689?`).
    pub label: String,
    /// When (unix seconds) and the rating after each rated game, oldest
    /// first; the lines share one axis with a slot per game, in time
    /// order.
    pub points: Vec<(u64, f64)>,
}

/// What a chart shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// The first header line (the player's name).
    pub title: String,
    /// The second (what is drawn: "the last 100 rated games").
    pub subtitle: String,
    /// Said in the plot when no game has a point.
    pub empty: String,
    /// The lines, at most three (one colour each).
    pub series: Vec<Series>,
}

/// The colours of the lines, in order.
const LINES: [Key; 3] = [Key::Arrow, Key::Marker, Key::DarkHighlight];

/// The chart as an 8-bit PNG in the boards' palette.
pub fn chart_png(chart: &Chart) -> Result<Vec<u8>, RenderError> {
    let mut img = RgbImage::from_pixel(WIDTH, HEIGHT, Rgb(Key::Light.rgb()));
    let header = Rect::at(0, 0).of_size(WIDTH, HEADER);
    imageproc::drawing::draw_filled_rect_mut(&mut img, header, Rgb(Key::Header.rgb()));
    shape::header_line(
        &mut img,
        Rgb(Key::HeaderText.rgb()),
        7.0,
        26.0,
        &chart.title,
    );
    shape::header_line(&mut img, Rgb(Key::Dim.rgb()), 38.0, 18.0, &chart.subtitle);
    let drawn: Vec<&Series> = chart
        .series
        .iter()
        .filter(|s| !s.points.is_empty())
        .take(LINES.len())
        .collect();
    let (bottom, right) = (HEIGHT as f32 - BOTTOM, WIDTH as f32 - RIGHT);
    if drawn.is_empty() {
        let width = text_width(20.0, &chart.empty);
        let left = ((WIDTH as f32 - width) / 2.0).max(8.0);
        draw_text_mut(
            &mut img,
            Rgb(Key::Margin.rgb()),
            left as i32,
            (HEIGHT / 2) as i32,
            PxScale::from(20.0),
            &*FONT,
            &chart.empty,
        );
        return super::encode::rgb_png(&img);
    }
    // The range, widened to round hundreds with some room.
    let all = drawn.iter().flat_map(|s| s.points.iter().map(|p| p.1));
    let (low, high) = all.fold((f64::MAX, f64::MIN), |(lo, hi), p| (lo.min(p), hi.max(p)));
    let low = ((low - 20.0) / 100.0).floor() * 100.0;
    let high = (((high + 20.0) / 100.0).ceil() * 100.0).max(low + 100.0);
    let y = |rating: f64| bottom - ((rating - low) / (high - low)) as f32 * (bottom - TOP);
    // Grid lines and their ratings, at most six.
    let step = (((high - low) / 5.0 / 100.0).ceil() * 100.0).max(100.0);
    let mut level = low;
    while level <= high + 0.5 {
        let at = y(level);
        draw_line_segment_mut(
            &mut img,
            (LEFT, at),
            (right, at),
            Rgb(Key::Coordinate.rgb()),
        );
        let label = format!("{level:.0}");
        let x = LEFT - 8.0 - text_width(15.0, &label);
        let ink = Rgb(Key::Margin.rgb());
        draw_text_mut(
            &mut img,
            ink,
            x as i32,
            at as i32 - 9,
            PxScale::from(15.0),
            &*FONT,
            &label,
        );
        level += step;
    }
    // One slot a game, in time order, however far apart they were
    // played: sixteen games of one evening and one a month later are
    // seventeen even steps, not a cluster and a dot.
    let mut times: Vec<u64> = (drawn.iter())
        .flat_map(|s| s.points.iter().map(|p| p.0))
        .collect();
    times.sort_unstable();
    times.dedup();
    let slots = times.len().saturating_sub(1);
    let x = |at: u64| match slots {
        0 => (LEFT + right) / 2.0,
        _ => {
            let slot = times.partition_point(|&t| t < at);
            LEFT + 6.0 + (right - LEFT - 12.0) * slot as f32 / slots as f32
        }
    };
    let mut legend = LEFT;
    for (series, key) in drawn.iter().zip(LINES) {
        let color = Rgb(key.rgb());
        let points: Vec<(f32, f32)> = (series.points.iter())
            .map(|&(at, rating)| (x(at), y(rating)))
            .collect();
        for pair in points.windows(2) {
            // Three pixels wide whatever the slope.
            for (dx, dy) in [(0.0, -1.0), (0.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (1.0, 0.0)] {
                let a = (pair[0].0 + dx, pair[0].1 + dy);
                let b = (pair[1].0 + dx, pair[1].1 + dy);
                draw_line_segment_mut(&mut img, a, b, color);
            }
        }
        let radius = if points.len() > 40 { 2 } else { 4 };
        for &(px, py) in &points {
            draw_filled_circle_mut(&mut img, (px as i32, py as i32), radius, color);
        }
        // The legend: a swatch and the label, left to right.
        let top = HEIGHT as f32 - 32.0;
        let swatch = Rect::at(legend as i32, top as i32 + 4).of_size(14, 14);
        imageproc::drawing::draw_filled_rect_mut(&mut img, swatch, color);
        let ink = Rgb(Key::Margin.rgb());
        let scale = PxScale::from(18.0);
        draw_text_mut(
            &mut img,
            ink,
            legend as i32 + 20,
            top as i32,
            scale,
            &*FONT,
            &series.label,
        );
        legend += 20.0 + text_width(18.0, &series.label) + 28.0;
    }
    super::encode::rgb_png(&img)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chart(series: Vec<Series>) -> Chart {
        Chart {
            title: "Ana".into(),
            subtitle: "last rated games".into(),
            empty: "no rated game yet".into(),
            series,
        }
    }

    #[test]
    fn draws_lines_and_an_empty_chart_as_pngs() {
        let one = Series {
            label: "futbol 1689?".into(),
            points: vec![(1, 1500.0), (2, 1689.0), (5, 1650.0)],
        };
        let png = chart_png(&chart(vec![one])).expect("a chart");
        assert_eq!(&png[1..4], b"PNG");
        let image = image::load_from_memory(&png).expect("decodes").to_rgb8();
        assert_eq!((image.width(), image.height()), (WIDTH, HEIGHT));
        // Some pixel is the first line's colour, in the plot.
        let red = Key::Arrow.rgb();
        assert!(image.pixels().any(|p| p.0 == red), "the line is drawn");
        let empty = chart_png(&chart(Vec::new())).expect("an empty chart");
        let empty = image::load_from_memory(&empty).expect("decodes").to_rgb8();
        assert!(!empty.pixels().any(|p| p.0 == red), "nothing drawn");
    }
}
