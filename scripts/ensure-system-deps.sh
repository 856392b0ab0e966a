#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Java (DynamoDB Local)
# and Chromium (browser tests). Stops with one clear sentence when it cannot.
set -euo pipefail

need=()
command -v java >/dev/null 2>&1 || need+=(openjdk-17-jre-headless)
[ -x /usr/bin/chromium ] || need+=(chromium)
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Please install ${need[*]} (e.g. sudo apt-get install -y ${need[*]}) and run the tests again." >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-liberation >/dev/null
