import { startTransition, useEffect, useState } from 'react';
import type { PortfolioSource } from '../data/source';
import type { PortfolioData, PortfolioPart } from '../domain/model';
import { usePortfolioSource } from './PortfolioSourceContext';

export type PartState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  /** The message is kept for diagnostics; the page shows what it can instead of the error. */
  | { readonly status: 'error'; readonly error: string };

const LOADING = { status: 'loading' } as const;

interface Settled<K extends PortfolioPart> {
  readonly source: PortfolioSource;
  readonly part: K;
  readonly state: PartState<PortfolioData[K]>;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function initialState<K extends PortfolioPart>(
  source: PortfolioSource,
  part: K,
): Settled<K> | null {
  const data = source.peek?.(part);
  return data === undefined ? null : { source, part, state: { status: 'ready', data } };
}

/**
 * A part of the data: ready at the first render when the source has it inline (so the prerendered
 * HTML and the hydration agree), loading otherwise. Live mode shows the inline snapshot, then its own
 * fetch.
 */
export function usePortfolioPart<K extends PortfolioPart>(part: K): PartState<PortfolioData[K]> {
  const source = usePortfolioSource();
  // The state remembers what it answers, so a new source or part reads as loading without a reset.
  const [settled, setSettled] = useState<Settled<K> | null>(() => initialState(source, part));

  useEffect(() => {
    if (source.mode !== 'live' && source.peek?.(part) !== undefined) return;
    let current = true;
    // A transition: arriving data never replaces what is shown by a fallback. A lazy part still
    // prerendered (the header's links, waiting for their chunk) keeps its HTML instead of collapsing,
    // which would shift the page.
    const settle = (state: PartState<PortfolioData[K]>) =>
      startTransition(() => {
        if (current) setSettled({ source, part, state });
      });
    source.load(part).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        console.error(`Failed to load ${part}:`, error);
        settle({ status: 'error', error: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [source, part]);

  if (settled && settled.source === source && settled.part === part) return settled.state;
  return initialState(source, part)?.state ?? LOADING;
}

export interface ListState<T> {
  /** Empty until the data arrives (and when it could not be loaded). */
  readonly items: readonly T[];
  readonly loading: boolean;
  /**
   * The list could not be loaded (a rate limit, an outage, a part the snapshot lacks): its emptiness
   * says nothing of the owner, so the page says it could not load it rather than "none".
   */
  readonly failed: boolean;
}

type ListPart = {
  [K in PortfolioPart]: PortfolioData[K] extends readonly unknown[] ? K : never;
}[PortfolioPart];

type ItemOf<K extends ListPart> = PortfolioData[K][number];

export function usePortfolioList<K extends ListPart>(part: K): ListState<ItemOf<K>> {
  const state = usePortfolioPart(part);
  return {
    items: state.status === 'ready' ? (state.data as readonly ItemOf<K>[]) : [],
    loading: state.status === 'loading',
    failed: state.status === 'error',
  };
}
