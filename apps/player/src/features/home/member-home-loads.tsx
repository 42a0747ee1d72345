import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/use-session';

// Visitors never need the member loads (wallet, favourites, renewal, contracts): their code comes with a session.
const MemberHomeStatus = lazy(() => import('./member-home-status'));

/** The signed-in part of home: its loads, their failure message and the contract reminder. */
export function MemberHomeLoads() {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <MemberHomeStatus />
    </Suspense>
  );
}
