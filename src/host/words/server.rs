//! What the host says about a community's settings: the list `config`
//! shows, a change made, why one was refused (not an admin, a value that
//! does not read), and why `crear` is refused here, in every language.
//! Setting names and values are written as typed (Spanish or English:
//! the words the parser reads).

use crate::community::server::{MAX_HIDDEN, Places};
use crate::host::clock::TimeChoice;
use crate::host::command::{MAX_CHANNELS, SettingError, SettingKey};
use crate::i18n::{Lang, Say, duration, plain};

/// A setting's value as `config` shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    /// Where rooms may be made.
    Places(Places),
    /// The role that may create rooms (`None`: everyone).
    Role(Option<String>),
    /// A word as typed (a game, a language).
    Word(&'static str),
    /// A default time per move.
    Clock(TimeChoice),
    /// On or off.
    Toggle(bool),
    /// A number.
    Number(u32),
    /// Players, as the platform writes them (a Discord mention, a Matrix
    /// id): nobody when empty.
    Players(Vec<String>),
}

impl Say {
    /// The word to type for a setting (Spanish, else English).
    fn key_word(self, key: SettingKey) -> &'static str {
        let [es, en, _] = key.words();
        match self.0 {
            Lang::Es => es,
            _ => en,
        }
    }

    /// A setting's value in words.
    fn shown(self, value: &Shown) -> String {
        let nobody = match self.0 {
            Lang::Es => "nadie",
            Lang::En => "nobody",
            Lang::Ar => "لا أحد",
            Lang::Ru => "никто",
        };
        let (all, threads, everyone, on, off, platform) = match self.0 {
            Lang::Es => (
                "todos",
                "solo en hilos",
                "todos",
                "sí",
                "no",
                "el de la plataforma",
            ),
            Lang::En => (
                "all",
                "only in threads",
                "everyone",
                "on",
                "off",
                "the platform's",
            ),
            Lang::Ar => (
                "كلها",
                "في السلاسل فقط",
                "الجميع",
                "نعم",
                "لا",
                "افتراضي المنصة",
            ),
            Lang::Ru => (
                "все",
                "только в ветках",
                "все",
                "вкл",
                "выкл",
                "как на платформе",
            ),
        };
        match value {
            Shown::Places(Places::Anywhere) => all.into(),
            Shown::Places(Places::Threads) => threads.into(),
            Shown::Places(Places::Channels(list)) => {
                let each: Vec<String> = list.iter().map(|c| format!("<#{c}>")).collect();
                each.join(" ")
            }
            Shown::Role(None) => everyone.into(),
            Shown::Role(Some(role)) => format!("<@&{role}>"),
            Shown::Word(word) => (*word).into(),
            Shown::Clock(TimeChoice::Default) => platform.into(),
            Shown::Clock(TimeChoice::Untimed) => self.time_word_none().into(),
            Shown::Clock(TimeChoice::PerMove(seconds)) => duration(*seconds),
            Shown::Toggle(true) => on.into(),
            Shown::Toggle(false) => off.into(),
            Shown::Number(n) => n.to_string(),
            Shown::Players(list) if list.is_empty() => nobody.into(),
            Shown::Players(list) => list.join(" "),
        }
    }

    fn time_word_none(self) -> &'static str {
        match self.0 {
            Lang::Es => "sin reloj",
            Lang::En => "no clock",
            Lang::Ar => "بلا ساعة",
            Lang::Ru => "без часов",
        }
    }

    /// `config`: every setting of the community and how to change one.
    pub fn settings_list(self, values: &[(SettingKey, Shown)]) -> String {
        let head = match self.0 {
            Lang::Es => "Ajustes de este servidor:",
            Lang::En => "This server's settings:",
            Lang::Ar => "إعدادات هذا الخادم:",
            Lang::Ru => "Настройки этого сервера:",
        };
        let tail = match self.0 {
            Lang::Es => "Cámbialos con `ajustes CLAVE VALOR` (solo administradores).",
            Lang::En => "Change one with `config KEY VALUE` (admins only).",
            Lang::Ar => "غيّر أحدها بـ `config KEY VALUE` (للمشرفين فقط).",
            Lang::Ru => "Изменить: `config KEY VALUE` (только администраторы).",
        };
        let lines: Vec<String> = values
            .iter()
            .map(|(key, value)| format!("• `{}`: {}", self.key_word(*key), self.shown(value)))
            .collect();
        format!("{head}\n{}\n{tail}", lines.join("\n"))
    }

    /// A setting was changed.
    pub fn setting_changed(self, key: SettingKey, value: &Shown) -> String {
        let (key, value) = (self.key_word(key), self.shown(value));
        match self.0 {
            Lang::Es => format!("Hecho: `{key}` ahora es {value}."),
            Lang::En => format!("Done: `{key}` is now {value}."),
            Lang::Ar => format!("تم: `{key}` أصبح {value}."),
            Lang::Ru => format!("Готово: `{key}` теперь {value}."),
        }
    }

    /// Someone who is not an admin tried to change a setting.
    pub fn admins_only(self) -> String {
        match self.0 {
            Lang::Es => "Solo los administradores (con «Gestionar servidor», o nivel de moderador en Matrix) cambian los ajustes. Puedes verlos con `ajustes`.".into(),
            Lang::En => "Only admins (with Manage Server, or moderator level on Matrix) change settings. You can see them with `config`.".into(),
            Lang::Ar => "يغيّر الإعدادات المشرفون فقط (بصلاحية «إدارة الخادم»، أو مستوى المشرف في ماتريكس). يمكنك رؤيتها بـ `config`.".into(),
            Lang::Ru => "Настройки меняют только администраторы (с правом «Управлять сервером» или уровнем модератора в Matrix). Посмотреть их: `config`.".into(),
        }
    }

    /// `config` on the page, whose settings are the operator's.
    pub fn page_settings(self) -> String {
        match self.0 {
            Lang::Es => "La página no tiene ajustes aquí: los elige quien la ejecuta, con las opciones al arrancarla.".into(),
            Lang::En => "The page has no settings here: whoever runs it chooses them with its start-up options.".into(),
            Lang::Ar => "لا إعدادات للصفحة هنا: يختارها من يشغّلها بخيارات التشغيل.".into(),
            Lang::Ru => "У страницы здесь нет настроек: их задаёт тот, кто её запускает, параметрами запуска.".into(),
        }
    }

    /// A setting's words could not be read.
    pub fn setting_error(self, error: &SettingError) -> String {
        let q = |text: &str| plain(text, 30);
        match (self.0, error) {
            (Lang::Es, SettingError::Unknown(word)) => format!(
                "«{}» no es un ajuste: escribe `ajustes` para ver la lista.",
                q(word)
            ),
            (Lang::En, SettingError::Unknown(word)) => format!(
                "“{}” is not a setting: type `config` for the list.",
                q(word)
            ),
            (Lang::Ar, SettingError::Unknown(word)) => {
                format!("«{}» ليس إعدادًا: اكتب `config` لرؤية القائمة.", q(word))
            }
            (Lang::Ru, SettingError::Unknown(word)) => format!(
                "«{}» — не настройка: напиши `config`, чтобы увидеть список.",
                q(word)
            ),
            (_, SettingError::NeedsValue(key)) => {
                let (key, example) = (self.key_word(*key), self.example(*key));
                match self.0 {
                    Lang::Es => {
                        format!("`{key}` necesita un valor, como `ajustes {key} {example}`.")
                    }
                    Lang::En => format!("`{key}` needs a value, like `config {key} {example}`."),
                    Lang::Ar => format!("`{key}` يحتاج إلى قيمة، مثل `config {key} {example}`."),
                    Lang::Ru => {
                        format!("Для `{key}` нужно значение, например `config {key} {example}`.")
                    }
                }
            }
            (_, SettingError::BadValue(key, word)) => {
                let (name, example) = (self.key_word(*key), self.example(*key));
                match self.0 {
                    Lang::Es => format!(
                        "`{name}` no admite «{}»; por ejemplo: `ajustes {name} {example}`.",
                        q(word)
                    ),
                    Lang::En => format!(
                        "`{name}` does not take “{}”; for example: `config {name} {example}`.",
                        q(word)
                    ),
                    Lang::Ar => format!(
                        "`{name}` لا يقبل «{}»؛ مثلًا: `config {name} {example}`.",
                        q(word)
                    ),
                    Lang::Ru => format!(
                        "`{name}` не принимает «{}»; например: `config {name} {example}`.",
                        q(word)
                    ),
                }
            }
            (Lang::Es, SettingError::TooManyChannels) => {
                format!("Como mucho {MAX_CHANNELS} canales.")
            }
            (Lang::En, SettingError::TooManyChannels) => {
                format!("At most {MAX_CHANNELS} channels.")
            }
            (Lang::Ar, SettingError::TooManyChannels) => format!("{MAX_CHANNELS} قنوات على الأكثر."),
            (Lang::Ru, SettingError::TooManyChannels) => {
                format!("Не больше {MAX_CHANNELS} каналов.")
            }
            (Lang::Es, SettingError::TooManyHidden) => {
                format!("Como mucho {MAX_HIDDEN} jugadores ocultos.")
            }
            (Lang::En, SettingError::TooManyHidden) => {
                format!("At most {MAX_HIDDEN} hidden players.")
            }
            (Lang::Ar, SettingError::TooManyHidden) => {
                format!("{MAX_HIDDEN} لاعبًا مخفيًا على الأكثر.")
            }
            (Lang::Ru, SettingError::TooManyHidden) => {
                format!("Не больше {MAX_HIDDEN} скрытых игроков.")
            }
        }
    }

    /// A value that a setting takes, as an example.
    fn example(self, key: SettingKey) -> &'static str {
        let spanish = self.0 == Lang::Es;
        match key {
            SettingKey::Channels if spanish => "#partidas (o todos, hilos)",
            SettingKey::Channels => "#games (or all, threads)",
            SettingKey::Role if spanish => "@Jugadores (o todos)",
            SettingKey::Role => "@Players (or everyone)",
            SettingKey::Game => "boyer",
            SettingKey::Clock => "1d",
            SettingKey::Language => "en",
            SettingKey::Organisers if spanish => "si",
            SettingKey::Organisers => "on",
            SettingKey::Rated | SettingKey::Pings | SettingKey::Threads if spanish => "no",
            SettingKey::Rated | SettingKey::Pings | SettingKey::Threads => "off",
            SettingKey::Rooms => "5",
            SettingKey::Hidden if spanish => "@Ana (o nadie)",
            SettingKey::Hidden => "@Ana (or nobody)",
        }
    }

    /// `crear` in a channel where the community does not allow rooms.
    pub fn not_here(self, places: &Places) -> String {
        let list = self.shown(&Shown::Places(places.clone()));
        match (self.0, places) {
            (Lang::Es, Places::Threads) => "Aquí cada partida va en su hilo, y no puedo crear hilos en este canal.".into(),
            (Lang::En, Places::Threads) => "Here every game goes in its own thread, and I can't create threads in this channel.".into(),
            (Lang::Ar, Places::Threads) => "هنا لكل مباراة سلسلتها، ولا أستطيع إنشاء سلاسل في هذه القناة.".into(),
            (Lang::Ru, Places::Threads) => "Здесь каждая партия идёт в своей ветке, а в этом канале я не могу создавать ветки.".into(),
            (Lang::Es, _) => format!("Aquí no se crean salas; prueba en {list}."),
            (Lang::En, _) => format!("Rooms aren't created here; try {list}."),
            (Lang::Ar, _) => format!("لا تُنشأ الغرف هنا؛ جرّب {list}."),
            (Lang::Ru, _) => format!("Здесь комнаты не создаются; попробуй {list}."),
        }
    }

    /// A setting that only Discord servers have (channels, roles), asked
    /// for elsewhere.
    pub fn discord_only(self, key: SettingKey) -> String {
        let key = self.key_word(key);
        match self.0 {
            Lang::Es => format!(
                "`{key}` es un ajuste de los servidores de Discord: aquí cada sala es su propia comunidad."
            ),
            Lang::En => {
                format!("`{key}` is a Discord server setting: here each room is its own community.")
            }
            Lang::Ar => format!("`{key}` إعداد لخوادم ديسكورد: هنا كل غرفة مجتمع قائم بذاته."),
            Lang::Ru => format!(
                "`{key}` — настройка серверов Discord: здесь каждая комната — отдельное сообщество."
            ),
        }
    }

    /// A room's thread could not be made or is gone: it plays here now.
    pub fn thread_lost(self) -> String {
        match self.0 {
            Lang::Es => {
                "El hilo de esta partida no existe o está cerrado: la partida sigue aquí.".into()
            }
            Lang::En => "This game's thread is missing or locked: the game goes on here.".into(),
            Lang::Ar => "سلسلة هذه المباراة غير موجودة أو مقفلة: تستمر المباراة هنا.".into(),
            Lang::Ru => "Ветки этой партии нет или она закрыта: партия продолжается здесь.".into(),
        }
    }

    /// `crear` by someone without the community's creator role.
    pub fn needs_role(self, role: &str) -> String {
        match self.0 {
            Lang::Es => format!("Para crear salas aquí hace falta el rol <@&{role}>."),
            Lang::En => format!("Creating rooms here takes the <@&{role}> role."),
            Lang::Ar => format!("إنشاء الغرف هنا يحتاج إلى الدور <@&{role}>."),
            Lang::Ru => format!("Чтобы создавать комнаты здесь, нужна роль <@&{role}>."),
        }
    }

    /// `crear` by a player already in as many open rooms as allowed.
    pub fn rooms_cap(self, cap: u32) -> String {
        match self.0 {
            Lang::Es => format!(
                "Ya juegas en {cap} salas abiertas de este servidor, el máximo aquí. Termina o deja una antes."
            ),
            Lang::En => format!(
                "You're already in {cap} open rooms on this server, the most allowed here. Finish or leave one first."
            ),
            Lang::Ar => format!(
                "أنت تلعب بالفعل في {cap} غرف مفتوحة على هذا الخادم، وهو الحد الأقصى هنا. أنهِ واحدة أو غادرها أولًا."
            ),
            Lang::Ru => format!(
                "Ты уже в {cap} открытых комнатах этого сервера — это предел здесь. Сначала закончи или покинь одну."
            ),
        }
    }
}

