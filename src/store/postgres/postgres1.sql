-- Version 1 of the PostgreSQL store: the same data as the sled store's
-- trees. Room states, settings and archived games stay the JSON the host
-- writes; times are unix seconds.
CREATE TABLE rooms (
    code  TEXT PRIMARY KEY,
    state BYTEA NOT NULL
);
CREATE TABLE channels (
    channel TEXT PRIMARY KEY,
    code    TEXT NOT NULL
);
CREATE TABLE moves (
    code   TEXT NOT NULL,
    game   INT NOT NULL,
    ply    INT NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (code, game, ply)
);
CREATE TABLE deadlines (
    at   BIGINT NOT NULL,
    code TEXT NOT NULL,
    tag  TEXT NOT NULL,
    PRIMARY KEY (at, code)
);
CREATE INDEX deadlines_by_tag ON deadlines (tag, at);
CREATE TABLE codes (
    code    TEXT PRIMARY KEY,
    open    BOOLEAN NOT NULL,
    free_at BIGINT NOT NULL DEFAULT 0,
    games   BIGINT[] NOT NULL DEFAULT '{}'
);
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value BYTEA NOT NULL
);
CREATE SEQUENCE game_ids;
CREATE TABLE archive (
    id      BIGINT PRIMARY KEY,
    channel TEXT NOT NULL,
    game    TEXT NOT NULL
);
CREATE INDEX archive_by_channel ON archive (channel, id);
CREATE TABLE archive_players (
    owner TEXT NOT NULL,
    id    BIGINT NOT NULL,
    PRIMARY KEY (owner, id)
);
