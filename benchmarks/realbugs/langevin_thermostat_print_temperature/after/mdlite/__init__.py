from mdlite.integrator import LangevinIntegrator
from mdlite.thermostat import LangevinThermostat

__all__ = ["LangevinIntegrator", "LangevinThermostat"]
