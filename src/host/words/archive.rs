//! What the host says about codes and the archive: a full bot, a closed
//! room's old code, `historial` and `partida ID`, in every language.

use crate::i18n::Lang;
use crate::i18n::Say;
use crate::store::{ArchivedGame, HowEnded};

impl Say {
    /// No room code is free.
    pub fn bot_full(self) -> String {
        match self.0 {
            Lang::Es => "El bot está lleno: no queda ningún código de sala libre. Prueba dentro de un rato, cuando se cierren salas.".into(),
            Lang::En => "The bot is full: no room code is free. Try again in a while, once rooms close.".into(),
            Lang::Ar => "البوت ممتلئ: لا يوجد رمز غرفة متاح. حاول بعد قليل، عندما تُغلق بعض الغرف.".into(),
            Lang::Ru => "Бот переполнен: свободных кодов комнат не осталось. Попробуй чуть позже, когда часть комнат закроется.".into(),
        }
    }

    /// A code whose room closed recently.
    pub fn room_closed(self, code: &str, games: &[u64]) -> String {
        let ids = games
            .iter()
            .map(|id| format!("#{id}"))
            .collect::<Vec<_>>()
            .join(", ");
        match (self.0, games.first()) {
            (Lang::Es, Some(first)) => format!(
                "La sala {code} se cerró. Sus partidas: {ids} (míralas con `partida {first}` o `historial`)."
            ),
            (Lang::Es, None) => format!("La sala {code} se cerró sin partidas terminadas."),
            (Lang::En, Some(first)) => format!(
                "Room {code} has closed. Its games: {ids} (see them with `game {first}` or `history`)."
            ),
            (Lang::En, None) => format!("Room {code} has closed without finished games."),
            (Lang::Ar, Some(first)) => format!(
                "أُغلقت الغرفة {code}. مبارياتها: {ids} (لعرضها: `game {first}` أو `history`)."
            ),
            (Lang::Ar, None) => format!("أُغلقت الغرفة {code} دون مباريات منتهية."),
            (Lang::Ru, Some(first)) => format!(
                "Комната {code} закрыта. Её партии: {ids} (смотри их командой `game {first}` или `history`)."
            ),
            (Lang::Ru, None) => format!("Комната {code} закрыта, завершённых партий в ней нет."),
        }
    }

