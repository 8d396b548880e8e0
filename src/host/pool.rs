//! The engine's queue: live games' searches and game analyses, for the
//! search threads (`computer.rs`). A live search always comes first: an
//! analysis is searched a position at a time (about 40 ms) and goes back
//! behind every live search waiting; and a live search queued when no
//! thread is free makes a position under way give way at once (it is
//! searched again later), so a game's move does not wait for an analysis.
//! Both queues are bounded: a full one turns the work away (the caller
//! says so and tries again, or tells the person).

use crate::engine::search::analysis::Analyser;
use crate::host::message::Request;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};

/// Live searches waiting for a thread, beyond those running.
pub const MOVES: usize = 8;

/// Analyses waiting or under way in one process. Each holds a small
/// table (1.5 MB) and takes 4 to 7 s of one core; four keep a 2-core
/// machine's spare time busy for about 15 s and bound the wait of the
/// last one asked.
pub const ANALYSES: usize = 4;

/// One analysis under way: what it is of, who asked, and its progress.
pub struct AnalysisJob {
    /// The archived game's id.
    pub game: u64,
    /// The request that asked for it: its answer goes there.
    pub request: Request,
    /// The work, a position at a time.
    pub analyser: Analyser,
}

/// What a thread takes next.
pub enum Task<M> {
    /// A live game's search.
    Move(M),
    /// A step of an analysis.
    Analysis(Box<AnalysisJob>),
}

struct Pending<M> {
    moves: VecDeque<M>,
    analyses: VecDeque<Box<AnalysisJob>>,
    /// Analyses taken by a thread for a step (counted against
    /// [`ANALYSES`]): the game, the asker's key, and the flag that makes
    /// the step give way.
    stepping: Vec<Stepping>,
    /// Threads waiting for a task.
    idle: usize,
    closed: bool,
}

/// An analysis a thread is stepping.
struct Stepping {
    game: u64,
    asker: String,
    give_way: Arc<AtomicBool>,
}

/// The queue the search threads share.
pub struct Queue<M> {
    pending: Mutex<Pending<M>>,
    ready: Condvar,
}

/// Why work was turned away.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Full {
    /// The queue holds its most.
    Busy,
    /// This game is being analysed already.
    Already,
    /// This person's last analysis is not done yet.
    Yours,
}

impl<M> Default for Queue<M> {
    fn default() -> Self {
        Queue {
            pending: Mutex::new(Pending {
                moves: VecDeque::new(),
                analyses: VecDeque::new(),
                stepping: Vec::new(),
                idle: 0,
                closed: false,
            }),
            ready: Condvar::new(),
        }
    }
}

impl<M> Queue<M> {
    /// Queues a live search; gives it back when [`MOVES`] wait already.
    pub fn push_move(&self, job: M) -> Result<(), M> {
        let Ok(mut pending) = self.pending.lock() else {
            return Err(job);
        };
        if pending.moves.len() >= MOVES {
            return Err(job);
        }
        pending.moves.push_back(job);
        // Each live search no waiting thread takes makes one analysis's
        // step give way, freeing its thread.
        let unserved = pending.moves.len().saturating_sub(pending.idle);
        let giving = pending
            .stepping
            .iter()
            .filter(|s| s.give_way.load(Ordering::Relaxed));
        if unserved > giving.count()
            && let Some(step) =
                (pending.stepping.iter()).find(|s| !s.give_way.load(Ordering::Relaxed))
        {
            step.give_way.store(true, Ordering::Relaxed);
        }
        self.ready.notify_one();
        Ok(())
    }

    /// Queues an analysis, unless that game is being analysed, the person
    /// who asked has one under way, or [`ANALYSES`] are.
    pub fn push_analysis(&self, job: AnalysisJob) -> Result<(), Full> {
        let asker = key_of(&job.request);
        let Ok(mut pending) = self.pending.lock() else {
            return Err(Full::Busy);
        };
        let under_way = || {
            let queued = pending
                .analyses
                .iter()
                .map(|job| (job.game, key_of(&job.request)));
            queued.chain(pending.stepping.iter().map(|s| (s.game, s.asker.clone())))
        };
        if under_way().any(|(game, _)| game == job.game) {
            return Err(Full::Already);
        }
        if under_way().any(|(_, who)| who == asker) {
            return Err(Full::Yours);
        }
        if pending.analyses.len() + pending.stepping.len() >= ANALYSES {
            return Err(Full::Busy);
        }
        pending.analyses.push_back(Box::new(job));
        self.ready.notify_one();
        Ok(())
    }

