import { describe, expect, it } from 'vitest';
import { toHighlight } from './mapping.ts';

describe('toHighlight', () => {
  it('escapes the writer’s text and turns only the database’s marks into <mark>', () => {
    expect(toHighlight('<img src=x onerror="alert(1)"> & \u0001sea\u0002\'s')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; <mark>sea</mark>&#39;s',
    );
    expect(toHighlight('<mark>not ours</mark>')).toBe('&lt;mark&gt;not ours&lt;/mark&gt;');
  });
});
