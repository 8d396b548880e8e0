#![recursion_limit = "256"]
mod federation;
mod rooms;
