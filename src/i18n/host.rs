//! The host's replies in every language. [`Say`] and its general texts
//! live here; the rest is split by topic: rooms and seats (`rooms`), play
//! and results (`play`), takebacks (`takeback`), rematches and series
//! (`rematch`). The sentences are in `texts/locales/*/host.ftl`.

use super::Lang;
use crate::engine::Team;
use crate::i18n::Words as _;
use futbol_texts::t;

mod play;
mod rematch;
mod rooms;
mod takeback;

/// The host's sentences, in one language.
#[derive(Clone, Copy, Debug)]
pub struct Say(pub Lang);

impl Say {
    /// A side's name.
    pub fn team(self, team: Team) -> String {
        self.0.team(team)
    }

    /// A chat message longer than a page may send.
    pub fn message_too_long(self, max: usize) -> String {
        t!(self.0, "host-message-too-long", max = max)
    }

    /// Something failed inside the bot; nothing was saved.
    pub fn internal_error(self) -> String {
        t!(self.0, "host-internal-error")
    }

    /// A request that came while the bot is stopping (a deploy, a
    /// restart): nothing was done, and it is worth trying again soon.
    pub fn restarting(self) -> String {
        t!(self.0, "host-restarting")
    }

    /// The channel's language changed.
    pub fn language_set(self) -> String {
        t!(self.0, "host-language-set")
    }
}

/// A side as the texts' selectors name it: `picture-team`'s `$team`, which
/// the host's messages reference to name a side.
fn side(team: Team) -> &'static str {
    match team {
        Team::White => "white",
        Team::Black => "black",
    }
}

/// Every text of this file in `lang`, each method called with sample arguments (every branch: each enum value, Some/None, each match arm), so the catalogue test can check that each exists in every language.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    use crate::engine::Variant;
    let say = Say(lang);
    let mut out = vec![
        // General (this file).
        say.team(Team::White),
        say.team(Team::Black),
        say.message_too_long(2000),
        say.internal_error(),
        say.restarting(),
        say.language_set(),
    ];
    // Rooms and seats.
    for variant in Variant::ALL {
        out.push(say.created(
            "ABCD",
            variant,
            Some("https://example.org/r/ABCD"),
            "Ana",
            &say.team(Team::White),
            true,
        ));
        out.push(say.created_local("ABCD", variant, "Ana"));
    }
    out.extend([
        say.created(
            "ABCD",
            Variant::Futbol,
            None,
            "Ana",
            &say.team(Team::Black),
            false,
        ),
        say.already_open("ABCD"),
        say.joined("Bob", Team::Black),
        say.joined("Bob", Team::White),
        say.rejoined("Ana", Team::White),
        say.rejoined("Bob", Team::Black),
        say.spectating("Eve", "ABCD"),
        say.unknown_code("WXYZ"),
        say.too_fast(),
        say.too_many_rooms(),
        say.too_many_waiting(3),
        say.no_room(),
        say.waiting("ABCD"),
        say.expired("ABCD", 24),
        say.acted_elsewhere("ABCD", Some("https://example.org/r/ABCD")),
        say.acted_elsewhere("ABCD", None),
        say.left_game("Bob"),
        say.stopped_watching("Eve"),
    ]);
    // Play and results.
    out.extend([
        say.not_a_player(),
        say.not_your_turn(Team::White),
        say.not_your_turn(Team::Black),
        say.refused("e3>c5", "no piece there"),
        say.skipped(Team::White),
        say.skipped(Team::Black),
        say.goal(Team::White, 1, 0),
        say.goal(Team::Black, 1, 1),
        say.won(Team::White, "Ana"),
        say.won(Team::Black, "Bob"),
        say.drawn(),
        say.resigned("Bob"),
        say.draw_offered("Ana"),
        say.draw_pending(),
        say.draw_agreed(),
        say.stale_button(),
    ]);
    // Rematches and series.
    out.extend([
        say.rematch_asked("Ana"),
        say.rematch_started("ABCD", 2, "Bob", "Ana"),
        say.series("Ana", 1, "Bob", 0),
        say.still_playing(),
        say.game_over(),
    ]);
    out.extend(takeback::samples(lang));
    out
}
