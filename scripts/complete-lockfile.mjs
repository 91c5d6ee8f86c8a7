// Keeps package-lock.json complete for every platform. This machine's npm
// registry serves only the Linux builds of some packages' platform binaries
// (Biome, workerd), so `npm install` leaves the other platforms' optional
// entries out of the lock, and `npm ci` then rejects the lock as out of sync.
// Adding them (version, os, cpu; no integrity, as they are never fetched here)
// gives the lock a public-registry install would write. Runs after every
// `npm install` (postinstall); does nothing when the lock is already complete.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const lockPath = 'package-lock.json';
if (!existsSync(lockPath)) process.exit(0);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};

/** The os, cpu and libc a platform package name stands for, e.g. "@biomejs/cli-darwin-arm64", "canvas-linux-arm-gnueabihf". */
function platformOf(name) {
  const match = name.match(
    /(android|darwin|linux|win32|windows|freebsd)-(arm64|x64|64|ia32|arm|riscv64|ppc64|s390x|loong64)(?:-(musl|gnu|gnueabihf|msvc))?$/,
  );
  if (!match) return null;
  const [, os, cpu, abi] = match;
  const libc = abi === 'musl' ? ['musl'] : abi === 'gnu' || abi === 'gnueabihf' ? ['glibc'] : null;
  return {
    os: [os === 'windows' ? 'win32' : os],
    cpu: [cpu === '64' ? 'x64' : cpu],
    ...(libc ? { libc } : {}),
  };
}

const up = (path) => path.slice(0, Math.max(0, path.lastIndexOf('/node_modules/')));

/**
 * Where `name@version`, a dependency of the package at `parentPath`, belongs in
 * the lock, as npm resolves it: null when a folder up the tree already holds
 * that version; beside the parent when another version is in the way;
 * otherwise hoisted to the top.
 */
function placeFor(parentPath, name, version) {
  for (let scope = parentPath; ; scope = up(scope)) {
    const candidate = `${scope ? `${scope}/` : ''}node_modules/${name}`;
    const existing = packages[candidate];
    if (existing)
      return existing.version === version ? null : `${up(parentPath) ? `${up(parentPath)}/` : ''}node_modules/${name}`;
    if (!scope) return candidate;
  }
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    const target = platform && placeFor(path, name, version);
    if (!target) continue;
    packages[target] = { version, ...platform, optional: true, ...(meta.dev ? { dev: true } : {}) };
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : a.localeCompare(b))));
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} other-platform optional entries`);
}
