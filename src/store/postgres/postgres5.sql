-- Version 5: records that do not decode (a room's state, an archived game,
-- a setting) are moved here rather than stopping the bot, kept as they
-- were with why and when (unix seconds), for an operator to look at.
CREATE TABLE quarantine (
    id     BIGSERIAL PRIMARY KEY,
    kind   TEXT NOT NULL,
    key    TEXT NOT NULL,
    bytes  BYTEA NOT NULL,
    reason TEXT NOT NULL,
    at     BIGINT NOT NULL
);
