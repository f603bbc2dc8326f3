import { useState } from 'react';
import { ROLE_ADMIN, ROLE_USER, sessionMessages } from '@contract/session';
import { firstChars } from '@contract/clip';
import { adminUserTexts, type AdminUserRow } from '@contract/admin-users';
import { useSession } from '@/lib/session-store';
import { adminApi } from '../api/admin-api';
import { Badge, Empty, PageHead, Pager } from '../components/ui';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { confirmAction } from '../components/confirm-host';

/** What another administrator may not do to the owner's row: shown greyed, with the reason. */
const OWNER_LOCKED_ACTIONS = ['取消管理员', '禁用', '下线所有设备'];

function UsersPage() {
  const selfId = useSession((s) => s.userInfo?.id);
  const list = usePagedList<AdminUserRow, { nick_name?: string; role?: number }>('users', '/api/user/getUserList', {});
  const { run } = useAdminAction();
  const [q, setQ] = useState('');

  const setRole = async (u: AdminUserRow, role: number) => {
    if (await confirmAction(role === ROLE_ADMIN ? `把「${u.nick_name}」设为管理员？管理员可以进入后台。` : `取消「${u.nick_name}」的管理员身份？`, role !== ROLE_ADMIN)) await run(() => adminApi.put(`/api/user/updateRole/${u.id}/${role}`), '角色已修改');
  };
  const setDisabled = async (u: AdminUserRow, disabled: number) => {
    if (!disabled || (await confirmAction(`禁用「${u.nick_name}」？禁用后无法登录。`))) await run(() => adminApi.put(`/api/admin/user/disable/${u.id}/${disabled}`), disabled ? '已禁用' : '已启用');
  };
  const signOut = async (u: AdminUserRow) => {
    if (await confirmAction(`让「${u.nick_name}」在所有设备上退出登录？TA 现有的登录和聊天连接都会立即失效，需要重新登录。`)) await run(() => adminApi.signOutUser(u.id), (said) => said || sessionMessages.signedOutEverywhere);
  };

  return (
    <>
      <PageHead title="用户" sub="修改角色、禁用账号、下线所有设备" />
      <div className="adm-toolbar">
        <form className="adm-search" onSubmit={(e) => (e.preventDefault(), list.setFilters({ ...list.filters, nick_name: q.trim() || undefined }))}>
          <input className="adm-input" placeholder="按昵称搜索" value={q} onChange={(e) => setQ(e.target.value)} aria-label="按昵称搜索" />
        </form>
        <select className="adm-input adm-input--auto" aria-label="角色" value={list.filters.role ?? ''} onChange={(e) => list.setFilters({ ...list.filters, role: e.target.value ? Number(e.target.value) : undefined })}>
          <option value="">全部角色</option><option value="1">管理员</option><option value="2">普通用户</option>
        </select>
      </div>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead><tr><th>用户</th><th>账号</th><th>角色</th><th>状态</th><th>地区</th><th>注册时间</th><th>操作</th></tr></thead>
          <tbody>
            {list.page.list.map((u) => (
              <tr key={u.id}>
                <td data-label="用户" className="adm-user">
                  {u.avatar ? <img src={u.avatar} alt="" /> : <span className="adm-user__initial">{firstChars(u.nick_name || u.username, 1)}</span>}
                  <strong>{u.nick_name}</strong>
                </td>
                <td data-label="账号">{u.username}</td>
                <td data-label="角色">{u.owner ? <Badge tone="info">站长</Badge> : u.role === ROLE_ADMIN ? <Badge tone="info">管理员</Badge> : <Badge>普通用户</Badge>}</td>
                <td data-label="状态">{u.disabled ? <Badge tone="danger">已禁用</Badge> : <Badge tone="ok">正常</Badge>}</td>
                <td data-label="地区">{u.ip_address}</td>
                <td data-label="注册时间" className="adm-nowrap">{u.createdAt}</td>
                <td data-label="操作" className="adm-actions">
                  {u.id === selfId ? <span className="adm-muted">当前账号</span> : u.owner ? (
                    // the server refuses these for anyone but the owner; the controls say so before a click
                    <>
                      {OWNER_LOCKED_ACTIONS.map((label) => (
                        <button key={label} type="button" className="adm-btn adm-btn--text" disabled title={adminUserTexts.ownerProtected} aria-describedby={`owner-note-${u.id}`}>{label}</button>
                      ))}
                      <span id={`owner-note-${u.id}`} className="adm-muted" title={adminUserTexts.ownerProtected}>{adminUserTexts.ownerLocked}</span>
                    </>
                  ) : (
                    <>
                      <button type="button" className="adm-btn adm-btn--text" onClick={() => void setRole(u, u.role === ROLE_ADMIN ? ROLE_USER : ROLE_ADMIN)}>{u.role === ROLE_ADMIN ? '取消管理员' : '设为管理员'}</button>
                      <button type="button" className={`adm-btn adm-btn--text${u.disabled ? '' : ' adm-danger'}`} onClick={() => void setDisabled(u, u.disabled ? 0 : 1)}>{u.disabled ? '启用' : '禁用'}</button>
                      <button type="button" className="adm-btn adm-btn--text" onClick={() => void signOut(u)}>下线所有设备</button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.page.list.length === 0 && !list.isLoading ? <Empty /> : null}
      </div>
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
    </>
  );
}

export { UsersPage as Component };
