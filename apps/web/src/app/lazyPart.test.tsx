import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyPart', () => {
  it('loads its code on first draw, behind the Suspense fallback, and passes its props', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Part = lazyPart(load, 'Greeting');
    render(
      <Suspense fallback="Loading...">
        <Part name="Alex" />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(await screen.findByText('hello Alex')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a preloaded part in the first commit, with one download for the preload and the draw', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Part = lazyPart(load, 'Greeting');
    await Promise.all([Part.preload(), Part.preload()]);
    render(
      <Suspense fallback="Loading...">
        <Part name="Olivia" />
      </Suspense>,
    );
    expect(screen.getByText('hello Olivia')).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const Part = lazyPart(load, 'Greeting');
    await expect(Part.preload()).rejects.toThrow('offline');
    await expect(Part.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
