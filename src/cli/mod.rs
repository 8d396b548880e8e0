//! The command line's work apart from parsing: the one-shot commands
//! (`export`, `replay`, `playout`, `match`, `ladder`), the operator's
//! copies (`backup`, `restore`, `migrate-store`) and the serving options
//! read from the config file, the environment and the flags.

pub mod backups;
pub mod config_args;
pub mod migrate;
pub mod tools;
