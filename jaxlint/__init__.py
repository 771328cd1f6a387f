"""jaxlint: find jax.jit pitfalls before they cost a stack trace or a silent slowdown."""

__version__ = "0.1.0"
