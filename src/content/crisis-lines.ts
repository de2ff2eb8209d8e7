// The crisis lines have one source, shared with the API and the reflection engine:
// supabase/functions/_shared/domain/crisis-lines.ts. This re-export keeps older imports pointing there.
export * from '../../supabase/functions/_shared/domain/crisis-lines.ts';
