import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'react-router';
import { sameOriginPath } from '../../../app/links';
import { Alert, Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import type { ExplorerHomeQuery } from './__generated__/ExplorerHomeQuery.graphql';
import type { ExplorerHomeQuestionMutation } from './__generated__/ExplorerHomeQuestionMutation.graphql';
import styles from './Panels.module.css';

/** The Explorer home: its help pages, one opened 4 items at a time, and "Ask a question". */
export default function ExplorerHome() {
  const [page, setPage] = useState<string>('getting-started');
  const [currentPage, setCurrentPage] = useState(1);
  const { viewer } = useLazyLoadQuery<ExplorerHomeQuery>(
    graphql`
      query ExplorerHomeQuery($page: String!, $currentPage: Int!) {
        viewer {
          explorerPages {
            value
            title
          }
          explorerSubpage(page: $page, currentPage: $currentPage) {
            items {
              value
              title
              description
              url
            }
            pageSize
            totalItem
          }
          explorerQuestionForm {
            email
            name
          }
        }
      }
    `,
    { page, currentPage },
  );
  const [ask, asking] = useMutation<ExplorerHomeQuestionMutation>(graphql`
    mutation ExplorerHomeQuestionMutation($input: ExplorerQuestionInput!) {
      askExplorerQuestion(input: $input) {
        __typename
        ... on ValidationError {
          message
        }
      }
    }
  `);
  const [subject, setSubject] = useState('');
  const [question, setQuestion] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const sub = viewer?.explorerSubpage;
  const pages = sub ? Math.max(1, Math.ceil(sub.totalItem / sub.pageSize)) : 1;
  return (
    <div>
      <nav aria-label="Explorer pages">
        {(viewer?.explorerPages ?? []).map((p) => (
          <Button
            key={p.value}
            variant={p.value === page ? 'primary' : 'secondary'}
            onPress={() => {
              setPage(p.value);
              setCurrentPage(1);
            }}
          >
            {p.title}
          </Button>
        ))}
      </nav>
      <ul className={styles.list} aria-label="Explorer items">
        {(sub?.items ?? []).map((i) => {
          const href = sameOriginPath(i.url);
          return (
            <li key={i.value} className={styles.item}>
              {href ? <Link to={href}>{i.title}</Link> : i.title} <span className={styles.muted}>{i.description}</span>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <div>
          <Button variant="secondary" isDisabled={currentPage <= 1} onPress={() => setCurrentPage((n) => n - 1)}>
            Previous
          </Button>
          <Button variant="secondary" isDisabled={currentPage >= pages} onPress={() => setCurrentPage((n) => n + 1)}>
            Next
          </Button>
        </div>
      ) : null}
      <p>
        <Link to="/explorer/call">Request a call</Link> · <Link to="/explorer/questionnaire">Tell us about your company</Link>
      </p>
      <h2>Ask a question</h2>
      {message ? <Alert tone={message.ok ? 'info' : 'error'}>{message.text}</Alert> : null}
      <TextField name="subject" label="Subject" value={subject} onChange={setSubject} isRequired />
      <TextField name="question" label="Question" value={question} onChange={setQuestion} multiline isRequired />
      <Button
        isDisabled={asking}
        onPress={() =>
          ask({
            variables: {
              input: { email: viewer?.explorerQuestionForm.email ?? '', name: viewer?.explorerQuestionForm.name ?? '', subject, question },
            },
            onCompleted: ({ askExplorerQuestion: r }) => {
              if (r.__typename === 'ValidationError') setMessage({ ok: false, text: r.message });
              else {
                setMessage({ ok: true, text: 'Your question was sent.' });
                setSubject('');
                setQuestion('');
              }
            },
          })
        }
      >
        Send
      </Button>
    </div>
  );
}
