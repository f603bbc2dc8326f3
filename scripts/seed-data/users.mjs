/** The demo accounts: the owner (administrator), the public test account and a few readers who comment. */
import { avatarUrl } from '../demo-images.mjs';
import { hashPassword } from '../lib/password.mjs';
import { stamps } from './time.mjs';

export const OWNER = { id: 1, username: 'owner', password: 'owner123', nick_name: '小张', avatar: avatarUrl('owner') };
export const TESTER = { id: 2, username: 'test', password: 'test123', nick_name: '测试用户', avatar: avatarUrl('test') };

/** Readers; they log in with READER_PASSWORD (nobody needs to, they exist to make the comments real). */
export const READERS = [
  { id: 3, username: 'linxiaolu', nick_name: '林小鹿', avatar: avatarUrl('lin'), qq: '' },
  { id: 4, username: 'chenmo', nick_name: '陈默', avatar: avatarUrl('chen'), qq: '' },
  { id: 5, username: 'zhouzhou', nick_name: '舟舟', avatar: avatarUrl('zhou'), qq: '' },
  { id: 6, username: 'xiaxia', nick_name: '夏天的风', avatar: avatarUrl('xia'), qq: '' },
  { id: 7, username: 'momo2023', nick_name: '墨墨', avatar: avatarUrl('momo'), qq: '' },
  { id: 8, username: 'ayu1998', nick_name: '阿鱼', avatar: avatarUrl('ayu'), qq: '' },
  { id: 9, username: 'kevin', nick_name: 'Kevin', avatar: avatarUrl('kk'), qq: '' },
  { id: 10, username: 'luoluo', nick_name: '洛洛', avatar: avatarUrl('luo'), qq: '' },
];
export const READER_PASSWORD = 'reader123';

export const person = (id) => [OWNER, TESTER, ...READERS].find((u) => u.id === id);

export async function userRows() {
  const joined = [845, 600, 520, 480, 400, 330, 260, 190, 120, 45];
  const all = [OWNER, TESTER, ...READERS];
  return Promise.all(
    all.map(async (u, i) => ({
      id: u.id,
      username: u.username,
      password: await hashPassword(u.password ?? READER_PASSWORD),
      role: u.id === OWNER.id ? 1 : 2,
      nick_name: u.nick_name,
      avatar: u.avatar,
      qq: u.qq ?? '',
      ip: `10.0.${i}.${20 + i}`,
      ...stamps(joined[i], '20:15'),
    })),
  );
}
