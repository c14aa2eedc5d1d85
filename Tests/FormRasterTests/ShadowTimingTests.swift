import BoxTree
import FormRaster
import Foundation
import Testing
import TestSupport

/// What twelve card shadows cost to paint, by profile: a measurement, not a check, so it runs only
/// when asked, in a release build:
///
///     FORMRENDER_SHADOW_TIMING=1 swift test -c release -Xswiftc -enable-testing --filter ShadowTimingTests
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FORMRENDER_SHADOW_TIMING"] != nil))
struct ShadowTimingTests {
    /// A 375×1480 pt page (750×2960 px at 2x) with twelve white 343×100 pt cards, corner radius 12,
    /// each with the view trees' card shadow (offset 4 down, blur 8, black at 0.15) or none.
    /// `apart`: each card a different fraction of a pixel down, so no two shadows share a mask.
    static func cards(_ profile: Shadow.Profile?, apart: Bool = false) -> LayoutTree {
        let cards = (0..<12).map { index in
            LayoutBox(role: "card", frame: Rect(x: 16, y: 16 + Double(index) * (apart ? 120.04 : 120), width: 343, height: 100),
                      style: BoxStyle(fill: .white, radii: CornerRadii(all: 12),
                                      shadow: profile.map { Shadow(color: .black, opacity: 0.15, offsetY: 4, blur: 8, profile: $0) }))
        }
        let page = LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 375, height: 1480),
                             style: BoxStyle(fill: Color(hex: 0xF2F2F7)), children: cards)
        return LayoutTree(width: 375, height: 1480, root: page)
    }

    @Test func twelveCardShadows() throws {
        let session = try makeSession()
        // `FORMRENDER_SHADOW_TIMING=gaussian` (`gradient`, `apart`) paints only those cards, for a profiler.
        let only = ProcessInfo.processInfo.environment["FORMRENDER_SHADOW_TIMING"] ?? ""
        if let tree = only == "apart" ? Self.cards(.gaussian, apart: true) : Shadow.Profile(rawValue: only).map({ Self.cards($0) }) {
            for _ in 0..<2000 { _ = try session.rasterizer.paint(tree, scale: 2) }
            return
        }
        let runs = 50
        func median(_ tree: LayoutTree) throws -> Double {
            for _ in 0..<5 { _ = try session.rasterizer.paint(tree, scale: 2) }
            var times: [Double] = []
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try session.rasterizer.paint(tree, scale: 2)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return times.sorted()[runs / 2]
        }
        // Alternating rounds, so a slow patch of the machine does not land on one profile alone.
        var none: [Double] = [], gradient: [Double] = [], gaussian: [Double] = [], apart: [Double] = []
        for _ in 0..<3 {
            none.append(try median(Self.cards(nil)))
            gradient.append(try median(Self.cards(.gradient)))
            gaussian.append(try median(Self.cards(.gaussian)))
            apart.append(try median(Self.cards(.gaussian, apart: true)))
        }
        func format(_ values: [Double]) -> String { values.map { String(format: "%.2f", $0) }.joined(separator: " / ") }
        print("""
            paint 750×2960 px, twelve cards, medians of \(runs) runs, three rounds (ms):
              no shadows \(format(none))
              gradient   \(format(gradient))
              gaussian   \(format(gaussian))
              gaussian, no two cards at the same fraction of a pixel \(format(apart))
            """)
    }
}
