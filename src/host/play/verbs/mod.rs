//! The game's commands, one type each: opening and joining a room, the
//! moves and what else a game's players and watchers ask of it.

mod create;
mod draw;
mod follow;
mod help;
mod join;
mod leave;
mod moves;
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
