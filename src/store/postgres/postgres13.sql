-- Version 13: lines relayed between processes (`relay.rs`): what one
-- process says to a channel, kept for the pages other processes serve on
-- it, for a few minutes.
CREATE TABLE relay (
    seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    origin text NOT NULL,
    platform text NOT NULL,
    channel text NOT NULL,
    target text,
    body text NOT NULL
);
CREATE INDEX relay_at ON relay (at);
