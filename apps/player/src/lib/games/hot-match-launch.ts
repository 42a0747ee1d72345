import type { HotMatch } from '@wps-mobile/api-client/contract';
import { sportsCategoryOf } from './sports-category';
import type { LaunchTarget } from './use-launch-game';

/** The game a hot match opens: the match's room at its vendor, in the vendor's category (e-sports for TF). */
export function hotMatchTarget(match: HotMatch): LaunchTarget {
  return {
    category: sportsCategoryOf(match.vendor),
    vendor: match.vendor,
    nodeId: match.nodeId,
    ...(match.roomId ? { gameId: match.roomId } : {}),
  };
}
