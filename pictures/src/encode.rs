//! Palette frames to PNG and GIF bytes.

use super::RenderError;
use super::frame::Frame;
use super::palette::PALETTE;

/// How a picture's pixels are written: the same pixels either way.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Encoding {
    /// For a chat upload, and any picture drawn once: as small as the
    /// benchmark found worth it, since its bytes go to every reader's
    /// phone and a few milliseconds are nothing beside the platform's
    /// round trip.
    #[default]
    Small,
    /// For the page, which draws both sides of every board while players
    /// wait: as fast as it goes.
    Fast,
}

/// A picture drawn in RGB with the palette's colours (a chart, a table)
/// as an indexed PNG, written small (each is drawn once).
pub(crate) fn rgb_png(img: &image::RgbImage) -> Result<Vec<u8>, RenderError> {
    let frame = Frame {
        width: img.width(),
        height: img.height(),
        pixels: img.pixels().map(|p| PALETTE.index_of(p.0)).collect(),
    };
    png(&frame, Encoding::Small)
}

/// An 8-bit indexed PNG of `frame`, written as `encoding` says
/// (`cargo bench --bench render` prints both, and the other ways
/// measured, for a board of each game):
///
/// - [`Encoding::Fast`]: each row filtered against the one above (`Up`)
///   and fdeflate's fast mode: a board in about 0.3 ms, about 35 KB.
///   Trying every filter on every row (`Adaptive`) took most of a loaded
///   server's time (1.5 ms), and fdeflate's fast mode needs a filter (no
///   filter gave 214 KB).
/// - [`Encoding::Small`]: no filter, as the PNG specification advises for
///   palette pictures (a palette index is a name, not a quantity, so the
///   difference between rows means nothing), zlib's best level, and the
///   palette cut after the last colour used (the indices stay): 14 KB
///   for a `futbol` board in about 2 ms. See the benchmark for the rest.
pub fn png(frame: &Frame, encoding: Encoding) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(48 * 1024);
    let mut encoder = png::Encoder::new(&mut out, frame.width, frame.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    match encoding {
        Encoding::Fast => {
            encoder.set_palette(PALETTE.rgb_bytes());
            encoder.set_compression(png::Compression::Fast);
            encoder.set_filter(png::Filter::Up);
        }
        Encoding::Small => {
            let used = frame
                .pixels
                .iter()
                .copied()
                .max()
                .map_or(1, |m| usize::from(m) + 1);
            let palette = PALETTE.rgb_bytes();
            encoder.set_palette(&palette[..(3 * used).min(palette.len())]);
            encoder.set_deflate_compression(png::DeflateCompression::Level(9));
            encoder.set_filter(png::Filter::NoFilter);
        }
    }
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&frame.pixels)?;
    writer.finish()?;
    Ok(out)
}

/// The palette index GIF frames use for "unchanged": past the palette's
/// own colours, so it never stands for a drawn pixel.
const TRANSPARENT: u8 = 255;

/// The delay of every part of a change but its last, in hundredths of a
/// second: the smallest that browsers honour (they slow 0 and 1 down to
/// 10), too short to see the parts of one move arrive apart.
const PART_DELAY: u16 = 2;

/// At most this many parts to a change; more are merged, the two whose
/// union adds the fewest unchanged pixels first.
const MAX_PARTS: usize = 4;

/// Changed rows at most this far apart belong to the same part.
const PART_GAP: u32 = 24;

/// A rectangle: left, top, right, bottom (right and bottom exclusive).
type Area = (u32, u32, u32, u32);

/// An animated GIF written frame by frame, so a whole game never sits in
/// memory as pictures. After the first frame, each picture is written as
/// only what changed: the changed rows grouped into a few rectangles (the
/// header's text and each patch of the board apart, so a move does not
/// drag the unchanged board between them into the file), every rectangle
/// but the last shown for [`PART_DELAY`]. Inside a rectangle, a pixel that
/// did not change is transparent (the previous picture shows through,
/// disposal "keep") unless it continues a run of its own colour: either
/// way LZW gets long runs of one index, which cost it almost nothing.
pub struct GifWriter {
    encoder: gif::Encoder<Vec<u8>>,
    shown: Option<Frame>,
    /// Rows at the top that are the header: never grouped with the
    /// board's rows (only merged with them when there are too many parts).
    header: u32,
}

