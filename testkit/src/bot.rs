//! The real bot binary as a child process, for the adapters' end-to-end
//! tests: `serve --no-web` on a data directory, its output appended to
//! `bot.log` there (so restarts on one directory share one log), killed
//! when dropped, and its log printed if the test is failing.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};

/// A running bot process.
pub struct Bot {
    child: Child,
    dir: PathBuf,
}

impl Bot {
    /// Starts `futbol-bot serve --no-web --data-dir DIR` with the adapter's
    /// `args` and `envs`. `FUTBOL_BOT_BIN` names another binary to start
    /// (a `--release` build, to measure its latency with the same test).
    pub fn start(dir: &Path, args: &[&str], envs: &[(&str, &str)]) -> Bot {
        let mut all = vec!["--no-web"];
        all.extend_from_slice(args);
        Bot::serve(dir, &all, envs)
    }

    /// Starts `futbol-bot serve --data-dir DIR` with `args` (the web page
    /// too, unless they say `--no-web`) and `envs`.
    pub fn serve(dir: &Path, args: &[&str], envs: &[(&str, &str)]) -> Bot {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(dir.join("bot.log"))
            .expect("the bot's log");
        let binary = std::env::var_os("FUTBOL_BOT_BIN")
            .map(PathBuf::from)
            .unwrap_or_else(crate::bot_binary);
        let child = Command::new(binary)
            .args(["serve", "--data-dir"])
            .arg(dir)
            .args(args)
            // The bot's default log level, unless a test sets one.
            .env_remove("RUST_LOG")
            .envs(envs.iter().copied())
            .env_remove("FUTBOL_WEB_ADDR")
            .stdout(log.try_clone().expect("log"))
            .stderr(log)
            .spawn()
            .expect("the bot starts");
        Bot {
            child,
            dir: dir.to_path_buf(),
        }
    }

    /// Everything the bot has printed on this directory so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("bot.log")).unwrap_or_default()
    }

    /// Whether the process has ended by itself.
    pub fn exited(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(Some(_)))
    }

    /// Sends the process SIGTERM, as a service manager stopping it does.
    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "kill -TERM");
    }

    /// Waits at most `limit` for the process to end; its exit status.
    pub fn wait_exit(&mut self, limit: std::time::Duration) -> Option<std::process::ExitStatus> {
        let started = std::time::Instant::now();
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if started.elapsed() > limit {
                return None;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            eprintln!("--- bot log ({}) ---\n{}", self.dir.display(), self.log());
        }
    }
}
