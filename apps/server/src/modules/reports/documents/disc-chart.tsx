/** @jsxRuntime automatic */
import { Line, Rect, Svg, Text, View } from '@react-pdf/renderer';
import type { DiscSection } from '../report-document.js';
import { DISC_COLORS, DISC_LABEL_COLORS, REPORT_COLORS as C } from './report-theme.js';

/**
 * The DISC profile as a bar chart: the four factors 0-100 drawn in SVG (bars and grid), with the
 * numbers set as ordinary text around it so they use the document's font and can be selected.
 * The dashed line at 50 is the profile's midline: a factor above it is one the person leans on.
 */

const WIDTH = 252;
const HEIGHT = 132;
const AXIS = 22;
const SLOT = WIDTH / 4;
const BAR = 32;
const TICKS = [0, 25, 50, 75, 100];

const y = (value: number) => HEIGHT - (Math.min(100, Math.max(0, value)) / 100) * HEIGHT;

export function DiscChart({ factors }: { factors: DiscSection['factors'] }) {
  return (
    <View style={{ width: AXIS + WIDTH }}>
      <View style={{ flexDirection: 'row', marginTop: 6 }}>
        <View style={{ width: AXIS, height: HEIGHT, position: 'relative' }}>
          {TICKS.map((tick) => (
            <Text key={tick} style={{ position: 'absolute', top: y(tick) - 4, right: 5, fontSize: 6.5, color: C.muted }}>
              {String(tick)}
            </Text>
          ))}
        </View>
        <View style={{ width: WIDTH, height: HEIGHT, position: 'relative' }}>
          <Svg width={WIDTH} height={HEIGHT}>
            {TICKS.map((tick) => (
              <Line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 50 ? C.secondary : C.border}
                strokeWidth={tick === 50 ? 0.8 : 0.6}
                strokeDasharray={tick === 50 ? '3 2' : undefined}
              />
            ))}
            {factors.map((factor, index) => (
              <Rect
                key={factor.factor}
                x={index * SLOT + (SLOT - BAR) / 2}
                y={y(factor.value)}
                width={BAR}
                height={HEIGHT - y(factor.value)}
                fill={DISC_COLORS[factor.factor]}
              />
            ))}
          </Svg>
          {factors.map((factor, index) => (
            <Text
              key={factor.factor}
              style={{ position: 'absolute', left: index * SLOT, width: SLOT, top: Math.max(0, y(factor.value) - 11), textAlign: 'center', fontSize: 8, fontFamily: 'Helvetica-Bold' }}
            >
              {String(Math.round(factor.value))}
            </Text>
          ))}
        </View>
      </View>
      <View style={{ flexDirection: 'row', marginLeft: AXIS, marginTop: 4 }}>
        {factors.map((factor) => (
          <Text key={factor.factor} style={{ width: SLOT, textAlign: 'center', fontFamily: 'Helvetica-Bold', fontSize: 10, color: DISC_LABEL_COLORS[factor.factor] }}>
            {factor.factor}
          </Text>
        ))}
      </View>
    </View>
  );
}
