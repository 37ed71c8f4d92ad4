#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on loopback for tests and development, in a folder of its own.
#
#   scripts/postgres.sh start DIR [PORT]   initdb (first time) and start it; prints the URL and
#                                          writes it to DIR/postgres.env as TRACKERBOT_TEST_POSTGRES
#   scripts/postgres.sh stop DIR           stop it (DIR stays; delete it to throw the data away)
#   scripts/postgres.sh standby DIR PRIMARY [PORT]
#                                          a streaming standby of the cluster in PRIMARY, made with
#                                          pg_basebackup and started; the primary then waits for it
#                                          at each commit (synchronous replication); prints its URL
#   scripts/postgres.sh promote DIR        promotes the standby in DIR to a primary
#   scripts/postgres.sh kill DIR           ends the cluster in DIR with SIGKILL, as a crash would
#
# PORT defaults to a free one. As root, the cluster runs as the `postgres` user (initdb refuses
# root). Trust authentication on 127.0.0.1 only: never for a real database.
set -euo pipefail

# Close every descriptor but the standard three: a server started here would inherit them, and
# a program that watches one to learn that this script ended (Foundation's Process does) would
# wait as long as the server runs.
for fd in /proc/$$/fd/*; do
    fd="${fd##*/}"
    if [ "$fd" -gt 2 ]; then eval "exec $fd>&-" 2>/dev/null || true; fi
done

usage() { echo "usage: $0 start|stop|promote|kill DIR [PORT], or standby DIR PRIMARY [PORT]" >&2; exit 2; }
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

# Starts the cluster in $dir/data on $port and prints its URL.
run_cluster() {
    as_owner "$bin/pg_ctl" -D "$dir/data" -w -l "$dir/log" \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400" start >/dev/null
    echo "$port" >"$dir/port"
    url="postgresql://tracker@127.0.0.1:$port/postgres?sslmode=disable"
    echo "TRACKERBOT_TEST_POSTGRES=$url" >"$dir/postgres.env"
    echo "$url"
}

make_dir() {
    mkdir -p "$dir"
    dir="$(cd "$dir" && pwd)"
    [ "$(id -u)" -ne 0 ] || chown postgres "$dir"
}

case "$command" in
start)
    port="${3:-$(free_port)}"
    make_dir
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        as_owner "$bin/initdb" -D "$dir/data" -A trust -U tracker -E UTF8 --no-locale >"$dir/initdb.log"
    fi
    run_cluster
    ;;
standby)
    [ $# -ge 3 ] || usage
    primary_port="$(cat "$3/port")"
    port="${4:-$(free_port)}"
    make_dir
    as_owner "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U tracker -D "$dir/data" -R -X stream -c fast
    run_cluster
    # Only now, so that the standby's copy of the settings does not wait for a standby of its own
    # once promoted.
    psql=("$bin/psql" -h 127.0.0.1 -p "$primary_port" -U tracker -d postgres -qAt)
    "${psql[@]}" -c "ALTER SYSTEM SET synchronous_standby_names = '*'" -c "SELECT pg_reload_conf()" >/dev/null
    for _ in $(seq 1 100); do
        [ "$("${psql[@]}" -c "SELECT count(*) FROM pg_stat_replication WHERE sync_state = 'sync'")" = 1 ] && exit 0
        sleep 0.1
    done
    echo "the standby in $dir did not become synchronous" >&2
    exit 1
    ;;
promote)
    as_owner "$bin/pg_ctl" -D "$dir/data" -w promote >/dev/null
    ;;
kill)
    [ -f "$dir/data/postmaster.pid" ] && kill -9 "$(head -1 "$dir/data/postmaster.pid")"
    ;;
stop)
    [ -d "$dir/data" ] || exit 0
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    ;;
*) usage ;;
esac
