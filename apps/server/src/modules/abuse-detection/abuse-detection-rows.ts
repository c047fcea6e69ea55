/** The rows the routes render: their shape, without the SQL behind it. */
export type { ClusterRow, MemberRow } from './abuse-detection.repository.ts';
