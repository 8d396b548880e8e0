//! Database addresses as logs and messages may show them: without the
//! password, wherever the address carries it.

/// A database address without its password, for logs and messages:
/// the password leaves a URL's credentials (`postgres://u:pw@h/db`),
/// its parameters (`?password=pw`) and key=value pairs
/// (`host=h password=pw`). What does not read as either is not shown
/// at all, since a password could be anywhere in it.
pub(super) fn redacted(url: &str) -> String {
    /// Whether a parameter's (percent-encoded) key names the password.
    fn secret(key: &str) -> bool {
        let mut decoded = String::new();
        let mut bytes = key.trim().bytes();
        while let Some(b) = bytes.next() {
            let hex = |b: Option<u8>| b.and_then(|b| (b as char).to_digit(16));
            let byte = match b {
                b'%' => match (hex(bytes.next()), hex(bytes.next())) {
                    (Some(high), Some(low)) => (high * 16 + low) as u8,
                    _ => return true, // unreadable: hide it
                },
                b => b,
            };
            decoded.push(byte as char);
        }
        decoded.eq_ignore_ascii_case("password")
    }
    /// Key=value pairs (values plain or quoted, with backslash escapes,
    /// as libpq) without the password's; `None` if they do not read.
    fn pairs(text: &str) -> Option<String> {
        let mut kept = Vec::new();
        let mut chars = text.char_indices().peekable();
        loop {
            while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
            let Some(&(start, _)) = chars.peek() else {
                return Some(kept.join(" "));
            };
            let mut key = String::new();
            while let Some((_, c)) = chars.next_if(|(_, c)| !c.is_whitespace() && *c != '=') {
                key.push(c);
            }
            while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
            chars.next_if(|(_, c)| *c == '=')?;
            while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
            let quoted = chars.next_if(|(_, c)| *c == '\'').is_some();
            let end = loop {
                match chars.next() {
                    Some((i, '\'')) if quoted => break i + 1,
                    Some((i, c)) if c.is_whitespace() && !quoted => break i,
                    Some((_, '\\')) => {
                        chars.next();
                    }
                    Some(_) => {}
                    None if quoted => return None,
                    None => break text.len(),
                }
            };
            if key.is_empty() {
                return None;
            }
            if !secret(&key) {
                kept.push(&text[start..end]);
            }
        }
    }
    let Some((scheme, rest)) = url.split_once("://") else {
        return pairs(url).unwrap_or_else(|| "(an unreadable database address)".into());
    };
    // The credentials end at the last `@`: the password may hold an
    // unencoded `@`, `/` or `?`. Only the user is shown. (An `@` in a
    // parameter hides the host too: when in doubt, less is shown.)
    let shown = match rest.rsplit_once('@') {
        Some((credentials, after)) => {
            let user = credentials.split(':').next().unwrap_or("");
            format!("{user}@{after}")
        }
        None => rest.to_string(),
    };
    // The parameters, without the password's.
    let shown = match shown.split_once('?') {
        Some((head, query)) => {
            let kept: Vec<&str> = query
                .split('&')
                .filter(|param| !secret(param.split('=').next().unwrap_or("")))
                .collect();
            if kept.is_empty() {
                head.to_string()
            } else {
                format!("{head}?{}", kept.join("&"))
            }
        }
        None => shown,
    };
    format!("{scheme}://{shown}")
}

#[cfg(test)]
mod tests {
    use super::redacted;

    #[test]
    fn urls_are_shown_without_their_password() {
        assert_eq!(
            redacted("postgres://bot:s3cret@db.example:5432/futbol"),
            "postgres://bot@db.example:5432/futbol"
        );
        assert_eq!(
            redacted("postgres://127.0.0.1/futbol"),
            "postgres://127.0.0.1/futbol"
        );
        for (url, shown) in [
            (
                "postgres://bot@h/db?sslmode=require&password=s3cret&application_name=a",
                "postgres://bot@h/db?sslmode=require&application_name=a",
            ),
            ("postgres://h/db?password=s3cret", "postgres://h/db"),
            (
                "postgres://h/db?pass%77ord=s3cret&x=1",
                "postgres://h/db?x=1",
            ),
            ("postgres://bot:s3c@r?t@h/db", "postgres://bot@h/db"),
            ("postgres://bot:s3c/r?t@h/db", "postgres://bot@h/db"),
            (
                "postgres://h/db?password=s3cret&sslrootcert=/a@b",
                "postgres://h/db?sslrootcert=/a@b",
            ),
            (
                "postgres://h/db?password=s3cret&x=a:b@c",
                "postgres://h/db?x=a@c",
            ),
            ("postgres://bot:s3cret@h/db?x=a@b", "postgres://bot@b"),
            (
                "postgresql://bot:s3cret@h/db?PASSWORD=s3cret",
                "postgresql://bot@h/db",
            ),
        ] {
            assert_eq!(redacted(url), shown, "{url}");
        }
    }

    #[test]
    fn key_value_addresses_are_shown_without_their_password() {
        for (address, shown) in [
            ("host=x password=s3cret", "host=x"),
            (
                "host=x  password = 's3 cr\\'et' user=bot sslmode=require",
                "host=x user=bot sslmode=require",
            ),
            ("password=s3cret\\ word dbname=d", "dbname=d"),
            (
                "host=x password='s3cret",
                "(an unreadable database address)",
            ),
            ("host=x s3cret", "(an unreadable database address)"),
            ("not a url", "(an unreadable database address)"),
        ] {
            let redacted = redacted(address);
            assert_eq!(redacted, shown, "{address}");
            assert!(!redacted.contains("s3"), "{redacted}");
        }
    }
}
