/** Where the control API answers on the standalone server, under its origin. */
export const adminPrefix = '/__admin';
