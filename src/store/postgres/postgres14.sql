-- Version 14: room states leave out their empty, unset or zero fields
-- (`RoomState`), which this bot reads back as defaults and an older bot
-- cannot read. Nothing is rewritten: the version only keeps older bots
-- from starting on this database and setting such rooms aside.
COMMENT ON COLUMN rooms.state IS
    'the room as JSON; fields that are empty, unset or zero are left out';
