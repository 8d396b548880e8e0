//! The parser against what players type, in both languages.

use super::*;

#[test]
fn reads_spanish_and_english_words() {
    assert_eq!(
        parse("crear boyer negras"),
        Ok(Command::Create {
            variant: Some(Variant::Boyer),
            seat: SeatChoice::Black,
            time: TimeChoice::Default,
            computer: None,
            casual: None,
        })
    );
    assert_eq!(
        parse("create local"),
        Ok(Command::Create {
            variant: None,
            seat: SeatChoice::Local,
            time: TimeChoice::Default,
            computer: None,
            casual: None,
        })
    );
    assert_eq!(
        parse("UNIRSE abcd"),
        Ok(Command::Join {
            code: "ABCD".into()
        })
    );
    assert_eq!(
        parse("mover b1-c3  e5>e7"),
        Ok(Command::Move {
            action: "b1-c3 e5>e7".into()
        })
    );
    assert_eq!(parse("resign"), Ok(Command::Resign));
    assert_eq!(
        parse("crear 5m negras"),
        Ok(Command::Create {
            variant: None,
            seat: SeatChoice::Black,
            time: TimeChoice::PerMove(300),
            computer: None,
            casual: None,
        })
    );
    assert_eq!(
        parse("crear boyer contra bot 7"),
        Ok(Command::Create {
            variant: Some(Variant::Boyer),
            seat: SeatChoice::White,
            time: TimeChoice::Default,
            computer: Level::new(7),
            casual: None,
        })
    );
    assert!(matches!(
        parse("crear casual boyer"),
        Ok(Command::Create {
            variant: Some(Variant::Boyer),
            casual: Some(true),
            ..
        })
    ));
    assert!(matches!(
        parse("create rated"),
        Ok(Command::Create {
            casual: Some(false),
            ..
        })
    ));
    assert_eq!(
        parse("crear casual casual"),
        Err(CommandError::Unexpected("casual".into()))
    );
    assert!(matches!(
        parse("create vs bot black"),
        Ok(Command::Create {
            seat: SeatChoice::Black,
            computer: Some(Level::DEFAULT),
            ..
        })
    ));
    assert_eq!(
        parse("crear contra bot 9"),
        Err(CommandError::BadLevel("9".into()))
    );
    assert_eq!(parse("tiempo +1d"), Ok(Command::GiveTime(86_400)));
    assert_eq!(parse("pings off"), Ok(Command::Pings(false)));
    assert_eq!(parse("avisos sí"), Ok(Command::Pings(true)));
    assert_eq!(parse("tablas"), Ok(Command::Draw));
    assert_eq!(parse("idioma en"), Ok(Command::Language(Lang::En)));
    assert_eq!(parse("idioma ar"), Ok(Command::Language(Lang::Ar)));
    assert_eq!(parse("idioma العربية"), Ok(Command::Language(Lang::Ar)));
    assert_eq!(parse("idioma ru"), Ok(Command::Language(Lang::Ru)));
    assert_eq!(parse("language русский"), Ok(Command::Language(Lang::Ru)));
    assert_eq!(parse("idioma Русский"), Ok(Command::Language(Lang::Ru)));
    assert_eq!(parse("idioma klingon"), Err(CommandError::NeedsLanguage));
    assert_eq!(parse("historial"), Ok(Command::History));
    assert_eq!(parse("partida #12"), Ok(Command::Game { id: Some(12) }));
    assert_eq!(parse("game"), Ok(Command::Game { id: None }));
    assert_eq!(parse("partida x"), Err(CommandError::BadGameId("x".into())));
    assert_eq!(
        parse("reglas chessfootball"),
        Ok(Command::Rules {
            variant: Some(Variant::ChessFootball)
        })
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
        Err(CommandError::NoArguments(Verb::Resign, "ya".into()))
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
