import { documentMessages as m } from '@amicus/contract/documents/messages';
import type { AdminTemplate } from '@amicus/contract/documents/templates';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTemplates } from '../api/document-templates/list-templates';
import { useSetDocumentTemplateEnabled } from '../api/document-templates/update-template';
import { AdminPage } from '../components/admin-page';
import { ErrorBanner } from '../components/error-banner';
import { EmptyRow, SkeletonRows } from '../components/table-states';

const COLUMNS = 4;

/**
 * /admin/document-templates: the letters users can draft (issue 18), each switched on or off. A template
 * switched off leaves the users' catalogue; documents already made from it are kept.
 */
export function DocumentTemplatesPage() {
  const templates = useDocumentTemplates();
  const setEnabled = useSetDocumentTemplateEnabled();

  const toggle = async (template: AdminTemplate, enabled: boolean) => {
    try {
      const result = await setEnabled.mutateAsync({ slug: template.slug, enabled });
      toast.success(result.message);
    } catch (error) {
      toast.error(errorMessage(error, m.templateUpdateFailed));
    }
  };

  return (
    <AdminPage
      title="Document Templates"
      description="The letters and statements users can draft. A template switched off is no longer offered; documents already made from it are kept."
    >
      {templates.isError && (
        <ErrorBanner message={m.templatesFailed} onRetry={() => void templates.refetch()} />
      )}
      <Table className="min-w-[640px]">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Category</TableHead>
            <TableHead className="text-right">Questions</TableHead>
            <TableHead>Offered</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {templates.isPending ? (
            <SkeletonRows columns={COLUMNS} rows={4} />
          ) : !templates.data || templates.data.templates.length === 0 ? (
            <EmptyRow colSpan={COLUMNS} message={m.templatesEmpty} />
          ) : (
            templates.data.templates.map((template) => (
              <TableRow key={template.slug}>
                <TableCell className="max-w-md">
                  <p className="font-medium">{template.title}</p>
                  <p className="line-clamp-2 text-xs text-muted-foreground">{template.description}</p>
                </TableCell>
                <TableCell label="Category" className="capitalize">
                  {template.area ?? '—'}
                </TableCell>
                <TableCell label="Questions" className="text-right tabular-nums">
                  {template.fieldCount}
                </TableCell>
                <TableCell label="Offered">
                  <Switch
                    checked={template.enabled}
                    disabled={setEnabled.isPending}
                    aria-label={`Offer ${template.title}`}
                    onCheckedChange={(value) => void toggle(template, value)}
                  />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </AdminPage>
  );
}
