/**
 * Where the catalogue uploads of the librarian's browser wait while they are imported:
 * `<tempDir>/catalogue-import/<jobid>/` (tempDir: `$DATA_DIR/temp`), a folder of libportal's
 * own rather than the system's temporary folder, so that what a killed server leaves there is
 * found again and deleted: at start-up and before each upload (folders of no running job, old
 * enough not to be an upload still arriving), and when a job is marked interrupted (its
 * folder, by id). A job that ends on its server deletes its own folder.
 */
import { lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A folder this old that belongs to no running job is a leftover. The file is written before
 * its job exists (the job is claimed once the file has been read), and a 50 MB upload takes
 * about 7 minutes at 1 Mbit/s: an hour never deletes an upload still arriving.
 */
export const UPLOAD_LEFTOVER_MS = 60 * 60_000;

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Which of these job ids are running (on any server, with a live heartbeat). */
export type LiveJobs = (ids: string[]) => Promise<Set<string>>;

export class CatalogueUploads {
  readonly root: string;

  constructor(tempDir: string) {
    this.root = join(tempDir, 'catalogue-import');
  }

  /** Makes the folder (at start-up: a folder the server may not write is told at once). */
  async prepare(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
  }

  /** The job's folder, made for its upload (readable by this server's user only). */
  async create(jobId: string): Promise<string> {
    const dir = join(this.root, jobId);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return dir;
  }

  /** Deletes the jobs' folders (a job id is a UUID: nothing outside the root is named). */
  async remove(jobIds: readonly string[]): Promise<void> {
    await Promise.all(
      jobIds
        .filter((id) => JOB_ID.test(id))
        .map((id) => rm(join(this.root, id), { recursive: true, force: true })),
    );
  }

  /**
   * Deletes what is older than UPLOAD_LEFTOVER_MS (by the file system's clock, `wallNow`) and
   * is no running job's folder; answers the names deleted. Another server sharing the folder
   * keeps its running jobs' files and the uploads it is still receiving.
   */
  async sweep(live: LiveJobs, wallNow = Date.now()): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return [];
      throw error;
    }
    const old: string[] = [];
    for (const name of names) {
      const info = await lstat(join(this.root, name)).catch(() => undefined);
      if (info && wallNow - info.mtimeMs >= UPLOAD_LEFTOVER_MS) old.push(name);
    }
    if (old.length === 0) return [];
    const running = await live(old.filter((name) => JOB_ID.test(name)));
    const leftovers = old.filter((name) => !running.has(name));
    await Promise.all(
      leftovers.map((name) => rm(join(this.root, name), { recursive: true, force: true })),
    );
    return leftovers;
  }
}
