import type { components } from '@casino/api-client';
import {
  Button,
  type ContactChannel,
  ContactChannels,
  type SupportTopic,
  SupportTopicPicker,
  sprinkles,
  TextArea,
  TextField,
} from '@casino/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../app';
import { CloseAccountPanel } from '../protection/CloseAccountPanel';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { watchChatAvailability } from './chatAvailability';
import {
  type ContactForm,
  contactFailure,
  contactPayload,
  supportEmail,
  telegramHandle,
  whatsAppLink,
} from './contactRules';
import { liveChatConfigured, loadLiveChat } from './liveChat';
import { contactMessages as m, topicLabels } from './messages';

type ContactSettings = components['schemas']['ContactSettings'];

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

/**
 * Whether a chat is offered at all (a script is configured), and the live-chat flag while the pop-up
 * is open (asked at once, then every 20 s).
 */
function useChat(): { offered: boolean; available: boolean } {
  const [offered, setOffered] = useState(false);
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    void liveChatConfigured().then((configured) => {
      if (live) setOffered(configured);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!offered) return;
    return watchChatAvailability(
      () => api.call('/sys/sysSetting/checkContactUsSetting', undefined, { loading: false }),
      setAvailable,
      (message) => notify(message),
    );
  }, [offered]);
  return { offered, available };
}

function channelsOf(settings: ContactSettings | null, t: ReturnType<typeof useIntl>['formatMessage']) {
  const channels: ContactChannel[] = [];
  if (settings?.telegramLink) {
    channels.push({
      id: 'telegram',
      kind: 'telegram',
      label: t(m.telegram),
      value: telegramHandle(settings.telegramLink),
      href: settings.telegramLink,
    });
  }
  if (settings?.whatsAppNumber) {
    channels.push({
      id: 'whatsapp',
      kind: 'whatsapp',
      label: t(m.whatsApp),
      value: settings.whatsAppNumber,
      href: whatsAppLink(settings.whatsAppNumber),
      ...(settings.whatsAppQrCode ? { qr: { src: settings.whatsAppQrCode, alt: t(m.whatsAppQr) } } : {}),
    });
  }
  const email = supportEmail(window.location.hostname);
  channels.push({ id: 'email', kind: 'email', label: t(m.email), value: email, href: `mailto:${email}` });
  return channels;
}

/** Contact us (spec 002 §2, §3, §5): the ways to reach support, live chat, and the form. */
export default function ContactDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const [settings, setSettings] = useState<ContactSettings | null>(null);
  const chat = useChat();
  const [chatStarting, setChatStarting] = useState(false);
  const [busy, setBusy] = useState(false);
  // A member's own details are filled in; everything stays editable (support answers the address given).
  const [form, setForm] = useState<ContactForm>(() =>
    user
      ? {
          name: [user.firstName, user.lastName].filter(Boolean).join(' '),
          username: user.username,
          email: user.email,
          phone: [user.mobilePrefix, user.mobile].filter(Boolean).join(' '),
        }
      : {},
  );
  const messageRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let live = true;
    void api.call('/sys/sysSetting/contactUsSetting').then((result) => {
      if (!live) return;
      if (result.ok) setSettings(result.data);
      else notify(result.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const set = (field: keyof ContactForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const startChat = async () => {
    setChatStarting(true);
    const loaded = await loadLiveChat(user?.username);
    setChatStarting(false);
    notify(t(loaded ? m.chatOpened : m.chatUnavailable), loaded ? 'positive' : 'critical');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = contactFailure(form);
    if (failure) return notify(t(failure));
    setBusy(true);
    const result = await api.call('/sys/contact/submit', contactPayload(form));
    setBusy(false);
    if (!result.ok) return notify(result.message);
    notify(t(m.sent), 'positive');
    // Ready for another question: the player's details stay, the question goes.
    setForm((current) => ({ ...current, queryType: undefined, message: '' }));
    messageRef.current?.focus();
  };

  return (
    <AppDialog title={<FormattedMessage {...common.contactUs} />}>
      <div className={stack}>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        <ContactChannels
          label={t(m.channels)}
          channels={channelsOf(settings, t)}
          {...(chat.offered
            ? {
                liveChat: {
                  label: t(m.liveChat),
                  status: t(chat.available ? m.chatAvailable : m.chatClosed),
                  available: chat.available && !chatStarting,
                  actionLabel: t(m.startChat),
                  onStart: () => void startChat(),
                  greeting: t(m.greeting),
                },
              }
            : {})}
        />
        <form onSubmit={submit} noValidate aria-busy={busy} className={stack} aria-label={t(m.formTitle)}>
          <h3 className={sprinkles({ fontSize: 'large' })}>
            <FormattedMessage {...m.formTitle} />
          </h3>
          <TextField
            label={t(m.name)}
            name="name"
            autoComplete="name"
            maxLength={100}
            value={form.name ?? ''}
            onChange={(event) => set('name')(event.target.value)}
          />
          <TextField
            label={t(m.username)}
            name="username"
            autoComplete="username"
            maxLength={20}
            value={form.username ?? ''}
            onChange={(event) => set('username')(event.target.value)}
          />
          <TextField
            label={t(m.emailField)}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={form.email ?? ''}
            onChange={(event) => set('email')(event.target.value)}
          />
          <TextField
            label={t(m.phone)}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={form.phone ?? ''}
            onChange={(event) => set('phone')(event.target.value)}
          />
          <SupportTopicPicker
            label={t(m.queryType)}
            name="queryType"
            placeholder={t(m.queryTypePlaceholder)}
            topicLabels={topicLabels(t)}
            value={form.queryType ?? ''}
            onValueChange={(value) =>
              setForm((current) => ({ ...current, queryType: value as SupportTopic }))
            }
          />
          {user && form.queryType === 'closing' && (
            <CloseAccountPanel
              beforeClosing={async () => {
                if (!contactFailure(form)) await api.call('/sys/contact/submit', contactPayload(form));
              }}
            />
          )}
          <TextArea
            ref={messageRef}
            label={t(m.message)}
            name="message"
            maxLength={2000}
            value={form.message ?? ''}
            onChange={(event) => set('message')(event.target.value)}
          />
          <Button type="submit" variant="primary" fullWidth disabled={busy}>
            <FormattedMessage {...common.send} />
          </Button>
        </form>
      </div>
    </AppDialog>
  );
}
