//! Between two adapters that show one room: Discord's Activity is the web
//! page playing a Discord channel's room as its Discord users. A move made
//! in the Activity is answered with Discord replies, which the Discord
//! adapter posts to the channel; a move made by a button in the channel is
//! answered to the Discord adapter, which passes the replies on to the
//! Activity's pages. Each adapter delivers only what its platform shows;
//! the bridge only carries replies from one to the other.
//!
//! Each lane is bounded: a reader that is not running (the page turned
//! off) or falls behind loses replies, never the writer's time or memory.

use crate::host::Reply;
use std::sync::Mutex;
use tokio::sync::mpsc::{Receiver, Sender, channel, error::TrySendError};

/// Batches of replies a lane holds before it drops new ones.
const LANE: usize = 256;

/// One direction: its sender, and its receiver until the reader takes it.
#[derive(Debug)]
struct Lane {
    sender: Sender<Vec<Reply>>,
    receiver: Mutex<Option<Receiver<Vec<Reply>>>>,
}

impl Lane {
    fn new() -> Lane {
        let (sender, receiver) = channel(LANE);
        Lane {
            sender,
            receiver: Mutex::new(Some(receiver)),
        }
    }

    fn send(&self, replies: Vec<Reply>, lane: &str) {
        if replies.is_empty() {
            return;
        }
        if let Err(TrySendError::Full(_)) = self.sender.try_send(replies) {
            tracing::warn!("bridge: the {lane} lane is full; replies dropped");
        }
    }

    fn take(&self) -> Option<Receiver<Vec<Reply>>> {
        self.receiver.lock().ok()?.take()
    }
}

/// The two lanes between the Discord adapter and the Activity's pages.
#[derive(Debug)]
pub struct Bridge {
    discord: Lane,
    pages: Lane,
}

impl Default for Bridge {
    fn default() -> Bridge {
        Bridge {
            discord: Lane::new(),
            pages: Lane::new(),
        }
    }
}

impl Bridge {
    /// Replies made by a request from the Activity, for the Discord
    /// adapter to post in their channels.
    pub fn to_discord(&self, replies: Vec<Reply>) {
        self.discord.send(replies, "Discord");
    }

    /// Replies made by a request from Discord, for the Activity's pages
    /// open on their channels.
    pub fn to_pages(&self, replies: Vec<Reply>) {
        self.pages.send(replies, "pages");
    }

    /// The Discord adapter's end (once: the first caller gets it).
    pub fn discord_inbox(&self) -> Option<Receiver<Vec<Reply>>> {
        self.discord.take()
    }

    /// The page's end (once).
    pub fn pages_inbox(&self) -> Option<Receiver<Vec<Reply>>> {
        self.pages.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::{Platform, Target};

    fn reply(text: &str) -> Reply {
        Reply::new(Platform::Discord, Target::Channel("1".into()), text.into())
    }

    #[tokio::test]
    async fn each_lane_carries_its_own_way_once() {
        let bridge = Bridge::default();
        let mut discord = bridge.discord_inbox().expect("the first taker");
        assert!(bridge.discord_inbox().is_none(), "one reader a lane");
        let mut pages = bridge.pages_inbox().expect("the pages' end");
        bridge.to_discord(vec![reply("a move from the Activity")]);
        bridge.to_pages(vec![reply("a move from a button")]);
        bridge.to_pages(Vec::new());
        let got = discord.recv().await.expect("a batch");
        assert_eq!(got[0].text, "a move from the Activity");
        let got = pages.recv().await.expect("a batch");
        assert_eq!(got[0].text, "a move from a button");
        assert!(pages.try_recv().is_err(), "nothing sent for no replies");
    }

    #[test]
    fn a_full_lane_drops_instead_of_waiting() {
        let bridge = Bridge::default();
        for n in 0..LANE + 10 {
            bridge.to_pages(vec![reply(&n.to_string())]);
        }
        let mut pages = bridge.pages_inbox().expect("the pages' end");
        let mut count = 0;
        while pages.try_recv().is_ok() {
            count += 1;
        }
        assert_eq!(count, LANE);
    }
}
