#!/usr/bin/env bash
# Retakes the pictures in docs/images from the real demo on the local sandbox: the modal left to
# right (English) and right to left (Arabic), by the language browser test (test/e2e/i18n), which
# writes them only when HATCH_DOC_IMAGES=1. Usage: bash scripts/doc-images.sh
set -euo pipefail
cd "$(dirname "$0")/.."
HATCH_DOC_IMAGES=1 npx vitest run --project stack test/e2e/i18n/rtl.test.ts -t 'switching to Arabic'
ls -l docs/images/modal-ltr.png docs/images/modal-rtl.png
