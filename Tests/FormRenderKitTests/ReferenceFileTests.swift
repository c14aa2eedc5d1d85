@testable import FormGallery
@testable import FormPipeline
import FormRenderKit
@testable import FormSnapshot
import Expectations
import Testing

/// When a reference of another size is still worth decoding: only when its diff image stays small.
@Suite struct ReferenceFileTests {
    let actual = (width: 750, height: 1250)

    @Test func nearbySizesAreComparedFarOnesAreNot() {
        expect(ReferenceFile.isComparable((750, 1286), with: actual), "a field grew: decode and show the diff")
        expect(ReferenceFile.isComparable((750, 2500), with: actual))
        expect(!ReferenceFile.isComparable((16_000, 16_000), with: actual), "a bomb is not decoded")
        expect(!ReferenceFile.isComparable((40_000, 10), with: actual), "over 32767 a side")
        // Few pixels each, but their union would be a 4-GiB diff image.
        let tall = (width: 1, height: 32_767)
        expect(!ReferenceFile.isComparable((32_767, 1), with: tall))
    }
}