impl GifWriter {
    /// A looping GIF of `width`×`height` pictures in the shared palette,
    /// whose first `header` rows change apart from the rest.
    pub fn new(width: u32, height: u32, header: u32) -> Result<GifWriter, RenderError> {
        let mut palette = PALETTE.rgb_bytes().to_vec();
        if palette.len() > 3 * TRANSPARENT as usize {
            return Err(RenderError::TooLarge);
        }
        palette.resize(3 * 256, 0);
        let mut encoder =
            gif::Encoder::new(Vec::new(), dimension(width)?, dimension(height)?, &palette)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        Ok(GifWriter {
            encoder,
            shown: None,
            header,
        })
    }

    /// Adds `frame`, shown for `delay` hundredths of a second.
    pub fn push(&mut self, frame: Frame, delay: u16) -> Result<(), RenderError> {
        let shown = self
            .shown
            .take()
            .filter(|s| (s.width, s.height) == (frame.width, frame.height));
        let Some(shown) = shown else {
            let mut whole = gif::Frame::from_indexed_pixels(
                dimension(frame.width)?,
                dimension(frame.height)?,
                frame.pixels.clone(),
                None,
            );
            whole.delay = delay;
            self.encoder.write_frame(&whole)?;
            self.shown = Some(frame);
            return Ok(());
        };
        let mut parts = changed_parts(&shown, &frame, self.header);
        let budget = usize::from(delay / PART_DELAY).clamp(1, MAX_PARTS);
        while parts.len() > budget {
            merge_closest(&mut parts);
        }
        let last = parts.len() - 1;
        for (index, area) in parts.into_iter().enumerate() {
            let mut part = delta(&shown, &frame, area)?;
            part.delay = match index == last {
                true => delay - PART_DELAY * last as u16,
                false => PART_DELAY,
            };
            self.encoder.write_frame(&part)?;
        }
        self.shown = Some(frame);
        Ok(())
    }

    /// The GIF's bytes; an error if no frame was pushed.
    pub fn finish(self) -> Result<Vec<u8>, RenderError> {
        if self.shown.is_none() {
            return Err(RenderError::Empty);
        }
        Ok(self.encoder.into_inner()?)
    }
}

/// The GIF frame that turns `shown` into `frame` inside `area`.
fn delta(shown: &Frame, frame: &Frame, area: Area) -> Result<gif::Frame<'static>, RenderError> {
    let (left, top, right, bottom) = area;
    let width = frame.width as usize;
    let (l, r) = (left as usize, right as usize);
    let mut pixels = Vec::with_capacity((r - l) * (bottom - top) as usize);
    for y in top as usize..bottom as usize {
        let old = &shown.pixels[y * width + l..y * width + r];
        let new = &frame.pixels[y * width + l..y * width + r];
        let mut previous = TRANSPARENT;
        for (&o, &n) in old.iter().zip(new) {
            // An unchanged pixel is free to be either; keep the run going.
            previous = if o == n && n != previous {
                TRANSPARENT
            } else {
                n
            };
            pixels.push(previous);
        }
    }
    let mut part = gif::Frame::from_indexed_pixels(
        dimension(right - left)?,
        dimension(bottom - top)?,
        pixels,
        Some(TRANSPARENT),
    );
    part.left = dimension(left)?;
    part.top = dimension(top)?;
    part.dispose = gif::DisposalMethod::Keep;
    Ok(part)
}

