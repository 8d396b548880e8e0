//! The texts of the commands: what each command and each argument is for,
//! and how an argument is written in help. The help and Discord's
//! descriptions are both made from these and the host's command specs, so
//! a new command's texts are here and nowhere else.

use crate::engine::Team;
use crate::host::command::{Kind, Spec, Verb, typed};
use crate::host::room::RoomState;
use crate::i18n::Words as _;
use crate::i18n::{Lang, Say};

impl Say {
    /// What a command is for, in a line (Discord allows 100 characters).
    pub fn command_use(self, verb: Verb) -> &'static str {
        match self.0 {
            Lang::Es => match verb {
                Verb::Typed(name) => typed_use(name, Lang::Es),
                Verb::Create => "Crea una sala en este canal",
                Verb::Join => "Únete a una sala por su código",
                Verb::Move => "Juega una jugada (o escribe solo la jugada: e3-e4)",
                Verb::Resign => "Abandona la partida",
                Verb::Draw => "Ofrece o acepta tablas",
                Verb::Takeback => "Pide deshacer tu última jugada, o responde a tu rival",
                Verb::Rematch => "Pide la revancha",
                Verb::Show => "Muestra el tablero",
                Verb::Leave => "Deja de mirar o abandona",
                Verb::GiveTime => "Da tiempo a tu rival para esta jugada",
                Verb::Pings => "Menciones cuando te toca",
                Verb::Vacation => "Para los relojes de tus partidas unos días (14 al año)",
                Verb::Zone => "Tu zona horaria, para la hora del resumen diario",
                Verb::Rules => "Las reglas en breve",
                Verb::Language => "El idioma del canal",
                Verb::History => "Las últimas partidas del canal y las tuyas",
                Verb::Game => "El registro de una partida (o de la de ahora)",
                Verb::Room => "La sala del canal: su código, su enlace y quién juega",
                Verb::Profile => {
                    "Tu puntuación, tus resultados y tu gráfica (o los de otro jugador)"
                }
                Verb::Leaderboard => "Los mejores del servidor (o de todos: global)",
                Verb::Tournament => "Torneos: suizo o arena, emparejados por el bot",
                Verb::Config => "Los ajustes del servidor (los cambian sus administradores)",
                Verb::Help => "Los comandos",
            },
            Lang::En => match verb {
                Verb::Typed(name) => typed_use(name, Lang::En),
                Verb::Create => "Create a room in this channel",
                Verb::Join => "Join a room by its code",
                Verb::Move => "Play an action (or type just the action: e3-e4)",
                Verb::Resign => "Resign the game",
                Verb::Draw => "Offer or accept a draw",
                Verb::Takeback => "Ask to take back your last action, or answer your opponent",
                Verb::Rematch => "Ask for a rematch",
                Verb::Show => "Show the board",
                Verb::Leave => "Stop watching or leave",
                Verb::GiveTime => "Give your opponent time for this move",
                Verb::Pings => "Mentions on your move",
                Verb::Vacation => "Stop the clocks of your games for some days (14 a year)",
                Verb::Zone => "Your time zone, for the daily summary's hour",
                Verb::Rules => "The rules in short",
                Verb::Language => "The channel's language",
                Verb::History => "The channel's last games and yours",
                Verb::Game => "A game's record (or the current one's)",
                Verb::Room => "This channel's room: its code, its link and who plays",
                Verb::Profile => "Your rating, results and chart (or another player's)",
                Verb::Leaderboard => "The best players here (or everywhere: global)",
                Verb::Tournament => "Tournaments: Swiss or arena, paired by the bot",
                Verb::Config => "This server's settings (its admins change them)",
                Verb::Help => "The commands",
            },
            Lang::Ar => match verb {
                Verb::Typed(name) => typed_use(name, Lang::Ar),
                Verb::Create => "إنشاء غرفة في هذه القناة",
                Verb::Join => "الانضمام إلى غرفة برمزها",
                Verb::Move => "لعب حركة (أو اكتب الحركة وحدها: e3-e4)",
                Verb::Resign => "الاستسلام في المباراة",
                Verb::Draw => "عرض التعادل أو قبوله",
                Verb::Takeback => "اطلب التراجع عن حركتك الأخيرة، أو أجب خصمك",
                Verb::Rematch => "طلب إعادة المباراة",
                Verb::Show => "عرض الرقعة",
                Verb::Leave => "التوقف عن المشاهدة أو المغادرة",
                Verb::GiveTime => "منح الخصم وقتًا إضافيًا لهذه الحركة",
                Verb::Pings => "الإشارة إليك عندما يحين دورك",
                Verb::Vacation => "أوقف ساعات مبارياتك بضعة أيام (14 يومًا في السنة)",
                Verb::Zone => "منطقتك الزمنية، لساعة الملخص اليومي",
                Verb::Rules => "القواعد باختصار",
                Verb::Language => "لغة القناة",
                Verb::History => "آخر مباريات القناة ومبارياتك",
                Verb::Game => "سجل مباراة (أو المباراة الحالية)",
                Verb::Room => "غرفة القناة: رمزها ورابطها ومن يلعب",
                Verb::Profile => "تصنيفك ونتائجك ورسمك البياني (أو لاعب آخر)",
                Verb::Leaderboard => "أفضل اللاعبين هنا (أو في كل مكان: global)",
                Verb::Tournament => "البطولات: سويسري أو أرينا، يقرنها البوت",
                Verb::Config => "إعدادات الخادم (يغيّرها مشرفوه)",
                Verb::Help => "قائمة الأوامر",
            },
            Lang::Ru => match verb {
                Verb::Typed(name) => typed_use(name, Lang::Ru),
                Verb::Create => "Создать комнату в этом канале",
                Verb::Join => "Присоединиться к комнате по её коду",
                Verb::Move => "Сделать ход (или просто напиши ход: e3-e4)",
                Verb::Resign => "Сдать партию",
                Verb::Draw => "Предложить или принять ничью",
                Verb::Takeback => "Попросить отменить свой последний ход или ответить сопернику",
                Verb::Rematch => "Попросить реванш",
                Verb::Show => "Показать доску",
                Verb::Leave => "Перестать смотреть или покинуть партию",
                Verb::GiveTime => "Дать сопернику время на этот ход",
                Verb::Pings => "Упоминания, когда твой ход",
                Verb::Vacation => "Остановить часы своих партий на несколько дней (14 в год)",
                Verb::Zone => "Твой часовой пояс, для часа ежедневной сводки",
                Verb::Rules => "Правила вкратце",
                Verb::Language => "Язык канала",
                Verb::History => "Последние партии канала и твои",
                Verb::Game => "Запись партии (или текущей)",
                Verb::Room => "Комната канала: её код, ссылка и кто играет",
                Verb::Profile => "Твой рейтинг, результаты и график (или другого игрока)",
                Verb::Leaderboard => "Лучшие игроки здесь (или везде: global)",
                Verb::Tournament => "Турниры: швейцарка или арена, пары составляет бот",
                Verb::Config => "Настройки сервера (меняют администраторы)",
                Verb::Help => "Список команд",
            },
        }
    }

    /// What an argument is for, in a line.
    pub fn describe_arg(self, kind: Kind) -> &'static str {
        match self.0 {
            Lang::Es => match kind {
                Kind::Game => "El juego",
                Kind::Seat => "Tu lado",
                Kind::Time => "Tiempo por jugada (1 día si no eliges)",
                Kind::Rival => "Una persona (por el código) o el ordenador",
                Kind::Level => "Nivel del ordenador (4 si no eliges)",
                Kind::Rated => "Puntuada (por defecto) o casual, sin puntos",
                Kind::Player => "El jugador (tú si no eliges)",
                Kind::Scope => "Este servidor o todos",
                Kind::Form => "La imagen, o en texto para lectores de pantalla",
                Kind::Give => "Cuánto: 30s, 5m, 2h, 1d…",
                Kind::Toggle => "Mencionarte cuando te toque",
                Kind::Answer => "Sí o no a la petición del rival",
                Kind::Away => "Cuánto (3d), o fin para terminar",
                Kind::Hour => "La hora del resumen (18h)",
                Kind::Zone => "Tu zona: Europe/Madrid, America/Mexico_City…",
                Kind::Language => "es, en, ar o ru",
                Kind::Number => "Su número en el historial",
                Kind::Code => "El código de 4 letras",
                Kind::Action => "La jugada",
                Kind::Setting => "Qué ajuste",
                Kind::Value => "Su nuevo valor",
                Kind::Step => "crear, unirse, empezar, retirarse o ver",
                Kind::Rounds => "Rondas del suizo (5 si no eliges)",
                Kind::Length => "Minutos de la arena, en vez de suizo",
            },
            Lang::En => match kind {
                Kind::Game => "The game",
                Kind::Seat => "Your side",
                Kind::Time => "Time per move (a day unless chosen)",
                Kind::Rival => "A person (by the code) or the computer",
                Kind::Level => "The computer's level (4 unless chosen)",
                Kind::Rated => "Rated (the default) or casual, for no points",
                Kind::Player => "The player (you unless chosen)",
                Kind::Scope => "This server or everywhere",
                Kind::Form => "The picture, or as text for screen readers",
                Kind::Give => "How much: 30s, 5m, 2h, 1d…",
                Kind::Toggle => "Mention you on your move",
                Kind::Answer => "Yes or no to your opponent's request",
                Kind::Away => "How long (3d), or end to stop",
                Kind::Hour => "The summary's hour (18h)",
                Kind::Zone => "Your zone: Europe/London, America/New_York…",
                Kind::Language => "es, en, ar or ru",
                Kind::Number => "Its number in the history",
                Kind::Code => "The 4-letter code",
                Kind::Action => "The action",
                Kind::Setting => "Which setting",
                Kind::Value => "Its new value",
                Kind::Step => "create, join, start, withdraw or show",
                Kind::Rounds => "Rounds of the Swiss (5 unless chosen)",
                Kind::Length => "Minutes of an arena, instead of a Swiss",
            },
            Lang::Ar => match kind {
                Kind::Game => "اللعبة",
                Kind::Seat => "جانبك",
                Kind::Time => "الوقت لكل حركة (يوم واحد إن لم تختر)",
                Kind::Rival => "شخص (بالرمز) أو الحاسوب",
                Kind::Level => "مستوى الحاسوب (4 إن لم تختر)",
                Kind::Rated => "محتسبة في التصنيف (افتراضيًا) أو ودية",
                Kind::Player => "اللاعب (أنت إن لم تختر)",
                Kind::Scope => "هذا الخادم أو الجميع",
                Kind::Form => "الصورة، أو نصًا لقارئات الشاشة",
                Kind::Give => "كم: 30s أو 5m أو 2h أو 1d…",
                Kind::Toggle => "الإشارة إليك عندما يحين دورك",
                Kind::Answer => "نعم أو لا لطلب الخصم",
                Kind::Away => "المدة (3d)، أو end للإنهاء",
                Kind::Hour => "ساعة الملخص (18h)",
                Kind::Zone => "منطقتك: Africa/Cairo، Asia/Riyadh…",
                Kind::Language => "es أو en أو ar أو ru",
                Kind::Number => "رقمها في السجل",
                Kind::Code => "الرمز المكوّن من 4 أحرف",
                Kind::Action => "الحركة",
                Kind::Setting => "أي إعداد",
                Kind::Value => "قيمته الجديدة",
                Kind::Step => "create أو join أو start أو withdraw أو show",
                Kind::Rounds => "جولات النظام السويسري (5 ما لم تختر)",
                Kind::Length => "دقائق الأرينا بدلاً من السويسري",
            },
            Lang::Ru => match kind {
                Kind::Game => "Игра",
                Kind::Seat => "Твоя сторона",
                Kind::Time => "Время на ход (1 день, если не выбрано)",
                Kind::Rival => "Человек (по коду) или компьютер",
                Kind::Level => "Уровень компьютера (4, если не выбран)",
                Kind::Rated => "На рейтинг (по умолчанию) или без рейтинга",
                Kind::Player => "Игрок (ты, если не выбран)",
                Kind::Scope => "Этот сервер или все",
                Kind::Form => "Картинка или текст для экранного диктора",
                Kind::Give => "Сколько: 30s, 5m, 2h, 1d…",
                Kind::Toggle => "Упоминать тебя, когда твой ход",
                Kind::Answer => "Да или нет на просьбу соперника",
                Kind::Away => "Сколько (3d) или end, чтобы закончить",
                Kind::Hour => "Час сводки (18h)",
                Kind::Zone => "Твой пояс: Europe/Moscow, Asia/Novosibirsk…",
                Kind::Language => "es, en, ar или ru",
                Kind::Number => "Её номер в истории",
                Kind::Code => "Код из 4 букв",
                Kind::Action => "Действие",
                Kind::Setting => "Какая настройка",
                Kind::Value => "Новое значение",
                Kind::Step => "create, join, start, withdraw или show",
                Kind::Rounds => "Туры швейцарки (5, если не выбрать)",
                Kind::Length => "Минуты арены вместо швейцарки",
            },
        }
    }

    /// How an argument is written in help: its choices, or a placeholder.
    /// Arabic and Russian write the English words the parser reads.
    fn usage(self, kind: Kind) -> &'static str {
        let spanish = self.0 == Lang::Es;
        match kind {
            Kind::Game => "futbol|boyer|chessfootball",
            Kind::Seat if spanish => "local|blancas|negras|azar",
            Kind::Seat => "local|white|black|random",
            Kind::Time if spanish => "30s|5m|2h|1d|3d|sin",
            Kind::Time => "30s|5m|2h|1d|3d|none",
            Kind::Rival if spanish => "contra bot",
            Kind::Rival => "vs bot",
            Kind::Level => "1-8",
            Kind::Rated if spanish => "puntuada|casual",
            Kind::Rated => "rated|casual",
            Kind::Player if spanish => "@jugador",
            Kind::Player => "@player",
            Kind::Scope => "global",
            Kind::Form if spanish => "texto",
            Kind::Form => "text",
            Kind::Give => "+1d",
            Kind::Toggle if spanish => "si|no|resumen",
            Kind::Toggle => "on|off|digest",
            Kind::Answer if spanish => "si|no",
            Kind::Answer => "yes|no",
            Kind::Away if spanish => "3d|fin",
            Kind::Away => "3d|end",
            Kind::Hour => "18h",
            Kind::Zone => "Europe/Madrid",
            Kind::Language => "es|en|ar|ru",
            Kind::Number => "N",
            Kind::Code if spanish => "CÓDIGO",
            Kind::Code => "CODE",
            Kind::Action if spanish => "JUGADA",
            Kind::Action => "ACTION",
            Kind::Setting if spanish => "CLAVE",
            Kind::Setting => "KEY",
            Kind::Value if spanish => "VALOR",
            Kind::Value => "VALUE",
            Kind::Step if spanish => "crear|unirse|empezar|retirarse|ver",
            Kind::Step => "create|join|start|withdraw|show",
            Kind::Rounds if spanish => "rondas N",
            Kind::Rounds => "rounds N",
            Kind::Length => "arena M",
        }
    }

    /// A command's word as this language writes it: Spanish in Spanish,
    /// else the English the parser reads.
    pub fn word(self, verb: Verb) -> &'static str {
        let spec = verb.spec();
        match self.0 {
            Lang::Es => spec.es[0],
            Lang::En | Lang::Ar | Lang::Ru => spec.en[0],
        }
    }

    /// A command as help writes it: `crear [futbol|boyer|…] …`.
    fn usage_line(self, spec: &Spec) -> String {
        let mut line = self.word(spec.verb).to_string();
        for (i, arg) in spec.args.iter().enumerate() {
            let usage = self.usage(arg.kind);
            // A level counts only after the computer is named: shown
            // inside its bracket, `[contra bot [1-8]]`.
            let after_rival = i > 0 && spec.args[i - 1].kind == Kind::Rival;
            if arg.kind == Kind::Level && after_rival && line.ends_with(']') {
                line.pop();
                line.push_str(&format!(" [{usage}]]"));
                continue;
            }
            line.push(' ');
            match arg.required {
                true => line.push_str(usage),
                false => line.push_str(&format!("[{usage}]")),
            }
        }
        line
    }

    /// `sala`: the room's code (to pass on), its link and its seats (names
    /// as the room keeps them, already made safe to echo).
    pub fn room_in_words(self, state: &RoomState) -> String {
        let lang = self.0;
        let seat = |team: Team| match &state.seats[team] {
            Some(player) => format!("{} {}", lang.team(team), player.name),
            None => format!("{} —", lang.team(team)),
        };
        let (white, black) = (seat(Team::White), seat(Team::Black));
        let (code, game) = (state.code.as_str(), state.variant.name());
        let game = format!("{game}, {}", self.rated_word(state.rated()));
        let link = state
            .link
            .as_deref()
            .map(|l| format!(" {l}"))
            .unwrap_or_default();
        match lang {
            Lang::Es => format!(
                "Sala {code} ({game}): {white}, {black}. Para unirse: `unirse {code}`{link}"
            ),
            Lang::En => {
                format!("Room {code} ({game}): {white}, {black}. To join: `join {code}`{link}")
            }
            Lang::Ar => {
                format!("الغرفة {code} ({game}): {white}، {black}. للانضمام: `join {code}`{link}")
            }
            Lang::Ru => format!(
                "Комната {code} ({game}): {white}, {black}. Чтобы присоединиться: `join {code}`{link}"
            ),
        }
    }

    /// The help text: every command with what it is for, then actions,
    /// buttons and reactions.
    pub fn help(self) -> String {
        let (title, rest) = match self.0 {
            Lang::Es => ("Comandos:", crate::i18n::guide::help_rest(Lang::Es)),
            Lang::En => ("Commands:", crate::i18n::guide::help_rest(Lang::En)),
            Lang::Ar => ("الأوامر:", crate::i18n::guide::help_rest(Lang::Ar)),
            Lang::Ru => ("Команды:", crate::i18n::guide::help_rest(Lang::Ru)),
        };
        let mut text = title.to_string();
        for spec in Spec::all() {
            let line = self.usage_line(spec);
            text.push_str(&format!("\n`{line}` — {}", self.command_use(spec.verb)));
        }
        format!("{text}\n{rest}")
    }
}

