//! The archive, as players ask for it: `historial` (the channel's last
//! games and the user's own) and `partida [ID]` (an archived game's record,
//! or the record of the room's current game).

use super::Replies;
use crate::engine::{Game, Variant};
use crate::host::{ChannelKey, Host, Request};
use crate::i18n::Say;
use crate::store::ArchivedGame;

/// Games listed by `historial`, each list.
const LISTED: usize = 5;

impl Host {
    /// An archived game's record (for the web page's download link).
    pub fn archived_record(&self, id: u64) -> Option<String> {
        let game = self.store.archived(id).ok()??;
        Some(record_text(&game))
    }

    pub(super) fn history(&self, request: &Request, key: &ChannelKey) -> Replies {
        let say = Say(self.lang(key));
        let channel = self.store.channel_games(&key.to_string(), LISTED)?;
        let mine =
            self.store
                .player_games(request.platform.name(), request.user.id.as_str(), LISTED)?;
        Ok(vec![self.private(request, say.history(&channel, &mine))])
    }

    pub(super) fn game_record(
        &self,
        request: &Request,
        key: &ChannelKey,
        id: Option<u64>,
    ) -> Replies {
        let say = Say(self.lang(key));
        let text = match id {
            Some(id) => match self.store.archived(id)? {
                Some(game) => say.archived_game(&game, &record_text(&game)),
                None => say.no_such_game(&id.to_string()),
            },
            None => {
                let code = self.channel_code(key);
                match code.and_then(|code| self.room_state(code)) {
                    Some(state) => {
                        let actions = self.store.moves(state.code.as_str(), state.game_no)?;
                        record(state.variant, &state.start, &actions)
                    }
                    None => say.no_room(),
                }
            }
        };
        Ok(vec![self.private(request, text)])
    }
}

/// An archived game in the project's record format, readable by `replay`.
pub fn record_text(game: &ArchivedGame) -> String {
    let variant = game.variant.parse::<Variant>().unwrap_or_default();
    record(variant, &game.start, &game.actions)
}

/// A record: `variant:`, the start position when it is not the standard
/// one, then one action a line.
fn record(variant: Variant, start: &str, actions: &[String]) -> String {
    let mut text = format!("variant: {variant}\n");
    if Game::new(variant).to_string() != start {
        text.push_str(&format!("position: {start}\n"));
    }
    for action in actions {
        text.push_str(action);
        text.push('\n');
    }
    text
}
