//! One spec per command: its words, its arguments and how the words after
//! it read as a [`Command`]. The text parser, Discord's registration and
//! localizations, and the help are all made from [`SPECS`], so a command
//! is added here (with its handler and its texts) and nowhere per platform.

use super::comforts;
use super::config::config;
use super::kind::{Kind, language, variant};
use super::readers::{create, leaderboard, time_error};
use super::tournament::tournament;
use super::{Command, CommandError, truncate};
use crate::host::clock::parse_duration;

/// A command's name: one per spec. Errors and texts name a command by it,
/// so each language writes it with the spec's words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verb {
    /// `crear`.
    Create,
    /// `unirse`.
    Join,
    /// `mover`.
    Move,
    /// `rendirse`.
    Resign,
    /// `tablas`.
    Draw,
    /// `deshacer`.
    Takeback,
    /// `revancha`.
    Rematch,
    /// `ver`.
    Show,
    /// `salir`.
    Leave,
    /// `tiempo`.
    GiveTime,
    /// `avisos`.
    Pings,
    /// `vacaciones`.
    Vacation,
    /// `zona`.
    Zone,
    /// `reglas`.
    Rules,
    /// `idioma`.
    Language,
    /// `historial`.
    History,
    /// `partida`.
    Game,
    /// `analizar`.
    Analyse,
    /// `problema`.
    Puzzle,
    /// `ayuda`.
    Help,
    /// `sala`.
    Room,
    /// `tablero` (Matrix's widget; admins).
    Widget,
    /// `perfil`.
    Profile,
    /// `ranking`.
    Leaderboard,
    /// `ajustes` (admins change them; on Discord `/futbol-admin`).
    Config,
    /// `torneo`.
    Tournament,
    /// A typed command (`command/typed/`), by its name.
    Typed(&'static str),
}

/// One argument: its kind, and whether it must be given.
#[derive(Clone, Copy, Debug)]
pub struct Arg {
    /// What it holds.
    pub kind: Kind,
    /// Whether the command needs it.
    pub required: bool,
}

/// A command as players and platforms see it.
#[derive(Debug)]
pub struct Spec {
    /// Its name.
    pub verb: Verb,
    /// Its Spanish words; the first is its name on Discord and in help.
    pub es: &'static [&'static str],
    /// Its English words, read too; the first is its English name.
    pub en: &'static [&'static str],
    /// Its arguments, in the order help shows them and menus offer them.
    pub args: &'static [Arg],
    /// Reads the words after the command's word.
    pub read: fn(&[&str]) -> Result<Command, CommandError>,
}

const fn optional(kind: Kind) -> Arg {
    Arg {
        kind,
        required: false,
    }
}

const fn required(kind: Kind) -> Arg {
    Arg {
        kind,
        required: true,
    }
}

