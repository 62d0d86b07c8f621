import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type ContactChannel, ContactChannels, type LiveChatEntry } from './ContactChannels';

/* A stand-in QR image drawn inline, so the stories need no files. */
const qrImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="29" height="29" shape-rendering="crispEdges"><rect width="29" height="29" fill="#fff"/><path d="M2 2h7v7H2zM20 2h7v7h-7zM2 20h7v7H2z" fill="none" stroke="#000" stroke-width="1.5"/><path d="M12 3h2v2h-2zM15 6h2v2h-2zM12 12h5v5h-5zM20 14h2v2h-2zM14 21h2v4h-2zM23 22h3v2h-3z" fill="#000"/></svg>',
)}`;

const channels: ContactChannel[] = [
  {
    id: 'telegram',
    kind: 'telegram',
    label: 'Telegram',
    value: '@casino361_support',
    href: 'https://t.me/casino361_support',
  },
  {
    id: 'whatsapp',
    kind: 'whatsapp',
    label: 'WhatsApp',
    value: '+599 9555 0361',
    href: 'https://wa.me/59995550361',
    qr: { src: qrImage, alt: 'QR code that opens a WhatsApp chat with support' },
  },
  {
    id: 'email',
    kind: 'email',
    label: 'E-mail',
    value: 'support@casino361.com',
    href: 'mailto:support@casino361.com',
  },
];

const liveChat: LiveChatEntry = {
  label: 'Live chat',
  status: 'Available now',
  available: true,
  actionLabel: 'Start chat',
  onStart: fn(),
  greeting: 'Hi! Need a hand? We are here to help.',
};

const meta = {
  title: 'Support/ContactChannels',
  component: ContactChannels,
  args: { label: 'Ways to reach support', channels, liveChat },
} satisfies Meta<typeof ContactChannels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChatAvailable: Story = {};

export const ChatUnavailable: Story = {
  args: { liveChat: { ...liveChat, available: false, status: 'Not available right now' } },
};

export const WithoutChatOrWhatsApp: Story = {
  args: { liveChat: undefined, channels: channels.filter((channel) => channel.kind !== 'whatsapp') },
};

export const LongText: Story = {
  args: {
    liveChat: {
      ...liveChat,
      label: 'Chat en directo con nuestro equipo de atención al cliente',
      status: 'Disponible ahora mismo, respondemos en menos de un minuto',
      actionLabel: 'Iniciar el chat',
      greeting: '¡Hola! ¿Necesitas ayuda con un depósito, un retiro o tu cuenta? Escríbenos.',
    },
    channels: [
      {
        id: 'email',
        kind: 'email',
        label: 'Correo electrónico',
        value: 'support@a-very-long-operator-domain-name-for-testing.example.com',
        href: 'mailto:support@a-very-long-operator-domain-name-for-testing.example.com',
      },
    ],
  },
};
