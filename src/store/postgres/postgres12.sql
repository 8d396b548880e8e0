-- Version 12: a room's update is announced by the process that saved it,
-- just after the save, in a transaction that does not wait for the disk
-- (`update.rs`): a transaction that notifies holds one lock from before
-- its commit until after it, so a notice in every save made the saves
-- commit one at a time. Creations and closings are still announced here,
-- in their transaction.
DROP TRIGGER room_changed ON rooms;
CREATE TRIGGER room_changed AFTER INSERT OR DELETE ON rooms
    FOR EACH ROW EXECUTE FUNCTION room_changed();
