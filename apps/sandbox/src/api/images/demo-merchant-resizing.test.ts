import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRuntimeConfig } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { PLAYER_APP_DIR } from '../../workspace-paths';
import { RESIZED_TEMPLATE, RESIZED_WIDTHS } from './resized-pictures';

describe('the demo merchant pnpm start serves', () => {
  it('names the sandbox’s resizing convention, at exactly the widths the sandbox makes', async () => {
    const demo = parseRuntimeConfig(
      JSON.parse(await readFile(path.join(PLAYER_APP_DIR, 'public/config.json'), 'utf8')),
    );
    expect(demo.imageResizing).toEqual({ template: RESIZED_TEMPLATE, widths: RESIZED_WIDTHS });
  });

  it('is the only merchant with it: a config that names none keeps the original pictures', () => {
    const other = parseRuntimeConfig({
      merchantCode: 'other',
      trialMerchantCode: 'other_trial',
      defaultImageCDN: 'https://img.example',
      brandName: 'Other',
    });
    expect(other.imageResizing).toBeUndefined();
  });
});
