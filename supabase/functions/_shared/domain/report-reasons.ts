// Why a reader reports a shared entry (issue 16): a short list, one source for the report dialog,
// the API's validation and the database's check (entry_reports.reason, private.report_entry).
// `key` is stored and shown to moderators in plain words ("reported 3 times: spam"); `label` is
// what the reader picks.
export const REPORT_REASONS = [
  { key: 'someone in danger', label: 'It could put someone in danger' },
  { key: 'harassment or hate', label: 'Harassment or hate' },
  { key: 'private information', label: 'It shares someone’s private information' },
  { key: 'spam', label: 'Spam or advertising' },
  { key: 'something else', label: 'Something else' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['key'];

export const REPORT_REASON_KEYS = REPORT_REASONS.map((reason) => reason.key) as [ReportReason, ...ReportReason[]];
