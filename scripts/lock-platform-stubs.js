#!/usr/bin/env node
// The npm registry reachable here serves only the Linux builds of packages that ship per-platform
// binaries as optional dependencies (@swc/core-*, @unrs/resolver-binding-*, ...). `npm install` then
// leaves the other platforms out of package-lock.json, and `npm ci` refuses such a lock as out of sync.
// This adds each missing optional platform package with its os/cpu, so `npm ci` accepts the lock and
// skips those packages on this platform without fetching them. Run after changing dependencies.
const fs = require('node:fs');
const file = require('node:path').resolve(__dirname, '../package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const OS = {
  darwin: 'darwin',
  win32: 'win32',
  linux: 'linux',
  freebsd: 'freebsd',
  android: 'android',
  openharmony: 'openharmony',
  sunos: 'sunos',
  aix: 'aix',
  netbsd: 'netbsd',
  openbsd: 'openbsd',
};
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];
let added = 0;
for (const [where, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = where ? `${where}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS[p]);
    const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('arm') ? 'arm' : undefined);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    const entry = { version, optional: true };
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    const libc = parts.find((p) => /^(gnu|musl|gnueabihf|musleabihf)$/.test(p));
    if (libc && os === 'linux') entry.libc = [libc.startsWith('musl') ? 'musl' : 'glibc'];
    lock.packages[`node_modules/${name}`] = entry;
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: added ${added} optional platform entries`);
