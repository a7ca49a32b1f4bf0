import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

const isLoopback = (address: string | undefined) => {
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
};

/**
 * A caller on this machine itself, not a visitor relayed by a proxy on it: the socket's peer
 * is loopback, the address Fastify settles on (TRUST_PROXY) is too, and no proxy header names
 * a client — nginx or Caddy on the same host connect from 127.0.0.1 on every visitor's behalf,
 * so the socket alone would open the door to the whole internet.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}
