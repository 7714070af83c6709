// The registry mirror reachable here serves only the linux-x64/arm64 builds of packages
// that ship one binary per platform (rollup). `npm install` then writes a lockfile
// without the other platforms' optional packages, and `npm ci` refuses it as out of
// sync. Recording those packages with their os/cpu lets `npm ci` skip them as
// foreign-platform optionals without ever fetching them. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockPath = join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const cpuBySuffix = {
  arm: 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-').slice(1);
  const os = parts[0];
  const cpu = cpuBySuffix[parts[1]];
  if (!os || !cpu) return undefined;
  const platform = { os: [os], cpu: [cpu] };
  const abi = parts[2] ?? '';
  if (os === 'linux' && abi.startsWith('musl')) platform.libc = ['musl'];
  else if (os === 'linux' && abi.startsWith('gnu')) platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(version)) {
      throw new Error(`${name}@${version} (optional of ${path}) is missing and not a platform build`);
    }
    packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: recorded ${added} foreign-platform optional package(s)`);
