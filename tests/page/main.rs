mod render;
mod web;
mod web_digest;
mod web_page;
mod web_reads;
mod web_trust;
mod widget;
