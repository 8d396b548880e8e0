//! The crash test's child process (`futbol-bot host-driver`, hidden): one
//! host on a sled directory, `CHANNEL<TAB>USER<TAB>COMMAND` lines in. Each
//! channel has its own worker thread, so requests to different rooms run
//! concurrently (and share flushes); after each answer (so after it is
//! durable) the worker prints
//! `ACK<TAB>CHANNEL<TAB>ok|no<TAB>CODE<TAB>PLIES<TAB>POSITION`.

use crate::host::{Community, Host, HostConfig, Input, Platform, Request, User, system_clock};
use crate::store::Store;
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};

/// Feeds `input` to a host on `store`, acknowledging each line on `out`.
pub fn run(
    store: Store,
    input: impl BufRead,
    out: impl Write + Send + 'static,
) -> std::io::Result<()> {
    let config = HostConfig {
        images: false,
        limits: crate::host::Limits::off(),
        ..HostConfig::default()
    };
    let host = Arc::new(Host::new(store, config, system_clock()).map_err(std::io::Error::other)?);
    let out = Arc::new(Mutex::new(out));
    let mut workers: HashMap<String, Sender<(String, String)>> = HashMap::new();
    let mut threads = Vec::new();
    for line in input.lines() {
        let line = line?;
        let mut fields = line.splitn(3, '\t');
        let (Some(channel), Some(user), Some(text)) = (fields.next(), fields.next(), fields.next())
        else {
            continue;
        };
        let worker = workers.entry(channel.to_string()).or_insert_with(|| {
            let (send, receive) = mpsc::channel::<(String, String)>();
            let (host, out, channel) = (host.clone(), out.clone(), channel.to_string());
            threads.push(std::thread::spawn(move || {
                for (user, text) in receive {
                    let line = answer(&host, &channel, &user, &text);
                    let mut out = out.lock().unwrap_or_else(|e| e.into_inner());
                    if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
                        return;
                    }
                }
            }));
            send
        });
        if worker.send((user.to_string(), text.to_string())).is_err() {
            break;
        }
    }
    drop(workers);
    for thread in threads {
        let _ = thread.join();
    }
    Ok(())
}

/// Handles one line; returns its acknowledgement.
fn answer(host: &Host, channel: &str, user: &str, text: &str) -> String {
    let replies = host.handle(&Request {
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
    });
    let ok = if replies.iter().any(|r| !r.is_private()) {
        "ok"
    } else {
        "no"
    };
    let code = host.channel_room(Platform::Web, channel);
    let (position, moves) = code.and_then(|c| host.game_text(c)).unwrap_or_default();
    let code = code.map_or_else(|| "-".to_string(), |c| c.to_string());
    format!("ACK\t{channel}\t{ok}\t{code}\t{}\t{position}", moves.len())
}
