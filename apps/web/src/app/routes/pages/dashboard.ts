// The route module the bundle budget measures (bench/bundle.mjs): keep what it pulls in small.
export { default } from '../dashboard-route.tsx';
