-- Version 3: a deadline is claimed by the process that acts on it, so
-- that when several share the database each deadline fires once.
ALTER TABLE deadlines ADD COLUMN claimed_until BIGINT NOT NULL DEFAULT 0;
