//! `seguir [sí|no]` / `follow [on|off]`: a spectator asks to be mentioned
//! when the room's games end (its players hear anyway), and can stop.
//! Everything about it is in this file, its line in the registry and its
//! texts (`texts/locales/*/follow.ftl`).

use crate::engine::Team;
use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::toggle;
use crate::host::command::value::Command;
use crate::host::controls::Style;
use crate::host::dispatch::answer::Answer;
use crate::host::dispatch::answer::Ask;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::EndLine;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::people::MENTION;
use crate::host::room::{Player, Room, RoomState};
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::MutexGuard;

/// Followers one room keeps at most: each is a message and a mention when
/// a game ends, so a flood of followers can neither ping a crowd nor fill
/// the channel (Discord lets a channel take about five messages in five
/// seconds).
const MOST: usize = 5;

/// Follow (`true`) or stop following (`false`) the room.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Follow(pub bool);

impl Verb for Follow {
    const NAME: &'static str = "follow";
    const ES: &'static [&'static str] = &["seguir"];
    const EN: &'static [&'static str] = &["follow"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::ANSWER)];
    const IN_ROOM: bool = true;
    const LASTS: bool = true;

    fn describe(lang: Lang) -> String {
        t!(lang, follow_describe)
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

    fn run_in(self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        crate::host::play::game::answered(at.parts, at.request, room, Self::NAME, |next, ask| {
            self.change(next, ask)
        })
    }

    fn ended(state: &RoomState, lang: Lang, result: &str) -> Vec<EndLine> {
        ended(state, lang, result)
    }
}

impl Follow {
    /// Follows or stops on `room`: `Ok` keeps what it changed, `Err`
    /// refuses.
    fn change(self, room: &mut Room, ask: &Ask) -> Result<Answer, Answer> {
        let (lang, code) = (ask.lang, room.state.code.to_string());
        if room.seat_of(&ask.user.id).is_some() {
            return Err(Answer::to_asker(t!(lang, follow_plays)));
        }
        let followers = room.state.marks.entry(Self::NAME.into()).or_default();
        let known = followers.iter().position(|p| p.id == ask.user.id);
        match (self.0, known) {
            (true, None) if followers.len() >= MOST => {
                return Err(Answer::to_asker(t!(lang, follow_full, most = MOST)));
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
        let (text, undo, style) = match self.0 {
            true => (
                t!(lang, follow_follows, code = code),
                t!(lang, follow_unfollow),
                Style::Secondary,
            ),
            false => (
                t!(lang, follow_stopped, code = code),
                t!(lang, follow_follow_again),
                Style::Primary,
            ),
        };
        Ok(Answer::to_asker(text).with_button(&undo, Command::of(Follow(!self.0)), style))
    }
}

/// A line for each follower who is not seated when a game ends.
fn ended(state: &RoomState, lang: Lang, result: &str) -> Vec<EndLine> {
    let code = state.code.to_string();
    let Some(followers) = state.marks.get(Follow::NAME) else {
        return Vec::new();
    };
    // A follower who sat down since hears the result as a player.
    let seated = |user: &Player| {
        (Team::BOTH.iter()).any(|t| state.seats[*t].as_ref().is_some_and(|p| p.id == user.id))
    };
    followers
        .iter()
        .filter(|user| !seated(user))
        .map(|user| EndLine {
            user: user.clone(),
            text: t!(
                lang,
                follow_ended,
                mention = MENTION.to_string(),
                code = code.as_str(),
                result = result
            ),
        })
        .collect()
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
        let answer = Follow(true).change(&mut room, &ask(&bob)).expect("follows");
        assert!(answer.text.contains("ACDE"), "{}", answer.text);
        assert_eq!(answer.buttons[0].command.arg(), "no");
        // Twice is once.
        Follow(true)
            .change(&mut room, &ask(&bob))
            .expect("still follows");
        let lines = Follow::ended(&room.state, Lang::En, "1-0");
        assert_eq!(lines.len(), 1);
        assert!(!lines[0].user.name.contains('<'), "a name that cannot ping");
        assert!(lines[0].text.starts_with(MENTION) && lines[0].text.ends_with(" 1-0"));
        // Seated since: the result reaches them as a player, not twice.
        room.state.seats[Team::Black] = Some(Player::from_user(&bob));
        assert!(Follow::ended(&room.state, Lang::En, "1-0").is_empty());
        room.state.seats[Team::Black] = None;
        Follow(false).change(&mut room, &ask(&bob)).expect("stops");
        assert!(room.state.marks.is_empty(), "nothing left to store");
        for n in 0..MOST {
            let follower = user(&format!("f{n}"));
            Follow(true)
                .change(&mut room, &ask(&follower))
                .expect("room for them");
        }
        assert!(Follow(true).change(&mut room, &ask(&bob)).is_err());
    }
}
