import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freshSeededBytes, openSandboxDatabase } from './open-sandbox-database';
import type { SandboxDatabase } from './sandbox-database';

export const DATA_FILE_NAME = 'sandbox.sqlite';
/** How often a changed database is written back; a crash loses at most this much. */
const AUTOSAVE_MS = 2000;

export interface PersistentDatabase {
  readonly db: SandboxDatabase;
  readonly file: string;
  /** True when this start created and seeded the file. */
  readonly created: boolean;
  /** Writes the database if anything changed since the last save. */
  save(): Promise<void>;
  /** Stops autosaving and writes a last time. */
  close(): Promise<void>;
}

/** Written beside the target then renamed, so a crash mid-write never leaves a torn database file. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/**
 * Opens `<dir>/sandbox.sqlite`: created and seeded on first start, migrated up when it is older than the code,
 * then saved back every couple of seconds while it changes and once more on close.
 */
export async function openDataFile(dir: string): Promise<PersistentDatabase> {
  const file = path.join(dir, DATA_FILE_NAME);
  await mkdir(dir, { recursive: true });
  const created = !existsSync(file);
  const db = created
    ? await openSandboxDatabase()
    : await openSandboxDatabase({ bytes: await readFile(file) });
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    // Chained so two saves never write the same temporary file at once.
    saving = saving.then(async () => {
      if (!db.dirty && existsSync(file)) return;
      const bytes = db.export();
      db.markSaved();
      await writeAtomically(file, bytes);
    });
    return saving;
  };
  // A migrated or new database differs from the file on disk: write it before serving.
  if (created) await writeAtomically(file, db.export());
  else await save();
  const timer = setInterval(
    () => void save().catch((error: unknown) => console.error('sandbox save failed:', error)),
    AUTOSAVE_MS,
  );
  timer.unref();
  return {
    db,
    file,
    created,
    save,
    close: async () => {
      clearInterval(timer);
      await save();
      db.close();
    },
  };
}

/** Replaces the data file with a freshly seeded database (the `reseed` command). */
export async function reseedDataFile(dir: string): Promise<string> {
  const file = path.join(dir, DATA_FILE_NAME);
  await mkdir(dir, { recursive: true });
  await rm(file, { force: true });
  await writeAtomically(file, await freshSeededBytes());
  return file;
}
