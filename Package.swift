// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FormRender",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "formrender", targets: ["formrender"]),
        .library(name: "FormRenderKit", targets: ["FormRenderKit", "FormSnapshot", "FormLayout", "FormModel", "FormRaster", "BoxTree"]),
        // assertFormSnapshot(of:widths:variant:...) for XCTest and Swift Testing.
        .library(name: "FormRenderTesting", targets: ["FormRenderTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Cairo, Pango, fontconfig and zlib from Debian's -dev packages. Only FormRaster imports it.
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libdeflate-dev"])]
        ),
        // The styled box tree every layout produces and the painter draws: frames, fills, borders, radii,
        // shadows, text runs, glyphs, images. Plain data; knows nothing of forms.
        .target(name: "BoxTree"),
        // Files → Document, and theme files → Theme. Pure Swift: JSON with positions, hints, form files.
        .target(name: "FormModel", dependencies: ["BoxTree"]),
        // Document + theme + width → styled box tree (frames in points). Text measured through a protocol.
        .target(name: "FormLayout", dependencies: ["FormModel", "BoxTree"]),
        // Styled box tree → pixels and paper. Owns every Cairo/Pango/fontconfig object.
        .target(name: "FormRaster", dependencies: ["BoxTree", "FormModel", "CCairoPango"]),
        // Comparing images and layouts, reports: what snapshot tests need, without Cairo.
        .target(name: "FormSnapshot", dependencies: ["BoxTree", "FormModel"]),
        // The pipeline as the CLI and tests use it: inputs, outputs, file names, benchmark, snapshot runs.
        .target(name: "FormRenderKit", dependencies: ["BoxTree", "FormModel", "FormLayout", "FormRaster", "FormSnapshot"]),
        .target(name: "FormRenderTesting", dependencies: ["FormRenderKit", "FormSnapshot", "FormLayout", "FormModel", "FormRaster", "BoxTree"]),
        .executableTarget(
            name: "formrender",
            dependencies: [
                "FormRenderKit", "FormSnapshot", "FormLayout", "FormModel", "BoxTree",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "BoxTreeTests", dependencies: ["BoxTree"]),
        .testTarget(name: "FormModelTests", dependencies: ["FormModel"]),
        .testTarget(name: "FormLayoutTests", dependencies: ["FormLayout", "FormModel", "BoxTree"]),
        .testTarget(name: "FormSnapshotTests", dependencies: ["FormSnapshot", "BoxTree", "FormModel"]),
        .testTarget(name: "FormRenderTestingTests", dependencies: ["FormRenderTesting", "FormRenderKit", "FormSnapshot", "FormLayout",
                                                                "FormModel", "BoxTree", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        // Paths, temporary directories and a shared render session for the tests.
        .target(name: "TestSupport", dependencies: ["FormRenderKit"], path: "Tests/TestSupport"),
        .testTarget(name: "FormRasterTests", dependencies: ["FormRaster", "FormRenderKit", "FormLayout", "FormModel", "BoxTree", "CCairoPango", "TestSupport"]),
        // Also runs the built `formrender` binary, as a user would.
        .testTarget(name: "FormRenderKitTests", dependencies: ["FormRenderKit", "FormSnapshot", "FormModel", "FormLayout", "FormRaster", "BoxTree",
                                                            "formrender", "TestSupport", "CCairoPango"]),
    ],
    swiftLanguageModes: [.v5]
)
