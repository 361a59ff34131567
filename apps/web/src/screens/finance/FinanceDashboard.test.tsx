import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO,
  expense,
  FINANCE_ADMIN,
  FINANCE_ORG,
  financeHandlers,
  PROJECT_ID,
  RATED_MEMBER_ID,
  resetFinanceScreen,
  unlockFinance,
} from '../../testing/finance';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const MEMBER = makeUser({ accountType: 'organization', organizationId: FINANCE_ORG, orgRole: 'member' });

vi.setConfig({ testTimeout: 40_000 });
beforeEach(resetFinanceScreen);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/finance', () => {
  it('opens with the demo values shown on the gate, approves an expense, and locks again on Logout', async () => {
    storeToken(fakeToken());
    const finance = financeHandlers('admin');
    mockNetwork({ ...currentUserHandler(FINANCE_ADMIN), ...finance.handlers });
    renderApp('/finance');

    const gate = await unlockFinance(DEMO.username, 'wrong-password');
    expect(await within(gate).findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please try again.',
    );
    expect(within(gate).getByText(DEMO.username)).toBeVisible();
    expect(window.sessionStorage.getItem('financeAccess')).toBeNull();

    await userEvent.clear(within(gate).getByLabelText(/^Password/));
    await userEvent.type(within(gate).getByLabelText(/^Password/), DEMO.password);
    await userEvent.click(within(gate).getByRole('button', { name: 'Access Finance Dashboard' }));

    const budgets = await screen.findByRole('table', { name: 'Budgets by project' }, { timeout: 15_000 });
    expect(within(budgets).getByRole('rowheader', { name: 'Website Redesign' })).toBeVisible();
    const expenses = screen.getByRole('table', { name: 'Expenses' });
    expect(within(expenses).getByText('₹41,575')).toBeVisible();
    expect(within(expenses).getByText('$498.90')).toBeVisible();
    await userEvent.click(
      within(expenses).getByRole('button', { name: 'Approve Client workshop in Pune (Mar 5, 2026)' }),
    );
    await waitFor(() =>
      expect(finance.sent).toContainEqual({
        method: 'POST',
        path: 'expenses/64b7f0c2a1b2c3d4e5f60901/status',
        body: { status: 'approved' },
      }),
    );
    // The rates read behind the gate are kept for the whole app's display.
    await waitFor(() => expect(window.localStorage.getItem('exchangeRates')).toContain('83.15'));

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('form', { name: 'Finance Dashboard Access' })).toBeVisible();
    expect(window.sessionStorage.getItem('financeAccess')).toBeNull();
  });

  it("lets a finance manager split a project's budget by category, a line in rupees included", async () => {
    storeToken(fakeToken());
    const sent: unknown[] = [];
    mockNetwork({
      ...currentUserHandler(MEMBER),
      ...financeHandlers('manager').handlers,
      [`PUT /api/v1/finance/projects/${PROJECT_ID}/budget-lines`]: async (request) => {
        sent.push(await request.json());
        return Response.json({
          success: true,
          data: {
            projectId: PROJECT_ID,
            projectTitle: 'Website Redesign',
            projectBudgetUsdMinor: null,
            lines: [],
          },
        });
      },
    });
    renderApp('/finance');
    await unlockFinance();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit budget of Website Redesign' }, { timeout: 15_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit budget: Website Redesign' }));
    await userEvent.type(dialog.getByLabelText('Labor'), '5000');
    await userEvent.type(dialog.getByLabelText('Travel'), '41575.50');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Travel currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'INR' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save budget' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          lines: [
            { category: 'labor', amountMinor: 500_000, currency: 'USD' },
            { category: 'travel', amountMinor: 4_157_550, currency: 'INR' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Budget saved')).toBeVisible();
  });

  it("lets a finance manager set a project's hourly rate and a member's own", async () => {
    storeToken(fakeToken());
    const finance = financeHandlers('manager');
    mockNetwork({ ...currentUserHandler(MEMBER), ...finance.handlers });
    renderApp('/finance');
    await unlockFinance();
    const card = within(
      await screen.findByRole('region', { name: 'Rates: Website Redesign' }, { timeout: 15_000 }),
    );
    await userEvent.type(await card.findByRole('textbox', { name: 'Project rate (per hour)' }), '50');
    await userEvent.type(card.getByRole('textbox', { name: "Dana Lee's rate" }), '4000');
    await userEvent.click(card.getByRole('combobox', { name: "Dana Lee's rate currency" }));
    await userEvent.click(await screen.findByRole('option', { name: 'INR' }));
    await userEvent.click(card.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Rates saved')).toBeVisible();
    expect(finance.sent.filter((item) => item.method === 'PUT').map((item) => item.body)).toEqual([
      {
        projectRate: { rateMinor: 5000, currency: 'USD' },
        members: [{ userId: RATED_MEMBER_ID, rateMinor: 400_000, currency: 'INR' }],
      },
    ]);
  });

  it('adds an expense in rupees with its receipt: saved as a draft, the receipt attached, then handed in', async () => {
    storeToken(fakeToken());
    const NEW_ID = '64b7f0c2a1b2c3d4e5f60999';
    const calls: string[] = [];
    const created = expense({ _id: NEW_ID, status: 'draft', description: 'Venue deposit' });
    mockNetwork({
      ...currentUserHandler(MEMBER),
      ...financeHandlers('manager').handlers,
      'POST /api/v1/finance/expenses': async (request) => {
        calls.push(`create ${JSON.stringify(await request.json())}`);
        return Response.json({ success: true, data: created }, { status: 201 });
      },
      [`PUT /api/v1/finance/expenses/${NEW_ID}/receipt`]: async (request) => {
        calls.push(`receipt ${request.headers.get('content-type')}`);
        return Response.json({
          success: true,
          data: { ...created, receipt: { fileName: 'venue.pdf', mime: 'application/pdf', size: 8 } },
        });
      },
      [`POST /api/v1/finance/expenses/${NEW_ID}/status`]: async (request) => {
        calls.push(`status ${JSON.stringify(await request.json())}`);
        return Response.json({ success: true, data: { ...created, status: 'submitted' } });
      },
    });
    renderApp('/finance');
    await unlockFinance();
    await userEvent.click(await screen.findByRole('button', { name: 'Add expense' }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add expense' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Website Redesign' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'INR' }));
    await userEvent.type(dialog.getByLabelText(/Amount/), '8315');
    await userEvent.type(dialog.getByLabelText(/Description/), 'Venue deposit');
    await userEvent.upload(
      dialog.getByLabelText('Receipt file'),
      new File(['%PDF-1.4'], 'venue.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Submit expense' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[0]).toContain('"amountMinor":831500,"currency":"INR"');
    expect(calls[0]).not.toContain('"status"');
    expect(calls[1]).toBe('receipt application/pdf');
    expect(calls[2]).toBe('status {"status":"submitted"}');
    expect(await screen.findByText('Expense saved')).toBeVisible();
  });

  it('lets a finance viewer read without the manager actions, and shows them the sidebar entry', async () => {
    storeToken(fakeToken());
    mockNetwork({ ...currentUserHandler(MEMBER), ...financeHandlers('viewer').handlers });
    renderApp('/finance');
    await unlockFinance();
    const expenses = await screen.findByRole('table', { name: 'Expenses' }, { timeout: 15_000 });
    expect(within(expenses).getByText('Client workshop in Pune')).toBeVisible();
    expect(within(expenses).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add expense' })).toBeNull();
    expect(screen.getByLabelText('USD to INR')).toHaveAttribute('readonly');
    expect(screen.getAllByRole('link', { name: 'Finance Management' }).length).toBeGreaterThan(0);
  });

  it('refuses a member without a finance role, and tells an admin without an organization that finance is per organization', async () => {
    storeToken(fakeToken());
    mockNetwork({ ...currentUserHandler(MEMBER), ...financeHandlers(null, [expense()]).handlers });
    const first = renderApp('/finance');
    expect(
      (await screen.findAllByRole('heading', { name: 'Access Denied' }, { timeout: 15_000 }))[0],
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Finance Management' })).toBeNull();
    first.unmount();

    mockNetwork({ ...currentUserHandler(makeUser({ role: 'admin' })) });
    renderApp('/finance');
    expect(
      await screen.findByRole('heading', { name: 'Finance is kept per organization.' }, { timeout: 15_000 }),
    ).toBeVisible();
  });
});
