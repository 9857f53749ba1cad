/** The header the browser-test stack reads the viewer's address from (bin/local/app-server.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-local-test-client-address';
