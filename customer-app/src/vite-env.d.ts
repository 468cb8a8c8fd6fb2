/// <reference types="vite/client" />

/** Build-time settings of the customer app (Vite exposes only VITE_* variables to the browser). */
interface ImportMetaEnv {
  /** The external support portal's sign-in page ('Help Centre Sign In'). */
  readonly VITE_SUPPORT_HELP_CENTRE_URL?: string;
  /** The support mailbox ('Email Support' opens a mailto: link to it). */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The WhatsApp chat link ('WhatsApp Support'), e.g. https://wa.me/<number>. */
  readonly VITE_SUPPORT_WHATSAPP_URL?: string;
  /** The live-chat page opened by 'Instant Chat' (priority support only). */
  readonly VITE_SUPPORT_CHAT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
