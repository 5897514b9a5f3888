import { ProfileSettings } from '../components/profile-settings';

/** /chat/profile: a user's own profile and password. */
export function UserProfilePage() {
  return <ProfileSettings />;
}
