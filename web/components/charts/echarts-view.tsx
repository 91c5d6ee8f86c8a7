// The only module that imports ECharts: core, the bar and line charts, the grid
// and the SVG renderer. Loaded lazily by <Chart>, so no other chunk carries it.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import { type ChartSpec, chartOption } from './chart-option';
import { readChartTheme } from './chart-theme';

use([BarChart, LineChart, GridComponent, SVGRenderer]);

export default function EChartsView({
  spec,
  height,
  className,
}: {
  spec: ChartSpec;
  height: number;
  className?: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  // The option depends on the width (label room), so a resize redraws it.
  const [width, setWidth] = useState<number>();

  useEffect(() => {
    const dom = element.current;
    if (!dom) return;
    const instance = init(dom, null, { renderer: 'svg' });
    chart.current = instance;
    const resize = new ResizeObserver(() => {
      instance.resize();
      setWidth(dom.clientWidth);
    });
    resize.observe(dom);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const dom = element.current;
    // The first size comes from the observer, right after it starts: draw once it is known.
    if (!chart.current || !dom || width === undefined) return;
    chart.current.setOption(chartOption(spec, readChartTheme(dom), width), { notMerge: true });
  }, [spec, width]);

  return <div ref={element} className={className} style={{ height, width: '100%' }} />;
}
