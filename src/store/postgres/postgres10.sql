-- Version 10: tournaments, each a JSON value under a permanent id with a
-- version that every write checks (UPDATE … WHERE version = the one read),
-- so two processes never both pair a round or overwrite a result.
CREATE SEQUENCE tournament_ids;
CREATE TABLE tournaments (
    id BIGINT PRIMARY KEY,
    version BIGINT NOT NULL,
    open BOOLEAN NOT NULL,
    value BYTEA NOT NULL
);
CREATE INDEX tournaments_open ON tournaments (id) WHERE open;
