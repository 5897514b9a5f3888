import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '@amicus/contract/admin/messages';
import type { ChatUser } from '@amicus/contract/admin/chats';
import { ADMIN_CHAT_DEFAULT_PAGE_SIZE, ADMIN_CHAT_PAGE_SIZES } from '@amicus/contract/common/constants';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatRelative } from '@/lib/format';
import { useChatUsers } from '../api/chats/list-chat-users';
import { AdminPage } from '../components/admin-page';
import { ChatMessagesDialog } from '../components/chats/chat-messages-dialog';
import { UserChatsDialog } from '../components/chats/user-chats-dialog';
import { ErrorBanner } from '../components/error-banner';
import { EmptyRow, SkeletonRows } from '../components/table-states';
import { UserAvatar } from '../components/user-avatar';

const COLUMNS = 5;

/** /admin/chats: users with their chat counts, paged on the server (5, 10, 20 or 50 rows). */
export function ChatsPage() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(ADMIN_CHAT_DEFAULT_PAGE_SIZE);
  const users = useChatUsers(page, limit);
  const [viewing, setViewing] = useState<ChatUser | null>(null);
  const [chatId, setChatId] = useState<number | null>(null);
  const rows = users.data?.data ?? [];

  return (
    <AdminPage
      title="Chat Management"
      description="Every user's conversations with the legal assistant, read-only."
    >
      {users.isError && (
        <ErrorBanner message={adminMessages.chats.fetchFailed} onRetry={() => void users.refetch()} />
      )}
      <Table className="min-w-[680px]">
        <TableHeader>
          <TableRow>
            <TableHead>User</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Chats</TableHead>
            <TableHead>Last Chat</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody aria-busy={users.isFetching}>
          {users.isPending ? (
            <SkeletonRows columns={COLUMNS} rows={limit > 10 ? 10 : limit} />
          ) : rows.length === 0 ? (
            <EmptyRow colSpan={COLUMNS} message="No users found" />
          ) : (
            rows.map((user) => (
              <TableRow key={user.id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <UserAvatar name={user.name} image={user.profileImage} />
                    <span className="font-medium">{user.name}</span>
                  </div>
                </TableCell>
                <TableCell label="Email" className="max-w-[16rem] truncate">
                  {user.email}
                </TableCell>
                <TableCell label="Chats">
                  <Badge variant={user.chatCount > 0 ? 'default' : 'secondary'} className="tabular-nums">
                    {user.chatCount}
                  </Badge>
                </TableCell>
                <TableCell label="Last Chat" className="text-muted-foreground">
                  {user.lastChatAt ? formatRelative(user.lastChatAt) : '—'}
                </TableCell>
                <TableCell actions>
                  <Button size="sm" variant="outline" onClick={() => setViewing(user)}>
                    <MessagesSquare /> View Chats
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {users.data && users.data.pagination.total > 0 && (
        <Pagination
          page={page}
          pageSize={limit}
          total={users.data.pagination.total}
          onPageChange={setPage}
          pageSizeOptions={ADMIN_CHAT_PAGE_SIZES}
          onPageSizeChange={(size) => {
            setLimit(size);
            setPage(1);
          }}
        />
      )}
      <UserChatsDialog
        user={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onOpenChat={setChatId}
      />
      <ChatMessagesDialog
        chatId={chatId}
        userName={viewing?.name ?? ''}
        onOpenChange={(open) => !open && setChatId(null)}
      />
    </AdminPage>
  );
}
