import FormRenderKit
import Foundation

/// Where things are when the tests run from a checkout.
public enum TestPaths {
    /// The package root: Tests/TestSupport/TestPaths.swift is two levels below it.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The `formrender` binary SwiftPM built beside the test bundle.
    public static var formrenderBinary: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("formrender")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        for configuration in ["debug", "release"] {
            let candidate = root.appendingPathComponent(".build/\(configuration)/formrender")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Every example input: forms and view trees.
    public static var examples: [String] {
        InputDiscovery.expand([path("Hints"), path("Forms"), path("Layouts")]).files
    }
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("formrender-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    public func write(_ name: String, _ contents: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        return file.path
    }

    /// The names in a directory, sorted.
    public static func names(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    public func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs a command and collects its exit status and output.
public struct CommandResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs a command with this process's environment less `CI` (tests decide CI mode themselves), plus
/// `environment`.
public func run(_ executable: URL, _ arguments: [String], in directory: String? = nil,
                environment: [String: String] = [:]) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged["CI"] = nil
    merged.merge(environment) { _, new in new }
    process.environment = merged
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting, so a large output cannot fill the pipe and stall the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
}
