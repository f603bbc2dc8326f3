// @vitest-environment jsdom
/** The console's file inputs speak Chinese (the browser's own say "Choose File / No file chosen"). */
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { FilePicker } from '@/features/admin/components/file-picker';

it('shows 选择文件 and 未选择文件, then the chosen file, and hands the file on', () => {
  const onFile = vi.fn();
  render(
    <label>
      备份文件（.zip）
      <FilePicker accept=".zip" onFile={onFile} />
    </label>,
  );
  expect(screen.getByText('选择文件')).toBeTruthy();
  expect(screen.getByText('未选择文件')).toBeTruthy();
  const input = screen.getByLabelText(/备份文件/) as HTMLInputElement;
  expect(input.type).toBe('file');
  const zip = new File(['x'], 'blog-backup.zip', { type: 'application/zip' });
  fireEvent.change(input, { target: { files: [zip] } });
  expect(onFile).toHaveBeenCalledWith(zip);
  expect(screen.getByText('blog-backup.zip')).toBeTruthy();
  fireEvent.change(input, { target: { files: [] } });
  expect(onFile).toHaveBeenLastCalledWith(null);
  expect(screen.getByText('未选择文件')).toBeTruthy();
});
