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
        for (frame, delay) in frames {
            let mut gif_frame = gif::Frame::from_indexed_pixels(
                dimension(frame.width)?,
                dimension(frame.height)?,
                frame.pixels.clone(),
                None,
            );
            gif_frame.delay = *delay;
            encoder.write_frame(&gif_frame)?;
        }
    }
    Ok(out)
}

fn dimension(value: u32) -> Result<u16, RenderError> {
    u16::try_from(value).map_err(|_| RenderError::TooLarge)
}