/// Every text of this file in `lang`, each function called with sample
/// arguments (every branch), for the catalogue test.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    let say = Say(lang);
    let values = vec![
        (SettingKey::Channels, Shown::Places(Places::Anywhere)),
        (SettingKey::Channels, Shown::Places(Places::Threads)),
        (
            SettingKey::Channels,
            Shown::Places(Places::Channels(vec!["12".into()])),
        ),
        (SettingKey::Role, Shown::Role(None)),
        (SettingKey::Role, Shown::Role(Some("9".into()))),
        (SettingKey::Game, Shown::Word("boyer")),
        (SettingKey::Clock, Shown::Clock(TimeChoice::Default)),
        (SettingKey::Clock, Shown::Clock(TimeChoice::Untimed)),
        (SettingKey::Clock, Shown::Clock(TimeChoice::PerMove(86_400))),
        (SettingKey::Rated, Shown::Toggle(true)),
        (SettingKey::Pings, Shown::Toggle(false)),
        (SettingKey::Rooms, Shown::Number(3)),
        (SettingKey::Organisers, Shown::Toggle(true)),
    ];
    let mut out = vec![
        say.settings_list(&values),
        say.admins_only(),
        say.page_settings(),
        say.setting_error(&SettingError::Unknown("color".into())),
        say.setting_error(&SettingError::TooManyChannels),
        say.not_here(&Places::Threads),
        say.not_here(&Places::Channels(vec!["1".into(), "2".into()])),
        say.needs_role("77"),
        say.rooms_cap(3),
        say.thread_lost(),
        say.discord_only(SettingKey::Role),
    ];
    for key in SettingKey::ALL {
        out.push(say.setting_error(&SettingError::NeedsValue(key)));
        out.push(say.setting_error(&SettingError::BadValue(key, "x".into())));
    }
    for (key, value) in &values {
        out.push(say.setting_changed(*key, value));
    }
    out
}
