//! Between two adapters that show one room: Discord's Activity and
//! Matrix's widget are the web page playing a chat channel's room as that
//! chat's users. A move made in the page is answered with the chat's
//! replies, which the chat's adapter posts to the channel; a move made in
//! the channel is answered to the chat's adapter, which passes the replies
//! on to the page. Each adapter delivers only what its platform shows;
//! the bridge only carries replies from one to the other, and the page's
//! questions about a channel's members to the one adapter that knows them
//! ([`Bridge::ask_members`]).
//!
//! Each lane is bounded: a reader that is not running (the page turned
//! off) or falls behind loses replies, never the writer's time or memory.

use crate::host::Reply;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::mpsc::{Receiver, Sender, channel, error::TrySendError};
use tokio::sync::oneshot;

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

/// Questions the page may have waiting before it is told it asks too much.
const QUESTIONS: usize = 64;

/// How long the page waits for the chat's adapter to answer a question.
const ANSWER_WAIT: Duration = Duration::from_secs(10);

/// Whether a user and the bot are both in a chat room, as the chat's
/// adapter knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Membership {
    /// Both are in: the user's name there.
    Member {
        /// Their display name in the room.
        name: String,
    },
    /// The bot is in the room, the user is not.
    UserNotIn,
    /// The bot is not in the room (or it is no room at all).
    BotNotIn,
}

/// A question to the chat's adapter: who `user` is in `room`.
#[derive(Debug)]
pub struct MembersAsked {
    /// The room, as the chat names it.
    pub room: String,
    /// The user, as the chat names them.
    pub user: String,
    /// Where the answer goes.
    pub answer: oneshot::Sender<Membership>,
}

/// The lanes between a chat's adapter and the page that shows its rooms.
#[derive(Debug)]
pub struct Bridge {
    chat: Lane,
    pages: Lane,
    questions: Sender<MembersAsked>,
    asked: Mutex<Option<Receiver<MembersAsked>>>,
    server: OnceLock<String>,
}

impl Default for Bridge {
    fn default() -> Bridge {
        let (questions, asked) = channel(QUESTIONS);
        Bridge {
            chat: Lane::new(),
            pages: Lane::new(),
            questions,
            asked: Mutex::new(Some(asked)),
            server: OnceLock::new(),
        }
    }
}

impl Bridge {
    /// Replies made by a request from the page, for the chat's adapter to
    /// post in their channels.
    pub fn to_chat(&self, replies: Vec<Reply>) {
        self.chat.send(replies, "chat");
    }

    /// Replies made by a request from the chat, for the pages open on
    /// their channels.
    pub fn to_pages(&self, replies: Vec<Reply>) {
        self.pages.send(replies, "pages");
    }

    /// The chat adapter's end (once: the first caller gets it).
    pub fn chat_inbox(&self) -> Option<Receiver<Vec<Reply>>> {
        self.chat.take()
    }

    /// The page's end (once).
    pub fn pages_inbox(&self) -> Option<Receiver<Vec<Reply>>> {
        self.pages.take()
    }

    /// The chat adapter's end of the questions (once).
    pub fn questions(&self) -> Option<Receiver<MembersAsked>> {
        self.asked.lock().ok()?.take()
    }

    /// Notes the chat server the bot's account is on, once it logged in
    /// (Matrix's server name: that server is asked about its own users
    /// at the address the bot uses).
    pub fn set_server(&self, name: &str) {
        let _ = self.server.set(name.to_string());
    }

    /// The bot's chat server, once it logged in.
    pub fn server(&self) -> Option<&str> {
        self.server.get().map(String::as_str)
    }

    /// Who `user` is in `room`, as the chat's adapter knows it; `None`
    /// when it does not answer in time (not running, or too busy).
    pub async fn ask_members(&self, room: &str, user: &str) -> Option<Membership> {
        let (answer, answered) = oneshot::channel();
        let asked = MembersAsked {
            room: room.to_string(),
            user: user.to_string(),
            answer,
        };
        self.questions.try_send(asked).ok()?;
        tokio::time::timeout(ANSWER_WAIT, answered).await.ok()?.ok()
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
        let mut discord = bridge.chat_inbox().expect("the first taker");
        assert!(bridge.chat_inbox().is_none(), "one reader a lane");
        let mut pages = bridge.pages_inbox().expect("the pages' end");
        bridge.to_chat(vec![reply("a move from the Activity")]);
        bridge.to_pages(vec![reply("a move from a button")]);
        bridge.to_pages(Vec::new());
        let got = discord.recv().await.expect("a batch");
        assert_eq!(got[0].text, "a move from the Activity");
        let got = pages.recv().await.expect("a batch");
        assert_eq!(got[0].text, "a move from a button");
        assert!(pages.try_recv().is_err(), "nothing sent for no replies");
    }

    #[tokio::test]
    async fn questions_reach_the_chat_and_come_back() {
        let bridge = std::sync::Arc::new(Bridge::default());
        let mut asked = bridge.questions().expect("the chat's end");
        assert!(bridge.questions().is_none(), "one answerer");
        let answering = tokio::spawn(async move {
            let question = asked.recv().await.expect("a question");
            let known = question.room == "!r:hs" && question.user == "@ana:hs";
            let membership = match known {
                true => Membership::Member { name: "Ana".into() },
                false => Membership::UserNotIn,
            };
            let _ = question.answer.send(membership);
        });
        let answer = bridge.ask_members("!r:hs", "@ana:hs").await;
        assert_eq!(answer, Some(Membership::Member { name: "Ana".into() }));
        answering.await.expect("answered");
    }

    #[tokio::test]
    async fn a_question_nobody_answers_is_no_answer() {
        let bridge = Bridge::default();
        drop(bridge.questions());
        assert_eq!(bridge.ask_members("!r:hs", "@ana:hs").await, None);
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
