//! The PostgreSQL store while the database goes away mid-game and comes
//! back: a move during the outage is answered with an apology and not
//! acknowledged, nothing half-written remains, and the game goes on by
//! itself once the database is back. Its own test binary: it stops and
//! starts the tests' cluster (`scripts/postgres.sh`), and cargo runs test
//! binaries one at a time.

#[path = "support/postgres.rs"]
mod postgres;
#[path = "support/host.rs"]
mod support;

use futbol_bot::host::{Host, HostConfig, system_clock};
use futbol_bot::store::Store;
use postgres::cluster;
use support::accepted;

fn ask(host: &Host, user: &str, text: &str) -> Vec<futbol_bot::host::Reply> {
    support::ask(host, "outage", user, text)
}

#[test]
fn a_database_outage_mid_game_is_apologised_for_and_survived() {
    let url = cluster("start");
    let schema = postgres::fresh_schema("t_outage");
    let store = Store::connect(&url, Some(&schema)).expect("store");
    let config = HostConfig {
        images: false,
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    let host = Host::new(store, config, system_clock()).expect("host");
    let code = ask(&host, "ana", "crear")
        .iter()
        .find_map(|r| r.room)
        .expect("a room");
    assert!(accepted(&ask(&host, "beto", &format!("unirse {code}"))));
    assert!(accepted(&ask(&host, "ana", "mover e3-e4")));

    cluster("stop");
    let during = ask(&host, "beto", "mover e6-g4");
    cluster("start");
    assert!(
        !accepted(&during),
        "acknowledged while the database was away: {during:?}"
    );
    let apology: String = during.iter().map(|r| r.text.clone()).collect();
    assert!(apology.contains("no se ha guardado nada"), "{apology}");

    // Back by itself: the same move now goes through, once.
    let mut after = ask(&host, "beto", "mover e6-g4");
    for _ in 0..20 {
        if accepted(&after) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(250));
        after = ask(&host, "beto", "mover e6-g4");
    }
    assert!(accepted(&after), "the game did not come back: {after:?}");
    let (_, moves) = host.game_text(code).expect("the room");
    assert_eq!(moves, ["e3-e4", "e6-g4"]);
}
