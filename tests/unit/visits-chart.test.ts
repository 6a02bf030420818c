// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { barRect, labelledSlots, linePoints, slotCentre, valueAxis, yOf, type Box } from '@/features/visits/lib/chart'

// The Visits chart's scaling (docs/decisions.md #187).

const box: Box = { left: 30, top: 20, width: 300, height: 100 }

describe('valueAxis', () => {
  it('picks the smallest 1-2-5 step that fits in the steps allowed', () => {
    expect(valueAxis(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] })
    expect(valueAxis(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] })
    expect(valueAxis(142)).toEqual({ top: 150, ticks: [0, 50, 100, 150] })
    expect(valueAxis(52, 3)).toEqual({ top: 60, ticks: [0, 20, 40, 60] })
    expect(valueAxis(10, 3)).toEqual({ top: 10, ticks: [0, 5, 10] })
    expect(valueAxis(1)).toEqual({ top: 1, ticks: [0, 1] })
    expect(valueAxis(12_345, 3).top).toBe(15_000)
  })
  it('keeps all-zero data on the baseline', () => {
    expect(valueAxis(0)).toEqual({ top: 1, ticks: [0, 1] })
  })
  it('refuses impossible input', () => {
    expect(() => valueAxis(-1)).toThrow(RangeError)
    expect(() => valueAxis(Number.NaN)).toThrow(RangeError)
    expect(() => valueAxis(5, 0)).toThrow(RangeError)
  })
})

describe('positions', () => {
  it('puts 0 on the bottom edge and the top value on the top edge', () => {
    expect(yOf(0, 10, box)).toBe(120)
    expect(yOf(10, 10, box)).toBe(20)
    expect(yOf(5, 10, box)).toBe(70)
    expect(yOf(-3, 10, box)).toBe(120)
  })
  it('centres each day in an equal slot, oldest on the left', () => {
    expect(slotCentre(0, 30, box)).toBe(35)
    expect(slotCentre(29, 30, box)).toBe(325)
  })
  it('draws a bar from one value to another, a 0 bar flat', () => {
    expect(barRect(0, 30, box, 10, 0, 5)).toEqual({ x: 31.5, y: 70, width: 7, height: 50 })
    expect(barRect(1, 30, box, 10, 5, 10)).toEqual({ x: 41.5, y: 20, width: 7, height: 50 })
    expect(barRect(2, 30, box, 10, 0, 0).height).toBe(0)
  })
  it('joins the line through each day', () => {
    expect(linePoints([0, 10, 5], box, 10)).toBe('80,120 180,20 280,70')
  })
  it('labels the oldest, middle and newest day', () => {
    expect(labelledSlots(30)).toEqual([0, 14, 29])
    expect(labelledSlots(2)).toEqual([0, 1])
    expect(labelledSlots(1)).toEqual([0])
    expect(labelledSlots(0)).toEqual([])
  })
})
