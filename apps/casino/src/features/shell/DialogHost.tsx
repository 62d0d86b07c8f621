import { lazy, Suspense } from 'react';
import { useOpenDialog } from './dialogs';

// Every dialog is its own chunk: the home route downloads none of them until one opens.
const LoginDialog = lazy(() => import('../auth/LoginDialog'));
const JoinDialog = lazy(() => import('../auth/JoinDialog'));
const ForgotPasswordDialog = lazy(() => import('../auth/ForgotPasswordDialog'));
const PersonalDetailsDialog = lazy(() => import('../account/PersonalDetailsDialog'));
const ChangePasswordDialog = lazy(() => import('../account/ChangePasswordDialog'));
const CryptoGuideDialog = lazy(() => import('../aboutBtc/CryptoGuideDialog'));
const CashoutOfferDialog = lazy(() => import('../games/CashoutOfferDialog'));
const CashoutDialog = lazy(() => import('../cashout/CashoutDialog'));
const CashoutHistoryDialog = lazy(() => import('../cashout/CashoutHistoryDialog'));
const GameOverlay = lazy(() => import('../games/GameOverlay'));
const PayStatusDialog = lazy(() => import('../payment/PayStatusDialog'));

function Current() {
  const open = useOpenDialog();
  switch (open?.name) {
    case undefined:
      return null;
    case 'login':
      return <LoginDialog />;
    case 'join':
      return <JoinDialog />;
    case 'forgotPassword':
      return <ForgotPasswordDialog />;
    case 'personalDetails':
      return <PersonalDetailsDialog />;
    case 'changePassword':
      return <ChangePasswordDialog />;
    case 'aboutBtc':
      return <CryptoGuideDialog />;
    case 'cashoutOffer':
      return <CashoutOfferDialog />;
    case 'cashout':
      return <CashoutDialog />;
    case 'cashoutHistory':
      return <CashoutHistoryDialog />;
    case 'game':
      return <GameOverlay game={open.game} fun={open.fun} />;
    case 'payStatus':
      return <PayStatusDialog status={open.status} />;
  }
}

export function DialogHost() {
  return (
    <Suspense fallback={null}>
      <Current />
    </Suspense>
  );
}
