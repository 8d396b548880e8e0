//! `seguir [sí|no]` / `follow [on|off]`: a spectator asks to be mentioned
//! when the room's games end (its players hear anyway), and can stop.
//! Everything about it is in this file and its line in the registry.

use super::{Answer, Ask, EndLine, TypedCommand};
use crate::host::command::kind::toggle;
use crate::host::command::{Arg, CommandError, Kind, truncate};
use crate::host::controls::Style;
use crate::host::people::MENTION;
use crate::host::room::{Player, Room, RoomState};
use crate::i18n::Lang;

/// Followers one room keeps at most: each is a mention when a game ends,
/// so a flood of followers cannot make the bot ping a crowd.
const MOST: usize = 25;

/// Follow (`true`) or stop following (`false`) the room.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Follow(pub bool);

impl TypedCommand for Follow {
    const NAME: &'static str = "follow";
    const ES: &'static [&'static str] = &["seguir"];
    const EN: &'static [&'static str] = &["follow"];
    const RU: &'static str = "следить";
    const ARGS: &'static [Arg] = &[Arg {
        kind: Kind::Answer,
        required: false,
    }];
    const LASTS: bool = true;

    fn describe(lang: Lang) -> &'static str {
        match lang {
            Lang::Es => "Te menciona cuando acaban las partidas de la sala (no: deja de hacerlo)",
            Lang::En => "Mentions you when the room's games end (off: stops)",
            Lang::Ar => "يذكرك عند انتهاء مباريات الغرفة (no: للإيقاف)",
            Lang::Ru => "Упоминание, когда партии в комнате закончатся (нет: отмена)",
        }
    }

    fn read(rest: &[&str]) -> Result<Follow, CommandError> {
        match rest {
            [] => Ok(Follow(true)),
            [word] => toggle(word)
                .map(Follow)
                .ok_or_else(|| CommandError::Unexpected(truncate(word, 30))),
            [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
        }
    }

    fn arg(&self) -> String {
        if self.0 { "si" } else { "no" }.into()
    }

    fn from_arg(arg: &str) -> Option<Follow> {
        toggle(arg).map(Follow)
    }

    fn run(self, room: &mut Room, ask: &Ask) -> Result<Answer, Answer> {
        let (lang, code) = (ask.lang, room.state.code.to_string());
        if room.seat_of(&ask.user.id).is_some() {
            return Err(Answer::to_asker(say(lang, Line::Plays, &code)));
        }
        let followers = room.state.marks.entry(Self::NAME.into()).or_default();
        let known = followers.iter().position(|p| p.id == ask.user.id);
        match (self.0, known) {
            (true, None) if followers.len() >= MOST => {
                return Err(Answer::to_asker(say(lang, Line::Full, &code)));
            }
            (true, None) => followers.push(Player::from_user(ask.user)),
            (false, Some(at)) => {
                followers.remove(at);
            }
            _ => {}
        }
        if followers.is_empty() {
            room.state.marks.remove(Self::NAME);
        }
        let (line, undo, style) = match self.0 {
            true => (Line::Follows, Line::Unfollow, Style::Secondary),
            false => (Line::Stopped, Line::FollowAgain, Style::Primary),
        };
        Ok(Answer::to_asker(say(lang, line, &code)).with_button(
            &say(lang, undo, &code),
            &Follow(!self.0),
            style,
        ))
    }

    fn ended(state: &RoomState, lang: Lang, result: &str) -> Vec<EndLine> {
        let code = state.code.to_string();
        let Some(followers) = state.marks.get(Self::NAME) else {
            return Vec::new();
        };
        followers
            .iter()
            .map(|user| EndLine {
                user: user.clone(),
                text: format!("{} {result}", say(lang, Line::Ended, &code)),
            })
            .collect()
    }
}

/// What `seguir` says.
#[derive(Clone, Copy)]
enum Line {
    Follows,
    Stopped,
    Plays,
    Full,
    Ended,
    Unfollow,
    FollowAgain,
}

