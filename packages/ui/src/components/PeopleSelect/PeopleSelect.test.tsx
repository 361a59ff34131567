import { ORG_STRUCTURE_TEXTS } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { samplePeople } from './fixtures';
import { PeopleSelect } from './PeopleSelect';

function Harness({ initial, onChange }: { initial: string[]; onChange: (ids: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PeopleSelect
      label="Managers"
      people={samplePeople}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

describe('PeopleSelect', { timeout: 20_000 }, () => {
  it('finds people by name or email and adds them; removes one with its chip', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={[samplePeople[0]!._id]} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Olivia Admin' })).toBeInTheDocument();
    const field = screen.getByRole('combobox', { name: 'Managers' });
    await user.type(field, 'dana@');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveAccessibleName('Dana Manager dana@acme.example');
    await user.click(screen.getByRole('option', { name: /Dana Manager/ }));
    expect(onChange).toHaveBeenLastCalledWith([samplePeople[0]!._id, samplePeople[1]!._id]);
    await user.clear(field);
    await user.type(field, 'nobody');
    expect(await screen.findByText(ORG_STRUCTURE_TEXTS.peopleNoMatch)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // MUI's chip delete: its icon, or Backspace in the empty field.
    await user.clear(field);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([samplePeople[0]!._id]);
  });

  it('keeps chosen people it cannot show', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['f'.repeat(24)]} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Managers' }));
    await user.click(await screen.findByRole('option', { name: /Jordan Lee/ }));
    expect(onChange).toHaveBeenLastCalledWith(['f'.repeat(24), samplePeople[2]!._id]);
  });
});