    /// How a game ended, in words (empty when its rules ended it).
    fn ending(self, ending: HowEnded) -> &'static str {
        match self.0 {
            Lang::Es => match ending {
                HowEnded::Resigned => "abandono",
                HowEnded::Agreed => "tablas de mutuo acuerdo",
                HowEnded::Expired => "inactividad",
                HowEnded::Timeout => "tiempo",
                HowEnded::Aborted => "anulada",
                HowEnded::Rules | HowEnded::Unknown => "",
            },
            Lang::En => match ending {
                HowEnded::Resigned => "resignation",
                HowEnded::Agreed => "agreed draw",
                HowEnded::Expired => "idle",
                HowEnded::Timeout => "time",
                HowEnded::Aborted => "aborted",
                HowEnded::Rules | HowEnded::Unknown => "",
            },
            Lang::Ar => match ending {
                HowEnded::Resigned => "استسلام",
                HowEnded::Agreed => "تعادل بالاتفاق",
                HowEnded::Expired => "عدم النشاط",
                HowEnded::Timeout => "انتهاء الوقت",
                HowEnded::Aborted => "ملغاة",
                HowEnded::Rules | HowEnded::Unknown => "",
            },
            Lang::Ru => match ending {
                HowEnded::Resigned => "сдача",
                HowEnded::Agreed => "ничья по соглашению",
                HowEnded::Expired => "бездействие",
                HowEnded::Timeout => "по времени",
                HowEnded::Aborted => "отменена",
                HowEnded::Rules | HowEnded::Unknown => "",
            },
        }
    }

    /// One line of a game list.
    pub fn game_line(self, game: &ArchivedGame) -> String {
        let how = self.ending(game.ending);
        let how = if how.is_empty() {
            String::new()
        } else {
            format!(", {how}")
        };
        let date = crate::host::message::utc(game.ended);
        let date = date.split(' ').next().unwrap_or_default();
        format!(
            "#{} · {} · {} {}–{} {} ({}{how}) · {date}",
            game.id,
            game.variant,
            game.white.name,
            game.score[0],
            game.score[1],
            game.black.name,
            game.result.as_str(),
        )
    }

    /// `historial`: the channel's last games and the player's own.
    pub fn history(self, channel: &[ArchivedGame], mine: &[ArchivedGame]) -> String {
        let none = match self.0 {
            Lang::Es => "ninguna",
            Lang::En => "none",
            Lang::Ar => "لا شيء",
            Lang::Ru => "нет",
        };
        let list = |games: &[ArchivedGame]| match games.is_empty() {
            true => format!("  {none}"),
            false => games
                .iter()
                .map(|g| format!("  {}", self.game_line(g)))
                .collect::<Vec<_>>()
                .join("\n"),
        };
        let (here, yours, see) = match self.0 {
            Lang::Es => (
                "Últimas partidas de este canal:",
                "Tus últimas partidas:",
                "Ver una: `partida ID`.",
            ),
            Lang::En => (
                "Last games in this channel:",
                "Your last games:",
                "See one: `game ID`.",
            ),
            Lang::Ar => (
                "آخر مباريات هذه القناة:",
                "آخر مبارياتك:",
                "لعرض واحدة: `game ID`.",
            ),
            Lang::Ru => (
                "Последние партии этого канала:",
                "Твои последние партии:",
                "Посмотреть одну: `game ID`.",
            ),
        };
        format!("{here}\n{}\n{yours}\n{}\n{see}", list(channel), list(mine))
    }

    /// `partida ID`: one archived game and its record (none when the
    /// record is too long to show and only goes as a file).
    pub fn archived_game(self, game: &ArchivedGame, record: &str) -> String {
        match record.is_empty() {
            true => self.game_line(game),
            false => format!("{}\n{record}", self.game_line(game)),
        }
    }

    /// `partida ID` for an id the archive does not have.
    pub fn no_such_game(self, id: &str) -> String {
        match self.0 {
            Lang::Es => format!("No hay ninguna partida archivada con el número «{id}»."),
            Lang::En => format!("There is no archived game number “{id}”."),
            Lang::Ar => format!("لا توجد مباراة مؤرشفة بالرقم «{id}»."),
            Lang::Ru => format!("В архиве нет партии с номером «{id}»."),
        }
    }

    /// `partida` in a room whose current game has actions: its record is
    /// the file that comes with this line.
    pub fn current_record(self, code: &str, actions: usize) -> String {
        match self.0 {
            Lang::Es => format!(
                "El registro de la partida en curso en la sala {code} (jugadas: {actions}), en el archivo adjunto."
            ),
            Lang::En => format!(
                "The record of the game going on in room {code} (actions: {actions}), in the attached file."
            ),
            Lang::Ar => format!(
                "سجل المباراة الجارية في الغرفة {code} (عدد الحركات: {actions}) في الملف المرفق."
            ),
            Lang::Ru => format!(
                "Запись текущей партии в комнате {code} (ходов: {actions}) — в приложенном файле."
            ),
        }
    }

    /// `partida` where no game has been played yet.
    pub fn no_game_yet(self) -> String {
        match self.0 {
            Lang::Es => "Todavía no hay ninguna partida jugada aquí. Crea una con `crear`.".into(),
            Lang::En => "No game has been played here yet. Start one with `create`.".into(),
            Lang::Ar => "لم تُلعب أي مباراة هنا بعد. أنشئ واحدة بالأمر `create`.".into(),
            Lang::Ru => "Здесь ещё не сыграно ни одной партии. Начни с `create`.".into(),
        }
    }

    /// After a game ends, when the bot draws no pictures: its record
    /// follows as a file.
    pub fn record_posted(self, id: u64) -> String {
        match self.0 {
            Lang::Es => format!("Partida #{id}: el registro (`partida {id}` lo vuelve a mostrar)."),
            Lang::En => format!("Game #{id}: the record (`game {id}` shows it again)."),
            Lang::Ar => format!("المباراة #{id}: السجل (`game {id}` يعيد عرضه)."),
            Lang::Ru => format!("Партия #{id}: запись (`game {id}` покажет её снова)."),
        }
    }

    /// After a game ends: its replay and its record follow as files.
    pub fn replay_posted(self, id: u64) -> String {
        match self.0 {
            Lang::Es => format!(
                "Partida #{id}: la repetición animada y el registro (`partida {id}` lo vuelve a mostrar)."
            ),
            Lang::En => format!(
                "Game #{id}: the animated replay and the record (`game {id}` shows it again)."
            ),
            Lang::Ar => {
                format!("المباراة #{id}: إعادة العرض المتحركة والسجل (`game {id}` يعيد عرض السجل).")
            }
            Lang::Ru => format!(
                "Партия #{id}: анимированный повтор и запись (`game {id}` покажет её снова)."
            ),
        }
    }
}

