import fs from 'node:fs/promises';
import path from 'node:path';
import { BadRequestError } from '../../base/errors';

const FIELD = 'connectionInfo.path';
const bad = (why: string) => new BadRequestError(`${FIELD}: ${why}`, { fields: [FIELD] });

const within = (child: string, root: string) =>
  child === root || child.startsWith(root.endsWith(path.sep) ? root : root + path.sep);

/** The allowed roots, both as written and with their own symlinks resolved (e.g. /tmp -> /private/tmp). */
async function rootsOf(allowed: string[]): Promise<{ lexical: string[]; real: string[] }> {
  const lexical = allowed.map((r) => path.resolve(r));
  const real = (await Promise.all(lexical.map((r) => fs.realpath(r).catch(() => null)))).filter(
    (r): r is string => r !== null,
  );
  return { lexical: [...new Set([...lexical, ...real])], real };
}

/** realpath of a path whose last components may not exist yet (a service may be saved before its file arrives). */
async function realpathAllowingMissing(p: string): Promise<string> {
  try {
    return await fs.realpath(p);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const parent = path.dirname(p);
    if ((code === 'ENOENT' || code === 'ENOTDIR') && parent !== p) {
      return path.join(await realpathAllowingMissing(parent), path.basename(p));
    }
    throw bad(`cannot be resolved (${code ?? 'error'})`);
  }
}

/**
 * The real path of a file-based service's `path`, which must lie under one of MAPGATE_ALLOWED_PATHS
 * once `..` and symbolic links are resolved. A path that is outside even as written is refused before
 * the file system is touched at all; then the resolved path must still be inside (a symlink out is
 * refused). The roots are not listed in the message: they are the server's layout, not the caller's.
 */
export async function resolveAllowedPath(input: string, allowed: string[]): Promise<string> {
  if (!allowed.length) throw bad('file-based services are disabled (MAPGATE_ALLOWED_PATHS is empty)');
  if (input.includes('\0')) throw bad('must not contain NUL characters');
  if (!path.isAbsolute(input)) throw bad('must be an absolute path');
  const roots = await rootsOf(allowed);
  const lexical = path.resolve(input);
  if (!roots.lexical.some((r) => within(lexical, r)))
    throw bad('must be under one of the allowed paths (MAPGATE_ALLOWED_PATHS)');
  const real = await realpathAllowingMissing(lexical);
  if (!roots.real.some((r) => within(real, r)))
    throw bad('resolves (through a symbolic link) outside the allowed paths');
  return real;
}

/** True when an already opened file is still under an allowed root (Linux: the kernel's view of the descriptor). */
export async function descriptorWithin(fd: number, allowed: string[]): Promise<boolean> {
  let actual: string;
  try {
    actual = await fs.readlink(`/proc/self/fd/${fd}`);
  } catch {
    return true; // no /proc (not Linux): the realpath check before opening is all there is
  }
  const { real } = await rootsOf(allowed);
  return real.some((r) => within(actual, r));
}
