//! The move picker of any position: the side to move's next steps grouped
//! by where they start, for a menu of groups and then a menu of a
//! group's actions, 25 at most a page (Discord's limit). A room's board
//! and a puzzle's both use it, each naming its options with its own
//! button ids.

use crate::engine::{Game, Origin, Square};
use crate::i18n::{Label, Say};
use std::collections::BTreeMap;

/// Options in one menu, Discord's limit.
pub const MENU_LIMIT: usize = 25;

/// The next steps of the side to move, grouped by where they start
/// (a square, `@N` for placing a role, `ball` for `boyer` kicks, `--`
/// to pass). While a turn is open, ending it is a button, not a group.
pub fn groups(game: &Game) -> BTreeMap<String, Vec<(String, &'static str)>> {
    let open = game.pending().is_some();
    let mut groups: BTreeMap<String, Vec<(String, &'static str)>> = BTreeMap::new();
    for (origin, step) in game.legal_steps() {
        let group = match origin {
            Origin::Square(square) => square.to_string(),
            Origin::Place(role) => format!("@{}", role.letter()),
            Origin::Ball => "ball".into(),
            Origin::Nowhere if open => continue,
            Origin::Nowhere => "--".into(),
        };
        let kind = game.step_kind(step).name();
        groups
            .entry(group)
            .or_default()
            .push((step.to_string(), kind));
    }
    groups
}

/// "C e3", "⚽ e5", "Q @": what a picker group shows.
pub fn group_label(game: &Game, group: &str) -> String {
    if let Some(role) = group.strip_prefix('@') {
        return format!("{role} @");
    }
    if group == "ball" {
        return "⚽".into();
    }
    let size = game.variant().size();
    let letter = Square::parse(group, size)
        .and_then(|s| game.piece_letter(s))
        .map(|c| format!("{c} "))
        .unwrap_or_default();
    format!("{letter}{group}")
}

/// The first step's menu: a group each, `pick` naming its option's id.
pub fn groups_menu(
    game: &Game,
    say: Say,
    pick: impl Fn(&str) -> String,
) -> Option<crate::host::controls::Control> {
    // The pieces first; passing (`--`) last, so a menu never starts on
    // ending the turn.
    let mut keys: Vec<String> = groups(game).into_keys().collect();
    keys.sort_by_key(|group| (group == "--", group.starts_with('@') || group == "ball"));
    let options: Vec<(String, String)> = (keys.iter())
        .take(MENU_LIMIT)
        .map(|group| (group_label(game, group), pick(group)))
        .collect();
    (!options.is_empty()).then(|| crate::host::controls::Control::Menu {
        placeholder: say.label(Label::Pick).to_string(),
        options,
    })
}

/// The second step: the actions of one group from `page` on, `act`
/// naming an action's option and `more` the next page's (the last option
/// of a full page).
pub fn actions_menu(
    game: &Game,
    group: &str,
    page: usize,
    say: Say,
    act: impl Fn(&str) -> String,
    more: impl Fn(usize) -> String,
) -> Option<crate::host::controls::Control> {
    let actions = groups(game).remove(group)?;
    let per_page = MENU_LIMIT - 1;
    let start = page.saturating_mul(per_page);
    let mut options: Vec<(String, String)> = (actions.iter().skip(start).take(per_page))
        .map(|(text, kind)| (format!("{} {text}", say.step_kind(kind)), act(text)))
        .collect();
    if actions.len() > start.saturating_add(per_page) {
        options.push((say.label(Label::More).to_string(), more(page + 1)));
    }
    (!options.is_empty()).then(|| crate::host::controls::Control::Menu {
        placeholder: say.label(Label::Actions).to_string(),
        options,
    })
}
