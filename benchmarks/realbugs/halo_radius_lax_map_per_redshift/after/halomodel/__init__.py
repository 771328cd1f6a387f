from halomodel.profiles import overdensity_radii

__all__ = ["overdensity_radii"]
