#!/bin/sh
# Starts the Chromium named by `--chromium=<path>` with every `--disable-features=` list it is given
# joined into one: Chromium honours only the last of them, and Playwright passes its own list before
# the ones of `scripts/chromium.ts`, which would otherwise switch Playwright's back on.
chromium=""
disabled=""
for arg do
  shift
  case "$arg" in
    --chromium=*) chromium="${arg#--chromium=}" ;;
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "$chromium" ${disabled:+"--disable-features=$disabled"} "$@"
