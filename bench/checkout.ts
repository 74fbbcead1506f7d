/**
 * Issue 12 "Speed": checkout on PostgreSQL at 50 connections, in orders per minute and p99,
 * beside a floor measured in the same run: a bare Node `http` server with a `pg` pool that does
 * only the database work of one placement (begin, insert the order with its lines and its first
 * status, record the promo code's use, take the vendor's part out of the cart, commit). The
 * target is the API at half the floor's throughput or more.
 *
 * Every placement is a different signed-in customer with a cart of one always-open vendor's dish
 * and the WELCOME10 code, delivered to a saved address, all made through the API before the timed part: customers sign in with
 * the partner-token login (the production server has no SMS outbox), which the bench server
 * trusts with a key made for this run. Every request carries its own Idempotency-Key.
 */
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { alwaysOpenPlainDishes } from './dishes.ts';
import type { Figures } from './measure.ts';
import { HEADERS, measure, row } from './measure.ts';

const API = '/api';
const LOCALITY_CODE = 'metropolis';
const PROMO_CODE = 'WELCOME10';
const AUDIENCE = 'souk-bench';
/** Swiggy's all-time peak (orders per minute), the reference a real marketplace meets. */
const SWIGGY_PEAK_PER_MINUTE = 9049;
/** Placements per measured run (and a tenth of it to warm up): `BENCH_CHECKOUTS`. */
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 3000);
const WARM_UP = Math.ceil(CHECKOUTS / 10);
/** Customers made at once while preparing: enough to keep the server busy, not a benchmark. */
const SETUP_PARALLEL = 16;

/**
 * A signing key for this run: the bench server is started trusting it as the partner's login
 * key (`env`), and `token` makes the partner app's hand-off JWT for a user.
 */
export function benchPartnerLogin() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'bench', alg: 'ES256', use: 'sig' };
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = (subject: string) => {
    const now = Math.floor(Date.now() / 1000);
    const input = `${base64url({ alg: 'ES256', kid: 'bench', typ: 'JWT' })}.${base64url({
      sub: subject,
      aud: AUDIENCE,
      iat: now,
      exp: now + 300,
    })}`;
    const signature = sign('sha256', Buffer.from(input), {
      key: privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return `${input}.${signature.toString('base64url')}`;
  };
  const env = {
    PARTNER_LOGIN_KEYS: JSON.stringify({ [HEADERS['x-partner-code']]: { keys: [jwk] } }),
    PARTNER_LOGIN_AUDIENCE: AUDIENCE,
  };
  return { env, token };
}

type PartnerLogin = ReturnType<typeof benchPartnerLogin>;

/** A delivery address near the centre of metropolis, inside every vendor's zone. */
const MANHATTAN_ADDRESS = {
  name: 'Home',
  location: {
    latitude: 40.7128,
    longitude: -74.006,
    addressComponents: {
      externalSource: 'web_onde',
      externalId: 'bench:1',
      formattedAddress: '1 Centre St, New York, NY 10007, USA',
      shortAddress: '1 Centre St',
      shortAddressExt: 'New York, USA',
      countryName: 'United States',
      countryCodeISO2: 'us',
      locality: 'New York',
      street: 'Centre St',
      streetNumber: '1',
      postalCode: '10007',
    },
  },
};

/** A signed-in customer whose cart is ready to check out once. */
interface ReadyCustomer {
  customerId: string;
  cookie: string;
  cartId: string;
  vendorCartId: string;
}

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) {
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  }
}

async function readyCustomer(
  apiUrl: string,
  login: PartnerLogin,
  dish: { vendorId: string; productId: string; count: number },
): Promise<ReadyCustomer> {
  const json = { ...HEADERS, 'content-type': 'application/json' };
  const signedIn = await fetch(`${apiUrl}${API}/customer/auth/onde/login/by-token`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token: login.token(`bench-${randomUUID()}`) }),
  });
  await expectStatus(signedIn, 200, 'partner token login');
  const session = (await signedIn.json()) as { customer: { id: string } };
  // The session cookie as the server set it (production names it differently from development).
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const headers = { ...json, cookie };
  const saved = await fetch(`${apiUrl}${API}/customer/me/addresses`, {
    method: 'POST',
    headers,
    body: JSON.stringify(MANHATTAN_ADDRESS),
  });
  await expectStatus(saved, 201, 'POST /customer/me/addresses');
  const address = (await saved.json()) as { id: string };
  const created = await fetch(`${apiUrl}${API}/carts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ localityCode: LOCALITY_CODE, customerAddressId: address.id }),
  });
  await expectStatus(created, 200, 'POST /carts');
  const { cartId } = (await created.json()) as { cartId: string };
  const added = await fetch(`${apiUrl}${API}/carts/${cartId}/products`, {
    method: 'POST',
    headers,
    body: JSON.stringify(dish),
  });
  await expectStatus(added, 200, 'add to cart');
  const promo = await fetch(`${apiUrl}${API}/carts/${cartId}/promo-code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: PROMO_CODE }),
  });
  await expectStatus(promo, 200, 'apply promo code');
  const { result, cart } = (await promo.json()) as {
    result: string;
    cart: { vendorCarts: { vendorCartId: string }[] };
  };
  if (result !== 'OK') throw new Error(`${PROMO_CODE} answered ${result}`);
  const vendorCartId = cart.vendorCarts[0]?.vendorCartId;
  if (!vendorCartId) throw new Error('the cart has no vendor part after adding a dish');
  return { customerId: session.customer.id, cookie, cartId, vendorCartId };
}

