// The app layer composes the profile page with the account feature's Your data and Delete account sections.
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { YourDataCard } from '@/features/account/components/your-data-card';
import { UserProfilePage } from '@/features/profile/pages/user-profile-page';

export function UserProfileRoute() {
  return (
    <UserProfilePage>
      <YourDataCard />
      <DeleteAccountCard />
    </UserProfilePage>
  );
}
