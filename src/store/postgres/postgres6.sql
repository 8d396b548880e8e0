-- Version 6: every change to a setting is announced on the rooms' channel
-- too, as `setting:KEY`, so each process sharing the database reads that
-- setting again (its cache of settings is emptied key by key).
CREATE FUNCTION setting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('futbol_' || current_schema(), 'setting:' || COALESCE(NEW.key, OLD.key));
    RETURN NULL;
END $$;
CREATE TRIGGER setting_changed AFTER INSERT OR UPDATE OR DELETE ON settings
    FOR EACH ROW EXECUTE FUNCTION setting_changed();
