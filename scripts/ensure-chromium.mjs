/**
 * The browser tests and benches need Chromium (DESIGN.md: CHROME_PATH or Debian's /usr/bin/chromium). On a
 * machine without it, install Debian's package when this process may (root, or sudo without a password),
 * so the README's two commands stay the whole set-up; otherwise say in one line what to run.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function succeeds(command, args) {
  const child = spawnSync(command, args, { stdio: 'ignore' });
  return child.status === 0;
}

/** Resolves to the Chromium to launch, installing Debian's when allowed; `{ error }` when there is none. */
export function ensureChromium() {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    return isExecutable(configured)
      ? { path: configured }
      : { error: `CHROME_PATH=${configured} is not an executable file: point it at Chromium or unset it.` };
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM };

  const instruction =
    'Chromium is missing: run `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.';
  if (!succeeds('sh', ['-c', 'command -v apt-get'])) return { error: instruction };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : succeeds('sudo', ['-n', 'true']) ? ['sudo', '-n'] : undefined;
  if (!prefix) return { error: instruction };

  console.log(`\n> installing Debian's chromium for the browser tests (${DEBIAN_CHROMIUM} is missing)`);
  const install = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    const child = spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return child.status === 0;
  };
  if (!install(['apt-get', 'update']) || !install(['apt-get', 'install', '-y', 'chromium']))
    return { error: instruction };
  return isExecutable(DEBIAN_CHROMIUM) ? { path: DEBIAN_CHROMIUM } : { error: instruction };
}
