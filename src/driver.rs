//! The crash test's child process (`futbol-bot host-driver`, hidden): one
//! host on a sled directory, `USER<TAB>COMMAND` lines in, and after each
//! answer (so after it is durable) `ACK<TAB>ok|no<TAB>CODE<TAB>PLIES<TAB>POSITION`.

use crate::host::{Host, HostConfig, Input, Platform, Request, User, system_clock};
use crate::store::Store;
use std::io::{BufRead, Write};
use std::path::Path;

/// Feeds `input` to a host on `dir`, acknowledging each line on `out`.
pub fn run(dir: &Path, input: impl BufRead, mut out: impl Write) -> std::io::Result<()> {
    let store = Store::open(dir).map_err(std::io::Error::other)?;
    let config = HostConfig {
        images: false,
        ..HostConfig::default()
    };
    let host = Host::new(store, config, system_clock()).map_err(std::io::Error::other)?;
    for line in input.lines() {
        let line = line?;
        let Some((user, text)) = line.split_once('\t') else {
            continue;
        };
        let replies = host.handle(&Request {
            platform: Platform::Web,
            channel: "crash".into(),
            user: User {
                id: user.into(),
                name: user.into(),
            },
            input: Input::Command(text.into()),
        });
        let ok = if replies.iter().any(|r| !r.is_private()) {
            "ok"
        } else {
            "no"
        };
        let code = host.channel_room(Platform::Web, "crash");
        let (position, moves) = code.and_then(|c| host.game_text(c)).unwrap_or_default();
        let code = code.map_or_else(|| "-".to_string(), |c| c.to_string());
        writeln!(out, "ACK\t{ok}\t{code}\t{}\t{position}", moves.len())?;
        out.flush()?;
    }
    Ok(())
}
