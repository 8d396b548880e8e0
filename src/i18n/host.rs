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

    /// The picker's second step.
    pub fn pick_target(self, piece: &str) -> String {
        if self.es() {
            format!("Elige la jugada de {piece}:")
        } else {
            format!("Choose the action for {piece}:")
        }
    }

    /// The turn being built (`boyer`).
    pub fn turn_so_far(self, tokens: &str) -> String {
        if self.es() {
            format!("Turno en curso: {tokens}. Sigue con otro chut o termina el turno.")
        } else {
            format!("Turn so far: {tokens}. Kick again or end the turn.")
        }
    }

    /// A button label.
    pub fn label(self, what: Label) -> &'static str {
        match (what, self.es()) {
            (Label::Join, true) => "Unirse",
            (Label::Join, false) => "Join",
            (Label::Rematch, true) => "Revancha",
            (Label::Rematch, false) => "Rematch",
            (Label::Resign, true) => "Rendirse",
            (Label::Resign, false) => "Resign",
            (Label::Draw, true) => "Tablas",
            (Label::Draw, false) => "Draw",
            (Label::Pick, true) => "Mover: elige pieza",
            (Label::Pick, false) => "Move: choose a piece",
            (Label::Actions, true) => "Elige la jugada",
            (Label::Actions, false) => "Choose the action",
            (Label::EndTurn, true) => "Terminar turno",
            (Label::EndTurn, false) => "End turn",
            (Label::More, true) => "Más…",
            (Label::More, false) => "More…",
        }
    }

    /// The help text: commands, buttons and reactions.
    pub fn help(self) -> String {
        if self.es() {
            HELP_ES.into()
        } else {
            HELP_EN.into()
        }
    }

    /// The rules in short, with the full text's place.
    pub fn rules(self, variant: Variant) -> String {
        let text = match (variant, self.es()) {
            (Variant::Futbol, true) => RULES_FUTBOL_ES,
            (Variant::Futbol, false) => RULES_FUTBOL_EN,
            (Variant::Boyer, true) => RULES_BOYER_ES,
            (Variant::Boyer, false) => RULES_BOYER_EN,
            (Variant::ChessFootball, true) => RULES_CF_ES,
            (Variant::ChessFootball, false) => RULES_CF_EN,
        };
        format!(
            "{text}\n{}",
            if self.es() {
                FULL_RULES_ES
            } else {
                FULL_RULES_EN
            }
        )
    }
}

/// Labels of buttons and menus.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Label {
    /// Take the free seat.
    Join,
    /// Ask for a rematch.
    Rematch,
    /// Give up.
    Resign,
    /// Offer or accept a draw.
    Draw,
    /// The picker's first menu.
    Pick,
    /// The picker's second menu.
    Actions,
    /// End a `boyer` turn.
    EndTurn,
    /// The next page of a long menu.
    More,
}

const HELP_ES: &str = "Comandos: `crear [futbol|boyer|chessfootball] [local|blancas|negras|azar]`, `unirse CÓDIGO`, \
`mover JUGADA` (o solo la jugada: `e3-e4`), `rendirse`, `tablas` (ofrecer o aceptar), `revancha`, `ver`, `salir`, \
`reglas [juego]`, `idioma es|en`, `ayuda`. Jugadas: `c3-d4` mover, `c3xd4` capturar, `e3>c5` balón, `N@e4` colocar, \
`e7-e8=Q` coronar, `--` pasar. Botones: Unirse, Mover, Tablas, Rendirse, Revancha. En Matrix, reacciones: ✋ unirse, \
🤝 tablas, 🏳️ rendirse, 🔁 revancha. Salir durante la partida es rendirse.";

const HELP_EN: &str = "Commands: `create [futbol|boyer|chessfootball] [local|white|black|random]`, `join CODE`, \
`move ACTION` (or just the action: `e3-e4`), `resign`, `draw` (offer or accept), `rematch`, `show`, `leave`, \
`rules [game]`, `language es|en`, `help`. Actions: `c3-d4` move, `c3xd4` capture, `e3>c5` ball, `N@e4` place, \
`e7-e8=Q` promote, `--` pass. Buttons: Join, Move, Draw, Resign, Rematch. On Matrix, reactions: ✋ join, \
🤝 draw, 🏳️ resign, 🔁 rematch. Leaving during a game resigns it.";

const RULES_FUTBOL_ES: &str = "futbol (Fútbol-Ajedrez): 8×8, portero P (1 casilla), defensas D (1–2 en recto), \
centrocampistas C (1–2 en diagonal), delanteros A (salto de caballo). Porterías d1/e1 y d8/e8. Una acción por turno. \
Quien lleva el balón regatea 1 casilla, pasa (≤5), centra (≤5, nunca a una casilla de gol) o tira (≤3). Capturar al \
portador roba el balón. Gana quien marca 2 goles; tras 160 jugadas, quien vaya por delante. (Elección: posición \
inicial, orden de recolocación tras un gol y centros nunca a una casilla de gol.)";

