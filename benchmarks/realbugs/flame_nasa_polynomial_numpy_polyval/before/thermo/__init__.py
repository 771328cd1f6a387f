from thermo.flame import AdiabaticFlame
from thermo.species import NasaSpecies

__all__ = ["AdiabaticFlame", "NasaSpecies"]
