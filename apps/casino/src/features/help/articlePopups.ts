import type { components } from '@casino/api-client';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../app';
import { common } from '../shell/messages';

type ContactSettings = components['schemas']['ContactSettings'];

export const articlePopupMessages = defineMessages({
  promotions: { id: 'popup.promotions', defaultMessage: 'Promotions' },
  userAgreement: { id: 'popup.userAgreement', defaultMessage: 'User agreement' },
});

export type ArticlePopupName =
  | 'promotions'
  | 'withdrawalRules'
  | 'aboutUs'
  | 'terms'
  | 'privacyPolicy'
  | 'userAgreement';

interface ArticlePopup {
  title: MessageDescriptor;
  /** The seeded article (apps/server/src/db/seeds/articles.json). */
  articleId: number;
  /** The contact setting that names its article as an app address, where the operator chooses it. */
  setting?: keyof Pick<ContactSettings, 'promotionPageUrl' | 'withdrawRulePageUrl'>;
}

/** The pop-ups that show an article (spec 002 §2), each with its title and article. */
export const articlePopups: Record<ArticlePopupName, ArticlePopup> = {
  promotions: { title: articlePopupMessages.promotions, articleId: 15, setting: 'promotionPageUrl' },
  withdrawalRules: { title: common.withdrawalRules, articleId: 11, setting: 'withdrawRulePageUrl' },
  aboutUs: { title: common.aboutUs, articleId: 6 },
  terms: { title: common.terms, articleId: 13 },
  privacyPolicy: { title: common.privacyPolicy, articleId: 7 },
  userAgreement: { title: articlePopupMessages.userAgreement, articleId: 14 },
};

/** The article id of an app address such as '/#/article?id=15'; undefined for anything else. */
export function articleIdOf(address: string | null | undefined): number | undefined {
  const id = /^\/#\/article\?id=([1-9]\d{0,9})$/.exec(address?.trim() ?? '')?.[1];
  return id === undefined ? undefined : Number(id);
}

/** The article a pop-up shows: the operator's choice in the contact settings, else the seeded one. */
export async function articleOfPopup(name: ArticlePopupName): Promise<number> {
  const popup = articlePopups[name];
  if (!popup.setting) return popup.articleId;
  const settings = await api.call('/sys/sysSetting/contactUsSetting', undefined, { loading: false });
  return (settings.ok ? articleIdOf(settings.data[popup.setting]) : undefined) ?? popup.articleId;
}
