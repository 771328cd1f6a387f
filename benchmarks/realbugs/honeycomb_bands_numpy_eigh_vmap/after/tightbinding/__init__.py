from tightbinding.bands import BandStructure
from tightbinding.honeycomb import Honeycomb, high_symmetry_path

__all__ = ["BandStructure", "Honeycomb", "high_symmetry_path"]
