import { afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FileUpload } from './FileUpload';

const props = {
  label: 'Proof of ID',
  chooseLabel: 'Choose file',
  accept: 'image/png',
  description: 'PNG, 5 MB at most',
};

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'passport.png', { type: 'image/png' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FileUpload', () => {
  test('the choose button is named after the document and opens the file picker', async () => {
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const screen = await render(<FileUpload {...props} onFileSelect={vi.fn()} />);
    await expect.element(screen.getByRole('group', { name: 'Proof of ID' })).toBeVisible();
    await screen.getByRole('button', { name: 'Choose file Proof of ID' }).click();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.contexts[0]).toMatchObject({ type: 'file', accept: 'image/png' });
  });

  test('hands over every picked file, the same file picked again included', async () => {
    const onFileSelect = vi.fn();
    const screen = await render(<FileUpload {...props} onFileSelect={onFileSelect} />);
    const input = screen.container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = photo();
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    await expect.poll(() => onFileSelect.mock.calls.length).toBe(2);
    expect(onFileSelect.mock.calls[1]![0]).toMatchObject({ name: 'passport.png', type: 'image/png' });
  });

  test('an error replaces the hint and describes the group', async () => {
    const screen = await render(
      <FileUpload {...props} error="PNG only, please" fileName="scan.pdf" onFileSelect={vi.fn()} />,
    );
    const group = screen.getByRole('group', { name: 'Proof of ID' });
    await expect.element(group).toHaveAccessibleDescription('PNG only, please');
    await expect.element(screen.getByText('PNG, 5 MB at most')).not.toBeInTheDocument();
  });

  test('while an upload runs the button waits and the status is announced', async () => {
    const screen = await render(
      <FileUpload {...props} busy status="Uploading…" fileName="passport.png" onFileSelect={vi.fn()} />,
    );
    await expect.element(screen.getByRole('button', { name: 'Choose file Proof of ID' })).toBeDisabled();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Uploading…');
  });
});
