/** What a use case may know about the caller's connection, without importing Fastify. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The session the request came with; logging in again replaces it. */
  sessionToken: string | null;
}
