//! The game flow: what each command and button does, one file per family
//! (as mini-redis keeps one per command): [`create`] opens and joins
//! rooms, [`step`] plays actions and the picker, [`game`] the rest of a
//! game's life (show, leave, resign, draw, rematch), [`announce`] says what
//! happened. Each works on the host's parts (`crate::host::parts::Parts`)
//! and is a function of its file, called by the file's name. Each is the
//! same few steps ([`flow`]): find the room, lock it, apply a change to a
//! copy ([`crate::host::change`]), save the copy, make it the room, and
//! announce the event ([`announce`]). A change that changes nothing saves
//! nothing.

pub(in crate::host) mod analysis;
pub(in crate::host) mod announce;
pub(in crate::host) mod archive;
pub(in crate::host) mod buttons;
pub(in crate::host) mod computer;
pub(in crate::host) mod config;
pub(in crate::host) mod create;
pub(in crate::host) mod digest;
pub(in crate::host) mod flow;
pub(in crate::host) mod game;
pub(in crate::host) mod lines;
pub mod me;
pub(in crate::host) mod page;
pub mod ratings;
pub(in crate::host) mod step;
pub(in crate::host) mod sweep;
pub(in crate::host) mod threads;
pub(in crate::host) mod vacation;
pub mod verbs;
pub(in crate::host) mod widget;
