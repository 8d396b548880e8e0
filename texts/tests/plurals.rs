//! Plurals by CLDR: a count of games is worded by its number's category
//! in each language (Russian one/few/many, Arabic zero/one/two/few/many/
//! other, Portuguese and French with 0 and 1 both singular), checked
//! against CLDR's own rules as `intl_pluralrules` has them.

use futbol_texts::{Lang, t};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};

/// The leaderboard line of a player with `games` games, and the
/// category CLDR puts `games` in for `lang`.
fn line(lang: Lang, games: u64) -> (String, PluralCategory) {
    let text = t!(
        lang,
        rating_leaderboard_place,
        place = 1,
        name = "ana",
        rating = 1500,
        games = games
    );
    let tag: unic_langid::LanguageIdentifier = lang.code().parse().expect("a tag");
    let rules = PluralRules::create(tag, PluralRuleType::CARDINAL).expect("CLDR has the language");
    (text, rules.select(games).expect("a category"))
}

#[test]
fn russian_games() {
    use PluralCategory::{FEW, MANY, ONE};
    for (games, category, word) in [
        (1, ONE, "1 партия)"),
        (2, FEW, "2 партии)"),
        (5, MANY, "5 партий)"),
        (21, ONE, "21 партия)"),
    ] {
        let (text, cldr) = line(Lang::Ru, games);
        assert_eq!(cldr, category, "{games}");
        assert!(text.ends_with(word), "{games}: {text}");
    }
}

#[test]
fn arabic_games() {
    use PluralCategory::{FEW, MANY, ONE, OTHER, TWO, ZERO};
    for (games, category, word) in [
        (0, ZERO, "(0 مباراة)"),
        (1, ONE, "(مباراة واحدة)"),
        (2, TWO, "(مباراتان)"),
        (3, FEW, "(3 مباريات)"),
        (11, MANY, "(11 مباراة)"),
        (100, OTHER, "(100 مباراة)"),
    ] {
        let (text, cldr) = line(Lang::Ar, games);
        assert_eq!(cldr, category, "{games}");
        assert!(text.ends_with(word), "{games}: {text}");
    }
}

#[test]
fn portuguese_and_french_games() {
    use PluralCategory::{ONE, OTHER};
    for (lang, words) in [
        (Lang::Pt, ["(0 partida)", "(1 partida)", "(2 partidas)"]),
        (Lang::Fr, ["(0 partie)", "(1 partie)", "(2 parties)"]),
    ] {
        for (games, word) in (0..).zip(words) {
            let (text, cldr) = line(lang, games);
            assert_eq!(
                cldr,
                if games < 2 { ONE } else { OTHER },
                "{lang:?} {games}"
            );
            assert!(text.ends_with(word), "{lang:?} {games}: {text}");
        }
    }
}

#[test]
fn spanish_and_english_games() {
    for (lang, one, two) in [
        (Lang::Es, "(1 partida)", "(2 partidas)"),
        (Lang::En, "(1 game)", "(2 games)"),
    ] {
        assert!(line(lang, 1).0.ends_with(one));
        assert!(line(lang, 2).0.ends_with(two));
    }
}
