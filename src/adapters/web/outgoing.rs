//! One message for the pages of a channel: its JSON, whom it is for, the
//! seats that tell each page its own `you`, what watchers see instead,
//! and the same message in each other language a page reads.

use crate::engine::{ByTeam, Team};
use crate::host::UserId;
use crate::i18n::Lang;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// One message for the pages of a channel; `user` limits it to one user.
/// A room's state also carries who sits where, for the page's own socket
/// to tell it `you` (White, Black, both or a spectator): the seats' ids
/// stay on the server. A message with controls some may not use also
/// carries `watching`: what a page in no seat gets instead (the players'
/// controls left out).
#[derive(Clone, Debug)]
pub(super) struct Outgoing {
    pub user: Option<UserId>,
    pub json: Arc<str>,
    pub seats: Option<Arc<ByTeam<Option<UserId>>>>,
    pub watching: Option<Arc<str>>,
    /// The same message in the other languages pages read it in.
    pub other: Option<Arc<Languages>>,
}

/// A state message in each language a page reads it in: `json` and
/// `watching` are in the room's own, `base`; another is made by `make` the
/// first time a page reading it is sent the message, then kept with it
/// for every other such page.
pub(super) struct Languages {
    base: Lang,
    make: Box<dyn Fn(Lang) -> (String, String) + Send + Sync>,
    made: Mutex<HashMap<Lang, Both>>,
}

/// A state message's JSON for the players' pages and for the watchers'.
type Both = (Arc<str>, Arc<str>);

/// Its languages made so far (the maker is code).
impl std::fmt::Debug for Languages {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let made = self.made.lock().map(|m| m.len()).unwrap_or(0);
        write!(f, "Languages({:?} and {made} more)", self.base)
    }
}

impl Languages {
    /// A message in `base`, made in another language by `make` (the
    /// players' JSON and the watchers').
    pub fn new(
        base: Lang,
        make: impl Fn(Lang) -> (String, String) + Send + Sync + 'static,
    ) -> Languages {
        Languages {
            base,
            make: Box::new(make),
            made: Mutex::default(),
        }
    }

    /// The players' and the watchers' JSON in `lang`; `None` in `base`.
    fn made(&self, lang: Lang) -> Option<Both> {
        if lang == self.base {
            return None;
        }
        if let Some(made) = self.made.lock().ok()?.get(&lang) {
            return Some(made.clone());
        }
        let (players, watching) = (self.make)(lang);
        let made = (Arc::from(players), Arc::from(watching));
        if let Ok(mut kept) = self.made.lock() {
            kept.insert(lang, made.clone());
        }
        Some(made)
    }
}

impl Outgoing {
    /// A message with no seats in it.
    pub fn to(user: Option<UserId>, json: String) -> Outgoing {
        Outgoing {
            user,
            json: json.into(),
            seats: None,
            watching: None,
            other: None,
        }
    }

    /// The JSON for `user`'s page, which reads `lang` (`None`: the
    /// room's): a state gets `"you"` first.
    pub fn for_page(&self, user: &UserId, lang: Option<Lang>) -> String {
        let made = match (&self.other, lang) {
            (Some(other), Some(lang)) => other.made(lang),
            _ => None,
        };
        let (json, watching) = match &made {
            Some((players, watching)) => (players, Some(watching)),
            None => (&self.json, self.watching.as_ref()),
        };
        let Some(seats) = &self.seats else {
            return json.to_string();
        };
        let mine = |team: Team| seats[team].as_ref() == Some(user);
        let you = match (mine(Team::White), mine(Team::Black)) {
            (true, true) => "both",
            (true, false) => "white",
            (false, true) => "black",
            (false, false) => "spectator",
        };
        let json = match (you, watching) {
            ("spectator", Some(watching)) => watching,
            _ => json,
        };
        match json.strip_prefix('{') {
            Some(rest) => format!("{{\"you\":\"{you}\",{rest}"),
            None => json.to_string(),
        }
    }
}
