import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutTotal, ListFooter } from '../../web/src/ui/ListFooter';

const props = { loaded: 20, hasNext: true, isLoadingNext: false, onLoadMore: () => undefined, pageSize: 20, pageSizes: [20, 50], onPageSizeChange: () => undefined, itemLabel: 'organizations' };

describe('the list footer total', () => {
  it('shows an exact total as it is', () => {
    render(<ListFooter {...props} total={9876} />);
    expect(screen.getByText('Showing 20 of 9876 organizations')).toBeTruthy();
  });

  it('shows an estimated total as "about" two significant digits', () => {
    render(<ListFooter {...props} total={100_213} totalExact={false} />);
    expect(screen.getByText('Showing 20 of about 100,000 organizations')).toBeTruthy();
    expect(aboutTotal(12_345)).toBe('about 12,000');
    expect(aboutTotal(98_765)).toBe('about 99,000');
    expect(aboutTotal(10_001)).toBe('about 10,000');
  });
});
