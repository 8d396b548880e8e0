//! The engine as a player: its seat, and its searches, which run off the
//! request path on a bounded pool (one thread a core, a short queue), so
//! one room thinking never delays another room's move. A finished search
//! is handed back to the adapter's sweep loop (woken at once), which plays
//! it like a player's move; a search whose room changed or ended meanwhile
//! is stopped or its answer dropped.

use super::pool::{AnalysisJob, Full, Queue, Task};
use super::room::{Player, Room};
use crate::engine::search::analysis::{Analysis, AnalysisError};
use crate::engine::search::{Level, Limits, Searcher};
use crate::engine::{Action, Game};
use crate::host::message::Request;
use crate::ids::Platform;
use crate::ids::RoomCode;
use crate::telemetry::{COMPUTER_QUEUE, COMPUTER_SEARCH_SECONDS};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::Notify;

use crate::ids::COMPUTER as ID;

/// The engine's seat at `level`, named in the room's language.
pub fn player(level: u8, name: String) -> Player {
    Player {
        id: format!("{ID}{level}").into(),
        name,
    }
}

/// The engine's seat in `room` when it is to move in a game going on.
pub fn to_move(room: &Room) -> Option<(Player, Level)> {
    if !room.state.open || room.outcome().is_over() || !room.full() {
        return None;
    }
    let player = room.state.seats[room.game.turn()].clone()?;
    let level = player.level()?;
    Some((player, level))
}

/// A search to run.
struct Job {
    code: RoomCode,
    /// The room's game (its number), so a thread knows a new one.
    game_no: u32,
    platform: Platform,
    serial: u32,
    game: Game,
    level: Level,
    stop: Arc<AtomicBool>,
}

/// A search's answer, for the room as it was at `serial`.
pub struct Done {
    /// The room.
    pub code: RoomCode,
    /// Its change counter when the search began.
    pub serial: u32,
    /// What to play.
    pub action: Action,
}

/// A finished analysis, for the request that asked for it.
pub struct Analysed {
    /// The archived game's id.
    pub game: u64,
    /// Who asked, where.
    pub request: Request,
    /// The analysis, or why there is none.
    pub result: Result<Analysis, AnalysisError>,
}

/// What the search threads hand back.
#[derive(Default)]
struct Answers {
    moves: Mutex<Vec<(Platform, Done)>>,
    analyses: Mutex<Vec<Analysed>>,
    wake: Wakers,
}

/// The pool of searches and their answers.
pub struct Thinkers {
    queue: Arc<Queue<Job>>,
    answers: Arc<Answers>,
    stops: Mutex<HashMap<RoomCode, Arc<AtomicBool>>>,
    /// Rooms whose search found the queue full: tried again each sweep.
    waiting: Mutex<HashSet<RoomCode>>,
}

/// What wakes each platform's waiter for the engine's answers: one per
/// platform (`Platform::ALL`).
struct Wakers(HashMap<Platform, Notify>);

impl Default for Wakers {
    fn default() -> Self {
        Wakers(Platform::ALL.map(|p| (p, Notify::new())).into())
    }
}

impl Wakers {
    /// The waiter of `platform` (every platform has one from the start;
    /// a lone spare stands for none).
    fn of(&self, platform: Platform) -> &Notify {
        static NONE: std::sync::LazyLock<Notify> = std::sync::LazyLock::new(Notify::new);
        self.0.get(&platform).unwrap_or(&NONE)
    }
}

impl Thinkers {
    /// Starts one search thread a core; they end with the pool.
    pub fn start() -> Thinkers {
        let queue = Arc::new(Queue::default());
        let answers = Arc::new(Answers::default());
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        for n in 0..threads {
            let (queue, answers) = (queue.clone(), answers.clone());
            let spawned = std::thread::Builder::new()
                .name(format!("search-{n}"))
                .spawn(move || work(&queue, &answers));
            if let Err(error) = spawned {
                tracing::error!("could not start a search thread: {error}");
            }
        }
        Thinkers {
            queue,
            answers,
            stops: Mutex::new(HashMap::new()),
            waiting: Mutex::new(HashSet::new()),
        }
    }

    /// Queues an analysis (see [`Queue::push_analysis`]); its answer comes
    /// to the asker's platform's sweep ([`Thinkers::analysed`]).
    pub fn analyse(&self, job: AnalysisJob) -> Result<(), Full> {
        self.queue.push_analysis(job)
    }

    /// The finished analyses asked on `platform`.
    pub fn analysed(&self, platform: Platform) -> Vec<Analysed> {
        let Ok(mut done) = self.answers.analyses.lock() else {
            return Vec::new();
        };
        let (mine, others): (Vec<_>, Vec<_>) =
            done.drain(..).partition(|a| a.request.platform == platform);
        *done = others;
        mine
    }

