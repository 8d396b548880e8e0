//! What the host says about rooms and seats: opening a room, joining,
//! watching, leaving, codes that lead nowhere, and idle rooms closing.

use super::Say;
use crate::engine::{Team, Variant};
use crate::i18n::Lang;

impl Say {
    /// A room was opened.
    pub fn created(
        self,
        code: &str,
        variant: Variant,
        link: Option<&str>,
        who: &str,
        seat: &str,
        rated: bool,
    ) -> String {
        let link = link.map(|l| format!(" ({l})")).unwrap_or_default();
        let rated = self.rated_word(rated);
        match self.0 {
            Lang::Es => format!(
                "Sala {code} creada: {variant}, {rated}. {who} juega con {seat}. Para jugar: `unirse {code}`{link}."
            ),
            Lang::En => format!(
                "Room {code} created: {variant}, {rated}. {who} plays {seat}. To play: `join {code}`{link}."
            ),
            Lang::Ar => format!(
                "تم إنشاء الغرفة {code}: {variant}، {rated}. {seat}: {who}. للعب: `join {code}`{link}."
            ),
            Lang::Ru => format!(
                "Комната {code} создана: {variant}, {rated}. {seat} — {who}. Чтобы сыграть: `join {code}`{link}."
            ),
        }
    }

    /// A local game was opened.
    pub fn created_local(self, code: &str, variant: Variant, who: &str) -> String {
        match self.0 {
            Lang::Es => format!(
                "Sala {code} creada: {variant}, partida local. {who} juega con los dos bandos."
            ),
            Lang::En => {
                format!("Room {code} created: {variant}, local game. {who} plays both sides.")
            }
            Lang::Ar => {
                format!("تم إنشاء الغرفة {code}: {variant}، مباراة محلية. يلعب {who} بالطرفين.")
            }
            Lang::Ru => format!(
                "Комната {code} создана: {variant}, локальная партия. {who} играет за обе стороны."
            ),
        }
    }

    /// The channel already has an open room.
    pub fn already_open(self, code: &str) -> String {
        match self.0 {
            Lang::Es => format!(
                "Este canal ya tiene una partida abierta: sala {code}. Escribe `ver` para ver el tablero."
            ),
            Lang::En => format!(
                "This channel already has an open game: room {code}. Type `show` to see the board."
            ),
            Lang::Ar => format!(
                "في هذه القناة مباراة مفتوحة بالفعل: الغرفة {code}. اكتب `show` لرؤية الرقعة."
            ),
            Lang::Ru => format!(
                "В этом канале уже есть открытая партия: комната {code}. Напиши `show`, чтобы увидеть доску."
            ),
        }
    }

    /// A player took the second seat.
    pub fn joined(self, who: &str, seat: Team) -> String {
        let team = self.team(seat);
        match self.0 {
            Lang::Es => format!("{who} se une con {team}. ¡Empieza la partida!"),
            Lang::En => format!("{who} joins as {team}. The game begins!"),
            Lang::Ar => format!("انضم {who} ({team}). بدأت المباراة!"),
            Lang::Ru => format!("{who} присоединяется ({team}). Партия начинается!"),
        }
    }

    /// A player came back to their seat.
    pub fn rejoined(self, who: &str, seat: Team) -> String {
        let team = self.team(seat);
        match self.0 {
            Lang::Es => format!("{who} vuelve a su sitio ({team})."),
            Lang::En => format!("{who} is back in their seat ({team})."),
            Lang::Ar => format!("عاد {who} إلى مكانه ({team})."),
            Lang::Ru => format!("{who} возвращается на своё место ({team})."),
        }
    }

    /// Someone watches.
    pub fn spectating(self, who: &str, code: &str) -> String {
        match self.0 {
            Lang::Es => format!("{who} mira la partida de la sala {code}."),
            Lang::En => format!("{who} is watching room {code}."),
            Lang::Ar => format!("يشاهد {who} مباراة الغرفة {code}."),
            Lang::Ru => format!("{who} смотрит партию в комнате {code}."),
        }
    }

    /// No open room has this code.
    pub fn unknown_code(self, code: &str) -> String {
        match self.0 {
            Lang::Es => format!("No hay ninguna sala abierta con el código «{code}»."),
            Lang::En => format!("There is no open room with the code “{code}”."),
            Lang::Ar => format!("لا توجد غرفة مفتوحة بالرمز «{code}»."),
            Lang::Ru => format!("Нет открытой комнаты с кодом «{code}»."),
        }
    }

