import Foundation
import Expectations
import Testing
import TestSupport

/// Package.swift declares every module each target imports: a stage cannot quietly reach past the one
/// before it through a dependency that happens to be built anyway.
@Suite struct PackageManifestTests {
    static let systemModules: Set<String> = ["Foundation", "Glibc", "Darwin", "Dispatch", "Testing", "XCTest", "FoundationEssentials", "FoundationXML"]
    /// Products whose module has another name.
    static let productModules = ["ArgumentParser": "ArgumentParser"]

    struct Target {
        var name: String
        var directory: String
        var dependencies: Set<String>
    }

    /// The targets of Package.swift, read with patterns: `.target(name:`, `.testTarget(name:` and
    /// `.executableTarget(name:`, their `dependencies: [...]` and `path:`.
    static func targets() throws -> [Target] {
        let manifest = try String(contentsOfFile: TestPaths.path("Package.swift"), encoding: .utf8)
        var targets: [Target] = []
        let starts = manifest.ranges(of: #/\.(target|testTarget|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)"/#)
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : manifest.endIndex
            let body = manifest[start.lowerBound..<end]
            guard let match = body.firstMatch(of: #/\.(target|testTarget|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)"/#) else { continue }
            let kind = String(match.1), name = String(match.2)
            guard kind != "systemLibrary" else { continue }
            var dependencies = Set<String>()
            if let list = body.firstMatch(of: #/dependencies:\s*\[([\s\S]*?)\]\s*[,)]/#) {
                for product in list.1.matches(of: #/\.product\(name:\s*"([^"]+)"/#) {
                    dependencies.insert(productModules[String(product.1)] ?? String(product.1))
                }
                let withoutProducts = list.1.replacing(#/\.product\([^)]*\)/#, with: "")
                for plain in withoutProducts.matches(of: #/"([^"]+)"/#) { dependencies.insert(String(plain.1)) }
            }
            let path = body.firstMatch(of: #/path:\s*"([^"]+)"/#).map { String($0.1) }
            targets.append(Target(name: name, directory: path ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)"),
                                  dependencies: dependencies))
        }
        return targets
    }

    static func imports(in directory: String) throws -> [(file: String, module: String)] {
        let root = TestPaths.path(directory)
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [(String, String)] = []
        for case let file as String in walker where file.hasSuffix(".swift") && !file.contains("__Snapshots__") {
            let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            // Plain string checks: a regex per line, in an unoptimised test, took seconds over the tree.
            for line in source.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable ") || line.hasPrefix("@_exported ") {
                let words = line.split(separator: " ", omittingEmptySubsequences: true)
                guard var at = words.firstIndex(of: "import") else { continue }
                // `import enum FormLayout.WidthClass`: the module is before the dot.
                if at + 2 < words.count, ["enum", "struct", "class", "protocol", "typealias", "func", "var", "let"].contains(words[at + 1]) { at += 1 }
                guard at + 1 < words.count else { continue }
                found.append((directory + "/" + file, String(words[at + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })))
            }
        }
        return found
    }

    @Test func everyImportIsADeclaredDependency() throws {
        let targets = try Self.targets()
        expect(targets.count > 10)
        expect(targets.contains { $0.name == "FormRaster" && $0.dependencies.contains("CCairoPango") })
        var undeclared: [String] = []
        for target in targets {
            for (file, module) in try Self.imports(in: target.directory)
            where !Self.systemModules.contains(module) && !target.dependencies.contains(module) {
                undeclared.append("\(file) imports \(module), which \(target.name) does not declare")
            }
        }
        expectEqual(undeclared, [])
    }

    /// The painter and the comparison know nothing of forms: no file of FormRaster, nor of FormSnapshot
    /// outside its suite (`Suite/`, which runs the pipeline), imports a form module; the support module
    /// imports none of FormRender's, and the box tree only the support module (its dump is read with
    /// positions through it).
    @Test func paintAndCompareImportNoFormModule() throws {
        let formModules: Set<String> = ["FormModel", "FormLayout", "FormPages", "FormPipeline", "FormGallery", "FormRenderKit"]
        for directory in ["Sources/FormRaster", "Sources/FormSnapshot"] {
            let imports = try Self.imports(in: directory).filter { !$0.file.contains("/Suite/") }
            expect(imports.count > 10, "\(directory) has files")
            expectEqual(imports.filter { formModules.contains($0.module) }.map { "\($0.file) imports \($0.module)" }, [])
        }
        for (directory, allowed) in [("Sources/BoxTree", ["FormSupport"]), ("Sources/FormSupport", [])] {
            let ours = try Self.imports(in: directory).filter { !Self.systemModules.contains($0.module) && !allowed.contains($0.module) }
            expectEqual(ours.map { "\($0.file) imports \($0.module)" }, [])
        }
    }

    /// Every module a target reaches through its declared dependencies.
    static func closure(of name: String, in targets: [Target]) -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>(), stack = [name]
        while let next = stack.popLast() {
            for dependency in byName[next]?.dependencies ?? [] where seen.insert(dependency).inserted { stack.append(dependency) }
        }
        return seen
    }

    /// The stages stay apart: the PNG codec links no renderer, the support module depends on nothing and
    /// the box tree on the support module only, the painter's module does not reach the form layout, and the pipeline reaches
    /// none of its front ends (the suite, the gallery). FormSnapshot holds the suite, which renders, so
    /// it reaches the pipeline; its comparison files import no form module (above).
    @Test func stagesDependOnlyOnWhatComesBefore() throws {
        let targets = try Self.targets()
        let reached = Self.closure(of: "PNGCodec", in: targets)
        expect(reached.isDisjoint(with: ["CCairoPango", "FormRaster", "FormLayout"]), "PNGCodec reaches \(reached.sorted())")
        expect(Self.closure(of: "FormSupport", in: targets).isEmpty)
        expect(Self.closure(of: "FormPipeline", in: targets).isDisjoint(with: ["FormSnapshot", "FormGallery", "FormRenderKit"]))
        expectEqual(Self.closure(of: "BoxTree", in: targets), ["FormSupport"])
        expect(!Self.closure(of: "FormRaster", in: targets).contains("FormLayout"))
        expect(!Self.closure(of: "FormLayout", in: targets).contains("CCairoPango"))
    }
}
