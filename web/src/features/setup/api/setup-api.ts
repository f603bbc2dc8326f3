/** The first run's endpoints (contract/setup.ts). Types only from the contract: no zod here. */
import type { LoginResult, UserInfo } from '@contract/auth';
import type { SetupBody, SetupState } from '@contract/setup';
import { api } from '@/lib/api-client';

export const setupApi = {
  // silent: a failure here only means the form is shown and the server decides on submit
  state: () => api.get<SetupState>('/api/setup', { silent: true }),
  create: (body: SetupBody) => api.post<LoginResult>('/api/setup', body),
  userInfo: (id: number) => api.get<UserInfo>(`/api/user/getUserInfoById/${id}`),
};
