//! What goes with a board: button and menu labels, the picker's texts,
//! an accepted action in words, the help and the rules in short, said by
//! `texts/locales/*/guide.ftl`.

use super::host::Say;
use crate::engine::{Team, Variant};
use futbol_texts::Lang;
use futbol_texts::t;

impl Say {
    /// The picker's second step.
    pub fn pick_target(self, piece: &str) -> String {
        t!(self.0, guide_pick_target, piece = piece)
    }

    /// The turn being built (`boyer`).
    pub fn turn_so_far(self, tokens: &str) -> String {
        t!(self.0, guide_turn_so_far, tokens = tokens)
    }

    /// A button label.
    pub fn label(self, what: Label) -> String {
        match what {
            Label::Join => t!(self.0, guide_label_join),
            Label::Rematch => t!(self.0, guide_label_rematch),
            Label::Resign => t!(self.0, guide_label_resign),
            Label::Draw => t!(self.0, guide_label_draw),
            Label::Pick => t!(self.0, guide_label_pick),
            Label::Actions => t!(self.0, guide_label_actions),
            Label::EndTurn => t!(self.0, guide_label_end_turn),
            Label::More => t!(self.0, guide_label_more),
            Label::TakebackYes => t!(self.0, guide_label_takeback_yes),
            Label::TakebackNo => t!(self.0, guide_label_takeback_no),
            Label::Analyse => t!(self.0, guide_label_analyse),
            Label::OpenBoard => t!(self.0, guide_label_open_board),
        }
    }

    /// The rules in short, with the full text's place on a line of its own.
    pub fn rules(self, variant: Variant) -> String {
        match variant {
            Variant::Futbol => t!(self.0, guide_rules_futbol),
            Variant::Boyer => t!(self.0, guide_rules_boyer),
            Variant::ChessFootball => t!(self.0, guide_rules_chessfootball),
        }
    }

    /// A step's kind (`move`, `pass`, `shot`…, as the engine names it),
    /// before the step in the move picker's menus.
    pub fn step_kind(self, kind: &str) -> String {
        t!(self.0, guide_step_kind, kind = kind)
    }

    /// The rules in short without where the full text is: the page's
    /// "how to play" shows them beside the board they describe.
    pub fn rules_short(self, variant: Variant) -> String {
        match variant {
            Variant::Futbol => t!(self.0, guide_rules_futbol_short),
            Variant::Boyer => t!(self.0, guide_rules_boyer_short),
            Variant::ChessFootball => t!(self.0, guide_rules_chessfootball_short),
        }
    }
}

/// The help after the commands (`i18n::commands` lists those): actions,
/// buttons and reactions, one line.
pub(crate) fn help_rest(lang: Lang) -> String {
    t!(lang, guide_help_rest)
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
    /// Accept the opponent's takeback request.
    TakebackYes,
    /// Decline it.
    TakebackNo,
    /// Analyse a finished game.
    Analyse,
    /// Open the live board inside Discord (the Activity).
    OpenBoard,
}

impl Label {
    /// Every label, for tests.
    #[cfg(test)]
    const ALL: [Label; 12] = [
        Label::Join,
        Label::Rematch,
        Label::Resign,
        Label::Draw,
        Label::Pick,
        Label::Actions,
        Label::EndTurn,
        Label::More,
        Label::TakebackYes,
        Label::TakebackNo,
        Label::Analyse,
        Label::OpenBoard,
    ];
}

impl Say {
    /// An accepted action in words: "Blancas: pase e3 → c5".
    pub fn describe(self, team: Team, played: &crate::engine::Played) -> String {
        use crate::engine::{Action, ActionKind};
        let side = self.team(team);
        let side = side.as_str();
        // The word for what was played: `guide-played-kind`'s selector.
        let kind = match played.kind {
            ActionKind::Skip => "skip",
            ActionKind::Move => "move",
            ActionKind::PickUp => "pick-up",
            ActionKind::Capture => "capture",
            ActionKind::Steal => "steal",
            ActionKind::Dribble { .. } => "dribble",
            ActionKind::Pass => "pass",
            ActionKind::Cross => "cross",
            ActionKind::Shot { .. } => "shot",
            ActionKind::Save => "save",
            ActionKind::Turn => "turn",
            ActionKind::Place => "place",
            ActionKind::Promote => "promote",
        };
        match played.action {
            Action::Skip => t!(self.0, guide_played_skip, side = side, kind = kind),
            Action::Move { from, to }
            | Action::Capture { from, to }
            | Action::Ball { from, to, .. } => t!(
                self.0,
                guide_played_step,
                side = side,
                kind = kind,
                from = from.to_string(),
                to = to.to_string(),
            ),
            Action::Promote { from, to, role, .. } => t!(
                self.0,
                guide_played_promote,
                side = side,
                kind = kind,
                from = from.to_string(),
                to = to.to_string(),
                role = role.letter().to_string(),
            ),
            Action::Place { role, to } => t!(
                self.0,
                guide_played_place,
                side = side,
                kind = kind,
                role = role.letter().to_string(),
                to = to.to_string(),
            ),
            Action::Turn(turn) => t!(
                self.0,
                guide_played_turn,
                side = side,
                kind = kind,
                turn = turn.to_string(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord clips a button label at 80 characters and a message at
    /// 2000: every label and long text fits in every language.
    #[test]
    fn labels_and_texts_fit_every_language() {
        for lang in Lang::ALL {
            let say = Say(lang);
            for label in Label::ALL {
                let text = say.label(label);
                assert!(!text.is_empty() && text.chars().count() <= 80, "{text}");
            }
            let help = say.help();
            assert!(help.chars().count() <= 2000, "{lang:?} help is too long");
            for variant in Variant::ALL {
                let rules = say.rules(variant);
                assert!(
                    rules.chars().count() <= 2000,
                    "{lang:?} {variant:?} too long"
                );
            }
        }
    }

    /// Arabic and Russian keep the English command words, which the parser
    /// reads, and no Spanish one.
    #[test]
    fn help_names_commands_the_parser_reads() {
        for lang in [Lang::En, Lang::Ar, Lang::Ru] {
            let help = Say(lang).help();
            for word in [
                "`create ",
                "`join CODE`",
                "`move ACTION`",
                "`resign`",
                "`help`",
            ] {
                assert!(help.contains(word), "{lang:?} help lacks {word}");
            }
            assert!(
                !help.contains("`crear"),
                "{lang:?} help has a Spanish command"
            );
        }
    }
}