async function readyCustomers(
  apiUrl: string,
  login: PartnerLogin,
  dishes: readonly { vendorId: string; productId: string; count: number }[],
  count: number,
): Promise<ReadyCustomer[]> {
  const ready: ReadyCustomer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const dish = dishes[next++ % dishes.length] as (typeof dishes)[number];
      ready.push(await readyCustomer(apiUrl, login, dish));
    }
  };
  await Promise.all(Array.from({ length: SETUP_PARALLEL }, worker));
  return ready;
}

const placeBody = (customer: ReadyCustomer) =>
  JSON.stringify({ cartId: customer.cartId, paymentType: 'CASH' });

function perMinute(figures: Figures): number {
  return figures.requestsPerSecond * 60;
}

export async function checkoutRows(
  server: { url: string; rssMb(): Promise<number>; cpuMs(): Promise<number> },
  label: string,
  databaseUrl: string,
  login: PartnerLogin,
): Promise<string[]> {
  const dishes = await checkoutDishes(server.url);
  const needed = WARM_UP + CHECKOUTS;
  // A tenth more than the requests: a reconnecting load generator may ask for a few extra.
  const spare = Math.ceil(needed * 1.1);
  console.log(`Preparing ${2 * spare + 1} customers with carts for the checkout rows…`);
  const [sample, ...rest] = await readyCustomers(server.url, login, dishes, 2 * spare + 1);
  if (!sample) throw new Error('no customer was prepared');
  const forApi = rest.slice(0, spare);
  const forFloor = rest.slice(spare);
  // One placement outside the timed part: its answer is what the floor sends back.
  const first = await fetch(`${server.url}${API}/customer/me/orders`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json', cookie: sample.cookie },
    body: placeBody(sample),
  });
  await expectStatus(first, 201, 'POST /customer/me/orders');
  const answer = Buffer.from(await first.arrayBuffer());
  const orderId = (JSON.parse(answer.toString()) as { order: { orderId: string } }).order.orderId;

  // The server's own CPU per placement: unlike rates, it hardly moves with other work on the
  // machine, so it shows what a change to placement saves even when the machine is busy.
  const cpuBefore = await server.cpuMs();
  const api = await measure(`checkout, one customer per order (${label})`, {
    url: server.url,
    method: 'POST',
    headers: HEADERS,
    amounts: { warmUp: WARM_UP, measured: CHECKOUTS },
    rotate: forApi.map((customer) => ({
      path: `${API}/customer/me/orders`,
      headers: {
        cookie: customer.cookie,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: placeBody(customer),
    })),
  });
  const cpuPerOrder = ((await server.cpuMs()) - cpuBefore) / (WARM_UP + CHECKOUTS);
  const apiRss = await server.rssMb();
  const floor = await checkoutFloor(databaseUrl, orderId, answer, forFloor);
  const share = Math.round((api.requestsPerSecond / floor.requestsPerSecond) * 100);
  const met = share >= 50 ? 'met' : 'MISSED';
  const swiggy = Math.round((perMinute(api) / SWIGGY_PEAK_PER_MINUTE) * 100);
  return [
    row(
      api,
      `${perMinute(api)} orders/min (${swiggy}% of Swiggy's peak ${SWIGGY_PEAK_PER_MINUTE}/min); ${share}% of the floor, target ≥ 50%: ${met}; server CPU ${cpuPerOrder.toFixed(2)} ms/order`,
      apiRss,
    ),
    row(
      floor,
      `floor: ${perMinute(floor)} orders/min, the database work of a placement only`,
      null,
    ),
  ];
}

