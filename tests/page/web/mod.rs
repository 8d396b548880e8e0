//! The game page in real headless Chromium: a whole `futbol` game played by
//! clicking squares in two windows while a spectator's window sees every
//! board, the lobby, Black's flipped board, a `boyer` move and kick and a
//! `chessfootball` placement by clicks; and the page's HTTP answers.

use testkit::page;

use fantoccini::Client;
use futbol_bot::engine::Record;
use futbol_bot::host::{Host, RoomCode};
use page::*;
use serde_json::Value;

mod game;
mod site;

/// Whether the mark of `square` sits in the lower half of the board.
async fn in_lower_half(client: &Client, square: &str) -> bool {
    let script = format!(
        "const m = document.querySelector(\"#marks .mark[data-square='{square}']\"); \
         return m ? parseFloat(m.style.top) > 50 : null;"
    );
    eval(client, &script).await == Value::Bool(true)
}
