/**
 * The largest request bodies the servers behind the proxy read, in one place: each server refuses
 * more itself, and the proxy answers 413 before forwarding more (proxy/src/http/upstreams.ts). A
 * body over a server's limit that the proxy let through would make it close the connection
 * mid-request, and a visitor's reset is no reason to count a server out (issue 20 #4).
 *
 * The API's limit is configuration (the proxy's PROXY_MAX_BODY_BYTES; its uploads need it).
 */

/** The price board's form (`POST /priceboard/Acc/amw`): its ten fields fit in far less. */
export const PRICEBOARD_MAX_BODY_BYTES = 16 * 1024;

/**
 * The SSO's forms (login, consent, logout) as its `readForm` reads them. oidc-provider's own
 * endpoints would read more, but nothing this site sends them comes near it.
 */
export const SSO_MAX_BODY_BYTES = 16 * 1024;
