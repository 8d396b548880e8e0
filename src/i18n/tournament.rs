//! What the host says about tournaments: the standings' headings and
//! lines, and the page's own words, in every language
//! (`texts/locales/*/tournament.ftl`).

use super::host::Say;
use futbol_texts::t;

impl Say {
    /// A tournament's name in its standings: its number and game
    /// ("Torneo 7 · futbol · suizo").
    pub fn tournament_title(self, id: u64, game: &str) -> String {
        // As text: Fluent's numbers are floats, which would round an id
        // past 2^53.
        let id = id.to_string();
        t!(self.0, tournament_title, id = id, game = game)
    }

    /// Which standings these are: after round `round` of `rounds`, or
    /// the final ones.
    pub fn standings_after(self, round: usize, rounds: usize) -> String {
        match round == rounds {
            false => t!(
                self.0,
                tournament_standings_after,
                round = round,
                rounds = rounds
            ),
            true => t!(self.0, tournament_standings_final, rounds = rounds),
        }
    }

    /// The standings' headings: player, rating, points, Buchholz,
    /// Sonneborn–Berger (each round's is [`Say::round_head`]).
    pub fn standings_heads(self) -> [String; 5] {
        [
            t!(self.0, tournament_head_player),
            t!(self.0, tournament_head_rating),
            t!(self.0, tournament_head_points),
            t!(self.0, tournament_head_buchholz),
            t!(self.0, tournament_head_sb),
        ]
    }

    /// Round `round`'s heading ("R3").
    pub fn round_head(self, round: usize) -> String {
        t!(self.0, tournament_round_head, round = round)
    }

    /// A round with the bye, in a standings cell.
    pub fn bye_cell(self) -> String {
        t!(self.0, tournament_bye_cell)
    }

    /// Under the standings: how ties are broken and what a cell says.
    pub fn standings_key(self) -> String {
        t!(self.0, tournament_standings_key)
    }

    /// One line of the standings as text (the numbers as shown: `3½`,
    /// `9.25`).
    pub fn standings_line(
        self,
        place: usize,
        name: &str,
        points: &str,
        buchholz: &str,
        sb: &str,
    ) -> String {
        t!(
            self.0,
            tournament_standings_line,
            place = place,
            name = name,
            points = points,
            buchholz = buchholz,
            sb = sb
        )
    }
}

impl Say {
    /// An arena's name in its standings ("Torneo 7 · futbol · arena").
    pub fn arena_title(self, id: u64, game: &str) -> String {
        // As text, like `tournament_title`'s.
        let id = id.to_string();
        t!(self.0, tournament_arena_title, id = id, game = game)
    }

    /// How many of an arena's games have ended.
    pub fn arena_games(self, ended: usize) -> String {
        t!(self.0, tournament_arena_games, ended = ended)
    }

    /// The games column's heading.
    pub fn games_head(self) -> String {
        t!(self.0, tournament_games_head)
    }

    /// Under an arena's standings: how points are scored.
    pub fn arena_key(self) -> String {
        t!(self.0, tournament_arena_key)
    }

    /// One line of an arena's standings as text; `fire`: the player's
    /// next win counts double (`×2`).
    pub fn arena_line(
        self,
        place: usize,
        name: &str,
        points: u32,
        games: usize,
        fire: bool,
    ) -> String {
        let fire = if fire { "yes" } else { "no" };
        t!(
            self.0,
            tournament_arena_line,
            place = place,
            name = name,
            points = points,
            games = games,
            fire = fire
        )
    }
}

/// The tournament page's own words (`/t/new`, `/t/ID`).
#[derive(Clone)]
pub struct PageWords {
    /// `/t/new`'s title.
    pub create_title: String,
    /// The form's fields: the game, the rounds, an arena's minutes (none:
    /// a Swiss), the time per move.
    pub fields: [String; 4],
    /// The form's button.
    pub create: String,
    /// The players' heading.
    pub players: String,
    /// Before the link to the visitor's own board.
    pub your_game: String,
    /// The organiser's button.
    pub start: String,
    /// A player's button to leave.
    pub withdraw: String,
}

impl Say {
    /// The tournament page's own words.
    pub fn tournament_page(self) -> PageWords {
        PageWords {
            create_title: t!(self.0, tournament_page_create_title),
            fields: [
                t!(self.0, tournament_page_field_game),
                t!(self.0, tournament_page_field_rounds),
                t!(self.0, tournament_page_field_minutes),
                t!(self.0, tournament_page_field_time),
            ],
            create: t!(self.0, tournament_page_create),
            players: t!(self.0, tournament_page_players),
            your_game: t!(self.0, tournament_page_your_game),
            start: t!(self.0, tournament_page_start),
            withdraw: t!(self.0, tournament_page_withdraw),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Say};

    /// An arena's line says one game in the singular.
    #[test]
    fn one_game_is_singular_on_an_arena_line() {
        for (lang, words) in [
            (Lang::Es, "1 partida"),
            (Lang::En, "1 game"),
            (Lang::Ar, "مباراة واحدة"),
        ] {
            let text = Say(lang).arena_line(1, "Ana", 2, 1, false);
            assert!(text.contains(words), "{lang:?}: {text}");
            assert!(!text.contains("1 partidas") && !text.contains("1 games"));
        }
    }
}
