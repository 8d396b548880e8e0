//! What the bot may do in each channel, as Discord says with every
//! interaction (`app_permissions`: "Bitwise set of permissions the app has
//! within the channel the interaction was sent from"), so a missing
//! permission is named to the user and the channel gets what it allows
//! (a board as text without Attach Files) instead of a silent 403.

use crate::host::{Asker, Lacking, Reply};
use serenity::all::{ChannelType, Member, PartialChannel, Permissions};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Mutex;

/// The permissions the bot relies on that `granted` lacks (none known:
/// nothing is assumed missing).
pub(super) fn lacking_of(granted: Option<Permissions>) -> Vec<Lacking> {
    let Some(granted) = granted else {
        return Vec::new();
    };
    let needed = [
        (Permissions::SEND_MESSAGES, Lacking::SendMessages),
        (Permissions::ATTACH_FILES, Lacking::AttachFiles),
        (Permissions::EMBED_LINKS, Lacking::EmbedLinks),
    ];
    (needed.into_iter())
        .filter(|(permission, _)| !granted.contains(*permission))
        .map(|(_, lacking)| lacking)
        .collect()
}

/// Who asks, as the interaction says: an admin when the member's
/// permissions include Administrator or Manage Server ("member.permissions:
/// total permissions of the member in the channel, including overwrites,
/// returned when in the interaction object"), their roles, and whether
/// the bot may start a public thread here and post in it (not from
/// inside a thread: a thread has none of its own). Outside a server (no
/// member) nobody is an admin.
pub(super) fn asker_of(
    member: Option<&Member>,
    app: Option<Permissions>,
    channel: Option<&PartialChannel>,
) -> Asker {
    let in_thread = channel.is_some_and(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    });
    let threads = Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS;
    let Some(member) = member else {
        return Asker::default();
    };
    let rights = member.permissions.unwrap_or_else(Permissions::empty);
    Asker {
        admin: rights.intersects(Permissions::ADMINISTRATOR | Permissions::MANAGE_GUILD),
        roles: member
            .roles
            .iter()
            .map(|role| role.get().to_string())
            .collect(),
        can_thread: !in_thread && app.is_some_and(|granted| granted.contains(threads)),
        lang: None,
    }
}

/// What each channel lacked at its latest interaction.
#[derive(Default)]
pub(super) struct Denied(Mutex<HashMap<u64, Vec<Lacking>>>);

impl Denied {
    /// Remembers what `channel` lacks now.
    pub(super) fn note(&self, channel: u64, lacking: &[Lacking]) {
        if let Ok(mut map) = self.0.lock() {
            match lacking.is_empty() {
                true => map.remove(&channel),
                false => map.insert(channel, lacking.to_vec()),
            };
        }
    }

    /// `reply` as `channel` takes it: `None` where the bot may not post;
    /// without its picture and files (the picture's words in the text)
    /// where it may not upload; as it is (not copied) everywhere else.
    pub(super) fn allowed<'a>(&self, channel: u64, reply: &'a Reply) -> Option<Cow<'a, Reply>> {
        let lacking = self
            .0
            .lock()
            .ok()
            .and_then(|map| map.get(&channel).cloned())
            .unwrap_or_default();
        if lacking.contains(&Lacking::SendMessages) {
            return None;
        }
        if !lacking.contains(&Lacking::AttachFiles) {
            return Some(Cow::Borrowed(reply));
        }
        let mut reply = reply.clone();
        if reply.image.take().is_some()
            && let Some(alt) = reply.alt.take()
        {
            reply.text = format!("{}\n{alt}", reply.text);
        }
        reply.files.clear();
        reply.replay = None;
        Some(Cow::Owned(reply))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_is_missing_is_named() {
        assert!(lacking_of(None).is_empty());
        assert!(lacking_of(Some(Permissions::all())).is_empty());
        let no_files = Permissions::all() - Permissions::ATTACH_FILES;
        assert_eq!(lacking_of(Some(no_files)), [Lacking::AttachFiles]);
        assert_eq!(
            lacking_of(Some(Permissions::empty())),
            [
                Lacking::SendMessages,
                Lacking::AttachFiles,
                Lacking::EmbedLinks
            ]
        );
    }

    #[test]
    fn admins_are_who_the_interaction_says_and_threads_need_both_permissions() {
        let member = |bits: u64| {
            let mut member = Member::default();
            member.permissions = Some(Permissions::from_bits_truncate(bits));
            member
        };
        let threads =
            Some(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS);
        assert!(
            asker_of(Some(&member(0x20)), None, None).admin,
            "Manage Server"
        );
        assert!(
            asker_of(Some(&member(0x8)), None, None).admin,
            "Administrator"
        );
        assert!(!asker_of(Some(&member(0x800)), None, None).admin);
        assert!(!asker_of(None, threads, None).admin, "a DM has no admins");
        assert!(asker_of(Some(&member(0)), threads, None).can_thread);
        let one = Some(Permissions::CREATE_PUBLIC_THREADS);
        assert!(!asker_of(Some(&member(0)), one, None).can_thread);
    }
}
