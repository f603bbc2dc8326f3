import { AdminGate } from '@/features/admin/components/admin-gate';

/** /admin/<unknown> */
export function Component() {
  return <AdminGate title="404" text="后台没有这个页面。" />;
}
