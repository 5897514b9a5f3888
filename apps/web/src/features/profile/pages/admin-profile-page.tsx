import { ProfileSettings } from '../components/profile-settings';

/** /admin/profile: the administrator's own profile and password (the spec leaves its content open). */
export function AdminProfilePage() {
  return <ProfileSettings />;
}
