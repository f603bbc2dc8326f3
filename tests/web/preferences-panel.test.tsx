// @vitest-environment jsdom
/** The reading-theme panel names every theme in Chinese and stores the theme's own name (features/preferences). */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesPanel } from '@/features/preferences/components/preferences-panel';
import { usePreferences } from '@/lib/preferences-store';

afterEach(cleanup);

describe('the reading-theme panel', () => {
  it('names each theme for the reader and stores its own name', async () => {
    render(<PreferencesPanel />);
    fireEvent.click(screen.getByRole('button', { name: '阅读主题设置' }));
    // the choices load on first use (preference-choices.tsx): they are there once the panel opens
    const preview = await screen.findByRole('group', { name: '文章预览主题' });
    const code = screen.getByRole('group', { name: '代码高亮主题' });
    const names = (group: HTMLElement) => [...group.querySelectorAll('label')].map((l) => l.textContent);
    expect(names(preview)).toEqual(['默认', 'GitHub', 'VuePress 绿', '萌系蓝', '清新蓝', '青蓝']);
    expect(names(code)).toEqual(['Atom One', '高对比', 'GitHub', '渐变紫', '暖木', '晚霞', 'Qt Creator', 'Stack Overflow']);
    fireEvent.click(screen.getByRole('radio', { name: '清新蓝' }));
    fireEvent.click(screen.getByRole('radio', { name: '暖木' }));
    expect(usePreferences.getState()).toMatchObject({ previewTheme: 'smart-blue', codeTheme: 'kimbie' });
  });
});
