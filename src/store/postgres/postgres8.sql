-- Version 8: what ratings are made of. `ratings.rating` now holds a
-- player's whole record (rating, counts, scopes) as the host keeps it;
-- `rating_history` each rated game's change per player; `standings` one
-- row per player and leaderboard scope (their communities and their
-- platform's `*platform`), with the numbers a leaderboard filters and
-- orders by. Nothing was rated before this version, so `ratings` starts
-- empty and the archive is rated once by the store at open, in the order
-- the games ended (`rated_through` says how far it got).
DELETE FROM ratings;
CREATE TABLE rating_history (
    game   TEXT   NOT NULL,
    owner  TEXT   NOT NULL,
    id     BIGINT NOT NULL,
    change TEXT   NOT NULL,
    PRIMARY KEY (game, owner, id)
);
CREATE TABLE standings (
    game       TEXT   NOT NULL,
    scope      TEXT   NOT NULL,
    owner      TEXT   NOT NULL,
    milli      BIGINT NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    at         BIGINT NOT NULL,
    last       BIGINT NOT NULL,
    PRIMARY KEY (game, scope, owner)
);
CREATE INDEX standings_order ON standings (game, scope, milli DESC, owner)
    INCLUDE (last, deviation, volatility, at);
CREATE TABLE rated_through (
    one   BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one),
    ended BIGINT  NOT NULL,
    id    BIGINT  NOT NULL,
    done  BOOLEAN NOT NULL
);
INSERT INTO rated_through (ended, id, done) VALUES (-1, -1, FALSE);
