from .transcript import DuplexTranscript

__all__ = ["DuplexTranscript"]
