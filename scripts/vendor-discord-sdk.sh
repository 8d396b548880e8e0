#!/bin/sh
# Vendors Discord's Embedded App SDK for the Activity page: the npm
# package's ES modules (`output/**/*.mjs`, every import relative, its
# dependencies bundled in `output/lib`) and its licence, unchanged, into
# assets/activity/sdk/. The bot serves them itself: no CDN.
# Usage: scripts/vendor-discord-sdk.sh [VERSION]   (needs npm)
set -eu
version="${1:-2.5.0}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
npm pack --silent "@discord/embedded-app-sdk@$version" >/dev/null
tar xzf discord-embedded-app-sdk-"$version".tgz
out="$root/assets/activity/sdk"
rm -rf "$out"
mkdir -p "$out"
(cd package/output && find . -name '*.mjs' -print | while read -r f; do
  mkdir -p "$out/$(dirname "$f")"
  cp "$f" "$out/$f"
done)
cp package/LICENSE.md "$out/LICENSE.md"
sum="$(sha256sum discord-embedded-app-sdk-"$version".tgz | cut -d' ' -f1)"
cat > "$out/VERSION" <<END
@discord/embedded-app-sdk $version (MIT, see LICENSE.md)
npm tarball sha256 $sum
The files are the package's output/**/*.mjs, unchanged. Bundled inside
output/lib: zod (MIT), uuid (MIT), eventemitter3 (MIT), big-integer
(Unlicense), decimal.js-light (MIT), lodash.transform (MIT), tslib (0BSD).
Refresh with scripts/vendor-discord-sdk.sh VERSION.
END
echo "vendored $version into $out"
