// Forbidden (features-below-the-layout): a feature importing the shell.
import { layout } from '../../shell/layout';

export const placesTheLayout = () => layout;
