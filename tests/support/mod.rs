pub mod bot;
pub mod discord;
