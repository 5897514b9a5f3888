import { KeyRound, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionStore } from '@/lib/session-store';
import { useProfile } from '../api/get-profile';
import { AccountSummary } from './account-summary';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

type Tab = 'profile' | 'password';

/**
 * Profile settings of users and admins alike: 'Profile Information' and 'Change Password'. The open tab is kept
 * in the address (?tab=password) so a reload or a shared link opens the same one. `children` follow the tabs:
 * the sections other features add (the app layer composes them, see app/pages/user-profile.tsx).
 */
export function ProfileSettings({ children }: { children?: ReactNode }) {
  // The session's user is shown at once; the fetch refreshes it (and with it the top bar).
  useProfile();
  const user = useSessionStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'password' ? 'password' : 'profile';

  if (!user) {
    return (
      <div className="flex justify-center py-20">
        <Spinner className="size-8" />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="space-y-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">Profile Settings</h1>
        <p className="text-muted-foreground">Manage your personal details, profile picture and password.</p>
      </header>

      <AccountSummary user={user} />

      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'password' ? { tab: 'password' } : {}, { replace: true })}
      >
        <TabsList className="grid h-11 w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="profile" className="sm:px-4">
            <UserRound className="size-4" aria-hidden /> Profile Information
          </TabsTrigger>
          <TabsTrigger value="password" className="sm:px-4">
            <KeyRound className="size-4" aria-hidden /> Change Password
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Profile Information</h2>
              </CardTitle>
              <CardDescription>How you appear in Amicus.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm user={user} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="password">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Change Password</h2>
              </CardTitle>
              <CardDescription>Use at least 8 characters. A passphrase is even better.</CardDescription>
            </CardHeader>
            <CardContent>
              <PasswordForm />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      {children}
    </div>
  );
}