/// `line` in `lang`, naming room `code`.
fn say(lang: Lang, line: Line, code: &str) -> String {
    let m = MENTION;
    match (lang, line) {
        (Lang::Es, Line::Follows) => {
            format!("Sigues la sala {code}: te mencionaré cuando acabe cada partida.")
        }
        (Lang::Es, Line::Stopped) => format!("Ya no sigues la sala {code}."),
        (Lang::Es, Line::Plays) => "Juegas en esta sala: sus resultados ya te llegan.".into(),
        (Lang::Es, Line::Full) => format!("Ya siguen esta sala {MOST} personas, el máximo."),
        (Lang::Es, Line::Ended) => format!("{m}, ha acabado la partida que sigues en {code}:"),
        (Lang::Es, Line::Unfollow) => "Dejar de seguir".into(),
        (Lang::Es, Line::FollowAgain) => "Seguir".into(),
        (Lang::En, Line::Follows) => {
            format!("You follow room {code}: I will mention you when each game ends.")
        }
        (Lang::En, Line::Stopped) => format!("You no longer follow room {code}."),
        (Lang::En, Line::Plays) => "You play in this room: its results reach you anyway.".into(),
        (Lang::En, Line::Full) => {
            format!("{MOST} people already follow this room, the most it takes.")
        }
        (Lang::En, Line::Ended) => format!("{m}, the game you follow in {code} has ended:"),
        (Lang::En, Line::Unfollow) => "Unfollow".into(),
        (Lang::En, Line::FollowAgain) => "Follow".into(),
        (Lang::Ar, Line::Follows) => {
            format!("أنت تتابع الغرفة {code}: سأذكرك عند انتهاء كل مباراة.")
        }
        (Lang::Ar, Line::Stopped) => format!("لم تعد تتابع الغرفة {code}."),
        (Lang::Ar, Line::Plays) => "أنت تلعب في هذه الغرفة: ستصلك نتائجها على أي حال.".into(),
        (Lang::Ar, Line::Full) => {
            format!("يتابع هذه الغرفة {MOST} شخصًا بالفعل، وهذا هو الحد الأقصى.")
        }
        (Lang::Ar, Line::Ended) => format!("{m}، انتهت المباراة التي تتابعها في {code}:"),
        (Lang::Ar, Line::Unfollow) => "إلغاء المتابعة".into(),
        (Lang::Ar, Line::FollowAgain) => "متابعة".into(),
        (Lang::Ru, Line::Follows) => {
            format!("Вы следите за комнатой {code}: я упомяну вас, когда закончится каждая партия.")
        }
        (Lang::Ru, Line::Stopped) => format!("Вы больше не следите за комнатой {code}."),
        (Lang::Ru, Line::Plays) => {
            "Вы играете в этой комнате: её результаты и так придут вам.".into()
        }
        (Lang::Ru, Line::Full) => {
            format!("За этой комнатой уже следят {MOST} человек — это максимум.")
        }
        (Lang::Ru, Line::Ended) => {
            format!("{m}, партия в комнате {code}, за которой вы следите, закончилась:")
        }
        (Lang::Ru, Line::Unfollow) => "Не следить".into(),
        (Lang::Ru, Line::FollowAgain) => "Следить".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;
    use crate::host::room::User;
    use crate::ids::Platform;

    fn room() -> Room {
        let code = "ACDE".parse().expect("a code");
        Room {
            state: RoomState::new(code, Platform::Discord, "c", Variant::Futbol, 0),
            game: crate::engine::Game::new(Variant::Futbol),
            plies: 0,
            version: 0,
            finished: None,
            origin: None,
        }
    }

    fn user(id: &str) -> User {
        User {
            id: id.into(),
            name: format!("<@{id}>"),
        }
    }

    #[test]
    fn reads_its_words_and_its_buttons() {
        assert_eq!(Follow::read(&[]), Ok(Follow(true)));
        assert_eq!(Follow::read(&["off"]), Ok(Follow(false)));
        assert!(Follow::read(&["maybe"]).is_err());
        assert!(Follow::read(&["si", "no"]).is_err());
        for follow in [Follow(true), Follow(false)] {
            assert_eq!(Follow::from_arg(&follow.arg()), Some(follow));
        }
    }

    fn ask(user: &User) -> Ask<'_> {
        Ask {
            user,
            lang: Lang::En,
            now: 0,
        }
    }

    #[test]
    fn a_spectator_follows_and_stops_and_a_crowd_is_capped() {
        let mut room = room();
        let bob = user("2");
        let answer = Follow(true).run(&mut room, &ask(&bob)).expect("follows");
        assert!(answer.text.contains("ACDE"), "{}", answer.text);
        assert_eq!(answer.buttons[0].typed.arg, "no");
        // Twice is once.
        Follow(true)
            .run(&mut room, &ask(&bob))
            .expect("still follows");
        let lines = Follow::ended(&room.state, Lang::En, "1-0");
        assert_eq!(lines.len(), 1);
        assert!(!lines[0].user.name.contains('<'), "a name that cannot ping");
        assert!(lines[0].text.starts_with(MENTION) && lines[0].text.ends_with(" 1-0"));
        Follow(false).run(&mut room, &ask(&bob)).expect("stops");
        assert!(room.state.marks.is_empty(), "nothing left to store");
        for n in 0..MOST {
            let follower = user(&format!("f{n}"));
            Follow(true)
                .run(&mut room, &ask(&follower))
                .expect("room for them");
        }
        assert!(Follow(true).run(&mut room, &ask(&bob)).is_err());
    }

    #[test]
    fn every_line_in_every_language() {
        let lines = [
            Line::Follows,
            Line::Stopped,
            Line::Plays,
            Line::Full,
            Line::Ended,
            Line::Unfollow,
            Line::FollowAgain,
        ];
        for lang in [Lang::Es, Lang::En, Lang::Ar, Lang::Ru] {
            assert!(Follow::describe(lang).chars().count() <= 100);
            for line in lines {
                assert!(!say(lang, line, "ACDE").is_empty());
            }
            assert!(say(lang, Line::Ended, "ACDE").contains(MENTION));
        }
    }
}
