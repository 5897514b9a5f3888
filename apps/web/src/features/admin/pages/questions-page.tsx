import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { adminMessages } from '@amicus/contract/admin/messages';
import type { Question } from '@amicus/contract/catalogue/schemas';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCategories } from '../api/catalogue/list-categories';
import { useDeleteQuestion } from '../api/catalogue/delete-question';
import { useQuestions } from '../api/catalogue/list-questions';
import { AdminPage } from '../components/admin-page';
import { QuestionFormDialog } from '../components/catalogue/question-form-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorBanner } from '../components/error-banner';
import { deleteAction, editAction, RowActions } from '../components/row-actions';
import { StatusBadge } from '../components/status-badge';
import { EmptyRow, SavedRow, SkeletonRows } from '../components/table-states';
import { useClientList } from '../components/use-client-list';
import { ClientListPagination } from '../components/client-list-pagination';

const m = adminMessages.questions;
const COLUMNS = 5;
const ALL = 'all';

/**
 * /admin/questions: suggested questions per category, searched, filtered by category and client paged by 10,
 * with add, edit and delete. A saved question is shown on its page, marked.
 */
export function QuestionsPage() {
  const questions = useQuestions();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState(ALL);
  const inCategory = useMemo(
    () =>
      categoryId === ALL
        ? questions.data
        : questions.data?.filter((q) => String(q.category.id) === categoryId),
    [questions.data, categoryId],
  );
  const list = useClientList(inCategory, (q) => [q.title, q.content, q.category.name]);
  const remove = useDeleteQuestion();
  const [form, setForm] = useState<{ open: boolean; question?: Question }>({ open: false });
  const [deleting, setDeleting] = useState<Question | null>(null);

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

  const showSaved = (saved: Question) => {
    // A filter on another category would hide it.
    if (categoryId !== ALL && categoryId !== String(saved.category.id)) setCategoryId(ALL);
    list.reveal((q) => q.id === saved.id);
  };

  return (
    <AdminPage
      title="Question Management"
      description="Suggested topics shown for each legal category."
      actions={
        <Button onClick={() => setForm({ open: true })} disabled={categories.isPending}>
          <Plus /> Add Question
        </Button>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox
          value={list.query}
          onChange={list.setQuery}
          placeholder={m.searchPlaceholder}
          className="w-full sm:max-w-sm"
        />
        <Select
          value={categoryId}
          onValueChange={(value) => {
            setCategoryId(value);
            list.setPage(1);
          }}
        >
          <SelectTrigger aria-label="Filter by category" className="sm:w-60">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All categories</SelectItem>
            {categories.data?.map((c) => (
              <SelectItem key={c.id} value={String(c.id)}>
                {c.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {questions.isError && <ErrorBanner message={m.fetchFailed} onRetry={() => void questions.refetch()} />}
      <Table className="min-w-[760px]">
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
            <TableHead>Content</TableHead>
            <TableHead>Category</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {questions.isPending ? (
            <SkeletonRows columns={COLUMNS} />
          ) : list.visible.length === 0 ? (
            <EmptyRow colSpan={COLUMNS} message={m.empty} />
          ) : (
            list.visible.map((question) => (
              <SavedRow key={question.id} saved={list.isRevealed(question)}>
                <TableCell className="max-w-[16rem] font-medium">{question.title}</TableCell>
                <TableCell label="Content" className="max-w-md">
                  <p className="line-clamp-2 text-muted-foreground">{question.content}</p>
                </TableCell>
                <TableCell label="Category">
                  <Badge variant="outline" className="whitespace-nowrap">
                    {question.category.name}
                  </Badge>
                </TableCell>
                <TableCell label="Status">
                  <StatusBadge active={question.status} />
                </TableCell>
                <TableCell actions>
                  <RowActions
                    actions={[
                      editAction(question.title, () => setForm({ open: true, question })),
                      deleteAction(question.title, () => setDeleting(question)),
                    ]}
                  />
                </TableCell>
              </SavedRow>
            ))
          )}
        </TableBody>
      </Table>
      <ClientListPagination list={list} />
      <QuestionFormDialog
        open={form.open}
        question={form.question}
        categories={categories.data ?? []}
        onSaved={showSaved}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Question"
        description={`Delete "${deleting?.title}"? This action cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </AdminPage>
  );
}
