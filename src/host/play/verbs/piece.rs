//! `reglas pieza [PIEZA]` / `rules piece [PIECE]`: one of `futbol`'s
//! pieces in words (how it moves, how it captures, what it does with the
//! ball), with a button for each of the others. On Discord it is an
//! option of `/futbol reglas`. Its texts are `texts/locales/*/piece.ftl`.

use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::es_en;
use crate::host::command::value::Command;
use crate::host::controls::Style;
use crate::host::dispatch::answer::Answer;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// Each piece: its value (the Spanish word a menu sends), the other words
/// that name it (English, its letter), its key in the texts.
const PIECES: [(&str, &[&str], &str); 4] = [
    ("portero", &["goalkeeper", "p"], "goalkeeper"),
    ("defensa", &["defender", "d"], "defender"),
    ("centrocampista", &["midfielder", "c"], "midfielder"),
    ("delantero", &["forward", "a"], "forward"),
];

/// The piece as an argument: a menu of the four (each language's labels
/// are `discord-choice-pieza-…`, which read as the piece when typed).
const PIECE: Kind = Kind {
    name: "pieza",
    choices: || PIECES.iter().map(|(value, ..)| (*value, *value)).collect(),
    describe: |lang| t!(lang, piece_arg),
    usage: |lang| es_en(lang, "PIEZA", "PIECE"),
    words: Kind::as_chosen,
    reads: |word| RulesPiece::named(word).is_some(),
    user: false,
};

/// `reglas pieza`: which piece (its place in [`PIECES`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RulesPiece(usize);

impl RulesPiece {
    /// The piece `word` names, in any case.
    fn named(word: &str) -> Option<RulesPiece> {
        let word = word.to_lowercase();
        (PIECES.iter())
            .position(|(value, words, _)| *value == word || words.contains(&word.as_str()))
            .map(RulesPiece)
    }
}

impl Verb for RulesPiece {
    const NAME: &'static str = "piece";
    const ES: &'static [&'static str] = &["reglas pieza", "pieza"];
    const EN: &'static [&'static str] = &["rules piece", "piece"];
    const ARGS: &'static [Arg] = &[Arg::optional(PIECE)];
    const DISCORD_UNDER: Option<&'static str> = Some("reglas");

    fn describe(lang: Lang) -> String {
        t!(lang, piece_describe)
    }

    /// Without a piece, the goalkeeper: its buttons lead to the others.
    fn read(rest: &[&str]) -> Result<RulesPiece, CommandError> {
        match rest {
            [] => Ok(RulesPiece(0)),
            [word] => {
                RulesPiece::named(word).ok_or_else(|| CommandError::Unexpected(truncate(word, 30)))
            }
            [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
        }
    }

    fn arg(&self) -> String {
        PIECES[self.0].0.into()
    }

    fn from_arg(arg: &str) -> Option<RulesPiece> {
        (PIECES.iter())
            .position(|(value, ..)| *value == arg)
            .map(RulesPiece)
    }

    fn run(self, at: &At) -> Replies {
        let lang = at.say().0;
        let text = t!(lang, piece_moves, piece = PIECES[self.0].2);
        let others = (0..PIECES.len()).filter(|other| *other != self.0);
        let answer = others.fold(Answer::to_asker(text), |answer, other| {
            let label = t!(lang, describe_piece, piece = PIECES[other].2);
            answer.with_button(&label, Command::of(RulesPiece(other)), Style::Secondary)
        });
        Ok(vec![at.answer(answer)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::dispatch::parse;
    use crate::host::dispatch::registry;

    #[test]
    fn reads_its_words_in_two_languages_and_its_buttons() {
        let read = |text: &str| parse(text).ok()?.get::<RulesPiece>().copied();
        assert_eq!(read("reglas pieza defensa"), Some(RulesPiece(1)));
        assert_eq!(read("rules piece Forward"), Some(RulesPiece(3)));
        assert_eq!(read("pieza c"), Some(RulesPiece(2)));
        assert_eq!(read("reglas pieza"), Some(RulesPiece(0)));
        // Each language's label of a choice reads as it.
        assert_eq!(read("règles-pièce gardien"), Some(RulesPiece(0)));
        assert!(parse("reglas pieza rey").is_err());
        // `reglas` alone, or with a game, is still the rules in short.
        assert!(read("reglas boyer").is_none() && parse("reglas boyer").is_ok());
        for piece in (0..PIECES.len()).map(RulesPiece) {
            assert_eq!(RulesPiece::from_arg(&piece.arg()), Some(piece));
        }
        // On Discord: an option of `/futbol reglas`.
        let words = registry::words_of_options("reglas", &[("pieza", "delantero")]);
        assert_eq!(words, "reglas pieza delantero");
        assert_eq!(
            registry::words_of_options("reglas", &[("juego", "boyer")]),
            "reglas boyer"
        );
    }

    #[test]
    fn says_each_piece_in_every_language() {
        for lang in Lang::ALL {
            let texts: Vec<String> = (PIECES.iter())
                .map(|(.., key)| t!(lang, piece_moves, piece = *key))
                .collect();
            for text in &texts {
                assert!(!text.contains('?') && text.len() > 40, "{lang:?}: {text}");
            }
            let mut distinct = texts.clone();
            distinct.dedup();
            assert_eq!(distinct.len(), PIECES.len(), "{lang:?}");
        }
    }
}
