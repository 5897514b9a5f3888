import { Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { userMessages } from '@amicus/contract/users/admin-schemas';
import type { PublicUser } from '@amicus/contract/users/schemas';
import { Badge } from '@/components/ui/badge';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSessionStore } from '@/lib/session-store';
import { useUsers } from '../api/users/list-users';
import { AdminPage } from '../components/admin-page';
import { ErrorBanner } from '../components/error-banner';
import { deleteAction, editAction, RowActions } from '../components/row-actions';
import { StatusBadge } from '../components/status-badge';
import { EmptyRow, SkeletonRows } from '../components/table-states';
import { useClientList } from '../components/use-client-list';
import { ClientListPagination } from '../components/client-list-pagination';
import { UserAvatar } from '../components/user-avatar';
import { CreditsDialog } from '../components/users/credits-dialog';
import { DeleteUserDialog } from '../components/users/delete-user-dialog';
import { UserFormDialog } from '../components/users/user-form-dialog';

const COLUMNS = 6;

/** /admin/users: search, client paging of 10, add, edit, credits and delete. */
export function UsersPage() {
  const users = useUsers();
  const me = useSessionStore((s) => s.user);
  const list = useClientList(users.data, (u) => [u.name, u.username, u.email, u.role]);
  const [form, setForm] = useState<{ open: boolean; user?: PublicUser; key: number }>({
    open: false,
    key: 0,
  });
  const openForm = (user?: PublicUser) => setForm((f) => ({ open: true, user, key: f.key + 1 }));
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [crediting, setCrediting] = useState<PublicUser | null>(null);

  return (
    <AdminPage
      title="User Management"
      description="Accounts, roles and access. Deactivated users cannot sign in."
      actions={
        <Button onClick={() => openForm()}>
          <Plus /> Add User
        </Button>
      }
    >
      <SearchBox
        value={list.query}
        onChange={list.setQuery}
        placeholder={userMessages.searchPlaceholder}
        className="w-full sm:max-w-sm"
      />
      {users.isError && (
        <ErrorBanner message={userMessages.fetchFailed} onRetry={() => void users.refetch()} />
      )}
      <Table className="min-w-[760px]">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Username</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.isPending ? (
            <SkeletonRows columns={COLUMNS} />
          ) : list.visible.length === 0 ? (
            // A list that failed to load is unknown, not empty: the error above says so alone.
            !users.isError && <EmptyRow colSpan={COLUMNS} message={userMessages.empty} />
          ) : (
            list.visible.map((user) => (
              <TableRow key={user.id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <UserAvatar name={user.name} image={user.profileImage} />
                    <div className="min-w-0">
                      <div className="truncate font-medium">{user.name}</div>
                      <div className="text-xs text-muted-foreground">{user.credits} credits</div>
                    </div>
                  </div>
                </TableCell>
                <TableCell label="Username" className="font-mono text-xs">
                  {user.username}
                </TableCell>
                <TableCell label="Email" className="max-w-[16rem] truncate">
                  {user.email}
                </TableCell>
                <TableCell label="Role">
                  <Badge variant={user.role === 'admin' ? 'gold' : 'outline'} className="capitalize">
                    {user.role}
                  </Badge>
                </TableCell>
                <TableCell label="Status">
                  <StatusBadge active={user.isActive} />
                </TableCell>
                <TableCell actions>
                  <RowActions
                    actions={[
                      editAction(user.name, () => openForm(user)),
                      {
                        label: `Adjust credits of ${user.name}`,
                        text: 'Credits',
                        icon: Wallet,
                        onClick: () => setCrediting(user),
                      },
                      // An admin cannot delete their own account (the server refuses it too).
                      deleteAction(user.name, () => setDeleting(user), user.id === me?.id),
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <ClientListPagination list={list} />
      <UserFormDialog
        key={form.key}
        open={form.open}
        user={form.user}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <DeleteUserDialog
        key={`delete-${deleting?.id}`}
        user={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
      <CreditsDialog
        key={`credits-${crediting?.id}`}
        user={crediting}
        onOpenChange={(open) => !open && setCrediting(null)}
      />
    </AdminPage>
  );
}
