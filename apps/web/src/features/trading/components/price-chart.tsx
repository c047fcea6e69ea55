import { AreaSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { Price } from '#web/lib/price/get-price.ts';
import styles from './price-chart.module.css';

/** Reads a token's value so the chart uses the same colours as the rest of the app. */
const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The price history in TON (lightweight-charts, loaded with the trading page only). */
export default function PriceChart({ history, label }: { history: Price['history']; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = createChart(box.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: token('--color-text-muted'), attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: token('--color-border') } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      handleScroll: false,
      handleScale: false,
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: token('--color-gold-500'),
      topColor: token('--color-gold-glow'),
      bottomColor: 'transparent',
      lineWidth: 2,
      priceFormat: { type: 'price', precision: 7, minMove: 0.0000001 },
    });
    const seen = new Set<number>();
    const points = history
      .map((point) => ({ time: Math.floor(Date.parse(point.at) / 1000) as UTCTimestamp, value: Number(point.priceTon) }))
      .sort((a, b) => a.time - b.time)
      .filter((point) => !seen.has(point.time) && seen.add(point.time));
    series.setData(points);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [history]);
  return <div ref={box} className={styles.chart} role="img" aria-label={label} />;
}
