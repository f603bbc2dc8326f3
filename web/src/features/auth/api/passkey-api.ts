/** Passkey endpoints (/api/passkey/*, docs/api.md). The WebAuthn option and answer shapes are the browser library's. */
import type { LoginResult } from '@contract/auth';
import type { PasskeyItem, PasskeyOverview } from '@contract/passkey-texts';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { api } from '@/lib/api-client';

export const passkeyApi = {
  mine: () => api.get<PasskeyOverview>('/api/passkey/mine'),
  registerOptions: (password?: string) => api.post<PublicKeyCredentialCreationOptionsJSON>('/api/passkey/register/options', { password }),
  registerVerify: (name: string, response: RegistrationResponseJSON) => api.post<PasskeyItem>('/api/passkey/register/verify', { name, response }),
  loginOptions: () => api.post<PublicKeyCredentialRequestOptionsJSON>('/api/passkey/login/options'),
  loginVerify: (response: AuthenticationResponseJSON) => api.post<LoginResult>('/api/passkey/login/verify', { response }),
  rename: (id: number, name: string) => api.put<PasskeyItem>('/api/passkey/rename', { id, name }),
  remove: (id: number, password?: string) => api.post<true>('/api/passkey/remove', { id, password }),
};
