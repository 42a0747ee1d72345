import type { FeedbackSettings } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';

/** Every merchant's bounds until it stores its own (the dev control `/__sandbox/feedback-settings`). */
export const DEFAULT_FEEDBACK_SETTINGS: FeedbackSettings = {
  minWords: 5,
  maxWords: 300,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
};

const KEY = 'feedbackSettings';

export function readFeedbackSettings(db: SandboxDatabase, siteCode: string): FeedbackSettings {
  const row = db.get<{ value: string }>(
    'SELECT value FROM site_setting WHERE merchant_code = ? AND key = ?',
    [siteCode, KEY],
  );
  return row
    ? { ...DEFAULT_FEEDBACK_SETTINGS, ...(JSON.parse(row.value) as Partial<FeedbackSettings>) }
    : DEFAULT_FEEDBACK_SETTINGS;
}

export function writeFeedbackSettings(
  db: SandboxDatabase,
  siteCode: string,
  settings: FeedbackSettings,
): void {
  db.run('INSERT OR REPLACE INTO site_setting (merchant_code, key, value) VALUES (?, ?, ?)', [
    siteCode,
    KEY,
    JSON.stringify(settings),
  ]);
}
