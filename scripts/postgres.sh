#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on loopback for tests and development, in a folder of its own.
#
#   scripts/postgres.sh start DIR [PORT]   initdb (first time) and start it; prints the URL and
#                                          writes it to DIR/postgres.env as TRACKERBOT_TEST_POSTGRES
#   scripts/postgres.sh stop DIR           stop it (DIR stays; delete it to throw the data away)
#
# PORT defaults to a free one. As root, the cluster runs as the `postgres` user (initdb refuses
# root). Trust authentication on 127.0.0.1 only: never for a real database.
set -euo pipefail

usage() { echo "usage: $0 start|stop DIR [PORT]" >&2; exit 2; }
[ $# -ge 2 ] || usage
command="$1"
dir="$2"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
[ -n "$bin" ] || bin="$(dirname "$(command -v pg_ctl || echo /nonexistent/pg_ctl)")"
[ -x "$bin/pg_ctl" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }

as_owner() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

case "$command" in
start)
    port="${3:-$(free_port)}"
    mkdir -p "$dir"
    dir="$(cd "$dir" && pwd)"
    [ "$(id -u)" -ne 0 ] || chown postgres "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        as_owner "$bin/initdb" -D "$dir/data" -A trust -U tracker -E UTF8 --no-locale >"$dir/initdb.log"
    fi
    as_owner "$bin/pg_ctl" -D "$dir/data" -w -l "$dir/log" \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400" start >/dev/null
    url="postgresql://tracker@127.0.0.1:$port/postgres?sslmode=disable"
    echo "TRACKERBOT_TEST_POSTGRES=$url" >"$dir/postgres.env"
    echo "$url"
    ;;
stop)
    [ -d "$dir/data" ] || exit 0
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    ;;
*) usage ;;
esac
