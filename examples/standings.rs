//! Draws a tournament's standings pictures as players see them, from real
//! play through the host: a 3-round Swiss of 5 and a 20-minute arena of 4,
//! in each language, into a directory (default `/tmp`):
//! `cargo run --example standings [DIR]`.

use futbol_bot::host::tournament::Tournament;
use futbol_bot::host::{Community, Host, HostConfig, Input, Picture, Platform, Request, User};
use futbol_bot::store::Store;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args().nth(1).unwrap_or_else(|| "/tmp".into());
    for lang in ["es", "en", "ar", "ru"] {
        for arena in [false, true] {
            let dir = tempfile::tempdir()?;
            let now = Arc::new(AtomicU64::new(1_800_000_000));
            let clock = now.clone();
            let config = HostConfig {
                limits: futbol_bot::host::Limits::off(),
                ..HostConfig::default()
            };
            let host = Host::new(
                Store::open(dir.path())?,
                config,
                Arc::new(move || clock.load(Ordering::SeqCst)),
            )?;
            let ask = |channel: &str, user: &str, text: &str| {
                host.handle(&Request {
                    platform: Platform::Web,
                    community: Community::web(),
                    address: None,
                    asker: Default::default(),
                    channel: channel.into(),
                    user: User {
                        id: user.into(),
                        name: user.into(),
                    },
                    input: Input::Command(text.into()),
                })
            };
            ask("wlobby", "org", &format!("idioma {lang}"));
            let format = if arena { "arena 20 10m" } else { "rondas 3 1h" };
            ask("wlobby", "org", &format!("torneo crear {format}"));
            let names = ["Ana", "Борис", "سارة", "Dani", "Eve"];
            for name in &names[..if arena { 4 } else { 5 }] {
                ask("wlobby", name, "torneo unirse");
            }
            ask("wlobby", "org", "torneo empezar");
            let mut last = None;
            for _ in 0..6 {
                now.fetch_add(240, Ordering::SeqCst);
                host.advance_tournaments(Platform::Web, false);
                let Some((_, t)) = host.store().tournament::<Tournament>(1)? else {
                    break;
                };
                for (at, board) in t.boards_in_play() {
                    let loser = if (at + board.white.index()) % 3 == 0 {
                        board.white
                    } else {
                        board.black
                    };
                    let loser = t.entrants[loser.index()].id.to_string();
                    for reply in ask(&board.channel, &loser, "rendirse") {
                        if reply.picture == Picture::Standings {
                            last = reply.image.clone();
                        }
                    }
                }
                for reply in host.advance_tournaments(Platform::Web, false) {
                    if reply.picture == Picture::Standings {
                        last = reply.image.clone();
                    }
                }
            }
            if let Some(png) = last {
                let kind = if arena { "arena" } else { "swiss" };
                let path = format!("{out}/standings-{kind}-{lang}.png");
                std::fs::write(&path, &png[..])?;
                println!("{path}");
            }
        }
    }
    Ok(())
}
