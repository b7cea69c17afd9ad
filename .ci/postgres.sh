#!/usr/bin/env bash
# Sourced by .ci/run: make sure a local PostgreSQL 15 runs, a password role exists, and a fresh database is
# created for this run (dropped on exit). Exports POD_TEST_POSTGRES_URL for the PostgreSQL test suite.
set -u

PG_ROLE=pod_orders_ci
PG_PASSWORD=pod_orders_ci
PG_DB="pod_orders_ci_$(date +%s)_$$"

as_postgres() { su postgres -c "$1"; }

if ! pg_isready -h 127.0.0.1 -q; then
  pg_ctlcluster --skip-systemctl-redirect 15 main start || return 1
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -q && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -q || { echo "ci: PostgreSQL did not start" >&2; return 1; }

as_postgres "psql -q -v ON_ERROR_STOP=1 -c \"DO \\\$\\\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$PG_ROLE') THEN
    CREATE ROLE $PG_ROLE LOGIN PASSWORD '$PG_PASSWORD';
  ELSE
    ALTER ROLE $PG_ROLE LOGIN PASSWORD '$PG_PASSWORD';
  END IF;
END \\\$\\\$;\"" || return 1
as_postgres "createdb -O $PG_ROLE $PG_DB" || return 1

drop_ci_database() { as_postgres "dropdb --if-exists --force $PG_DB" >/dev/null 2>&1 || true; }
trap drop_ci_database EXIT

export POD_TEST_POSTGRES_URL="postgres://$PG_ROLE:$PG_PASSWORD@127.0.0.1:5432/$PG_DB"
echo "ci: PostgreSQL test database $PG_DB"
