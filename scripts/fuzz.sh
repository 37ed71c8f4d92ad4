#!/usr/bin/env bash
# Fuzzes the input paths: scripts/fuzz.sh [target|all] [seconds per target] [--address]
#
# Builds trackerbot-fuzz with libFuzzer (our modules instrumented, dependencies not) into
# .build-fuzz, then runs each target on a copy of its committed seed corpus for the given
# time (default 60 s) or FUZZ_RUNS executions (default 10 million), whichever ends first. Findings land in Fuzz/findings/<target>/; reproduce one with
# `swift run trackerbot-fuzz <target> <file>` and commit it under Fuzz/regressions/<target>/,
# where the normal tests replay it. Targets: commands, dates, timezones, dotenv, updates,
# buttons, payload, sync, pictures, crypto, encrypted.
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:-all}
seconds=${2:-60}
sanitizers=fuzzer
[ "${3:-}" = "--address" ] && sanitizers=fuzzer,address

TRACKERBOT_FUZZ=$sanitizers swift build -c release --scratch-path .build-fuzz --product trackerbot-fuzz
binary=.build-fuzz/release/trackerbot-fuzz

if [ "$target" = all ]; then
    targets=(commands dates timezones dotenv updates buttons payload sync pictures crypto encrypted)
else
    targets=("$target")
fi

# The Swift backtracer can stall after a crash; libFuzzer prints its own report.
export SWIFT_BACKTRACE=enable=no
for name in "${targets[@]}"; do
    work=.build-fuzz/corpus/$name
    findings=Fuzz/findings/$name
    mkdir -p "$work" "$findings"
    cp -n Fuzz/corpus/"$name"/* "$work"/ 2>/dev/null || true
    # A whole conversation or update batch needs room; one date, zone or .env file does not,
    # and shorter inputs run several times faster.
    case "$name" in commands | updates) max_len=4096 ;; pictures) max_len=8192 ;; *) max_len=1024 ;; esac
    echo "== $name for ${seconds}s"
    "$binary" "$name" -max_total_time="$seconds" -runs="${FUZZ_RUNS:-10000000}" -dict=Fuzz/commands.dict -max_len=$max_len \
        -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$findings/" \
        "$work" 2>&1 | grep -E '^(#[0-9]+[[:space:]]+(INITED|DONE)|stat::|==[0-9]+==|SUMMARY|artifact|Fatal)' || true
done
