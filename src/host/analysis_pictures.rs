//! The pictures of a game's analysis, in the channel's language: the
//! advantage chart (posted as the reply's picture) and the board of each
//! turning point with the action played and the engine's better one
//! (sent as files beside it). Pure: the caller gives the record and the
//! analysis; nothing here reads the store.

use crate::engine::search::analysis::{Analysis, Grade};
use crate::engine::{Action, Game, Played, Team};
use crate::host::files::Attachment;

use crate::i18n::{Lang, Say};
use crate::render::{self, Advantage, Options, RenderError};
use futbol_texts::t;
use std::sync::Arc;

/// Turning points drawn as boards.
pub const TURNING: usize = 3;

/// A game's analysis as pictures.
pub struct AnalysisPictures {
    /// The advantage chart (PNG).
    pub chart: Arc<[u8]>,
    /// The chart in words, for those who cannot see it.
    pub chart_alt: String,
    /// The turning points' boards, in the game's order.
    pub turning: Vec<Attachment>,
}

/// Who played, for the chart's title.
pub struct Heading<'a> {
    /// The archived game's id.
    pub id: u64,
    /// White's player's name.
    pub white: &'a str,
    /// Black's player's name.
    pub black: &'a str,
}

impl<'a> Heading<'a> {
    /// An archived game's.
    pub fn of(game: &'a crate::store::ArchivedGame) -> Heading<'a> {
        Heading {
            id: game.id,
            white: &game.white.name,
            black: &game.black.name,
        }
    }

    /// The chart's title, also the game page's: "Game #12 · Ana – Bob".
    pub fn title(&self, lang: Lang) -> String {
        t!(
            lang,
            analysis_chart_title,
            id = self.id,
            white = self.white,
            black = self.black
        )
    }
}

/// Draws the chart and the turning points of the game that went from
/// `start` through `actions`, in `lang`. An action that does not replay
/// ends the drawing with an error (the analysis was made from the same
/// record, so it is a fault).
pub fn draw(
    lang: Lang,
    heading: &Heading,
    start: &Game,
    actions: &[Action],
    analysis: &Analysis,
) -> Result<AnalysisPictures, RenderError> {
    let turning_at = analysis.turning_points(TURNING);
    let replayed = replay(start, actions)?;
    let mut turning = Vec::new();
    for (index, (before, &action)) in replayed.positions.iter().zip(actions).enumerate() {
        if turning_at.contains(&index) {
            let png = choice(lang, before, index, action, analysis)?;
            turning.push(picture(format!("turning-{}.png", turning.len() + 1), png));
        }
    }
    let chart = advantage(lang, heading, replayed.goals(), analysis);
    Ok(AnalysisPictures {
        chart: Arc::from(render::advantage_png(&chart)?),
        chart_alt: format!("{}. {}", chart.title, chart.subtitle),
        turning,
    })
}

/// The advantage chart alone (the page's), as [`draw`] makes it.
pub fn chart_png(
    lang: Lang,
    heading: &Heading,
    start: &Game,
    actions: &[Action],
    analysis: &Analysis,
) -> Result<Vec<u8>, RenderError> {
    let goals = replay(start, actions)?.goals();
    render::advantage_png(&advantage(lang, heading, goals, analysis))
}

/// A game replayed: each position, the start first and the end last,
/// and what each action did.
struct Replayed {
    positions: Vec<Game>,
    played: Vec<Played>,
}

impl Replayed {
    /// The actions that scored.
    fn goals(&self) -> Vec<usize> {
        (self.played.iter().enumerate())
            .filter(|(_, played)| played.goal.is_some())
            .map(|(index, _)| index)
            .collect()
    }
}

/// Replays the game from `start` through `actions`.
fn replay(start: &Game, actions: &[Action]) -> Result<Replayed, RenderError> {
    let mut game = start.clone();
    let mut replayed = Replayed {
        positions: vec![game.clone()],
        played: Vec::with_capacity(actions.len()),
    };
    for &action in actions {
        let played = game
            .play(action)
            .map_err(|error| RenderError::Record(error.into()))?;
        replayed.played.push(played);
        replayed.positions.push(game.clone());
    }
    Ok(replayed)
}

/// What the chart shows, its words in `lang`.
fn advantage(lang: Lang, heading: &Heading, goals: Vec<usize>, analysis: &Analysis) -> Advantage {
    Advantage {
        title: heading.title(lang),
        subtitle: t!(lang, analysis_chart_subtitle),
        chances: analysis.chances.clone(),
        goals,
        marks: (analysis.marks.iter())
            .map(|mark| (usize::from(mark.index), mark.grade))
            .collect(),
        sides: [Say(lang).team(Team::White), Say(lang).team(Team::Black)],
        legend: [
            t!(lang, analysis_chart_goal),
            t!(lang, analysis_chart_inaccuracy),
            t!(lang, analysis_chart_mistake),
            t!(lang, analysis_chart_blunder),
        ],
    }
}

/// The board before action `index`, with it and the engine's better one.
fn choice(
    lang: Lang,
    before: &Game,
    index: usize,
    played: Action,
    analysis: &Analysis,
) -> Result<Vec<u8>, RenderError> {
    let mark = analysis.mark(index);
    let better = mark.and_then(|m| before.parse_action(&m.better).ok());
    let caption = caption(lang, index, &played.to_string(), analysis);
    let options = Options {
        lang,
        ..Options::default()
    };
    render::choice_png(before, played, better, caption, options)
}

/// The board of step `step` of the page's stepper: before action `step`
/// with it and the engine's better one (as a turning point is drawn), or
/// after the last action when `step` is the number of actions.
pub fn step_png(
    lang: Lang,
    start: &Game,
    actions: &[Action],
    analysis: &Analysis,
    step: usize,
) -> Result<Vec<u8>, RenderError> {
    let replayed = replay(start, actions)?;
    let game = replayed.positions.get(step).ok_or(RenderError::Empty)?;
    match actions.get(step) {
        Some(&action) => choice(lang, game, step, action, analysis),
        None => {
            let last = replayed.played.last().map(|&played| played.into());
            let options = Options {
                lang,
                ..Options::default()
            };
            render::board_png(game, last, options)
        }
    }
}

/// Action `index`'s number as every list of moves writes it, chess's
/// way: the first side's action of move 18 is "18.", the second's "18…"
/// (the room's list, the record's readers and the analysis agree).
pub fn move_number(index: usize) -> String {
    match index % 2 {
        0 => format!("{}.", index / 2 + 1),
        _ => format!("{}…", index / 2 + 1),
    }
}

/// Action `index` (written `action`) in words: its number, its mark and
/// the engine's better action when it is marked ("12. e4-e5?? (better:
/// d4-d5)"), else its number alone.
pub fn caption(lang: Lang, index: usize, action: &str, analysis: &Analysis) -> String {
    let number = move_number(index);
    match analysis.mark(index) {
        Some(mark) => t!(
            lang,
            analysis_move,
            number = number.as_str(),
            action = action,
            mark = glyph(mark.grade),
            better = mark.better.as_str()
        ),
        None => t!(
            lang,
            analysis_move_best,
            number = number.as_str(),
            action = action
        ),
    }
}

/// The sign a record puts after a marked move, as chess annotators do.
pub fn glyph(grade: Grade) -> &'static str {
    match grade {
        Grade::Inaccuracy => "?!",
        Grade::Mistake => "?",
        Grade::Blunder => "??",
    }
}

/// A PNG file with its size, for the platforms that want it.
fn picture(name: String, png: Vec<u8>) -> Attachment {
    let header =
        image::ImageReader::with_format(std::io::Cursor::new(&png), image::ImageFormat::Png);
    let size = header.into_dimensions().ok();
    Attachment {
        name,
        mime: "image/png",
        bytes: Arc::from(png),
        size,
    }
}

#[cfg(test)]
mod tests {
    use super::move_number;

    #[test]
    fn moves_are_numbered_as_the_room_numbers_them() {
        let numbers: Vec<String> = (0..5).map(move_number).collect();
        assert_eq!(numbers, ["1.", "1…", "2.", "2…", "3."]);
        // The analysis's 35th action is the first side's of move 18.
        assert_eq!(move_number(34), "18.");
    }
}
