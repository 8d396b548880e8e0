-- Version 7: ratings, one per rule set and player (the player's archive
-- index owner, `platform:id`), as the JSON the host keeps; written in the
-- transaction that archives a rated game.
CREATE TABLE ratings (
    game   TEXT NOT NULL,
    owner  TEXT NOT NULL,
    rating TEXT NOT NULL,
    PRIMARY KEY (game, owner)
);
