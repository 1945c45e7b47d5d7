#!/usr/bin/env bash
# Regenerates internal/accounts/common-passwords.txt: the 10,000 most common passwords, most
# common first, lower-cased, one a line. The source is the frequency-ordered password list of
# the npm package @zxcvbn-ts/language-common (MIT licence; its list is drawn from public dumps of
# leaked passwords). Needs npm and node. Usage: scripts/common-passwords.sh [version]
set -euo pipefail

version=${1:-4.1.3}
count=10000
out=$(cd "$(dirname "$0")/.." && pwd)/internal/accounts/common-passwords.txt

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "@zxcvbn-ts/language-common@$version" >/dev/null && tar -xzf ./*.tgz)

# Lower-case (the check is case-insensitive) and keep the first occurrence of each word, in order.
node -e '
  const list = require(process.argv[1]);
  const seen = new Set();
  for (const p of list) {
    const word = p.toLowerCase();
    if (word.trim() === "" || /[\r\n]/.test(word) || seen.has(word)) continue;
    seen.add(word);
    if (seen.size === Number(process.argv[2])) break;
  }
  process.stdout.write([...seen].join("\n") + "\n");
' "$work/package/src/passwords.json" "$count" >"$out"

echo "wrote $(wc -l <"$out") passwords ($(wc -c <"$out") bytes) to $out"
