from dataclasses import dataclass


@dataclass(frozen=True)
class EBMParams:
    """Zero-dimensional energy balance model with ice-albedo feedback (SI units, T in K)."""
    solar: float = 1366.0
    emissivity: float = 0.62
    heat_capacity: float = 2.0e8
    albedo_ice: float = 0.7
    albedo_water: float = 0.289
    critical_temperature: float = 263.0
    transition_width: float = 20.0
    albedo_timescale: float = 5.0 * 3.15e7
    noise_amplitude: float = 5.0
