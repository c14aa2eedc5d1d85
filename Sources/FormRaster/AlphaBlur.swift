import Foundation

/// A Gaussian blur of an 8-bit alpha image, in place, as three box blurs across and three down.
struct AlphaBlur {
    let width: Int
    let height: Int
    let stride: Int
    let sigma: Double

    var boxRadii: [Int] { AlphaBlur.boxRadii(sigma: sigma) }

    /// How far one pixel's value spreads: the three boxes' radii together.
    static func support(sigma: Double) -> Int {
        sigma > 0 ? boxRadii(sigma: sigma).reduce(0, +) : 0
    }

    /// The three box widths whose succession best matches a Gaussian of `sigma` (Kovesi's method).
    static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let split = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { (Double($0) < split ? lower : upper) / 2 }
    }

    func apply(to data: UnsafeMutablePointer<UInt8>) {
        let radii = boxRadii
        let lines = Lines(radii: radii, capacity: width)
        for y in 0..<height { lines.blur(data + y * stride, step: 1, count: width) }
        let strips = ColumnStrips(radii: radii, height: height)
        for left in Swift.stride(from: 0, to: width, by: ColumnStrips.width) {
            strips.blur(data, stride: stride, left: left, count: min(ColumnStrips.width, width - left))
        }
    }

    /// Blurs lines of a shape's mask, one at a time, and skips what needs no work: a line equal to the
    /// one before it (a shape's straight middle gives many) takes that line's result, an empty line
    /// stays empty, and of a long constant middle (all inside, or all of one partly covered row) only
    /// the two ends are blurred, since a blur leaves a constant run constant but for its ends.
    final class Lines {
        let windows: [BoxWindow]
        let support: Int
        /// The last line blurred, as it was and as it became.
        private let input: UnsafeMutablePointer<UInt8>
        private let output: UnsafeMutablePointer<UInt8>
        private var inputCount = -1
        /// The line being read, before it is compared with the last one.
        private let line: UnsafeMutablePointer<UInt8>
        /// Two lines of 8.8 fixed point, swapped between passes.
        private let first: UnsafeMutablePointer<UInt32>
        private let second: UnsafeMutablePointer<UInt32>

        init(radii: [Int], capacity: Int) {
            windows = radii.map(BoxWindow.init(radius:))
            support = radii.reduce(0, +)
            let capacity = max(1, capacity)
            input = .allocate(capacity: capacity)
            output = .allocate(capacity: capacity)
            line = .allocate(capacity: capacity)
            first = .allocate(capacity: capacity)
            second = .allocate(capacity: capacity)
        }

        deinit {
            input.deallocate()
            output.deallocate()
            line.deallocate()
            first.deallocate()
            second.deallocate()
        }

        func blur(_ base: UnsafeMutablePointer<UInt8>, step: Int, count: Int) {
            guard count > 0 else { return }
            if step == 1 {
                line.update(from: base, count: count)
            } else {
                for index in 0..<count { line[index] = base[index * step] }
            }
            if count != inputCount || memcmp(line, input, count) != 0 {
                input.update(from: line, count: count)
                inputCount = count
                blurInput(count: count)
            }
            if step == 1 {
                base.update(from: output, count: count)
            } else {
                for index in 0..<count { base[index * step] = output[index] }
            }
        }

        private func blurInput(count: Int) {
            var nonzero = false
            for index in 0..<count where input[index] != 0 {
                nonzero = true
                break
            }
            guard nonzero else {
                output.update(repeating: 0, count: count)
                return
            }
            let middle = count / 2
            let value = input[middle]
            var start = middle, end = middle
            while start > 0 && input[start - 1] == value { start -= 1 }
            while end + 1 < count && input[end + 1] == value { end += 1 }
            let reach = 2 * support
            guard end - start > 2 * reach else {
                segment(from: 0, count: count, before: 0, after: 0)
                return
            }
            // The run stays `value` from start + support to end - support: blur only what lies outside.
            segment(from: 0, count: start + reach, before: 0, after: UInt32(value) << 8)
            (output + start + reach).update(repeating: value, count: end + 1 - reach - (start + reach))
            segment(from: end + 1 - reach, count: count - (end + 1 - reach), before: UInt32(value) << 8, after: 0)
        }

        /// Blurs `count` values of the input from `from` into the output, taking `before` and `after`
        /// as the values beyond them.
        private func segment(from: Int, count: Int, before: UInt32, after: UInt32) {
            guard count > 0 else { return }
            var source = first, target = second
            for index in 0..<count { source[index] = UInt32(input[from + index]) << 8 }
            for window in windows {
                AlphaBlur.boxPass(source, into: target, count: count, window: window, before: before, after: after)
                swap(&source, &target)
            }
            for index in 0..<count { output[from + index] = UInt8(truncatingIfNeeded: (source[index] &+ 128) >> 8) }
        }
    }

    /// A running mean over 2·radius + 1 values; `before` and `after` stand for the values outside.
    static func boxPass(_ source: UnsafeMutablePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, count: Int, window: BoxWindow,
                        before: UInt32 = 0, after: UInt32 = 0) {
        let radius = window.radius
        @inline(__always) func value(_ index: Int) -> UInt32 {
            index < 0 ? before : index >= count ? after : source[index]
        }
        var sum: UInt32 = 0
        for index in -radius...radius { sum &+= value(index) }
        target[0] = window.mean(sum)
        guard count > 1 else { return }
        for index in 1..<count {
            sum = sum &+ value(index + radius) &- value(index - radius - 1)
            target[index] = window.mean(sum)
        }
    }
}

/// One box of the blur: its radius, and the rounded mean of a window's sum by a multiplication and a
/// shift instead of a division, which would cost most of the blur's time.
struct BoxWindow {
    let radius: Int
    let size: UInt32
    /// Whether sums are divided (a box too wide for the multiplication to stay exact).
    let divides: Bool
    private let multiplier: UInt32
    private let shift: UInt64

    init(radius: Int) {
        self.radius = radius
        size = UInt32(2 * radius + 1)
        // Exact for every x < 2^n when shift = n + ⌈log2 size⌉ and multiplier = ⌈2^shift / size⌉
        // (Granlund and Montgomery); x is at most 65535 · size + size / 2, and below 2^14 the
        // multiplier fits 32 bits, so the product is one 32 × 32 → 64-bit multiplication.
        let largest = UInt64(size) * 65_535 + UInt64(size / 2)
        let n = UInt64(64 - largest.leadingZeroBitCount)
        let log = UInt64(size <= 1 ? 0 : 32 - (size - 1).leadingZeroBitCount)
        divides = size >= 1 << 14
        shift = divides ? 0 : n + log
        multiplier = divides ? 0 : UInt32(((1 << shift) + UInt64(size) - 1) / UInt64(size))
    }

    /// (sum + size / 2) / size.
    @inline(__always) func mean(_ sum: UInt32) -> UInt32 {
        divides ? (sum &+ size / 2) / size : multipliedMean(sum)
    }

    /// `mean` where the box does not divide, without a branch, so a loop of them runs side by side.
    @inline(__always) func multipliedMean(_ sum: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: (UInt64(sum &+ size / 2) &* UInt64(multiplier)) &>> shift)
    }
}
