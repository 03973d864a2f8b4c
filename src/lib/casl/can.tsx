import { Can as CaslCan, useAbility as useCaslAbility } from '@casl/react';
import type { AppAbility } from './ability';

export const useAbility = () => useCaslAbility<AppAbility>();
export const Can = CaslCan;