const RULES_FUTBOL_EN: &str = "futbol (Fútbol-Ajedrez): 8×8, goalkeeper P (1 square), defenders D (1–2 straight), \
midfielders C (1–2 diagonal), forwards A (knight's leap). Goals d1/e1 and d8/e8. One action a turn. The carrier \
dribbles 1 square, passes (≤5), crosses (≤5, never onto a goal square) or shoots (≤3). Capturing the carrier steals \
the ball. First to 2 goals wins; after 160 actions the side ahead wins. (Choices: the start position, the reset order \
after a goal, crosses never onto a goal square.)";

const RULES_BOYER_ES: &str = "boyer (Boyer, 1951): 9×9, piezas de ajedrez sin peones, balón en e5, porterías e1 y e9. \
Sin capturas. Turno: un movimiento opcional y luego chuts de piezas junto al balón, cada una una vez. Rey: 1 casilla; \
torre recto; alfil diagonal; dama ambos; caballo a un salto lejos de sí. No se chuta por la fila 1 o 9 hacia la \
portería. Gana el primer gol (configurable); 100 turnos por bando sin gol, tablas. (Elección: sin excepción de \
esquina para el caballo, tablas a los 200 turnos.)";

const RULES_BOYER_EN: &str = "boyer (Boyer, 1951): 9×9, chess pieces without pawns, ball on e5, goals e1 and e9. No \
captures. A turn: an optional move, then kicks by pieces next to the ball, each once. King: 1 square; rook straight; \
bishop diagonal; queen both; knight a leap away from itself. No kick along rank 1 or 9 into the goal. The first goal \
wins (configurable); 100 turns each without a goal is a draw. (Choices: no corner exception for knights, a draw at \
200 turns.)";

const RULES_CF_ES: &str = "chessfootball: 8×8, 6 piezas por bando colocadas una a una en tu campo (rey en una casilla \
de gol, 2 peones, 3 a elegir); porterías c1–f1 y c8–f8. El balón siempre lo lleva alguien; solo se captura al \
portador. Gol si el balón acaba en una casilla de gol rival (también por pase) o al capturar al rey con balón. Dos \
partes de 45 jugadas por bando. (Elección: coloca primero quien saca, y su primera pieza va a e4/e5.)";

const RULES_CF_EN: &str = "chessfootball: 8×8, 6 pieces a side placed one at a time in your half (king on a goal \
square, 2 pawns, 3 of your choice); goals c1–f1 and c8–f8. The ball is always carried; only the carrier can be \
captured. A goal when the ball ends on an enemy goal square (a pass too) or by capturing the carrying king. Two halves \
of 45 actions each side. (Choice: the kick-off side places first, its first piece on e4/e5.)";

const FULL_RULES_ES: &str = "Reglas completas: docs/rules.md en el repositorio del bot.";
const FULL_RULES_EN: &str = "Full rules: docs/rules.md in the bot's repository.";

impl Say {
    /// An accepted action in words: "Blancas: pase e3 → c5".
    pub fn describe(self, team: Team, played: &crate::engine::Played) -> String {
        use crate::engine::{Action, ActionKind};
        let side = self.team(team);
        let word = |es: &'static str, en: &'static str| if self.es() { es } else { en };
        let what = match played.kind {
            ActionKind::Skip => word("pasa el turno", "passes"),
            ActionKind::Move => word("mueve", "moves"),
            ActionKind::PickUp => word("recoge el balón", "picks up the ball"),
            ActionKind::Capture => word("captura", "captures"),
            ActionKind::Steal => word("roba el balón", "steals the ball"),
            ActionKind::Dribble { .. } => word("regate", "dribble"),
            ActionKind::Pass => word("pase", "pass"),
            ActionKind::Cross => word("centro", "cross"),
            ActionKind::Shot { .. } => word("tiro", "shot"),
            ActionKind::Save => word("tiro… ¡parada!", "shot… saved!"),
            ActionKind::Turn => word("turno", "turn"),
            ActionKind::Place => word("coloca", "places"),
            ActionKind::Promote => word("corona", "promotes"),
        };
        match played.action {
            Action::Skip => format!("{side}: {what}."),
            Action::Move { from, to }
            | Action::Capture { from, to }
            | Action::Ball { from, to, .. } => format!("{side}: {what} {from} → {to}"),
            Action::Promote { from, to, role, .. } => {
                format!("{side}: {what} {from} → {to} = {}", role.letter())
            }
            Action::Place { role, to } => format!("{side}: {what} {} {to}", role.letter()),
            Action::Turn(turn) => format!("{side}: {what} {turn}"),
        }
    }
}
