// The crisis lines have one source: _shared/domain/crisis-lines.ts. This re-export keeps older imports pointing there.
export { CRISIS_RESOURCES } from '../domain/crisis-lines.ts';
