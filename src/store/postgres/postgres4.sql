-- Version 4: every change to a room is announced to the processes that
-- share the database (on a channel per schema), so each can refresh the
-- web pages it serves; the notice goes out when the change commits.
CREATE FUNCTION room_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('futbol_' || current_schema(), COALESCE(NEW.code, OLD.code));
    RETURN NULL;
END $$;
CREATE TRIGGER room_changed AFTER INSERT OR UPDATE OR DELETE ON rooms
    FOR EACH ROW EXECUTE FUNCTION room_changed();
