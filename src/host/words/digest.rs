//! The daily summary in words, and the answers to `avisos resumen` and
//! `zona`.

use crate::host::digest::DigestLine;
use crate::i18n::{Lang, Say, duration};

impl Say {
    /// The summary: the games where it is the reader's move.
    pub fn digest(self, lines: &[DigestLine]) -> String {
        let n = lines.len();
        let head = match (self.0, n) {
            (Lang::Es, 1) => "Resumen del día: te toca en 1 partida.".to_string(),
            (Lang::Es, _) => format!("Resumen del día: te toca en {n} partidas."),
            (Lang::En, 1) => "Today's summary: it is your move in 1 game.".to_string(),
            (Lang::En, _) => format!("Today's summary: it is your move in {n} games."),
            (Lang::Ar, _) => format!("ملخص اليوم: الدور عليك في المباريات: {n}."),
            (Lang::Ru, _) => format!("Сводка дня: твой ход в партиях: {n}."),
        };
        let mut out = vec![head];
        for line in lines {
            let left = match (self.0, line.left) {
                (Lang::Es, Some(left)) => format!("quedan {}", duration(left)),
                (Lang::Es, None) => "sin reloj".into(),
                (Lang::En, Some(left)) => format!("{} left", duration(left)),
                (Lang::En, None) => "no clock".into(),
                (Lang::Ar, Some(left)) => format!("يتبقى {}", duration(left)),
                (Lang::Ar, None) => "بلا ساعة".into(),
                (Lang::Ru, Some(left)) => format!("осталось {}", duration(left)),
                (Lang::Ru, None) => "без часов".into(),
            };
            let against = match self.0 {
                Lang::Es => "contra",
                Lang::En => "against",
                Lang::Ar => "ضد",
                Lang::Ru => "против",
            };
            let mut text = format!("• {} {against} {}: {left}", line.code, line.opponent);
            if let Some(link) = &line.link {
                text = format!("{text} — {link}");
            }
            out.push(text);
        }
        out.join("\n")
    }

    /// `avisos resumen 18h`: the summary's hour set, in the reader's zone.
    pub fn digest_set(self, hour: u8, zone: &str) -> String {
        match self.0 {
            Lang::Es => format!(
                "Hecho: un resumen al día a las {hour}:00 ({zone}) en vez de una mención en cada tablero. `zona Europe/Madrid` cambia tu zona; `avisos si` vuelve a las menciones."
            ),
            Lang::En => format!(
                "Done: one summary a day at {hour}:00 ({zone}) instead of a mention on every board. `timezone Europe/Madrid` sets your zone; `pings on` brings the mentions back."
            ),
            Lang::Ar => format!(
                "تم: ملخص واحد يوميًا في الساعة {hour}:00 ({zone}) بدل الإشارة عند كل رقعة. الأمر `timezone Europe/Madrid` يضبط منطقتك الزمنية؛ و`pings on` يعيد الإشارات."
            ),
            Lang::Ru => format!(
                "Готово: одна сводка в день в {hour}:00 ({zone}) вместо упоминания на каждой доске. `timezone Europe/Madrid` задаёт твой часовой пояс; `pings on` возвращает упоминания."
            ),
        }
    }

    /// `zona NAME`: the zone set (or, without a name, the one in use).
    pub fn zone_set(self, zone: &str) -> String {
        match self.0 {
            Lang::Es => format!("Tu zona horaria: {zone}."),
            Lang::En => format!("Your time zone: {zone}."),
            Lang::Ar => format!("منطقتك الزمنية: {zone}."),
            Lang::Ru => format!("Твой часовой пояс: {zone}."),
        }
    }

    /// `zona NAME` with a name the time zone database does not know.
    pub fn zone_unknown(self, zone: &str) -> String {
        match self.0 {
            Lang::Es => format!(
                "No conozco la zona «{zone}». Escríbela como en la base de zonas IANA: `zona Europe/Madrid`, `zona America/Mexico_City`."
            ),
            Lang::En => format!(
                "I do not know the zone “{zone}”. Write it as the IANA database does: `timezone Europe/Madrid`, `timezone America/New_York`."
            ),
            Lang::Ar => format!(
                "لا أعرف المنطقة «{zone}». اكتبها كما في قاعدة IANA: `timezone Africa/Cairo`، `timezone Asia/Riyadh`."
            ),
            Lang::Ru => format!(
                "Не знаю пояс «{zone}». Напиши его как в базе IANA: `timezone Europe/Moscow`, `timezone Asia/Yekaterinburg`."
            ),
        }
    }
}

/// Every text of this file in `lang`, for the catalogue test.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    let say = Say(lang);
    let line = |left, link: Option<&str>| DigestLine {
        code: "ACDE".into(),
        opponent: "Bob".into(),
        link: link.map(String::from),
        left,
    };
    vec![
        say.digest(&[
            line(Some(3_600), Some("https://example.org/r/ACDE")),
            line(None, None),
        ]),
        say.digest_set(18, "Europe/Madrid"),
        say.zone_set("Europe/Madrid"),
        say.zone_unknown("Mars/Base"),
    ]
}
