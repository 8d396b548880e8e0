#!/bin/sh
# The stand-in PostgreSQL image's entrypoint (postgres.Containerfile). What
# it does is what the official image's documentation says of its
# environment variables, as far as compose.yaml uses them:
# - POSTGRES_PASSWORD, or POSTGRES_PASSWORD_FILE: "used in conjunction with
#   Docker secrets": the superuser's password is read from that file.
# - POSTGRES_USER: the superuser's name (default `postgres`).
# - POSTGRES_DB: the database made on the first start (default: the user's
#   name).
# - PGDATA: the data directory; the database is made only "if you start
#   the container with a data directory that is empty", never again.
# - Connections from other containers need the password; the server
#   listens on every address.
# - It runs as the `postgres` user.
set -eu
: "${PGDATA:=/var/lib/postgresql/data}"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }

if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
  POSTGRES_PASSWORD="$(cat "$POSTGRES_PASSWORD_FILE")"
fi
user="${POSTGRES_USER:-postgres}"
database="${POSTGRES_DB:-$user}"

mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE}"
  password_file="$(mktemp)"
  printf '%s' "$POSTGRES_PASSWORD" > "$password_file"
  chown postgres "$password_file"
  as_postgres initdb --pgdata="$PGDATA" --username="$user" --pwfile="$password_file" \
    --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\" OWNER \"$user\";" \
      | as_postgres postgres --single -D "$PGDATA" -j postgres >/dev/null
  fi
  echo "postgres stand-in: made the database $database for $user"
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA"
