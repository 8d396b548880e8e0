//! The backup file: every tree of a sled store, key by key, with a count
//! and a checksum at the end so a cut or damaged file is refused whole
//! instead of restoring part of a database.
//!
//! Layout: the line `futbol-bot backup 1`, then for each tree `T`, its
//! name's length (u32, big-endian) and name, then its entries, each `E`,
//! key length, key, value length, value; then `Z`, the number of entries
//! (u64) and the FNV-1a hash (u64) of every byte after the first line.

use super::StoreError;
use std::io::{Read, Write};

const MAGIC: &[u8] = b"futbol-bot backup 1\n";

/// One tree: its name and its entries in key order.
pub type Tree = (Vec<u8>, Vec<(Vec<u8>, Vec<u8>)>);

/// Writes `trees` as a backup file.
pub fn write(out: &mut dyn Write, trees: &[Tree]) -> Result<(), StoreError> {
    let mut hashed = Hashed {
        out,
        hash: FNV_OFFSET,
    };
    hashed.out.write_all(MAGIC).map_err(io)?;
    let mut entries = 0u64;
    for (name, items) in trees {
        hashed.put(b"T")?;
        hashed.chunk(name)?;
        for (key, value) in items {
            hashed.put(b"E")?;
            hashed.chunk(key)?;
            hashed.chunk(value)?;
            entries += 1;
        }
    }
    hashed.put(b"Z")?;
    hashed.put(&entries.to_be_bytes())?;
    let hash = hashed.hash;
    hashed.out.write_all(&hash.to_be_bytes()).map_err(io)?;
    hashed.out.flush().map_err(io)
}

/// Reads a whole backup file, checking its count and checksum.
pub fn read(input: &mut dyn Read) -> Result<Vec<Tree>, StoreError> {
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes).map_err(io)?;
    let body = bytes
        .strip_prefix(MAGIC)
        .ok_or_else(|| bad("it is not a futbol-bot backup (version 1)"))?;
    let mut at = Cursor { bytes: body, at: 0 };
    let mut trees: Vec<Tree> = Vec::new();
    let mut entries = 0u64;
    loop {
        match at.take(1)? {
            b"T" => trees.push((at.chunk()?.to_vec(), Vec::new())),
            b"E" => {
                let (key, value) = (at.chunk()?.to_vec(), at.chunk()?.to_vec());
                let (_, items) = trees
                    .last_mut()
                    .ok_or_else(|| bad("an entry before any tree"))?;
                items.push((key, value));
                entries += 1;
            }
            b"Z" => break,
            _ => return Err(bad("an unknown record")),
        }
    }
    let counted = u64::from_be_bytes(at.array()?);
    let hashed = fnv(&body[..at.at]);
    let hash = u64::from_be_bytes(at.array()?);
    if counted != entries || hash != hashed || at.at != body.len() {
        return Err(bad(
            "its count or checksum does not match (a cut or damaged file)",
        ));
    }
    Ok(trees)
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

/// FNV-1a: a short hash that is the same in every build (a backup's
/// check, a puzzle's id).
pub(crate) fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(FNV_OFFSET, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(FNV_PRIME)
    })
}

/// A writer that hashes what it writes.
struct Hashed<'a> {
    out: &'a mut dyn Write,
    hash: u64,
}

impl Hashed<'_> {
    fn put(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        for b in bytes {
            self.hash = (self.hash ^ u64::from(*b)).wrapping_mul(FNV_PRIME);
        }
        self.out.write_all(bytes).map_err(io)
    }

    fn chunk(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        let len = u32::try_from(bytes.len()).map_err(|_| bad("a value over 4 GiB"))?;
        self.put(&len.to_be_bytes())?;
        self.put(bytes)
    }
}

/// Reading a backup's bytes in order.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], StoreError> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&end| end <= self.bytes.len());
        let end = end.ok_or_else(|| bad("it ends too soon (a cut file)"))?;
        let taken = &self.bytes[self.at..end];
        self.at = end;
        Ok(taken)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], StoreError> {
        let mut array = [0; N];
        array.copy_from_slice(self.take(N)?);
        Ok(array)
    }

    fn chunk(&mut self) -> Result<&'a [u8], StoreError> {
        let len = u32::from_be_bytes(self.array()?);
        self.take(len as usize)
    }
}

fn bad(why: &str) -> StoreError {
    StoreError::Backup(format!("the backup file does not read: {why}"))
}

fn io(error: std::io::Error) -> StoreError {
    StoreError::Backup(error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<Tree> {
        vec![
            (b"rooms".to_vec(), vec![(b"ABCD".to_vec(), b"{}".to_vec())]),
            (b"empty".to_vec(), vec![]),
            (
                b"moves".to_vec(),
                vec![(vec![0, 1], vec![]), (vec![2], b"e2-e4".to_vec())],
            ),
        ]
    }

    #[test]
    fn a_backup_reads_back_as_written() {
        let mut file = Vec::new();
        write(&mut file, &sample()).expect("written");
        assert_eq!(read(&mut file.as_slice()).expect("read"), sample());
    }

    #[test]
    fn a_cut_or_changed_file_is_refused() {
        let mut file = Vec::new();
        write(&mut file, &sample()).expect("written");
        for cut in [MAGIC.len() + 3, file.len() - 1] {
            assert!(read(&mut &file[..cut]).is_err(), "cut at {cut}");
        }
        let mut changed = file.clone();
        let at = changed.len() - 20;
        changed[at] ^= 1;
        assert!(read(&mut changed.as_slice()).is_err());
        assert!(read(&mut &b"not a backup"[..]).is_err());
    }
}
