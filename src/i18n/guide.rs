//! What goes with a board: button and menu labels, the picker's texts,
//! an accepted action in words, the help and the rules in short. The long
//! texts (help, rules) live in one file per language under `board/`.

use super::{Lang, Say};
use crate::engine::{Team, Variant};

mod ar;
mod en;
mod es;
mod ru;

impl Say {
    /// The picker's second step.
    pub fn pick_target(self, piece: &str) -> String {
        match self.0 {
            Lang::Es => format!("Elige la jugada de {piece}:"),
            Lang::En => format!("Choose the action for {piece}:"),
            Lang::Ar => format!("اختر حركة {piece}:"),
            Lang::Ru => format!("Выбери ход для {piece}:"),
        }
    }

    /// The turn being built (`boyer`).
    pub fn turn_so_far(self, tokens: &str) -> String {
        match self.0 {
            Lang::Es => {
                format!("Turno en curso: {tokens}. Sigue con otro chut o termina el turno.")
            }
            Lang::En => format!("Turn so far: {tokens}. Kick again or end the turn."),
            Lang::Ar => format!("الدور الحالي: {tokens}. اركل الكرة مرة أخرى أو أنهِ الدور."),
            Lang::Ru => format!("Текущий ход: {tokens}. Ударь по мячу ещё раз или заверши ход."),
        }
    }

    /// A button label.
    pub fn label(self, what: Label) -> &'static str {
        match self.0 {
            Lang::Es => match what {
                Label::Join => "Unirse",
                Label::Rematch => "Revancha",
                Label::Resign => "Rendirse",
                Label::Draw => "Ofrecer tablas",
                Label::Pick => "Mover: elige pieza",
                Label::Actions => "Elige la jugada",
                Label::EndTurn => "Terminar turno",
                Label::More => "Más…",
                Label::TakebackYes => "Deshacer: sí",
                Label::TakebackNo => "Deshacer: no",
            },
            Lang::En => match what {
                Label::Join => "Join",
                Label::Rematch => "Rematch",
                Label::Resign => "Resign",
                Label::Draw => "Offer a draw",
                Label::Pick => "Move: choose a piece",
                Label::Actions => "Choose the action",
                Label::EndTurn => "End turn",
                Label::More => "More…",
                Label::TakebackYes => "Take back: yes",
                Label::TakebackNo => "Take back: no",
            },
            Lang::Ar => match what {
                Label::Join => "انضمام",
                Label::Rematch => "إعادة المباراة",
                Label::Resign => "استسلام",
                Label::Draw => "اعرض التعادل",
                Label::Pick => "تحريك: اختر قطعة",
                Label::Actions => "اختر الحركة",
                Label::EndTurn => "إنهاء الدور",
                Label::More => "المزيد…",
                Label::TakebackYes => "التراجع: نعم",
                Label::TakebackNo => "التراجع: لا",
            },
            Lang::Ru => match what {
                Label::Join => "Присоединиться",
                Label::Rematch => "Реванш",
                Label::Resign => "Сдаться",
                Label::Draw => "Предложить ничью",
                Label::Pick => "Ход: выбери фигуру",
                Label::Actions => "Выбери ход",
                Label::EndTurn => "Завершить ход",
                Label::More => "Ещё…",
                Label::TakebackYes => "Отменить ход: да",
                Label::TakebackNo => "Отменить ход: нет",
            },
        }
    }

    /// The rules in short, with the full text's place.
    pub fn rules(self, variant: Variant) -> String {
        let (futbol, boyer, chessfootball, full) = match self.0 {
            Lang::Es => (
                es::RULES_FUTBOL,
                es::RULES_BOYER,
                es::RULES_CF,
                es::FULL_RULES,
            ),
            Lang::En => (
                en::RULES_FUTBOL,
                en::RULES_BOYER,
                en::RULES_CF,
                en::FULL_RULES,
            ),
            Lang::Ar => (
                ar::RULES_FUTBOL,
                ar::RULES_BOYER,
                ar::RULES_CF,
                ar::FULL_RULES,
            ),
            Lang::Ru => (
                ru::RULES_FUTBOL,
                ru::RULES_BOYER,
                ru::RULES_CF,
                ru::FULL_RULES,
            ),
        };
        let text = match variant {
            Variant::Futbol => futbol,
            Variant::Boyer => boyer,
            Variant::ChessFootball => chessfootball,
        };
        format!("{text}\n{full}")
    }
}

