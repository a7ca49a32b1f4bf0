import { WidgetHeading } from '../../core';

export const Heading = WidgetHeading;
