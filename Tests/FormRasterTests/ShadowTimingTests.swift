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
    static func cards(_ profile: Shadow.Profile?) -> LayoutTree {
        let cards = (0..<12).map { index in
            LayoutBox(role: "card", frame: Rect(x: 16, y: 16 + Double(index) * 120, width: 343, height: 100),
                      style: BoxStyle(fill: .white, radii: CornerRadii(all: 12),
                                      shadow: profile.map { Shadow(color: .black, opacity: 0.15, offsetY: 4, blur: 8, profile: $0) }))
        }
        let page = LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 375, height: 1480),
                             style: BoxStyle(fill: Color(hex: 0xF2F2F7)), children: cards)
        return LayoutTree(width: 375, height: 1480, root: page)
    }

    @Test func twelveCardShadows() throws {
        let session = try makeSession()
        // `FORMRENDER_SHADOW_TIMING=gaussian` (or `gradient`) paints only that profile, for a profiler.
        if let only = ProcessInfo.processInfo.environment["FORMRENDER_SHADOW_TIMING"].flatMap(Shadow.Profile.init(rawValue:)) {
            let tree = Self.cards(only)
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
        var none: [Double] = [], gradient: [Double] = [], gaussian: [Double] = []
        for _ in 0..<3 {
            none.append(try median(Self.cards(nil)))
            gradient.append(try median(Self.cards(.gradient)))
            gaussian.append(try median(Self.cards(.gaussian)))
        }
        func format(_ values: [Double]) -> String { values.map { String(format: "%.2f", $0) }.joined(separator: " / ") }
        print("""
            paint 750×2960 px, twelve cards, medians of \(runs) runs, three rounds (ms):
              no shadows \(format(none))
              gradient   \(format(gradient))
              gaussian   \(format(gaussian))
            """)
    }
}
