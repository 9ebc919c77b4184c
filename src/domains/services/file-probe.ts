import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { descriptorWithin } from './allowed-path';
import { duckdb, parquet, shapefile, sqlite } from './formats/containers';
import { geojson } from './formats/geojson';
import { type Found, type Reader, fileReader } from './formats/reader';
import { tiff } from './formats/tiff';
import type { ProbeResult } from './probe-result';
import { ServiceType, type FileServiceType } from './service.types';

/** The formats a service of each file type can publish. */
const EXPECTED: Record<FileServiceType, string[]> = {
  [ServiceType.GEOPARQUET]: ['parquet'],
  [ServiceType.VECTORFILE]: ['geopackage', 'geojson', 'shapefile'],
  [ServiceType.RASTERFILE]: ['geotiff', 'geopackage'],
  [ServiceType.DUCKDB]: ['duckdb'],
};

/** Header-based checks first (cheap, unambiguous), the streamed JSON check last. */
async function recognise(r: Reader): Promise<Found> {
  const header = await r.read(0, 128);
  return (
    (await parquet(header, r)) ??
    sqlite(header) ??
    duckdb(header) ??
    shapefile(header, r) ??
    (await tiff(header, r)) ??
    (await geojson(header, r)) ?? { format: 'unknown' }
  );
}

const OPEN_FLAGS =
  constants.O_RDONLY |
  // A FIFO would block the open (and a thread) until a writer comes; a symlink swapped in after the path check is refused.
  (constants.O_NONBLOCK ?? 0) |
  (constants.O_NOFOLLOW ?? 0);

const openFailure: Record<string, string> = {
  ENOENT: 'file not found',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ELOOP: 'the file is a symbolic link',
  EISDIR: 'is a directory, not a file',
};

/**
 * Opens the file of a file-based service (already resolved under MAPGATE_ALLOWED_PATHS) and checks
 * from its content, not its name, that it is a format this type of service can publish.
 */
export async function probeFile(
  type: FileServiceType,
  realPath: string,
  allowed: string[],
  signal: AbortSignal,
): Promise<ProbeResult> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(realPath, OPEN_FLAGS);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    return { ok: false, message: openFailure[code] ?? `cannot open the file (${code || 'error'})` };
  }
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) return { ok: false, message: 'is a directory, not a file' };
    if (!stat.isFile()) return { ok: false, message: 'is not a regular file' };
    if (!(await descriptorWithin(handle.fd, allowed)))
      return { ok: false, message: 'the file moved outside the allowed paths' };
    const found = await recognise(fileReader(handle, stat.size, signal));
    const details = { format: found.format, size_bytes: stat.size, ...found.facts };
    const expected = EXPECTED[type];
    if (!expected.includes(found.format)) {
      const what =
        found.format === 'unknown'
          ? 'no recognised format'
          : `${found.format}${found.problem ? ` (${found.problem})` : ''}`;
      return {
        ok: false,
        message: `found ${what}; a ${type.toLowerCase()} service needs ${expected.join(' or ')}`,
        details,
      };
    }
    if (found.problem) return { ok: false, message: found.problem, details };
    return { ok: true, details };
  } finally {
    await handle.close();
  }
}
