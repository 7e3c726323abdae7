import { graphql, useLazyLoadQuery } from 'react-relay';
import styles from './Panels.module.css';
import type { VideoPanelQuery } from './__generated__/VideoPanelQuery.graphql';

/** 'Walkthrough Videos': the checklist's videos with embedded players. */
export default function VideoPanel() {
  const { viewer } = useLazyLoadQuery<VideoPanelQuery>(
    graphql`
      query VideoPanelQuery {
        viewer {
          onboardingVideos {
            title
            url
            isCompleted
          }
        }
      }
    `,
    {},
  );
  return (
    <section aria-label="Walkthrough Videos">
      <h2 className={styles.title}>Walkthrough Videos</h2>
      <ul className={styles.grid}>
        {(viewer?.onboardingVideos ?? []).map((v) => (
          <li key={v.url}>
            <iframe title={v.title} src={v.url} width={320} height={180} allow="fullscreen" loading="lazy" />
            <p>
              {v.title} {v.isCompleted ? <span className={styles.muted}>· watched</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
