import { readSession, readTrialSession } from '@wps-mobile/session';
import { viewerOf, type Viewer } from './access-rules';

/** The viewer of the stored session, read now (storage may be unavailable: then a visitor). */
export function readViewer(): Viewer {
  try {
    return viewerOf(readSession(), readTrialSession());
  } catch {
    return { kind: 'visitor' };
  }
}
