//! What the host says while it runs a tournament: registration, the
//! organiser's steps, each round's pairings, the boards' first lines and
//! every refusal, in every language. Names are already safe to echo.

use crate::engine::{Team, Variant};
use crate::host::message::MENTION;
use crate::host::tournament::Format;
use crate::i18n::Say;
use crate::i18n::{Lang, duration};

impl Say {
    /// A tournament's format in words: `suizo, 5 rondas`, `arena, 60 min`.
    pub fn format_words(self, format: Format) -> String {
        match (self.0, format) {
            (Lang::Es, Format::Swiss { rounds }) => format!("suizo, {rounds} rondas"),
            (Lang::En, Format::Swiss { rounds }) => format!("Swiss, {rounds} rounds"),
            (Lang::Ar, Format::Swiss { rounds }) => format!("سويسري، {rounds} جولات"),
            (Lang::Ru, Format::Swiss { rounds }) => format!("швейцарка, туров: {rounds}"),
            (Lang::Es | Lang::En, Format::Arena { minutes }) => format!("arena, {minutes} min"),
            (Lang::Ar, Format::Arena { minutes }) => format!("أرينا، {minutes} دقيقة"),
            (Lang::Ru, Format::Arena { minutes }) => format!("арена, {minutes} мин"),
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
        match self.0 {
            Lang::Es => format!(
                "🏆 Torneo {id} ({game}, {how}, {time} por jugada): inscripción abierta. Únete con el botón o `torneo unirse {id}`. {organiser} lo empieza con `torneo empezar {id}`."
            ),
            Lang::En => format!(
                "🏆 Tournament {id} ({game}, {how}, {time} a move): registration is open. Join with the button or `tournament join {id}`. {organiser} starts it with `tournament start {id}`."
            ),
            Lang::Ar => format!(
                "🏆 البطولة {id} ({game}، {how}، {time} لكل نقلة): التسجيل مفتوح. انضم بالزر أو `tournament join {id}`. يبدؤها {organiser} بـ `tournament start {id}`."
            ),
            Lang::Ru => format!(
                "🏆 Турнир {id} ({game}, {how}, {time} на ход): регистрация открыта. Вступай кнопкой или `tournament join {id}`. {organiser} начнёт его командой `tournament start {id}`."
            ),
        }
    }

    /// A tournament without a clock is refused: a game nobody plays would
    /// hold up its round for ever.
    pub fn tournament_needs_clock(self) -> String {
        match self.0 {
            Lang::Es => {
                "Un torneo necesita reloj: elige un tiempo por jugada, como `torneo crear 1d`."
                    .into()
            }
            Lang::En => {
                "A tournament needs a clock: choose a time a move, like `tournament create 1d`."
                    .into()
            }
            Lang::Ar => {
                "البطولة تحتاج إلى ساعة: اختر وقتًا لكل نقلة، مثل `tournament create 1d`.".into()
            }
            Lang::Ru => {
                "Турниру нужны часы: выбери время на ход, например `tournament create 1d`.".into()
            }
        }
    }

    /// Only the community's admins may organise.
    pub fn may_not_organise(self) -> String {
        match self.0 {
            Lang::Es => "Solo los administradores del servidor pueden organizar torneos aquí (con `ajustes torneos si`, cualquiera).".into(),
            Lang::En => "Only the server's admins may organise tournaments here (with `config tournaments on`, anyone may).".into(),
            Lang::Ar => "لا ينظّم البطولات هنا إلا مشرفو الخادم (مع `config tournaments on` يستطيع الجميع).".into(),
            Lang::Ru => "Проводить турниры здесь могут только администраторы сервера (после `config tournaments on` — все).".into(),
        }
    }

    /// The organiser holds as many registrations open as one may.
    pub fn too_many_tournaments(self, most: usize) -> String {
        match self.0 {
            Lang::Es => format!(
                "Ya tienes {most} torneos con la inscripción abierta, el máximo: empieza uno antes."
            ),
            Lang::En => format!(
                "You already have {most} tournaments taking entrants, the most allowed: start one first."
            ),
            Lang::Ar => {
                format!("لديك بالفعل {most} بطولات مفتوحة للتسجيل، وهو الحد الأقصى: ابدأ واحدة أولًا.")
            }
            Lang::Ru => format!(
                "У тебя уже {most} турнира с открытой регистрацией — это предел: сначала начни один."
            ),
        }
    }

    /// No such tournament here (`None`: none open in this channel).
    pub fn tournament_unknown(self, id: Option<u64>) -> String {
        match (self.0, id) {
            (Lang::Es, Some(id)) => format!("No hay ningún torneo {id} aquí."),
            (Lang::Es, None) => "No hay ningún torneo abierto en este canal: di su número, como `torneo ver 3`.".into(),
            (Lang::En, Some(id)) => format!("There is no tournament {id} here."),
            (Lang::En, None) => "No tournament is open in this channel: give its number, like `tournament show 3`.".into(),
            (Lang::Ar, Some(id)) => format!("لا توجد بطولة {id} هنا."),
            (Lang::Ar, None) => "لا توجد بطولة مفتوحة في هذه القناة: اذكر رقمها، مثل `tournament show 3`.".into(),
            (Lang::Ru, Some(id)) => format!("Турнира {id} здесь нет."),
            (Lang::Ru, None) => "В этом канале нет открытого турнира: назови его номер, например `tournament show 3`.".into(),
        }
    }

    /// Someone registered.
    pub fn tournament_joined(self, name: &str, id: u64, count: usize) -> String {
        match self.0 {
            Lang::Es => format!("{name} se inscribe en el torneo {id} ({count} jugadores)."),
            Lang::En => format!("{name} joins tournament {id} ({count} players)."),
            Lang::Ar => format!("{name} ينضم إلى البطولة {id} ({count} لاعبين)."),
            Lang::Ru => format!("{name} вступает в турнир {id} (игроков: {count})."),
        }
    }

    /// Registered already.
    pub fn tournament_already_in(self, id: u64) -> String {
        match self.0 {
            Lang::Es => format!("Ya estás inscrito en el torneo {id}."),
            Lang::En => format!("You are in tournament {id} already."),
            Lang::Ar => format!("أنت مسجّل في البطولة {id} بالفعل."),
            Lang::Ru => format!("Ты уже в турнире {id}."),
        }
    }

    /// Full: the bound of players.
    pub fn tournament_full(self, id: u64, most: usize) -> String {
        match self.0 {
            Lang::Es => format!("El torneo {id} está lleno: admite {most} jugadores como mucho."),
            Lang::En => format!("Tournament {id} is full: it takes at most {most} players."),
            Lang::Ar => format!("البطولة {id} ممتلئة: تتسع لـ {most} لاعبًا على الأكثر."),
            Lang::Ru => format!("Турнир {id} заполнен: в нём не больше {most} игроков."),
        }
    }

    /// A Swiss that has started (or any tournament that is over) takes no
    /// one new.
    pub fn tournament_closed(self, id: u64) -> String {
        match self.0 {
            Lang::Es => format!("La inscripción del torneo {id} está cerrada."),
            Lang::En => format!("Registration for tournament {id} is closed."),
            Lang::Ar => format!("التسجيل في البطولة {id} مغلق."),
            Lang::Ru => format!("Регистрация в турнир {id} закрыта."),
        }
    }

    /// Only its organiser (or an admin) starts it.
    pub fn tournament_not_organiser(self, id: u64) -> String {
        match self.0 {
            Lang::Es => {
                format!("Solo quien organiza el torneo {id} (o un administrador) puede empezarlo.")
            }
            Lang::En => {
                format!("Only the organiser of tournament {id} (or an admin) can start it.")
            }
            Lang::Ar => format!("لا يبدأ البطولة {id} إلا منظّمها (أو مشرف)."),
            Lang::Ru => {
                format!("Начать турнир {id} может только его организатор (или администратор).")
            }
        }
    }

    /// It has started already.
    pub fn tournament_started_already(self, id: u64) -> String {
        match self.0 {
            Lang::Es => format!("El torneo {id} ya ha empezado."),
            Lang::En => format!("Tournament {id} has started already."),
            Lang::Ar => format!("بدأت البطولة {id} بالفعل."),
            Lang::Ru => format!("Турнир {id} уже начался."),
        }
    }

    /// Too few players to start.
    pub fn tournament_too_few(self, id: u64) -> String {
        match self.0 {
            Lang::Es => format!("El torneo {id} necesita al menos 2 jugadores para empezar."),
            Lang::En => format!("Tournament {id} needs at least 2 players to start."),
            Lang::Ar => format!("تحتاج البطولة {id} إلى لاعبَين على الأقل لتبدأ."),
            Lang::Ru => format!("Для начала турнира {id} нужно хотя бы 2 игрока."),
        }
    }

    /// It starts now.
    pub fn tournament_starts(self, id: u64, players: usize, format: Format) -> String {
        let how = self.format_words(format);
        match self.0 {
            Lang::Es => format!("🏁 Empieza el torneo {id}: {players} jugadores, {how}."),
            Lang::En => format!("🏁 Tournament {id} starts: {players} players, {how}."),
            Lang::Ar => format!("🏁 تبدأ البطولة {id}: {players} لاعبين، {how}."),
            Lang::Ru => format!("🏁 Турнир {id} начинается: игроков {players}, {how}."),
        }
    }

    /// Someone withdrew; a game of theirs still running still counts.
    pub fn tournament_withdrew(self, name: &str, id: u64, playing: Option<&str>) -> String {
        let base = match self.0 {
            Lang::Es => format!("{name} se retira del torneo {id}: no se le empareja más."),
            Lang::En => format!("{name} withdraws from tournament {id}: no more pairings."),
            Lang::Ar => format!("{name} ينسحب من البطولة {id}: لن يُقرن بعد الآن."),
            Lang::Ru => format!("{name} выходит из турнира {id}: новых пар не будет."),
        };
        let Some(code) = playing else { return base };
        match self.0 {
            Lang::Es => {
                format!("{base} Su partida de la sala {code} sigue contando: juégala o ríndete.")
            }
            Lang::En => {
                format!("{base} Their game in room {code} still counts: play it or resign.")
            }
            Lang::Ar => format!("{base} مباراته في الغرفة {code} ما زالت تُحتسب: العبها أو استسلم."),
            Lang::Ru => {
                format!("{base} Партия в комнате {code} ещё считается: доиграй или сдайся.")
            }
        }
    }

    /// Not registered.
    pub fn tournament_not_in(self, id: u64) -> String {
        match self.0 {
            Lang::Es => format!("No estás inscrito en el torneo {id}."),
            Lang::En => format!("You are not in tournament {id}."),
            Lang::Ar => format!("لست مسجّلًا في البطولة {id}."),
            Lang::Ru => format!("Тебя нет в турнире {id}."),
        }
    }

    /// Before it starts: who is registered (`names`, the first of
    /// `total`).
    pub fn tournament_registered(self, id: u64, names: &[String], total: usize) -> String {
        let mut list = names.join(", ");
        if total > names.len() {
            list.push_str(&format!(" +{}", total - names.len()));
        }
        match self.0 {
            Lang::Es => format!("Torneo {id}, inscripción abierta ({total}): {list}"),
            Lang::En => format!("Tournament {id}, registration open ({total}): {list}"),
            Lang::Ar => format!("البطولة {id}، التسجيل مفتوح ({total}): {list}"),
            Lang::Ru => format!("Турнир {id}, регистрация открыта ({total}): {list}"),
        }
    }

    /// A Swiss round's pairings, heading.
    pub fn round_paired(self, id: u64, round: usize, rounds: usize) -> String {
        match self.0 {
            Lang::Es => format!("Torneo {id} · ronda {round} de {rounds}:"),
            Lang::En => format!("Tournament {id} · round {round} of {rounds}:"),
            Lang::Ar => format!("البطولة {id} · الجولة {round} من {rounds}:"),
            Lang::Ru => format!("Турнир {id} · тур {round} из {rounds}:"),
        }
    }

    /// An arena's new games, heading.
    pub fn arena_paired(self, id: u64) -> String {
        match self.0 {
            Lang::Es => format!("Arena {id} · nuevas partidas:"),
            Lang::En => format!("Arena {id} · new games:"),
            Lang::Ar => format!("الأرينا {id} · مباريات جديدة:"),
            Lang::Ru => format!("Арена {id} · новые партии:"),
        }
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
        let place = match link {
            Some(link) => format!("{code} <{link}>"),
            None => code.to_string(),
        };
        let room = match self.0 {
            Lang::Es => "sala",
            Lang::En => "room",
            Lang::Ar => "الغرفة",
            Lang::Ru => "комната",
        };
        format!("{board}. {white} – {black} · {room} {place}")
    }

    /// The boards a round's list left out.
    pub fn more_boards(self, more: usize, id: u64) -> String {
        match self.0 {
            Lang::Es => format!("… y {more} mesas más (`torneo ver {id}`)"),
            Lang::En => format!("… and {more} more boards (`tournament show {id}`)"),
            Lang::Ar => format!("… و{more} طاولات أخرى (`tournament show {id}`)"),
            Lang::Ru => format!("… и ещё досок: {more} (`tournament show {id}`)"),
        }
    }

    /// The bye of the round.
    pub fn bye_line(self, name: &str) -> String {
        match self.0 {
            Lang::Es => format!("Descansa: {name} (1 punto)"),
            Lang::En => format!("Bye: {name} (1 point)"),
            Lang::Ar => format!("راحة: {name} (نقطة واحدة)"),
            Lang::Ru => format!("Свободен: {name} (1 очко)"),
        }
    }

    /// A board's first line in its room.
    pub fn tournament_board(self, id: u64, round: &str, white: &str, black: &str) -> String {
        match self.0 {
            Lang::Es => format!(
                "Torneo {id}, ronda {round}: {white} (blancas) contra {black} (negras). Sin revancha: la sala se cierra al acabar."
            ),
            Lang::En => format!(
                "Tournament {id}, round {round}: {white} (white) against {black} (black). No rematch: the room closes when it ends."
            ),
            Lang::Ar => format!(
                "البطولة {id}، الجولة {round}: {white} (أبيض) ضد {black} (أسود). لا إعادة: تُغلق الغرفة عند النهاية."
            ),
            Lang::Ru => format!(
                "Турнир {id}, тур {round}: {white} (белые) против {black} (чёрные). Без реванша: комната закроется после партии."
            ),
        }
    }

    /// The line that pings a board's player who does not move first.
    pub fn tournament_you_play(self, team: Team) -> String {
        let side = self.team(team);
        match self.0 {
            Lang::Es => format!("{MENTION}, tu partida del torneo es aquí: juegas con {side}."),
            Lang::En => format!("{MENTION}, your tournament game is here: you play {side}."),
            Lang::Ar => format!("{MENTION}، مباراتك في البطولة هنا: تلعب بـ{side}."),
            Lang::Ru => format!("{MENTION}, твоя турнирная партия здесь: ты играешь за {side}."),
        }
    }

    /// The end, under the final standings.
    pub fn tournament_over(self, id: u64) -> String {
        match self.0 {
            Lang::Es => format!(
                "🏆 El torneo {id} ha terminado. Su clasificación y sus partidas: `torneo ver {id}`."
            ),
            Lang::En => format!(
                "🏆 Tournament {id} is over. Its standings and games: `tournament show {id}`."
            ),
            Lang::Ar => {
                format!("🏆 انتهت البطولة {id}. ترتيبها ومبارياتها: `tournament show {id}`.")
            }
            Lang::Ru => {
                format!("🏆 Турнир {id} окончен. Таблица и партии: `tournament show {id}`.")
            }
        }
    }

    /// The games of a tournament, by archive number, for `torneo ver`.
    pub fn tournament_games(self, games: &[u64]) -> String {
        let list: Vec<String> = games.iter().map(|g| format!("#{g}")).collect();
        let list = list.join(" ");
        match self.0 {
            Lang::Es => format!("Partidas (`partida N`): {list}"),
            Lang::En => format!("Games (`game N`): {list}"),
            Lang::Ar => format!("المباريات (`game N`): {list}"),
            Lang::Ru => format!("Партии (`game N`): {list}"),
        }
    }
}

/// Every text of this file in `lang`, for the catalogue test.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    let say = Say(lang);
    let swiss = Format::Swiss { rounds: 5 };
    let arena = Format::Arena { minutes: 60 };
    vec![
        say.format_words(swiss),
        say.format_words(arena),
        say.tournament_created(3, Variant::Futbol, swiss, 86_400, "Ana"),
        say.tournament_needs_clock(),
        say.may_not_organise(),
        say.too_many_tournaments(3),
        say.tournament_unknown(Some(3)),
        say.tournament_unknown(None),
        say.tournament_joined("Ana", 3, 4),
        say.tournament_already_in(3),
        say.tournament_full(3, 256),
        say.tournament_closed(3),
        say.tournament_not_organiser(3),
        say.tournament_started_already(3),
        say.tournament_too_few(3),
        say.tournament_starts(3, 9, swiss),
        say.tournament_withdrew("Ana", 3, None),
        say.tournament_withdrew("Ana", 3, Some("ACDE")),
        say.tournament_not_in(3),
        say.tournament_registered(3, &["Ana".into(), "Beto".into()], 2),
        say.tournament_registered(3, &["Ana".into()], 40),
        say.round_paired(3, 2, 5),
        say.arena_paired(3),
        say.board_line(1, "Ana", "Beto", "ACDE", Some("http://127.0.0.1/r/ACDE")),
        say.board_line(1, "Ana", "Beto", "ACDE", None),
        say.bye_line("Ana"),
        say.more_boards(40, 3),
        say.tournament_board(3, "2/5", "Ana", "Beto"),
        say.tournament_you_play(Team::Black),
        say.tournament_over(3),
        say.tournament_games(&[1, 2]),
    ]
}
