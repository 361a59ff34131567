import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvatarUpload, avatarFileProblem } from './AvatarUpload';

function file(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('AvatarUpload', () => {
  it('shows the initial without a picture and the picture with one', () => {
    const { rerender } = render(<AvatarUpload name="ada" onUpload={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole('img', { name: "ada's initial" })).toHaveTextContent('A');
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    rerender(
      <AvatarUpload name="ada" imageUrl="/api/v1/users/1/avatar" onUpload={vi.fn()} onRemove={vi.fn()} />,
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
    render(<AvatarUpload name="Ada" onUpload={onUpload} />);
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
    render(<AvatarUpload name="Ada" onUpload={onUpload} />);
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
      <AvatarUpload name="Ada" imageUrl="/a.png" onUpload={vi.fn()} onRemove={onRemove} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onRemove).toHaveBeenCalled();
    rerender(
      <AvatarUpload
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
    expect(avatarFileProblem({ type: 'image/webp', size: 10 })).toBeUndefined();
    expect(avatarFileProblem({ type: 'image/gif', size: 0 })).toBe(
      'This file is empty. Choose another picture.',
    );
  });
});
