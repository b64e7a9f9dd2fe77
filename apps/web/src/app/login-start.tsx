import { QueryClientProvider } from '@tanstack/react-query';
import { LoginScreen } from '../features/auth/login-screen';
import { ConnectionAlert } from './connection-alert';
import { queryClient } from './query-client';

/**
 * What a visitor without a session starts on: the login screen on its own, without Ionic, its
 * router or the app's frame, which a slow phone would otherwise evaluate before the form takes a
 * tap (apps/web/README.md "Start-up in steps"). `onEnter` replaces it with the app.
 */
export function LoginStart({ onEnter }: { onEnter: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="ion-page login-page">
        <LoginScreen onEnter={onEnter} />
      </div>
      <ConnectionAlert warmUpOnInteraction />
    </QueryClientProvider>
  );
}
