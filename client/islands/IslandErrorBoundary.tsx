import { Component, type ReactNode } from 'react';
import { siteStrings as strings } from '../site-strings.js';

/** The error's message and those of its causes (`error.cause`, as thrown by fetch wrappers and RetryError), in order. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  for (
    let current = error;
    current !== undefined && current !== null && !seen.has(current);
    current = (current as { cause?: unknown }).cause
  ) {
    seen.add(current);
    messages.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    if (typeof current !== 'object') break;
  }
  return messages;
}

interface Props {
  children: ReactNode;
  /** Makes the island again (with fresh data) for "Tente novamente"; without it, the same children are rendered again. */
  reload?: () => Promise<ReactNode>;
}

interface State {
  error?: unknown;
  /** What reload() made, shown instead of the original children. */
  replacement?: ReactNode;
  retrying?: boolean;
}

/**
 * Around every island: a crash shows "Esta página deu erro" with the error and its causes, and "Tente novamente"
 * renders the island again, in place; the rest of the page (static HTML and the other islands) keeps working.
 */
export class IslandErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, retrying: false };
  }

  override componentDidCatch(error: unknown): void {
    console.error('docsgen: an island crashed', error);
  }

  private retry = (): void => {
    const { reload } = this.props;
    if (!reload) {
      this.setState({ error: undefined });
      return;
    }
    this.setState({ retrying: true });
    reload().then(
      (replacement) => this.setState({ error: undefined, replacement, retrying: false }),
      (error: unknown) => this.setState({ error, retrying: false }),
    );
  };

  override render(): ReactNode {
    const { error, replacement, retrying } = this.state;
    if (error === undefined) return replacement ?? this.props.children;
    const [message, ...causes] = errorChain(error);
    return (
      <div className="dg-crash" role="alert">
        <p className="dg-crash__title">{strings.crash.title}</p>
        <p className="dg-crash__intro">{strings.crash.intro}</p>
        <p className="dg-crash__message">
          <code>{message}</code>
        </p>
        {causes.length > 0 ? (
          <>
            <p className="dg-crash__caused">{strings.crash.causedBy}</p>
            <ul className="dg-crash__causes">
              {causes.map((cause, i) => (
                <li key={i}>
                  <code>{cause}</code>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <button type="button" className="dg-crash__retry" onClick={this.retry} disabled={retrying}>
          {strings.crash.retry}
        </button>
      </div>
    );
  }
}
