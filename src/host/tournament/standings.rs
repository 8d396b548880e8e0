//! A Swiss tournament's standings as people read them: the picture's table
//! and the same lines as text, in the channel's language, from the pure
//! standings of [`futbol_tournament::tiebreak`].
//!
//! A round's cell is the result (`+` won, `=` drew, `−` lost), the
//! opponent's place in these standings and their colour (`○` white, `●`
//! black): `+3○` beat number 3 with white. A game not played over the
//! board is marked `f` (a forfeit: `+f3`, `−f3`), the bye by its word, a
//! round after withdrawing by `·`.

use crate::i18n::Say;
use crate::i18n::plain;
use crate::store::{ArchivedGame, GameResult};
use futbol_pictures::{Align, Column, MAX_ROWS, Table};
use futbol_tournament::arena::Arena;
use futbol_tournament::swiss::{Had, Swiss};
use futbol_tournament::tiebreak::{Standing, standings};
use futbol_tournament::{Outcome, Side, halves_text};

/// What the standings name: the tournament's number, its game, and each
/// entrant's name (in registration order; ratings are the Swiss's own).
pub struct Named<'a> {
    /// The tournament's number.
    pub id: u64,
    /// Its game's name.
    pub game: &'a str,
    /// Each entrant's name, by [`futbol_tournament::Entrant`] index.
    pub names: &'a [String],
}

/// A tournament game's result from its archived game. A game with a result
/// was played over the board, a loss on time included (both sides had
/// moved: a side that never moves is aborted, not timed out). A game
/// without one was not played: the side that never moved forfeited
/// (white, who moves first, when nobody moved), or both when it went idle
/// after both had moved.
pub fn outcome_of(game: &ArchivedGame) -> Outcome {
    match game.result {
        GameResult::WhiteWins => Outcome::WhiteWon,
        GameResult::BlackWins => Outcome::BlackWon,
        GameResult::Draw => Outcome::Draw,
        GameResult::None => match game.actions.len() {
            0 => Outcome::WhiteForfeited,
            1 => Outcome::BlackForfeited,
            _ => Outcome::BothForfeited,
        },
    }
}

/// The standings' two heading lines (the tournament; after which round)
/// and how many rounds they count.
fn heading(swiss: &Swiss, lines: &[Standing], named: &Named, say: Say) -> (String, String, usize) {
    let rounds = lines.first().map_or(0, |line| line.rounds.len());
    let title = say.tournament_title(named.id, named.game);
    (title, say.standings_after(rounds, swiss.planned()), rounds)
}

/// The standings picture's table.
pub fn swiss_table(swiss: &Swiss, named: &Named, say: Say) -> Table {
    let lines = standings(swiss);
    let (title, subtitle, rounds) = heading(swiss, &lines, named, say);
    let [player, rating, points, buchholz, sb] = say.standings_heads();
    let column = |head: &str, align| Column {
        head: head.to_string(),
        align,
    };
    let mut columns = vec![
        column("#", Align::Right),
        column(&player, Align::Left),
        column(&rating, Align::Right),
        column(&points, Align::Right),
        column(&buchholz, Align::Right),
        column(&sb, Align::Right),
    ];
    columns.extend((1..=rounds).map(|round| column(&say.round_head(round), Align::Left)));
    // Each entrant's place, for the round cells that name opponents.
    let mut places = vec![0; swiss.players().len()];
    for line in &lines {
        if let Some(place) = places.get_mut(line.entrant.index()) {
            *place = line.place;
        }
    }
    let rows = lines
        .iter()
        .map(|line| {
            let mut row = vec![
                line.place.to_string(),
                name(named, line),
                swiss.players()[line.entrant.index()].rating.to_string(),
                halves_text(line.score),
                line.buchholz_text(),
                line.sonneborn_text(),
            ];
            row.extend(line.rounds.iter().map(|&had| cell(had, &places, say)));
            row
        })
        .collect();
    let left_out = lines.len().saturating_sub(MAX_ROWS);
    Table {
        title,
        subtitle,
        columns,
        rows,
        footer: Some(match left_out {
            0 => say.standings_key().to_string(),
            more => format!("+{more} · {}", say.standings_key()),
        }),
    }
}

