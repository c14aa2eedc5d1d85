// swift-tools-version:6.1
import PackageDescription

// `scripts/test` sets FORMRENDER_OPTIMIZED_TESTS=1 and builds the suite in the release configuration,
// which compiles each module whole, in one job, into its own folder (.build/tests). Each module then
// gets the optimisation that serves the suite (docs/tests.md says more, with the figures):
// - `optimized` (-Osize): where the suite spends its time: layout, pagination, painting, PNG encode and
//   decode, JSON, hashing, mending PDFs. Optimised for size, which compiles faster than -O and ran the
//   tests no slower.
// - `unoptimized` (-Onone): the rest, which the suite runs little and would spend longer compiling.
// - `testModule` (-Onone, and the module file written by the job that compiles the module): a test
//   module's @Test macros are expanded once, not again in a separate module job; nothing imports a
//   test module but the test runner, which waits for the whole module anyway.
// A clean build on 2 cores took 124.5 s against 172.7 s for a debug build with the same modules
// optimised, and the tests 51.4 s against 65-73 s (docs/tests.md). The release build users run stays
// -O. A package that depends on FormRender never sets the variable, so never sees an unsafe flag.
let testBuild = Context.environment["FORMRENDER_OPTIMIZED_TESTS"] == "1"
// Given to the compiler's frontend, after the level the driver passes on: `scripts/test` builds with
// `-Xswiftc -Onone`, which keeps the dependencies (swift-argument-parser, swift-snapshot-testing)
// unoptimised, 8 CPU-seconds to compile instead of 34, and which this must outrank.
let optimized: [SwiftSetting] = testBuild ? [.unsafeFlags(["-Xfrontend", "-Osize"])] : []
let unoptimized: [SwiftSetting] = testBuild ? [.unsafeFlags(["-Onone"])] : []
let testModule: [SwiftSetting] = testBuild ? [.unsafeFlags(["-Onone", "-no-emit-module-separately-wmo"])] : []

