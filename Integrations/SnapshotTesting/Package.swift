// swift-tools-version:6.0
import PackageDescription

// FormRender strategies for pointfreeco/swift-snapshot-testing, in a package of their own so that
// FormRender's core products never depend on it.

// `scripts/test` builds this package as it builds FormRender's suite (release configuration, each module
// whole): the strategy and its tests compiled without optimisation, the test module in one job.
let testBuild = Context.environment["FORMRENDER_OPTIMIZED_TESTS"] == "1"
let unoptimized: [SwiftSetting] = testBuild ? [.unsafeFlags(["-Onone"])] : []
let testModule: [SwiftSetting] = testBuild ? [.unsafeFlags(["-Onone", "-no-emit-module-separately-wmo"])] : []

let package = Package(
    name: "FormRenderSnapshotTesting",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FormRenderSnapshotTesting", targets: ["FormRenderSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "FormRender", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(
            name: "FormRenderSnapshotTesting",
            dependencies: [
                .product(name: "FormRenderKit", package: "FormRender"),
                // The diffing compares through FormSnapshot (its comparison and reports) and PNGCodec.
                .product(name: "FormSnapshot", package: "FormRender"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: unoptimized
        ),
        .testTarget(
            name: "FormRenderSnapshotTestingTests",
            dependencies: [
                "FormRenderSnapshotTesting",
                .product(name: "FormSnapshot", package: "FormRender"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: testModule
        ),
    ],
    swiftLanguageModes: [.v5]
)
