import { randomUUID } from 'node:crypto';
import { ABUSE_SIGNALS, DAY_MS } from '@fre/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import { cookieOptions } from '#server/http/authenticate.ts';

/**
 * A first-party, random device id, recorded with sign-ups and sign-ins so that accounts made in
 * one browser can be grouped. A weak signal: a script can drop it, forge it or replay another
 * browser's id, so it only ever adds to stronger signals and never decides anything alone.
 * httpOnly, SameSite=Lax and Secure like the session cookie; never read by the web app.
 */
export const DEVICE_COOKIE = 'fre_device';
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The device id the browser presented, if it is one we could have issued. */
export function presentedDeviceId(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_COOKIE];
  return value && DEVICE_ID.test(value) ? value : null;
}

export interface BrowserDevice {
  id: string;
  /** A new id, to be set in the answer once the sign-up or sign-in has succeeded. */
  issued: boolean;
}

/** The device id of a browser sign-up or sign-in: the presented one, else a new one. */
export function browserDevice(request: FastifyRequest): BrowserDevice {
  const presented = presentedDeviceId(request);
  return presented ? { id: presented, issued: false } : { id: randomUUID(), issued: true };
}

/**
 * Sets a newly issued id, once, with a fixed lifetime (no longer than the rows it links are kept).
 * Called after the session cookies: simple clients keep the first cookie of an answer.
 */
export function setDeviceCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, device: BrowserDevice): void {
  if (device.issued) reply.setCookie(DEVICE_COOKIE, device.id, cookieOptions(ctx, request, (ABUSE_SIGNALS.deviceCookieDays * DAY_MS) / 1000));
}
