//! Plays rated games on a fresh store and writes one player's profile
//! chart in every language (`docs/profile-LANG.png`), to look at:
//! `cargo run --example profile_chart`.

use futbol_bot::host::{Community, Host, HostConfig, Input, Platform, Reads, Request, User};
use futbol_bot::i18n::{Lang, Say};
use futbol_bot::store::Store;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

fn main() -> Result<(), Box<dyn std::error::Error>> {
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
                id: format!("web-{user}").into(),
                name: user.into(),
            },
            input: Input::Command(text.into()),
        })
    };
    // Ana plays 30 games against three rivals, a day apart, in two games
    // (rule sets): she wins two of three.
    for n in 0..30u64 {
        now.store(1_800_000_000 + n * 86_400, Ordering::SeqCst);
        let rival = ["beto", "cris", "dani"][n as usize % 3];
        let (variant, first) = match n % 4 {
            3 => ("boyer", "d1-d2"),
            _ => ("futbol", "e3-e4"),
        };
        let channel = format!("c{n}");
        let created = ask(&channel, "ana", &format!("crear {variant} blancas"));
        let code = created.iter().find_map(|r| r.room).ok_or("no room")?;
        ask(&channel, rival, &format!("unirse {code}"));
        ask(&channel, "ana", &format!("mover {first}"));
        let loser = if n % 3 == 2 { "ana" } else { rival };
        if loser == rival {
            ask(&channel, rival, "mover e6-e5");
        }
        ask(&channel, loser, "rendirse");
    }
    let profile = Reads::of(&host).profile_of(Platform::Web, "web-ana")?;
    std::fs::create_dir_all("docs")?;
    for lang in Lang::ALL {
        let text = Reads::of(&host).profile_text(Say(lang), &profile, "ana");
        let image = Reads::of(&host).profile_chart(Say(lang), &profile, "ana");
        println!("{lang:?}:\n{text}\n");
        let path = format!("docs/profile-{}.png", format!("{lang:?}").to_lowercase());
        std::fs::write(&path, image.ok_or("no chart")?.as_ref())?;
        println!("wrote {path}");
    }
    Ok(())
}
