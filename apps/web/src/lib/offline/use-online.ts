import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the device has a network, as the data client sees it (the browser's online and offline
 * events; lib/query-client.ts reads the state a page was loaded in).
 * @example const online = useOnline();
 */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
