from .network import SelectionEmulator

__all__ = ["SelectionEmulator"]
