//! The game's commands, one type each: opening and joining a room, the
//! moves and what else a game's players and watchers ask of it. A command
//! is its file, its `mod` line and its line in [`COMMANDS`].

use crate::host::dispatch::spec::Spec;
use crate::host::dispatch::spec::spec_of;

mod create;
mod draw;
mod follow;
mod help;
mod join;
mod leave;
mod moves;
mod piece;
mod rematch;
mod resign;
mod room;
mod rules;
mod show;
mod takeback;
mod time;
mod widget;

pub use create::Create;
pub use draw::Draw;
pub use follow::Follow;
pub use help::Help;
pub use join::Join;
pub use leave::Leave;
pub use moves::Move;
pub use rematch::Rematch;
pub use resign::Resign;
pub use room::RoomInWords;
pub use rules::Rules;
pub use show::Show;
pub use takeback::Takeback;
pub use time::GiveTime;
pub use widget::Widget;

/// The game's commands, in the order help lists them and Discord shows
/// them.
pub static COMMANDS: &[Spec] = &[
    spec_of::<Create>(),
    spec_of::<Join>(),
    spec_of::<Move>(),
    spec_of::<Resign>(),
    spec_of::<Draw>(),
    spec_of::<Takeback>(),
    spec_of::<Rematch>(),
    spec_of::<Show>(),
    spec_of::<Leave>(),
    spec_of::<GiveTime>(),
    spec_of::<Follow>(),
    spec_of::<Rules>(),
    spec_of::<piece::RulesPiece>(),
    spec_of::<RoomInWords>(),
    spec_of::<Widget>(),
    spec_of::<Help>(),
];

/// The game's place in the registry: its commands after those of the wings
/// before it.
#[linkme::distributed_slice(crate::host::dispatch::registry::WINGS)]
static WING: crate::host::dispatch::registry::Wing = crate::host::dispatch::registry::Wing {
    order: 0,
    commands: COMMANDS,
};
