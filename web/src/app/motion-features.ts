// Loaded after first paint (see providers.tsx): animations are an enhancement, not content.
import { domAnimation } from 'motion/react';

export default domAnimation;
