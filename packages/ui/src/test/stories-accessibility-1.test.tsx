import { describeStoryAccessibility } from './story-accessibility-suite';

// Share 1 of 2 of the story files (see story-accessibility-suite.tsx for why they are split).
describeStoryAccessibility(0, 2);
