import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LogoUpload, logoFileProblem } from './LogoUpload';

function file(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('LogoUpload', () => {
  it('shows the logo or a placeholder, and uploads an accepted image', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    const { rerender } = render(
      <LogoUpload organizationName="Acme" onUpload={onUpload} onRemove={vi.fn()} />,
    );
    expect(screen.getByText('No logo')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload logo' });
    expect(upload).toHaveAccessibleDescription('PNG, JPEG or WebP, up to 1 MB.');
    const logo = file('logo.webp', 'image/webp', 50_000);
    await user.upload(screen.getByLabelText('Logo file'), logo);
    expect(onUpload).toHaveBeenCalledWith(logo);
    rerender(
      <LogoUpload organizationName="Acme" logoUrl="/logo.png" onUpload={onUpload} onRemove={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'Logo of Acme' })).toHaveAttribute('src', '/logo.png');
    expect(screen.getByRole('button', { name: 'Change logo' })).toBeVisible();
  });

  it('refuses SVG, other types and files over 1 MB before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = vi.fn();
    render(<LogoUpload organizationName="Acme" onUpload={onUpload} />);
    const input = screen.getByLabelText('Logo file');
    await user.upload(input, file('logo.svg', 'image/svg+xml', 100));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a PNG, JPEG or WebP image. SVG and other formats are not accepted.',
    );
    await user.upload(input, file('big.png', 'image/png', 1.5 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The logo must be 1 MB or smaller; this one is 1.5 MB.',
    );
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('removes the logo, shows server errors and disables itself while busy', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { rerender } = render(
      <LogoUpload organizationName="Acme" logoUrl="/logo.png" onUpload={vi.fn()} onRemove={onRemove} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(onRemove).toHaveBeenCalled();
    rerender(
      <LogoUpload
        organizationName="Acme"
        logoUrl="/logo.png"
        onUpload={vi.fn()}
        onRemove={onRemove}
        busy
        error="Failed to update organization"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update organization');
    expect(screen.getByRole('button', { name: 'Change logo' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Saving logo' })).toBeInTheDocument();
  });

  it('checks files without rendering', () => {
    expect(logoFileProblem({ type: 'image/jpeg', size: 1024 * 1024 })).toBeUndefined();
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toMatch(/^Choose a PNG/);
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toBe('This file is empty. Choose another image.');
  });
});
