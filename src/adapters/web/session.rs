//! Who a page is: a session the server issues, never a value the browser
//! picks or another page was shown.
//!
//! A session is 16 random bytes from the operating system's generator and
//! their HMAC-SHA256 tag under the bot's own key, in an `HttpOnly` cookie
//! the server sets (`SameSite=Lax`, `Secure` behind https). The server
//! checks the tag and maps the session to a user id with the same key
//! (another HMAC, so the id says nothing of the session). The key lives in
//! the store, so sessions and their seats survive restarts and are the
//! same in every process sharing a database; nothing is written per
//! session, so a flood of page loads writes nothing. The display name is
//! only a name: the page keeps it in a cookie of its own.

use crate::host::UserId;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ring::hmac;
use ring::rand::{SecureRandom, SystemRandom};

/// The session cookie's name on a page served over plain http.
pub(super) const COOKIE: &str = "fb_sid";

/// Its name over https: the `__Host-` prefix makes the browser refuse one
/// set by another host or for a narrower path (a planted session).
pub(super) const SECURE_COOKIE: &str = "__Host-fb_sid";

/// Random bytes in a session (128 bits).
const NONCE: usize = 16;

/// A session's lifetime in the browser: a year, as a seat may be.
const MAX_AGE: u64 = 365 * 24 * 3600;

/// Bytes of the key, made once and kept in the store.
pub(super) const KEY_BYTES: usize = 32;

/// Issues and checks sessions.
pub(super) struct Sessions {
    key: hmac::Key,
    random: SystemRandom,
}

impl Sessions {
    /// Sessions under `secret` (the store's key).
    pub fn new(secret: &[u8]) -> Sessions {
        Sessions {
            key: hmac::Key::new(hmac::HMAC_SHA256, secret),
            random: SystemRandom::new(),
        }
    }

    /// A fresh key from the operating system's generator (`None` if it
    /// fails, which the caller reports: no weak fallback).
    pub fn fresh_key() -> Option<Vec<u8>> {
        let mut key = vec![0u8; KEY_BYTES];
        SystemRandom::new().fill(&mut key).ok()?;
        Some(key)
    }

    /// A new session's cookie value.
    pub fn issue(&self) -> Option<String> {
        let mut nonce = [0u8; NONCE];
        self.random.fill(&mut nonce).ok()?;
        let tag = hmac::sign(&self.key, &tagged(b"session", &nonce));
        let mut value = nonce.to_vec();
        value.extend_from_slice(tag.as_ref());
        Some(URL_SAFE_NO_PAD.encode(value))
    }

    /// The user of a session cookie's value, if the server issued it.
    pub fn user(&self, value: &str) -> Option<UserId> {
        let bytes = URL_SAFE_NO_PAD.decode(value.trim()).ok()?;
        if bytes.len() <= NONCE {
            return None;
        }
        let (nonce, tag) = bytes.split_at(NONCE);
        hmac::verify(&self.key, &tagged(b"session", nonce), tag).ok()?;
        let id = hmac::sign(&self.key, &tagged(b"user", nonce));
        let hex: String = id.as_ref()[..12]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        Some(format!("web-{hex}").into())
    }

    /// The `Set-Cookie` header for a session (`secure`: the page is served
    /// over https, so the browser sends it only there).
    pub fn cookie(value: &str, secure: bool) -> String {
        let (name, secure) = match secure {
            true => (SECURE_COOKIE, "; Secure"),
            false => (COOKIE, ""),
        };
        format!("{name}={value}; Path=/; Max-Age={MAX_AGE}; HttpOnly; SameSite=Lax{secure}")
    }
}

/// What a tag is computed over: its purpose, then the nonce, so a session
/// tag never equals a user id.
fn tagged(purpose: &[u8], nonce: &[u8]) -> Vec<u8> {
    let mut data = purpose.to_vec();
    data.push(0);
    data.extend_from_slice(nonce);
    data
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_issued_sessions_have_users() {
        let sessions = Sessions::new(&[7; KEY_BYTES]);
        let value = sessions.issue().expect("a session");
        assert!(value.len() >= 43, "at least 128 random bits and a tag");
        let user = sessions.user(&value).expect("its user");
        assert_eq!(sessions.user(&value), Some(user.clone()), "stable");
        assert!(user.as_str().starts_with("web-"));
        assert!(!user.as_str().contains(&value), "the id hides the session");
        let other = sessions.issue().expect("another");
        assert_ne!(sessions.user(&other), Some(user.clone()));
        // Forged: another key's session, a changed byte, a chosen value.
        let elsewhere = Sessions::new(&[8; KEY_BYTES]).issue().expect("a session");
        assert_eq!(sessions.user(&elsewhere), None);
        let mut bytes = URL_SAFE_NO_PAD.decode(&value).expect("base64");
        bytes[3] ^= 1;
        assert_eq!(sessions.user(&URL_SAFE_NO_PAD.encode(bytes)), None);
        for chosen in ["", "abc", user.as_str(), "web-1234", &"A".repeat(64)] {
            assert_eq!(sessions.user(chosen), None, "{chosen}");
        }
    }

    #[test]
    fn cookies_are_http_only() {
        let plain = Sessions::cookie("v", false);
        assert!(plain.contains("HttpOnly") && plain.contains("SameSite=Lax"));
        assert!(!plain.contains("Secure"));
        let secure = Sessions::cookie("v", true);
        assert!(secure.starts_with("__Host-fb_sid=v; Path=/;") && secure.ends_with("; Secure"));
    }
}
