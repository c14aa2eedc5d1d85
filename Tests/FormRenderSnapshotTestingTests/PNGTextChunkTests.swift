#if SnapshotTesting
import Foundation
import PNGCodec
import XCTest

/// The compressed text chunk a snapshot's layout travels in (PNGCodec, tested here with its one user).
final class PNGTextChunkTests: XCTestCase {
    let image = PixelImage(width: 3, height: 2, pixels: [UInt8](repeating: 200, count: 3 * 2 * 4))

    func testTextRoundTripsAndThePixelsStayTheSame() throws {
        let png = try PNGEncoder.encode(image)
        let text = "{\"label\": \"Café – 日本語\"}\n" + String(repeating: "{\"role\": \"field\"},\n", count: 20_000)
        let carrying = try PNGTextChunk.adding(text, keyword: "formrender:layout", to: png)
        XCTAssertEqual(try PNGTextChunk.text(keyword: "formrender:layout", in: carrying), text)
        XCTAssertNil(try PNGTextChunk.text(keyword: "other", in: carrying))
        XCTAssertNil(try PNGTextChunk.text(keyword: "formrender:layout", in: png))
        XCTAssertEqual(try PNGDecoder.decode(carrying).pixels, try PNGDecoder.decode(png).pixels)
        XCTAssertLessThan(carrying.count - png.count, text.utf8.count / 20, "the text is compressed")
        XCTAssertEqual(Array(carrying.suffix(12)), Array(png.suffix(12)), "IEND stays last")
    }

    func testADamagedChunkIsAnError() throws {
        let carrying = try PNGTextChunk.adding("layout", keyword: "formrender:layout", to: PNGEncoder.encode(image))
        var damaged = carrying
        damaged[damaged.count - 12 - 5] ^= 0xFF // in the chunk's compressed text, before its checksum and IEND
        XCTAssertThrowsError(try PNGTextChunk.text(keyword: "formrender:layout", in: damaged)) { error in
            XCTAssertTrue("\(error)".contains("checksum"), "\(error)")
        }
        XCTAssertThrowsError(try PNGTextChunk.text(keyword: "formrender:layout", in: Array(carrying.prefix(40))))
    }

    func testAKeywordIsPrintableASCII() throws {
        let png = try PNGEncoder.encode(image)
        for keyword in ["", "two words", String(repeating: "k", count: 80), "é"] {
            XCTAssertThrowsError(try PNGTextChunk.adding("x", keyword: keyword, to: png), keyword)
        }
    }
}
#endif
