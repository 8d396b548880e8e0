//! Discord reads a message's content as Markdown; the host writes plain
//! text, with user names and echoed input in it. So the whole text is
//! escaped here, on its way to Discord, except the two things the host's
//! own texts mean as formatting: code spans (`` `ayuda` ``) and links (a
//! room's address).
//!
//! The rule used is Discord's documented escape ("Markdown Text 101",
//! support.discord.com/hc/en-us/articles/210298617): a backslash before a
//! formatting character shows the character itself and hides the
//! backslash. That is why escaping the host's own words is harmless: they
//! mean no Markdown outside code spans, so each escaped character looks
//! as it did.
//!
//! Two things make the exceptions safe, both done to user text by
//! [`crate::i18n::plain`] (and so by `plain_name`) on every platform: user
//! text never holds a backtick (it becomes `ˋ`), so every code span is the
//! host's own; and a `://` in user text carries a zero-width space, so no
//! URL in it reads as a link (a backslash does not stop Discord linking a
//! bare URL). A link in the text is therefore the host's, and is left as
//! it is, since a backslash inside it would change where it points.

/// Characters that format anywhere in a line: emphasis and underline
/// (`*`, `_`), strikethrough (`~~`), spoilers (`||`), masked links
/// (`[text](url)`), angle-bracket markup (`<https://…>`, `<t:…>`,
/// `<:emoji:1>`), and the backslash itself.
const INLINE: [char; 8] = ['\\', '*', '_', '~', '|', '[', ']', '<'];

/// Characters that format at the start of a line (after spaces):
/// headings (`# x`), subtext (`-# x`), lists (`- x`, `+ x`) and quotes
/// (`> x`, `>>> x`). A numbered list (`1. x`) is handled apart.
const LINE_START: [char; 4] = ['#', '-', '+', '>'];

