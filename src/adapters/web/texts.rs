//! The page's own words and which language a page view speaks.
//!
//! Every word a page shows that the host does not say comes from the
//! texts' `page-` messages (`texts/locales/<lang>/page.ftl`).
//! The server chooses the language of each page view once, the same way
//! for every page: the switch's cookie if set, else the browser's
//! `Accept-Language`, else (a room's page) the room's, else Spanish. It
//! fills the page's template with that catalogue (`{t:key}`), and hands
//! the page's script the same catalogue, so one screen never mixes two.

use super::guard::cookie;
use crate::i18n::Lang;
use axum::http::{HeaderMap, header};
use serde_json::{Map, Value};
use std::sync::LazyLock;

/// The header every page has: home, the leaderboard, the visitor's own
/// profile and the language switch.
const NAV: &str = include_str!("../../../assets/web/nav.html");

/// The legend of the marks on a game's board, under the room's board and
/// on the how to play pages (`{open}`: open at first, or folded).
pub(super) const MARKS: &str = include_str!("../../../assets/web/marks.html");

/// Each language's catalogue for the page: every `page-` message of the
/// texts (`texts/locales/*/page.ftl`), keyed by the rest of its id
/// (`page-kinds-move` under `kinds`), each variable left as `{name}` for
/// the page's script to fill. Made once.
static CATALOGUES: LazyLock<Vec<(Lang, Map<String, Value>)>> = LazyLock::new(|| {
    let messages = futbol_texts::inventory::messages("page-");
    (Lang::ALL.into_iter())
        .map(|lang| {
            let mut map = Map::new();
            for (id, variables) in &messages {
                let mut args = futbol_texts::FluentArgs::new();
                for name in variables {
                    args.set(name.as_str(), format!("{{{name}}}"));
                }
                let text = Value::String(futbol_texts::text(lang, id, Some(&args)));
                let key = &id["page-".len()..];
                match key.strip_prefix("kinds-") {
                    Some(kind) => {
                        let kinds = map
                            .entry("kinds")
                            .or_insert_with(|| Value::Object(Map::new()));
                        if let Value::Object(kinds) = kinds {
                            kinds.insert(kind.to_string(), text);
                        }
                    }
                    None => {
                        map.insert(key.to_string(), text);
                    }
                }
            }
            (lang, map)
        })
        .collect()
});

fn catalogue(lang: Lang) -> &'static Map<String, Value> {
    static EMPTY: LazyLock<Map<String, Value>> = LazyLock::new(Map::new);
    CATALOGUES
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or(&EMPTY, |(_, map)| map)
}

/// The page's word `key` in `lang` (the key itself if the catalogue has
/// none: a test walks every key the templates use).
pub(super) fn word(lang: Lang, key: &str) -> &'static str {
    // A nested word (`kinds.move`) is its group's.
    let found = match key.split_once('.') {
        Some((group, key)) => catalogue(lang).get(group).and_then(|g| g.get(key)),
        None => catalogue(lang).get(key),
    };
    match found.and_then(Value::as_str) {
        Some(text) => text,
        None => {
            tracing::warn!("the page's catalogue has no {key:?}");
            ""
        }
    }
}

/// The language the visitor chose: the switch's cookie, else the first
/// language of their browser's `Accept-Language` the page speaks (by its
/// weight, `q`); `None` when neither names one.
pub(super) fn chosen(headers: &HeaderMap) -> Option<Lang> {
    if let Some(lang) = cookie(headers, "fb_lang").and_then(|code| code.parse().ok()) {
        return Some(lang);
    }
    let accept = headers.get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
    accepted(accept)
}

/// The page's language among an `Accept-Language` header's (RFC 9110
/// §12.5.4: tags with optional `q` weights; a weight of 0 means "not
/// this one"; the first of equal weights wins).
fn accepted(header: &str) -> Option<Lang> {
    let mut best: Option<(f32, Lang)> = None;
    for item in header.split(',') {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or_default().trim();
        let weight = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok());
        let Some(weight) = weight.filter(|w| *w > 0.0) else {
            continue;
        };
        let primary = tag
            .split('-')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        let Ok(lang) = primary.parse::<Lang>() else {
            continue;
        };
        if best.is_none_or(|(w, _)| weight > w) {
            best = Some((weight, lang));
        }
    }
    best.map(|(_, lang)| lang)
}

/// Text for HTML: `<`, `>`, `&` and quotes escaped.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A page template in `lang`: `{lang}` and `{dir}` for the `<html>`
/// element, `{langs}` the switch's options, `{texts}` the catalogue for the page's script, each
/// `{t:key}` the catalogue's word (escaped), and `vars` (already HTML).
pub(super) fn fill(template: &str, lang: Lang, vars: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 4096);
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        let Some(end) = tail.find('}') else {
            out.push_str(tail);
            return out;
        };
        let name = &tail[1..end];
        match name {
            "lang" => out.push_str(lang.code()),
            "dir" => out.push_str(if lang.rtl() { "rtl" } else { "ltr" }),
            // The language switch: every language by its own name.
            "langs" => {
                for lang in Lang::ALL {
                    let info = lang.info();
                    out.push_str(&format!(
                        "<option value=\"{}\" lang=\"{}\">{}</option>",
                        info.code,
                        info.tag,
                        escape(info.name)
                    ));
                }
            }
            // Inside <script type="application/json">: "</" would end it.
            "texts" => out.push_str(
                &serde_json::to_string(catalogue(lang))
                    .unwrap_or_default()
                    .replace("</", "<\\/"),
            ),
            _ => match name.strip_prefix("t:") {
                Some(key) => out.push_str(&escape(word(lang, key))),
                None => match vars.iter().find(|(k, _)| *k == name) {
                    Some((_, value)) => out.push_str(value),
                    None => out.push_str(&tail[..=end]),
                },
            },
        }
        rest = &tail[end + 1..];
    }
    out.push_str(rest);
    out
}

