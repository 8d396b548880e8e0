//! A game's advantage chart: White's chance to win after every action,
//! the area under the curve White's (light) and above it Black's (dark),
//! as lichess draws its computer analysis. Goals are vertical lines and
//! marked actions dots sized by how bad they were. 640×360, the size
//! Discord shows whole in its preview, with text large enough to read
//! there. Pure: the caller gives the texts in its language.

use super::RenderError;
use super::font::{FONT, text_width};
use super::palette::Key;
use super::shape;
use ab_glyph::PxScale;
use futbol_rules::search::analysis::Grade;
use image::{Rgb, RgbImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_filled_rect_mut, draw_text_mut};
use imageproc::rect::Rect;

const WIDTH: u32 = 640;
const HEIGHT: u32 = 360;
const HEADER: u32 = 64;
/// The plot's margins: left for the sides' names, bottom for the move
/// numbers and the legend.
const LEFT: f32 = 72.0;
const RIGHT: f32 = 16.0;
const TOP: f32 = HEADER as f32 + 14.0;
const BOTTOM: f32 = 58.0;

/// What an advantage chart shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Advantage {
    /// The first header line (the game and its players).
    pub title: String,
    /// The second (what is drawn).
    pub subtitle: String,
    /// White's chance in thousandths before each action and after the
    /// last (one more than there are actions).
    pub chances: Vec<u16>,
    /// The actions that scored (0: the first).
    pub goals: Vec<usize>,
    /// The marked actions and how bad each was.
    pub marks: Vec<(usize, Grade)>,
    /// The sides' names, White's (drawn at the top) first.
    pub sides: [String; 2],
    /// The legend's words: goal, inaccuracy, mistake, blunder.
    pub legend: [String; 4],
}

/// How a mark is drawn: its colour and radius.
fn dot(grade: Grade) -> (Key, i32) {
    match grade {
        Grade::Inaccuracy => (Key::Gold, 4),
        Grade::Mistake => (Key::Arrow, 5),
        Grade::Blunder => (Key::Arrow, 7),
    }
}

/// The chart as an 8-bit PNG in the boards' palette.
pub fn advantage_png(chart: &Advantage) -> Result<Vec<u8>, RenderError> {
    let mut img = RgbImage::from_pixel(WIDTH, HEIGHT, Rgb(Key::Margin.rgb()));
    draw_filled_rect_mut(
        &mut img,
        Rect::at(0, 0).of_size(WIDTH, HEADER),
        Rgb(Key::Header.rgb()),
    );
    shape::header_line(
        &mut img,
        Rgb(Key::HeaderText.rgb()),
        7.0,
        24.0,
        &chart.title,
    );
    shape::header_line(&mut img, Rgb(Key::Dim.rgb()), 38.0, 18.0, &chart.subtitle);
    let (bottom, right) = (HEIGHT as f32 - BOTTOM, WIDTH as f32 - RIGHT);
    let actions = chart.chances.len().saturating_sub(1).max(1);
    let x = |index: usize| LEFT + (right - LEFT) * index as f32 / actions as f32;
    let y = |chance: u16| bottom - (bottom - TOP) * f32::from(chance.min(1000)) / 1000.0;
    // Each column: White's light below the curve, Black's dark above.
    let chance_at = |column: f32| -> f32 {
        let at = (column - LEFT) / (right - LEFT) * actions as f32;
        let i = (at.floor() as usize).min(actions);
        let before = chart.chances.get(i).copied().unwrap_or(500);
        let after = chart.chances.get(i + 1).copied().unwrap_or(before);
        let t = at - i as f32;
        f32::from(before) * (1.0 - t) + f32::from(after) * t
    };
    for column in LEFT as u32..right as u32 {
        let curve = bottom - (bottom - TOP) * chance_at(column as f32 + 0.5) / 1000.0;
        for row in TOP as u32..bottom as u32 {
            let key = if (row as f32) < curve {
                Key::BlackFill
            } else {
                Key::HeaderText
            };
            img.put_pixel(column, row, Rgb(key.rgb()));
        }
    }
    // The even line, dashed so it reads on both areas.
    let middle = y(500) as u32;
    for column in (LEFT as u32..right as u32).filter(|c| c % 8 < 4) {
        img.put_pixel(column, middle, Rgb(Key::Dim.rgb()));
    }
    for &goal in &chart.goals {
        let at = x(goal + 1) as i32;
        let line = Rect::at(at - 1, TOP as i32).of_size(2, (bottom - TOP) as u32);
        draw_filled_rect_mut(&mut img, line, Rgb(Key::GoalDark.rgb()));
    }
    for &(index, grade) in &chart.marks {
        let chance = chart.chances.get(index + 1).copied().unwrap_or(500);
        let (key, radius) = dot(grade);
        let at = (x(index + 1) as i32, y(chance) as i32);
        draw_filled_circle_mut(&mut img, at, radius + 1, Rgb(Key::BallBlack.rgb()));
        draw_filled_circle_mut(&mut img, at, radius, Rgb(key.rgb()));
    }
    let ink = Rgb(Key::Coordinate.rgb());
    // The sides' names at the ends of the scale, shrunk to fit.
    for (name, at) in chart.sides.iter().zip([TOP, bottom - 16.0]) {
        let scale = (15.0 * (LEFT - 10.0) / text_width(15.0, name).max(1.0)).min(15.0);
        let left = (LEFT - 6.0 - text_width(scale, name)).max(2.0);
        text(&mut img, ink, left, at, scale, name);
    }
    // Move numbers: at most ten, at round steps.
    let step = [10, 20, 40, 50, 100, 200, 500]
        .into_iter()
        .find(|s| actions / s <= 9)
        .unwrap_or(1000);
    for number in (step..=actions).step_by(step) {
        let label = number.to_string();
        let left = x(number) - text_width(13.0, &label) / 2.0;
        text(&mut img, ink, left, bottom + 3.0, 13.0, &label);
    }
    legend(&mut img, chart);
    super::encode::rgb_png(&img)
}

