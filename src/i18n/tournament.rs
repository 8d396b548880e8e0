//! What the host says about tournaments: the standings' headings and
//! lines, and the page's own words, in every language.

use super::Lang;
use super::host::Say;

impl Say {
    /// A tournament's name in its standings: its number and game.
    pub fn tournament_title(self, id: u64, game: &str) -> String {
        match self.0 {
            Lang::Es => format!("Torneo {id} · {game} · suizo"),
            Lang::En => format!("Tournament {id} · {game} · Swiss"),
            Lang::Ar => format!("البطولة {id} · {game} · سويسري"),
            Lang::Ru => format!("Турнир {id} · {game} · швейцарка"),
        }
    }

    /// Which standings these are: after round `round` of `rounds`, or
    /// the final ones.
    pub fn standings_after(self, round: usize, rounds: usize) -> String {
        let last = round == rounds;
        match (self.0, last) {
            (Lang::Es, false) => format!("Clasificación tras la ronda {round} de {rounds}"),
            (Lang::Es, true) => format!("Clasificación final, {rounds} rondas"),
            (Lang::En, false) => format!("Standings after round {round} of {rounds}"),
            (Lang::En, true) => format!("Final standings, {rounds} rounds"),
            (Lang::Ar, false) => format!("الترتيب بعد الجولة {round} من {rounds}"),
            (Lang::Ar, true) => format!("الترتيب النهائي، {rounds} جولات"),
            (Lang::Ru, false) => format!("Положение после тура {round} из {rounds}"),
            (Lang::Ru, true) => format!("Итоговое положение, туров: {rounds}"),
        }
    }

    /// The standings' headings: player, rating, points, Buchholz,
    /// Sonneborn–Berger (each round's is [`Say::round_head`]).
    pub fn standings_heads(self) -> [&'static str; 5] {
        match self.0 {
            Lang::Es => ["Jugador", "Elo", "Pts", "Buchholz", "S-B"],
            Lang::En => ["Player", "Rating", "Pts", "Buchholz", "S-B"],
            Lang::Ar => ["اللاعب", "التصنيف", "النقاط", "بوخهولز", "س-ب"],
            Lang::Ru => ["Игрок", "Рейтинг", "Очки", "Бухгольц", "З-Б"],
        }
    }

    /// Round `round`'s heading.
    pub fn round_head(self, round: usize) -> String {
        match self.0 {
            Lang::Es | Lang::En => format!("R{round}"),
            Lang::Ar => format!("ج{round}"),
            Lang::Ru => format!("Т{round}"),
        }
    }

    /// A round with the bye, in a standings cell.
    pub fn bye_cell(self) -> &'static str {
        match self.0 {
            Lang::Es => "libre",
            Lang::En => "bye",
            Lang::Ar => "راحة",
            Lang::Ru => "своб.",
        }
    }

    /// Under the standings: how ties are broken and what a cell says.
    pub fn standings_key(self) -> &'static str {
        match self.0 {
            Lang::Es => {
                "Desempate: Buchholz, Sonneborn-Berger · +3○: ganó al 3.º con blancas; f: sin jugar"
            }
            Lang::En => {
                "Ties: Buchholz, Sonneborn-Berger · +3○: beat no. 3 with white; f: not played"
            }
            Lang::Ar => "كسر التعادل: بوخهولز ثم سونبورن-برغر · f: لم تُلعب · ○ أبيض ● أسود",
            Lang::Ru => {
                "Доп. показатели: Бухгольц, Зоннеборн-Бергер · +3○: победа над № 3 белыми · f: без игры"
            }
        }
    }

    /// One line of the standings as text.
    pub fn standings_line(
        self,
        place: usize,
        name: &str,
        points: &str,
        buchholz: &str,
        sb: &str,
    ) -> String {
        match self.0 {
            Lang::Es => format!("{place}. {name}: {points} pts (Buchholz {buchholz}, S-B {sb})"),
            Lang::En => format!("{place}. {name}: {points} pts (Buchholz {buchholz}, S-B {sb})"),
            Lang::Ar => format!("{place}. {name}: {points} نقاط (بوخهولز {buchholz}، س-ب {sb})"),
            Lang::Ru => format!("{place}. {name}: {points} очк. (Бухгольц {buchholz}, З-Б {sb})"),
        }
    }
}

impl Say {
    /// An arena's name in its standings.
    pub fn arena_title(self, id: u64, game: &str) -> String {
        match self.0 {
            Lang::Es => format!("Torneo {id} · {game} · arena"),
            Lang::En => format!("Tournament {id} · {game} · arena"),
            Lang::Ar => format!("البطولة {id} · {game} · أرينا"),
            Lang::Ru => format!("Турнир {id} · {game} · арена"),
        }
    }

    /// How many of an arena's games have ended.
    pub fn arena_games(self, ended: usize) -> String {
        match self.0 {
            Lang::Es => format!("Partidas terminadas: {ended}"),
            Lang::En => format!("Games ended: {ended}"),
            Lang::Ar => format!("المباريات المنتهية: {ended}"),
            Lang::Ru => format!("Сыграно партий: {ended}"),
        }
    }

