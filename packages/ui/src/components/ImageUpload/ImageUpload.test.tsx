import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageUpload, imageFileProblem } from './ImageUpload';

function file(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('ImageUpload as a profile picture', () => {
  it('shows the initial without a picture and the picture with one', () => {
    const { rerender } = render(
      <ImageUpload kind="avatar" name="ada" onUpload={vi.fn()} onRemove={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: "ada's initial" })).toHaveTextContent('A');
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    rerender(
      <ImageUpload
        kind="avatar"
        name="ada"
        imageUrl="/api/v1/users/1/avatar"
        onUpload={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Profile picture of ada' })).toHaveAttribute(
      'src',
      '/api/v1/users/1/avatar',
    );
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  });

  it('uploads an accepted image', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    render(<ImageUpload kind="avatar" name="Ada" onUpload={onUpload} />);
    expect(screen.getByRole('button', { name: 'Change picture' })).toHaveAccessibleDescription(
      'PNG, JPEG, WebP or GIF, up to 2 MB.',
    );
    const picture = file('me.png', 'image/png', 2048);
    await user.upload(screen.getByLabelText('Profile picture file'), picture);
    expect(onUpload).toHaveBeenCalledWith(picture);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a wrong type or an oversized file before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = vi.fn();
    render(<ImageUpload kind="avatar" name="Ada" onUpload={onUpload} />);
    const input = screen.getByLabelText('Profile picture file');
    await user.upload(input, file('notes.pdf', 'application/pdf', 100));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, WebP or GIF image.');
    await user.upload(input, file('huge.jpg', 'image/jpeg', 3 * 1024 * 1024 + 200 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The picture must be 2 MB or smaller; this one is 3.2 MB.',
    );
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('removes the picture, shows server errors and disables itself while busy', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { rerender } = render(
      <ImageUpload kind="avatar" name="Ada" imageUrl="/a.png" onUpload={vi.fn()} onRemove={onRemove} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onRemove).toHaveBeenCalled();
    rerender(
      <ImageUpload
        kind="avatar"
        name="Ada"
        imageUrl="/a.png"
        onUpload={vi.fn()}
        onRemove={onRemove}
        busy
        error="Too big"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too big');
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Saving picture' })).toBeInTheDocument();
  });

  it('checks files without rendering', () => {
    expect(imageFileProblem({ type: 'image/webp', size: 10 }, 'avatar')).toBeUndefined();
    expect(imageFileProblem({ type: 'image/gif', size: 0 }, 'avatar')).toBe(
      'This file is empty. Choose another picture.',
    );
  });
});

describe('ImageUpload as a logo', () => {
  it('shows the logo or a placeholder, and uploads an accepted image', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    const { rerender } = render(
      <ImageUpload kind="logo" name="Acme" onUpload={onUpload} onRemove={vi.fn()} />,
    );
    expect(screen.getByText('No logo')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload logo' });
    expect(upload).toHaveAccessibleDescription('PNG, JPEG or WebP, up to 1 MB.');
    const logo = file('logo.webp', 'image/webp', 50_000);
    await user.upload(screen.getByLabelText('Logo file'), logo);
    expect(onUpload).toHaveBeenCalledWith(logo);
    rerender(
      <ImageUpload kind="logo" name="Acme" imageUrl="/logo.png" onUpload={onUpload} onRemove={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'Logo of Acme' })).toHaveAttribute('src', '/logo.png');
    expect(screen.getByRole('button', { name: 'Change logo' })).toBeVisible();
  });

  it('refuses SVG, other types and files over 1 MB before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = vi.fn();
    render(<ImageUpload kind="logo" name="Acme" onUpload={onUpload} />);
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
      <ImageUpload kind="logo" name="Acme" imageUrl="/logo.png" onUpload={vi.fn()} onRemove={onRemove} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(onRemove).toHaveBeenCalled();
    rerender(
      <ImageUpload
        kind="logo"
        name="Acme"
        imageUrl="/logo.png"
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
    expect(imageFileProblem({ type: 'image/jpeg', size: 1024 * 1024 }, 'logo')).toBeUndefined();
    expect(imageFileProblem({ type: 'image/gif', size: 10 }, 'logo')).toMatch(/^Choose a PNG/);
    expect(imageFileProblem({ type: 'image/png', size: 0 }, 'logo')).toBe(
      'This file is empty. Choose another image.',
    );
  });
});
