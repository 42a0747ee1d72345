import type { SandboxDatabase } from '../../sandbox-database';

/** The title of the announcement that shows this banner image, if any. */
export const titleOfBanner = (db: SandboxDatabase, imageUrl: string): string | undefined =>
  db.get<{ title: string }>('SELECT title FROM announcement WHERE image_url = ?', [imageUrl])?.title;

export const titleOfPromotion = (db: SandboxDatabase, id: number): string | undefined =>
  db.get<{ title: string }>('SELECT title FROM promotion WHERE id = ?', [id])?.title;