    /// The games column's heading.
    pub fn games_head(self) -> &'static str {
        match self.0 {
            Lang::Es => "Partidas",
            Lang::En => "Games",
            Lang::Ar => "المباريات",
            Lang::Ru => "Партии",
        }
    }

    /// Under an arena's standings: how points are scored.
    pub fn arena_key(self) -> &'static str {
        match self.0 {
            Lang::Es => "Victoria 2, tablas 1; ×2: tras dos victorias seguidas, puntos dobles",
            Lang::En => "Win 2, draw 1; ×2: after two wins in a row, points count double",
            Lang::Ar => "الفوز 2 والتعادل 1؛ ×2: بعد فوزين متتاليين تُضاعف النقاط",
            Lang::Ru => "Победа 2, ничья 1; ×2: после двух побед подряд очки удваиваются",
        }
    }

    /// One line of an arena's standings as text.
    pub fn arena_line(
        self,
        place: usize,
        name: &str,
        points: u32,
        games: usize,
        fire: bool,
    ) -> String {
        let fire = if fire { " ×2" } else { "" };
        match self.0 {
            Lang::Es => format!("{place}. {name}: {points} pts, {games} partidas{fire}"),
            Lang::En => format!("{place}. {name}: {points} pts, {games} games{fire}"),
            Lang::Ar => format!("{place}. {name}: {points} نقاط، {games} مباريات{fire}"),
            Lang::Ru => format!("{place}. {name}: {points} очк., партий: {games}{fire}"),
        }
    }
}

/// The tournament page's own words (`/t/new`, `/t/ID`).
#[derive(Clone, Copy)]
pub struct PageWords {
    /// `/t/new`'s title.
    pub create_title: &'static str,
    /// The form's fields: the game, the rounds, an arena's minutes (none:
    /// a Swiss), the time per move.
    pub fields: [&'static str; 4],
    /// The form's button.
    pub create: &'static str,
    /// The players' heading.
    pub players: &'static str,
    /// Before the link to the visitor's own board.
    pub your_game: &'static str,
    /// The organiser's button.
    pub start: &'static str,
    /// A player's button to leave.
    pub withdraw: &'static str,
}

impl Say {
    /// The tournament page's own words.
    pub fn tournament_page(self) -> PageWords {
        match self.0 {
            Lang::Es => PageWords {
                create_title: "Nuevo torneo",
                fields: [
                    "Juego",
                    "Rondas (suizo)",
                    "Minutos (arena; vacío: suizo)",
                    "Tiempo por jugada",
                ],
                create: "Crear el torneo",
                players: "Jugadores",
                your_game: "Tu partida:",
                start: "Empezar",
                withdraw: "Retirarme",
            },
            Lang::En => PageWords {
                create_title: "New tournament",
                fields: [
                    "Game",
                    "Rounds (Swiss)",
                    "Minutes (arena; empty: Swiss)",
                    "Time a move",
                ],
                create: "Create the tournament",
                players: "Players",
                your_game: "Your game:",
                start: "Start",
                withdraw: "Withdraw",
            },
            Lang::Ar => PageWords {
                create_title: "بطولة جديدة",
                fields: [
                    "اللعبة",
                    "الجولات (سويسري)",
                    "الدقائق (أرينا؛ فارغ: سويسري)",
                    "الوقت لكل نقلة",
                ],
                create: "أنشئ البطولة",
                players: "اللاعبون",
                your_game: "مباراتك:",
                start: "ابدأ",
                withdraw: "انسحب",
            },
            Lang::Ru => PageWords {
                create_title: "Новый турнир",
                fields: [
                    "Игра",
                    "Туры (швейцарка)",
                    "Минуты (арена; пусто: швейцарка)",
                    "Время на ход",
                ],
                create: "Создать турнир",
                players: "Игроки",
                your_game: "Твоя партия:",
                start: "Начать",
                withdraw: "Выйти",
            },
        }
    }
}

/// Every text of this file in `lang`, for the catalogue test.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    let say = Say(lang);
    let mut out = vec![
        say.tournament_title(7, "futbol"),
        say.standings_after(2, 5),
        say.standings_after(5, 5),
        say.round_head(3),
        say.bye_cell().to_string(),
        say.standings_key().to_string(),
        say.standings_line(1, "Ana", "3½", "12", "9.25"),
        say.arena_title(7, "futbol"),
        say.arena_games(12),
        say.games_head().to_string(),
        say.arena_key().to_string(),
        say.arena_line(1, "Ana", 12, 5, true),
        say.arena_line(2, "Beto", 8, 5, false),
    ];
    let words = say.tournament_page();
    out.extend(
        [
            words.create_title,
            words.create,
            words.players,
            words.your_game,
            words.start,
            words.withdraw,
        ]
        .map(String::from),
    );
    out.extend(words.fields.map(String::from));
    out.extend(say.standings_heads().map(String::from));
    out
}
