//! The fixed 8-bit palette every picture is drawn in.
//!
//! A board has few colours, so pictures are palette (indexed) PNGs and GIFs:
//! smaller and much faster to encode than RGB. The palette holds the key
//! colours exactly, plus blends between the pairs that meet at anti-aliased
//! edges; anything drawn in RGB is mapped through a 15-bit lookup table.

use std::sync::LazyLock;

/// The key colours, by role. Their palette index is their position here.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Key {
    /// Light squares.
    Light,
    /// Dark squares.
    Dark,
    /// Light squares of the last action.
    LightHighlight,
    /// Dark squares of the last action.
    DarkHighlight,
    /// Goal squares (light).
    GoalLight,
    /// Goal squares (dark).
    GoalDark,
    /// The goal net's lines.
    Net,
    /// The frame around the board.
    Margin,
    /// Coordinates on the frame.
    Coordinate,
    /// The header strip.
    Header,
    /// Header text.
    HeaderText,
    /// Header highlights: goals and the end.
    Gold,
    /// Secondary header text.
    Dim,
    /// White pieces' fill.
    WhiteFill,
    /// White pieces' outline and letter.
    WhiteLine,
    /// Black pieces' fill.
    BlackFill,
    /// Black pieces' outline and letter.
    BlackLine,
    /// The ball's white panels.
    BallWhite,
    /// The ball's black panels.
    BallBlack,
    /// The ball's path.
    Arrow,
    /// Placement targets.
    Marker,
}

/// The RGB value of each key, in [`Key`] order.
const KEYS: [[u8; 3]; 21] = [
    [0xe6, 0xee, 0xcf], // Light
    [0x8d, 0xb3, 0x6a], // Dark
    [0xf6, 0xe7, 0x7a], // LightHighlight
    [0xd2, 0xc1, 0x4a], // DarkHighlight
    [0xd9, 0xe6, 0xf2], // GoalLight
    [0xa6, 0xbd, 0xd6], // GoalDark
    [0xfb, 0xfd, 0xff], // Net
    [0x2b, 0x36, 0x2a], // Margin
    [0xe4, 0xec, 0xdc], // Coordinate
    [0x1c, 0x22, 0x1d], // Header
    [0xff, 0xff, 0xff], // HeaderText
    [0xff, 0xc9, 0x30], // Gold
    [0xa9, 0xb7, 0xa6], // Dim
    [0xfc, 0xfb, 0xf4], // WhiteFill
    [0x1a, 0x1a, 0x1a], // WhiteLine
    [0x2a, 0x2a, 0x2e], // BlackFill
    [0xee, 0xee, 0xee], // BlackLine
    [0xff, 0xff, 0xfe], // BallWhite
    [0x10, 0x10, 0x10], // BallBlack
    [0xe0, 0x44, 0x1c], // Arrow
    [0x3b, 0x66, 0x2d], // Marker
];

/// The palette and its lookup table.
pub struct Palette {
    rgb: Vec<u8>,
    lut: Vec<u8>,
}

/// The one palette, built on first use.
pub static PALETTE: LazyLock<Palette> = LazyLock::new(Palette::build);

impl Key {
    /// The palette index of this key colour.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The exact colour.
    pub const fn rgb(self) -> [u8; 3] {
        KEYS[self as usize]
    }
}

impl Palette {
    fn build() -> Palette {
        use Key::*;
        let mut colors: Vec<[u8; 3]> = KEYS.to_vec();
        let squares = [Light, Dark, LightHighlight, DarkHighlight];
        let goals = [GoalLight, GoalDark, Net];
        let backgrounds = squares.into_iter().chain(goals);
        let foregrounds = [
            WhiteFill, WhiteLine, BlackFill, BlackLine, BallBlack, Marker, Arrow,
        ];
        let mut pairs: Vec<(Key, Key, usize)> = Vec::new();
        for bg in backgrounds {
            for fg in foregrounds {
                pairs.push((bg, fg, 3));
            }
        }
        for (a, b) in [
            (WhiteFill, WhiteLine),
            (BlackFill, BlackLine),
            (BallWhite, BallBlack),
            (Header, WhiteFill),
            (Header, BlackLine),
        ] {
            pairs.push((a, b, 3));
        }
        for (a, b) in [
            (Header, HeaderText),
            (Header, Gold),
            (Header, Dim),
            (Margin, Coordinate),
        ] {
            pairs.push((a, b, 6));
        }
        for (a, b, steps) in pairs {
            for k in 1..=steps {
                let t = k as f32 / (steps + 1) as f32;
                colors.push(mix(a.rgb(), b.rgb(), t));
            }
        }
        colors.truncate(256);
        let lut = (0..1u32 << 15)
            .map(|key| {
                let expand = |v: u32| ((v << 3) | (v >> 2)) as i32;
                let rgb = [expand(key >> 10), expand((key >> 5) & 31), expand(key & 31)];
                nearest(&colors, rgb)
            })
            .collect();
        Palette {
            rgb: colors.iter().flatten().copied().collect(),
            lut,
        }
    }

    /// The palette as `r, g, b` bytes, for the PNG and GIF encoders.
    pub fn rgb_bytes(&self) -> &[u8] {
        &self.rgb
    }

    /// The nearest palette index for an RGB colour.
    pub fn index_of(&self, [r, g, b]: [u8; 3]) -> u8 {
        let key = ((r as usize >> 3) << 10) | ((g as usize >> 3) << 5) | (b as usize >> 3);
        self.lut[key]
    }

    /// The colour at a palette index.
    #[cfg(test)]
    pub fn color(&self, index: u8) -> [u8; 3] {
        let i = index as usize * 3;
        match self.rgb.get(i..i + 3) {
            Some(&[r, g, b]) => [r, g, b],
            _ => [0, 0, 0],
        }
    }
}

/// `a` blended towards `b` by `t` (0..1).
pub fn mix(a: [u8; 3], b: [u8; 3], t: f32) -> [u8; 3] {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    [m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])]
}

fn nearest(colors: &[[u8; 3]], rgb: [i32; 3]) -> u8 {
    let distance = |c: &[u8; 3]| {
        let d = |i: usize| (c[i] as i32 - rgb[i]).pow(2);
        2 * d(0) + 4 * d(1) + 3 * d(2)
    };
    (0..colors.len())
        .min_by_key(|&i| distance(&colors[i]))
        .unwrap_or(0) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_keep_their_exact_colours_and_indices() {
        assert!(PALETTE.rgb_bytes().len() <= 256 * 3);
        for key in [Key::Light, Key::Arrow, Key::Marker, Key::Gold] {
            assert_eq!(PALETTE.color(key.index()), key.rgb());
        }
        assert_eq!(
            PALETTE.color(PALETTE.index_of(Key::Dark.rgb())),
            Key::Dark.rgb()
        );
    }
}
