//! `sala`: this channel's room in words (its code to pass on, its link,
//! who sits where).

use crate::host::command::error::CommandError;
use crate::host::dispatch::at::At;
use crate::host::dispatch::spec::no_arguments;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `sala`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RoomInWords;

impl Verb for RoomInWords {
    const NAME: &'static str = "room";
    const ES: &'static [&'static str] = &["sala"];
    const EN: &'static [&'static str] = &["room"];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_room)
    }

    fn read(rest: &[&str]) -> Result<RoomInWords, CommandError> {
        no_arguments(rest, RoomInWords)
    }

    fn run(self, at: &At) -> Replies {
        let parts = at.parts;
        let state = (parts.rooms.channel_code(at.key)).and_then(|code| parts.rooms.state(code));
        let say = at.say();
        let text = match state {
            Some(state) => say.room_in_words(&state),
            None => say.no_room(),
        };
        Ok(vec![at.private(text)])
    }
}
