import AccountCircle from '@mui/icons-material/AccountCircleOutlined';
import Chat from '@mui/icons-material/ChatOutlined';
import CardGiftcard from '@mui/icons-material/CardGiftcardOutlined';
import Extension from '@mui/icons-material/ExtensionOutlined';
import Keyboard from '@mui/icons-material/KeyboardOutlined';
import Laptop from '@mui/icons-material/LaptopMacOutlined';
import Lightbulb from '@mui/icons-material/LightbulbOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import RocketLaunch from '@mui/icons-material/RocketLaunchOutlined';
import Security from '@mui/icons-material/SecurityOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { HelpCategoryIcon, HelpIllustration } from '../api/types';

export const illustrationIcons: Record<HelpIllustration, SvgIconComponent> = {
  rocket: RocketLaunch,
  gift: CardGiftcard,
  keyboard: Keyboard,
  laptop: Laptop,
  lightbulb: Lightbulb,
  chat: Chat,
};

export const categoryIcons: Record<HelpCategoryIcon, SvgIconComponent> = {
  rocket: RocketLaunch,
  account: AccountCircle,
  billing: Payments,
  delivery: LocalShipping,
  security: Security,
  integrations: Extension,
};
