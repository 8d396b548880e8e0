//! The host driven through whole games on a real sled database in a
//! temporary directory.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::engine::{Game, Outcome, Team, Variant};
use futbol_bot::host::{
    Community, Control, Host, HostConfig, Input, Platform, Reply, Request, RoomCode, Target, User,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use testkit::host as support;

mod games;
mod harness;
use harness::*;
mod people;
