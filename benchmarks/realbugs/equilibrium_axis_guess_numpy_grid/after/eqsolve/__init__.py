from eqsolve.axis import guess_axis
from eqsolve.surfaces import initial_surfaces

__all__ = ["guess_axis", "initial_surfaces"]