/// The changed pixels of `after`, as rectangles: groups of changed rows
/// at most [`PART_GAP`] apart (the first `header` rows never with the
/// rest), each split where [`PART_GAP`] unchanged columns run through it,
/// so two squares far apart are two small parts, not the board between
/// them. At least one pixel, so a frame always exists for its delay. Both
/// frames have the same size.
fn changed_parts(before: &Frame, after: &Frame, header: u32) -> Vec<Area> {
    let width = after.width as usize;
    let mut bands: Vec<Area> = Vec::new();
    let rows = before.pixels.chunks(width).zip(after.pixels.chunks(width));
    for (y, (a, b)) in rows.enumerate() {
        if a == b {
            continue;
        }
        let Some(first) = a.iter().zip(b).position(|(p, q)| p != q) else {
            continue;
        };
        let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(first);
        let (y, first, last) = (y as u32, first as u32, last as u32 + 1);
        match bands.last_mut() {
            Some((l, t, r, bottom)) if y - *bottom < PART_GAP && (*t < header) == (y < header) => {
                (*l, *r, *bottom) = ((*l).min(first), (*r).max(last), y + 1);
            }
            _ => bands.push((first, y, last, y + 1)),
        }
    }
    let mut parts: Vec<Area> = bands
        .into_iter()
        .flat_map(|band| split_columns(before, after, band))
        .collect();
    if parts.is_empty() {
        parts.push((0, 0, 1, 1));
    }
    parts
}

/// A band of rows split at runs of [`PART_GAP`] unchanged columns, each
/// piece trimmed to the rows that change in it.
fn split_columns(before: &Frame, after: &Frame, band: Area) -> Vec<Area> {
    let (left, top, right, bottom) = band;
    let width = after.width as usize;
    let changed_at = |x: u32, y: u32| {
        let at = y as usize * width + x as usize;
        before.pixels[at] != after.pixels[at]
    };
    let mut columns = vec![false; (right - left) as usize];
    for y in top..bottom {
        for (x, column) in (left..right).zip(columns.iter_mut()) {
            *column |= changed_at(x, y);
        }
    }
    let mut pieces = Vec::new();
    let mut x = 0;
    while x < columns.len() {
        if !columns[x] {
            x += 1;
            continue;
        }
        let start = x;
        let mut end = x + 1;
        let mut gap = 0;
        while end + gap < columns.len() && gap < PART_GAP as usize {
            match columns[end + gap] {
                true => (end, gap) = (end + gap + 1, 0),
                false => gap += 1,
            }
        }
        let (l, r) = (left + start as u32, left + end as u32);
        let changes = |y: &u32| (l..r).any(|x| changed_at(x, *y));
        let t = (top..bottom).find(changes).unwrap_or(top);
        let b = (top..bottom).rev().find(changes).map_or(bottom, |y| y + 1);
        pieces.push((l, t, r, b));
        x = end;
    }
    pieces
}

/// Merges the two parts whose union adds the fewest unchanged pixels.
fn merge_closest(parts: &mut Vec<Area>) {
    let area = |(l, t, r, b): Area| u64::from(r - l) * u64::from(b - t);
    let mut best: Option<(u64, usize, usize)> = None;
    for i in 0..parts.len() {
        for j in i + 1..parts.len() {
            let joined = union(&[parts[i], parts[j]]);
            let cost = area(joined).saturating_sub(area(parts[i]) + area(parts[j]));
            if best.is_none_or(|(c, ..)| cost < c) {
                best = Some((cost, i, j));
            }
        }
    }
    if let Some((_, i, j)) = best {
        let joined = union(&[parts[i], parts[j]]);
        parts.swap_remove(j);
        parts[i] = joined;
    }
}

/// The smallest rectangle holding all of `areas` (not empty).
fn union(areas: &[Area]) -> Area {
    areas
        .iter()
        .fold(areas[0], |(l, t, r, b), &(l2, t2, r2, b2)| {
            (l.min(l2), t.min(t2), r.max(r2), b.max(b2))
        })
}

fn dimension(value: u32) -> Result<u16, RenderError> {
    u16::try_from(value).map_err(|_| RenderError::TooLarge)
}