    /// The user (or their address) acts faster than the limits allow:
    /// nothing was done, and they may try again shortly.
    pub fn too_fast(self) -> String {
        match self.0 {
            Lang::Es => "Vas demasiado rápido: espera unos segundos y vuelve a intentarlo.".into(),
            Lang::En => "You are going too fast: wait a few seconds and try again.".into(),
            Lang::Ar => "أنت سريع جدًا: انتظر بضع ثوانٍ ثم حاول مرة أخرى.".into(),
            Lang::Ru => "Слишком быстро: подожди несколько секунд и попробуй снова.".into(),
        }
    }

    /// The user (or their address) already has `most` rooms waiting for an
    /// opponent.
    pub fn too_many_waiting(self, most: usize) -> String {
        match self.0 {
            Lang::Es => format!(
                "Ya hay {most} salas tuyas esperando rival: cierra una (`salir`) o espera a que alguien se una."
            ),
            Lang::En => format!(
                "You already have {most} rooms waiting for an opponent: close one (`leave`) or wait for someone to join."
            ),
            Lang::Ar => format!(
                "لديك بالفعل {most} غرف تنتظر خصمًا: أغلق واحدة (`leave`) أو انتظر أن ينضم أحد."
            ),
            Lang::Ru => format!(
                "У тебя уже {most} комнаты ждут соперника: закрой одну (`leave`) или подожди, пока кто-то присоединится."
            ),
        }
    }

    /// Too many rooms made by the user (or from their address) lately.
    pub fn too_many_rooms(self) -> String {
        match self.0 {
            Lang::Es => "Has creado demasiadas salas seguidas: espera un minuto.".into(),
            Lang::En => "You have created too many rooms in a row: wait a minute.".into(),
            Lang::Ar => "أنشأت غرفًا كثيرة متتالية: انتظر دقيقة.".into(),
            Lang::Ru => "Ты создал слишком много комнат подряд: подожди минуту.".into(),
        }
    }

    /// No open room in this channel.
    pub fn no_room(self) -> String {
        match self.0 {
            Lang::Es => "No hay ninguna partida en este canal. Crea una con `crear`.".into(),
            Lang::En => "There is no game in this channel. Start one with `create`.".into(),
            Lang::Ar => "لا توجد مباراة في هذه القناة. أنشئ واحدة بالأمر `create`.".into(),
            Lang::Ru => "В этом канале нет партии. Создай её командой `create`.".into(),
        }
    }

    /// The second seat is still free.
    pub fn waiting(self, code: &str) -> String {
        match self.0 {
            Lang::Es => format!("Falta un rival: comparte el código {code}."),
            Lang::En => format!("Waiting for an opponent: share the code {code}."),
            Lang::Ar => format!("بانتظار خصم: شارك الرمز {code}."),
            Lang::Ru => format!("Ждём соперника: поделись кодом {code}."),
        }
    }

    /// A room expired.
    pub fn expired(self, code: &str, hours: u64) -> String {
        match self.0 {
            Lang::Es => format!("La sala {code} se ha cerrado tras {hours} h sin jugadas."),
            Lang::En => format!("Room {code} closed after {hours} h without moves."),
            Lang::Ar => format!("أُغلقت الغرفة {code} بعد {hours} ساعة دون أي حركة."),
            Lang::Ru => format!("Комната {code} закрыта: {hours} ч без ходов."),
        }
    }

    /// A player acted from another channel: where it went.
    pub fn acted_elsewhere(self, code: &str, link: Option<&str>) -> String {
        let link = link.map(|l| format!(": {l}")).unwrap_or_default();
        match self.0 {
            Lang::Es => {
                format!("Hecho en tu sala {code}; el tablero está en el canal de la sala{link}")
            }
            Lang::En => {
                format!("Done in your room {code}; the board is in the room's channel{link}")
            }
            Lang::Ar => format!("تم التنفيذ في غرفتك {code}؛ الرقعة في قناة الغرفة{link}"),
            Lang::Ru => format!("Сделано в твоей комнате {code}; доска — в канале комнаты{link}"),
        }
    }

    /// A player left the game.
    pub fn left_game(self, who: &str) -> String {
        match self.0 {
            Lang::Es => format!("{who} abandona la partida."),
            Lang::En => format!("{who} leaves the game."),
            Lang::Ar => format!("غادر {who} المباراة."),
            Lang::Ru => format!("{who} покидает партию."),
        }
    }

    /// A spectator left.
    pub fn stopped_watching(self, who: &str) -> String {
        match self.0 {
            Lang::Es => format!("{who} deja de mirar."),
            Lang::En => format!("{who} stops watching."),
            Lang::Ar => format!("توقف {who} عن المشاهدة."),
            Lang::Ru => format!("{who} больше не смотрит."),
        }
    }
}
