/** Fractions: reducing by the dice's primes, and doubles from BigInts of any size. */
import { formatFraction, primeFactors, ratio, reduceWith } from '../../src/dice';

test('prime factors of die sides', () => {
  expect(primeFactors(6)).toEqual([2n, 3n]);
  expect(primeFactors(20)).toEqual([2n, 5n]);
  expect(primeFactors(97)).toEqual([97n]);
  expect(primeFactors(1000)).toEqual([2n, 5n]);
});

test('reduceWith divides out the shared primes only', () => {
  expect(formatFraction(reduceWith(6n, 36n, [2n, 3n]))).toBe('1/6');
  expect(formatFraction(reduceWith(35n, 36n, [2n, 3n]))).toBe('35/36');
  expect(formatFraction(reduceWith(0n, 36n, [2n, 3n]))).toBe('0');
  expect(formatFraction(reduceWith(36n, 36n, [2n, 3n]))).toBe('1');
});

test('ratio keeps 15 digits even when the numbers overflow a double', () => {
  expect(ratio(1n, 3n)).toBe(1 / 3);
  expect(ratio(3n ** 1000n, 3n ** 1001n)).toBeCloseTo(1 / 3, 15);
  expect(ratio(2n ** 2000n - 1n, 2n ** 2001n)).toBeCloseTo(0.5, 15);
  expect(ratio(1n, 2n ** 1100n)).toBe(0); // below the smallest double
  expect(ratio(7n, 2n ** 1060n) / (7 * 2 ** -1060)).toBeCloseTo(1, 12);
});