/// The standings as text: a heading and a line per player.
pub fn swiss_text(swiss: &Swiss, named: &Named, say: Say) -> String {
    let lines = standings(swiss);
    let (title, subtitle, _) = heading(swiss, &lines, named, say);
    let mut text = format!("{title}\n{subtitle}");
    for line in &lines {
        text.push('\n');
        let (points, buchholz) = (halves_text(line.score), line.buchholz_text());
        let name = name(named, line);
        text.push_str(&say.standings_line(
            line.place,
            &name,
            &points,
            &buchholz,
            &line.sonneborn_text(),
        ));
    }
    text
}

/// An arena's standings picture: place, name, rating, points, games, and
/// `×2` for a player whose next win counts double.
pub fn arena_table(arena: &Arena, named: &Named, say: Say) -> Table {
    let lines = arena.standings();
    let [player, rating, points, ..] = say.standings_heads();
    let columns = [
        ("#", Align::Right),
        (&player, Align::Left),
        (&rating, Align::Right),
        (&points, Align::Right),
        (&say.games_head(), Align::Right),
        ("", Align::Left),
    ]
    .map(|(head, align)| Column {
        head: head.to_string(),
        align,
    })
    .to_vec();
    let rows = lines
        .iter()
        .map(|line| {
            vec![
                line.place.to_string(),
                entrant_name(named, line.entrant),
                arena.players()[line.entrant.index()].rating.to_string(),
                line.points.to_string(),
                line.games.to_string(),
                if line.on_fire { "×2" } else { "" }.to_string(),
            ]
        })
        .collect();
    let left_out = lines.len().saturating_sub(MAX_ROWS);
    Table {
        title: say.arena_title(named.id, named.game),
        subtitle: say.arena_games(arena.games().iter().filter(|g| g.outcome.is_some()).count()),
        columns,
        rows,
        footer: Some(match left_out {
            0 => say.arena_key().to_string(),
            more => format!("+{more} · {}", say.arena_key()),
        }),
    }
}

/// An arena's standings as text.
pub fn arena_text(arena: &Arena, named: &Named, say: Say) -> String {
    let ended = arena.games().iter().filter(|g| g.outcome.is_some()).count();
    let mut text = format!(
        "{}\n{}",
        say.arena_title(named.id, named.game),
        say.arena_games(ended)
    );
    for line in arena.standings() {
        let name = entrant_name(named, line.entrant);
        text.push('\n');
        text.push_str(&say.arena_line(line.place, &name, line.points, line.games, line.on_fire));
    }
    text
}

/// An entrant's name, unable to mention anyone.
fn name(named: &Named, line: &Standing) -> String {
    entrant_name(named, line.entrant)
}

fn entrant_name(named: &Named, entrant: futbol_tournament::Entrant) -> String {
    let written = named.names.get(entrant.index()).map_or("?", String::as_str);
    plain(written, 32)
}

