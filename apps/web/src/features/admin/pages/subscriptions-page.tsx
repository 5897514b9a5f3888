import { adminMessages } from '@amicus/contract/admin/messages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminPage } from '../components/admin-page';
import { PlansTab } from '../components/subscriptions/plans-tab';
import { SubscriptionsTab } from '../components/subscriptions/subscriptions-tab';

const m = adminMessages.subscriptions;

/** /admin/subscriptions: the plans on sale and every subscription. */
export function SubscriptionsPage() {
  return (
    <AdminPage title={m.title} description="Plans on sale and the subscriptions people hold.">
      <Tabs defaultValue="plans">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="plans">{m.plansTab}</TabsTrigger>
          <TabsTrigger value="subscriptions">{m.subscriptionsTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="plans">
          <PlansTab />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsTab />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
