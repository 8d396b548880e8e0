-- Version 11: a rated game's save locks both players' rows with an upsert
-- whose update leaves the record as it is (`ratings.rs`), so a changed
-- record is announced only when it changes: the trigger of version 9 is
-- split into one on insert and one on an update that changes the record.
DROP TRIGGER rating_changed ON ratings;
CREATE TRIGGER rating_made AFTER INSERT ON ratings
    FOR EACH ROW EXECUTE FUNCTION rating_changed();
CREATE TRIGGER rating_changed AFTER UPDATE ON ratings
    FOR EACH ROW WHEN (OLD.rating IS DISTINCT FROM NEW.rating)
    EXECUTE FUNCTION rating_changed();
