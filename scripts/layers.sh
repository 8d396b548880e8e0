#!/usr/bin/env bash
# How the bot's top-level parts import each other: for each part under
# src/ (a folder or a file), the parts it names with `crate::PART` (in `use`
# lines and paths), and the pairs that import each other both ways, which
# a layered design has none of. Run from anywhere: scripts/layers.sh
set -euo pipefail
cd "$(dirname "$0")/../src"
parts=()
for entry in *; do
  case "$entry" in
    lib.rs|main.rs) ;;
    *.rs) parts+=("${entry%.rs}") ;;
    *) [ -d "$entry" ] && parts+=("$entry") ;;
  esac
done
declare -A uses
for from in "${parts[@]}"; do
  files=$( { [ -d "$from" ] && find "$from" -name '*.rs'; } || echo "$from.rs")
  for to in "${parts[@]}"; do
    [ "$from" = "$to" ] && continue
    # `crate::to::`, `crate::to;`, `crate::to}` or `crate::{…to…}` groups.
    n=$(cat $files | grep -cE "crate::$to(::|;|,| |\})|crate::\{[^}]*\b$to\b" || true)
    uses["$from>$to"]=$n
  done
done
echo "imports between the parts of src/ (lines naming crate::PART):"
for from in "${parts[@]}"; do
  line=""
  for to in "${parts[@]}"; do
    n=${uses["$from>$to"]:-0}
    [ "$n" != 0 ] && line+=" $to:$n"
  done
  echo "  $from ->${line:- nothing}"
done
echo "pairs importing each other:"
both=0
for from in "${parts[@]}"; do
  for to in "${parts[@]}"; do
    [[ "$from" < "$to" ]] || continue
    a=${uses["$from>$to"]:-0}; b=${uses["$to>$from"]:-0}
    if [ "$a" != 0 ] && [ "$b" != 0 ]; then
      echo "  $from <-> $to ($a, $b)"
      both=$((both + 1))
    fi
  done
done
echo "  $both in all"
