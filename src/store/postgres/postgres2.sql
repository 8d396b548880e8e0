-- Version 2: a version per room, so several processes sharing the database
-- write a room only if nobody changed it since they read it.
ALTER TABLE rooms ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
