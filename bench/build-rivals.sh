#!/usr/bin/env bash
# Installs and builds the anchors' rival apps (../shared/bench/anchors/apps) under .cache/anchors,
# exactly as the anchors did (npm ci from each app's lockfile, then `vite build`), so that
# `npm run bench -- --rivals` measures them in the same run as Hatch. About 4 GB of node_modules and
# 5-10 minutes on 2 cores; run it once, then bench as often as needed.
set -euo pipefail
cd "$(dirname "$0")/.."
anchors=../shared/bench/anchors/apps
[ -d "$anchors" ] || { echo "build-rivals: $anchors is missing" >&2; exit 1; }
mkdir -p .cache/anchors
export NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_LOGLEVEL=error
for app in rainbowkit connectkit appkit appkit-solana; do
  rm -rf ".cache/anchors/apps/$app/dist"
  mkdir -p .cache/anchors/apps && cp -r "$anchors/$app" .cache/anchors/apps/
  start=$SECONDS
  if (cd ".cache/anchors/apps/$app" && npm ci && npx vite build) > ".cache/anchors/build-$app.log" 2>&1; then
    echo "$app: built in $((SECONDS - start)) s"
  else
    echo "$app: FAILED (see .cache/anchors/build-$app.log)" >&2
    exit 1
  fi
done
