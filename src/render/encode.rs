//! Palette frames to PNG and GIF bytes.

use super::RenderError;
use super::frame::Frame;
use super::palette::PALETTE;

/// An 8-bit indexed PNG: fast to encode and small, since a board has few
/// colours (the encoder decides the speed, not the drawing).
pub fn png(frame: &Frame) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(48 * 1024);
    let mut encoder = png::Encoder::new(&mut out, frame.width, frame.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(PALETTE.rgb_bytes());
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::Filter::Adaptive);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&frame.pixels)?;
    writer.finish()?;
    Ok(out)
}

/// An animated GIF of `frames`, each with its delay in hundredths of a
/// second, looping forever.
pub fn gif(frames: &[(Frame, u16)]) -> Result<Vec<u8>, RenderError> {
    let Some((first, _)) = frames.first() else {
        return Err(RenderError::Empty);
    };
    let (width, height) = (dimension(first.width)?, dimension(first.height)?);
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, width, height, PALETTE.rgb_bytes())?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        let mut previous: Option<&Frame> = None;
        for (frame, delay) in frames {
            let (left, top, right, bottom) = previous
                .and_then(|p| changed_area(p, frame))
                .unwrap_or((0, 0, frame.width, frame.height));
            let mut pixels = Vec::with_capacity(((right - left) * (bottom - top)) as usize);
            for y in top..bottom {
                let row = (y * frame.width) as usize;
                pixels.extend_from_slice(&frame.pixels[row + left as usize..row + right as usize]);
            }
            let mut gif_frame = gif::Frame::from_indexed_pixels(
                dimension(right - left)?,
                dimension(bottom - top)?,
                pixels,
                None,
            );
            gif_frame.left = dimension(left)?;
            gif_frame.top = dimension(top)?;
            gif_frame.delay = *delay;
            gif_frame.dispose = gif::DisposalMethod::Keep;
            encoder.write_frame(&gif_frame)?;
            previous = Some(frame);
        }
    }
    Ok(out)
}

/// The smallest rectangle (left, top, right, bottom; right and bottom
/// exclusive) holding every pixel that differs, so each GIF frame after the
/// first carries only what changed. At least one pixel, so a frame always
/// exists for its delay.
fn changed_area(before: &Frame, after: &Frame) -> Option<(u32, u32, u32, u32)> {
    if (before.width, before.height) != (after.width, after.height) {
        return None;
    }
    let width = after.width as usize;
    let mut area: Option<(u32, u32, u32, u32)> = None;
    for (y, (a, b)) in before
        .pixels
        .chunks(width)
        .zip(after.pixels.chunks(width))
        .enumerate()
    {
        let Some(first) = a.iter().zip(b).position(|(p, q)| p != q) else {
            continue;
        };
        let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(first);
        let (y, first, last) = (y as u32, first as u32, last as u32);
        area = Some(match area {
            None => (first, y, last + 1, y + 1),
            Some((l, t, r, _)) => (l.min(first), t, r.max(last + 1), y + 1),
        });
    }
    Some(area.unwrap_or((0, 0, 1, 1)))
}

fn dimension(value: u32) -> Result<u16, RenderError> {
    u16::try_from(value).map_err(|_| RenderError::TooLarge)
}
