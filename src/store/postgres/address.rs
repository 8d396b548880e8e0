//! `sslmode` and `sslrootcert`, read out of a database address before
//! tokio-postgres parses the rest: tokio-postgres knows only `disable`,
//! `prefer` and `require`, refuses `verify-ca`/`verify-full` as it parses,
//! and has no root certificates at all. Both forms libpq takes are read, a
//! URL (`postgres://…?sslmode=verify-full&sslrootcert=/etc/root.crt`) and
//! key=value pairs (`host=db sslmode=require`), with tokio-postgres's own
//! grammar, so what is left means to it what it meant before. Pure: the
//! cases are unit tests.

use percent_encoding::percent_decode_str;
use std::path::PathBuf;
use thiserror::Error;

/// How much TLS a connection insists on, as libpq's `sslmode`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SslMode {
    /// Never TLS.
    Disable,
    /// TLS when the server offers it, else plain (libpq's default); the
    /// certificate is not checked.
    #[default]
    Prefer,
    /// TLS or no connection; the certificate is not checked (so it keeps
    /// out eavesdroppers, not impostors), unless `sslrootcert` is given,
    /// then as `VerifyCa` (as libpq).
    Require,
    /// TLS with a certificate signed by a trusted root, for any host name.
    VerifyCa,
    /// TLS with a certificate signed by a trusted root and naming the host.
    VerifyFull,
}

impl SslMode {
    /// The mode `value` names.
    fn parse(value: &str) -> Result<SslMode, AddressError> {
        Ok(match value {
            "disable" => SslMode::Disable,
            "prefer" => SslMode::Prefer,
            "require" => SslMode::Require,
            "verify-ca" => SslMode::VerifyCa,
            "verify-full" => SslMode::VerifyFull,
            other => return Err(AddressError::Mode(other.to_string())),
        })
    }

    /// Its name in an address, for messages.
    pub fn name(self) -> &'static str {
        match self {
            SslMode::Disable => "disable",
            SslMode::Prefer => "prefer",
            SslMode::Require => "require",
            SslMode::VerifyCa => "verify-ca",
            SslMode::VerifyFull => "verify-full",
        }
    }

    /// What tokio-postgres is told: it negotiates TLS, the connector
    /// decides what certificate passes.
    pub fn negotiation(self) -> tokio_postgres::config::SslMode {
        use tokio_postgres::config::SslMode as Negotiation;
        match self {
            SslMode::Disable => Negotiation::Disable,
            SslMode::Prefer => Negotiation::Prefer,
            SslMode::Require | SslMode::VerifyCa | SslMode::VerifyFull => Negotiation::Require,
        }
    }
}

/// Where the trusted roots come from (`sslrootcert`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Roots {
    /// The system's store (no `sslrootcert`, or `sslrootcert=system`).
    System,
    /// The PEM certificates in this file.
    File(PathBuf),
}

/// A database address split into what tokio-postgres parses and what the
/// TLS connector needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    /// The address without `sslmode` and `sslrootcert`, for tokio-postgres.
    pub rest: String,
    /// The `sslmode` it asked for (the last one, as libpq).
    pub mode: SslMode,
    /// The roots it named, `None` when it named none.
    pub roots: Option<Roots>,
}

/// Why an address does not read. No variant carries text of the address
/// other than an `sslmode` value: a password must never reach a message.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum AddressError {
    /// `sslmode` has a value this build does not know.
    #[error(
        "sslmode={0} is not supported (use disable, prefer, require, verify-ca or verify-full)"
    )]
    Mode(String),
    /// A key=value pair has no `=`.
    #[error("invalid connection string: a parameter has no `=`")]
    NoEquals,
    /// A key=value pair has nothing after its `=`.
    #[error("invalid connection string: a parameter has no value")]
    NoValue,
    /// A quoted value has no closing quote.
    #[error("invalid connection string: a quoted value is not closed")]
    Unclosed,
    /// A URL parameter is not valid percent-encoded UTF-8.
    #[error("invalid connection URL: a parameter is not valid percent-encoded UTF-8")]
    Encoding,
    /// A password file was given for an address that has a password.
    #[error("the database address has a password already: give it there or in the file, not both")]
    TwoPasswords,
    /// A password file was given for a URL that names no user.
    #[error(
        "the database URL names no user for the password file's password (postgres://USER@host/db)"
    )]
    NoUser,
}

/// `address` with `password` put in: the password a container keeps in a
/// file of its own (the one the PostgreSQL image reads as
/// `POSTGRES_PASSWORD_FILE`), so the address itself holds no secret.
/// Percent-encoded into a URL's credentials, quoted into key=value pairs.
pub fn with_password(address: &str, password: &str) -> Result<String, AddressError> {
    let rest = Address::parse(address)?.rest;
    let config = rest.parse::<tokio_postgres::Config>();
    if config.is_ok_and(|config| config.get_password().is_some()) {
        return Err(AddressError::TwoPasswords);
    }
    let url = ["postgres://", "postgresql://"]
        .iter()
        .find_map(|prefix| address.strip_prefix(prefix).map(|tail| (prefix, tail)));
    match url {
        Some((prefix, tail)) => {
            let at = tail.find('@').ok_or(AddressError::NoUser)?;
            let encoded =
                percent_encoding::utf8_percent_encode(password, percent_encoding::NON_ALPHANUMERIC);
            Ok(format!(
                "{prefix}{}:{encoded}@{}",
                &tail[..at],
                &tail[at + 1..]
            ))
        }
        None => {
            let quoted = password.replace('\\', "\\\\").replace('\'', "\\'");
            Ok(format!("{address} password='{quoted}'"))
        }
    }
}