    /// The next task, live searches first; waits for one. `None` once the
    /// queue is closed.
    pub fn next(&self) -> Option<Task<M>> {
        let mut pending = self.pending.lock().ok()?;
        loop {
            if pending.closed {
                return None;
            }
            if let Some(job) = pending.moves.pop_front() {
                return Some(Task::Move(job));
            }
            if let Some(job) = pending.analyses.pop_front() {
                // Asked to give way after its last step ended: not this one.
                job.analyser.give_way().store(false, Ordering::Relaxed);
                pending.stepping.push(Stepping {
                    game: job.game,
                    asker: key_of(&job.request),
                    give_way: job.analyser.give_way(),
                });
                return Some(Task::Analysis(job));
            }
            pending.idle += 1;
            let waited = self.ready.wait(pending);
            pending = waited.ok()?;
            pending.idle -= 1;
        }
    }

    /// Puts an analysis back after a step, behind the live searches and
    /// ahead of the analyses not begun (so the one begun ends first).
    pub fn step_done(&self, job: Box<AnalysisJob>) {
        if let Ok(mut pending) = self.pending.lock() {
            release(&mut pending.stepping, job.game);
            pending.analyses.push_front(job);
            self.ready.notify_one();
        }
    }

    /// Forgets a finished analysis.
    pub fn finished(&self, game: u64) {
        if let Ok(mut pending) = self.pending.lock() {
            release(&mut pending.stepping, game);
        }
    }

    /// Wakes every thread to end.
    pub fn close(&self) {
        if let Ok(mut pending) = self.pending.lock() {
            pending.closed = true;
        }
        self.ready.notify_all();
    }
}

fn release(stepping: &mut Vec<Stepping>, game: u64) {
    if let Some(at) = stepping.iter().position(|s| s.game == game) {
        stepping.swap_remove(at);
    }
}

/// A person's key for the one-at-a-time rule: their platform and id.
pub fn key_of(request: &Request) -> String {
    format!("{}:{}", request.platform.name(), request.user.id.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Variant};
    use crate::host::message::{Input, User};
    use crate::ids::{Community, Platform};

    fn job(game: u64, user: &str) -> AnalysisJob {
        let start = Game::new(Variant::Futbol);
        let action = start.legal_actions()[0];
        AnalysisJob {
            game,
            request: Request {
                platform: Platform::Web,
                community: Community::web(),
                channel: "c".into(),
                user: User {
                    id: user.into(),
                    name: user.into(),
                },
                input: Input::Chat(String::new()),
                address: None,
                asker: Default::default(),
            },
            analyser: Analyser::new(&start, vec![action], 1_000),
        }
    }

    #[test]
    fn a_live_search_comes_before_every_analysis_even_one_begun() {
        let queue: Queue<&str> = Queue::default();
        queue.push_analysis(job(1, "ana")).expect("queued");
        queue.push_analysis(job(2, "beto")).expect("queued");
        let Some(Task::Analysis(begun)) = queue.next() else {
            panic!("the analysis first, with nothing else waiting");
        };
        assert_eq!(begun.game, 1);
        // No thread waits: the step under way is asked to give way.
        let give_way = begun.analyser.give_way();
        queue.push_move("move").expect("queued");
        assert!(give_way.load(Ordering::Relaxed), "the step gives way");
        queue.step_done(begun);
        assert!(matches!(queue.next(), Some(Task::Move("move"))));
        // The analysis begun goes on before the one not begun.
        assert!(matches!(queue.next(), Some(Task::Analysis(job)) if job.game == 1));
        queue.close();
        assert!(queue.next().is_none());
    }

    #[test]
    fn one_analysis_a_game_one_a_person_and_a_few_a_process() {
        let queue: Queue<()> = Queue::default();
        queue.push_analysis(job(1, "ana")).expect("queued");
        assert_eq!(queue.push_analysis(job(1, "cris")), Err(Full::Already));
        assert_eq!(queue.push_analysis(job(2, "ana")), Err(Full::Yours));
        // Still counted while a thread steps it.
        let Some(Task::Analysis(begun)) = queue.next() else {
            panic!("an analysis");
        };
        assert_eq!(queue.push_analysis(job(2, "ana")), Err(Full::Yours));
        for n in 2..=ANALYSES as u64 {
            let who = format!("p{n}");
            queue.push_analysis(job(n, &who)).expect("room for it");
        }
        assert_eq!(queue.push_analysis(job(99, "zoe")), Err(Full::Busy));
        queue.finished(begun.game);
        queue
            .push_analysis(job(50, "ana"))
            .expect("ana's turn again");
    }
}