/// Every command, in the order help lists them and Discord shows them.
pub const SPECS: &[Spec] = &[
    Spec {
        verb: Verb::Create,
        es: &["crear"],
        en: &["create", "new"],
        args: &[
            optional(Kind::Game),
            optional(Kind::Seat),
            optional(Kind::Time),
            optional(Kind::Rival),
            optional(Kind::Level),
            optional(Kind::Rated),
        ],
        read: create,
    },
    Spec {
        verb: Verb::Join,
        es: &["unirse"],
        en: &["join"],
        args: &[required(Kind::Code)],
        read: |rest| match rest {
            [code] => Ok(Command::Join {
                code: code.to_uppercase(),
            }),
            _ => Err(CommandError::NeedsCode),
        },
    },
    Spec {
        verb: Verb::Move,
        es: &["mover"],
        en: &["move", "m"],
        args: &[required(Kind::Action)],
        read: |rest| match rest.is_empty() {
            true => Err(CommandError::NeedsAction),
            false => Ok(Command::Move {
                action: rest.join(" "),
            }),
        },
    },
    Spec {
        verb: Verb::Resign,
        es: &["rendirse"],
        en: &["resign"],
        args: &[],
        read: |rest| no_arguments(Verb::Resign, rest, Command::Resign),
    },
    Spec {
        verb: Verb::Draw,
        es: &["tablas"],
        en: &["draw"],
        args: &[],
        read: |rest| no_arguments(Verb::Draw, rest, Command::Draw),
    },
    Spec {
        verb: Verb::Takeback,
        es: &["deshacer"],
        en: &["takeback", "undo"],
        args: &[optional(Kind::Answer)],
        read: comforts::takeback,
    },
    Spec {
        verb: Verb::Rematch,
        es: &["revancha"],
        en: &["rematch"],
        args: &[],
        read: |rest| no_arguments(Verb::Rematch, rest, Command::Rematch),
    },
    Spec {
        verb: Verb::Show,
        es: &["ver"],
        en: &["show", "board"],
        args: &[optional(Kind::Form)],
        read: |rest| match rest {
            [] => Ok(Command::Show { text: false }),
            [word] => match super::kind::form_word(word) {
                Some(text) => Ok(Command::Show { text }),
                None => Err(CommandError::Unexpected(truncate(word, 30))),
            },
            [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
        },
    },
    Spec {
        verb: Verb::Leave,
        es: &["salir"],
        en: &["leave"],
        args: &[],
        read: |rest| no_arguments(Verb::Leave, rest, Command::Leave),
    },
    Spec {
        verb: Verb::GiveTime,
        es: &["tiempo"],
        en: &["time"],
        args: &[required(Kind::Give)],
        read: |rest| match rest {
            [word] => parse_duration(word.trim_start_matches('+'))
                .map(Command::GiveTime)
                .map_err(|error| time_error(error, word)),
            _ => Err(CommandError::NeedsTime),
        },
    },
    Spec {
        verb: Verb::Pings,
        es: &["avisos"],
        en: &["pings"],
        args: &[required(Kind::Toggle), optional(Kind::Hour)],
        read: comforts::pings,
    },
    Spec {
        verb: Verb::Zone,
        es: &["zona"],
        en: &["timezone", "zone"],
        args: &[optional(Kind::Zone)],
        read: comforts::zone,
    },
    Spec {
        verb: Verb::Vacation,
        es: &["vacaciones"],
        en: &["vacation", "holiday"],
        args: &[optional(Kind::Away)],
        read: comforts::vacation,
    },
    Spec {
        verb: Verb::Rules,
        es: &["reglas"],
        en: &["rules"],
        args: &[optional(Kind::Game)],
        read: |rest| match rest {
            [] => Ok(Command::Rules { variant: None }),
            [name] => variant(name).map(|v| Command::Rules { variant: Some(v) }),
            _ => Err(CommandError::RulesArguments),
        },
    },
    Spec {
        verb: Verb::Language,
        es: &["idioma"],
        en: &["language", "lang"],
        args: &[required(Kind::Language)],
        read: |rest| match rest {
            [word] => language(word)
                .map(Command::Language)
                .ok_or(CommandError::NeedsLanguage),
            _ => Err(CommandError::NeedsLanguage),
        },
    },
    Spec {
        verb: Verb::History,
        es: &["historial"],
        en: &["history"],
        args: &[],
        read: |_| Ok(Command::History),
    },
    Spec {
        verb: Verb::Profile,
        es: &["perfil"],
        en: &["profile"],
        args: &[optional(Kind::Player)],
        read: |rest| match rest {
            [] => Ok(Command::Profile { player: None }),
            [who] => Ok(Command::Profile {
                player: Some(truncate(who, 100)),
            }),
            [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
        },
    },
    Spec {
        verb: Verb::Leaderboard,
        es: &["ranking", "clasificacion", "clasificación"],
        en: &["leaderboard", "top"],
        args: &[optional(Kind::Game), optional(Kind::Scope)],
        read: leaderboard,
    },
    Spec {
        verb: Verb::Game,
        es: &["partida"],
        en: &["game"],
        args: &[optional(Kind::Number)],
        read: |rest| game_id(rest).map(|id| Command::Game { id }),
    },
    Spec {
        verb: Verb::Analyse,
        es: &["analizar"],
        en: &["analyse", "analyze"],
        args: &[optional(Kind::Number)],
        read: |rest| game_id(rest).map(|id| Command::Analyse { id }),
    },
    Spec {
        verb: Verb::Puzzle,
        es: &["problema"],
        en: &["puzzle"],
        args: &[optional(Kind::Game), optional(Kind::Action)],
        read: super::puzzle::puzzle,
    },
    Spec {
        verb: Verb::Tournament,
        es: &["torneo"],
        en: &["tournament"],
        args: &[
            required(Kind::Step),
            optional(Kind::Game),
            optional(Kind::Rounds),
            optional(Kind::Length),
            optional(Kind::Time),
            optional(Kind::Rated),
            optional(Kind::Number),
        ],
        read: tournament,
    },
    Spec {
        verb: Verb::Room,
        es: &["sala"],
        en: &["room"],
        args: &[],
        read: |rest| no_arguments(Verb::Room, rest, Command::Room),
    },
    Spec {
        verb: Verb::Widget,
        es: &["tablero"],
        en: &["widget"],
        args: &[],
        read: |rest| no_arguments(Verb::Widget, rest, Command::Widget),
    },
    Spec {
        verb: Verb::Config,
        es: &["ajustes"],
        en: &["config", "settings"],
        args: &[optional(Kind::Setting), optional(Kind::Value)],
        read: config,
    },
    Spec {
        verb: Verb::Help,
        es: &["ayuda"],
        en: &["help"],
        args: &[],
        read: |_| Ok(Command::Help),
    },
];

impl Verb {
    /// Whether `/futbol` on Discord offers it: not the settings (the
    /// admins' `/futbol-admin`), nor the widget (Matrix's; Discord has
    /// its Activity), which keeps `/futbol` within Discord's 25.
    pub fn on_discord(self) -> bool {
        !matches!(self, Verb::Config | Verb::Widget)
    }

    /// This command's spec.
    pub fn spec(self) -> &'static Spec {
        Spec::all()
            .find(|spec| spec.verb == self)
            .unwrap_or(&SPECS[0])
    }
}

impl Spec {
    /// Every command's spec: [`SPECS`], then the typed commands'.
    pub fn all() -> impl Iterator<Item = &'static Spec> {
        SPECS
            .iter()
            .chain(super::typed::REGISTRY.iter().map(|entry| &entry.spec))
    }

    /// The spec a typed word names, in any case: its Spanish or English
    /// words, or its name in any language (Discord's, from the texts).
    pub fn of_word(word: &str) -> Option<&'static Spec> {
        let word = word.to_lowercase();
        Spec::all()
            .find(|spec| spec.es.iter().chain(spec.en).any(|w| *w == word))
            .or_else(|| super::languages::named(&word))
    }

    /// The words a platform's chosen options stand for (its menus' values,
    /// keyed by option name): the command's name, then each argument's
    /// words in the spec's order. A name no spec has is kept as the first
    /// word, so the parser says what is wrong.
    pub fn words_of_options(name: &str, options: &[(&str, &str)]) -> String {
        let mut words = vec![name.to_string()];
        if let Some(spec) = Spec::all().find(|spec| spec.es[0] == name) {
            for arg in spec.args {
                let value = options
                    .iter()
                    .find(|(option, _)| *option == arg.kind.name())
                    .map(|(_, value)| *value);
                if let Some(value) = value {
                    let more = arg.kind.words(value, &words);
                    words.extend(more);
                }
            }
        } else {
            words.extend(options.iter().map(|(_, value)| value.to_string()));
        }
        words.join(" ")
    }
}

