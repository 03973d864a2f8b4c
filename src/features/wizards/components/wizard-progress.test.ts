import { dealDefaults, dealSteps } from '../api/deal-schema';
import { sampleBodies } from '../api/sample-bodies';
import { lastReachable, resolveStep } from '@/components/wizard/wizard-progress';

const fresh = dealDefaults('2026-01-05');

describe('wizard progress (step gating)', () => {
  it('reaches no further than the first step that fails its schema', () => {
    expect(lastReachable(dealSteps, fresh)).toBe(0);
    expect(lastReachable(dealSteps, { ...fresh, discount: '10' })).toBe(1);
    expect(lastReachable(dealSteps, { ...sampleBodies.deals, confirmed: false })).toBe(3);
    expect(lastReachable(dealSteps, sampleBodies.deals)).toBe(3);
  });

  it('opens the step the address names when it is reachable, else the first step to fill', () => {
    expect(resolveStep(dealSteps, null, 2)).toBe(0);
    expect(resolveStep(dealSteps, 'details', 2)).toBe(1);
    expect(resolveStep(dealSteps, 'usage', 2)).toBe(2);
    expect(resolveStep(dealSteps, 'review', 2)).toBe(2);
    expect(resolveStep(dealSteps, 'nonsense', 1)).toBe(1);
  });
});
