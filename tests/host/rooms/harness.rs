//! The host on a store with a clock the test moves, and what the tests
//! say and press through it.

use super::*;

pub(super) struct Harness {
    pub(super) dir: tempfile::TempDir,
    pub(super) host: Host,
    pub(super) clock: Arc<AtomicU64>,
    pub(super) images: bool,
}

impl Harness {
    pub(super) fn new() -> Harness {
        Harness::with_images(true)
    }

    pub(super) fn with_images(images: bool) -> Harness {
        let dir = tempfile::tempdir().expect("temp dir");
        let clock = Arc::new(AtomicU64::new(1_000_000));
        let host = start(&dir, &clock, images);
        Harness {
            dir,
            host,
            clock,
            images,
        }
    }

    /// Drops the host and starts another on the same database.
    pub(super) fn restart(&mut self) {
        let placeholder = tempfile::tempdir().expect("temp dir");
        let old = std::mem::replace(
            &mut self.host,
            start(&placeholder, &self.clock, self.images),
        );
        drop(old);
        self.host = start(&self.dir, &self.clock, self.images);
    }

    pub(super) fn send(&self, user: &str, channel: &str, input: Input) -> Vec<Reply> {
        self.host.handle(&Request {
            platform: Platform::Web,
            community: Community::web(),
            address: None,
            asker: Default::default(),
            channel: channel.to_string(),
            user: User {
                id: format!("id-{user}").into(),
                name: user.to_string(),
            },
            input,
        })
    }

    pub(super) fn cmd(&self, user: &str, text: &str) -> Vec<Reply> {
        self.send(user, "lobby", Input::Command(text.to_string()))
    }

    pub(super) fn press(&self, user: &str, id: &str) -> Vec<Reply> {
        self.send(user, "lobby", Input::Button(id.to_string()))
    }

    pub(super) fn code(&self) -> String {
        self.host
            .channel_room(Platform::Web, "lobby")
            .expect("an open room")
            .to_string()
    }

    pub(super) fn game(&self) -> Game {
        let code = self.code();
        let state = self.host.room_state(rc(&code)).expect("state");
        let (position, _) = self.host.game_text(rc(&code)).expect("game");
        Game::from_position(state.variant, &position).expect("position")
    }
}

/// A room code the host gave.
pub(super) fn rc(code: &str) -> RoomCode {
    code.parse().expect("a room code")
}

pub(super) fn start(dir: &tempfile::TempDir, clock: &Arc<AtomicU64>, images: bool) -> Host {
    let store = support::store(dir.path());
    let clock = clock.clone();
    let config = HostConfig {
        images,
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    Host::new(
        store,
        config,
        Arc::new(move || clock.load(Ordering::SeqCst)),
    )
    .expect("host")
}

pub(super) fn public(replies: &[Reply]) -> &Reply {
    replies
        .iter()
        .find(|r| !r.is_private())
        .expect("a channel reply")
}

pub(super) fn private(replies: &[Reply]) -> &Reply {
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert!(replies[0].is_private(), "{replies:?}");
    &replies[0]
}

pub(super) fn button(reply: &Reply, label: &str) -> String {
    reply
        .controls
        .iter()
        .find_map(|c| match c {
            Control::Button { id, label: l, .. } if l == label => Some(id.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {label} button in {:?}", reply.controls))
}

pub(super) fn menu(reply: &Reply) -> Vec<(String, String)> {
    reply
        .controls
        .iter()
        .find_map(|c| match c {
            Control::Menu { options, .. } => Some(options.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// Alice creates (White), Bob joins (Black).
pub(super) fn two_players(h: &Harness, create: &str) -> String {
    let created = h.cmd("alice", create);
    assert!(public(&created).text.contains("Sala"));
    let code = h.code();
    assert_eq!(code.len(), 4);
    assert!(code.chars().all(|c| "ACDEFHJKMNPRTUVWXY".contains(c)));
    let joined = h.cmd("bob", &format!("unirse {}", code.to_lowercase()));
    assert!(public(&joined).text.contains("bob"));
    code
}

/// The user who sits at `team` in the channel's room.
pub(super) fn player(h: &Harness, team: Team) -> String {
    let state = h.host.room_state(rc(&h.code())).expect("state");
    state.seats[team].clone().expect("seated").name
}

/// Plays random legal actions as whoever is to move until the game ends.
pub(super) fn play_out(h: &Harness, seed: u64) -> usize {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut plies = 0;
    loop {
        let game = h.game();
        if game.outcome().is_over() {
            return plies;
        }
        let actions = game.legal_actions();
        let action = actions[rng.usize(..actions.len())];
        let replies = h.cmd(&player(h, game.turn()), &format!("mover {action}"));
        let board = public(&replies);
        assert!(
            board.sketch.is_some() || !h.images,
            "a board after every move"
        );
        plies += 1;
        assert!(plies < 3000, "the game does not end");
    }
}
