import { Button } from '../../../ui';
import { showError, showMessage } from '../../../app/errors/messages';
import { useSetDefaultSection } from '../mutations/useSetDefaultSection';
import styles from './Record.module.css';

/**
 * Beside the active section tab: "Make default" saves it as the section this type's records open on for the user
 * (`/{type}/detail/{id}`); the tab that already is the default says so.
 */
export function DefaultSectionAction({
  object,
  section,
  isDefault,
}: {
  object: string;
  section: { key: string; label: string };
  isDefault: boolean;
}) {
  const [save, saving] = useSetDefaultSection();
  if (isDefault) return <span className={styles.defaultMark}>Default</span>;
  return (
    <Button
      variant="quiet"
      className={styles.makeDefault}
      aria-label={`Make ${section.label} the default section`}
      isDisabled={saving}
      onPress={() => {
        save(object, section.key).then(
          (result) => {
            if (result.__typename === 'SetDefaultSectionSuccess') showMessage(`${section.label} is now the default section`);
            else if (result.__typename === 'ValidationError') showError(result.message);
          },
          () => showError('The default section could not be saved; please try again.'),
        );
      }}
    >
      Make default
    </Button>
  );
}
