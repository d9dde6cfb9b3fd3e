import type { ReactNode } from 'react';
import { useUser } from '../../../lib/auth.ts';
import { Loading } from '../../../ui/loading.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';

/** The devotee's own bookings need a signed-in user (the server answers only the devotee's own). */
export function SignedIn({ children }: { children: ReactNode }) {
  const { user, isChecking } = useUser();
  if (user) return children;
  return isChecking ? <Loading /> : <SignInRequired />;
}
