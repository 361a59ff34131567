import { createClient, createLocalTokenStorage } from '@app/sdk';
import { RealtimeProvider, useCurrency, useRealtimeStatus, useTasks } from '@app/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// One client for the page: the API on the page's own origin (the browser sends the session cookie itself), the
// token in localStorage so a reload stays signed in.
const client = createClient({
  baseUrl: '/api/v1',
  tokenStorage: createLocalTokenStorage(),
  onUnauthorized: () => window.location.assign('/login'),
});
const queryClient = new QueryClient();

function Tasks() {
  const tasks = useTasks(client, { status: ['todo', 'in-progress'] });
  // The client's display currency (kept in localStorage, shared with the page's other tabs).
  const { currency, setCurrency } = useCurrency(client.currency);
  const live = useRealtimeStatus();
  if (tasks.isPending) return <p>Loading…</p>;
  if (tasks.isError) return <p role="alert">{tasks.error.message}</p>;
  return (
    <section>
      <p>Live updates: {live}</p>
      <button type="button" onClick={() => setCurrency(currency === 'USD' ? 'INR' : 'USD')}>
        Amounts in {currency}
      </button>
      <ul>
        {tasks.data.data.map((task) => (
          <li key={task._id}>{task.title}</li>
        ))}
      </ul>
    </section>
  );
}

/** The page: render it with react-dom's createRoot(element).render(<App />), and call client.realtime.connect(). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider client={client.realtime}>
        <Tasks />
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
