import { createFileRoute } from '@tanstack/react-router';
import { CryptoGuidePage } from '../features/aboutBtc/CryptoGuidePage';
import { common } from '../features/shell/messages';

export const Route = createFileRoute('/aboutBtc')({
  staticData: { title: common.aboutBtc },
  component: CryptoGuidePage,
});
