import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '@amicus/contract/admin/messages';
import type { Category } from '@amicus/contract/catalogue/schemas';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCategory } from '../api/catalogue/delete-category';
import { useCategories } from '../api/catalogue/list-categories';
import { AdminPage } from '../components/admin-page';
import { CategoryFormDialog } from '../components/catalogue/category-form-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorBanner } from '../components/error-banner';
import { deleteAction, editAction, RowActions } from '../components/row-actions';
import { StatusBadge } from '../components/status-badge';
import { EmptyRow, SavedRow, SkeletonRows } from '../components/table-states';
import { useClientList } from '../components/use-client-list';
import { ClientListPagination } from '../components/client-list-pagination';

const m = adminMessages.categories;
const COLUMNS = 4;

/** /admin/categories: the legal areas, client paged by 10, with add, edit and delete dialogs. */
export function CategoriesPage() {
  const categories = useCategories();
  const list = useClientList(categories.data, (c) => [c.name, c.description]);
  const remove = useDeleteCategory();
  const [form, setForm] = useState<{ open: boolean; category?: Category }>({ open: false });
  const [deleting, setDeleting] = useState<Category | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(m.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, m.deleteFailed));
    }
  };

  return (
    <AdminPage
      title="Category Management"
      description="Legal areas users choose from when they start a chat."
      actions={
        <Button onClick={() => setForm({ open: true })}>
          <Plus /> Add Category
        </Button>
      }
    >
      {categories.isError && (
        <ErrorBanner message={m.fetchFailed} onRetry={() => void categories.refetch()} />
      )}
      <Table className="min-w-[640px]">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {categories.isPending ? (
            <SkeletonRows columns={COLUMNS} />
          ) : list.visible.length === 0 ? (
            <EmptyRow colSpan={COLUMNS} message={m.empty} />
          ) : (
            list.visible.map((category) => (
              <SavedRow key={category.id} saved={list.isRevealed(category)}>
                <TableCell className="font-medium">{category.name}</TableCell>
                <TableCell label="Description" className="max-w-xl">
                  <p className="line-clamp-2 text-muted-foreground">{category.description}</p>
                </TableCell>
                <TableCell label="Status">
                  <StatusBadge active={category.status} />
                </TableCell>
                <TableCell actions>
                  <RowActions
                    actions={[
                      editAction(category.name, () => setForm({ open: true, category })),
                      deleteAction(category.name, () => setDeleting(category)),
                    ]}
                  />
                </TableCell>
              </SavedRow>
            ))
          )}
        </TableBody>
      </Table>
      <ClientListPagination list={list} />
      <CategoryFormDialog
        open={form.open}
        category={form.category}
        onSaved={(saved) => list.reveal((c) => c.id === saved.id)}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Category"
        description={`Delete "${deleting?.name}" and its suggested questions? Existing chats keep their category name. This action cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </AdminPage>
  );
}
