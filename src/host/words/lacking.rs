//! What the bot says when a platform withholds a permission it needs:
//! the permission by the platform's own name, and what the bot does
//! meanwhile (`texts/locales/*/lacking.ftl`).

use crate::host::message::Lacking;
use crate::i18n::Say;
use futbol_texts::t;

impl Say {
    /// The bot may not do some things in this channel: what it lacks, by
    /// the platform's own names, and what happens meanwhile.
    pub fn bot_lacks(self, lacking: &[Lacking]) -> String {
        let lang = self.0;
        let names: Vec<String> = lacking.iter().map(|l| self.permission_name(*l)).collect();
        let names = names.join(", ");
        if lacking.contains(&Lacking::SendMessages) {
            return t!(lang, lacking_cannot_post, names = names);
        }
        let mut effects: Vec<String> = Vec::new();
        for lacks in lacking {
            let effect = self.without(*lacks);
            if !effects.contains(&effect) {
                effects.push(effect);
            }
        }
        let effects = effects.join("; ");
        t!(lang, lacking_some, names = names, effects = effects)
    }

    /// A permission by the name Discord shows in this language.
    fn permission_name(self, lacking: Lacking) -> String {
        let lang = self.0;
        match lacking {
            Lacking::SendMessages => t!(lang, lacking_permission_send_messages),
            Lacking::AttachFiles => t!(lang, lacking_permission_attach_files),
            Lacking::EmbedLinks => t!(lang, lacking_permission_embed_links),
            Lacking::CreatePublicThreads => t!(lang, lacking_permission_create_public_threads),
            Lacking::SendMessagesInThreads => {
                t!(lang, lacking_permission_send_messages_in_threads)
            }
        }
    }

    /// What the bot does without a permission it may post without.
    fn without(self, lacking: Lacking) -> String {
        let lang = self.0;
        match lacking {
            Lacking::EmbedLinks => t!(lang, lacking_without_links),
            Lacking::CreatePublicThreads | Lacking::SendMessagesInThreads => {
                t!(lang, lacking_without_threads)
            }
            Lacking::SendMessages | Lacking::AttachFiles => t!(lang, lacking_without_files),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_language_names_what_is_lacking() {
        for lang in Lang::ALL {
            let say = Say(lang);
            let none = say.bot_lacks(&[Lacking::SendMessages]);
            let links = say.bot_lacks(&[Lacking::EmbedLinks, Lacking::CreatePublicThreads]);
            assert!(!none.is_empty() && !links.is_empty());
            assert_ne!(none, links, "{lang:?}");
            assert!(links.contains(&say.permission_name(Lacking::EmbedLinks)));
        }
    }
}
