import { useLoginMutation, useWalletQuery } from '@wps-mobile/api-client';
import { changeLanguage } from '@wps-mobile/i18n';
import { Badge, Button, NoData, TextField, TopBar } from '@wps-mobile/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function Wallet() {
  const { data, isError } = useWalletQuery();
  if (isError) return <p role="alert">Wallet unavailable</p>;
  return <p data-testid="balance">{data ? data.sumBalance.toFixed(2) : '…'}</p>;
}

export function App() {
  const { i18n } = useTranslation();
  const [login, { isLoading, isSuccess, isError }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = () => void login({ type: 'username', username, password });
  return (
    <main>
      <TopBar title="Merchant" end={<Badge count={3} label="3 offers" />} />
      {isSuccess ? (
        <Wallet />
      ) : (
        <form onSubmit={(event) => (event.preventDefault(), signIn())}>
          <TextField label="Username" value={username} onChange={setUsername} />
          <TextField label="Password" type="password" value={password} onChange={setPassword} />
          <Button type="submit" busy={isLoading}>
            Sign in
          </Button>
          {isError && <p role="alert">Sign-in failed</p>}
        </form>
      )}
      <NoData />
      <button type="button" onClick={() => void changeLanguage(i18n, 'AR')}>
        العربية
      </button>
    </main>
  );
}
