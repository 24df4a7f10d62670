#!/usr/bin/env bash
# docsgen as the fourth tool of ../shared/peers/run.sh:
#
#   DOCSGEN_CMD=/work/main/bench/docsgen-peer.sh ../shared/peers/run.sh 1000
#
# run.sh calls it as `$DOCSGEN_CMD <corpusDir> <outputDir>`. It makes a temporary site root whose content/ is a copy
# of the corpus (no config, so docsgen's defaults) and builds it cold (--no-cache) into <outputDir>.
# The copy is inside the timed command (about 0.1 s for 1000 pages); the peers' copies happen before timing.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 <corpusDir> <outputDir>" >&2
  exit 2
fi
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CORPUS=$(cd "$1" && pwd)
case "$2" in /*) OUT="$2" ;; *) OUT="$PWD/$2" ;; esac
ROOT=$(mktemp -d "${TMPDIR:-/tmp}/docsgen-peer.XXXXXX")
trap 'rm -rf "$ROOT"' EXIT
cp -r "$CORPUS" "$ROOT/content"
node "$HERE/../bin/docsgen.mjs" build "$ROOT" --out "$OUT" --no-cache
