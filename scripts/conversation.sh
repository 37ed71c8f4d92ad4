#!/usr/bin/env bash
# Prints one short conversation with the bot in a language, as the console answers it: the
# language chosen, /start, a habit, a check-in, /habits and /progress; and copies the progress
# picture to a PNG file. For reading a translation in context before sending a correction.
#
# Usage: scripts/conversation.sh <language> [picture.png]
#   language: en, de, es, pt-BR, ru or fa
#   picture:  where the progress picture goes (default /tmp/trackerbot-conversation-<language>.png)
# Runs the debug build (.build/debug/trackerbot; build it first) or $TRACKERBOT, on a new
# database in a temporary folder that is removed afterwards.
set -euo pipefail
usage="usage: scripts/conversation.sh <en|de|es|pt-BR|ru|fa> [picture.png]"
language="${1:?$usage}"
picture="${2:-/tmp/trackerbot-conversation-$language.png}"
case "$language" in
    en) habit="Read" ;;
    de) habit="Lesen" ;;
    es) habit="Leer" ;;
    pt-BR) habit="Ler" ;;
    ru) habit="Чтение" ;;
    fa) habit="مطالعه" ;;
    *) echo "$usage" >&2; exit 2 ;;
esac
root="$(cd "$(dirname "$0")/.." && pwd)"
bot="${TRACKERBOT:-$root/.build/debug/trackerbot}"
[ -x "$bot" ] || { echo "$bot is missing: run swift build first" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# In the temporary folder, so that no .env of the repository's is read.
transcript="$(
    cd "$work"
    printf '%s\n' "/language $language" /start "/habit add $habit for 21 days" /check /habits /progress |
        USER=Ana TRACKER_FILES="$work/files" PICTURES=on "$bot" console --db "$work/bot.sqlite"
)"
printf '%s\n' "$transcript"
drawn="$(printf '%s\n' "$transcript" | sed -n 's/^🖼 //p' | tail -n 1)"
if [ -z "$drawn" ] || [ ! -f "$drawn" ]; then
    echo "no picture was drawn" >&2
    exit 1
fi
cp "$drawn" "$picture"
echo "Picture: $picture"
