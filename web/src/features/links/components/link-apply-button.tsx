import { ROLE_ADMIN } from '@contract/session';
import type { LinkItem } from '@contract/links';
import { useQueryClient } from '@/lib/query';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/session-store';
import './link-apply.css';

const LinkApplyDialog = lazy(() => import('./link-apply-dialog').then((m) => ({ default: m.LinkApplyDialog })));

/** Opens the dialog for a logged-in visitor, the login dialog otherwise. */
function useApplyDialog(link?: LinkItem) {
  const token = useSession((s) => s.token);
  const openLogin = useSession((s) => s.openLogin);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const element = open ? (
    <Suspense fallback={null}>
      <LinkApplyDialog link={link} onClose={() => setOpen(false)} onDone={() => void queryClient.invalidateQueries({ queryKey: ['links'] })} />
    </Suspense>
  ) : null;
  return { open: () => (token ? setOpen(true) : openLogin()), element };
}

export function LinkApplyBar() {
  const dialog = useApplyDialog();
  return (
    <div className="link-apply-bar">
      <button type="button" className="btn btn--primary" onClick={dialog.open}>
        申请友链
      </button>
      {dialog.element}
    </div>
  );
}

/** Shown to the applicant and to the owner (id 1), as the contract's client does (loose id comparison). */
export function LinkEditButton({ link }: { link: LinkItem }) {
  const me = useSession((s) => s.userInfo);
  const dialog = useApplyDialog(link);
  if (!me || !(me.id === 1 || me.role === ROLE_ADMIN || String(me.id) === String(link.user_id))) return null;
  return (
    <>
      <button type="button" className="link-edit-btn" onClick={dialog.open} aria-label={`编辑友链 ${link.site_name}`}>
        编辑
      </button>
      {dialog.element}
    </>
  );
}
