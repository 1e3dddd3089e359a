# Puts Node 22 LTS first on PATH when the machine's Node is older (source it: `source scripts/node22.sh`).
# The npm registry's `node` package carries the official binary, so nothing else needs to be reachable.
NODE22_VERSION=22.23.3
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 22 ]; then
  NODE22_DIR="${NODE22_DIR:-$HOME/.cache/xpart-node-$NODE22_VERSION}"
  if [ ! -x "$NODE22_DIR/node_modules/.bin/node" ]; then
    mkdir -p "$NODE22_DIR" &&
      npm install --prefix "$NODE22_DIR" --no-audit --no-fund --no-save "node@$NODE22_VERSION" >/dev/null ||
      return 1
  fi
  export PATH="$NODE22_DIR/node_modules/.bin:$PATH"
fi