impl Address {
    /// Splits `address` (a URL or key=value pairs).
    pub fn parse(address: &str) -> Result<Address, AddressError> {
        let mut split = Address {
            rest: String::new(),
            mode: SslMode::default(),
            roots: None,
        };
        let kept = match ["postgres://", "postgresql://"]
            .iter()
            .find_map(|prefix| address.strip_prefix(prefix).map(|tail| (prefix, tail)))
        {
            Some((prefix, tail)) => format!("{prefix}{}", split.url(tail)?),
            None => split.pairs(address)?,
        };
        split.rest = kept;
        Ok(split)
    }

    /// Takes one parameter if it is a TLS one; `false` leaves it in.
    fn take(&mut self, key: &str, value: &str) -> Result<bool, AddressError> {
        match key {
            "sslmode" => self.mode = SslMode::parse(value)?,
            "sslrootcert" if value == "system" => self.roots = Some(Roots::System),
            "sslrootcert" => self.roots = Some(Roots::File(PathBuf::from(value))),
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The URL after its scheme, without the TLS parameters. As
    /// tokio-postgres: credentials end at the first `@`, the parameters
    /// start at the first `?` after them; a key ends at `=`, its value at
    /// `&`.
    fn url(&mut self, tail: &str) -> Result<String, AddressError> {
        let after_credentials = tail.find('@').map_or(0, |at| at + 1);
        let Some(question) = tail[after_credentials..].find('?') else {
            return Ok(tail.to_string());
        };
        let (head, mut params) = tail.split_at(after_credentials + question);
        params = &params[1..];
        let mut kept = Vec::new();
        while !params.is_empty() {
            let Some(equals) = params.find('=') else {
                // tokio-postgres refuses it (without quoting it).
                kept.push(params);
                break;
            };
            let end = params[equals..]
                .find('&')
                .map_or(params.len(), |i| equals + i);
            let (key, value) = (&params[..equals], &params[equals + 1..end]);
            if !self.take(&decoded(key)?, &decoded(value)?)? {
                kept.push(&params[..end]);
            }
            params = params.get(end + 1..).unwrap_or("");
        }
        Ok(if kept.is_empty() {
            head.to_string()
        } else {
            format!("{head}?{}", kept.join("&"))
        })
    }

    /// Key=value pairs without the TLS ones, each kept pair as it was
    /// written (quotes and escapes included).
    fn pairs(&mut self, text: &str) -> Result<String, AddressError> {
        let mut kept = Vec::new();
        let mut chars = text.char_indices().peekable();
        let skip_spaces = |chars: &mut std::iter::Peekable<std::str::CharIndices>| {
            while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
        };
        loop {
            skip_spaces(&mut chars);
            let Some(&(start, _)) = chars.peek() else {
                break;
            };
            let mut key = String::new();
            while let Some((_, c)) = chars.next_if(|(_, c)| !c.is_whitespace() && *c != '=') {
                key.push(c);
            }
            if key.is_empty() {
                // tokio-postgres stops reading there; so does this.
                kept.push(&text[start..]);
                break;
            }
            skip_spaces(&mut chars);
            if chars.next_if(|(_, c)| *c == '=').is_none() {
                return Err(AddressError::NoEquals);
            }
            skip_spaces(&mut chars);
            let mut value = String::new();
            let quoted = chars.next_if(|(_, c)| *c == '\'').is_some();
            let end = loop {
                match chars.next() {
                    Some((i, '\'')) if quoted => break i + 1,
                    Some((i, c)) if c.is_whitespace() && !quoted => break i,
                    Some((_, '\\')) => value.extend(chars.next().map(|(_, c)| c)),
                    Some((_, c)) => value.push(c),
                    None if quoted => return Err(AddressError::Unclosed),
                    None => break text.len(),
                }
            };
            if value.is_empty() && !quoted {
                return Err(AddressError::NoValue);
            }
            if !self.take(&key, &value)? {
                kept.push(&text[start..end]);
            }
        }
        Ok(kept.join(" "))
    }
}

/// A URL component, percent-decoded.
fn decoded(text: &str) -> Result<String, AddressError> {
    percent_decode_str(text)
        .decode_utf8()
        .map(|text| text.into_owned())
        .map_err(|_| AddressError::Encoding)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_file_goes_into_either_form_and_means_the_same() {
        let password = "p@ss w:rd/'\\?&";
        for address in [
            "postgres://futbol@db:5432/futbol?sslmode=disable",
            "host=db port=5432 user=futbol dbname=futbol sslmode=disable",
        ] {
            let given = with_password(address, password).expect("a password goes in");
            let rest = Address::parse(&given).expect("it still reads").rest;
            let config: tokio_postgres::Config = rest.parse().expect("tokio-postgres reads it");
            assert_eq!(config.get_password(), Some(password.as_bytes()), "{given}");
            assert_eq!(config.get_user(), Some("futbol"));
            assert_eq!(config.get_dbname(), Some("futbol"));
        }
        assert_eq!(
            with_password("postgres://futbol:old@db/futbol", "new"),
            Err(AddressError::TwoPasswords)
        );
        assert_eq!(
            with_password("user=futbol password=old host=db", "new"),
            Err(AddressError::TwoPasswords)
        );
        assert_eq!(
            with_password("postgres://db/futbol", "new"),
            Err(AddressError::NoUser)
        );
    }

    fn parse(address: &str) -> Address {
        Address::parse(address).expect(address)
    }

    #[test]
    fn without_sslmode_it_prefers_tls_and_leaves_the_address_alone() {
        for address in [
            "postgres://u:pw@h:5432/db",
            "postgres://u@h/db?application_name=bot",
            "postgresql://h",
            "host=h user=u password='a b'",
        ] {
            let split = parse(address);
            assert_eq!(split.rest, address);
            assert_eq!((split.mode, split.roots), (SslMode::Prefer, None));
        }
    }

    #[test]
    fn each_mode_is_read_out_of_a_url() {
        for (value, mode) in [
            ("disable", SslMode::Disable),
            ("prefer", SslMode::Prefer),
            ("require", SslMode::Require),
            ("verify-ca", SslMode::VerifyCa),
            ("verify-full", SslMode::VerifyFull),
        ] {
            let split = parse(&format!("postgres://u@h/db?sslmode={value}"));
            assert_eq!(
                (split.rest.as_str(), split.mode),
                ("postgres://u@h/db", mode)
            );
        }
    }

    #[test]
    fn other_url_parameters_stay_in_their_order() {
        let split = parse(
            "postgres://u:p%40ss@h/db?options=-c%20search_path%3Ds&sslmode=verify-full\
             &sslrootcert=%2Ftmp%2Fmy%20root.crt&application_name=bot",
        );
        assert_eq!(
            split.rest,
            "postgres://u:p%40ss@h/db?options=-c%20search_path%3Ds&application_name=bot"
        );
        assert_eq!(split.mode, SslMode::VerifyFull);
        assert_eq!(split.roots, Some(Roots::File("/tmp/my root.crt".into())));
    }

    #[test]
    fn a_question_mark_in_the_password_does_not_start_the_parameters() {
        let split = parse("postgres://u:a?b@h/db?sslmode=require");
        assert_eq!(split.rest, "postgres://u:a?b@h/db");
        assert_eq!(split.mode, SslMode::Require);
    }

    #[test]
    fn the_last_sslmode_wins_and_system_names_the_system_roots() {
        let split = parse("postgres://h/db?sslmode=disable&sslmode=verify-ca&sslrootcert=system");
        assert_eq!(split.rest, "postgres://h/db");
        assert_eq!(split.mode, SslMode::VerifyCa);
        assert_eq!(split.roots, Some(Roots::System));
    }

    #[test]
    fn key_value_pairs_keep_their_quoting() {
        let split = parse(
            "host=h  sslmode = verify-full password='it\\'s a secret' \
             sslrootcert='/etc/my root.crt' dbname=d\\ b",
        );
        assert_eq!(split.rest, "host=h password='it\\'s a secret' dbname=d\\ b");
        assert_eq!(split.mode, SslMode::VerifyFull);
        assert_eq!(split.roots, Some(Roots::File("/etc/my root.crt".into())));
        let again: tokio_postgres::Config = split.rest.parse().expect("tokio-postgres reads it");
        assert_eq!(again.get_password(), Some(&b"it's a secret"[..]));
        assert_eq!(again.get_dbname(), Some("d b"));
    }

    #[test]
    fn what_tokio_postgres_refuses_is_refused_without_quoting_the_address() {
        assert_eq!(
            Address::parse("postgres://h/db?sslmode=allow"),
            Err(AddressError::Mode("allow".into()))
        );
        for (address, error) in [
            ("host=h password=secret word", AddressError::NoEquals),
            ("host=h password='secret", AddressError::Unclosed),
            ("host=h password=", AddressError::NoValue),
            ("postgres://h/db?sslrootcert=%ff", AddressError::Encoding),
        ] {
            let refused = Address::parse(address).expect_err(address);
            assert_eq!(refused, error);
            assert!(!refused.to_string().contains("secret"), "{refused}");
        }
    }

    #[test]
    fn only_the_verifying_modes_and_require_insist_on_tls() {
        use tokio_postgres::config::SslMode as N;
        assert_eq!(SslMode::Disable.negotiation(), N::Disable);
        assert_eq!(SslMode::Prefer.negotiation(), N::Prefer);
        for mode in [SslMode::Require, SslMode::VerifyCa, SslMode::VerifyFull] {
            assert_eq!(mode.negotiation(), N::Require, "{}", mode.name());
        }
    }
}
