//! What the host says about ratings: rated or casual, each player's change
//! at the end of a game, profiles and leaderboards, in every language.

use super::Lang;
use super::host::Say;
use crate::rating::Score;

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

impl Say {
    /// A room's games count for the ratings or not (in its announcement
    /// and header).
    pub fn rated_word(self, rated: bool) -> &'static str {
        match (self.0, rated) {
            (Lang::Es, true) => "puntuada",
            (Lang::Es, false) => "casual (sin puntos)",
            (Lang::En, true) => "rated",
            (Lang::En, false) => "casual (unrated)",
            (Lang::Ar, true) => "محتسبة في التصنيف",
            (Lang::Ar, false) => "ودية (غير محتسبة)",
            (Lang::Ru, true) => "на рейтинг",
            (Lang::Ru, false) => "без рейтинга",
        }
    }

    /// Both players' changes at the end of a rated game:
    /// `Ana 1500? → 1689 (+189)`.
    pub fn rating_changes(self, changes: &[Change]) -> String {
        let each: Vec<String> = changes
            .iter()
            .map(|(name, before, after, diff)| {
                let sign = if *diff >= 0 { "+" } else { "−" };
                format!("{name} {before} → {after} ({sign}{})", diff.abs())
            })
            .collect();
        let head = match self.0 {
            Lang::Es => "Puntuación",
            Lang::En => "Ratings",
            Lang::Ar => "التصنيف",
            Lang::Ru => "Рейтинг",
        };
        format!("{head}: {}.", each.join(", "))
    }

    /// A profile's first line.
    pub fn profile_title(self, name: &str) -> String {
        match self.0 {
            Lang::Es => format!("Perfil de {name}"),
            Lang::En => format!("{name}'s profile"),
            Lang::Ar => format!("ملف {name}"),
            Lang::Ru => format!("Профиль: {name}"),
        }
    }

    /// What a profile's chart shows.
    pub fn chart_subtitle(self) -> &'static str {
        match self.0 {
            Lang::Es => "Puntuación en las últimas 100 partidas puntuadas",
            Lang::En => "Rating over the last 100 rated games",
            Lang::Ar => "التصنيف في آخر 100 مباراة محتسبة",
            Lang::Ru => "Рейтинг за последние 100 партий на рейтинг",
        }
    }

    /// A player without any rated game.
    pub fn no_rated_games(self, name: &str) -> String {
        match self.0 {
            Lang::Es => format!("{name} no tiene partidas puntuadas todavía."),
            Lang::En => format!("{name} has no rated games yet."),
            Lang::Ar => format!("لا توجد مباريات محتسبة لـ {name} بعد."),
            Lang::Ru => format!("У {name} пока нет партий на рейтинг."),
        }
    }

    /// One game's line of a profile.
    pub fn profile_line(self, line: &ProfileLine) -> String {
        let [w, d, l] = line.counts;
        let letter = |score: Score| match (self.0, score) {
            (Lang::Es, Score::Win) => "G",
            (Lang::Es, Score::Draw) => "T",
            (Lang::Es, Score::Loss) => "P",
            (Lang::En, Score::Win) => "W",
            (Lang::En, Score::Draw) => "D",
            (Lang::En, Score::Loss) => "L",
            (Lang::Ar, Score::Win) => "ف",
            (Lang::Ar, Score::Draw) => "ت",
            (Lang::Ar, Score::Loss) => "خ",
            (Lang::Ru, Score::Win) => "В",
            (Lang::Ru, Score::Draw) => "Н",
            (Lang::Ru, Score::Loss) => "П",
        };
        let last: Vec<String> = (line.last.iter())
            .map(|(score, name)| format!("{} {name}", letter(*score)))
            .collect();
        let last = last.join(", ");
        let (game, rating, games) = (line.game, &line.rating, w + d + l);
        // The current run as its count and result letter: `racha: 3G`.
        let streak = |word: &str| match line.streak {
            0 => String::new(),
            n if n > 0 => format!(" · {word}: {n}{}", letter(Score::Win)),
            n => format!(" · {word}: {}{}", -n, letter(Score::Loss)),
        };
        match self.0 {
            Lang::Es => {
                let streak = streak("racha");
                format!(
                    "**{game}** {rating} · {games} partidas: {w} G, {d} T, {l} P{streak} · últimas: {last}"
                )
            }
            Lang::En => {
                let streak = streak("streak");
                format!(
                    "**{game}** {rating} · {games} games: {w} W, {d} D, {l} L{streak} · last: {last}"
                )
            }
            Lang::Ar => {
                let streak = streak("سلسلة");
                format!(
                    "**{game}** {rating} · {games} مباراة: {w} ف، {d} ت، {l} خ{streak} · الأخيرة: {last}"
                )
            }
            Lang::Ru => {
                let streak = streak("серия");
                format!(
                    "**{game}** {rating} · {games} партий: {w} В, {d} Н, {l} П{streak} · последние: {last}"
                )
            }
        }
    }

    /// A leaderboard's first line.
    pub fn leaderboard_title(self, game: &str, global: bool) -> String {
        match (self.0, global) {
            (Lang::Es, false) => format!("Clasificación de {game} aquí"),
            (Lang::Es, true) => format!("Clasificación global de {game}"),
            (Lang::En, false) => format!("{game} leaderboard here"),
            (Lang::En, true) => format!("Global {game} leaderboard"),
            (Lang::Ar, false) => format!("ترتيب {game} هنا"),
            (Lang::Ar, true) => format!("الترتيب العام لـ {game}"),
            (Lang::Ru, false) => format!("Таблица {game} здесь"),
            (Lang::Ru, true) => format!("Общая таблица {game}"),
        }
    }

    /// One place of a leaderboard.
    pub fn leaderboard_place(self, place: u32, name: &str, rating: &str, games: u32) -> String {
        match self.0 {
            Lang::Es => format!("{place}. {name} {rating} ({games} partidas)"),
            Lang::En => format!("{place}. {name} {rating} ({games} games)"),
            Lang::Ar => format!("{place}. {name} {rating} ({games} مباراة)"),
            Lang::Ru => format!("{place}. {name} {rating} ({games} партий)"),
        }
    }

    /// Nobody is listed yet, and why.
    pub fn leaderboard_empty(self) -> &'static str {
        match self.0 {
            Lang::Es => {
                "Nadie está en la clasificación todavía: cuenta quien jugó una partida puntuada aquí en los últimos 90 días, jugó contra al menos 5 rivales distintos y tiene una puntuación asentada (sin ?)."
            }
            Lang::En => {
                "Nobody is listed yet: it lists players with a rated game here in the last 90 days, rated games against at least 5 different opponents and a settled rating (no ?)."
            }
            Lang::Ar => {
                "لا أحد في الترتيب بعد: يُدرج من لعب مباراة محتسبة هنا في آخر 90 يومًا، وواجه 5 خصوم مختلفين على الأقل، وتصنيفه مستقر (بلا ?)."
            }
            Lang::Ru => {
                "В таблице пока никого: в ней те, кто сыграл здесь партию на рейтинг за последние 90 дней, играл хотя бы с 5 разными соперниками и чей рейтинг устоялся (без ?)."
            }
        }
    }

    /// A game left casual: its two players already played `limit` rated
    /// games with each other in the last 24 hours.
    pub fn pair_spent(self, limit: usize) -> String {
        match self.0 {
            Lang::Es => format!(
                "Partida casual: ya habéis jugado {limit} partidas puntuadas entre vosotros en las últimas 24 horas, y solo cuentan {limit}."
            ),
            Lang::En => format!(
                "Casual game: you two have already played {limit} rated games with each other in the last 24 hours, and only {limit} count."
            ),
            Lang::Ar => format!(
                "مباراة ودية: لعبتما معًا {limit} مباريات محتسبة في آخر 24 ساعة، ولا يُحتسب أكثر من {limit}."
            ),
            Lang::Ru => format!(
                "Партия без рейтинга: вы уже сыграли друг с другом {limit} партии на рейтинг за последние 24 часа, а в зачёт идут только {limit}."
            ),
        }
    }

    /// Who the leaderboard lists: how many rated games a new player's
    /// rating needs to settle, and how many different opponents.
    pub fn listed_after(self, games: u32, opponents: usize) -> String {
        match self.0 {
            Lang::Es => format!(
                "Aparece quien jugó una partida puntuada aquí en los últimos 90 días, contra al menos {opponents} rivales distintos en total, y tiene una puntuación asentada (sin ?). Un jugador nuevo la asienta tras unas partidas puntuadas: {games}."
            ),
            Lang::En => format!(
                "It lists players with a rated game here in the last 90 days, rated games against at least {opponents} different opponents in all, and a settled rating (no ?). A new player's rating settles after about this many rated games: {games}."
            ),
            Lang::Ar => format!(
                "يُدرج من لعب مباراة محتسبة هنا في آخر 90 يومًا، ولعب مباريات محتسبة ضد {opponents} خصوم مختلفين على الأقل، وتصنيفه مستقر (بلا ?). يستقر تصنيف اللاعب الجديد بعد عدد تقريبي من المباريات المحتسبة: {games}."
            ),
            Lang::Ru => format!(
                "В таблице те, кто сыграл здесь партию на рейтинг за последние 90 дней, всего играл на рейтинг хотя бы с {opponents} разными соперниками и чей рейтинг устоялся (без ?). Рейтинг нового игрока устаивается примерно после стольких партий на рейтинг: {games}."
            ),
        }
    }

    /// The asker is not listed yet: about `games` more rated games, and
    /// `opponents` more different opponents.
    pub fn not_listed_yet(self, rating: &str, games: u32, opponents: usize) -> String {
        match self.0 {
            Lang::Es => format!(
                "Aún no apareces (tu puntuación: {rating}). Te faltan, más o menos, partidas puntuadas: {games}; rivales distintos: {opponents}."
            ),
            Lang::En => format!(
                "You are not listed yet (your rating: {rating}). Still to go, about: rated games {games}; different opponents {opponents}."
            ),
            Lang::Ar => format!(
                "لست مدرجًا بعد (تصنيفك: {rating}). المتبقي تقريبًا: مباريات محتسبة {games}؛ خصوم مختلفون {opponents}."
            ),
            Lang::Ru => format!(
                "Тебя пока нет в таблице (твой рейтинг: {rating}). Осталось примерно: партий на рейтинг {games}; разных соперников {opponents}."
            ),
        }
    }

    /// A player named in a way this platform does not know.
    pub fn unknown_player(self, written: &str) -> String {
        let written = super::plain(written, 40);
        match self.0 {
            Lang::Es => format!("No sé quién es «{written}»: menciona a un jugador (@alguien)."),
            Lang::En => format!("I don't know who “{written}” is: mention a player (@someone)."),
            Lang::Ar => format!("لا أعرف من هو «{written}»: اذكر لاعبًا (@someone)."),
            Lang::Ru => format!("Не знаю, кто такой «{written}»: упомяни игрока (@кто-то)."),
        }
    }
}

/// Every text of this file in `lang`, for the catalogue test.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    let say = Say(lang);
    let mut out = vec![
        say.rated_word(true).to_string(),
        say.rated_word(false).to_string(),
        say.rating_changes(&[
            ("Ana", "1500?".into(), "1689?".into(), 189),
            ("Beto", "1500?".into(), "1311?".into(), -189),
        ]),
        say.profile_title("Ana"),
        say.chart_subtitle().to_string(),
        say.no_rated_games("Ana"),
        say.leaderboard_title("futbol", false),
        say.leaderboard_title("futbol", true),
        say.leaderboard_place(1, "Ana", "1689", 12),
        say.leaderboard_empty().to_string(),
        say.unknown_player("x"),
    ];
    for streak in [0, 2, -3] {
        out.push(say.profile_line(&ProfileLine {
            game: "futbol",
            rating: "1689?".into(),
            counts: [2, 1, 0],
            streak,
            last: vec![
                (Score::Win, "Beto"),
                (Score::Draw, "Carla"),
                (Score::Loss, "Dani"),
            ],
        }));
    }
    out
}
