//! What the host says about codes and the archive: a full bot, a closed
//! room's old code, `historial` and `partida ID`, in both languages.

use super::host::Say;
use crate::store::ArchivedGame;

impl Say {
    /// No room code is free.
    pub fn bot_full(self) -> String {
        if self.es() {
            "El bot está lleno: no queda ningún código de sala libre. Prueba dentro de un rato, cuando se cierren salas.".into()
        } else {
            "The bot is full: no room code is free. Try again in a while, once rooms close.".into()
        }
    }

    /// A code whose room closed recently.
    pub fn room_closed(self, code: &str, games: &[u64]) -> String {
        let ids = games
            .iter()
            .map(|id| format!("#{id}"))
            .collect::<Vec<_>>()
            .join(", ");
        match (self.es(), games.first()) {
            (true, Some(first)) => format!(
                "La sala {code} se cerró. Sus partidas: {ids} (míralas con `partida {first}` o `historial`)."
            ),
            (true, None) => format!("La sala {code} se cerró sin partidas terminadas."),
            (false, Some(first)) => format!(
                "Room {code} has closed. Its games: {ids} (see them with `game {first}` or `history`)."
            ),
            (false, None) => format!("Room {code} has closed without finished games."),
        }
    }

    /// How a game ended, in words (empty when its rules ended it).
    fn ending(self, ending: &str) -> &'static str {
        match (self.es(), ending) {
            (true, "resigned") => "abandono",
            (true, "agreed") => "tablas de mutuo acuerdo",
            (true, "expired") => "inactividad",
            (true, "timeout") => "tiempo",
            (true, "aborted") => "anulada",
            (false, "resigned") => "resignation",
            (false, "agreed") => "agreed draw",
            (false, "expired") => "idle",
            (false, "timeout") => "time",
            (false, "aborted") => "aborted",
            _ => "",
        }
    }

    /// One line of a game list.
    pub fn game_line(self, game: &ArchivedGame) -> String {
        let how = self.ending(&game.ending);
        let how = if how.is_empty() {
            String::new()
        } else {
            format!(", {how}")
        };
        let date = crate::host::message::utc(game.ended);
        let date = date.split(' ').next().unwrap_or_default();
        format!(
            "#{} · {} · {} {}–{} {} ({}{how}) · {date}",
            game.id,
            game.variant,
            game.white.name,
            game.score[0],
            game.score[1],
            game.black.name,
            game.result,
        )
    }

    /// `historial`: the channel's last games and the player's own.
    pub fn history(self, channel: &[ArchivedGame], mine: &[ArchivedGame]) -> String {
        let list = |games: &[ArchivedGame]| match games.is_empty() {
            true => format!("  {}", if self.es() { "ninguna" } else { "none" }),
            false => games
                .iter()
                .map(|g| format!("  {}", self.game_line(g)))
                .collect::<Vec<_>>()
                .join("\n"),
        };
        let (here, yours, see) = if self.es() {
            (
                "Últimas partidas de este canal:",
                "Tus últimas partidas:",
                "Ver una: `partida ID`.",
            )
        } else {
            (
                "Last games in this channel:",
                "Your last games:",
                "See one: `game ID`.",
            )
        };
        format!("{here}\n{}\n{yours}\n{}\n{see}", list(channel), list(mine))
    }

    /// `partida ID`: one archived game and its record.
    pub fn archived_game(self, game: &ArchivedGame, record: &str) -> String {
        format!("{}\n{record}", self.game_line(game))
    }

    /// `partida ID` for an id the archive does not have.
    pub fn no_such_game(self, id: &str) -> String {
        if self.es() {
            format!("No hay ninguna partida archivada con el número «{id}».")
        } else {
            format!("There is no archived game number “{id}”.")
        }
    }
}