    /// Starts the engine's search in `room` if it is to move (stopping an
    /// older search there); stops it if the game ended. Returns `false`
    /// when the queue was full (the room is tried again each sweep).
    pub fn consider(&self, room: &Room) -> bool {
        let code = room.state.code;
        if let Some(stop) = self.stops.lock().ok().and_then(|mut s| s.remove(&code)) {
            stop.store(true, Ordering::Relaxed);
        }
        let Some((_, level)) = to_move(room) else {
            self.forget_waiting(code);
            return true;
        };
        let stop = Arc::new(AtomicBool::new(false));
        let job = Job {
            code,
            game_no: room.state.game_no,
            platform: room.state.platform,
            serial: room.state.serial,
            game: room.game.clone(),
            level,
            stop: stop.clone(),
        };
        match self.queue.push_move(job) {
            Ok(()) => {
                metrics::gauge!(COMPUTER_QUEUE).increment(1.0);
                if let Ok(mut stops) = self.stops.lock() {
                    stops.insert(code, stop);
                }
                self.forget_waiting(code);
                true
            }
            Err(_) => {
                if let Ok(mut waiting) = self.waiting.lock() {
                    waiting.insert(code);
                }
                false
            }
        }
    }

    /// Whether the engine's search in `code` is waiting for room in the
    /// queue.
    pub fn is_waiting(&self, code: RoomCode) -> bool {
        self.waiting.lock().is_ok_and(|w| w.contains(&code))
    }

    /// The rooms to try again.
    pub fn waiting(&self) -> Vec<RoomCode> {
        self.waiting
            .lock()
            .map(|w| w.iter().copied().collect())
            .unwrap_or_default()
    }

    /// The answers ready for `platform`.
    pub fn take(&self, platform: Platform) -> Vec<Done> {
        let Ok(mut done) = self.answers.moves.lock() else {
            return Vec::new();
        };
        let (mine, others): (Vec<_>, Vec<_>) = done.drain(..).partition(|(p, _)| *p == platform);
        *done = others;
        mine.into_iter().map(|(_, d)| d).collect()
    }

    /// Resolves when an answer for `platform` is ready.
    pub async fn ready(&self, platform: Platform) {
        self.answers.wake.of(platform).notified().await;
    }

    fn forget_waiting(&self, code: RoomCode) {
        if let Ok(mut waiting) = self.waiting.lock() {
            waiting.remove(&code);
        }
    }
}

impl Drop for Thinkers {
    fn drop(&mut self) {
        self.queue.close();
    }
}

/// One search thread: takes tasks until the pool is dropped, live
/// searches first. Its searcher (a 6 MB table) is kept from move to move,
/// so a move allocates nothing, and the next move of the same game starts
/// from what the last one learnt; it is cleared when the job is another
/// game's. An analysis brings its own, and is searched one position per
/// task.
fn work(queue: &Queue<Job>, answers: &Answers) {
    let mut searcher = Searcher::new();
    let mut last_game = None;
    while let Some(task) = queue.next() {
        let job = match task {
            Task::Move(job) => job,
            Task::Analysis(mut job) => {
                match job.analyser.step() {
                    None => queue.step_done(job),
                    Some(result) => {
                        queue.finished(job.game);
                        let platform = job.request.platform;
                        if let Ok(mut done) = answers.analyses.lock() {
                            done.push(Analysed {
                                game: job.game,
                                request: job.request,
                                result,
                            });
                        }
                        answers.wake.of(platform).notify_one();
                    }
                }
                continue;
            }
        };
        metrics::gauge!(COMPUTER_QUEUE).decrement(1.0);
        let started = std::time::Instant::now();
        let limits = Limits {
            stop: Some(job.stop.clone()),
            ..Limits::default()
        };
        let seed = u64::from(job.serial) ^ u64::from_le_bytes(*b"futbolbt");
        if last_game != Some((job.code, job.game_no)) {
            searcher.clear();
            last_game = Some((job.code, job.game_no));
        }
        let thought = searcher.think(&job.game, job.level, seed, &limits);
        let action = thought.map(|thought| thought.action);
        metrics::histogram!(COMPUTER_SEARCH_SECONDS).record(started.elapsed().as_secs_f64());
        if job.stop.load(Ordering::Relaxed) {
            continue;
        }
        if let (Some(action), Ok(mut done)) = (action, answers.moves.lock()) {
            let answer = Done {
                code: job.code,
                serial: job.serial,
                action,
            };
            done.push((job.platform, answer));
            answers.wake.of(job.platform).notify_one();
        }
    }
}
