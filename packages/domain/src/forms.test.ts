import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formErrors } from './forms';

const Schema = z.object({
  title: z.string().min(1, { error: 'Title is required' }).max(5, { error: 'Too long' }),
  checklist: z.array(z.object({ text: z.string().min(1, { error: 'Item text is required' }) })),
  dates: z.object({ due: z.string().min(1, { error: 'Due is required' }) }),
});

describe('formErrors', () => {
  it('is empty for valid values', () => {
    expect(formErrors(Schema, { title: 'Ok', checklist: [{ text: 'a' }], dates: { due: 'x' } })).toEqual({});
  });

  it('nests messages like the values, arrays for list items, first message per field', () => {
    const errors = formErrors(Schema, {
      title: '',
      checklist: [{ text: 'a' }, { text: '' }],
      dates: { due: '' },
    });
    expect(errors).toEqual({
      title: 'Title is required',
      checklist: [undefined, { text: 'Item text is required' }],
      dates: { due: 'Due is required' },
    });
  });

  it('reports a missing object as a message on that field', () => {
    expect(formErrors(Schema, { title: 'Ok', checklist: [] })).toMatchObject({ dates: expect.any(String) });
  });
});
