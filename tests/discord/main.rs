mod activity;
mod chat;