/// A line of text, shaped when it is right-to-left.
fn text(img: &mut RgbImage, ink: Rgb<u8>, left: f32, top: f32, scale: f32, line: &str) {
    match shape::is_rtl(line) {
        true => {
            let right = left + text_width(scale, line);
            shape::draw_rtl(img, ink, right, top, scale, line);
        }
        false => draw_text_mut(
            img,
            ink,
            left as i32,
            top as i32,
            PxScale::from(scale),
            &*FONT,
            line,
        ),
    }
}

/// The legend under the plot: each sign and its word, in reading order
/// (from the right in a right-to-left language).
fn legend(img: &mut RgbImage, chart: &Advantage) {
    let rtl = chart.legend.iter().any(|w| shape::is_rtl(w));
    let signs: [(Option<(Key, i32)>, &String); 4] = [
        (None, &chart.legend[0]),
        (Some(dot(Grade::Inaccuracy)), &chart.legend[1]),
        (Some(dot(Grade::Mistake)), &chart.legend[2]),
        (Some(dot(Grade::Blunder)), &chart.legend[3]),
    ];
    let scale = 16.0;
    let top = HEIGHT as f32 - 28.0;
    let ink = Rgb(Key::Coordinate.rgb());
    let mut pen = if rtl { WIDTH as f32 - RIGHT } else { LEFT };
    for (sign, word) in signs {
        let width = 18.0 + text_width(scale, word);
        let left = if rtl { pen - width } else { pen };
        // The sign first in reading order: left of the word, or right of
        // it from the right.
        let (sign_x, word_x) = if rtl {
            (left + width - 8.0, left)
        } else {
            (left + 8.0, left + 18.0)
        };
        let mid = (sign_x as i32, top as i32 + 10);
        match sign {
            Some((key, radius)) => {
                draw_filled_circle_mut(img, mid, radius + 1, Rgb(Key::BallBlack.rgb()));
                draw_filled_circle_mut(img, mid, radius, Rgb(key.rgb()));
            }
            None => {
                let line = Rect::at(mid.0 - 1, top as i32 + 1).of_size(3, 18);
                draw_filled_rect_mut(img, line, Rgb(Key::GoalDark.rgb()));
            }
        }
        text(img, ink, word_x, top, scale, word);
        pen = if rtl {
            left - 24.0
        } else {
            left + width + 24.0
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chart(chances: Vec<u16>) -> Advantage {
        Advantage {
            title: "Game #12 · Ana – Bob".into(),
            subtitle: "White's chance to win, action by action".into(),
            chances,
            goals: vec![1],
            marks: vec![(2, Grade::Blunder)],
            sides: ["White".into(), "Black".into()],
            legend: [
                "goal".into(),
                "inaccuracy".into(),
                "mistake".into(),
                "blunder".into(),
            ],
        }
    }

    fn decode(png: &[u8]) -> RgbImage {
        image::load_from_memory(png).expect("decodes").to_rgb8()
    }

    #[test]
    fn the_light_area_grows_with_whites_chance() {
        let light = |chance: u16| {
            let png = advantage_png(&chart(vec![chance; 5])).expect("a chart");
            let image = decode(&png);
            assert_eq!((image.width(), image.height()), (WIDTH, HEIGHT));
            let white = Key::HeaderText.rgb();
            image.pixels().filter(|p| p.0 == white).count()
        };
        let (high, even, low) = (light(900), light(500), light(100));
        assert!(high > even && even > low, "{high} {even} {low}");
    }

    #[test]
    fn goals_and_marks_are_drawn() {
        let png = advantage_png(&chart(vec![500, 800, 300, 300])).expect("a chart");
        let image = decode(&png);
        // The blunder's dot sits on the curve after action 2 (30 %).
        let (bottom, right) = (HEIGHT as f32 - BOTTOM, WIDTH as f32 - RIGHT);
        let px = LEFT + (right - LEFT) * 3.0 / 3.0;
        let py = bottom - (bottom - TOP) * 0.3;
        let at = image.get_pixel(px as u32 - 2, py as u32);
        assert_eq!(at.0, Key::Arrow.rgb(), "the blunder's dot");
        let goal = Key::GoalDark.rgb();
        let column = (LEFT + (right - LEFT) * 2.0 / 3.0) as u32;
        assert_eq!(image.get_pixel(column, (TOP + 3.0) as u32).0, goal);
    }

    #[test]
    fn a_game_without_actions_still_draws() {
        assert!(advantage_png(&chart(vec![500])).is_ok());
        assert!(advantage_png(&chart(Vec::new())).is_ok());
    }
}
