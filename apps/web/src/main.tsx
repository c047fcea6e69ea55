import { bootApp } from './app/boot';

void bootApp();
