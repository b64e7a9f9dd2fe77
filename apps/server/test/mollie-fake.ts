import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSigned } from './self-signed';

/**
 * A loopback stand-in for Mollie's API (v2), answering the calls the product makes with Mollie's
 * documented JSON: create and get a payment, create and get a refund, errors as
 * `{status, title, detail, _links}`. It speaks HTTPS because the official client only does
 * (it sends every call through an https agent); the certificate is self-signed for 127.0.0.1,
 * made with openssl for each run, and the test process accepts it (see `trustLoopback`).
 *
 * What a test controls: a payment's status (as the customer's choice at the checkout would set
 * it), a refund's, an outage (503 with Retry-After: 0, so the client's own retries run without
 * waiting), a create that is made but whose answer is lost (the socket is closed), and a stale
 * answer (a GET that reports an older status once).
 */
export interface FakePayment {
  id: string;
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
  amount: { value: string; currency: string };
  description: string;
  method: string | null;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
  idempotencyKey: string | undefined;
  createdAt: string;
  refunds: FakeRefund[];
}
export interface FakeRefund {
  id: string;
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  amount: { value: string; currency: string };
  description: string;
  paymentId: string;
  idempotencyKey: string | undefined;
  createdAt: string;
}

export interface MollieFake {
  endpoint: string;
  payments: Map<string, FakePayment>;
  /** Every request: method, path, Idempotency-Key. */
  log: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** 503 for every call while true. */
  down: boolean;
  /** The next create is made but its answer never arrives (the socket is destroyed). */
  dropNextCreateAnswer: boolean;
  /** The next GET of a payment reports this status instead (a lagging answer). */
  staleNextGet: FakePayment['status'] | undefined;
  setStatus(id: string, status: FakePayment['status']): void;
  setRefundStatus(paymentId: string, status: FakeRefund['status']): void;
  close(): Promise<void>;
}

export const FAKE_API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

