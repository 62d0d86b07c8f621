import { lazy, type ReactNode, Suspense } from 'react';
import { CataloguePart } from '../i18n/CataloguePart';
import { dialogs, useOpenDialog } from './dialogs';

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
const DepositDialog = lazy(() => import('../deposit/DepositDialog'));
const BalancesDialog = lazy(() => import('../account/BalancesDialog'));
const BonusDialog = lazy(() => import('../bonus/BonusDialog'));
const DocumentsDialog = lazy(() => import('../documents/DocumentsDialog'));
const VipClubDialog = lazy(() => import('../vip/VipClubDialog'));
const VipStoreDialog = lazy(() => import('../vip/VipStoreDialog'));
const InviteDialog = lazy(() => import('../invite/InviteDialog'));
const TransactionsDialog = lazy(() => import('../history/TransactionsDialog'));
const GameHistoryDialog = lazy(() => import('../history/GameHistoryDialog'));
const NewsDialog = lazy(() => import('../news/NewsDialog'));

/**
 * The member area's screens, and those that show a bonus, read their texts from the member catalogue
 * part, so the start-up catalogue stays small.
 */
const member = (dialog: ReactNode) => <CataloguePart name="member">{dialog}</CataloguePart>;
const ContactDialog = lazy(() => import('../contact/ContactDialog'));
const BankingDialog = lazy(() => import('../banking/BankingDialog'));
const ActivationPromptDialog = lazy(() => import('../auth/ActivationPromptDialog'));
const FacebookSignUpDialog = lazy(() => import('../auth/facebook/FacebookSignUpDialog'));
const ArticlePopup = lazy(() => import('../help/ArticlePopup'));
const PromotionPopupDialog = lazy(() => import('../promotions/PromotionPopupDialog'));

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
      return member(<CashoutDialog />);
    case 'cashoutHistory':
      return <CashoutHistoryDialog />;
    case 'game':
      return member(<GameOverlay game={open.game} fun={open.fun} />);
    case 'deposit':
      return member(<DepositDialog />);
    case 'payStatus':
      return <PayStatusDialog status={open.status} />;
    case 'balances':
      return member(<BalancesDialog />);
    case 'bonus':
      return member(<BonusDialog />);
    case 'documents':
      return member(<DocumentsDialog />);
    case 'vipClub':
      return member(<VipClubDialog />);
    case 'vipStore':
      return member(<VipStoreDialog />);
    case 'invite':
      return member(<InviteDialog />);
    case 'transactions':
      return member(<TransactionsDialog />);
    case 'gameHistory':
      return member(<GameHistoryDialog />);
    case 'news':
      return member(<NewsDialog />);
    case 'contact':
      return member(<ContactDialog />);
    case 'banking':
      return member(<BankingDialog />);
    case 'activationPrompt':
      return <ActivationPromptDialog />;
    case 'facebookSignUp':
      return <FacebookSignUpDialog accessToken={open.accessToken} />;
    case 'promotions':
    case 'withdrawalRules':
    case 'aboutUs':
    case 'terms':
    case 'privacyPolicy':
    case 'userAgreement':
      return <ArticlePopup key={open.name} name={open.name} onClose={dialogs.close} />;
    case 'promotionPopup':
      return <PromotionPopupDialog popup={open.popup} />;
  }
}

export function DialogHost() {
  return (
    <Suspense fallback={null}>
      <Current />
    </Suspense>
  );
}
