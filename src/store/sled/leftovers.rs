//! What a killed sled leaves half-written, removed before sled opens.
//!
//! At every open sled brings its snapshot up to the end of its log and,
//! when that moved, writes a new one: first as `snap.LSN.generating`,
//! synced, then renamed to `snap.LSN`, then the older snapshots go. The
//! rename is the point where a snapshot counts. But when sled (0.34) looks
//! for the latest snapshot it only skips files named `.in___motion`, so
//! after a kill during that write it takes the half-written
//! `.generating` file as the newest snapshot, its checksum fails, and the
//! store no longer opens (`Corruption { at: None }`): a bot killed at the
//! wrong moment of its start-up (SIGKILL, the OOM killer, a power cut)
//! would not start again. Removed, sled reads the snapshot before it and
//! the log after it, as it would have had the write not begun: nothing
//! was written to the log before the rename.

use std::path::Path;

/// Removes the snapshots sled began in `dir` and never finished, and says
/// how many (each one also in the log). Anything unreadable is left to
/// sled, which will say what is wrong.
pub fn drop_unfinished_snapshots(dir: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut dropped = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with("snap.") && name.ends_with(".generating")) {
            continue;
        }
        match std::fs::remove_file(entry.path()) {
            Ok(()) => {
                tracing::warn!("removed {name}, a snapshot sled began and never finished");
                dropped += 1;
            }
            Err(error) => {
                tracing::warn!("could not remove {name}, a half-written snapshot: {error}")
            }
        }
    }
    dropped
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A store with data, closed, whose latest snapshot is `snap.*`.
    fn closed_store() -> (tempfile::TempDir, String) {
        let dir = tempfile::tempdir().expect("dir");
        {
            let db = sled::open(dir.path()).expect("opens");
            for i in 0..2_000u32 {
                db.insert(i.to_be_bytes(), vec![7u8; 100]).expect("writes");
            }
            db.flush().expect("flushes");
        }
        // The flusher lets go of the lock a moment after the last handle;
        // the next open writes the snapshot of what the log holds.
        std::thread::sleep(std::time::Duration::from_millis(300));
        drop(sled::open(dir.path()).expect("opens again"));
        std::thread::sleep(std::time::Duration::from_millis(300));
        let snapshot = std::fs::read_dir(dir.path())
            .expect("lists")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .find(|name| name.starts_with("snap.") && !name.ends_with(".generating"))
            .expect("sled wrote a snapshot");
        (dir, snapshot)
    }

    /// What a kill in the middle of writing the next snapshot leaves: a
    /// later `.generating` file holding the start of a snapshot.
    fn killed_while_snapshotting(dir: &Path, snapshot: &str) {
        let whole = std::fs::read(dir.join(snapshot)).expect("reads");
        let half = &whole[..whole.len() / 2];
        std::fs::write(dir.join("snap.7FFFFFFFFFFFFFFF.generating"), half).expect("writes");
    }

    #[test]
    fn sled_alone_does_not_open_after_the_kill() {
        let (dir, snapshot) = closed_store();
        killed_while_snapshotting(dir.path(), &snapshot);
        let opened = sled::open(dir.path());
        assert!(
            matches!(opened, Err(sled::Error::Corruption { .. })),
            "sled 0.34 read the half-written snapshot as its latest: {:?}",
            opened.map(|_| ())
        );
    }

    #[test]
    fn a_half_written_snapshot_is_removed_and_the_store_opens_whole() {
        let (dir, snapshot) = closed_store();
        killed_while_snapshotting(dir.path(), &snapshot);
        assert_eq!(drop_unfinished_snapshots(dir.path()), 1);
        let db = sled::open(dir.path()).expect("opens");
        assert_eq!(db.len(), 2_000);
        assert_eq!(
            db.get(1_999u32.to_be_bytes()).expect("reads").as_deref(),
            Some(&[7u8; 100][..])
        );
        assert_eq!(
            drop_unfinished_snapshots(dir.path()),
            0,
            "nothing else removed"
        );
    }
}
