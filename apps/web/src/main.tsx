import { bootApp } from '#web/app/boot.tsx';

void bootApp();
