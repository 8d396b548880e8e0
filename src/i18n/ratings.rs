//! What the host says about ratings: rated or casual, each player's change
//! at the end of a game, profiles and leaderboards, in every language
//! (`texts/locales/*/ratings.ftl`).

use super::host::Say;
use crate::rating::Score;
use futbol_texts::t;

/// One player's change at the end of a game: name, rating before and
/// after as shown (`1500?`), and the difference.
pub type Change<'a> = (&'a str, String, String, i64);

/// One game's line of a profile.
pub struct ProfileLine<'a> {
    /// The game's name.
    pub game: &'a str,
    /// The rating as shown (`1689?`).
    pub rating: String,
    /// Wins, draws, losses.
    pub counts: [u32; 3],
    /// +n won in a row, −n lost in a row.
    pub streak: i32,
    /// The last results, newest first, with each opponent's name.
    pub last: Vec<(Score, &'a str)>,
}

/// A rating change with its sign: `+12`, `−8` (a true minus), `+0`.
pub fn signed(change: i64) -> String {
    let sign = if change >= 0 { "+" } else { "−" };
    format!("{sign}{}", change.unsigned_abs())
}

impl Say {
    /// A room's games count for the ratings or not (in its announcement
    /// and header): "puntuada" / "casual (sin puntos)".
    pub fn rated_word(self, rated: bool) -> String {
        match rated {
            true => t!(self.0, rating_rated),
            false => t!(self.0, rating_casual),
        }
    }

    /// Both players' changes at the end of a rated game:
    /// `Ana 1500? → 1689 (+189)`.
    pub fn rating_changes(self, changes: &[Change]) -> String {
        let each: Vec<String> = changes
            .iter()
            .map(|(name, before, after, diff)| {
                let diff = signed(*diff);
                t!(
                    self.0,
                    rating_change,
                    name = *name,
                    before = before.as_str(),
                    after = after.as_str(),
                    diff = diff
                )
            })
            .collect();
        t!(self.0, rating_changes, changes = each.join(", "))
    }

    /// A profile's first line: "Perfil de Ana".
    pub fn profile_title(self, name: &str) -> String {
        t!(self.0, rating_profile_title, name = name)
    }

    /// What a profile's chart shows.
    pub fn chart_subtitle(self) -> String {
        t!(self.0, rating_chart_subtitle)
    }

    /// A player without any rated game.
    pub fn no_rated_games(self, name: &str) -> String {
        t!(self.0, rating_no_rated_games, name = name)
    }

    /// One game's line of a profile: rating, games, wins, draws, losses,
    /// the current run and the last results with each opponent.
    pub fn profile_line(self, line: &ProfileLine) -> String {
        let [w, d, l] = line.counts;
        let last: Vec<String> = (line.last.iter())
            .map(|(score, name)| {
                let score = match score {
                    Score::Win => "win",
                    Score::Draw => "draw",
                    Score::Loss => "loss",
                };
                t!(self.0, rating_last_result, score = score, name = *name)
            })
            .collect();
        let last = last.join(", ");
        // The current run: its result and its length (`racha: 3G`).
        let run = match line.streak {
            0 => "none",
            n if n > 0 => "win",
            _ => "loss",
        };
        t!(
            self.0,
            rating_profile_line,
            game = line.game,
            rating = line.rating.as_str(),
            games = w + d + l,
            wins = w,
            draws = d,
            losses = l,
            run = run,
            streak = line.streak.unsigned_abs(),
            last = last
        )
    }

    /// A leaderboard's first line: this place's players, or everyone's
    /// (`global`).
    pub fn leaderboard_title(self, game: &str, global: bool) -> String {
        match global {
            false => t!(self.0, rating_leaderboard_here, game = game),
            true => t!(self.0, rating_leaderboard_global, game = game),
        }
    }

    /// One place of a leaderboard: `1. Ana 1689 (12 partidas)`.
    pub fn leaderboard_place(self, place: u32, name: &str, rating: &str, games: u32) -> String {
        t!(
            self.0,
            rating_leaderboard_place,
            place = place,
            name = name,
            rating = rating,
            games = games
        )
    }

    /// Nobody is listed yet, and why.
    pub fn leaderboard_empty(self) -> String {
        t!(self.0, rating_leaderboard_empty)
    }

    /// A game left casual: its two players already played `limit` rated
    /// games with each other in the last 24 hours.
    pub fn pair_spent(self, limit: usize) -> String {
        t!(self.0, rating_pair_spent, limit = limit)
    }

    /// Who the leaderboard lists: how many rated games a new player's
    /// rating needs to settle, and how many different opponents.
    pub fn listed_after(self, games: u32, opponents: usize) -> String {
        t!(
            self.0,
            rating_listed_after,
            games = games,
            opponents = opponents
        )
    }

    /// The asker is not listed yet: about `games` more rated games, and
    /// `opponents` more different opponents.
    pub fn not_listed_yet(self, rating: &str, games: u32, opponents: usize) -> String {
        t!(
            self.0,
            rating_not_listed_yet,
            rating = rating,
            games = games,
            opponents = opponents
        )
    }

    /// A player named in a way this platform does not know.
    pub fn unknown_player(self, written: &str) -> String {
        let written = super::plain::plain(written, 40);
        t!(self.0, rating_unknown_player, written = written)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Say};

    /// One game is said in the singular in every language (a count is a
    /// Fluent plural, not "1 partidas").
    #[test]
    fn one_game_is_singular_on_a_profile_line() {
        let singular = [
            (Lang::Es, "1 partida:"),
            (Lang::En, "1 game:"),
            (Lang::Pt, "1 partida:"),
            (Lang::Fr, "1 partie"),
            (Lang::De, "1 Partie"),
            (Lang::It, "1 partita"),
            (Lang::Ru, "1 партия:"),
            (Lang::Ar, "مباراة واحدة:"),
        ];
        for (lang, words) in singular {
            let line = ProfileLine {
                game: "futbol",
                rating: "1500?".into(),
                counts: [1, 0, 0],
                streak: 1,
                last: vec![(Score::Win, "Bea")],
            };
            let text = Say(lang).profile_line(&line);
            assert!(text.contains(words), "{lang:?}: {text}");
        }
    }
}
