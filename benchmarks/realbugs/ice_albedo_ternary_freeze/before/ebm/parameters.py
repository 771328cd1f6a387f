from typing import NamedTuple


class RadiationParams(NamedTuple):
    """Linearised outgoing longwave A + B T (W m^-2, T in deg C) and a step ice-albedo feedback."""

    olr_intercept: float = 203.3
    olr_slope: float = 2.09
    albedo_ice: float = 0.62
    albedo_ocean: float = 0.30
    freeze_temperature: float = -10.0
    heat_capacity: float = 4.0e8
