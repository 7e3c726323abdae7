import { Button } from './Button';
import { DeferredSelectField } from './DeferredSelectField';
import styles from './Layout.module.css';

export interface ListFooterProps {
  loaded: number;
  total: number;
  /** false: `total` is the api's estimate (lists above 10,000 records), shown as "about N". */
  totalExact?: boolean;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (size: number) => void;
  itemLabel: string;
}

/** An estimated total to two significant digits ("about 100,000"): more precision would be false. */
export function aboutTotal(total: number): string {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, total))) - 1);
  return `about ${(Math.round(total / magnitude) * magnitude).toLocaleString('en')}`;
}

/** Paging controls shared by every list: count, page size and "Load more" (none with page size 0: the list scrolls on). */
export function ListFooter(props: ListFooterProps) {
  const { loaded, total, totalExact = true, hasNext, isLoadingNext, onLoadMore, pageSize, pageSizes, onPageSizeChange, itemLabel } = props;
  return (
    <div className={styles.toolbar}>
      <p className={styles.muted} aria-live="polite">
        Showing {loaded} of {totalExact ? total : aboutTotal(total)} {itemLabel}
      </p>
      <DeferredSelectField
        inline
        label="Page size"
        value={String(pageSize)}
        options={pageSizes.map((n) => ({ id: String(n), label: n === 0 ? 'Infinite scroll' : String(n) }))}
        onChange={(value) => onPageSizeChange(Number(value))}
      />
      {hasNext && pageSize !== 0 ? (
        <Button variant="secondary" onPress={onLoadMore} isDisabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
