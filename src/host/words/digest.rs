//! The daily summary in words, and the answers to `avisos resumen` and
//! `zona`.

use crate::host::digest::DigestLine;
use crate::i18n::{Say, duration};
use futbol_texts::t;

impl Say {
    /// The summary: the games where it is the reader's move, a line each
    /// after the first.
    pub fn digest(self, lines: &[DigestLine]) -> String {
        let mut out = vec![t!(self.0, digest_head, count = lines.len())];
        for line in lines {
            let (timed, left) = match line.left {
                Some(left) => ("yes", duration(left)),
                None => ("no", String::new()),
            };
            let (linked, link) = match &line.link {
                Some(link) => ("yes", link.as_str()),
                None => ("no", ""),
            };
            out.push(t!(
                self.0,
                digest_line,
                code = line.code.as_str(),
                opponent = line.opponent.as_str(),
                timed = timed,
                left = left,
                linked = linked,
                link = link,
            ));
        }
        out.join("\n")
    }

    /// `avisos resumen 18h`: the summary's hour set, in the reader's zone.
    pub fn digest_set(self, hour: u8, zone: &str) -> String {
        t!(self.0, digest_set, hour = hour, zone = zone)
    }

    /// `zona NAME`: the zone set (or, without a name, the one in use).
    pub fn zone_set(self, zone: &str) -> String {
        t!(self.0, digest_zone_set, zone = zone)
    }

    /// `zona NAME` with a name the time zone database does not know.
    pub fn zone_unknown(self, zone: &str) -> String {
        t!(self.0, digest_zone_unknown, zone = zone)
    }
}
