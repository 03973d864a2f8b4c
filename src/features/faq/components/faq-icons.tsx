import AssignmentReturn from '@mui/icons-material/AssignmentReturnOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import ShoppingBag from '@mui/icons-material/ShoppingBagOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { FaqIcon } from '../api/types';

export const faqIconComponents: Record<FaqIcon, SvgIconComponent> = {
  payment: Payments,
  delivery: LocalShipping,
  returns: AssignmentReturn,
  orders: ShoppingBag,
  services: Inventory,
};