/// `text` with every Markdown character escaped with a backslash, except
/// inside code spans and links (see the module's text).
pub(super) fn escape(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    // Only spaces so far on this line (and, for a numbered list, digits).
    let (mut line_start, mut digits) = (true, false);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '`' {
            let run = chars[i..].iter().take_while(|&&c| c == '`').count();
            let end = closing(&chars, i + run, run);
            match end {
                Some(end) => out.extend(&chars[i..end]),
                None => (0..run).for_each(|_| out.push_str("\\`")),
            }
            i = end.unwrap_or(i + run);
            line_start = false;
            continue;
        }
        if let Some(end) = link_end(&chars, i).or_else(|| mention_end(&chars, i)) {
            out.extend(&chars[i..end]);
            i = end;
            line_start = false;
            continue;
        }
        i += 1;
        if c == '\n' {
            out.push(c);
            (line_start, digits) = (true, false);
            continue;
        }
        if line_start {
            match c {
                ' ' => {}
                '0'..='9' => digits = true,
                '.' if digits => {
                    out.push('\\');
                    line_start = false;
                }
                c if !digits && LINE_START.contains(&c) => {
                    out.push('\\');
                    line_start = false;
                }
                _ => line_start = false,
            }
        }
        if INLINE.contains(&c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Where the code span opened by a run of `run` backticks ends (after its
/// closing run of exactly as many), searching from `from`.
fn closing(chars: &[char], from: usize, run: usize) -> Option<usize> {
    let mut i = from;
    while i < chars.len() {
        if chars[i] != '`' {
            i += 1;
            continue;
        }
        let found = chars[i..].iter().take_while(|&&c| c == '`').count();
        if found == run {
            return Some(i + run);
        }
        i += found;
    }
    None
}

/// Where a link starting at `at` ends (`http://` or `https://` after a
/// non-letter, up to a space or `<`, as Discord reads a bare URL).
fn link_end(chars: &[char], at: usize) -> Option<usize> {
    if at > 0 && chars[at - 1].is_alphanumeric() {
        return None;
    }
    let starts = |prefix: &str| {
        let prefix: Vec<char> = prefix.chars().collect();
        chars.get(at..at + prefix.len()) == Some(prefix.as_slice())
    };
    if !starts("http://") && !starts("https://") {
        return None;
    }
    let length = chars[at..]
        .iter()
        .take_while(|c| !c.is_whitespace() && **c != '<')
        .count();
    Some(at + length)
}

/// Where a channel or role mention starting at `at` ends (`<#123>`,
/// `<@&123>`): the host's own, as user text never holds `<#` or `<@`
/// ([`crate::i18n::plain`] takes them out), shown as Discord shows a
/// mention. A role's never pings: every message's `allowed_mentions`
/// names users only.
fn mention_end(chars: &[char], at: usize) -> Option<usize> {
    let rest = chars.get(at..)?;
    let open = match rest {
        ['<', '#', ..] => 2,
        ['<', '@', '&', ..] => 3,
        _ => return None,
    };
    let digits = rest[open..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    (digits > 0 && rest.get(open + digits) == Some(&'>')).then_some(at + open + digits + 1)
}

/// At most `max` characters of escaped text, never ending in the half of
/// an escape (a lone trailing backslash would escape nothing, or the
/// character after the cut).
pub(super) fn clip(text: &str, max: usize) -> String {
    let mut out: String = text.chars().take(max).collect();
    let trailing = out.chars().rev().take_while(|&c| c == '\\').count();
    if trailing % 2 == 1 {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_markdown_shows_literally() {
        let cases = [
            (
                "[Gana](https:\u{200b}//x.example)",
                "\\[Gana\\](https:\u{200b}//x.example)",
            ),
            ("**Ana**", "\\*\\*Ana\\*\\*"),
            ("__x__ _y_ *z*", "\\_\\_x\\_\\_ \\_y\\_ \\*z\\*"),
            ("~~x~~ ||y||", "\\~\\~x\\~\\~ \\|\\|y\\|\\|"),
            ("# x", "\\# x"),
            ("-# x", "\\-# x"),
            ("> x", "\\> x"),
            (">>> x", "\\>>> x"),
            ("- x\n  + y", "\\- x\n  \\+ y"),
            ("1. x", "1\\. x"),
            (
                "<\u{200b}https:\u{200b}//x>",
                "\\<\u{200b}https:\u{200b}//x>",
            ),
            ("a\\b", "a\\\\b"),
            ("lone ` tick", "lone \\` tick"),
        ];
        for (text, escaped) in cases {
            assert_eq!(escape(text), escaped, "{text}");
        }
    }

    #[test]
    fn the_hosts_own_words_code_spans_and_links_stay() {
        let text = "Juega Ana - e3>c3 (1-0). Escribe `unirse ABCD` o ``a`b``.";
        assert_eq!(escape(text), text, "nothing here formats");
        let help = "`crear [futbol|boyer] [x_y]`";
        assert_eq!(escape(help), help, "a code span is left as it is");
        let link = "Sala ABCD creada (https://x.example/r_a~b/ABCD).";
        assert_eq!(escape(link), link, "a link keeps its target");
        assert_eq!(
            escape("#2 · futbol\n#1 · boyer"),
            "\\#2 · futbol\n\\#1 · boyer"
        );
        assert_eq!(escape("2A*a4"), "2A\\*a4");
        let mentions = "Juega en <#12> con el rol <@&34>.";
        assert_eq!(
            escape(mentions),
            mentions,
            "the host's channel and role mentions"
        );
        assert_eq!(escape("<#x> <@&> <@12>"), "\\<#x> \\<@&> \\<@12>");
    }

    #[test]
    fn clipping_never_leaves_half_an_escape() {
        assert_eq!(clip("ab\\*", 3), "ab");
        assert_eq!(clip("a\\\\b", 3), "a\\\\");
        assert_eq!(clip("abc", 2), "ab");
    }
}
