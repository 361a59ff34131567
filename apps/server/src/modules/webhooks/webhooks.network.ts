import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@app/domain';

/**
 * Where a webhook may not send (SSRF): loopback, private, link-local, CGNAT, multicast, reserved and documentation
 * ranges, IPv6 unique-local and link-local, and the IPv6 forms that embed an IPv4 address (mapped, compatible,
 * NAT64, 6to4, Teredo), which would otherwise reach the same hosts.
 */
// Two lists: node's BlockList also checks an IPv4 address against the IPv6 rules (as ::ffff:a.b.c.d), which the
// ::ffff:0:0/96 rule would then refuse whole.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED_V6.addSubnet(network, prefix, 'ipv6');
}

/** True when an IP address is one a webhook may not reach. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? BLOCKED_V4.check(address, 'ipv4') : BLOCKED_V6.check(address, 'ipv6');
}

/** A URL a webhook may not use, with the message the admin reads. */
export class WebhookUrlError extends Error {}

/** The host of a URL without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

/**
 * Checks a webhook URL when it is saved: http(s), no credentials, and (unless private addresses are allowed) a host
 * whose every address is public. Throws a WebhookUrlError naming what is wrong.
 */
export async function checkWebhookUrl(value: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookUrlError(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WebhookUrlError(WEBHOOK_MESSAGES.urlInvalid);
  if (url.username || url.password) throw new WebhookUrlError(WEBHOOK_MESSAGES.urlCredentials);
  if (allowPrivate) return url;
  const host = hostOf(url);
  if (isIP(host)) {
    if (isBlockedAddress(host)) throw new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate);
    return url;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolvable);
  }
  if (addresses.length === 0) throw new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolvable);
  if (addresses.some((entry) => isBlockedAddress(entry.address)))
    throw new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate);
  return url;
}

/**
 * The socket's name lookup at delivery time: resolves the host again (DNS may have changed since the URL was saved)
 * and hands the connection only addresses that pass the check, so the request goes to the address that was checked.
 */
function checkedLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((entry) => isBlockedAddress(entry.address))) {
        return callback(new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate), '', 0);
      }
      const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
      const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
      if (usable.length === 0) return callback(new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolvable), '', 0);
      if (options.all) {
        (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
        return;
      }
      const first = usable[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

export interface PostOutcome {
  /** The HTTP status, or null when no answer came (a network error, the timeout, a refused address). */
  status: number | null;
  /** At most `bodyMax` characters of the answer. */
  body: string | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs a body to a webhook URL: at most `timeoutMs` in all (AbortSignal), redirects not followed (a 3xx is an
 * answer like any other), the answer read up to `bodyMax` bytes. Never throws.
 */
export async function postWebhook(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  bodyMax: number;
  allowPrivate: boolean;
}): Promise<PostOutcome> {
  const started = performance.now();
  const done = (status: number | null, body: string | null, error: string | null): PostOutcome => ({
    status,
    body,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = new URL(options.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new WebhookUrlError(WEBHOOK_MESSAGES.urlInvalid);
    const host = hostOf(url);
    if (!options.allowPrivate && isIP(host) && isBlockedAddress(host)) {
      throw new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate);
    }
  } catch (error) {
    return done(null, null, error instanceof Error ? error.message : String(error));
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'Content-Length': String(Buffer.byteLength(options.body)) },
        signal,
        ...(options.allowPrivate ? {} : { lookup: checkedLookup() }),
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = () =>
          finish(
            done(
              response.statusCode ?? null,
              Buffer.concat(chunks).subarray(0, options.bodyMax).toString('utf8'),
              null,
            ),
          );
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest of a large answer is not waited for.
          if (size >= options.bodyMax) {
            answer();
            response.destroy();
          }
        });
        response.on('end', answer);
        response.on('error', () => answer());
        response.on('close', answer);
      },
    );
    request.on('error', (error: Error) => {
      const reason = signal.aborted ? `Timed out after ${options.timeoutMs} ms` : error.message;
      finish(done(null, null, reason));
    });
    request.end(options.body);
  });
}
