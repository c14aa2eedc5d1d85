// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FormRender",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "formrender", targets: ["formrender"]),
        .library(name: "FormRenderKit", targets: ["FormRenderKit", "FormSnapshot", "FormLayout", "FormPages", "FormModel", "FormRaster", "PDFForms",
                                                 "BoxTree", "PNGCodec"]),
        // Comparing PNGs and layouts without Cairo or Pango (what a snapshot diffing needs).
        .library(name: "FormSnapshot", targets: ["FormSnapshot", "PNGCodec"]),
        // PNG bytes ⇄ PixelImage alone.
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        // assertFormSnapshot(of:widths:variant:...) for XCTest and Swift Testing.
        .library(name: "FormRenderTesting", targets: ["FormRenderTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Cairo, Pango and fontconfig from Debian's -dev packages. Only FormRaster imports it.
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // zlib and libdeflate from Debian's -dev packages, for the PNG codec (and its tests' reference inflate).
        .systemLibrary(name: "CDeflate", providers: [.apt(["zlib1g-dev", "libdeflate-dev"])]),
        // PNG bytes ⇄ PixelImage: encoder, decoder, deflate. No Cairo, so comparing PNGs links no renderer.
        .target(name: "PNGCodec", dependencies: ["CDeflate"]),
        // The styled box tree every layout produces and the painter draws: frames, fills, borders, radii,
        // shadows, text runs, glyphs, images. Plain data; knows nothing of forms.
        .target(name: "BoxTree"),
        // Files → Document, and theme files → Theme. Pure Swift: JSON with positions, hints, form files.
        .target(name: "FormModel", dependencies: ["BoxTree"]),
        // Document + theme + width → styled box tree (frames in points). Text measured through a protocol.
        .target(name: "FormLayout", dependencies: ["FormModel", "BoxTree"]),
        // Pagination: a form laid out for paper → pages of styled boxes, running header and footer, outline.
        .target(name: "FormPages", dependencies: ["FormLayout", "BoxTree"]),
        // Fillable PDF: AcroForm fields added to a finished PDF as an incremental update. Pure Swift.
        .target(name: "PDFForms", dependencies: ["BoxTree"]),
        // Styled box tree → pixels and paper. Owns every Cairo/Pango/fontconfig object.
        .target(name: "FormRaster", dependencies: ["BoxTree", "FormModel", "CCairoPango", "PNGCodec", "PDFForms"]),
        // Comparing images and layouts, reports: what snapshot tests need, without Cairo.
        .target(name: "FormSnapshot", dependencies: ["BoxTree", "FormModel", "PNGCodec"]),
        // The pipeline as the CLI and tests use it: inputs, outputs, file names, benchmark, snapshot runs.
        .target(name: "FormRenderKit", dependencies: ["BoxTree", "FormModel", "FormLayout", "FormPages", "FormRaster", "PDFForms", "FormSnapshot",
                                                     "PNGCodec"]),
        .target(name: "FormRenderTesting", dependencies: ["FormRenderKit", "FormSnapshot", "FormLayout", "FormModel", "FormRaster", "BoxTree"]),
        .executableTarget(
            name: "formrender",
            dependencies: [
                "FormRenderKit", "FormSnapshot", "FormLayout", "FormPages", "FormModel", "FormRaster", "BoxTree", "PNGCodec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "BoxTreeTests", dependencies: ["BoxTree"]),
        .testTarget(name: "FormModelTests", dependencies: ["FormModel", "BoxTree"]),
        // Conformance/: generated attribute cases (scripts/jsonui/generate-conformance-fixtures.py), read at run time.
        .testTarget(name: "FormLayoutTests", dependencies: ["FormLayout", "FormModel", "BoxTree"], exclude: ["Conformance"]),
        .testTarget(name: "FormPagesTests", dependencies: ["FormPages", "FormLayout", "FormModel", "BoxTree"]),
        .testTarget(name: "PDFFormsTests", dependencies: ["PDFForms", "BoxTree"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "CDeflate", "PNGTestSupport"]),
        // Hand-made PNG files (every colour type, depth, chunk) for the codec's tests and FormRaster's.
        .target(name: "PNGTestSupport", dependencies: ["CDeflate"], path: "Tests/PNGTestSupport"),
        .testTarget(name: "FormSnapshotTests", dependencies: ["FormSnapshot", "BoxTree", "FormModel", "PNGCodec"]),
        .testTarget(name: "FormRenderTestingTests", dependencies: ["FormRenderTesting", "FormRenderKit", "FormSnapshot", "FormLayout",
                                                                "FormModel", "BoxTree", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        // Paths, temporary directories and a shared render session for the tests.
        .target(name: "TestSupport", dependencies: ["FormRenderKit"], path: "Tests/TestSupport"),
        .testTarget(name: "FormRasterTests", dependencies: ["FormRaster", "FormRenderKit", "FormLayout", "FormPages", "FormModel", "BoxTree", "CCairoPango",
                                                         "TestSupport", "PNGCodec", "PNGTestSupport"]),
        // Also runs the built `formrender` binary, as a user would.
        .testTarget(name: "FormRenderKitTests", dependencies: ["FormRenderKit", "FormSnapshot", "FormModel", "FormLayout", "FormPages", "FormRaster",
                                                            "PDFForms", "BoxTree",
                                                            "formrender", "TestSupport", "CCairoPango", "CDeflate", "PNGCodec"],
                    // SixLayerCorpus/: hints examples from the SixLayer repository (scripts/sixlayer/collect-corpus.py), read at run time.
                    exclude: ["SixLayerCorpus"]),
    ],
    swiftLanguageModes: [.v5]
)
