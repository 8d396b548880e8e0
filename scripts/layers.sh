#!/usr/bin/env bash
# How the parts of a folder import each other: for each part (a file or a
# folder), the parts it names with `crate::…::PART` (in `use` lines and
# paths, and `super::PART` from the folder's own files), and the pairs
# that import each other both ways, which a layered design has none of.
#   scripts/layers.sh         the top-level parts of src/
#   scripts/layers.sh host    the parts of src/host/
set -euo pipefail
cd "$(dirname "$0")/../src"
inside="${1:-}"
prefix="crate"
if [ -n "$inside" ]; then
  cd "$inside"
  prefix="crate::${inside//\//::}"
fi
parts=()
for entry in *; do
  case "$entry" in
    lib.rs|main.rs|mod.rs) ;;
    *.rs) parts+=("${entry%.rs}") ;;
    *) [ -d "$entry" ] && parts+=("$entry") ;;
  esac
done
# The files of a part, and those of them whose `super::` is this folder
# (the part's own file, or its folder's mod.rs).
files_of() { if [ -d "$1" ]; then find "$1" -name '*.rs'; else echo "$1.rs"; fi; }
near_of() { if [ -d "$1" ]; then echo "$1/mod.rs"; else echo "$1.rs"; fi; }
declare -A uses
for from in "${parts[@]}"; do
  for to in "${parts[@]}"; do
    [ "$from" = "$to" ] && continue
    # `P::to::`, `P::to;`, `P::to}` or `P::{…to…}` groups.
    far="$prefix::$to(::|;|,| |\})|$prefix::\{[^}]*\b$to\b"
    n=$(cat $(files_of "$from") | grep -cE "$far" || true)
    if [ -n "$inside" ] && [ -f "$(near_of "$from")" ]; then
      near="super::$to(::|;|,| |\})|super::\{[^}]*\b$to\b"
      m=$(grep -cE "$near" "$(near_of "$from")" || true)
      n=$((n + m))
    fi
    uses["$from>$to"]=$n
  done
done
echo "imports between the parts of src/${inside:+$inside/} (lines naming them):"
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
