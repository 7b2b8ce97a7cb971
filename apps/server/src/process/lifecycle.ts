/** Process-wide state the health check reports: draining means "stop sending me requests". */
export const lifecycle = { draining: false };
