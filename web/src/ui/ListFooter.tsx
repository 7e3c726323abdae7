import { Button } from './Button';
import { SelectField } from './SelectField';
import styles from './Layout.module.css';

export interface ListFooterProps {
  loaded: number;
  total: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (size: number) => void;
  itemLabel: string;
}

/** Paging controls shared by every list: count, page size and "Load more". */
export function ListFooter(props: ListFooterProps) {
  const { loaded, total, hasNext, isLoadingNext, onLoadMore, pageSize, pageSizes, onPageSizeChange, itemLabel } = props;
  return (
    <div className={styles.toolbar}>
      <p className={styles.muted} aria-live="polite">
        Showing {loaded} of {total} {itemLabel}
      </p>
      <SelectField
        inline
        label="Page size"
        value={String(pageSize)}
        options={pageSizes.map((n) => ({ id: String(n), label: String(n) }))}
        onChange={(value) => onPageSizeChange(Number(value))}
      />
      {hasNext ? (
        <Button variant="secondary" onPress={onLoadMore} isDisabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
