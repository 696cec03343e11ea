#!/usr/bin/env bash
# The browser tests (`npm run test:browser`; CI runs this after `npm test`): the battle report
# page in Debian's headless Chromium, driven by playwright-core (which downloads no browser).
# Chromium is $DIEMEN_CHROMIUM or /usr/bin/chromium; when missing and we are root (CI), it is
# installed with apt-get; otherwise this stops with what to do. The tests never skip.
# Screenshots: $DIEMEN_SCREENSHOTS (default: a new temporary folder, named at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
chromium="${DIEMEN_CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
    chromium=/usr/bin/chromium
  else
    echo "browser-test: no Chromium at $chromium: install it (Debian: sudo apt-get install chromium) or set DIEMEN_CHROMIUM" >&2
    exit 1
  fi
fi
export DIEMEN_CHROMIUM="$chromium"
export DIEMEN_SCREENSHOTS="${DIEMEN_SCREENSHOTS:-$(mktemp -d "${TMPDIR:-/tmp}/diemen-screenshots-XXXXXX")}"
node scripts/build.mjs
npx jest -c jest.browser.config.js --maxWorkers=1
echo "browser-test: screenshots in $DIEMEN_SCREENSHOTS"
