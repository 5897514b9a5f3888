import { Badge } from '@/components/ui/badge';

/** Active or Inactive, for users, categories, questions and plans. */
export function StatusBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
