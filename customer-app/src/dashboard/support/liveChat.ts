/**
 * Instant Chat's live-chat widget (spec §2 Support panel): Zoho SalesIQ's embed, loaded on the
 * first click rather than with the page (its float button is hidden by default, and nobody
 * without the priority package downloads it). SalesIQ's documented script API: the page sets
 * `$zoho.salesiq.ready` before loading `widget?wc=…`; the widget calls it once it can be driven,
 * and then `floatbutton.visible('hide')` keeps its own button away and `floatwindow.visible('show')`
 * opens the chat window.
 */
type Visibility = { visible: (state: 'show' | 'hide') => void };
type SalesIq = { ready?: () => void; floatbutton?: Visibility; floatwindow?: Visibility };
type ZohoGlobal = { $zoho?: { salesiq?: SalesIq } };

const zoho = () => globalThis as unknown as ZohoGlobal;

/** How long the widget may take to say it is ready before the customer is told it did not come. */
const READY_WITHIN_MS = 20_000;

let loaded: Promise<SalesIq> | null = null;

const loadWidget = (widgetUrl: string): Promise<SalesIq> =>
  new Promise<SalesIq>((resolve, reject) => {
    const page = zoho();
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('The live chat could not be loaded'));
    };
    const timer = window.setTimeout(fail, READY_WITHIN_MS);
    page.$zoho ??= {};
    page.$zoho.salesiq = {
      ...page.$zoho.salesiq,
      ready: () => {
        window.clearTimeout(timer);
        // The widget may have replaced the object it was given: drive the one it left.
        const salesiq = zoho().$zoho?.salesiq ?? {};
        salesiq.floatbutton?.visible('hide');
        resolve(salesiq);
      },
    };
    script.id = 'zsiqscript';
    script.src = widgetUrl;
    script.defer = true;
    script.addEventListener('error', fail);
    document.body.append(script);
  });

/** Opens the chat window, loading the widget the first time; rejects if it cannot be reached. */
export const openLiveChat = async (widgetUrl: string): Promise<void> => {
  loaded ??= loadWidget(widgetUrl).catch((error: unknown) => {
    loaded = null; // the next click tries again
    throw error;
  });
  const salesiq = await loaded;
  salesiq.floatwindow?.visible('show');
};
