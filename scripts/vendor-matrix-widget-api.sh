#!/bin/sh
# Vendors matrix-widget-api (the Widget API's widget side, by the Matrix
# team) for the widget page: the npm package's browser build
# `dist/api.min.js` (browserify, UMD: as a classic script it defines
# `mxwidgets`, a function returning the exports; its `events` dependency
# is bundled in) and its licence, unchanged, into assets/widget/. The bot
# serves it itself: no CDN. The package has no ES-module build.
# Usage: scripts/vendor-matrix-widget-api.sh [VERSION]   (needs npm)
set -eu
version="${1:-1.19.0}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
npm pack --silent "matrix-widget-api@$version" >/dev/null
tar xzf matrix-widget-api-"$version".tgz
out="$root/assets/widget/api"
rm -rf "$out"
mkdir -p "$out"
cp package/dist/api.min.js "$out/api.min.js"
cp package/LICENSE "$out/LICENSE"
sum="$(sha256sum matrix-widget-api-"$version".tgz | cut -d' ' -f1)"
cat > "$out/VERSION" <<END
matrix-widget-api $version (Apache-2.0, see LICENSE)
npm tarball sha256 $sum
api.min.js is the package's dist/api.min.js, unchanged; it bundles
events (MIT). Refresh with scripts/vendor-matrix-widget-api.sh VERSION.
END
echo "vendored $version into $out"
