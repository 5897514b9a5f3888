import type { ReactNode } from 'react';
import { ProfileSettings } from '../components/profile-settings';

/** /chat/profile: a user's own profile and password, then the sections the app adds below them. */
export function UserProfilePage({ children }: { children?: ReactNode }) {
  return <ProfileSettings>{children}</ProfileSettings>;
}
