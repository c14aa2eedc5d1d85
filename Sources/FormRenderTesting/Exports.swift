// `import FormRenderTesting` is enough to call `assertFormSnapshot` and read what it returns: the types
// its API takes and gives back come with it, and nothing else of FormRender's modules does.
@_exported import enum FormLayout.WidthClass
@_exported import struct FormSnapshot.SnapshotResult
