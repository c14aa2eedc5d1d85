import Expectations
import Testing
@testable import FormSnapshot
import PNGCodec

@Suite struct PixelComparatorTests {
    typealias Size = ComparisonResult.Size
    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    static let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)

    // MARK: Counting and limits

    @Test func identicalImagesPassWithNoDifferences() {
        let image = TestImages.formLike(width: 120, height: 80, seed: 1)
        let result = PixelComparator.compare(image, image)
        expectEqual(result, ComparisonResult(diffPixels: 0, antialiasedPixels: 0, totalPixels: 9600, passed: true))
    }

    @Test func onePixelChangeFailsWithoutTolerance() {
        let reference = PixelImage(width: 20, height: 10)
        var actual = reference
        actual[7, 3] = Self.black
        let result = PixelComparator.compare(reference, actual)
        expect(!result.passed)
        expectEqual(result.diffPixels, 1)
        expectEqual(result.sizeMismatch, nil)
    }

    @Test func onePixelChangePassesWithOnePixelAllowed() {
        let reference = PixelImage(width: 20, height: 10)
        var actual = reference
        actual[7, 3] = Self.black
        let result = PixelComparator.compare(reference, actual, options: ComparisonOptions(maxDiffPixels: 1))
        expect(result.passed)
        expectEqual(result.diffPixels, 1)
        expect(!result.isLowerBound)
    }

    /// 10 of 10 000 pixels differ: a ratio of 0.001.
    @Test(arguments: [
        (ComparisonOptions(maxDiffPixelRatio: 0.001), true),
        (ComparisonOptions(maxDiffPixelRatio: 0.0009), false),
        // Either limit is enough: the larger one wins.
        (ComparisonOptions(maxDiffPixels: 10, maxDiffPixelRatio: 0.0001), true),
        (ComparisonOptions(maxDiffPixels: 2, maxDiffPixelRatio: 0.001), true),
        (ComparisonOptions(maxDiffPixels: 9, maxDiffPixelRatio: 0.0009), false),
    ])
    func diffPixelRatioLimit(options: ComparisonOptions, passes: Bool) {
        let reference = PixelImage(width: 100, height: 100)
        var actual = reference
        for x in 0..<10 { actual[x * 9, 50] = Self.black }
        let result = PixelComparator.compare(reference, actual, options: options)
        expectEqual(result.passed, passes)
        if passes { expectEqual(result.diffPixels, 10) }
    }

    @Test func ratioLimitIsExactDespiteRounding() {
        // 0.57 * 100 is 56.99999999999999 in floating point; 57 / 100 still equals 0.57.
        expectEqual(ComparisonOptions(maxDiffPixelRatio: 0.57).allowedDiffPixels(totalPixels: 100), 57)
        expectEqual(ComparisonOptions(maxDiffPixelRatio: 1).allowedDiffPixels(totalPixels: 100), 100)
        expectEqual(ComparisonOptions(maxDiffPixelRatio: .nan).allowedDiffPixels(totalPixels: 100), 0)
    }

    @Test func colourChangeUnderThresholdPasses() {
        let reference = PixelImage(width: 8, height: 8, fill: (200, 200, 200, 255))
        var actual = reference
        actual.fillRect(x: 2, y: 2, width: 3, height: 3, (205, 203, 198, 255))
        expectEqual(PixelComparator.compare(reference, actual), ComparisonResult(diffPixels: 0, antialiasedPixels: 0, totalPixels: 64, passed: true))
        let strict = PixelComparator.compare(reference, actual, options: ComparisonOptions(threshold: 0, maxDiffPixelRatio: 1))
        expectEqual(strict.diffPixels, 9)
        expect(!PixelComparator.compare(reference, actual, options: ComparisonOptions(threshold: 0.01)).passed)
    }

    @Test func transparentPixelsAreBlendedOverWhite() {
        let reference = PixelImage(width: 4, height: 4)
        let actual = PixelImage(width: 4, height: 4, fill: (0, 0, 0, 0))
        expect(PixelComparator.compare(reference, actual).passed)
        let halfBlack = PixelImage(width: 4, height: 4, fill: (0, 0, 0, 128))
        expectEqual(PixelComparator.compare(reference, halfBlack, options: .countEverything).diffPixels, 16)
    }

    // MARK: Anti-aliasing

    @Test func subpixelShiftOfAntialiasedEdgeIsForgiven() {
        var reference = PixelImage(width: 64, height: 48)
        var actual = reference
        reference.drawAntialiasedLine(from: (4, 10), to: (60, 31), thickness: 5)
        actual.drawAntialiasedLine(from: (4, 10.3), to: (60, 31.3), thickness: 5)
        expect(reference != actual)

        let forgiving = PixelComparator.compare(reference, actual)
        expect(forgiving.passed)
        expectEqual(forgiving.diffPixels, 0)
        expect(forgiving.antialiasedPixels > 10)

        let strict = PixelComparator.compare(reference, actual, options: ComparisonOptions(includeAntialiasing: true, maxDiffPixelRatio: 1))
        expectEqual(strict.diffPixels, forgiving.antialiasedPixels)
        expectEqual(strict.antialiasedPixels, 0)
        expect(!PixelComparator.compare(reference, actual, options: ComparisonOptions(includeAntialiasing: true)).passed)
    }

    // MARK: Sizes

    @Test func sizeChangeFailsWithBothSizes() {
        let reference = PixelImage(width: 10, height: 10)
        let actual = PixelImage(width: 10, height: 12)
        let result = PixelComparator.compare(reference, actual, options: ComparisonOptions(maxDiffPixelRatio: 1))
        expect(!result.passed)
        expectEqual(result.sizeMismatch, ComparisonResult.SizeMismatch(reference: Size(width: 10, height: 10), actual: Size(width: 10, height: 12)))
        // The overlap is equal; the two extra rows count as different.
        expectEqual(result.diffPixels, 20)
        expectEqual(result.totalPixels, 120)
        expect(result.summary.hasPrefix("size changed from 10×10 to 10×12"))
    }

    @Test func bufferShorterThanItsSizeIsNotReadPastItsEnd() {
        let reference = PixelImage(width: 4, height: 4)
        var actual = reference
        actual.pixels.removeLast(16)
        let result = PixelComparator.compare(reference, actual)
        expectEqual(result.sizeMismatch?.actual, Size(width: 4, height: 3))
        expectEqual(PixelComparator.diffImage(reference, actual).height, 4)
    }

    // MARK: Parallel scan and early exit

    @Test(arguments: [false, true])
    func parallelCountMatchesSequentialReference(includeAntialiasing: Bool) {
        // Over `PixelBands.parallelThreshold` pixels, so the scan really is split into bands.
        let reference = TestImages.formLike(width: 400, height: 300, seed: 7)
        let actual = TestImages.edited(reference, seed: 8)
        expect(PixelBands.split(rows: 300, columns: 400).count > 1)

        let expected = ReferencePixelmatch.run(reference.pixels, actual.pixels, width: 400, height: 300, includeAA: includeAntialiasing)
        let options = ComparisonOptions(includeAntialiasing: includeAntialiasing, maxDiffPixelRatio: 1)
        let result = PixelComparator.compare(reference, actual, options: options)
        expect(expected.diffPixels > 100)
        expect(includeAntialiasing || expected.antialiasedPixels > 0)
        expectEqual(result.diffPixels, expected.diffPixels)
        expectEqual(result.antialiasedPixels, expected.antialiasedPixels)
        expect(!result.isLowerBound)
        expectEqual(PixelComparator.diffImage(reference, actual, options: options).pixels, expected.diffImage)
    }

    @Test func spentBudgetStopsWithLowerBound() {
        let reference = PixelImage(width: 400, height: 300)
        var actual = reference
        actual.fillRect(x: 0, y: 0, width: 400, height: 300, Self.black)
        let result = PixelComparator.compare(reference, actual, options: ComparisonOptions(maxDiffPixels: 100))
        expect(!result.passed)
        expect(result.isLowerBound)
        expect(result.diffPixels > 100)
        expect(result.diffPixels < 120_000)
        expect(result.summary.hasPrefix("at least"))
    }

    // MARK: Diff image

    @Test func diffImageColours() {
        var reference = PixelImage(width: 64, height: 48)
        reference.fillRect(x: 0, y: 40, width: 10, height: 8, Self.black)
        var actual = reference
        reference.drawAntialiasedLine(from: (4, 10), to: (60, 31), thickness: 5)
        actual.drawAntialiasedLine(from: (4, 10.3), to: (60, 31.3), thickness: 5)
        actual[50, 4] = (0, 0, 255, 255)

        let diff = PixelComparator.diffImage(reference, actual)
        expect(diff.width == 64 && diff.height == 48)
        expect(diff[50, 4] == (255, 0, 0, 255))
        expect(diff[0, 0] == (255, 255, 255, 255))
        // Black faded 10 % over white: 255 - 0.1 × 255 = 229.5, truncated.
        expect(diff[2, 44] == (229, 229, 229, 255))
        let colours = (0..<48).flatMap { y in (0..<64).map { x in diff[x, y] } }
        let yellow = colours.filter { $0 == (255, 255, 0, 255) }.count
        expect(yellow > 0)
        expectEqual(yellow, PixelComparator.compare(reference, actual, options: .countEverything).antialiasedPixels)
    }

    @Test func diffImageOfDifferentSizesCoversTheUnionInRed() {
        let reference = PixelImage(width: 4, height: 3)
        let actual = PixelImage(width: 3, height: 5)
        let diff = PixelComparator.diffImage(reference, actual)
        expect(diff.width == 4 && diff.height == 5)
        for y in 0..<5 {
            for x in 0..<4 {
                let inside = x < 3 && y < 3
                expect(diff[x, y] == (inside ? (255, 255, 255, 255) : (255, 0, 0, 255)), "pixel \(x),\(y)")
            }
        }
    }

    // MARK: Benchmark

    @Test func benchmarkReportsMedianAndResult() {
        let reference = TestImages.formLike(width: 100, height: 60, seed: 3)
        let actual = TestImages.edited(reference, seed: 4)
        let benchmark = PixelComparator.benchmarkCompare(reference: reference, actual: actual, iterations: 3)
        expectEqual(benchmark.iterations, 3)
        expect(benchmark.medianMilliseconds >= benchmark.fastestMilliseconds)
        expectEqual(benchmark.comparison, PixelComparator.compare(reference, actual, options: .countEverything))
    }
}
