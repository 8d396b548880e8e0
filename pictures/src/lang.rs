//! The languages, and the few words a picture needs in each (the header's
//! sides, counts, goals and results, a clock): the bot's catalogue
//! (`futbol-bot`'s `i18n`) says everything else.

use futbol_rules::Team;
use std::str::FromStr;

/// A language the bot speaks.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Spanish, the default.
    #[default]
    Es,
    /// English.
    En,
    /// Arabic (Modern Standard), written right to left.
    Ar,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language, so tests and menus can walk them all.
    pub const ALL: [Lang; 4] = [Lang::Es, Lang::En, Lang::Ar, Lang::Ru];

    /// Its code as players type it (`es`, `en`, `ar`, `ru`).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
            Lang::Ar => "ar",
            Lang::Ru => "ru",
        }
    }

    /// Whether the language is written right to left: the picture header
    /// and the web page lay out right-to-left for Arabic.
    pub const fn rtl(self) -> bool {
        matches!(self, Lang::Ar)
    }

    /// The side's name: "Blancas" / "White".
    pub const fn team(self, team: Team) -> &'static str {
        match (self, team) {
            (Lang::Es, Team::White) => "Blancas",
            (Lang::Es, Team::Black) => "Negras",
            (Lang::En, Team::White) => "White",
            (Lang::En, Team::Black) => "Black",
            (Lang::Ar, Team::White) => "الأبيض",
            (Lang::Ar, Team::Black) => "الأسود",
            (Lang::Ru, Team::White) => "Белые",
            (Lang::Ru, Team::Black) => "Чёрные",
        }
    }

    /// "Juegan Blancas" / "White to move".
    pub fn to_move(self, team: Team) -> String {
        let team = self.team(team);
        match self {
            Lang::Es => format!("Juegan {team}"),
            Lang::En => format!("{team} to move"),
            Lang::Ar => format!("دور {team}"),
            Lang::Ru => format!("Ходят {team}"),
        }
    }

    /// "Colocan Blancas (5 por colocar)" / "White places (5 left)".
    pub fn to_place(self, team: Team, left: usize) -> String {
        let team = self.team(team);
        match self {
            Lang::Es => format!("Colocan {team} ({left} por colocar)"),
            Lang::En => format!("{team} places ({left} left)"),
            Lang::Ar => format!("يضع {team} (بقي {left})"),
            Lang::Ru => format!("Расставляют {team} (осталось {left})"),
        }
    }

    /// "jugada 12/160" / "action 12/160".
    pub fn count(self, done: u16, limit: u16) -> String {
        match self {
            Lang::Es => format!("jugada {done}/{limit}"),
            Lang::En => format!("action {done}/{limit}"),
            Lang::Ar => format!("الحركة {done}/{limit}"),
            Lang::Ru => format!("действие {done}/{limit}"),
        }
    }

    /// "turno 12/200" / "turn 12/200" (`boyer` counts whole turns).
    pub fn turn_count(self, done: u16, limit: u16) -> String {
        match self {
            Lang::Es => format!("turno {done}/{limit}"),
            Lang::En => format!("turn {done}/{limit}"),
            Lang::Ar => format!("الدور {done}/{limit}"),
            Lang::Ru => format!("ход {done}/{limit}"),
        }
    }

    /// "parte 2" / "half 2".
    pub fn half(self, half: u8) -> String {
        match self {
            Lang::Es => format!("parte {half}"),
            Lang::En => format!("half {half}"),
            Lang::Ar => format!("الشوط {half}"),
            Lang::Ru => format!("тайм {half}"),
        }
    }

    /// "¡GOL de Blancas!" / "GOAL for White!".
    pub fn goal(self, team: Team) -> String {
        let team = self.team(team);
        match self {
            Lang::Es => format!("¡GOL de {team}!"),
            Lang::En => format!("GOAL for {team}!"),
            Lang::Ar => format!("هدف! سجّل {team}"),
            Lang::Ru => format!("ГОЛ! Забили {team}"),
        }
    }

    /// "Fin: ganan Blancas" / "Game over: White wins".
    pub fn winner(self, team: Team) -> String {
        let team = self.team(team);
        match self {
            Lang::Es => format!("Fin: ganan {team}"),
            Lang::En => format!("Game over: {team} wins"),
            Lang::Ar => format!("النهاية: فاز {team}"),
            Lang::Ru => format!("Конец: победили {team}"),
        }
    }

    /// "quedan 23h de 1d" / "23h of 1d left": a timed game's clock (the
    /// units are the same in every language, as typed in commands).
    pub fn clock(self, left: u64, per_move: u64) -> String {
        let (left, per_move) = (duration(left), duration(per_move));
        match self {
            Lang::Es => format!("quedan {left} de {per_move}"),
            Lang::En => format!("{left} of {per_move} left"),
            Lang::Ar => format!("بقي {left} من {per_move}"),
            Lang::Ru => format!("осталось {left} из {per_move}"),
        }
    }

    /// "Fin: tablas" / "Game over: draw".
    pub const fn draw(self) -> &'static str {
        match self {
            Lang::Es => "Fin: tablas",
            Lang::En => "Game over: draw",
            Lang::Ar => "النهاية: تعادل",
            Lang::Ru => "Конец: ничья",
        }
    }
}

/// Text that names no language the bot speaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?} (es, en, ar, ru)")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    /// `es`, `en`, `ar` or `ru`, in either case.
    fn from_str(text: &str) -> Result<Lang, UnknownLang> {
        match text.trim().to_ascii_lowercase().as_str() {
            "es" => Ok(Lang::Es),
            "en" => Ok(Lang::En),
            "ar" => Ok(Lang::Ar),
            "ru" => Ok(Lang::Ru),
            _ => Err(UnknownLang(text.to_string())),
        }
    }
}

/// `90` → `1m30s`: a duration in its two largest units, the same in
/// every language.
pub fn duration(seconds: u64) -> String {
    let units = [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")];
    let mut left = seconds;
    let mut out = String::new();
    let mut used = 0;
    for (size, unit) in units {
        if left >= size && used < 2 {
            out.push_str(&format!("{}{unit}", left / size));
            left %= size;
            used += 1;
        } else if used > 0 {
            used = 2;
        }
    }
    if out.is_empty() { "0s".into() } else { out }
}
