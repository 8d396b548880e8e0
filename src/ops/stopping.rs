//! The bot's stop, as each part waits for it: one concrete type rather
//! than a generic future, so the adapters' `run` functions stay
//! non-generic and are compiled once, in this crate. (As generics they
//! were instantiated again in the binary, with all of matrix-sdk's async
//! code: over two minutes more of a release build.)

use tokio::sync::watch;

/// Resolves when the bot stops; cheap to clone, one per part.
#[derive(Clone, Debug)]
pub struct Stopping(watch::Receiver<bool>);

/// What says the bot stops.
#[derive(Debug)]
pub struct Stop(watch::Sender<bool>);

impl Stop {
    /// A stop not given yet, and what waits for it.
    pub fn new() -> (Stop, Stopping) {
        let (stop, stopping) = watch::channel(false);
        (Stop(stop), Stopping(stopping))
    }

    /// Stops: every [`Stopping::wait`] resolves.
    pub fn stop(&self) {
        let _ = self.0.send(true);
    }
}

impl Stopping {
    /// Resolves once the bot stops (or if nothing can stop it any more).
    pub async fn wait(mut self) {
        let _ = self.0.wait_for(|stopped| *stopped).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn every_waiter_wakes_at_the_stop() {
        let (stop, stopping) = Stop::new();
        let waiters = [stopping.clone(), stopping].map(|s| tokio::spawn(s.wait()));
        stop.stop();
        for waiter in waiters {
            waiter.await.expect("woken");
        }
    }
}
