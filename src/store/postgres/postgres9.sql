-- Version 9: a leaderboard row keeps the time its player stops counting
-- in its scope (`until`, NULL while provisional), as the store's
-- `listed_until` computes it: 90 days after their last game there, or
-- when their deviation, growing with absence, reaches the provisional
-- line (110), whichever comes first, a second early. A leaderboard then
-- filters on one integer and counts the places above an asker with an
-- index-only scan, instead of growing every row's deviation. The rows
-- already written get it from the columns it replaces (the same
-- formula, once: 173.7178 is Glicko-2's scale, 0.21436 the rating
-- periods a day, 7776000 the 90 days in seconds).
ALTER TABLE standings ADD COLUMN until BIGINT;
UPDATE standings SET until = CASE
    WHEN deviation >= 110 THEN NULL
    WHEN volatility <= 0 THEN last + 7776000 - 1
    ELSE least(last + 7776000,
               at + floor((power(110 / 173.7178, 2) - power(deviation / 173.7178, 2))
                          / (volatility * volatility * 0.21436 / 86400.0))::bigint) - 1
END;
DROP INDEX standings_order;
ALTER TABLE standings DROP COLUMN deviation, DROP COLUMN volatility,
    DROP COLUMN at, DROP COLUMN last;
CREATE INDEX standings_order ON standings (game, scope, milli DESC, owner) INCLUDE (until);
