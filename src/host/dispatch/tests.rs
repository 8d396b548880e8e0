//! The parser against what players type, in both languages.

use super::*;
use crate::engine::Variant;
use crate::engine::search::Level;
use crate::host::archive::history::History;
use crate::host::archive::record::Record;
use crate::host::clock::TimeChoice;
use crate::host::command::*;
use crate::host::play::verbs::{Create, Draw, GiveTime, Join, Move, Resign, Rules};
use crate::host::settings::language::LanguageCommand;
use crate::host::settings::pings::PingsAsk;
use crate::host::settings::pings::PingsCommand;
use crate::i18n::Lang;

#[test]
fn reads_spanish_and_english_words() {
    assert_eq!(
        parse("crear boyer negras"),
        Ok(Command::of(Create {
            variant: Some(Variant::Boyer),
            seat: SeatChoice::Black,
            time: TimeChoice::Default,
            computer: None,
            casual: None,
        }))
    );
    assert_eq!(
        parse("create local"),
        Ok(Command::of(Create {
            variant: None,
            seat: SeatChoice::Local,
            time: TimeChoice::Default,
            computer: None,
            casual: None,
        }))
    );
    assert_eq!(
        parse("UNIRSE abcd"),
        Ok(Command::of(Join {
            code: "ABCD".into()
        }))
    );
    assert_eq!(
        parse("mover b1-c3  e5>e7"),
        Ok(Command::of(Move {
            action: "b1-c3 e5>e7".into()
        }))
    );
    assert_eq!(parse("resign"), Ok(Command::of(Resign)));
    assert_eq!(
        parse("crear 5m negras"),
        Ok(Command::of(Create {
            variant: None,
            seat: SeatChoice::Black,
            time: TimeChoice::PerMove(300),
            computer: None,
            casual: None,
        }))
    );
    assert_eq!(
        parse("crear boyer contra bot 7"),
        Ok(Command::of(Create {
            variant: Some(Variant::Boyer),
            seat: SeatChoice::White,
            time: TimeChoice::Default,
            computer: Level::new(7),
            casual: None,
        }))
    );
    assert!(matches!(
        parse("crear casual boyer")
            .ok()
            .and_then(|c| c.get::<Create>().cloned()),
        Some(Create {
            variant: Some(Variant::Boyer),
            casual: Some(true),
            ..
        })
    ));
    assert!(matches!(
        parse("create rated")
            .ok()
            .and_then(|c| c.get::<Create>().cloned()),
        Some(Create {
            casual: Some(false),
            ..
        })
    ));
    assert_eq!(
        parse("crear casual casual"),
        Err(CommandError::Unexpected("casual".into()))
    );
    assert!(matches!(
        parse("create vs bot black")
            .ok()
            .and_then(|c| c.get::<Create>().cloned()),
        Some(Create {
            seat: SeatChoice::Black,
            computer: Some(Level::DEFAULT),
            ..
        })
    ));
    assert_eq!(
        parse("crear contra bot 9"),
        Err(CommandError::BadLevel("9".into()))
    );
    assert_eq!(parse("tiempo +1d"), Ok(Command::of(GiveTime(86_400))));
    assert_eq!(
        parse("pings off"),
        Ok(Command::of(PingsCommand(PingsAsk::Mentions(false))))
    );
    assert_eq!(
        parse("avisos sí"),
        Ok(Command::of(PingsCommand(PingsAsk::Mentions(true))))
    );
    assert_eq!(parse("tablas"), Ok(Command::of(Draw)));
    assert_eq!(
        parse("idioma en"),
        Ok(Command::of(LanguageCommand(Lang::En)))
    );
    assert_eq!(
        parse("idioma ar"),
        Ok(Command::of(LanguageCommand(Lang::Ar)))
    );
    assert_eq!(
        parse("idioma العربية"),
        Ok(Command::of(LanguageCommand(Lang::Ar)))
    );
    assert_eq!(
        parse("idioma ru"),
        Ok(Command::of(LanguageCommand(Lang::Ru)))
    );
    assert_eq!(
        parse("language русский"),
        Ok(Command::of(LanguageCommand(Lang::Ru)))
    );
    assert_eq!(
        parse("idioma Русский"),
        Ok(Command::of(LanguageCommand(Lang::Ru)))
    );
    assert_eq!(parse("idioma klingon"), Err(CommandError::NeedsLanguage));
    assert_eq!(parse("historial"), Ok(Command::of(History)));
    assert_eq!(
        parse("partida #12"),
        Ok(Command::of(Record { id: Some(12) }))
    );
    assert_eq!(parse("game"), Ok(Command::of(Record { id: None })));
    assert_eq!(parse("partida x"), Err(CommandError::BadGameId("x".into())));
    assert_eq!(
        parse("reglas chessfootball"),
        Ok(Command::of(Rules {
            variant: Some(Variant::ChessFootball)
        }))
    );
}

#[test]
fn refuses_what_it_cannot_read() {
    assert_eq!(parse("  "), Err(CommandError::Empty));
    assert!(matches!(parse("bailar"), Err(CommandError::Unknown(_))));
    assert_eq!(parse("unirse"), Err(CommandError::NeedsCode));
    assert_eq!(parse("crear 5x"), Err(CommandError::BadTime("5x".into())));
    assert_eq!(parse("crear 15d"), Err(CommandError::TimeOutOfRange));
    assert_eq!(
        parse("tiempo mucho"),
        Err(CommandError::BadTime("mucho".into()))
    );
    assert_eq!(parse("avisos quizá"), Err(CommandError::NeedsPings));
    assert_eq!(
        parse("crear ajedrez"),
        Err(CommandError::NotAGame("ajedrez".into()))
    );
    assert_eq!(
        parse("crear futbol boyer"),
        Err(CommandError::Unexpected("boyer".into()))
    );
    assert_eq!(
        parse("rendirse ya"),
        Err(CommandError::NoArguments("resign", "ya".into()))
    );
    assert_eq!(
        parse(&format!("mover {}", "e".repeat(250))),
        Err(CommandError::TooLong {
            max: MAX_COMMAND_LEN
        })
    );
    // The limit counts characters, not bytes.
    assert!(parse(&format!("mover {}", "ñ".repeat(150))).is_ok());
}

/// Every language's words for commands and their choices read as the
/// Spanish ones.
#[test]
fn every_language_reads() {
    for (typed, spanish) in [
        ("créer noirs", "crear negras"),
        ("erstellen schwarz", "crear negras"),
        ("criar pretas casual", "crear negras casual"),
        ("suivre non", "seguir no"),
        ("segui sì", "seguir si"),
        ("alertes non", "avisos no"),
        ("aufgeben", "rendirse"),
    ] {
        assert_eq!(parse(typed), parse(spanish), "{typed}");
        assert!(parse(typed).is_ok(), "{typed}");
    }
}
