//! The texts of the commands (`texts/locales/*/commands.ftl`): what each
//! command and each argument is for, and how an argument is written in
//! help (the parser's words, here). The help and Discord's
//! descriptions are both made from these and the host's command specs, so
//! a new command's texts are here and nowhere else.

use crate::engine::Team;
use crate::host::command::kind::Kind;
use crate::host::dispatch::registry;
use crate::host::dispatch::spec::Spec;
use crate::host::room::RoomState;
use crate::i18n::Words as _;
use crate::i18n::{Lang, Say};
use futbol_texts::t;

impl Say {
    /// A command's word as this language writes it: Spanish in Spanish,
    /// else the English the parser reads.
    pub fn word(self, spec: &Spec) -> &'static str {
        // Not a `match`: a language added later writes the English too.
        if self.0 == Lang::Es {
            spec.es[0]
        } else {
            spec.en[0]
        }
    }

    /// A command as help writes it: `crear [futbol|boyer|…] …`.
    fn usage_line(self, spec: &Spec) -> String {
        let mut line = self.word(spec).to_string();
        for (i, arg) in spec.args.iter().enumerate() {
            let usage = (arg.kind.usage)(self.0);
            // A level counts only after the computer is named: shown
            // inside its bracket, `[contra bot [1-8]]`.
            let after_rival = i > 0 && spec.args[i - 1].kind.name == Kind::RIVAL.name;
            if arg.kind.name == Kind::LEVEL.name && after_rival && line.ends_with(']') {
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
            Some(player) => t!(
                lang,
                command_room_seat,
                team = lang.team(team),
                player = player.name.as_str()
            ),
            None => t!(lang, command_room_seat_empty, team = lang.team(team)),
        };
        let (white, black) = (seat(Team::White), seat(Team::Black));
        let (code, game) = (state.code.as_str(), state.variant.name());
        let game = t!(
            lang,
            command_room_game,
            game = game,
            rated = self.rated_word(state.rated())
        );
        match state.link.as_deref() {
            Some(link) => t!(
                lang,
                command_room_with_link,
                code = code,
                game = game,
                white = white,
                black = black,
                link = link
            ),
            None => t!(
                lang,
                command_room,
                code = code,
                game = game,
                white = white,
                black = black
            ),
        }
    }

    /// The help's first message: every command with what it is for
    /// (the second, [`Say::help_rest`], says how actions are written and
    /// what the buttons and reactions do: the two would pass Discord's
    /// 2,000 characters together).
    pub fn help(self) -> String {
        let lang = self.0;
        let mut text = t!(lang, command_help_title);
        for spec in registry::all() {
            let line = t!(
                lang,
                command_help_line,
                usage = self.usage_line(spec),
                purpose = (spec.describe)(lang)
            );
            text.push('\n');
            text.push_str(&line);
        }
        text
    }

    /// The help's second message: actions, buttons and reactions.
    pub fn help_rest(self) -> String {
        crate::i18n::guide::help_rest(self.0)
    }
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
            assert!(
                help.chars().count() <= 2000,
                "{lang:?}: {}",
                help.chars().count()
            );
            for spec in registry::all() {
                assert!(help.contains(&say.usage_line(spec)), "{lang:?}");
                assert!((spec.describe)(lang).chars().count() <= 100);
            }
        }
    }
}
