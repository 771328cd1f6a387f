from .equilibrium.interpolate import RadialProfiles, build_density_interpolator
from .tracing import absorbed_fraction

__all__ = ["RadialProfiles", "absorbed_fraction", "build_density_interpolator"]
