// Signs in with @app/sdk, lists the user's tasks with its react-query hooks and renders them with @app/ui inside
// BrandingProvider, in the colours of the user's organization. The credentials come from the query string.
import { createClient, createLocalTokenStorage } from '@app/sdk';
import { useCurrentOrganization, useTasks } from '@app/sdk/react';
import { BrandingProvider, SectionCard, TaskRow } from '@app/ui';
import Button from '@mui/material/Button';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

// A relative base: the preview server proxies /api to the TaskFlow server.
const client = createClient({ baseUrl: '/api/v1', tokenStorage: createLocalTokenStorage() });

function Tasks({ user }) {
  const tasks = useTasks(client, { limit: 50 });
  const organization = useCurrentOrganization(client, user._id);
  const branding = organization.data?.branding;
  return (
    <BrandingProvider user={user} branding={organization.isPending ? undefined : (branding ?? null)}>
      <main>
        <p data-testid="brand-colour">{branding?.primaryColor ?? ''}</p>
        <Button variant="contained">Branded action</Button>
        <SectionCard title={`Tasks of ${user.name}`}>
          {tasks.isPending && <p>Loading tasks…</p>}
          {tasks.isError && <p role="alert">{tasks.error.message}</p>}
          {tasks.data && (
            <ul aria-label="Tasks">
              {tasks.data.data.map((task) => (
                <TaskRow key={task._id} task={task} component="li" />
              ))}
            </ul>
          )}
        </SectionCard>
      </main>
    </BrandingProvider>
  );
}

const root = createRoot(document.getElementById('root'));
const params = new URLSearchParams(window.location.search);
try {
  const { user } = await client.auth.login({ email: params.get('email'), password: params.get('password') });
  const queryClient = new QueryClient();
  root.render(
    <QueryClientProvider client={queryClient}>
      <Tasks user={user} />
    </QueryClientProvider>,
  );
} catch (error) {
  root.render(<p role="alert">Sign-in failed: {error.message}</p>);
}