let package = Package(
    name: "FormRender",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "formrender", targets: ["formrender"]),
        .library(name: "FormRenderKit", targets: ["FormRenderKit", "FormPipeline", "FormSnapshot", "FormGallery", "FormLayout", "FormPages", "FormModel",
                                                 "FormRaster", "PDFForms", "PDFWriting", "BoxTree", "PNGCodec", "FormSupport"]),
        // Snapshot testing: the suite, comparing PNGs and layouts, reports; with the pipeline it renders through.
        .library(name: "FormSnapshot", targets: ["FormSnapshot", "PNGCodec", "FormSupport"]),
        // PNG bytes ⇄ PixelImage alone.
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        // assertFormSnapshot(of:widths:variant:...) for XCTest and Swift Testing.
        .library(name: "FormRenderTesting", targets: ["FormRenderTesting"]),
        // `.formImage(...)` for pointfreeco/swift-snapshot-testing's assertSnapshot; with the trait
        // `SnapshotTesting` only (empty without it), so no one else builds that library.
        .library(name: "FormRenderSnapshotTesting", targets: ["FormRenderSnapshotTesting"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting",
               description: "FormRenderSnapshotTesting: a swift-snapshot-testing strategy, adding pointfreeco/swift-snapshot-testing"),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Built only with the trait `SnapshotTesting`.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
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
        .target(name: "PNGCodec", dependencies: ["CDeflate"], swiftSettings: optimized),
        // The styled box tree every layout produces and the painter draws: frames, fills, borders, radii,
        // shadows, text runs, glyphs, images. Plain data; knows nothing of forms.
        .target(name: "BoxTree", dependencies: ["FormSupport"], swiftSettings: unoptimized),
        // What every stage may use and none owns: JSON with positions, errors and warnings located in
        // their file, a warning log that says each once, regular files read and written whole, SHA-256.
        .target(name: "FormSupport", swiftSettings: optimized),
        // Files → Document, and theme files → Theme. Pure Swift: hints, form files, Items, view trees.
        .target(name: "FormModel", dependencies: ["FormSupport", "BoxTree"], swiftSettings: unoptimized),
        // Document + theme + width → styled box tree (frames in points). Text measured through a protocol.
        .target(name: "FormLayout", dependencies: ["FormModel", "FormSupport", "BoxTree"], swiftSettings: optimized),
        // Pagination: a form laid out for paper → pages of styled boxes, running header and footer, outline.
        .target(name: "FormPages", dependencies: ["FormLayout", "FormSupport", "BoxTree"], swiftSettings: optimized),
        // Fillable PDF: AcroForm fields added to a finished PDF as an incremental update. Pure Swift.
        .target(name: "PDFForms", dependencies: ["BoxTree"], swiftSettings: optimized),
        // PDF files written by FormRender itself: objects, content streams' resources, fonts subset
        // (TrueType and CFF) with ToUnicode, images, gradients, links, bookmarks, the structure tree of a
        // tagged PDF. Pure Swift and zlib (and FormSupport's text escaping); knows nothing of boxes.
        .target(name: "PDFWriting", dependencies: ["CDeflate", "FormSupport"], swiftSettings: optimized),
        // Styled box tree → pixels and paper. Owns every Cairo/Pango/fontconfig object.
        .target(name: "FormRaster", dependencies: ["BoxTree", "FormSupport", "CCairoPango", "PNGCodec", "PDFForms", "PDFWriting"],
                swiftSettings: optimized),
        // The pipeline: a session's inputs (theme, fonts, hints, data), `lay` (a document on a width or
        // on pages, every rule of a render applied), the files a render writes, batches, bench, doctor.
        .target(name: "FormPipeline", dependencies: ["BoxTree", "FormSupport", "FormModel", "FormLayout", "FormPages", "FormRaster", "PDFForms",
                                                    "PDFWriting", "PNGCodec"], swiftSettings: unoptimized),
        // Snapshot testing: the suite (configuration, cases, checker, runner, reports) and the comparison
        // of images and layouts it reports on.
        .target(name: "FormSnapshot", dependencies: ["BoxTree", "FormSupport", "FormModel", "FormLayout", "FormPages", "FormPipeline", "FormRaster",
                                                    "PNGCodec"], swiftSettings: unoptimized),
        // The gallery (a page and a contact sheet of every state, width and theme) and watch mode.
        .target(name: "FormGallery", dependencies: ["BoxTree", "FormSupport", "FormModel", "FormLayout", "FormPipeline", "FormRaster", "FormSnapshot", "PNGCodec"],
                    swiftSettings: unoptimized),
        // Every module above as one import, for adopters and the command.
        .target(name: "FormRenderKit", dependencies: ["BoxTree", "FormGallery", "FormLayout", "FormModel", "FormPages", "FormPipeline", "FormRaster",
                                                     "FormSnapshot", "FormSupport", "PDFForms", "PNGCodec"], swiftSettings: unoptimized),
        .target(name: "FormRenderTesting", dependencies: ["FormRenderKit", "FormSnapshot", "FormLayout", "FormModel", "FormSupport", "FormRaster", "BoxTree"],
                    swiftSettings: unoptimized),
        // Compiled empty unless the trait `SnapshotTesting` is enabled (its sources are `#if SnapshotTesting`).
        .target(name: "FormRenderSnapshotTesting",
                dependencies: ["FormRenderKit", "FormSnapshot", "FormLayout", "FormModel", "FormSupport", "PNGCodec",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))],
                swiftSettings: unoptimized),
        .executableTarget(
            name: "formrender",
            dependencies: [
                "FormRenderKit", "FormSnapshot", "FormLayout", "FormPages", "FormModel", "FormSupport", "FormRaster", "BoxTree", "PNGCodec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: unoptimized
        ),
        .testTarget(name: "FormRenderSnapshotTestingTests",
                    dependencies: ["FormRenderSnapshotTesting", "FormRenderTesting", "FormSnapshot", "PNGCodec",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))],
                    exclude: ["__Snapshots__"], swiftSettings: testModule),
        .testTarget(name: "BoxTreeTests", dependencies: ["Expectations", "BoxTree", "FormSupport"], swiftSettings: testModule),
        .testTarget(name: "FormSupportTests", dependencies: ["Expectations", "FormSupport", "TestSupport", "JSONTestSupport"],
                    swiftSettings: testModule),
        .testTarget(name: "FormModelTests", dependencies: ["Expectations", "FormModel", "FormSupport", "BoxTree", "JSONTestSupport"],
                    swiftSettings: testModule),
        // The JSON parser's test helpers: parsing, located syntax errors, structure without positions.
        .target(name: "JSONTestSupport", dependencies: ["Expectations", "FormSupport"], path: "Tests/JSONTestSupport", swiftSettings: unoptimized),
        // Conformance/: generated attribute cases (scripts/jsonui/generate-conformance-fixtures.py), read at run time.
        .testTarget(name: "FormLayoutTests", dependencies: ["Expectations", "FormLayout", "FormModel", "FormSupport", "BoxTree"], exclude: ["Conformance"],
                    swiftSettings: testModule),
        .testTarget(name: "FormPagesTests", dependencies: ["Expectations", "FormPages", "FormLayout", "FormModel", "FormSupport", "BoxTree"],
                    swiftSettings: testModule),
        .testTarget(name: "PDFFormsTests", dependencies: ["Expectations", "PDFForms", "BoxTree"], swiftSettings: testModule),
        .testTarget(name: "PNGCodecTests", dependencies: ["Expectations", "PNGCodec", "CDeflate", "PNGTestSupport"], swiftSettings: testModule),
        // Hand-made PNG files (every colour type, depth, chunk) for the codec's tests and FormRaster's.
        .target(name: "PNGTestSupport", dependencies: ["CDeflate"], path: "Tests/PNGTestSupport", swiftSettings: unoptimized),
        .testTarget(name: "FormSnapshotTests", dependencies: ["Expectations", "FormSnapshot", "BoxTree", "FormModel", "FormSupport", "PNGCodec"],
                    swiftSettings: testModule),
        .testTarget(name: "FormRenderTestingTests", dependencies: ["Expectations", "FormRenderTesting", "FormRenderKit", "FormSnapshot", "FormLayout",
                                                                "FormModel", "FormSupport", "BoxTree", "TestSupport"],
                    exclude: ["__Snapshots__"], swiftSettings: testModule),
        // expect, expectEqual and require: Swift Testing's checks as functions, which compile about twenty
        // times faster than its #expect and #require macros.
        .target(name: "Expectations", path: "Tests/Expectations", swiftSettings: optimized),
        // Paths, temporary directories and a shared render session for the tests.
        .target(name: "TestSupport", dependencies: ["FormRenderKit", "FormSupport"], path: "Tests/TestSupport", swiftSettings: unoptimized),
        .testTarget(name: "FormRasterTests", dependencies: ["Expectations", "FormRaster", "FormRenderKit", "FormLayout", "FormPages", "FormModel", "FormSupport", "BoxTree", "CCairoPango", "CDeflate", "PDFWriting",
                                                         "TestSupport", "PNGCodec", "PNGTestSupport"], swiftSettings: testModule),
        // Also runs the built `formrender` binary, as a user would.
        .testTarget(name: "FormRenderKitTests", dependencies: ["Expectations", "FormRenderKit", "FormPipeline", "FormGallery", "FormSnapshot", "FormModel", "FormSupport", "FormLayout", "FormPages", "FormRaster",
                                                            "PDFForms", "BoxTree",
                                                            "formrender", "TestSupport", "CCairoPango", "CDeflate", "PNGCodec"],
                    // SixLayerCorpus/: hints examples from the SixLayer repository (scripts/sixlayer/collect-corpus.py), read at run time.
                    exclude: ["SixLayerCorpus"], swiftSettings: testModule),
    ],
    swiftLanguageModes: [.v5]
)
