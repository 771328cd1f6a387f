from .extract import onset_energy

__all__ = ["onset_energy"]
