//! Taking requests, and stopping: the host counts what it is answering
//! so a stop can wait for it, and once stopping it answers new requests
//! "the bot is restarting" instead of half-doing them. Each request is
//! timed and counted for the operator's metrics here too.

use super::{Host, Platform, Reply, Request};
use crate::i18n::Say;
use crate::telemetry::{REQUEST_SECONDS, REQUESTS_LIMITED};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::SeqCst};
use std::time::{Duration, Instant};

/// Whether the host is stopping, and how much work is in flight.
#[derive(Default)]
pub(super) struct Lifecycle {
    stopping: AtomicBool,
    busy: AtomicUsize,
}

/// One piece of work in flight; counted until dropped.
pub(super) struct Busy<'a>(&'a AtomicUsize);

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, SeqCst);
    }
}

impl Lifecycle {
    /// Counts a piece of work in, unless the host is stopping. The count
    /// goes up before the flag is read, so a stop that finds the count at
    /// zero after raising its flag knows no work can start any more.
    pub(super) fn enter(&self) -> Option<Busy<'_>> {
        self.busy.fetch_add(1, SeqCst);
        let busy = Busy(&self.busy);
        (!self.stopping.load(SeqCst)).then_some(busy)
    }
}

impl Host {
    /// Answers one request. Never panics on user input; store failures are
    /// answered with a private apology and nothing acknowledged. While the
    /// host is stopping, the answer is "the bot is restarting" and nothing
    /// is done.
    pub fn handle(&self, request: &Request) -> Vec<Reply> {
        let Some(_busy) = self.life.enter() else {
            let say = Say(self.language(request.platform, &request.channel));
            return vec![self.play().private(request, say.restarting())];
        };
        let started = Instant::now();
        let mut replies = self.answer(request);
        replies.extend(self.tournaments().advance_noted(request.platform));
        self.play().with_moves(&mut replies);
        let platform = request.platform.name();
        metrics::histogram!(REQUEST_SECONDS, "platform" => platform)
            .record(started.elapsed().as_secs_f64());
        if replies.iter().any(|r| r.limited.is_some()) {
            metrics::counter!(REQUESTS_LIMITED, "platform" => platform).increment(1);
        }
        replies
    }

    /// Stops taking requests: from now on every request is answered "the
    /// bot is restarting", and the sweeps stop. Work already started
    /// finishes ([`Host::settled`]).
    pub fn stop_taking(&self) {
        self.life.stopping.store(true, SeqCst);
    }

    /// Whether the host is stopping.
    pub fn stopping(&self) -> bool {
        self.life.stopping.load(SeqCst)
    }

    /// Waits until no request or sweep is being answered, at most
    /// `limit`; `false` when some were still going then.
    pub async fn settled(&self, limit: Duration) -> bool {
        let started = Instant::now();
        loop {
            if self.life.busy.load(SeqCst) == 0 {
                return true;
            }
            if started.elapsed() >= limit {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Every 5 seconds, and as soon as the engine has a move, the engine's
    /// moves ([`Host::computer_moves`]) and [`Host::sweep_due`] on the
    /// blocking pool for `platform`,
    /// handing the notices to the adapter's `post`; runs until dropped.
    pub async fn sweep<F, Fut>(self: Arc<Self>, platform: Platform, mut post: F)
    where
        F: FnMut(Vec<Reply>) -> Fut,
        Fut: std::future::Future<Output = ()>,
    {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(5));
        // The first sweep also opens the rooms of tournament boards a
        // stopped process paired but did not open.
        let mut first = true;
        loop {
            tokio::select! {
                _ = every.tick() => {}
                () = self.thinkers.ready(platform) => {}
            }
            if self.stopping() {
                return;
            }
            let host = self.clone();
            let notices = tokio::task::spawn_blocking(move || {
                let Some(_busy) = host.life.enter() else {
                    return Vec::new();
                };
                let mut notices = host.computer_moves(platform);
                notices.extend(host.sweep_due(platform));
                notices.extend(host.advance_tournaments(platform, first));
                notices.extend(host.digests(platform));
                notices
            });
            first = false;
            post(notices.await.unwrap_or_default()).await;
        }
    }
}
