//! What the bot says when a platform withholds a permission it needs:
//! the permission by the platform's own name, and what the bot does
//! meanwhile.

use crate::host::message::Lacking;
use crate::i18n::{Lang, Say};

impl Say {
    /// The bot may not do some things in this channel: what it lacks, by
    /// the platform's own names, and what happens meanwhile.
    pub fn bot_lacks(self, lacking: &[Lacking]) -> String {
        let names: Vec<&str> = lacking.iter().map(|l| self.permission_name(*l)).collect();
        let names = names.join(", ");
        if lacking.contains(&Lacking::SendMessages) {
            return match self.0 {
                Lang::Es => format!(
                    "No puedo escribir en este canal: me falta el permiso «{names}». Pide a un administrador que me lo dé."
                ),
                Lang::En => format!(
                    "I cannot post in this channel: I lack the “{names}” permission. Ask an admin to grant it."
                ),
                Lang::Ar => format!(
                    "لا أستطيع النشر في هذه القناة: تنقصني صلاحية «{names}». اطلب من مشرف منحها لي."
                ),
                Lang::Ru => format!(
                    "Не могу писать в этот канал: нет права «{names}». Попроси администратора его дать."
                ),
            };
        }
        let mut effects: Vec<&str> = Vec::new();
        for lacks in lacking {
            let effect = self.without(*lacks);
            if !effects.contains(&effect) {
                effects.push(effect);
            }
        }
        let effects = effects.join("; ");
        match self.0 {
            Lang::Es => format!(
                "Me falta el permiso «{names}» en este canal: {effects}. Pide a un administrador que me lo dé."
            ),
            Lang::En => format!(
                "I lack the “{names}” permission in this channel: {effects}. Ask an admin to grant it."
            ),
            Lang::Ar => {
                format!("تنقصني صلاحية «{names}» في هذه القناة: {effects}. اطلب من مشرف منحها لي.")
            }
            Lang::Ru => format!(
                "В этом канале нет права «{names}»: {effects}. Попроси администратора его дать."
            ),
        }
    }

    /// A permission by the name Discord shows in this language.
    fn permission_name(self, lacking: Lacking) -> &'static str {
        match (self.0, lacking) {
            (Lang::Es, Lacking::SendMessages) => "Enviar mensajes",
            (Lang::Es, Lacking::AttachFiles) => "Adjuntar archivos",
            (Lang::Es, Lacking::EmbedLinks) => "Insertar enlaces",
            (Lang::Es, Lacking::CreatePublicThreads) => "Crear hilos públicos",
            (Lang::Es, Lacking::SendMessagesInThreads) => "Enviar mensajes en hilos",
            (Lang::Ar, Lacking::SendMessages) => "إرسال الرسائل",
            (Lang::Ar, Lacking::AttachFiles) => "إرفاق الملفات",
            (Lang::Ar, Lacking::EmbedLinks) => "تضمين الروابط",
            (Lang::Ar, Lacking::CreatePublicThreads) => "إنشاء سلاسل عامة",
            (Lang::Ar, Lacking::SendMessagesInThreads) => "إرسال الرسائل في السلاسل",
            (Lang::Ru, Lacking::SendMessages) => "Отправлять сообщения",
            (Lang::Ru, Lacking::AttachFiles) => "Прикреплять файлы",
            (Lang::Ru, Lacking::EmbedLinks) => "Встраивать ссылки",
            (Lang::Ru, Lacking::CreatePublicThreads) => "Создавать публичные ветки",
            (Lang::Ru, Lacking::SendMessagesInThreads) => "Отправлять сообщения в ветках",
            (Lang::En, Lacking::SendMessages) => "Send Messages",
            (Lang::En, Lacking::AttachFiles) => "Attach Files",
            (Lang::En, Lacking::EmbedLinks) => "Embed Links",
            (Lang::En, Lacking::CreatePublicThreads) => "Create Public Threads",
            (Lang::En, Lacking::SendMessagesInThreads) => "Send Messages in Threads",
        }
    }

    /// What the bot does without a permission it may post without.
    fn without(self, lacking: Lacking) -> &'static str {
        let threads = matches!(
            lacking,
            Lacking::CreatePublicThreads | Lacking::SendMessagesInThreads
        );
        match (self.0, lacking) {
            (Lang::Es, Lacking::EmbedLinks) => "los enlaces saldrán sin vista previa",
            (Lang::Es, _) if threads => "las partidas se quedan en el canal, sin hilo propio",
            (Lang::Es, _) => "pondré los tableros en texto",
            (Lang::En, Lacking::EmbedLinks) => "links show without a preview",
            (Lang::En, _) if threads => "games stay in the channel, without a thread of their own",
            (Lang::En, _) => "boards come as text",
            (Lang::Ar, Lacking::EmbedLinks) => "ستظهر الروابط بلا معاينة",
            (Lang::Ar, _) if threads => "تبقى المباريات في القناة بلا سلسلة خاصة",
            (Lang::Ar, _) => "ستأتي اللوحات نصًا",
            (Lang::Ru, Lacking::EmbedLinks) => "ссылки будут без превью",
            (Lang::Ru, _) if threads => "партии остаются в канале, без своей ветки",
            (Lang::Ru, _) => "доски будут текстом",
        }
    }
}

/// Every text of this file, for the catalogue check (`words/mod.rs`).
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    let say = Say(lang);
    vec![
        say.bot_lacks(&[Lacking::SendMessages]),
        say.bot_lacks(&[Lacking::AttachFiles]),
        say.bot_lacks(&[
            Lacking::EmbedLinks,
            Lacking::CreatePublicThreads,
            Lacking::SendMessagesInThreads,
        ]),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_what_is_lacking() {
        for lang in Lang::ALL {
            let say = Say(lang);
            let none = say.bot_lacks(&[Lacking::SendMessages]);
            let links = say.bot_lacks(&[Lacking::EmbedLinks, Lacking::CreatePublicThreads]);
            assert!(!none.is_empty() && !links.is_empty());
            assert_ne!(none, links, "{lang:?}");
            assert!(links.contains(say.permission_name(Lacking::EmbedLinks)));
        }
    }
}
