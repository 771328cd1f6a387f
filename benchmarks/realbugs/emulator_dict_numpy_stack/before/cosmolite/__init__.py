from .emulator import Emulator, load_emulator

__all__ = ["Emulator", "load_emulator"]
