/**
 * 商机线索 (business): the companies suggested to the demo exhibitor, best match first, paged; a
 * keyword and the scope (this exhibition or every show) live in the URL and change the rows. The
 * English exhibitor sees its own suggestions.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { joinMatchingGetByCompany } from '@gen/api/join/join';
import { JoinMatchingGetByCompanyResponse } from '@gen/zod/join/join';
import { exhibitions, ids } from '@/mocks/data/places';
import { session } from '@/lib/session/store';
import { mockDb } from '../setup';
import { findHeading, renderApp, rowOf } from '../support/app';

const FLOW = 60_000;
afterEach(() => session.clear());

const matchesOf = (compId: string, exhibitionId?: string) =>
  mockDb
    .find('joinMatchings', (m) => m.compId === compId && (!exhibitionId || m.exhibitionId === exhibitionId))
    .sort((a, b) => Number(b.matchScore) - Number(a.matchScore));

describe('business leads', () => {
  it('lists the suggested companies by match, filters by keyword and widens to every show', async () => {
    const { router, user } = await renderApp('/exhibition/index/business', { as: 'exhibitor' });
    await findHeading('商机线索');
    const current = matchesOf(ids.company, exhibitions[0]!.id);
    const best = current[0]!;
    const row = await rowOf(best.matchCompanyName);
    expect(row).toHaveTextContent(String(best.matchReason));
    expect(row).toHaveTextContent(String(best.matchBoothNo));
    expect(row).toHaveTextContent(String(best.matchScore));
    expect(screen.getByText(`共 ${current.length} 条`)).toBeInTheDocument();

    // A keyword: in the URL, and only the matching companies stay.
    const industry = String(current.at(-1)!.matchIndustryName);
    await user.type(screen.getByRole('searchbox'), `${industry}{Enter}`);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ keyword: industry }));
    const kept = current.filter((m) => [m.matchCompanyName, m.matchIndustryName, m.matchReason, m.matchBoothNo].some((v) => String(v ?? '').includes(industry)));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(kept.length + 1));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '{Enter}');

    // Every show: last year's suggestions join, with their exhibition named.
    await user.click(screen.getByRole('checkbox', { name: '包含往届展会的推荐' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ all: true }));
    expect(await screen.findByRole('columnheader', { name: /展会/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(`共 ${matchesOf(ids.company).length} 条`)).toBeInTheDocument());

    // The seeded suggestions answer as the contract says.
    const answer = await joinMatchingGetByCompany({ compId: ids.company, pageIndex: 1, pageSize: 100 });
    expect(JoinMatchingGetByCompanyResponse.safeParse(answer).error).toBeUndefined();
    expect(answer.data.items).toHaveLength(matchesOf(ids.company).length);
  }, FLOW);

  it('shows the English exhibitor its own suggestions', async () => {
    await renderApp('/exhibitionEn/index/business', { as: 'exhibitor.en' });
    await findHeading('Business leads');
    const own = matchesOf(ids.companyEn, exhibitions[0]!.id);
    const row = await rowOf(own[0]!.matchCompanyName);
    expect(within(row).getAllByRole('cell').length).toBeGreaterThan(3);
    expect(screen.getByRole('columnheader', { name: /Match/ })).toBeInTheDocument();
  }, FLOW);
});
