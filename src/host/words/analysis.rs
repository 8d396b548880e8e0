//! What the host says about a game's analysis (`analizar [ID]`), in every
//! language (`texts/locales/*/analysis.ftl`).

use crate::engine::Team;
use crate::engine::search::analysis::{Analysis, Grade};
use crate::host::analysis_pictures::{TURNING, caption};
use crate::host::pool::Full;
use crate::i18n::Say;
use crate::store::ArchivedGame;
use futbol_texts::t;

impl Say {
    /// The analysis is queued and will be posted in this channel.
    pub fn analysis_queued(self, id: u64, actions: usize) -> String {
        t!(self.0, analysis_queued, id = id, actions = actions)
    }

    /// Why an analysis was not queued.
    pub fn analysis_refused(self, id: u64, why: Full) -> String {
        match why {
            Full::Already => t!(self.0, analysis_already, id = id),
            Full::Yours => t!(self.0, analysis_yours),
            Full::Busy => t!(self.0, analysis_busy),
        }
    }

    /// A game without actions.
    pub fn analysis_empty(self, id: u64) -> String {
        t!(self.0, analysis_empty, id = id)
    }

    /// A record the engine could not replay.
    pub fn analysis_failed(self, id: u64) -> String {
        t!(self.0, analysis_failed, id = id)
    }

    /// The analysis of `game`: each side's marked moves and average loss,
    /// and the moves where it turned most.
    pub fn analysis(self, game: &ArchivedGame, analysis: &Analysis) -> String {
        // Each side's average loss in whole points of win chance, rounded.
        let side = |team: Team| {
            t!(
                self.0,
                analysis_player,
                inaccuracies = analysis.count(team, Grade::Inaccuracy),
                mistakes = analysis.count(team, Grade::Mistake),
                blunders = analysis.count(team, Grade::Blunder),
                loss = (analysis.average_loss(team) + 5) / 10
            )
        };
        let moves: Vec<String> = (analysis.turning_points(TURNING).into_iter())
            .filter_map(|index| {
                let action = game.actions.get(index)?;
                Some(caption(self.0, index, action, analysis))
            })
            .collect();
        let turning = match moves.is_empty() {
            true => String::new(),
            false => t!(self.0, analysis_turning, list = moves.join(", ")),
        };
        t!(
            self.0,
            analysis_result,
            id = game.id,
            variant = game.variant.to_string(),
            white = game.white.name.as_str(),
            black = game.black.name.as_str(),
            white_line = side(Team::White),
            black_line = side(Team::Black),
            turning = turning
        )
        .trim_end()
        .to_string()
    }
}
