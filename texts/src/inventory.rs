//! What the files hold, read as Fluent syntax: each message's id and the
//! variables it uses, by folder. The checks walk it, and so does whoever
//! hands a whole group of messages on (the page's catalogue).

use crate::FILES;
use crate::walk::Found;
use fluent_syntax::ast::Entry;
use std::collections::{BTreeMap, BTreeSet};

/// One folder's messages: each one's variables, and every message any of
/// them references.
#[derive(Default, Debug)]
pub struct Folder {
    /// Each message's variables, by id.
    pub messages: BTreeMap<String, BTreeSet<String>>,
    /// The ids messages reference (`{ picture-team }`).
    pub references: BTreeSet<String>,
    /// The ids each message references, by id.
    pub refers: BTreeMap<String, BTreeSet<String>>,
    /// The keys each message's selectors on a variable choose between,
    /// by id, as `(variable, key)`: `(team, white)`. A plural category
    /// (`one`, `few`) is left out: languages have their own.
    pub choices: BTreeMap<String, BTreeSet<(String, String)>>,
    /// Syntax errors and ids defined twice, as `file: error`.
    pub errors: Vec<String>,
}

/// Every folder, by tag.
pub fn folders() -> BTreeMap<&'static str, Folder> {
    let mut folders: BTreeMap<&str, Folder> = BTreeMap::new();
    for (tag, name, source) in FILES {
        let folder = folders.entry(tag).or_default();
        let resource = match fluent_syntax::parser::parse(*source) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                (folder.errors).extend(errors.iter().map(|e| format!("{name}: {e:?}")));
                resource
            }
        };
        for entry in resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let mut found = Found::default();
            if let Some(pattern) = &message.value {
                found.walk(pattern);
            }
            let Found {
                vars: variables,
                refs: refers,
                choices,
            } = found;
            let id = message.id.name.to_string();
            folder.choices.insert(id.clone(), choices);
            folder.references.extend(refers.iter().cloned());
            folder.refers.insert(id.clone(), refers);
            if folder.messages.insert(id.clone(), variables).is_some() {
                folder.errors.push(format!("{name}: {id} twice"));
            }
        }
    }
    folders
}

impl Folder {
    /// The variables a call of message `id` passes: its own and those of
    /// the messages it references (which see the same arguments).
    pub fn arguments(&self, id: &str) -> BTreeSet<String> {
        let mut out = self.messages.get(id).cloned().unwrap_or_default();
        for other in self.refers.get(id).into_iter().flatten() {
            if other != id {
                out.extend(self.arguments(other));
            }
        }
        out
    }

    /// The choices a call of message `id` makes: its own selectors' keys
    /// and those of the messages it references.
    pub fn choices_of(&self, id: &str) -> BTreeSet<(String, String)> {
        let mut out = self.choices.get(id).cloned().unwrap_or_default();
        for other in self.refers.get(id).into_iter().flatten() {
            if other != id {
                out.extend(self.choices_of(other));
            }
        }
        out
    }
}

/// The Spanish messages whose id starts with `prefix`, with their
/// variables (Spanish has every message).
pub fn messages(prefix: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut folders = folders();
    let spanish = folders.remove("es").unwrap_or_default();
    (spanish.messages.into_iter())
        .filter(|(id, _)| id.starts_with(prefix))
        .collect()
}