/** Lets this test process accept the fake's self-signed certificate (loopback only). */
export function trustLoopback(): () => void {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return () => {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}

const DOCS = 'https://docs.mollie.com/overview/handling-errors';
let counter = 0;
const token = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(8, 'x')}`;

export async function startMollieFake(): Promise<MollieFake> {
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, string>();
  let base = '';

  const paymentJson = (p: FakePayment, status = p.status) => ({
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: p.createdAt,
    amount: p.amount,
    description: p.description,
    method: p.method,
    metadata: p.metadata,
    status,
    isCancelable: false,
    ...(status === 'open' ? { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } : {}),
    ...(status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    ...(status === 'paid'
      ? {
          amountRefunded: { value: '0.00', currency: 'EUR' },
          amountRemaining: p.amount,
        }
      : {}),
    _links: {
      self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(status === 'open'
        ? {
            checkout: {
              href: `https://www.mollie.com/checkout/test-mode?method=ideal&token=${p.id}`,
              type: 'text/html',
            },
          }
        : {}),
      dashboard: { href: `https://www.mollie.com/dashboard/payments/${p.id}`, type: 'text/html' },
      documentation: {
        href: 'https://docs.mollie.com/reference/create-payment',
        type: 'text/html',
      },
    },
  });
  const refundJson = (r: FakeRefund) => ({
    resource: 'refund',
    id: r.id,
    amount: r.amount,
    status: r.status,
    createdAt: r.createdAt,
    description: r.description,
    metadata: null,
    paymentId: r.paymentId,
    _links: {
      self: {
        href: `${base}/v2/payments/${r.paymentId}/refunds/${r.id}`,
        type: 'application/hal+json',
      },
      payment: { href: `${base}/v2/payments/${r.paymentId}`, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
    },
  });

  const fake: MollieFake = {
    endpoint: '',
    payments,
    log: [],
    down: false,
    dropNextCreateAnswer: false,
    staleNextGet: undefined,
    setStatus(id, status) {
      payments.get(id)!.status = status;
    },
    setRefundStatus(paymentId, status) {
      for (const r of payments.get(paymentId)!.refunds) r.status = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = https.createServer(selfSigned(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'https://127.0.0.1');
      const key = req.headers['idempotency-key'] as string | undefined;
      fake.log.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, title: string, detail: string, field?: string) =>
        send(status, {
          status,
          title,
          detail,
          ...(field ? { field } : {}),
          _links: { documentation: { href: DOCS, type: 'text/html' } },
        });

      if (fake.down) {
        res.writeHead(503, { 'content-type': 'application/hal+json', 'retry-after': '0' });
        res.end(
          JSON.stringify({
            status: 503,
            title: 'Service Unavailable',
            detail: 'The service is temporarily unavailable.',
            _links: { documentation: { href: DOCS, type: 'text/html' } },
          }),
        );
        return;
      }
      if (req.headers.authorization !== `Bearer ${FAKE_API_KEY}`)
        return error(
          401,
          'Unauthorized Request',
          'Missing authentication, or failed to authenticate',
        );
      /** The request body as the client sent it (the fields read below). */
      type Sent = {
        amount?: { value: string; currency: string };
        description?: string;
        method?: string;
        redirectUrl?: string;
        webhookUrl?: string;
        metadata?: unknown;
      };
      const body = (
        chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
      ) as Sent;
      const parts = url.pathname.split('/').filter(Boolean); // v2, payments, id, refunds, id

      if (req.method === 'POST' && url.pathname === '/v2/payments') {
        const amount = body.amount as { value?: string; currency?: string } | undefined;
        if (!amount || !/^\d+\.\d{2}$/.test(amount.value ?? '') || amount.currency !== 'EUR')
          return error(422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
        if (!body.description)
          return error(422, 'Unprocessable Entity', 'The description is invalid', 'description');
        if (!body.redirectUrl)
          return error(422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
        let made = key ? payments.get(byKey.get(key) ?? '') : undefined;
        if (!made) {
          made = {
            id: token('tr'),
            status: 'open',
            amount: { value: amount.value!, currency: 'EUR' },
            description: body.description,
            method: body.method ?? null,
            redirectUrl: body.redirectUrl,
            webhookUrl: body.webhookUrl ?? '',
            metadata: body.metadata ?? null,
            idempotencyKey: key,
            createdAt: new Date().toISOString(),
            refunds: [],
          };
          payments.set(made.id, made);
          if (key) byKey.set(key, made.id);
        }
        if (fake.dropNextCreateAnswer) {
          fake.dropNextCreateAnswer = false;
          req.socket.destroy();
          return;
        }
        return send(201, paymentJson(made));
      }
      const p = parts[1] === 'payments' ? payments.get(parts[2] ?? '') : undefined;
      if (parts[0] !== 'v2' || parts[1] !== 'payments' || !p)
        return error(404, 'Not Found', `No payment exists with token ${parts[2] ?? ''}.`);
      if (req.method === 'GET' && parts.length === 3) {
        const stale = fake.staleNextGet;
        fake.staleNextGet = undefined;
        return send(200, paymentJson(p, stale ?? p.status));
      }
      if (req.method === 'POST' && parts[3] === 'refunds' && parts.length === 4) {
        const existing = key ? p.refunds.find((r) => r.idempotencyKey === key) : undefined;
        if (existing) return send(201, refundJson(existing));
        if (p.status !== 'paid')
          return error(422, 'Unprocessable Entity', 'The payment cannot be refunded');
        const amount = body.amount as { value: string; currency: string };
        const r: FakeRefund = {
          id: token('re'),
          status: 'pending',
          amount,
          description: body.description ?? '',
          paymentId: p.id,
          idempotencyKey: key,
          createdAt: new Date().toISOString(),
        };
        p.refunds.push(r);
        return send(201, refundJson(r));
      }
      if (req.method === 'GET' && parts[3] === 'refunds' && parts.length === 5) {
        const r = p.refunds.find((x) => x.id === parts[4]);
        if (!r) return error(404, 'Not Found', `No refund exists with token ${parts[4]}.`);
        return send(200, refundJson(r));
      }
      return error(404, 'Not Found', 'The resource does not exist');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.endpoint = `${base}/v2/`;
  return fake;
}
