/**
 * The browser's half of a passkey ceremony. @simplewebauthn/browser loads on the first use, so
 * the login dialog and the user center pay nothing for it until a person asks for a passkey.
 * What the browser refuses becomes one Chinese sentence; a person who cancels the prompt gets
 * no error at all (null).
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** WebAuthn exists here and the page is a secure context (HTTPS, or localhost). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';

export class PasskeyCancelled extends Error {}

function explain(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return new Error('这台设备上已经保存了本账号的通行密钥');
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return new PasskeyCancelled('已取消，或验证超时');
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') {
    return new Error('当前网址不能使用通行密钥：需要 HTTPS 域名或 localhost');
  }
  if (name === 'NotSupportedError' || code.startsWith('ERROR_AUTHENTICATOR_MISSING')) return new Error('这台设备不支持通行密钥，请换一台设备或使用密码');
  return new Error('通行密钥操作失败，请重试');
}

export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw explain(error);
  }
}

export async function askPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({ optionsJSON });
  } catch (error) {
    throw explain(error);
  }
}

/** A name to offer for a new passkey, from what this browser says it runs on ("Windows 上的 Chrome"). */
export function suggestedPasskeyName(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const device = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : '';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : '';
  if (device && browser && !/^(iPhone|iPad)$/.test(device)) return `${device} 上的 ${browser}`;
  return device || browser || '我的通行密钥';
}