/// The help after the commands (`i18n::commands` lists those): actions,
/// buttons and reactions.
pub(crate) fn help_rest(lang: Lang) -> &'static str {
    match lang {
        Lang::Es => es::HELP_REST,
        Lang::En => en::HELP_REST,
        Lang::Ar => ar::HELP_REST,
        Lang::Ru => ru::HELP_REST,
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
    /// Accept the opponent's takeback request.
    TakebackYes,
    /// Decline it.
    TakebackNo,
}

impl Label {
    /// Every label, for tests.
    #[cfg(test)]
    const ALL: [Label; 10] = [
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
    ];
}

impl Say {
    /// An accepted action in words: "Blancas: pase e3 → c5".
    pub fn describe(self, team: Team, played: &crate::engine::Played) -> String {
        use crate::engine::{Action, ActionKind};
        let side = self.team(team);
        let word =
            |es: &'static str, en: &'static str, ar: &'static str, ru: &'static str| match self.0 {
                Lang::Es => es,
                Lang::En => en,
                Lang::Ar => ar,
                Lang::Ru => ru,
            };
        let what = match played.kind {
            ActionKind::Skip => word("pasa el turno", "passes", "تخطي الدور", "пропуск хода"),
            ActionKind::Move => word("mueve", "moves", "تحريك", "ход"),
            ActionKind::PickUp => word(
                "recoge el balón",
                "picks up the ball",
                "استحواذ على الكرة",
                "подбор мяча",
            ),
            ActionKind::Capture => word("captura", "captures", "التقاط", "взятие"),
            ActionKind::Steal => word(
                "roba el balón",
                "steals the ball",
                "خطف الكرة",
                "отбор мяча",
            ),
            ActionKind::Dribble { .. } => word("regate", "dribble", "مراوغة", "дриблинг"),
            ActionKind::Pass => word("pase", "pass", "تمريرة", "пас"),
            ActionKind::Cross => word("centro", "cross", "عرضية", "навес"),
            ActionKind::Shot { .. } => word("tiro", "shot", "تسديدة", "удар по воротам"),
            ActionKind::Save => word(
                "tiro… ¡parada!",
                "shot… saved!",
                "تسديدة… تم صدّها!",
                "удар по воротам… отбит!",
            ),
            ActionKind::Turn => word("turno", "turn", "دور", "ход"),
            ActionKind::Place => word("coloca", "places", "وضع", "расстановка"),
            ActionKind::Promote => word("corona", "promotes", "ترقية", "превращение"),
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

/// Every text of this file in `lang`, each function called with sample arguments (every branch: each enum value, each match arm), so the catalogue test can check that each exists in every language.
#[cfg(test)]
pub(super) fn samples(lang: crate::i18n::Lang) -> Vec<String> {
    use crate::engine::chess::Role;
    use crate::engine::{Action, ActionKind, Played, Square, Turn};
    let say = Say(lang);
    let mut out = vec![say.pick_target("e3"), say.turn_so_far("b1-c3 e5>e7")];
    out.extend(
        Label::ALL
            .into_iter()
            .map(|label| say.label(label).to_string()),
    );
    out.extend(Variant::ALL.into_iter().map(|variant| say.rules(variant)));
    let (from, to) = (Square::new(4, 2), Square::new(4, 3));
    let step = Action::Move { from, to };
    let ball = Action::Ball {
        kicker: None,
        from,
        to,
    };
    let played = |action, kind| Played {
        action,
        kind,
        goal: None,
    };
    let every = [
        played(Action::Skip, ActionKind::Skip),
        played(step, ActionKind::Move),
        played(step, ActionKind::PickUp),
        played(Action::Capture { from, to }, ActionKind::Capture),
        played(Action::Capture { from, to }, ActionKind::Steal),
        played(step, ActionKind::Dribble { goal: false }),
        played(step, ActionKind::Dribble { goal: true }),
        played(ball, ActionKind::Pass),
        played(ball, ActionKind::Cross),
        played(ball, ActionKind::Shot { goal: true }),
        played(ball, ActionKind::Save),
        played(Action::Turn(Turn::EMPTY), ActionKind::Turn),
        played(
            Action::Place {
                role: Role::Knight,
                to,
            },
            ActionKind::Place,
        ),
        played(
            Action::Promote {
                from,
                to,
                capture: false,
                role: Role::Queen,
            },
            ActionKind::Promote,
        ),
    ];
    for team in [Team::White, Team::Black] {
        out.extend(every.iter().map(|played| say.describe(team, played)));
    }
    out
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