/// One round's cell (see the module's notes).
fn cell(had: Had, places: &[usize], say: Say) -> String {
    match had {
        Had::Game {
            opponent,
            side,
            outcome,
        } => {
            let place = places.get(opponent.index()).copied().unwrap_or(0);
            let sign = match outcome.map(|outcome| outcome.halves(side)) {
                Some(2) => "+",
                Some(1) => "=",
                Some(_) => "−",
                None => "…",
            };
            let forfeit = outcome.is_some_and(|outcome| !Outcome::played(outcome));
            let colour = if side == Side::White { "○" } else { "●" };
            match forfeit {
                true => format!("{sign}f{place}"),
                false => format!("{sign}{place}{colour}"),
            }
        }
        Had::Bye => say.bye_cell().to_string(),
        Had::Absent => "·".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use futbol_tournament::Entrant;

    /// The five players of the crate's hand-worked Swiss, played the same.
    fn small() -> Swiss {
        let mut swiss = Swiss::new(&[2000, 1900, 1800, 1700, 1600], 3).expect("valid");
        let results = [
            [(0, Outcome::WhiteWon), (3, Outcome::Draw)],
            [(1, Outcome::BlackWon), (4, Outcome::Draw)],
            [(0, Outcome::BlackForfeited), (2, Outcome::BlackWon)],
        ];
        for (round, games) in results.iter().enumerate() {
            swiss.pair().expect("pairs");
            for &(white, outcome) in games {
                swiss
                    .record(round, Entrant(white), outcome)
                    .expect("a game of the round");
            }
        }
        swiss
    }

    #[test]
    fn an_archived_game_gives_its_result_or_the_forfeit_of_who_never_moved() {
        use crate::store::{ArchivedPlayer, HowEnded};
        let player = |id: &str| ArchivedPlayer {
            id: id.into(),
            name: id.into(),
        };
        let game = |result, ending, actions: usize| ArchivedGame {
            id: 1,
            code: "ABCD".into(),
            platform: crate::ids::Platform::Web,
            channel: "web:w1".into(),
            variant: crate::engine::Variant::Futbol,
            start: String::new(),
            white: player("web:a"),
            black: player("web:b"),
            started: 0,
            ended: 60,
            result,
            ending,
            score: [0, 0],
            actions: vec!["e3-e4".to_string(); actions],
            community: None,
            rated: true,
        };
        let cases = [
            (
                GameResult::WhiteWins,
                HowEnded::Rules,
                30,
                Outcome::WhiteWon,
            ),
            (
                GameResult::BlackWins,
                HowEnded::Timeout,
                30,
                Outcome::BlackWon,
            ),
            (GameResult::Draw, HowEnded::Agreed, 30, Outcome::Draw),
            (
                GameResult::None,
                HowEnded::Aborted,
                1,
                Outcome::BlackForfeited,
            ),
            (
                GameResult::None,
                HowEnded::Aborted,
                0,
                Outcome::WhiteForfeited,
            ),
            (
                GameResult::None,
                HowEnded::Expired,
                12,
                Outcome::BothForfeited,
            ),
        ];
        for (result, ending, actions, outcome) in cases {
            assert_eq!(
                outcome_of(&game(result, ending, actions)),
                outcome,
                "{result:?} {ending:?} {actions}"
            );
        }
    }

    #[test]
    fn the_table_reads_the_hand_worked_standings() {
        let names: Vec<String> = ["Ana", "Beto", "Cris", "Dani", "@everyone"]
            .map(String::from)
            .to_vec();
        let named = Named {
            id: 7,
            game: "futbol",
            names: &names,
        };
        let table = swiss_table(&small(), &named, Say(Lang::En));
        assert_eq!(table.columns.len(), 6 + 3);
        // A: 1st, 3 points; beat C (5th) with white, B (4th) with black, and
        // E (3rd) by forfeit.
        assert_eq!(
            table.rows[0],
            ["1", "Ana", "2000", "3", "3½", "3.5", "+5○", "+4●", "+f3"]
        );
        // E: 3rd; the bye, a draw with D (2nd) with white, a forfeit lost.
        let e = &table.rows[2];
        assert_eq!(e[..6], ["3", "@\u{200b}everyone", "1600", "1½", "5½", "2"]);
        assert_eq!(e[6..], ["bye", "=2○", "−f1"]);
        assert_eq!(table.subtitle, "Final standings, 3 rounds");
        let text = swiss_text(&small(), &named, Say(Lang::Es));
        assert!(
            text.contains("1. Ana: 3 pts (Buchholz 3½, S-B 3.5)"),
            "{text}"
        );
        assert_eq!(text.lines().count(), 2 + 5);
        let png = futbol_pictures::table_png(&table).expect("draws");
        assert_eq!(&png[1..4], b"PNG");
    }
}
