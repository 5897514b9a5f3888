import { adminSettingsMessages } from '@amicus/contract/admin/settings';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminSettings } from '../api/settings/get-settings';
import { AdminPage } from '../components/admin-page';
import { ErrorBanner } from '../components/error-banner';
import { AuditLogTable } from '../components/settings/audit-log-table';
import { DefaultsForm } from '../components/settings/defaults-form';

/** /admin/settings: server-wide defaults, and the audit log of every admin change. */
export function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <AdminPage
      title="Settings"
      description="Server-wide defaults and the record of every change admins make."
    >
      <Tabs defaultValue="defaults">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="defaults">Defaults</TabsTrigger>
          <TabsTrigger value="audit">Audit Log</TabsTrigger>
        </TabsList>
        <TabsContent value="defaults">
          {settings.isError ? (
            <ErrorBanner message={adminSettingsMessages.loadFailed} onRetry={() => void settings.refetch()} />
          ) : settings.data ? (
            <DefaultsForm data={settings.data} />
          ) : (
            <div className="space-y-4" aria-busy="true">
              <Skeleton className="h-72 w-full rounded-xl" />
              <Skeleton className="h-40 w-full rounded-xl" />
            </div>
          )}
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTable />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