fn no_arguments(verb: Verb, rest: &[&str], command: Command) -> Result<Command, CommandError> {
    match rest.is_empty() {
        true => Ok(command),
        false => Err(CommandError::NoArguments(
            verb,
            truncate(&rest.join(" "), 30),
        )),
    }
}

/// An archived game's number, if one is given (`12` or `#12`).
fn game_id(rest: &[&str]) -> Result<Option<u64>, CommandError> {
    match rest {
        [] => Ok(None),
        [id] => match id.trim_start_matches('#').parse::<u64>() {
            Ok(n) => Ok(Some(n)),
            Err(_) => Err(CommandError::BadGameId(truncate(id, 20))),
        },
        _ => Err(CommandError::BadGameId(truncate(&rest.join(" "), 20))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No word names two commands, every verb has exactly one spec, and
    /// Discord's limit of 25 sub-commands holds.
    #[test]
    fn the_table_agrees_with_itself() {
        let mut seen = std::collections::HashSet::new();
        for spec in Spec::all() {
            for word in spec.es.iter().chain(spec.en) {
                assert!(seen.insert(*word), "{word} names two commands");
                assert_eq!(Spec::of_word(word).map(|s| s.verb), Some(spec.verb));
            }
            assert_eq!(
                Spec::all().filter(|s| s.verb == spec.verb).count(),
                1,
                "{:?}",
                spec.verb
            );
            assert!(spec.verb.spec().verb == spec.verb);
        }
        // Discord's limit of 25 sub-commands in `/futbol` (the settings
        // are `/futbol-admin`).
        assert!(Spec::all().filter(|s| s.verb.on_discord()).count() <= 25);
    }

    #[test]
    fn chosen_options_read_as_their_words() {
        let words = |name, options: &[(&str, &str)]| Spec::words_of_options(name, options);
        assert_eq!(
            words(
                "crear",
                &[("nivel", "7"), ("rival", "ordenador"), ("juego", "boyer")]
            ),
            "crear boyer contra bot 7"
        );
        assert_eq!(
            words("crear", &[("nivel", "7"), ("rival", "persona")]),
            "crear"
        );
        assert_eq!(words("bailar", &[("x", "y")]), "bailar y");
    }
}
