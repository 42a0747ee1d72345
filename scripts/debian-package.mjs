// Makes sure a Debian package that a test command needs is installed. The machines reach only the npm registry
// and Debian's packages, so a browser or a web server comes from apt. As root it is installed; otherwise we stop
// and say what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Exits the process with a message when `binary` is missing and cannot be installed; installs `pkg` with apt-get
 * as root and prints the version `versionArgs` make the binary report.
 */
export function ensureDebianPackage({ name, pkg, binary, pathVariable, versionArgs }) {
  if (isExecutable(binary)) return;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${name} was not found at ${binary}.\n` +
        `Install Debian's ${name} first:  sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
        `or point ${pathVariable} at an installed ${name} binary, then run the command again.`,
    );
    process.exit(1);
  }

  console.log(`Installing Debian ${name} (apt-get install ${pkg})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', pkg]]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
      process.exit(1);
    }
  }
  if (!isExecutable(binary)) {
    console.error(`${name} was installed but ${binary} is still missing; set ${pathVariable}.`);
    process.exit(1);
  }
  // nginx prints its version on stderr, Chromium on stdout.
  const version = spawnSync(binary, versionArgs, { encoding: 'utf8' });
  console.log(`${version.stdout}${version.stderr}`.trim());
}
