//! The host's replies in both languages.

use super::Lang;
use crate::engine::{Team, Variant};

/// The host's sentences, in one language.
#[derive(Clone, Copy, Debug)]
pub struct Say(pub Lang);

impl Say {
    pub(super) fn es(self) -> bool {
        self.0 == Lang::Es
    }

    /// A side's name.
    pub fn team(self, team: Team) -> &'static str {
        self.0.team(team)
    }

    /// A room was opened.
    pub fn created(
        self,
        code: &str,
        variant: Variant,
        link: Option<&str>,
        who: &str,
        seat: &str,
    ) -> String {
        let link = link.map(|l| format!(" ({l})")).unwrap_or_default();
        if self.es() {
            format!(
                "Sala {code} creada: {variant}. {who} juega con {seat}. Para jugar: `unirse {code}`{link}."
            )
        } else {
            format!(
                "Room {code} created: {variant}. {who} plays {seat}. To play: `join {code}`{link}."
            )
        }
    }

    /// A local game was opened.
    pub fn created_local(self, code: &str, variant: Variant, who: &str) -> String {
        if self.es() {
            format!("Sala {code} creada: {variant}, partida local. {who} juega con los dos bandos.")
        } else {
            format!("Room {code} created: {variant}, local game. {who} plays both sides.")
        }
    }

    /// The channel already has an open room.
    pub fn already_open(self, code: &str) -> String {
        if self.es() {
            format!(
                "Este canal ya tiene una partida abierta: sala {code}. Escribe `ver` para ver el tablero."
            )
        } else {
            format!(
                "This channel already has an open game: room {code}. Type `show` to see the board."
            )
        }
    }

    /// A player took the second seat.
    pub fn joined(self, who: &str, seat: Team) -> String {
        if self.es() {
            format!("{who} se une con {}. ¡Empieza la partida!", self.team(seat))
        } else {
            format!("{who} joins as {}. The game begins!", self.team(seat))
        }
    }

    /// A player came back to their seat.
    pub fn rejoined(self, who: &str, seat: Team) -> String {
        if self.es() {
            format!("{who} vuelve a su sitio ({}).", self.team(seat))
        } else {
            format!("{who} is back in their seat ({}).", self.team(seat))
        }
    }

    /// Someone watches.
    pub fn spectating(self, who: &str, code: &str) -> String {
        if self.es() {
            format!("{who} mira la partida de la sala {code}.")
        } else {
            format!("{who} is watching room {code}.")
        }
    }

    /// No open room has this code.
    pub fn unknown_code(self, code: &str) -> String {
        if self.es() {
            format!("No hay ninguna sala abierta con el código «{code}».")
        } else {
            format!("There is no open room with the code “{code}”.")
        }
    }

    /// The room is on another platform.
    pub fn other_platform(self, code: &str) -> String {
        if self.es() {
            format!("La sala {code} está en otra plataforma: únete desde allí.")
        } else {
            format!("Room {code} is on another platform: join it there.")
        }
    }

    /// No open room in this channel.
    pub fn no_room(self) -> String {
        if self.es() {
            "No hay ninguna partida en este canal. Crea una con `crear`.".into()
        } else {
            "There is no game in this channel. Start one with `create`.".into()
        }
    }

    /// A chat message longer than a page may send.
    pub fn message_too_long(self, max: usize) -> String {
        if self.es() {
            format!("Mensaje demasiado largo (como mucho {max} caracteres).")
        } else {
            format!("Message too long (at most {max} characters).")
        }
    }

    /// Something failed inside the bot; nothing was saved.
    pub fn internal_error(self) -> String {
        if self.es() {
            "Error interno: no se ha guardado nada. Inténtalo de nuevo.".into()
        } else {
            "Internal error: nothing was saved. Please try again.".into()
        }
    }

    /// A player acted from another channel: where it went.
    pub fn acted_elsewhere(self, code: &str, link: Option<&str>) -> String {
        let link = link.map(|l| format!(": {l}")).unwrap_or_default();
        if self.es() {
            format!("Hecho en tu sala {code}; el tablero está en el canal de la sala{link}")
        } else {
            format!("Done in your room {code}; the board is in the room's channel{link}")
        }
    }

    /// A spectator or stranger tried to play.
    pub fn not_a_player(self) -> String {
        if self.es() {
            "Solo los jugadores pueden hacer eso; tú estás mirando.".into()
        } else {
            "Only the players can do that; you are watching.".into()
        }
    }

    /// A player acted out of turn.
    pub fn not_your_turn(self, to_move: Team) -> String {
        if self.es() {
            format!("No es tu turno: juegan {}.", self.team(to_move))
        } else {
            format!("It is not your turn: {} to move.", self.team(to_move))
        }
    }

    /// The second seat is still free.
    pub fn waiting(self, code: &str) -> String {
        if self.es() {
            format!("Falta un rival: comparte el código {code}.")
        } else {
            format!("Waiting for an opponent: share the code {code}.")
        }
    }

    /// A refused action (quoted safely), with its reason.
    pub fn refused(self, action: &str, reason: &str) -> String {
        let action = super::plain(action, 40);
        if self.es() {
            format!("No se puede «{action}»: {reason}.")
        } else {
            format!("Cannot play “{action}”: {reason}.")
        }
    }

    /// A side had no action and lost its turn.
    pub fn skipped(self, team: Team) -> String {
        if self.es() {
            format!("{} no tiene jugadas: pierde el turno.", self.team(team))
        } else {
            format!("{} has no legal action: the turn passes.", self.team(team))
        }
    }

    /// A goal.
    pub fn goal(self, team: Team, white: u8, black: u8) -> String {
        if self.es() {
            format!("¡GOL de {}! {white}–{black}", self.team(team))
        } else {
            format!("GOAL for {}! {white}–{black}", self.team(team))
        }
    }

    /// The game was won.
    pub fn won(self, team: Team, who: &str) -> String {
        if self.es() {
            format!("Fin de la partida: ganan {} ({who}).", self.team(team))
        } else {
            format!("Game over: {} ({who}) wins.", self.team(team))
        }
    }

    /// The game was drawn.
    pub fn drawn(self) -> String {
        if self.es() {
            "Fin de la partida: tablas.".into()
        } else {
            "Game over: a draw.".into()
        }
    }

    /// A player resigned.
    pub fn resigned(self, who: &str) -> String {
        if self.es() {
            format!("{who} se rinde.")
        } else {
            format!("{who} resigns.")
        }
    }

    /// A player left the game.
    pub fn left_game(self, who: &str) -> String {
        if self.es() {
            format!("{who} abandona la partida.")
        } else {
            format!("{who} leaves the game.")
        }
    }

    /// A spectator left.
    pub fn stopped_watching(self, who: &str) -> String {
        if self.es() {
            format!("{who} deja de mirar.")
        } else {
            format!("{who} stops watching.")
        }
    }

    /// A draw was offered.
    pub fn draw_offered(self, who: &str) -> String {
        if self.es() {
            format!("{who} ofrece tablas. El rival acepta con `tablas`; una jugada la rechaza.")
        } else {
            format!("{who} offers a draw. The opponent accepts with `draw`; a move declines it.")
        }
    }

    /// The draw offer stands already.
    pub fn draw_pending(self) -> String {
        if self.es() {
            "Ya has ofrecido tablas.".into()
        } else {
            "You already offered a draw.".into()
        }
    }

    /// A draw was agreed.
    pub fn draw_agreed(self) -> String {
        if self.es() {
            "Tablas de mutuo acuerdo.".into()
        } else {
            "Draw agreed.".into()
        }
    }

    /// A player asks for a rematch.
    pub fn rematch_asked(self, who: &str) -> String {
        if self.es() {
            format!("{who} quiere la revancha. Falta que la pida el rival.")
        } else {
            format!("{who} wants a rematch. Waiting for the opponent.")
        }
    }

    /// A rematch started.
    pub fn rematch_started(self, code: &str, number: u32, white: &str, black: &str) -> String {
        if self.es() {
            format!(
                "¡Revancha! Sala {code}, partida {number}: {white} con Blancas, {black} con Negras."
            )
        } else {
            format!(
                "Rematch! Room {code}, game {number}: {white} plays White, {black} plays Black."
            )
        }
    }

    /// The series score.
    pub fn series(self, a: &str, a_wins: u32, b: &str, b_wins: u32) -> String {
        if self.es() {
            format!("Serie: {a} {a_wins} – {b_wins} {b}")
        } else {
            format!("Series: {a} {a_wins} – {b_wins} {b}")
        }
    }

    /// The game is not over yet.
    pub fn still_playing(self) -> String {
        if self.es() {
            "La partida sigue: la revancha llega al terminar.".into()
        } else {
            "The game is still on: a rematch comes after it ends.".into()
        }
    }

    /// The game is over already.
    pub fn game_over(self) -> String {
        if self.es() {
            "La partida ha terminado: pide `revancha` para otra.".into()
        } else {
            "The game is over: ask for a `rematch` to play again.".into()
        }
    }

    /// A button from an older board.
    pub fn stale_button(self) -> String {
        if self.es() {
            "Ese botón es de un tablero antiguo: usa el del último tablero.".into()
        } else {
            "That button belongs to an older board: use the latest one.".into()
        }
    }

    /// A room expired.
    pub fn expired(self, code: &str, hours: u64) -> String {
        if self.es() {
            format!("La sala {code} se ha cerrado tras {hours} h sin jugadas.")
        } else {
            format!("Room {code} closed after {hours} h without moves.")
        }
    }

    /// The channel's language changed.
    pub fn language_set(self) -> String {
        if self.es() {
            "Idioma: español.".into()
        } else {
            "Language: English.".into()
        }
    }
}