/**
 * One order placed through the API by a new signed-in customer, for benches that need a real
 * order to copy (bench/tracking.ts): its id.
 */
export async function placeSampleOrder(apiUrl: string, login: PartnerLogin): Promise<string> {
  const [dish] = await checkoutDishes(apiUrl);
  if (!dish) throw new Error('no always-open dish to order');
  const customer = await readyCustomer(apiUrl, login, dish);
  const placed = await fetch(`${apiUrl}${API}/customer/me/orders`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json', cookie: customer.cookie },
    body: placeBody(customer),
  });
  await expectStatus(placed, 201, 'POST /customer/me/orders');
  return ((await placed.json()) as { order: { orderId: string } }).order.orderId;
}

/** Dishes of always-open vendors, with a count that clears the locality's minimum order. */
async function checkoutDishes(apiUrl: string) {
  const dishes = await alwaysOpenPlainDishes(apiUrl, 3);
  const locality = await fetch(`${apiUrl}${API}/public/localities/${LOCALITY_CODE}/params`, {
    headers: HEADERS,
  });
  await expectStatus(locality, 200, 'locality params');
  const params = (await locality.json()) as { delivery: { minOrderPrice: number } };
  const minimum = params.delivery.minOrderPrice;
  return dishes.map((dish) => ({
    vendorId: dish.vendorId,
    productId: dish.productId,
    count: Math.max(1, Math.ceil(minimum / Math.max(dish.price, 1)) + 1),
  }));
}

/**
 * The floor: for each prepared customer, the statements a placement cannot do without, as
 * named (prepared) statements on a pool of 10 connections like the API's, answering the API's
 * own bytes. The order row copies the sample order placed through the API, so its lines and
 * totals are the same size.
 */
async function checkoutFloor(
  databaseUrl: string,
  sampleOrderId: string,
  answer: Buffer,
  customers: readonly ReadyCustomer[],
): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const byCart = new Map(customers.map((customer) => [customer.cartId, customer]));
  const copiedColumns = `partner_id, locality_id, vendor_id, status, receipt_type, payment_type,
    locality_code, currency_code, time_zone, vendor_name, vendor_avatar, lines, utensils, cart_total,
    original_total, delivery_total, tip_amount, discounts, final_total, promo_code_id, promo_code,
    promo_type, promo_discount`;
  const place = async (customer: ReadyCustomer) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const inserted = await client.query<{
        id: string;
        promo_code_id: string;
        promo_discount: number;
      }>({
        name: 'floor_order',
        // The sample's values as parameters would be the same: a copy keeps the SQL short.
        text: `insert into orders (id, customer_id, ${copiedColumns})
          select $1, $2, ${copiedColumns} from orders where id = $3
          returning id, promo_code_id, promo_discount`,
        values: [randomUUID(), customer.customerId, sampleOrderId],
      });
      const order = inserted.rows[0];
      if (!order) throw new Error('floor order insert returned nothing');
      await client.query({
        name: 'floor_event',
        text: `insert into order_status_events (order_id, status, actor)
          values ($1, 'WAITING_APPROVAL', 'customer')`,
        values: [order.id],
      });
      await client.query({
        name: 'floor_promo',
        text: `insert into promo_code_redemptions (promo_code_id, customer_id, order_id, discount_total)
          values ($1, $2, $3, $4)`,
        values: [order.promo_code_id, customer.customerId, order.id, order.promo_discount],
      });
      await client.query({
        name: 'floor_vendor_cart',
        text: 'delete from vendor_carts where id = $1',
        values: [customer.vendorCartId],
      });
      await client.query({
        name: 'floor_cart',
        text: `update carts set tip_amount = 0, promo_code_id = null, updated_at = now()
          where id = $1`,
        values: [customer.cartId],
      });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const server = http.createServer((request, response) => {
    const customer = byCart.get((request.url ?? '').split('/')[2] ?? '');
    const done = customer ? place(customer) : Promise.reject(new Error('unknown cart'));
    // The body is read before answering, as the API reads it.
    request.resume();
    done.then(
      () => {
        response.writeHead(201, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': answer.length,
        });
        response.end(answer);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await measure('bare placement, database work only (PostgreSQL)', {
      url: `http://127.0.0.1:${port}`,
      method: 'POST',
      headers: {},
      amounts: { warmUp: WARM_UP, measured: CHECKOUTS },
      rotate: customers.map((customer) => ({
        path: `/place/${customer.cartId}`,
        headers: { 'content-type': 'application/json' },
        body: placeBody(customer),
      })),
    });
  } finally {
    server.close();
    await pool.end();
  }
}
