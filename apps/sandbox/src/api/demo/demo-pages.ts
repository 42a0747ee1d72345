import { Hono } from 'hono';
import { gameByNodeId } from '../../db/queries/games/games';
import type { ApiEnv } from '../api-env';
import { imageUrls } from '../images/image-urls';
import { escapeXml } from '../images/svg-tile';
import { DEMO_GAME_PATH } from './demo-game-url';

const CSS_PATH = '/wps/demo/demo.css';

// A file, not inline styles: the gateway's Content-Security-Policy allows styles from the origin only.
const CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#14213d;color:#fff;display:flex;min-height:100vh;
align-items:center;justify-content:center;text-align:center}main{padding:24px;max-width:420px}img{width:160px;height:160px;
border-radius:16px}h1{font-size:1.4rem}a{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:24px;
background:#fca311;color:#14213d;font-weight:700;text-decoration:none;min-height:24px}a:focus-visible{outline:3px solid #fff}
p{color:#e5e5e5}`;

/** `pageBack=home` style targets stay inside `/m`; anything else goes home, so the link can never leave the site. */
function backHref(pageBack: string | undefined): string {
  const target = (pageBack ?? 'home').replace(/^\/?(m\/)?/, '');
  return /^[A-Za-z][A-Za-z0-9/]*$/.test(target) ? `/m/${target}` : '/m/home';
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeXml(title)}</title><link rel="stylesheet" href="${CSS_PATH}"></head><body><main>${body}</main></body></html>`;
}

/**
 * Pages a launch, a payment or the team chat opens on the sandbox instead of a vendor's site: each says what it
 * stands for and has a way back to the app. Opened by the browser, so they need no Merchant header.
 */
export function demoPageRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get(CSS_PATH, (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  routes.get(DEMO_GAME_PATH, (c) => {
    const nodeId = c.req.query('nodeId');
    const game = nodeId ? gameByNodeId(c.var.db, nodeId) : undefined;
    const vendor = game?.vassalage ?? c.req.query('vendor') ?? 'Lottery';
    const name = game?.name_en ?? `${vendor.replace(/_/g, ' ')} ${c.req.query('gameCode') ?? 'lobby'}`;
    const mode =
      c.req.query('mode') === 'free'
        ? 'Free play'
        : c.req.query('playType') === 'ent'
          ? 'Entertainment'
          : 'Real money';
    const icon = game ? `<img src="${imageUrls.game(game.node_id)}" alt="">` : '';
    return c.html(
      page(
        name,
        `${icon}<h1>${escapeXml(name)}</h1><p>${escapeXml(vendor)} · ${mode}</p>
<p>This is the sandbox's stand-in for the vendor's game.</p><a href="${backHref(c.req.query('pageBack'))}">Back to the site</a>`,
      ),
    );
  });

  routes.get('/wps/demo/pay', (c) => {
    const orderId = c.req.query('orderId') ?? '';
    return c.html(
      page(
        'Payment',
        `<h1>Payment received</h1><p>Order ${escapeXml(orderId)} is paid: the sandbox approves its gateways at once.</p>
<a href="/m/vouReport">See the load record</a>`,
      ),
    );
  });

  routes.get('/wps/demo/chat', (c) =>
    c.html(
      page(
        'Team chat',
        `<h1>Team chat</h1><p>Chat is not part of the sandbox.</p><a href="/m/agent">Back to the agent centre</a>`,
      ),
    ),
  );
  return routes;
}