/// What a typed command says it is for.
fn typed_use(name: &str, lang: Lang) -> &'static str {
    typed::entry(name).map_or("", |entry| (entry.describe)(lang))
}

/// Every text of this file in `lang`, for the catalogue test.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    let say = Say(lang);
    let mut out = vec![say.help()];
    let code = "ABCD".parse().expect("a code");
    let mut room = RoomState::new(code, crate::ids::Platform::Web, "c", Default::default(), 0);
    room.seats[Team::White] = Some(crate::host::room::Player {
        id: "u".into(),
        name: "ana".into(),
    });
    out.push(say.room_in_words(&room));
    room.link = Some("http://127.0.0.1:8080/r/ABCD".into());
    out.push(say.room_in_words(&room));
    out.extend(Spec::all().map(|spec| say.command_use(spec.verb).to_string()));
    out.extend(
        crate::host::command::ALL_KINDS
            .into_iter()
            .map(|kind| say.describe_arg(kind).to_string()),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord allows 100 characters in a description and 2,000 in a
    /// message: every description and the whole help fit in every language.
    #[test]
    fn help_and_descriptions_fit_discord() {
        for lang in Lang::ALL {
            let say = Say(lang);
            let help = say.help();
            assert!(help.chars().count() <= 2000, "{lang:?}: {}", help.len());
            for spec in Spec::all() {
                assert!(help.contains(&say.usage_line(spec)), "{lang:?}");
                assert!(say.command_use(spec.verb).chars().count() <= 100);
            }
        }
    }
}