/// A whole page from its template in `lang`: [`fill`] with the header
/// (`{nav}`) too.
pub(super) fn page_html(template: &str, lang: Lang, vars: &[(&str, &str)]) -> String {
    let nav = fill(NAV, lang, &[]);
    let marks = fill(MARKS, lang, &[("open", "")]);
    let mut all = vars.to_vec();
    all.push(("nav", &nav));
    all.push(("marks", &marks));
    fill(template, lang, &all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Every key of a catalogue, nested ones as `a.b`, with the
    /// `{variables}` of its text.
    fn keys(map: &Map<String, Value>, prefix: &str) -> BTreeSet<(String, Vec<String>)> {
        let mut out = BTreeSet::new();
        for (key, value) in map {
            let key = format!("{prefix}{key}");
            match value {
                Value::Object(inner) => out.extend(keys(inner, &format!("{key}."))),
                Value::String(text) => {
                    let vars = text
                        .split('{')
                        .skip(1)
                        .filter_map(|p| p.split_once('}').map(|(v, _)| v.to_string()))
                        .collect();
                    out.insert((key, vars));
                }
                other => panic!("{key}: {other} is not a text"),
            }
        }
        out
    }

    #[test]
    fn every_language_has_every_word_with_the_same_variables() {
        let spanish = keys(catalogue(Lang::Es), "");
        assert!(spanish.len() > 50, "the catalogue reads");
        for lang in Lang::ALL {
            assert_eq!(keys(catalogue(lang), ""), spanish, "{lang:?}");
            for (key, value) in catalogue(lang) {
                if let Value::String(text) = value {
                    assert!(!text.trim().is_empty(), "{lang:?} {key} is empty");
                }
            }
        }
    }

    /// The words a template shows itself, outside its `{…}` slots, tags
    /// and the names that are the same in every language.
    fn hard_coded(template: &str) -> Vec<String> {
        let mut text = String::new();
        let mut depth = (0, 0);
        for c in template.chars() {
            match c {
                '<' => depth.0 += 1,
                '>' => depth.0 -= 1,
                '{' => depth.1 += 1,
                '}' => depth.1 -= 1,
                c if depth == (0, 0) => text.push(c),
                _ => text.push(' '),
            }
        }
        // The same in every language: the bot's name, each language's
        // own name in the switch, an example code.
        let names = [
            "futbol-bot",
            "Español",
            "English",
            "العربية",
            "Русский",
            "ABCD",
        ];
        text.split_whitespace()
            .filter(|w| !names.contains(w) && w.chars().any(char::is_alphabetic))
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn templates_show_only_words_from_the_catalogue() {
        let templates = [
            ("nav", NAV),
            ("index", include_str!("../../../assets/web/index.html")),
            ("room", include_str!("../../../assets/web/room.html")),
            ("page", include_str!("../../../assets/web/page.html")),
            ("marks", MARKS),
            ("closed", include_str!("../../../assets/web/closed.html")),
            (
                "notfound",
                include_str!("../../../assets/web/notfound.html"),
            ),
        ];
        for (name, template) in templates {
            assert_eq!(hard_coded(template), Vec::<String>::new(), "{name}");
            // Every word it names is in every catalogue.
            for lang in Lang::ALL {
                let page = page_html(template, lang, &[]);
                assert!(!page.contains("{t:"), "{name} {lang:?}");
                for key in template.split("{t:").skip(1) {
                    let key = key.split('}').next().unwrap_or_default();
                    assert!(!word(lang, key).is_empty(), "{name}: {key} in {lang:?}");
                }
            }
        }
        assert_eq!(
            hard_coded("<p>{t:x} Hola</p>"),
            ["Hola"],
            "the test can fail"
        );
    }

    #[test]
    fn the_browser_language_is_read_by_weight() {
        assert_eq!(accepted("en-US,en;q=0.9"), Some(Lang::En));
        assert_eq!(accepted("tr-TR, ar;q=0.5, ru;q=0.8"), Some(Lang::Ru));
        assert_eq!(accepted("tr, ja"), None);
        assert_eq!(accepted("fr, de"), Some(Lang::Fr));
        assert_eq!(accepted("pt-BR,pt;q=0.9"), Some(Lang::Pt));
        assert_eq!(accepted("en;q=0, es-MX;q=0.3"), Some(Lang::Es));
        assert_eq!(accepted("AR-eg"), Some(Lang::Ar));
        assert_eq!(accepted("*;q=0.1, garbage;q=x"), None);
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_LANGUAGE, "en-GB".parse().expect("header"));
        assert_eq!(chosen(&headers), Some(Lang::En));
        headers.insert(header::COOKIE, "fb_lang=ar".parse().expect("header"));
        assert_eq!(chosen(&headers), Some(Lang::Ar), "the switch wins");
    }

    #[test]
    fn templates_are_filled_and_escaped() {
        let page = fill(
            "<html lang=\"{lang}\" dir=\"{dir}\"><h1>{t:roomTitle}</h1>{code}<script>{texts}</script>",
            Lang::Ar,
            &[("code", "ABCD")],
        );
        assert!(page.starts_with("<html lang=\"ar\" dir=\"rtl\"><h1>الغرفة {code}</h1>ABCD"));
        assert!(!page.contains("{t:"));
        assert!(page.contains("\"yourTurn\":\"دورك!\""));
        assert_eq!(fill("{t:nothing}", Lang::Es, &[]), "");
        assert_eq!(fill("a { b", Lang::Es, &[]), "a { b");
    }
}
