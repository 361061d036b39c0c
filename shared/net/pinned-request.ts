// One HTTP(S) request to an already-checked address. node:http is used rather than fetch because
// its `lookup` hook lets the connection go to exactly the address resolve-target.ts checked (the
// host name still drives the Host header, SNI and certificate check), with no extra dependency.

import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import { bareAddress } from './address-policy.ts';
import type { PinnedTarget } from './resolve-target.ts';

function pinnedLookup(target: PinnedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    // net asks for every address when it races IPv4 and IPv6 (autoSelectFamily); answer both forms
    // with the single checked address.
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/** One request to exactly the checked address: a GET, or a POST of `body` when one is given. */
export function requestPinned(
  url: URL,
  target: PinnedTarget,
  headers: Record<string, string>,
  signal: AbortSignal,
  body?: string,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      {
        protocol: url.protocol,
        hostname: bareAddress(url.hostname),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        // No shared pool: a pooled socket could have been opened for another target's address.
        agent: false,
        lookup: pinnedLookup(target),
        signal,
      },
      resolve,
    );
    request.on('error', (error) => {
      // A parse error can leave the socket open; a pinned socket is never reused.
      request.destroy();
      reject(error);
    });
    request.end(body);
  });
}
