/**
 * Where the support panel's buttons lead (spec §2 Support panel). Set per deployment at build
 * time with VITE_SUPPORT_* variables; the defaults are the demo provider's.
 */
export interface SupportLinks {
  helpCentre: string;
  email: string;
  whatsApp: string;
  instantChat: string;
}

const DEMO_LINKS: SupportLinks = {
  helpCentre: 'https://support.provider.example/portal/en/signin',
  email: 'support@provider.example',
  whatsApp: 'https://wa.me/15550100100',
  instantChat: 'https://support.provider.example/portal/en/chat',
};

const setting = (value: string | undefined, fallback: string) => value?.trim() || fallback;

export const supportLinks: SupportLinks = {
  helpCentre: setting(import.meta.env.VITE_SUPPORT_HELP_CENTRE_URL, DEMO_LINKS.helpCentre),
  email: setting(import.meta.env.VITE_SUPPORT_EMAIL, DEMO_LINKS.email),
  whatsApp: setting(import.meta.env.VITE_SUPPORT_WHATSAPP_URL, DEMO_LINKS.whatsApp),
  instantChat: setting(import.meta.env.VITE_SUPPORT_CHAT_URL, DEMO_LINKS.instantChat),
};

export const mailtoLink = (email: string) =>
  `mailto:${email}?subject=${encodeURIComponent('Support request from the learning portal')}`;
