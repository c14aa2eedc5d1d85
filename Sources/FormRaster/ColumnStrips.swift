import Foundation

/// The blur down an alpha image, a strip of neighbouring columns at a time and each strip a row at a
/// time, so that the running sums of a row's columns are added side by side (the compiler vectorises
/// the inner loops); the same arithmetic as `AlphaBlur.Lines` down each column. A strip that is all
/// empty is left alone, and of a strip whose middle rows are all alike only the rows that reach past
/// them are blurred.
final class ColumnStrips {
    /// Columns a strip: enough for wide vector registers, few enough that a very tall mask's strip
    /// stays small.
    static let width = 32

    let windows: [BoxWindow]
    let support: Int
    private let height: Int
    /// A strip's rows in 8.8 fixed point, row after row, swapped between passes.
    private var first: UnsafeMutablePointer<UInt32>
    private var second: UnsafeMutablePointer<UInt32>
    /// One row each: the running sums, and the values above and below what a segment holds.
    private let sums: UnsafeMutablePointer<UInt32>
    private let before: UnsafeMutablePointer<UInt32>
    private let after: UnsafeMutablePointer<UInt32>

    init(radii: [Int], height: Int) {
        windows = radii.map(BoxWindow.init(radius:))
        support = radii.reduce(0, +)
        self.height = max(1, height)
        first = .allocate(capacity: self.height * ColumnStrips.width)
        second = .allocate(capacity: self.height * ColumnStrips.width)
        sums = .allocate(capacity: ColumnStrips.width)
        before = .allocate(capacity: ColumnStrips.width)
        after = .allocate(capacity: ColumnStrips.width)
    }

    deinit {
        first.deallocate()
        second.deallocate()
        sums.deallocate()
        before.deallocate()
        after.deallocate()
    }

    /// Blurs columns `left..<left + count` (count at most `width`) of `height` rows, `stride` bytes apart.
    func blur(_ data: UnsafeMutablePointer<UInt8>, stride: Int, left: Int, count: Int) {
        let rows = height
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { data + y * stride + left }
        var empty = true
        for y in 0..<rows where empty {
            for x in 0..<count where row(y)[x] != 0 {
                empty = false
                break
            }
        }
        guard !empty else { return }
        let middle = rows / 2
        var start = middle, end = middle
        while start > 0 && memcmp(row(start - 1), row(middle), count) == 0 { start -= 1 }
        while end + 1 < rows && memcmp(row(end + 1), row(middle), count) == 0 { end += 1 }
        let reach = 2 * support
        guard end - start > 2 * reach else {
            before.update(repeating: 0, count: count)
            after.update(repeating: 0, count: count)
            segment(data, stride: stride, left: left, count: count, from: 0, rows: rows)
            return
        }
        // The middle rows stay as they are from start + support to end - support: blur only the rows
        // outside, with the middle row's values beyond them.
        for x in 0..<count { after[x] = UInt32(row(middle)[x]) << 8 }
        before.update(repeating: 0, count: count)
        segment(data, stride: stride, left: left, count: count, from: 0, rows: start + reach)
        before.update(from: after, count: count)
        after.update(repeating: 0, count: count)
        segment(data, stride: stride, left: left, count: count, from: end + 1 - reach, rows: rows - (end + 1 - reach))
    }

    /// Blurs `rows` rows of the strip from `from`, taking `before` and `after` as the rows beyond them.
    private func segment(_ data: UnsafeMutablePointer<UInt8>, stride: Int, left: Int, count: Int, from: Int, rows: Int) {
        guard rows > 0 else { return }
        let width = count
        for y in 0..<rows {
            let source = data + (from + y) * stride + left, target = first + y * width
            for x in 0..<width { target[x] = UInt32(source[x]) << 8 }
        }
        for window in windows {
            pass(first, into: second, width: width, rows: rows, window: window)
            swap(&first, &second)
        }
        for y in 0..<rows {
            let source = first + y * width, target = data + (from + y) * stride + left
            for x in 0..<width { target[x] = UInt8(truncatingIfNeeded: (source[x] &+ 128) >> 8) }
        }
    }

    /// One box down every column of the strip: a running sum per column, a row at a time.
    private func pass(_ source: UnsafeMutablePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, width: Int, rows: Int, window: BoxWindow) {
        let radius = window.radius
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { y < 0 ? before : y >= rows ? after : source + y * width }
        sums.update(repeating: 0, count: width)
        for y in -radius...radius {
            let values = row(y)
            for x in 0..<width { sums[x] &+= values[x] }
        }
        for y in 0..<rows {
            if y > 0 {
                let entering = row(y + radius), leaving = row(y - radius - 1)
                for x in 0..<width { sums[x] = sums[x] &+ entering[x] &- leaving[x] }
            }
            let out = target + y * width
            if window.divides {
                for x in 0..<width { out[x] = window.mean(sums[x]) }
            } else {
                for x in 0..<width { out[x] = window.multipliedMean(sums[x]) }
            }
        }
    }
}
