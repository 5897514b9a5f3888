import { Pagination } from '@/components/pagination';
import type { useClientList } from './use-client-list';

/** The pagination control under a list searched and paged in the browser; hidden while the list is empty. */
export function ClientListPagination({
  list,
}: {
  list: Pick<ReturnType<typeof useClientList<unknown>>, 'page' | 'pageSize' | 'total' | 'setPage'>;
}) {
  if (list.total === 0) return null;
  return (
    <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onPageChange={list.setPage} />
  );
}
