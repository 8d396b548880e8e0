//! What the host says while it runs a tournament: registration, the
//! organiser's steps, each round's pairings, the boards' first lines and
//! every refusal, in every language. Names are already safe to echo.

use crate::engine::{Team, Variant};
use crate::host::command::tournament::Format;
use crate::host::message::MENTION;
use crate::i18n::{Say, duration};
use futbol_texts::t;

impl Say {
    /// A tournament's format in words: `suizo, 5 rondas`, `arena, 60 min`.
    pub fn format_words(self, format: Format) -> String {
        match format {
            Format::Swiss { rounds } => t!(self.0, run_format_swiss, rounds = rounds),
            Format::Arena { minutes } => t!(self.0, run_format_arena, minutes = minutes),
        }
    }

    /// Registration is open: how to join, who starts it.
    pub fn tournament_created(
        self,
        id: u64,
        variant: Variant,
        format: Format,
        per_move: u64,
        organiser: &str,
    ) -> String {
        let (game, how, time) = (
            variant.name(),
            self.format_words(format),
            duration(per_move),
        );
        t!(
            self.0,
            run_created,
            id = id,
            game = game,
            how = how,
            time = time,
            organiser = organiser
        )
    }

    /// A tournament without a clock is refused: a game nobody plays would
    /// hold up its round for ever.
    pub fn tournament_needs_clock(self) -> String {
        t!(self.0, run_needs_clock)
    }

    /// Only the community's admins may organise.
    pub fn may_not_organise(self) -> String {
        t!(self.0, run_may_not_organise)
    }

    /// The organiser holds as many registrations open as one may.
    pub fn too_many_tournaments(self, most: usize) -> String {
        t!(self.0, run_too_many, most = most)
    }

    /// No such tournament here (`None`: none open in this channel).
    pub fn tournament_unknown(self, id: Option<u64>) -> String {
        match id {
            Some(id) => t!(self.0, run_unknown, id = id),
            None => t!(self.0, run_none_open_here),
        }
    }

    /// Someone registered.
    pub fn tournament_joined(self, name: &str, id: u64, count: usize) -> String {
        t!(self.0, run_joined, name = name, id = id, count = count)
    }

    /// Registered already.
    pub fn tournament_already_in(self, id: u64) -> String {
        t!(self.0, run_already_in, id = id)
    }

    /// Full: the bound of players.
    pub fn tournament_full(self, id: u64, most: usize) -> String {
        t!(self.0, run_full, id = id, most = most)
    }

    /// A Swiss that has started (or any tournament that is over) takes no
    /// one new.
    pub fn tournament_closed(self, id: u64) -> String {
        t!(self.0, run_closed, id = id)
    }

    /// Only its organiser (or an admin) starts it.
    pub fn tournament_not_organiser(self, id: u64) -> String {
        t!(self.0, run_not_organiser, id = id)
    }

    /// It has started already.
    pub fn tournament_started_already(self, id: u64) -> String {
        t!(self.0, run_started_already, id = id)
    }

    /// Too few players to start.
    pub fn tournament_too_few(self, id: u64) -> String {
        t!(self.0, run_too_few, id = id)
    }

    /// It starts now.
    pub fn tournament_starts(self, id: u64, players: usize, format: Format) -> String {
        let how = self.format_words(format);
        t!(self.0, run_starts, id = id, players = players, how = how)
    }

    /// Someone withdrew; a game of theirs still running still counts.
    pub fn tournament_withdrew(self, name: &str, id: u64, playing: Option<&str>) -> String {
        match playing {
            None => t!(self.0, run_withdrew, name = name, id = id),
            Some(code) => t!(
                self.0,
                run_withdrew_playing,
                name = name,
                id = id,
                code = code
            ),
        }
    }

    /// Not registered.
    pub fn tournament_not_in(self, id: u64) -> String {
        t!(self.0, run_not_in, id = id)
    }

    /// Before it starts: who is registered (`names`, the first of
    /// `total`).
    pub fn tournament_registered(self, id: u64, names: &[String], total: usize) -> String {
        let mut list = names.join(", ");
        if total > names.len() {
            list.push_str(&format!(" +{}", total - names.len()));
        }
        t!(self.0, run_registered, id = id, total = total, list = list)
    }

    /// A Swiss round's pairings, heading.
    pub fn round_paired(self, id: u64, round: usize, rounds: usize) -> String {
        t!(
            self.0,
            run_round_paired,
            id = id,
            round = round,
            rounds = rounds
        )
    }

    /// An arena's new games, heading.
    pub fn arena_paired(self, id: u64) -> String {
        t!(self.0, run_arena_paired, id = id)
    }

    /// One board of the pairings: who plays whom, and where.
    pub fn board_line(
        self,
        board: usize,
        white: &str,
        black: &str,
        code: &str,
        link: Option<&str>,
    ) -> String {
        match link {
            Some(link) => t!(
                self.0,
                run_board_line_linked,
                board = board,
                white = white,
                black = black,
                code = code,
                link = link
            ),
            None => t!(
                self.0,
                run_board_line,
                board = board,
                white = white,
                black = black,
                code = code
            ),
        }
    }

    /// The boards a round's list left out.
    pub fn more_boards(self, more: usize, id: u64) -> String {
        t!(self.0, run_more_boards, more = more, id = id)
    }

    /// The bye of the round.
    pub fn bye_line(self, name: &str) -> String {
        t!(self.0, run_bye, name = name)
    }

    /// A board's first line in its room.
    pub fn tournament_board(self, id: u64, round: &str, white: &str, black: &str) -> String {
        t!(
            self.0,
            run_board_intro,
            id = id,
            round = round,
            white = white,
            black = black
        )
    }

    /// The line that pings a board's player who does not move first.
    pub fn tournament_you_play(self, team: Team) -> String {
        let side = self.team(team);
        t!(
            self.0,
            run_you_play,
            mention = MENTION.to_string(),
            side = side
        )
    }

    /// The end, under the final standings.
    pub fn tournament_over(self, id: u64) -> String {
        t!(self.0, run_over, id = id)
    }

    /// The games of a tournament, by archive number, for `torneo ver`.
    pub fn tournament_games(self, games: &[u64]) -> String {
        let list: Vec<String> = games.iter().map(|g| format!("#{g}")).collect();
        t!(self.0, run_games, list = list.join(" "))
    }
}
