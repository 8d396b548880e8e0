//! User text made safe to echo: the one function every message that
//! repeats what someone typed goes through.

/// User text made safe to echo in any message on any platform: no control
/// characters, and a zero-width space after every `@` and `<`, so no
/// mention syntax survives (`@everyone`, `@room`, `<@123>`, `<@&123>`,
/// `<#123>`), and inside every `://`, so no URL in it is made a link (by
/// Discord, or a Matrix client); a backtick becomes the look-alike `ˋ`, so
/// user text never opens or closes a code span of the text around it
/// (Discord escapes the rest of its Markdown, see the Discord adapter's
/// `markdown`). At most `max` characters, with `…` when cut.
pub fn plain(text: &str, max: usize) -> String {
    // Private-use characters are the host's own markers (a mention, a
    // deadline): user text never carries them.
    let chars: Vec<char> = text
        .chars()
        .filter(|c| !c.is_control() && !('\u{E000}'..='\u{F8FF}').contains(c))
        .collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().take(max).enumerate() {
        out.push(if c == '`' { 'ˋ' } else { c });
        let link = c == ':' && chars.get(i + 1..i + 3) == Some(['/', '/'].as_slice());
        if matches!(c, '@' | '<') || link {
            out.push('\u{200b}');
        }
    }
    if chars.len() > max {
        out.push('…');
    }
    out
}
