// Request and answer types of each call, read from the generated contract types.
import type { paths } from './generated/schema';

// The player app's calls live under /sys and /base; the vendor wallet and payment webhooks in the same
// contract are called by other servers, never by the app.
type AppPath = `/sys/${string}` | `/base/${string}`;

/** Paths the app calls with POST (every app path except the file URL). */
export type CallPath = {
  [P in keyof paths]: P extends AppPath ? (paths[P] extends { post: object } ? P : never) : never;
}[keyof paths];

type PostOperation<P extends CallPath> = paths[P]['post'];

type Content<P extends CallPath> =
  NonNullable<PostOperation<P>['requestBody']> extends { content: infer C } ? C : never;

// Multipart file fields are `string` (format binary) in the generated types; the app sends a Blob.
type WithFiles<B> = { [K in keyof B]: NonNullable<B[K]> extends string ? B[K] | Blob : B[K] };

/** The body an operation declares, or `never` when it takes none. */
export type CallBody<P extends CallPath> = 'multipart/form-data' extends keyof Content<P>
  ? WithFiles<Content<P>['multipart/form-data']>
  : Content<P>[keyof Content<P>];

/** The `data` of the operation's envelope on success. */
export type CallData<P extends CallPath> = PostOperation<P>['responses'] extends {
  200: { content: { 'application/json': infer E } };
}
  ? E extends { data?: infer D }
    ? Exclude<D, undefined>
    : never
  : never;

export interface CallOptions {
  /** `false` keeps the global loading indicator off for this call (background checks and polling). */
  loading?: boolean;
}

export type CallArgs<P extends CallPath> = [CallBody<P>] extends [never]
  ? [body?: undefined, options?: CallOptions]
  : undefined extends PostOperation<P>['requestBody']
    ? [body?: CallBody<P>, options?: CallOptions]
    : [body: CallBody<P>, options?: CallOptions];