/// Every text of this file in `lang`, each method called with sample arguments (every branch: each enum value, Some/None, each match arm), so the catalogue test can check that each exists in every language.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    use crate::store::{ArchivedPlayer, GameResult};
    /// A finished game that ended the way `ending` says.
    fn game(id: u64, ending: HowEnded, result: GameResult, score: [u8; 2]) -> ArchivedGame {
        let player = |key: &str, name: &str| ArchivedPlayer {
            id: key.into(),
            name: name.into(),
        };
        ArchivedGame {
            id,
            code: "ABCD".into(),
            platform: crate::ids::Platform::Web,
            channel: "web:lobby".into(),
            variant: crate::engine::Variant::Futbol,
            start: String::new(),
            white: player("web:ana", "Ana"),
            black: player("web:bob", "Bob"),
            started: 1_767_225_600,
            ended: 1_767_229_200,
            result,
            ending,
            score,
            actions: Vec::new(),
            community: None,
            rated: false,
        }
    }
    let say = Say(lang);
    // Each ending that has words (one by the rules adds none to a line, so
    // it is shown inside `history`, which has words of its own).
    let worded = [
        game(1, HowEnded::Resigned, GameResult::WhiteWins, [1, 0]),
        game(2, HowEnded::Agreed, GameResult::Draw, [0, 0]),
        game(3, HowEnded::Expired, GameResult::BlackWins, [0, 0]),
        game(4, HowEnded::Timeout, GameResult::WhiteWins, [2, 1]),
        game(5, HowEnded::Aborted, GameResult::None, [0, 0]),
    ];
    let by_goals = game(6, HowEnded::Rules, GameResult::WhiteWins, [3, 1]);
    let by_score = game(7, HowEnded::Rules, GameResult::BlackWins, [1, 2]);
    let mut out = vec![
        say.bot_full(),
        say.room_closed("ABCD", &[12, 13]),
        say.room_closed("ABCD", &[]),
    ];
    out.extend(worded.iter().map(|g| say.game_line(g)));
    out.extend([
        say.history(&[by_goals.clone(), worded[0].clone()], &[]),
        say.history(&[], &[by_score]),
        say.history(&[by_goals], &worded),
        say.archived_game(&worded[0], "futbol\n1. e2>e4"),
        say.no_such_game("99"),
        say.current_record("ABCD", 23),
        say.no_game_yet(),
        say.replay_posted(12),
        say.record_posted(12),
    ]);
    out
}
