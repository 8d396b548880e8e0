//! What goes with a board: button and menu labels, the picker's texts,
//! an accepted action in words, the help and the rules in short.

use super::Say;
use crate::engine::{Team, Variant};

impl Say {
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

const HELP_ES: &str = "Comandos: `crear [futbol|boyer|chessfootball] [local|blancas|negras|azar] [30s|5m|2h|1d|3d|sin]`, \
`unirse CÓDIGO`, `mover JUGADA` (o solo la jugada: `e3-e4`), `rendirse`, `tablas` (ofrecer o aceptar), `revancha`, `ver`, \
`salir`, `tiempo +1d` (dar tiempo al rival), `avisos si|no` (menciones cuando te toca), `reglas [juego]`, `idioma es|en`, \
`historial` (últimas partidas), `partida [N]` (el registro de una), `ayuda`. Jugadas: `c3-d4` mover, `c3xd4` capturar, `e3>c5` balón, `N@e4` colocar, \
`e7-e8=Q` coronar, `--` pasar. Botones: Unirse, Mover, Tablas, Rendirse, Revancha. En Matrix, reacciones: ✋ unirse, \
🤝 tablas, 🏳️ rendirse, 🔁 revancha. Salir durante la partida es rendirse.";

const HELP_EN: &str = "Commands: `create [futbol|boyer|chessfootball] [local|white|black|random] [30s|5m|2h|1d|3d|none]`, \
`join CODE`, `move ACTION` (or just the action: `e3-e4`), `resign`, `draw` (offer or accept), `rematch`, `show`, \
`leave`, `time +1d` (give your opponent time), `pings on|off` (mentions on your move), `rules [game]`, \
`language es|en`, `history` (last games), `game [N]` (a game's record), `help`. Actions: `c3-d4` move, `c3xd4` capture, `e3>c5` ball, `N@e4` place, \
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
