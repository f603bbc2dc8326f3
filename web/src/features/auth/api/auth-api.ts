/** Account endpoints (api-contract §3.12, §3.13). */
import type { LoginResult, UserInfo } from '@contract/auth';
import { api } from '@/lib/api-client';
import { challengeHeaders } from '@/lib/challenge/challenge-pool';

export interface Credentials {
  username: string;
  password: string;
}

export interface RegisterPayload extends Credentials {
  nick_name: string;
}

export interface OwnInfoPayload {
  nick_name: string;
  avatar: string;
  qq: string;
}

export interface PasswordPayload {
  password: string;
  password1: string;
  password2: string;
}

export const authApi = {
  login: (body: Credentials) => api.post<LoginResult>('/api/user/login', body),
  // a solved proof-of-work travels in a header (the body stays the contract's), when the owner asks for one
  register: async (body: RegisterPayload) => api.post<{ id: number; username: string }>('/api/user/register', body, { headers: await challengeHeaders('register') }),
  getUserInfo: (id: number) => api.get<UserInfo>(`/api/user/getUserInfoById/${id}`),
  updateOwnInfo: (body: OwnInfoPayload) => api.put<boolean>('/api/user/updateOwnUserInfo', body),
  updatePassword: (body: PasswordPayload) => api.put<boolean>('/api/user/updatePassword', body),
  uploadImage: (file: File | Blob) => api.upload<{ url: string }>('/api/upload/img', file),
};
