//! What belongs to people and servers rather than to one room, beside
//! the host: for now the limits per person and per address; the typed
//! settings per scope, ratings and tournaments are to come here (see
//! the project's design notes).

pub mod limits;
