-- Version 9: leaderboards are answered from a table in each process's
-- memory, as sled answers them (counting a place in SQL walks every
-- listed row above the asker), so `standings` goes; each changed record
-- is announced instead (on the ratings channel of the table's schema,
-- when the change commits) to the processes that keep that table: the
-- game, the owner and the record, a line each (without the record when
-- it would not fit in a notice's 8000 bytes: the listener then reads it).
DROP TABLE standings;
CREATE FUNCTION rating_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF octet_length(NEW.game) + octet_length(NEW.owner) + octet_length(NEW.rating) < 7900 THEN
        PERFORM pg_notify('futbol_' || TG_TABLE_SCHEMA || '_ratings',
                          NEW.game || E'\n' || NEW.owner || E'\n' || NEW.rating);
    ELSE
        PERFORM pg_notify('futbol_' || TG_TABLE_SCHEMA || '_ratings', NEW.game || E'\n' || NEW.owner);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER rating_changed AFTER INSERT OR UPDATE ON ratings
    FOR EACH ROW EXECUTE FUNCTION rating_changed();
