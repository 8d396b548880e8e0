//! The buttons the game puts under its boards, as the commands they run:
//! each command's name and argument (which the command's own file reads
//! back, `verbs/` and `archive/analyse.rs`), so the game flow makes its
//! buttons without naming the commands' types, which run the game flow.

use crate::host::controls::{ButtonKind, Control, Style};
use crate::host::room::Room;
use crate::i18n::{Label, Say};

/// `unirse`'s name (its `Verb::NAME`).
pub const JOIN: &str = "join";
/// `revancha`'s name.
pub const REMATCH: &str = "rematch";
/// `tablas`'s name.
pub const DRAW: &str = "draw";
/// `rendirse`'s name.
pub const RESIGN: &str = "resign";
/// `deshacer`'s name.
pub const TAKEBACK: &str = "takeback";
/// `analizar`'s name.
pub const ANALYSE: &str = "analyse";
/// A takeback's answer as a button's argument: accept, decline.
pub const YES: &str = "si";
/// See [`YES`].
pub const NO: &str = "no";

/// A button of the game's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameButton {
    /// Take the free seat.
    Join,
    /// The next game.
    Rematch,
    /// Offer or accept a draw.
    Draw,
    /// Give the game up.
    Resign,
    /// Accept (`true`) or decline a takeback.
    Takeback(bool),
    /// Analyse an archived game.
    Analyse(u64),
}

impl GameButton {
    /// What it asks for.
    pub fn kind(self) -> ButtonKind {
        let (name, arg) = match self {
            GameButton::Join => (JOIN, String::new()),
            GameButton::Rematch => (REMATCH, String::new()),
            GameButton::Draw => (DRAW, String::new()),
            GameButton::Resign => (RESIGN, String::new()),
            GameButton::Takeback(yes) => (TAKEBACK, (if yes { YES } else { NO }).to_string()),
            GameButton::Analyse(id) => (ANALYSE, id.to_string()),
        };
        ButtonKind::Command(name.to_string(), arg)
    }
}

/// The answers to a takeback request: accept, decline (whoever presses
/// them is checked when they do).
pub(in crate::host) fn takeback_controls(room: &Room, say: Say) -> Vec<Control> {
    [
        (Label::TakebackYes, true, Style::Primary),
        (Label::TakebackNo, false, Style::Secondary),
    ]
    .into_iter()
    .map(|(label, yes, style)| Control::Button {
        id: room.button(GameButton::Takeback(yes).kind()),
        label: say.label(label).to_string(),
        style,
    })
    .collect()
}

/// The controls under a board: join, the picker, draw, resign, rematch;
/// with `open`, the button that opens the live board inside the
/// platform's client.
pub(in crate::host) fn board_controls(room: &Room, say: Say, open: bool) -> Vec<Control> {
    let button = |label: Label, kind: ButtonKind, style: Style| Control::Button {
        id: room.button(kind),
        label: say.label(label).to_string(),
        style,
    };
    let mut controls = Vec::new();
    if !room.state.local && !room.full() {
        controls.push(button(Label::Join, GameButton::Join.kind(), Style::Primary));
    }
    if room.outcome().is_over() {
        // A tournament's game is one game: its room closes.
        if room.state.tournament.is_none() {
            let rematch = GameButton::Rematch.kind();
            controls.push(button(Label::Rematch, rematch, Style::Primary));
        }
    } else if room.full() || room.state.local {
        let pick = |group: &str| room.button(ButtonKind::Pick(group.to_string()));
        controls.extend(crate::host::picker::groups_menu(&room.game, say, pick));
        if room.game.pending().is_some() {
            let end_turn = ButtonKind::Act("--".into());
            controls.push(button(Label::EndTurn, end_turn, Style::Primary));
        }
        controls.push(button(
            Label::Draw,
            GameButton::Draw.kind(),
            Style::Secondary,
        ));
        controls.push(button(
            Label::Resign,
            GameButton::Resign.kind(),
            Style::Danger,
        ));
    }
    if open {
        controls.push(Control::Button {
            id: room.button(ButtonKind::Open),
            label: say.label(Label::OpenBoard),
            style: Style::Secondary,
        });
    }
    controls
}

/// The picker's second step: the actions of one group, 25 at most a page
/// (the last option of a full page opens the next).
pub(in crate::host) fn actions_menu(
    room: &Room,
    group: &str,
    page: usize,
    say: Say,
) -> Option<Control> {
    crate::host::picker::actions_menu(
        &room.game,
        group,
        page,
        say,
        |action| room.button(ButtonKind::Act(action.to_string())),
        |next| room.button(ButtonKind::Page(group.to_string(), next)),
    )
}
