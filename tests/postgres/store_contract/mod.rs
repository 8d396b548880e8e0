//! The store contract: the same cases against sled (in a temporary
//! directory) and PostgreSQL (the test cluster `scripts/postgres.sh start`
//! runs, a fresh schema per case), through the public `Store` only. Two
//! backends that pass these behave alike for the host.

use testkit::postgres;

use futbol_bot::engine::Variant;
use futbol_bot::host::Platform;
use futbol_bot::store::{
    Actions, ArchivedGame, ArchivedPlayer, Closing, CodeUse, Deadline, GameResult, HowEnded, Kind,
    RoomSave, Store, StoreError,
};
use serde_json::{Value, json};

mod records;
mod rooms;

/// Runs `case` on a fresh sled store and on a fresh PostgreSQL schema.
fn on_both(name: &str, case: fn(&Store)) {
    let dir = tempfile::tempdir().expect("temp dir");
    case(&Store::open(dir.path()).expect("sled"));
    let schema = postgres::fresh_schema(&format!("t_contract_{name}"));
    case(&Store::connect(&postgres::database(), Some(&schema)).expect("postgres"));
}

fn save_of<'a>(code: &'a str, state: &Value, version: Option<u64>) -> RoomSave<'a> {
    let mut save = RoomSave::state(code, state, format!("web:{code}"), Deadline::none("web"))
        .expect("serialises");
    save.version = version;
    save
}

fn version(store: &Store, code: &str) -> Option<u64> {
    store
        .room_versioned::<Value>(code)
        .expect("read")
        .map(|(v, _)| v)
}

fn game(id: u64, channel: &str, white: &str, ended: u64) -> ArchivedGame {
    let player = |id: &str| ArchivedPlayer {
        id: id.into(),
        name: id.into(),
    };
    ArchivedGame {
        id,
        code: "ABCD".into(),
        platform: Platform::Web,
        channel: channel.into(),
        variant: Variant::Futbol,
        start: "start".into(),
        white: player(white),
        black: player("beto"),
        started: ended - 60,
        ended,
        result: GameResult::WhiteWins,
        ending: HowEnded::Rules,
        score: [2, 0],
        actions: vec!["e3-e4".into()],
        community: Some("web".into()),
        rated: false,
    }
}
